; Functions with their parameter lists and calls with their arguments (Rust), for removing a
; parameter together with its argument in every call. Method calls (`x.m(a)`) are left out:
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
(call_expression
  function: (scoped_identifier name: (identifier) @call.name)
  arguments: (arguments) @call.arguments)
