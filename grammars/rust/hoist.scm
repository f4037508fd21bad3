; Nodes that may be replaced by one of their descendants (Rust).

; Control flow -> one of its bodies: `if c { A } else { B }` -> `{ A }`.
(if_expression consequence: (_) @hoist.inner) @hoist.outer
(if_expression alternative: (else_clause (_) @hoist.inner)) @hoist.outer
(while_expression body: (_) @hoist.inner) @hoist.outer
(loop_expression body: (_) @hoist.inner) @hoist.outer
(for_expression body: (_) @hoist.inner) @hoist.outer
(unsafe_block (_) @hoist.inner) @hoist.outer
(async_block (_) @hoist.inner) @hoist.outer
(const_block body: (_) @hoist.inner) @hoist.outer
(try_block (_) @hoist.inner) @hoist.outer
(match_expression value: (_) @hoist.inner) @hoist.outer
(match_expression body: (match_block (match_arm value: (_) @hoist.inner))) @hoist.outer

; A block used as a statement or value -> one of its statements (never a function body).
; Block-like expressions in a block, the tail included, sit in an expression_statement.
(expression_statement (block (_) @hoist.inner) @hoist.outer)
(_ value: (block (_) @hoist.inner) @hoist.outer)
(arguments (block (_) @hoist.inner) @hoist.outer)

; Items -> their contents: `mod m { fn f() {} }` -> `fn f() {}`; `impl T { fn f() {} }` -> `fn f()
; {}` (a function without `self`).
(mod_item body: (declaration_list (_) @hoist.inner)) @hoist.outer
(impl_item body: (declaration_list (function_item) @hoist.inner)) @hoist.outer

; Expressions -> an operand.
(binary_expression left: (_) @hoist.inner) @hoist.outer
(binary_expression right: (_) @hoist.inner) @hoist.outer
(assignment_expression right: (_) @hoist.inner) @hoist.outer
(compound_assignment_expr right: (_) @hoist.inner) @hoist.outer
(unary_expression (_) @hoist.inner) @hoist.outer
(reference_expression value: (_) @hoist.inner) @hoist.outer
(try_expression (_) @hoist.inner) @hoist.outer
(await_expression (_) @hoist.inner) @hoist.outer
(type_cast_expression value: (_) @hoist.inner) @hoist.outer
(parenthesized_expression (_) @hoist.inner) @hoist.outer
(index_expression (_) @hoist.inner) @hoist.outer
(field_expression value: (_) @hoist.inner) @hoist.outer
(range_expression (_) @hoist.inner) @hoist.outer
(tuple_expression (_) @hoist.inner) @hoist.outer
(return_expression (_) @hoist.inner) @hoist.outer
(closure_expression body: (_) @hoist.inner) @hoist.outer
(call_expression arguments: (arguments (_) @hoist.inner)) @hoist.outer
(call_expression function: (field_expression value: (_) @hoist.inner)) @hoist.outer
(field_initializer value: (_) @hoist.inner) @hoist.outer
(let_declaration value: (_) @hoist.inner) @hoist.outer
(generic_function function: (_) @hoist.inner) @hoist.outer
(scoped_identifier name: (_) @hoist.inner) @hoist.outer

; Types -> a component: `Vec<T>` -> `Vec` or `T`, `&'a T` -> `T`.
(generic_type type: (_) @hoist.inner) @hoist.outer
(generic_type type_arguments: (type_arguments (_) @hoist.inner)) @hoist.outer
(reference_type type: (_) @hoist.inner) @hoist.outer
(pointer_type type: (_) @hoist.inner) @hoist.outer
(array_type element: (_) @hoist.inner) @hoist.outer
(tuple_type (_) @hoist.inner) @hoist.outer
(scoped_type_identifier name: (_) @hoist.inner) @hoist.outer

; Classes, for the `descend` pass: statements in a block, any expression, any type (so
; `&T`, `Box<T>`, `Vec<T>`, `Option<T>` may become `T`).
(block (expression_statement) @class.statement)
(block (let_declaration) @class.statement)
(_expression) @class.expression
(_type) @class.type

; Constructs that give way to what their body holds (`splice`): `unsafe { s }`, a block
; statement, loops' and conditionals' bodies, a module's body.
(expression_statement (unsafe_block (block) @splice.body)) @splice.outer
(expression_statement (block) @splice.outer @splice.body)
(expression_statement (if_expression consequence: (block) @splice.body)) @splice.outer
(expression_statement (while_expression body: (block) @splice.body)) @splice.outer
(expression_statement (loop_expression body: (block) @splice.body)) @splice.outer
(expression_statement (for_expression body: (block) @splice.body)) @splice.outer
(mod_item body: (declaration_list) @splice.body) @splice.outer
