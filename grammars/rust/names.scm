; Names, for consistent renaming (Rust).

(identifier) @identifier
(type_identifier) @identifier
(field_identifier) @identifier
(shorthand_field_identifier) @identifier

; The declaring occurrence of each kind of name.
(function_item name: (identifier) @definition)
(function_signature_item name: (identifier) @definition)
(struct_item name: (type_identifier) @definition)
(enum_item name: (type_identifier) @definition)
(union_item name: (type_identifier) @definition)
(trait_item name: (type_identifier) @definition)
(type_item name: (type_identifier) @definition)
(associated_type name: (type_identifier) @definition)
(enum_variant name: (identifier) @definition)
(const_item name: (identifier) @definition)
(static_item name: (identifier) @definition)
(mod_item name: (identifier) @definition)
(macro_definition name: (identifier) @definition)
(field_declaration name: (field_identifier) @definition)
(type_parameter name: (type_identifier) @definition)
(const_parameter name: (identifier) @definition)
(lifetime_parameter name: (lifetime (identifier) @definition))
(let_declaration pattern: (identifier) @definition)
(parameter pattern: (identifier) @definition)
(closure_parameters (identifier) @definition)
(tuple_pattern (identifier) @definition)
(tuple_struct_pattern type: (_) (identifier) @definition)
(slice_pattern (identifier) @definition)
(reference_pattern (identifier) @definition)
(mut_pattern (identifier) @definition)
(ref_pattern (identifier) @definition)
(captured_pattern . (identifier) @definition)
(match_pattern . (identifier) @definition)
(field_pattern pattern: (identifier) @definition)
(field_pattern name: (shorthand_field_identifier) @definition)
(for_expression pattern: (identifier) @definition)
(use_as_clause alias: (identifier) @definition)
(extern_crate_declaration alias: (identifier) @definition)

; Type aliases, for inlining (not generic ones).
(type_item !type_parameters name: (type_identifier) @alias.name type: (_) @alias.type)

; Generic items, whose bare names may make a function's body (`mention`): `{c;}` leaves `c`'s
; type arguments to inference.
(struct_item name: (type_identifier) @mention type_parameters: (type_parameters))
(function_item name: (identifier) @mention type_parameters: (type_parameters))

; Local variables with their values, for inlining: `let a = f(x);`.
(let_declaration pattern: (identifier) @var.name value: (_) @var.value)

; Type parameters and the where-predicates that bound them, for the `generics` pass.
(type_parameters (type_parameter name: (type_identifier) @generic.name) @generic.parameter)
(where_clause (where_predicate left: (type_identifier) @generic.name) @generic.parameter)

; References with their `&`, and dereferences with their `*`, for the `pointers` pass: `&self`
; -> `self` (`&mut self` -> `mut self`), `x: &T` -> `x: T` (not `&mut T`: `x: mut T` does not
; parse), with every `*self`, `*x` of the function -> `self`, `x`. (`self` is no `@definition`:
; the rename passes would rename it; outside an expression, the pass takes it as declared.)
(self_parameter "&" @pointer.star (self) @pointer.name)
(parameter
  pattern: (identifier) @pointer.name
  type: (reference_type "&" @pointer.star . type: (_)))
(unary_expression "*" @pointer.star [(identifier) (self)] @pointer.name)
