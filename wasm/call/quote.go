package call

// Quote writes s as a JSON string: how a message names a parameter, a tool
// or a choice. strconv.Quote writes the same for the names forms have,
// but its escaping of each rune by its printability brings Unicode's
// tables of printable characters into the module.
func Quote(s string) string { return string(AppendQuoted(make([]byte, 0, len(s)+2), s)) }

// AppendQuoted appends s as a JSON string: a quote or a backslash
// escaped, a control character as \u00XX, every other byte as it is
// (invalid UTF-8 included, so that the text reaches JavaScript the way a
// Go string does: JSON.parse gives the very string js.ValueOf(s) would).
func AppendQuoted(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	done := 0 // s[:done] is written; s[done:i] needs no escape
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		b = append(b, s[done:i]...)
		if c < 0x20 {
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		} else {
			b = append(b, '\\', c)
		}
		done = i + 1
	}
	b = append(b, s[done:]...)
	return append(b, '"')
}
