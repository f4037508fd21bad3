; TypeScript: functions with their parameters and calls by a plain name with their arguments,
; for removing a parameter together with its argument in every call (`params`).

(function_declaration
  name: (identifier) @function.name
  parameters: (formal_parameters) @function.parameters)

(call_expression
  function: (identifier) @call.name
  arguments: (arguments) @call.arguments)
