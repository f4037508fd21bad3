; Nodes that may be replaced by the simplest value of their class (JavaScript).
; Each pattern sets the value with (#set! value "...").

; Literals.
((number) @replace (#set! value "0"))
((string) @replace (#set! value "\"\""))
((regex) @replace (#set! value "/a/"))
; A regex where any value does (a method called on it): the shortest value.
((regex) @replace (#set! value "\"\""))

; `this` -> 0.
((this) @replace (#set! value "0"))

; Compound expressions -> 0, objects -> null.
((binary_expression) @replace (#set! value "0"))
((ternary_expression) @replace (#set! value "0"))
((call_expression) @replace (#set! value "0"))
((unary_expression) @replace (#set! value "0"))
((update_expression) @replace (#set! value "0"))
((await_expression) @replace (#set! value "0"))
((new_expression) @replace (#set! value "null"))
((function_expression) @replace (#set! value "null"))
((arrow_function) @replace (#set! value "null"))
((class) @replace (#set! value "null"))
(_ right: (parenthesized_expression) @replace (#set! value "0"))
(pair value: (parenthesized_expression) @replace (#set! value "0"))
(variable_declarator value: (parenthesized_expression) @replace (#set! value "0"))
(arguments (parenthesized_expression) @replace (#set! value "0"))

; Variables read as values -> 0 (not where a binding or assignment target is needed).
(_ right: (identifier) @replace (#set! value "0"))
(pair value: (identifier) @replace (#set! value "0"))
(variable_declarator value: (identifier) @replace (#set! value "0"))
(field_definition value: (identifier) @replace (#set! value "0"))
(arguments (identifier) @replace (#set! value "0"))
(return_statement (identifier) @replace (#set! value "0"))

; Containers -> empty.
((object) @replace (#set! value "{}"))
((array) @replace (#set! value "[]"))
((statement_block) @replace (#set! value "{}"))
((class_body) @replace (#set! value "{}"))
((arguments) @replace (#set! value "()"))
((formal_parameters) @replace (#set! value "()"))

; Statement bodies -> the empty statement.
(if_statement consequence: (_) @replace (#set! value ";"))
(else_clause (_) @replace (#set! value ";"))
(while_statement body: (_) @replace (#set! value ";"))
(for_statement body: (_) @replace (#set! value ";"))
(for_in_statement body: (_) @replace (#set! value ";"))
