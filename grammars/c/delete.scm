; Nodes worth trying to delete as a whole (C).
; List items (statements, declarations, fields, arguments...) are also in lists.scm; the
; captures here add the optional pieces that are not list items.

; Top-level and block-level declarations, statements and preprocessor lines.
(translation_unit (_) @delete)
(compound_statement (_) @delete)
(declaration_list (_) @delete)
(field_declaration_list (_) @delete)
(enumerator_list (_) @delete)
(case_statement ":" (_) @delete)
(switch_statement body: (compound_statement (case_statement) @delete))
(preproc_if condition: (_) (_) @delete)
(preproc_ifdef name: (_) (_) @delete)
(preproc_elif condition: (_) (_) @delete)
(preproc_else (_) @delete)

(comment) @delete
(else_clause) @delete

; Specifiers and qualifiers that only refine a declaration.
(storage_class_specifier) @delete
(type_qualifier) @delete
(attribute_specifier) @delete
(attribute_declaration) @delete
(ms_declspec_modifier) @delete
(bitfield_clause) @delete

; Optional parts of statements.
(return_statement (_) @delete)
(for_statement condition: (_) @delete)
(for_statement update: (_) @delete)
(expression_statement (_) @delete)

; `struct S { ... }` -> `struct S`, `void f(int x)` -> `void f(int)`.
(struct_specifier name: (_) body: (_) @delete)
(union_specifier name: (_) body: (_) @delete)
(enum_specifier name: (_) body: (_) @delete)
(parameter_declaration declarator: (_) @delete)
