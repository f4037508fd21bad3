; Names, for consistent renaming (C++).

(identifier) @identifier
(field_identifier) @identifier
(type_identifier) @identifier
(namespace_identifier) @identifier
(statement_identifier) @identifier

; The declaring occurrence of each kind of name.
(function_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(function_declarator declarator: (qualified_identifier name: (identifier) @definition))
(init_declarator declarator: (identifier) @definition)
(declaration declarator: (identifier) @definition)
(pointer_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(reference_declarator [(identifier) (field_identifier)] @definition)
(array_declarator declarator: [(identifier) (field_identifier) (type_identifier)] @definition)
(parenthesized_declarator [(identifier) (field_identifier) (type_identifier)] @definition)
(parameter_declaration declarator: (identifier) @definition)
(optional_parameter_declaration declarator: (identifier) @definition)
(field_declaration declarator: (field_identifier) @definition)
(type_definition declarator: (type_identifier) @definition)
(alias_declaration name: (type_identifier) @definition)
(struct_specifier name: (type_identifier) @definition body: (_))
; A forward declaration (`struct S;`) declares the name too.
(_ (struct_specifier name: (type_identifier) @definition !body) . ";")
(_ (union_specifier name: (type_identifier) @definition !body) . ";")
(_ (class_specifier name: (type_identifier) @definition !body) . ";")
(union_specifier name: (type_identifier) @definition body: (_))
(class_specifier name: (type_identifier) @definition body: (_))
(enum_specifier name: (type_identifier) @definition body: (_))
(enumerator name: (identifier) @definition)
(namespace_definition name: (namespace_identifier) @definition)
(type_parameter_declaration (type_identifier) @definition)
(optional_type_parameter_declaration name: (type_identifier) @definition)
(preproc_def name: (identifier) @definition)
(preproc_function_def name: (identifier) @definition)
(preproc_params (identifier) @definition)
(labeled_statement label: (statement_identifier) @definition)

; Type aliases, for inlining: `typedef unsigned long ulg;`, `using ulg = unsigned long;`.
(type_definition type: (_) @alias.type declarator: (type_identifier) @alias.name)
(alias_declaration name: (type_identifier) @alias.name type: (_) @alias.type)

; Variables with their values, for inlining: `int *c = b;` in a block, `int g = 16;` at file or
; namespace level (its uses after it, up to the end of what holds it).
(compound_statement
  (declaration
    declarator: (init_declarator
      declarator: [(identifier) @var.name (pointer_declarator declarator: (identifier) @var.name)]
      value: (_) @var.value)))
(translation_unit
  (declaration
    declarator: (init_declarator declarator: (identifier) @var.name value: (_) @var.value)))
(declaration_list
  (declaration
    declarator: (init_declarator declarator: (identifier) @var.name value: (_) @var.value)))

; Fields with their declarations, and the accesses that read them, for the `fields` pass.
(field_declaration
  declarator: [
    (field_identifier) @field.name
    (pointer_declarator declarator: (field_identifier) @field.name)
    (array_declarator declarator: (field_identifier) @field.name)]) @field.declaration
(field_expression field: (field_identifier) @member.name) @member.access

; Pointer variables with their stars, in declarations and dereferences, for the `pointers`
; pass: `T *p; *p = 1;` -> `T p; p = 1;`.
(pointer_declarator "*" @pointer.star declarator: (identifier) @pointer.name)
(pointer_expression operator: "*" @pointer.star argument: (identifier) @pointer.name)

; Template type parameters, for the `generics` pass: `template <class T, class U = int>`.
(template_declaration
  parameters: (template_parameter_list
    [(type_parameter_declaration (type_identifier) @generic.name)
     (optional_type_parameter_declaration name: (type_identifier) @generic.name)] @generic.parameter))
; Every other template parameter (`template <bool B = false>`, those of a template template
; parameter: `template <template <typename U> class F>`): its list keeps its arity.
(template_parameter_list
  [(parameter_declaration) (optional_parameter_declaration) (variadic_parameter_declaration)
   (variadic_type_parameter_declaration) (template_template_parameter_declaration)
   (type_parameter_declaration) (optional_type_parameter_declaration)] @generic.parameter)

; A namespace's name where it qualifies others, for the `namespaces` pass: a using-directive (all
; of it goes with the namespace) and the scope of a qualified name (up to its `::`).
(using_declaration "namespace" [(identifier) (namespace_identifier)] @qualifier.name) @qualifier.end
(qualified_identifier scope: (namespace_identifier) @qualifier.name "::" @qualifier.end)

; Scopes whose members are named without them, for `unused`: an enum's enumerators (and a
; namespace's members, named without it inside an inline namespace).
(enum_specifier body: (_)) @open.scope
(namespace_definition) @open.scope

; Classes declared alone, at file or namespace level or in a block a parse error hides: one
; without members (`class a;`, `struct a {};`) may be made `int` by `classes`.
(translation_unit
  [(class_specifier name: (type_identifier) @struct.name)
   (struct_specifier name: (type_identifier) @struct.name)
   (union_specifier name: (type_identifier) @struct.name)])
(declaration_list
  [(class_specifier name: (type_identifier) @struct.name)
   (struct_specifier name: (type_identifier) @struct.name)
   (union_specifier name: (type_identifier) @struct.name)])
(ERROR
  [(class_specifier name: (type_identifier) @struct.name)
   (struct_specifier name: (type_identifier) @struct.name)
   (union_specifier name: (type_identifier) @struct.name)])
