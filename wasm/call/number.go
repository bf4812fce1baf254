package call

// The runtime reads numbers (in a call's arguments, a manifest, a number
// field's value) and writes them (in messages, canonical arguments and
// answers) with the host's own routines: strconv's on the host, and in
// the browser JavaScript's Number and String (number_js.go), which read
// a number exactly as strconv.ParseFloat does. strconv's float code, which
// its error type and Quote come with, is some 25 KB of the module's
// download, and numbers are rare in a call.

// ParseNumber reads s when it is a decimal number as HTML and JSON write
// one ("-12.5e3", "007", ".5"): the text of a JSON number, and the value
// of a number field, which the browser keeps in HTML's form. Hex, "Inf",
// spaces and signs other than a leading minus are refused.
func ParseNumber(s string) (float64, bool) {
	if !decimal(s) {
		return 0, false
	}
	return parseFloat(s)
}

// FormatNumber writes f as the shortest decimal that reads back as f.
func FormatNumber(f float64) string { return formatFloat(f) }

// decimal reports whether s is -?([0-9]+(\.[0-9]+)?|\.[0-9]+)([eE][+-]?[0-9]+)?,
// HTML's valid floating-point number, of which JSON's numbers are a part.
func decimal(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, n = i+1, n+1
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
