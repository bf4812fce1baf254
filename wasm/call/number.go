package call

import "github.com/formtool/formtool/internal/htmlnum"

// The runtime reads numbers (in a call's arguments, a manifest, a number
// field's value) and writes them (in messages, canonical arguments and
// answers) with the host's own routines: strconv's on the host, and in
// the browser JavaScript's Number and String (number_js.go), which read
// a number exactly as strconv.ParseFloat does. strconv's float code, and
// the Quote its error type brings, were 11 KB of the module's brotli
// download, and numbers are rare in a call.

// ParseNumber reads s when it is a decimal number as HTML and JSON write
// one ("-12.5e3", "007", ".5"): the text of a JSON number, and the value
// of a number field, which the browser keeps in HTML's form. Hex, "Inf",
// spaces and signs other than a leading minus are refused.
func ParseNumber(s string) (float64, bool) {
	if !htmlnum.Valid(s) {
		return 0, false
	}
	return parseFloat(s)
}

// FormatNumber writes f as the shortest decimal that reads back as f.
func FormatNumber(f float64) string { return formatFloat(f) }
