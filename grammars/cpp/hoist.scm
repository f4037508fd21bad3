; Nodes that may be replaced by one of their descendants (C++).

; Control flow -> one of its bodies: `if (c) S` -> `S`, `while (c) S` -> `S`.
(if_statement consequence: (_) @hoist.inner) @hoist.outer
(if_statement alternative: (else_clause (_) @hoist.inner)) @hoist.outer
(while_statement body: (_) @hoist.inner) @hoist.outer
(do_statement body: (_) @hoist.inner) @hoist.outer
(for_statement body: (_) @hoist.inner) @hoist.outer
(for_range_loop body: (_) @hoist.inner) @hoist.outer
(switch_statement body: (_) @hoist.inner) @hoist.outer
(labeled_statement label: (_) (_) @hoist.inner) @hoist.outer
(case_statement ":" (_) @hoist.inner) @hoist.outer
(try_statement body: (_) @hoist.inner) @hoist.outer

; A block that is itself a statement -> one of its statements (never a function body).
(compound_statement (compound_statement (_) @hoist.inner) @hoist.outer)
(case_statement (compound_statement (_) @hoist.inner) @hoist.outer)
(if_statement consequence: (compound_statement (_) @hoist.inner) @hoist.outer)
(else_clause (compound_statement (_) @hoist.inner) @hoist.outer)
(while_statement body: (compound_statement (_) @hoist.inner) @hoist.outer)
(do_statement body: (compound_statement (_) @hoist.inner) @hoist.outer)
(for_statement body: (compound_statement (_) @hoist.inner) @hoist.outer)
(for_range_loop body: (compound_statement (_) @hoist.inner) @hoist.outer)

; Preprocessor conditionals -> one of the lines they guard.
(preproc_if condition: (_) (_) @hoist.inner) @hoist.outer
(preproc_ifdef name: (_) (_) @hoist.inner) @hoist.outer

; A template -> the declaration it templates (`template <class T> struct S {...};` ->
; `struct S {...};`): where the parameter is not used, or the test allows it.
(template_declaration (_) @hoist.inner) @hoist.outer
; `extern "C" { ... }` / `extern "C" decl` -> the declaration.
(linkage_specification body: (_) @hoist.inner) @hoist.outer

; Expressions -> an operand.
(binary_expression left: (_) @hoist.inner) @hoist.outer
(binary_expression right: (_) @hoist.inner) @hoist.outer
(conditional_expression condition: (_) @hoist.inner) @hoist.outer
(conditional_expression consequence: (_) @hoist.inner) @hoist.outer
(conditional_expression alternative: (_) @hoist.inner) @hoist.outer
(comma_expression left: (_) @hoist.inner) @hoist.outer
(comma_expression right: (_) @hoist.inner) @hoist.outer
(assignment_expression right: (_) @hoist.inner) @hoist.outer
(cast_expression value: (_) @hoist.inner) @hoist.outer
(unary_expression argument: (_) @hoist.inner) @hoist.outer
(pointer_expression argument: (_) @hoist.inner) @hoist.outer
(update_expression argument: (_) @hoist.inner) @hoist.outer
(subscript_expression argument: (_) @hoist.inner) @hoist.outer
(field_expression argument: (_) @hoist.inner) @hoist.outer
(sizeof_expression value: (_) @hoist.inner) @hoist.outer
(call_expression arguments: (argument_list (_) @hoist.inner)) @hoist.outer
(call_expression function: (_) @hoist.inner) @hoist.outer
(initializer_pair value: (_) @hoist.inner) @hoist.outer
(new_expression arguments: (argument_list (_) @hoist.inner)) @hoist.outer
(delete_expression (_) @hoist.inner) @hoist.outer
(throw_statement (_) @hoist.inner) @hoist.outer

; Names: `a::b::c` -> `c`, `f<T>` -> `f`, `A<T>` -> `A`.
(qualified_identifier name: (_) @hoist.inner) @hoist.outer
(template_function name: (_) @hoist.inner) @hoist.outer
(template_type name: (_) @hoist.inner) @hoist.outer
(template_method name: (_) @hoist.inner) @hoist.outer

; `(e)` -> `e`, only where the parentheses are not part of the syntax (not `if (c)`).
(_ left: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ right: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ value: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ argument: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(argument_list (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(expression_statement (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(return_statement (parenthesized_expression (_) @hoist.inner) @hoist.outer)

; Declarators -> the declared name: `x = 1` -> `x`, `*p` -> `p`, `&r` -> `r`, `a[10]` -> `a`.
(init_declarator declarator: (_) @hoist.inner) @hoist.outer
(pointer_declarator declarator: (_) @hoist.inner) @hoist.outer
(reference_declarator (_) @hoist.inner) @hoist.outer
(array_declarator declarator: (_) @hoist.inner) @hoist.outer
; A prototype loses its parameter list (`int f(void);` -> `int f;`); a definition cannot.
(declaration declarator: (function_declarator declarator: (_) @hoist.inner) @hoist.outer)
(parenthesized_declarator (_) @hoist.inner) @hoist.outer
(enumerator name: (_) @hoist.inner) @hoist.outer

; Classes, for the `descend` pass: a statement inside a block or as a body, any expression, any
; type.
(compound_statement (statement) @class.statement)
(if_statement consequence: (_) @class.statement)
(else_clause (_) @class.statement)
(while_statement body: (_) @class.statement)
(do_statement body: (_) @class.statement)
(for_statement body: (_) @class.statement)
(for_range_loop body: (_) @class.statement)
(case_statement ":" (_) @class.statement)
(labeled_statement label: (_) (_) @class.statement)
(expression) @class.expression
(type_specifier) @class.type

; Constructs that give way to what their body holds (`splice`): namespaces, `extern "C" {}`,
; block statements and block bodies, GNU statement expressions, lambdas called on the spot.
(namespace_definition body: (declaration_list) @splice.body) @splice.outer @namespace
(linkage_specification body: (declaration_list) @splice.body) @splice.outer
(compound_statement (compound_statement) @splice.outer @splice.body)
(if_statement consequence: (compound_statement) @splice.body) @splice.outer
(else_clause (compound_statement) @splice.body) @splice.outer
(while_statement body: (compound_statement) @splice.body) @splice.outer
(for_statement body: (compound_statement) @splice.body) @splice.outer
(for_range_loop body: (compound_statement) @splice.body) @splice.outer
(do_statement body: (compound_statement) @splice.body) @splice.outer
(try_statement body: (compound_statement) @splice.body) @splice.outer
(expression_statement (parenthesized_expression (compound_statement) @splice.body)) @splice.outer
(expression_statement
  (call_expression function: (lambda_expression body: (compound_statement) @splice.body))) @splice.outer

; A function whose body is a declaration without a value and one expression after it (`fold`):
; `int f() { T *p; p.x; }` -> `T *p=p.x;`.
(function_definition
  body: (compound_statement
    .
    (declaration
      declarator: [(identifier) (pointer_declarator) (array_declarator) (reference_declarator)]) @fold.declaration
    .
    (expression_statement (_))
    .)) @fold.outer
; The same function with the file ending inside it, after its expression (a test that needs only
; the error lets the rest go): tree-sitter reads `void f(){T *p;p.x` as one ERROR.
(ERROR
  .
  type: (_)
  .
  (function_declarator)
  .
  "{"
  .
  (declaration
    declarator: [(identifier) (pointer_declarator) (array_declarator) (reference_declarator)]) @fold.declaration
  .
  (_)
  .) @fold.outer
