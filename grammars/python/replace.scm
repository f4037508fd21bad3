; Python (with the facts its grammar gives): a block made `pass`, a body that keeps its place;
; an expression made the simplest one.

((block) @replace (#set! value "pass"))
