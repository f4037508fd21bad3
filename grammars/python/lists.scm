; Python: a method's parameters after `self`, the ones its calls' arguments line up with (the
; grammar's own list of parameters would count `self` too).

(class_definition
  body: (block
    (function_definition
      parameters: (parameters . (_) (_) @item) @list)))
