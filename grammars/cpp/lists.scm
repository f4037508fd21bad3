; Containers whose children can be deleted in runs (C++). Separators are the anonymous
; tokens between items (`,` in argument lists); brackets are not separators.

(translation_unit (_) @item) @list
(compound_statement (_) @item) @list
(declaration_list (_) @item) @list
(field_declaration_list (_) @item) @list
(enumerator_list (_) @item) @list
(parameter_list (_) @item) @list
(argument_list (_) @item) @list
(initializer_list (_) @item) @list
(preproc_params (_) @item) @list
(template_parameter_list (_) @item) @list
(template_argument_list (_) @item) @list
(field_initializer_list (_) @item) @list
(base_class_clause (_) @item) @list
(lambda_capture_specifier (_) @item) @list

; `int a, *b = 0;` and `struct { int x, y; }`: the declarators.
(declaration declarator: (_) @item) @list
(field_declaration declarator: (_) @item) @list
(type_definition declarator: (_) @item) @list

; The statements of a case, after its `:`.
(case_statement ":" (_) @item) @list

; The lines inside preprocessor conditionals (after the condition or name).
(preproc_if condition: (_) (_) @item) @list
(preproc_ifdef name: (_) (_) @item) @list
(preproc_elif condition: (_) (_) @item) @list
(preproc_else (_) @item) @list
