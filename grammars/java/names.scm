; Java: declaring occurrences the grammar's `name` fields miss: resources and lambda
; parameters.

(lambda_expression parameters: (identifier) @definition)
(inferred_parameters (identifier) @definition)

; Variables with their values, for inlining (`inline`): `int x = f(a);` in a block.
(local_variable_declaration
  declarator: (variable_declarator name: (identifier) @var.name value: (_) @var.value))
