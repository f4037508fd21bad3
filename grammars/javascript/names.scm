; Names, for consistent renaming (JavaScript).

(identifier) @identifier
(property_identifier) @identifier
(private_property_identifier) @identifier
(shorthand_property_identifier) @identifier
(shorthand_property_identifier_pattern) @identifier
(statement_identifier) @identifier

; The declaring occurrence of each kind of name.
(function_declaration name: (identifier) @definition)
(generator_function_declaration name: (identifier) @definition)
(function_expression name: (identifier) @definition)
(generator_function name: (identifier) @definition)
(class_declaration name: (identifier) @definition)
(class name: (identifier) @definition)
(variable_declarator name: (identifier) @definition)
(formal_parameters (identifier) @definition)
(assignment_pattern left: (identifier) @definition)
(rest_pattern (identifier) @definition)
(array_pattern (identifier) @definition)
(object_pattern (shorthand_property_identifier_pattern) @definition)
(pair_pattern value: (identifier) @definition)
(arrow_function parameter: (identifier) @definition)
(catch_clause parameter: (identifier) @definition)
(method_definition name: [(property_identifier) (private_property_identifier)] @definition)
(field_definition property: [(property_identifier) (private_property_identifier)] @definition)
(import_clause (identifier) @definition)
(namespace_import (identifier) @definition)
(import_specifier alias: (identifier) @definition)
(import_specifier !alias name: (identifier) @definition)
(labeled_statement label: (statement_identifier) @definition)
; An assignment to a bare name declares it in sloppy mode (reducers drop `var` and `let`).
(assignment_expression left: (identifier) @definition)

; Variables with their values, for inlining: `let a = f(x);` (in a block or at the top; one
; in a `for` head is not an item of a list, and stays).
(lexical_declaration (variable_declarator name: (identifier) @var.name value: (_) @var.value))
(variable_declaration (variable_declarator name: (identifier) @var.name value: (_) @var.value))
