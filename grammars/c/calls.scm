; Functions with their parameter lists and calls with their arguments (C), for removing a
; parameter together with its argument in every call.

(function_declarator
  declarator: (identifier) @function.name
  parameters: (parameter_list) @function.parameters)

(call_expression
  function: (identifier) @call.name
  arguments: (argument_list) @call.arguments)

; A statement that returns, for inlining a function whose body is one (`inline-calls`).
(return_statement) @return.statement

; A function and its body, which may move into another function (`absorb`).
(function_definition body: (compound_statement) @absorb.body) @absorb.function
