; Nodes that may be replaced by the simplest value of their class (Rust).
; Each pattern sets the value with (#set! value "..."). `todo!()` has every type, so it
; can stand in for any expression.

; Literals.
((integer_literal) @replace (#set! value "0"))
((float_literal) @replace (#set! value "0.0"))
((string_literal) @replace (#set! value "\"\""))
((raw_string_literal) @replace (#set! value "\"\""))
((char_literal) @replace (#set! value "'a'"))

; Compound expressions that are never places -> todo!().
((call_expression) @replace (#set! value "todo!()"))
((macro_invocation) @replace (#set! value "todo!()"))
((binary_expression) @replace (#set! value "todo!()"))
((struct_expression) @replace (#set! value "todo!()"))
((closure_expression) @replace (#set! value "todo!()"))
((type_cast_expression) @replace (#set! value "todo!()"))
((reference_expression) @replace (#set! value "todo!()"))
((array_expression) @replace (#set! value "todo!()"))
((tuple_expression) @replace (#set! value "todo!()"))
((try_expression) @replace (#set! value "todo!()"))

; Places (`a.b`, `a[i]`, `*p`) and variables only where their value is read: not as
; assignment targets, method receivers (`v.len()` holds the field_expression `v.len`) or
; bindings.
(let_declaration value: [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))
(field_initializer value: [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))
(arguments [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))
(binary_expression [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))
(_ right: [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))
(return_expression [(field_expression) (index_expression) (unary_expression) (identifier)] @replace (#set! value "todo!()"))

; `if` and `match` need no `;` as statements, but a macro call does. tree-sitter puts a
; block-like tail expression in an expression_statement too, and a diverging statement ends a
; block just as well, so `todo!();` serves in both places.
(expression_statement [(if_expression) (match_expression)] @replace (#set! value "todo!();"))
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

; A struct or variant with no fields made a unit one (`struct S{}` -> `struct S;`, `S{}` -> `S`,
; `struct S();` -> `struct S;`): a braced empty struct must be built with its braces, a unit one
; may be built either way, so the definition goes first and its uses can follow one by one.
(struct_item body: (field_declaration_list) @replace (#match? @replace "^[{][ \t\n]*[}]$") (#set! value ";"))
(struct_item body: (ordered_field_declaration_list) @replace (#match? @replace "^[(][ \t\n]*[)]$") (#set! value ""))
(enum_variant body: (field_declaration_list) @replace (#match? @replace "^[{][ \t\n]*[}]$") (#set! value ""))
(struct_expression body: (field_initializer_list) @replace (#match? @replace "^[{][ \t\n]*[}]$") (#set! value ""))

; Types -> the unit type.
(let_declaration type: (_) @replace (#set! value "()"))
(parameter type: (_) @replace (#set! value "()"))
(field_declaration type: (_) @replace (#set! value "()"))
(function_item return_type: (_) @replace (#set! value "()"))
(type_arguments (_) @replace (#set! value "()"))
(type_item type: (_) @replace (#set! value "()"))

; A function's body -> `loop {}` (it diverges: every return type is satisfied), once it is
; `todo!()`: a body the test runs would hang until the timeout, where `todo!()` panics at once.
((function_item body: (block) @replace) (#eq? @replace "{todo!()}") (#set! value "{loop{}}"))
