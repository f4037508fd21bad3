; Nodes worth trying to delete as a whole (C++).
; List items (statements, declarations, members, arguments...) are also in lists.scm; the
; captures here add the optional pieces that are not list items.

; Top-level, namespace-level, class-level and block-level declarations and statements.
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

; Specifiers and qualifiers that only refine a declaration: `static`, `inline`, `const`,
; `virtual`, `override`, `final`, `explicit`, attributes.
(storage_class_specifier) @delete
(type_qualifier) @delete
(virtual_specifier) @delete
(explicit_function_specifier) @delete
(attribute_specifier) @delete
(attribute_declaration) @delete
(ms_declspec_modifier) @delete
(bitfield_clause) @delete

; Class pieces: `public:`, base classes, member initializers, `= 0`, `= default`.
(access_specifier) @delete
(base_class_clause) @delete
(field_initializer_list) @delete
(pure_virtual_clause) @delete
(default_method_clause) @delete
(delete_method_clause) @delete
(noexcept) @delete
(throw_specifier) @delete
(trailing_return_type) @delete
(requires_clause) @delete

; Default arguments and default template arguments: `int x = 1` -> `int x`; and `virtual`, a
; keyword token no node holds.
(optional_parameter_declaration "=" @span.start default_value: (_) @span.end)
(optional_type_parameter_declaration "=" @span.start default_type: (_) @span.end)
(function_definition "virtual" @span.start @span.end)
(field_declaration "virtual" @span.start @span.end)
(declaration "virtual" @span.start @span.end)

; Optional parts of statements.
(return_statement (_) @delete)
(for_statement condition: (_) @delete)
(for_statement update: (_) @delete)
(expression_statement (_) @delete)
(try_statement (catch_clause) @delete)

; `struct S { ... }` -> `struct S`, `void f(int x)` -> `void f(int)`.
(struct_specifier name: (_) body: (_) @delete)
(union_specifier name: (_) body: (_) @delete)
(class_specifier name: (_) body: (_) @delete)
(enum_specifier name: (_) body: (_) @delete)
(parameter_declaration declarator: (_) @delete)
