package filter

import (
	"strings"
	"unicode/utf8"
)

// MaskRune replaces every hidden character of a masked value.
const MaskRune = '•'

// Mask hides value for the agent. It works on user-perceived characters
// (combining marks, emoji sequences and flags stay whole), keeps separators
// (white space, dashes, brackets, '.', '/', '+', ',', ':' and similar) in
// place and replaces every other character with '•', one '•' per code point,
// so the result has as many runes as the value.
//
// Of a value with at least 8 significant (non-separator) characters it shows
// the last n/4 of them, at most 4 and at most 4 code points: a 16-digit card
// number keeps its last 4 digits, a 9-digit national id its last 2. A shorter
// value shows nothing.
//
// The kind ("card-number", "iban", "date-of-birth", ...) may narrow that: a
// date kind (date, birth, expiry) shows nothing of day, month or year but
// keeps its separators, and a secret kind (password, one-time code, PIN,
// security code or answer, key, token) is masked entirely, separators too.
// Invalid UTF-8 counts one rune per bad byte, as range does.
func Mask(value, kind string) string {
	if value == "" {
		return ""
	}
	mode := maskMode(kind)
	rs := []rune(value)
	visible := 0 // number of trailing runes shown as they are
	if mode == maskTail {
		visible = visibleTail(rs)
	}
	var b strings.Builder
	b.Grow(len(rs) * utf8.RuneLen(MaskRune))
	for i, r := range rs {
		switch {
		case i >= len(rs)-visible:
			b.WriteRune(r) // invalid bytes come back as U+FFFD
		case mode != maskAll && isSeparator(r):
			b.WriteRune(r)
		default:
			b.WriteRune(MaskRune)
		}
	}
	return b.String()
}

type maskModeKind int

const (
	maskTail    maskModeKind = iota // keep separators and the last few characters
	maskNothing                     // keep separators only
	maskAll                         // keep nothing
)

func maskMode(kind string) maskModeKind {
	kind = strings.ToLower(kind)
	if strings.Contains(kind, "one-time") {
		return maskAll
	}
	mode := maskTail
	for _, tok := range strings.FieldsFunc(kind, func(r rune) bool { return r == '-' || r == '_' || r == ' ' }) {
		switch tok {
		case "password", "passcode", "passphrase", "otp", "pin", "cvc", "cvv", "csc",
			"security", "secret", "token", "key", "recovery", "seed":
			return maskAll
		case "date", "birth", "birthday", "bday", "dob", "expiry", "exp", "expiration":
			mode = maskNothing
		}
	}
	return mode
}

// visibleTail returns how many trailing runes of rs Mask may show: whole
// user-perceived characters only, so no combining mark is shown without its
// base or half a flag without the other half.
func visibleTail(rs []rune) int {
	starts := clusterStarts(rs)
	// Count the significant characters: clusters with a non-separator rune.
	significant := 0
	sig := false
	for i, r := range rs {
		if starts[i] {
			if sig {
				significant++
			}
			sig = false
		}
		if !isSeparator(r) {
			sig = true
		}
	}
	if sig {
		significant++
	}
	if significant < 8 {
		return 0
	}
	show := significant / 4
	if show > 4 {
		show = 4
	}
	// Walk back cluster by cluster while the budget allows whole clusters.
	shown, shownRunes, visible := 0, 0, 0
	end := len(rs)
	for i := len(rs) - 1; i >= 0; i-- {
		if !starts[i] {
			continue
		}
		n := 0
		for _, r := range rs[i:end] {
			if !isSeparator(r) {
				n++
			}
		}
		if n > 0 {
			if shown == show || shownRunes+n > 4 {
				break
			}
			shown++
			shownRunes += n
			visible = len(rs) - i
		}
		end = i
	}
	return visible
}
