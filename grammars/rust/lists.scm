; Containers whose children can be deleted in runs (Rust). Separators are the anonymous
; tokens between items (`,`, `+`, `|`, `;`); brackets are not separators.

(source_file (_) @item) @list
(declaration_list (_) @item) @list
(block (_) @item) @list
(match_block (_) @item) @list

(field_declaration_list (_) @item) @list
(ordered_field_declaration_list (_) @item) @list
(enum_variant_list (_) @item) @list
(field_initializer_list (_) @item) @list
(arguments (_) @item) @list
(parameters (_) @item) @list
(closure_parameters (_) @item) @list
(type_parameters (_) @item) @list
(type_arguments (_) @item) @list
(where_clause (_) @item) @list
(trait_bounds (_) @item) @list
(use_list (_) @item) @list

(tuple_expression (_) @item) @list
(tuple_type (_) @item) @list
(tuple_pattern (_) @item) @list
(slice_pattern (_) @item) @list
(or_pattern (_) @item) @list
(tuple_struct_pattern type: (_) (_) @item) @list
(struct_pattern type: (_) (_) @item) @list
(array_expression !length (_) @item) @list
(let_chain (_) @item) @list
(macro_definition (macro_rule) @item) @list

; Macro arguments are token trees; `(a, b, c)` splits at its top-level tokens.
(macro_invocation (token_tree (_) @item) @list)

; An outer attribute belongs to the item, statement, field or arm after it: `#[cfg(x)] impl T {}`
; goes whole.
(attribute_item) @attached
