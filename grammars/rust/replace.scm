; Nodes that may be replaced by the simplest value of their class (Rust).
; Each pattern sets the value with (#set! value "..."). `todo!()` has every type, so it
; can stand in for any expression.

; Literals.
((integer_literal) @replace (#set! value "0"))
((float_literal) @replace (#set! value "0.0"))
((string_literal) @replace (#set! value "\"\""))
((raw_string_literal) @replace (#set! value "\"\""))
((char_literal) @replace (#set! value "'a'"))

; Compound expressions -> todo!().
((call_expression) @replace (#set! value "todo!()"))
((macro_invocation) @replace (#set! value "todo!()"))
((binary_expression) @replace (#set! value "todo!()"))
((struct_expression) @replace (#set! value "todo!()"))
((closure_expression) @replace (#set! value "todo!()"))
((field_expression) @replace (#set! value "todo!()"))
((index_expression) @replace (#set! value "todo!()"))
((type_cast_expression) @replace (#set! value "todo!()"))
((unary_expression) @replace (#set! value "todo!()"))
((reference_expression) @replace (#set! value "todo!()"))
((array_expression) @replace (#set! value "todo!()"))
((tuple_expression) @replace (#set! value "todo!()"))
((try_expression) @replace (#set! value "todo!()"))

; `if` and `match` need no `;` as statements, but a macro call does. A diverging statement
; also ends a block, so `todo!();` serves in tail position too.
(expression_statement [(if_expression) (match_expression)] @replace (#set! value "todo!();"))
(block [(if_expression) (match_expression)] @replace (#set! value "todo!()"))
(_ value: [(if_expression) (match_expression)] @replace (#set! value "todo!()"))
(_ right: [(if_expression) (match_expression)] @replace (#set! value "todo!()"))
(arguments [(if_expression) (match_expression)] @replace (#set! value "todo!()"))
(closure_expression body: [(if_expression) (match_expression)] @replace (#set! value "todo!()"))

; Blocks and bodies -> empty.
((block) @replace (#set! value "{}"))
(function_item body: (_) @replace (#set! value "{todo!()}"))
((field_declaration_list) @replace (#set! value "{}"))
((declaration_list) @replace (#set! value "{}"))
((arguments) @replace (#set! value "()"))

; Types -> the unit type.
(let_declaration type: (_) @replace (#set! value "()"))
(parameter type: (_) @replace (#set! value "()"))
(field_declaration type: (_) @replace (#set! value "()"))
(function_item return_type: (_) @replace (#set! value "()"))
(type_arguments (_) @replace (#set! value "()"))
(type_item type: (_) @replace (#set! value "()"))
