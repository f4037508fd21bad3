; Python: declaring occurrences the grammar's `name` fields miss: parameters, assigned names,
; loop variables, imports.

(parameters (identifier) @definition)
(lambda_parameters (identifier) @definition)
(typed_parameter (identifier) @definition)
(assignment left: (identifier) @definition)
(for_statement left: (identifier) @definition)
(aliased_import alias: (identifier) @definition)

; Variables with their values, for inlining (`inline`): `b = f(x)` as a statement of a block.
(expression_statement
  (assignment left: (identifier) @var.name right: (_) @var.value))
