; TSX (TypeScript with JSX): declaring occurrences the grammar's `name` fields miss: parameters.

(required_parameter pattern: (identifier) @definition)
(optional_parameter pattern: (identifier) @definition)
(arrow_function parameter: (identifier) @definition)

; Variables with their values, for inlining (`inline`): `const x = f(a);`.
(lexical_declaration (variable_declarator name: (identifier) @var.name value: (_) @var.value))
(variable_declaration (variable_declarator name: (identifier) @var.name value: (_) @var.value))
