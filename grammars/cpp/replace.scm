; Nodes that may be replaced by the simplest value of their class (C++).
; Each pattern sets the value with (#set! value "...").

; Literals.
((number_literal) @replace (#set! value "0"))
((char_literal) @replace (#set! value "0"))
((string_literal) @replace (#set! value "\"\""))
((raw_string_literal) @replace (#set! value "\"\""))
((concatenated_string) @replace (#set! value "\"\""))
((true) @replace (#set! value "0"))
((false) @replace (#set! value "0"))
((this) @replace (#set! value "0"))
((null) @replace (#set! value "0"))

; Compound expressions -> 0.
((binary_expression) @replace (#set! value "0"))
((conditional_expression) @replace (#set! value "0"))
((call_expression) @replace (#set! value "0"))
((cast_expression) @replace (#set! value "0"))
((unary_expression) @replace (#set! value "0"))
((sizeof_expression) @replace (#set! value "0"))
((alignof_expression) @replace (#set! value "0"))
((new_expression) @replace (#set! value "0"))
((lambda_expression) @replace (#set! value "0"))
(_ right: (parenthesized_expression) @replace (#set! value "0"))
(_ value: (parenthesized_expression) @replace (#set! value "0"))
(argument_list (parenthesized_expression) @replace (#set! value "0"))

; Variables and element reads -> 0, only where a value is read (not where an lvalue or an
; address is needed: `a[i] = 1`, `&x`, `x++`).
(_ right: [(identifier) (subscript_expression) (qualified_identifier)] @replace (#set! value "0"))
(_ value: [(identifier) (subscript_expression) (qualified_identifier)] @replace (#set! value "0"))
(binary_expression left: [(identifier) (subscript_expression)] @replace (#set! value "0"))
(argument_list [(identifier) (subscript_expression) (qualified_identifier) (field_expression)] @replace (#set! value "0"))
(return_statement [(identifier) (subscript_expression) (field_expression)] @replace (#set! value "0"))
(parenthesized_expression [(identifier) (subscript_expression)] @replace (#set! value "0"))

; A static assertion's condition -> `0`: the assertion fails for its own sake, and what computed
; its condition (traits, templates) is left for `unused` to take.
(static_assert_declaration condition: (_) @replace (#set! value "0"))

; Blocks and initializers -> empty.
((compound_statement) @replace (#set! value "{}"))
((initializer_list) @replace (#set! value "{}"))
((field_declaration_list) @replace (#set! value "{}"))
((declaration_list) @replace (#set! value "{}"))

; A function definition -> a declaration: its body by `;` (`int f() { ... }` -> `int f();`),
; in a class too.
(function_definition body: (compound_statement) @replace (#set! value ";"))

; Statement bodies -> the empty statement.
(if_statement consequence: (_) @replace (#set! value ";"))
(else_clause (_) @replace (#set! value ";"))
(while_statement body: (_) @replace (#set! value ";"))
(for_statement body: (_) @replace (#set! value ";"))
(for_range_loop body: (_) @replace (#set! value ";"))
(do_statement body: (_) @replace (#set! value ";"))
(switch_statement body: (_) @replace (#set! value ";"))

; Types -> int: `auto`, template arguments, declarations' types.
((auto) @replace (#set! value "int"))
(template_argument_list (type_descriptor) @replace (#set! value "int"))
(declaration type: (_) @replace (#set! value "int"))
(parameter_declaration type: (_) @replace (#set! value "int"))
(optional_parameter_declaration type: (_) @replace (#set! value "int"))
(field_declaration type: (_) @replace (#set! value "int"))
(function_definition type: (_) @replace (#set! value "int"))
(type_definition type: (_) @replace (#set! value "int"))
(type_descriptor type: (_) @replace (#set! value "int"))
(alias_declaration type: (_) @replace (#set! value "int"))

; An argument read as a value -> `0u` too: a second type of zero, for the bugs of deduction and
; overloading, where two arguments must differ in type (`f(0, 0u)`).
(argument_list [(identifier) (qualified_identifier) (field_expression) (subscript_expression)] @replace (#set! value "0u"))
