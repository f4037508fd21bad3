; Functions with their parameter lists and calls with their arguments (C++), for removing a
; parameter together with its argument in every call. Methods are named by their last name
; (`A::f` and `a.f(...)` both by `f`); templates by their name without arguments.

(function_declarator
  declarator: [(identifier) (field_identifier)] @function.name
  parameters: (parameter_list) @function.parameters)
(function_declarator
  declarator: (qualified_identifier name: (identifier) @function.name)
  parameters: (parameter_list) @function.parameters)

(call_expression
  function: (identifier) @call.name
  arguments: (argument_list) @call.arguments)
(call_expression
  function: (qualified_identifier name: (identifier) @call.name)
  arguments: (argument_list) @call.arguments)
(call_expression
  function: (field_expression field: (field_identifier) @call.name)
  arguments: (argument_list) @call.arguments)
(call_expression
  function: (template_function name: (identifier) @call.name)
  arguments: (argument_list) @call.arguments)

; A statement that returns, for inlining a function whose body is one (`inline-calls`).
(return_statement) @return.statement

; A function and its body, which may move into another function (`absorb`).
(function_definition body: (compound_statement) @absorb.body) @absorb.function
