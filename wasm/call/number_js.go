//go:build js && wasm

package call

import (
	"math"
	"syscall/js"
)

var (
	jsNumber = js.Global().Get("Number")
	jsString = js.Global().Get("String")
)

// parseFloat reads s, which ParseNumber has found to be a decimal number
// (htmlnum.Valid): Number reads it as strconv.ParseFloat does, and a number too large for
// a float64 (Infinity) is refused as ParseFloat refuses it. syscall/js
// hands every zero over as +0, so a negative zero gets its sign back here.
func parseFloat(s string) (float64, bool) {
	f := jsNumber.Invoke(s).Float()
	if f == 0 && s[0] == '-' {
		f = math.Copysign(0, -1)
	}
	return f, !math.IsInf(f, 0) && !math.IsNaN(f)
}

// formatFloat writes f as JavaScript does: the shortest digits that read
// back as f, with an exponent outside 1e-7 to 1e21.
func formatFloat(f float64) string { return jsString.Invoke(f).String() }
