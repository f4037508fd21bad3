; Names, for consistent renaming (C).

(identifier) @identifier
(field_identifier) @identifier
(type_identifier) @identifier
(statement_identifier) @identifier

; The declaring occurrence of each kind of name.
(function_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(init_declarator declarator: (identifier) @definition)
(declaration declarator: (identifier) @definition)
(pointer_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(array_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(parenthesized_declarator [(identifier) (field_identifier) (type_identifier)] @definition)
(parameter_declaration declarator: (identifier) @definition)
(field_declaration declarator: (field_identifier) @definition)
(type_definition declarator: (type_identifier) @definition)
(struct_specifier name: (type_identifier) @definition body: (_))
(union_specifier name: (type_identifier) @definition body: (_))
(enum_specifier name: (type_identifier) @definition body: (_))
(enumerator name: (identifier) @definition)
(preproc_def name: (identifier) @definition)
(preproc_function_def name: (identifier) @definition)
(preproc_params (identifier) @definition)
(labeled_statement label: (statement_identifier) @definition)
