package filter

import "unicode"

// asciiLetter folds an ASCII or fullwidth Latin letter to upper-case ASCII.
func asciiLetter(r rune) (byte, bool) {
	switch {
	case 'A' <= r && r <= 'Z':
		return byte(r), true
	case 'a' <= r && r <= 'z':
		return byte(r - 'a' + 'A'), true
	case 'Ａ' <= r && r <= 'Ｚ':
		return byte(r - 'Ａ' + 'A'), true
	case 'ａ' <= r && r <= 'ｚ':
		return byte(r - 'ａ' + 'A'), true
	}
	return 0, false
}

// How a character that is neither a digit nor a letter stands between the
// groups of one written identifier.
const (
	joinNone      = iota // it ends the identifier: a letter of another script, '(', ...
	joinNumber           // it continues a number: "4111 1111", "529.982.247-25", "11.222.333/0001-81"
	joinList             // it may part groups or items: "4111,1111", "4111_1111", a tab, a newline
	joinInvisible        // it is not seen at all: zero width and formatting characters
)

// joiner says how r may stand between the groups of a written identifier.
// Detection must see what the person sees, so invisible characters (zero
// width, soft hyphen, bidi controls, variation selectors, combining marks
// such as a keycap) join groups without counting as separators.
func joiner(r rune) int {
	switch r {
	case ' ', '-', '.', '/', '\u00a0', '\u202f', '\u2009', '\u3000', '．', '／', '－', '٫':
		return joinNumber
	case ',', '_', '*', '\t', '\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029',
		'，', '＿', '＊', '、', '،', '٬':
		return joinList
	case '\u00ad', '\u061c', '\u180e', '\ufeff':
		return joinInvisible
	}
	switch {
	case r < 0x80:
		return joinNone
	case 0x200b <= r && r <= 0x200f, 0x202a <= r && r <= 0x202e, 0x2060 <= r && r <= 0x2064,
		0x2066 <= r && r <= 0x206f, 0xfe00 <= r && r <= 0xfe0f:
		return joinInvisible
	case unicode.In(r, unicode.Mn, unicode.Me):
		return joinInvisible
	case unicode.IsSpace(r) || unicode.Is(unicode.Pd, r):
		return joinNumber
	}
	return joinNone
}

// isSeparator reports whether Mask keeps r in place: white space, dashes,
// brackets, quotes and the punctuation that structures dates, numbers,
// addresses and names. Other punctuation (such as '*', '!', '?', '%', '&')
// is masked: in a free-form value it may be part of what is hidden.
func isSeparator(r rune) bool {
	switch r {
	case '.', ',', '/', '+', ':', ';', '_', '@', '#', '\'', '"', '\\', '·',
		'、', '。', '，', '．', '／', '：', '；', '・', '＋', '＠', '＃', '।', '॥':
		return true
	case '•':
		return false
	}
	return unicode.IsSpace(r) || unicode.In(r, unicode.Pd, unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf)
}

// extends reports whether r continues the user-perceived character that
// prev is part of, following the main rules of Unicode extended grapheme
// clusters (UAX #29): combining marks, joiners, variation selectors, emoji
// modifiers and tags, the character after a zero width joiner, and the
// second regional indicator of a flag (the caller tracks pairs).
func extends(prev, r rune) bool {
	switch {
	case prev == '\u200d': // ZWJ joins emoji sequences
		return true
	case r == '\u200d', r == '\u200c':
		return true
	case 0xfe00 <= r && r <= 0xfe0f, 0xe0100 <= r && r <= 0xe01ef: // variation selectors
		return true
	case 0x1f3fb <= r && r <= 0x1f3ff: // skin tone modifiers
		return true
	case 0xe0020 <= r && r <= 0xe007f: // tags (subdivision flags)
		return true
	case prev == '\r' && r == '\n':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc)
}

func isRegionalIndicator(r rune) bool { return 0x1f1e6 <= r && r <= 0x1f1ff }

// clusterStarts marks, for each rune of rs, whether a user-perceived
// character starts there.
func clusterStarts(rs []rune) []bool {
	starts := make([]bool, len(rs))
	riRun := 0
	for i, r := range rs {
		if i == 0 {
			starts[i] = true
		} else if isRegionalIndicator(r) && isRegionalIndicator(rs[i-1]) && riRun%2 == 1 {
			starts[i] = false
		} else {
			starts[i] = !extends(rs[i-1], r)
		}
		if isRegionalIndicator(r) {
			riRun++
		} else {
			riRun = 0
		}
	}
	return starts
}
