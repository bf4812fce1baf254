package filter

import "unicode"

// detectReference is Detect written the slow and plain way, for FuzzDetect
// to hold the scanner to: it tries every stretch of the text that begins on
// the first character of a group and ends on the last character of one, and
// returns the kinds of every identifier it finds. It shares only the
// checksum rules with Detect (validCard, validIBAN, the packs' valid).
//
// What it states:
//   - A character is a digit (any Unicode decimal digit, read by its value),
//     an ASCII or fullwidth Latin letter, a separator, invisible, or other.
//   - A group is a run of digits or a run of letters with nothing between
//     them; a separator or an invisible character between two characters
//     ends a group, and so does a change from letters to digits.
//   - A stretch holds no "other" character and never four visible
//     separators in a row (invisible characters are not counted).
//   - A card number or an IBAN may be any such stretch. A national id must
//     also be whole: no digit group stands before or after it, joined to it
//     only by separators that continue a number (refStrong) and invisible
//     characters.
func detectReference(text string, packs []string) map[string]bool {
	type char struct {
		c   byte // the digit or the upper-case letter
		cls int
	}
	const (
		digit = iota
		letter
		strong    // a separator that continues a number: space, dash, dot, slash
		weak      // one that separates items: comma, underscore, asterisk, tab, newline
		invisible // zero width and formatting characters
		other
	)
	var cs []char
	for _, r := range text {
		switch {
		case refDigit(r) >= 0:
			cs = append(cs, char{byte('0' + refDigit(r)), digit})
		case refLetter(r) != 0:
			cs = append(cs, char{refLetter(r), letter})
		case refInvisible(r):
			cs = append(cs, char{0, invisible})
		case refStrong(r):
			cs = append(cs, char{0, strong})
		case refWeak(r):
			cs = append(cs, char{0, weak})
		default:
			cs = append(cs, char{0, other})
		}
	}
	alnum := func(i int) bool { return cs[i].cls == digit || cs[i].cls == letter }
	// number reports whether a digit group stands next to the digit at i,
	// looking in direction d, joined only by number separators.
	number := func(i, d int) bool {
		if cs[i].cls != digit {
			return false
		}
		visible := 0
		for k := i + d; 0 <= k && k < len(cs); k += d {
			switch cs[k].cls {
			case digit:
				return true
			case strong:
				if visible++; visible == 4 {
					return false
				}
			case invisible:
			default: // a letter, a weak separator, other
				return false
			}
		}
		return false
	}

	var ids []identifier
	for _, name := range packs {
		for _, id := range packIDs(packName(name)) {
			if id.personal {
				ids = append(ids, id)
			}
		}
	}
	found := map[string]bool{}
	for i := range cs {
		if !alnum(i) || i > 0 && cs[i-1].cls == cs[i].cls {
			continue // not the first character of a group
		}
		// Extend the stretch character by character; w and groups are the
		// stretch normalised. No identifier is longer than maxIDLen.
		var w []byte
		var groups []int
		visible := 0
		for j := i; j < len(cs) && len(w) <= maxIDLen; j++ {
			switch cs[j].cls {
			case other:
				j = len(cs)
				continue
			case strong, weak:
				if visible++; visible == 4 {
					j = len(cs)
				}
				continue
			case invisible:
				continue
			}
			visible = 0
			if j == i || !alnum(j-1) {
				groups = append(groups, 0)
			}
			w = append(w, cs[j].c)
			groups[len(groups)-1]++
			if j+1 < len(cs) && cs[j+1].cls == cs[j].cls {
				continue // not the last character of a group
			}
			s := string(w)
			if validCard(s) {
				found[kindCard] = true
			}
			if validIBAN(s) {
				found[kindIBAN] = true
			}
			if number(i, -1) || number(j, +1) {
				continue
			}
			for _, id := range ids {
				if id.lengths&(1<<min(len(s), 63)) != 0 && len(groups) >= id.minGroups && id.valid(s, groups) {
					found[id.kind] = true
				}
			}
		}
	}
	return found
}

// refDigit is the value of a decimal digit of any script, or -1. Unicode
// allocates them in runs of ten from zero, so each range of the Nd table
// starts on a zero.
func refDigit(r rune) int {
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) && rg.Stride == 1 {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) && rg.Stride == 1 {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}

// refLetter is an ASCII or fullwidth Latin letter in upper case, or 0.
func refLetter(r rune) byte {
	if 0xff21 <= r && r <= 0xff5a { // fullwidth forms of ASCII
		r -= 0xff21 - 'A'
	}
	if 'a' <= r && r <= 'z' {
		r -= 'a' - 'A'
	}
	if 'A' <= r && r <= 'Z' {
		return byte(r)
	}
	return 0
}

func refInvisible(r rune) bool {
	switch {
	case r == 0xad, r == 0x61c, r == 0x180e, r == 0xfeff:
		return true
	case 0x200b <= r && r <= 0x200f, 0x202a <= r && r <= 0x202e, 0x2060 <= r && r <= 0x2064, 0x2066 <= r && r <= 0x206f:
		return true
	case 0xfe00 <= r && r <= 0xfe0f: // variation selectors
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me) // marks over a digit: a keycap, an underline
}

func refWeak(r rune) bool {
	switch r {
	case ',', '_', '*', '\t', '\n', '\v', '\f', '\r', 0x85, 0x2028, 0x2029,
		'，', '＿', '＊', '、', '،', '٬':
		return true
	}
	return false
}

func refStrong(r rune) bool {
	switch r {
	case '.', '/', '．', '／', '٫':
		return true
	}
	return !refWeak(r) && (unicode.IsSpace(r) || unicode.Is(unicode.Pd, r))
}
