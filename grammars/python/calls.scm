; Python: functions of the module with their parameters, and calls by a plain name with their
; arguments, for removing a parameter together with its argument in every call (`params`).
; Methods are left out: their `self` puts the parameters one place off the arguments of
; `x.m(...)`.

(module
  (function_definition
    name: (identifier) @function.name
    parameters: (parameters) @function.parameters))

(call
  function: (identifier) @call.name
  arguments: (argument_list) @call.arguments)

; Methods with the calls of an attribute of the same name: their parameters after `self` (the
; list below) line up with the call's arguments (`x.m(a)` for `def m(self, a)`).
(class_definition
  body: (block
    (function_definition
      name: (identifier) @function.name
      parameters: (parameters) @function.parameters)))

(call
  function: (attribute attribute: (identifier) @call.name)
  arguments: (argument_list) @call.arguments)
