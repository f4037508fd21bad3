; Functions with their parameter lists and calls with their arguments (JavaScript), for
; removing a parameter together with its argument in every call. Methods pair with calls of
; a property of the same name; functions of one name with different arities are left alone.

(function_declaration
  name: (identifier) @function.name
  parameters: (formal_parameters) @function.parameters)
(generator_function_declaration
  name: (identifier) @function.name
  parameters: (formal_parameters) @function.parameters)
(variable_declarator
  name: (identifier) @function.name
  value: [
    (function_expression parameters: (formal_parameters) @function.parameters)
    (arrow_function parameters: (formal_parameters) @function.parameters)
    (generator_function parameters: (formal_parameters) @function.parameters)
  ])
(method_definition
  name: (property_identifier) @function.name
  parameters: (formal_parameters) @function.parameters)

(call_expression
  function: (identifier) @call.name
  arguments: (arguments) @call.arguments)
(call_expression
  function: (member_expression property: (property_identifier) @call.name)
  arguments: (arguments) @call.arguments)
