// Package digit reads the decimal digits of every script as their values,
// for the two places that must see what a person reads: the value filter
// (a card number typed in fullwidth digits is still a card number) and the
// classifier's reading of a placeholder's shape ("۰۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰").
package digit

import (
	"strings"
	"unicode"
)

// Value returns the value of a decimal digit of any script (ASCII,
// fullwidth, Devanagari, Arabic-Indic, ...).
func Value(r rune) (int, bool) {
	if '0' <= r && r <= '9' {
		return int(r - '0'), true
	}
	if r < 0x80 || !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	// Unicode allocates decimal digits in contiguous runs of ten, zero first;
	// a few runs follow each other (mathematical digits), hence the modulo.
	start := r
	for unicode.Is(unicode.Nd, start-1) {
		start--
	}
	return int(r-start) % 10, true
}

// ASCII returns s with every decimal digit written as an ASCII one; s
// itself when it has none of another script.
func ASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if d, ok := Value(r); ok {
			return '0' + rune(d)
		}
		return r
	}, s)
}
