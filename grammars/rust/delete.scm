; Nodes worth trying to delete as a whole (Rust).
; List items (items, statements, arms, fields, arguments, generics...) are also in
; lists.scm; the captures here add the optional pieces that are not list items.

(source_file (_) @delete)
(declaration_list (_) @delete)
(block (_) @delete)

(line_comment) @delete
(block_comment) @delete
(attribute_item) @delete
(inner_attribute_item) @delete
(else_clause) @delete
(where_clause) @delete
(visibility_modifier) @delete
(mutable_specifier) @delete
(function_modifiers) @delete
(label) @delete

; Optional parts that take their punctuation with them.
(type_parameter bounds: (_) @delete)
(associated_type bounds: (_) @delete)
(function_item type_parameters: (_) @delete)
(struct_item type_parameters: (_) @delete)
(enum_item type_parameters: (_) @delete)
(impl_item type_parameters: (_) @delete)
(trait_item type_parameters: (_) @delete)
(type_item type_parameters: (_) @delete)
(trait_item bounds: (_) @delete)
(enum_variant body: (_) @delete)
(return_expression (_) @delete)
(break_expression (_) @delete)
(reference_type (lifetime) @delete)
(match_pattern condition: (_) @delete)

; Spans the `nodes` pass cuts as one: a lifetime argument with its comma-less place in a
; reference (`&'a T` -> `&T`), `mut` of a reference, `dyn`, a let's value (`let x = e;` ->
; `let x;`).
(reference_type (lifetime) @span.start @span.end)
(reference_expression (mutable_specifier) @span.start @span.end)
(let_declaration "=" @span.start value: (_) @span.end)
(dynamic_type "dyn" @span.start @span.end)
