; Literals, for the literal-shrinking passes, and atoms that cuts must not split
; (JavaScript). Template strings are not atoms: their substitutions hold code.

(number) @literal.number
(string) @literal.string @atom
(regex) @atom
