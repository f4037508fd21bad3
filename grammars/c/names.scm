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
; A forward declaration (`struct S;`) declares the name too.
(_ (struct_specifier name: (type_identifier) @definition !body) . ";")
(_ (union_specifier name: (type_identifier) @definition !body) . ";")
(union_specifier name: (type_identifier) @definition body: (_))
(enum_specifier name: (type_identifier) @definition body: (_))
(enumerator name: (identifier) @definition)
(preproc_def name: (identifier) @definition)
(preproc_function_def name: (identifier) @definition)
(preproc_params (identifier) @definition)
(labeled_statement label: (statement_identifier) @definition)

; Type aliases, for inlining: `typedef unsigned long ulg;` (not `typedef int *p;`).
(type_definition type: (_) @alias.type declarator: (type_identifier) @alias.name)

; What reduction leaves of file-scope declarations without a type (implicit int, accepted by
; gcc with a warning) parses as an expression statement: `x;`, `x[1];`, `*p;`, `f()` (before
; a body), `*f();`. Nothing else is an expression at file scope.
(translation_unit
  (expression_statement
    [(identifier) @definition
     (subscript_expression argument: (identifier) @definition)
     (call_expression function: (identifier) @definition)
     (pointer_expression argument: [
       (identifier) @definition
       (call_expression function: (identifier) @definition)
       (subscript_expression argument: (identifier) @definition)])]))

; Local variables with their values, for inlining: `int *c = b;` in a block.
(compound_statement
  (declaration
    declarator: (init_declarator
      declarator: [(identifier) @var.name (pointer_declarator declarator: (identifier) @var.name)]
      value: (_) @var.value)))

; Struct and union fields with their declarations, and the accesses that read them, for the
; `fields` pass: `struct { long i; } *p; p->i = 1;` -> `struct { } *p; long i; i = 1;`.
(field_declaration
  declarator: [
    (field_identifier) @field.name
    (pointer_declarator declarator: (field_identifier) @field.name)
    (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @field.name))
    (array_declarator declarator: (field_identifier) @field.name)]) @field.declaration
(field_expression field: (field_identifier) @member.name) @member.access

; Pointer variables with their stars, in declarations and dereferences, for the `pointers`
; pass: `T *p; *p = 1;` -> `T p; p = 1;`.
(pointer_declarator "*" @pointer.star declarator: (identifier) @pointer.name)
(pointer_expression operator: "*" @pointer.star argument: (identifier) @pointer.name)

; Scopes whose members are named without them, for `unused`: an enum's enumerators.
(enum_specifier body: (_)) @open.scope
