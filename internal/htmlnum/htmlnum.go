// Package htmlnum says which texts are decimal numbers as HTML writes
// them: the grammar that the build (package schema) and the browser
// runtime (package call) both read numbers by, so that they accept the
// same ones.
package htmlnum

// Valid reports whether s is an HTML "valid floating-point number":
// -?([0-9]+(\.[0-9]+)?|\.[0-9]+)([eE][+-]?[0-9]+)?. JSON's numbers are
// among them; "007", ".5" and "1E3" are too, and hex, "Inf", spaces and a
// leading "+" are not.
func Valid(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	whole := digits()
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	} else if whole == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}
