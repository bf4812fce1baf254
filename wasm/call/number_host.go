//go:build !(js && wasm)

package call

import "strconv"

func parseFloat(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
