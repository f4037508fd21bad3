; Functions with their parameter lists and calls with their arguments (Rust), for removing a
; parameter together with its argument in every call; likewise generic types with their type
; parameters and the types that name them with arguments. Method calls (`x.m(a)`) are left out:
; their receiver is a parameter but not an argument.

(function_item
  name: (identifier) @function.name
  parameters: (parameters) @function.parameters)
(function_signature_item
  name: (identifier) @function.name
  parameters: (parameters) @function.parameters)

(call_expression
  function: (identifier) @call.name
  arguments: (arguments) @call.arguments)

(struct_item name: (type_identifier) @type.name type_parameters: (type_parameters) @type.parameters)
(enum_item name: (type_identifier) @type.name type_parameters: (type_parameters) @type.parameters)
(generic_type type: (type_identifier) @type.use type_arguments: (type_arguments) @type.arguments)
(call_expression
  function: (scoped_identifier name: (identifier) @call.name)
  arguments: (arguments) @call.arguments)

; A function's return type, `->` and all, with the value its body ends with, for the `returns`
; pass: `fn f() -> T { g(); x }` -> `fn f() { g(); }`. Only expressions are tail values.
(function_item
  "->" @return.type
  return_type: (_) @return.type
  body: (block
    [(identifier) (self) (call_expression) (macro_invocation) (field_expression)
     (index_expression) (binary_expression) (unary_expression) (reference_expression)
     (integer_literal) (float_literal) (string_literal) (boolean_literal) (char_literal)
     (struct_expression) (tuple_expression) (array_expression) (scoped_identifier)
     (if_expression) (match_expression) (block) (unsafe_block) (parenthesized_expression)
     (type_cast_expression) (try_expression) (closure_expression) (range_expression)
     (loop_expression) (generic_function) (unit_expression)] @return.value .))

; A function and its body, which may move into another function (`absorb`).
(function_item body: (block) @absorb.body) @absorb.function

; Methods with their impl's type name, and method calls by the method's name, for making a
; method an associated function (`receiver`).
(impl_item
  type: [(type_identifier) @method.owner
         (generic_type type: (type_identifier) @method.owner)]
  body: (declaration_list
    (function_item parameters: (parameters . (self_parameter) @method.receiver))))
(call_expression function: (field_expression field: (field_identifier) @method.call))
