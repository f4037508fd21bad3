; Nodes worth trying to delete as a whole (JavaScript).
; List items (statements, members, properties, elements, arguments...) are also in
; lists.scm; the captures here add the optional pieces that are not list items.

(program (_) @delete)
(statement_block (_) @delete)
(class_body member: (_) @delete)
(switch_body (_) @delete)
(switch_case body: (_) @delete)
(switch_default body: (_) @delete)

(comment) @delete
(else_clause) @delete
(decorator) @delete
(class_heritage) @delete

; Optional parts of statements and expressions.
(return_statement (_) @delete)
(try_statement handler: (_) @delete)
(try_statement finalizer: (_) @delete)
(for_statement increment: (_) @delete)
(new_expression arguments: (_) @delete)
(field_definition value: (_) @delete)

; Spans the `nodes` pass cuts as one: `new X(a)` -> `X(a)`, `a.b.c` -> `a.c`, a default
; value (`(x = 1) => x` -> `(x) => x`), `async`.
(new_expression "new" @span.start @span.end)
(member_expression object: (member_expression "." @span.start property: (_) @span.end))
(assignment_pattern "=" @span.start right: (_) @span.end)
(function_declaration "async" @span.start @span.end)
(arrow_function "async" @span.start @span.end)
