; Java: methods with their parameters and calls of a method by its name alone with their
; arguments, for removing a parameter together with its argument in every call (`params`).

(method_declaration
  name: (identifier) @function.name
  parameters: (formal_parameters) @function.parameters)

(method_invocation
  !object
  name: (identifier) @call.name
  arguments: (argument_list) @call.arguments)
