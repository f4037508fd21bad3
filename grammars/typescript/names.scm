; TypeScript: declaring occurrences the grammar's `name` fields miss: parameters.

(required_parameter pattern: (identifier) @definition)
(optional_parameter pattern: (identifier) @definition)
(arrow_function parameter: (identifier) @definition)
