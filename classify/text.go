package classify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The text of a field is compared as a sequence of tokens: lower-case,
// accent-folded words. Names and ids are split like words so that
// "cardNumber", "card_number", "card-number" and "card[number]" all read as
// "card number". Letters, digits and CJK runs are separate tokens; CJK scripts
// write words without spaces, so their terms are matched as substrings of the
// text with spaces removed instead.

// runeKind is the lexical class of a rune for token splitting.
type runeKind uint8

const (
	kSep runeKind = iota
	kLower
	kUpper
	kDigit
	kCJK
	kMark // a combining mark: part of the token before it
)

func kindOf(r rune) runeKind {
	switch {
	case r < utf8.RuneSelf:
		switch {
		case 'a' <= r && r <= 'z':
			return kLower
		case 'A' <= r && r <= 'Z':
			return kUpper
		case '0' <= r && r <= '9':
			return kDigit
		}
		return kSep
	case r == 'º' || r == 'ª':
		// The ordinal indicators: "Nº" reads as "N", as "N°" does.
		return kSep
	case isCJK(r):
		return kCJK
	case unicode.IsUpper(r):
		return kUpper
	case unicode.IsLetter(r):
		return kLower
	case unicode.IsDigit(r):
		return kDigit
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
		return kMark
	}
	return kSep
}

// isCJK reports scripts that write words without spaces between them (and
// Hangul, whose words are often run together in labels). Thai is one of
// them, though it is not CJK: its terms too match as substrings.
func isCJK(r rune) bool {
	switch {
	case 0x0E00 <= r && r <= 0x0E7F: // Thai
		return true
	case 0x3040 <= r && r <= 0x30FF: // Hiragana, Katakana
		return true
	case 0x3400 <= r && r <= 0x4DBF, 0x4E00 <= r && r <= 0x9FFF, 0xF900 <= r && r <= 0xFAFF:
		return true
	case 0xAC00 <= r && r <= 0xD7AF, 0x1100 <= r && r <= 0x11FF, 0x3130 <= r && r <= 0x318F:
		return true
	case 0xFF66 <= r && r <= 0xFF9F: // half-width Katakana
		return true
	}
	return false
}

// foldTable maps accented Latin and Greek letters (already lower case) to
// their base letters, Greek final sigma to sigma, and the Arabic script's
// letters that pages write either way (alef with or without hamza, teh
// marbuta and heh, Arabic and Persian yeh and kaf) to one of each. A small
// table keeps the WebAssembly build free of Unicode normalisation tables.
var foldTable = func() map[rune]string {
	m := make(map[rune]string, 192)
	for _, p := range [...]struct{ from, to string }{
		{"àáâãäåāăą", "a"}, {"çćĉċč", "c"}, {"ďđ", "d"}, {"èéêëēĕėęě", "e"},
		{"ĝğġģ", "g"}, {"ĥħ", "h"}, {"ìíîïĩīĭįı", "i"}, {"ĵ", "j"}, {"ķ", "k"},
		{"ĺļľŀł", "l"}, {"ñńņňŉ", "n"}, {"òóôõöøōŏő", "o"}, {"ŕŗř", "r"},
		{"śŝşšș", "s"}, {"ţťŧț", "t"}, {"ùúûüũūŭůűų", "u"}, {"ŵ", "w"},
		{"ýÿŷ", "y"}, {"źżž", "z"}, {"ß", "ss"}, {"æ", "ae"}, {"œ", "oe"},
		{"þ", "th"}, {"ð", "d"}, {"ё", "е"}, {"й", "и"},
		// Vietnamese vowels with their tone marks.
		{"ạảấầẩẫậắằẳẵặ", "a"}, {"ẹẻẽếềểễệ", "e"}, {"ỉị", "i"},
		{"ọỏốồổỗộơớờởỡợ", "o"}, {"ụủưứừửữự", "u"}, {"ỳỵỷỹ", "y"},
		// Greek accents and final sigma.
		{"ά", "α"}, {"έ", "ε"}, {"ή", "η"}, {"ίϊΐ", "ι"}, {"ό", "ο"},
		{"ύϋΰ", "υ"}, {"ώ", "ω"}, {"ς", "σ"},
		// Arabic script.
		{"أإآ", "ا"}, {"ة", "ه"}, {"يى", "ی"}, {"ك", "ک"},
	} {
		for _, r := range p.from {
			m[r] = p.to
		}
	}
	return m
}()

// isDroppedMark reports combining marks that only carry accents or vowel
// points (Latin diacritics, Arabic harakat), which spelling often omits.
func isDroppedMark(r rune) bool {
	return 0x0300 <= r && r <= 0x036F || 0x064B <= r && r <= 0x065F || r == 0x0670
}

// joinInitials writes initials as the word they stand for: "S.S.N." as
// "SSN", "D.O.B." as "DOB", "T.C. Kimlik" as "TC Kimlik", "Α.Φ.Μ." as
// "ΑΦΜ", "ת.ז." as "תז". A run of two or more letters of any script, each
// followed by a dot (the last may go without), that starts and ends a word
// is joined; "e.g." too, harmlessly. Other text is left as it is.
func joinInitials(s string) string {
	var out []byte
	copied := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		if !isLetter(r) || i+n >= len(s) || s[i+n] != '.' || i > 0 && kindOf(before) != kSep {
			i += n
			continue
		}
		end := i + n // just after the run's last letter
		for end+1 < len(s) && s[end] == '.' {
			next, m := utf8.DecodeRuneInString(s[end+1:])
			after, _ := utf8.DecodeRuneInString(s[end+1+m:])
			if !isLetter(next) || end+1+m < len(s) && kindOf(after) != kSep {
				break
			}
			end += 1 + m
		}
		if end == i+n {
			i += n
			continue
		}
		out = append(out, s[copied:i]...)
		for k := i; k < end; {
			_, m := utf8.DecodeRuneInString(s[k:])
			out = append(out, s[k:k+m]...)
			k += m + 1 // the letter and its dot
		}
		copied = end
		if copied < len(s) && s[copied] == '.' {
			copied++
		}
		i = copied
	}
	if out == nil {
		return s
	}
	return string(append(out, s[copied:]...))
}

// isLetter reports a letter of a script that writes words with spaces.
func isLetter(r rune) bool { k := kindOf(r); return k == kLower || k == kUpper }

// tokenize splits s into folded tokens. It writes the tokens, separated by
// single spaces, into b and returns the built text with each token's span,
// appended to toks (pass toks[:0] to reuse a buffer).
func tokenize(s string, b *strings.Builder, toks []span) (string, []span) {
	if strings.IndexByte(s, '.') >= 0 {
		s = joinInitials(s)
	}
	b.Reset()
	b.Grow(len(s) + 8)
	prev := kSep
	inTok := false
	skip := 0
	first := len(toks)
	begin := func() {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		toks = append(toks, span{b.Len(), -1})
		inTok = true
	}
	for i, r := range s {
		k := kindOf(r)
		if k == kMark {
			if isDroppedMark(r) || !inTok {
				continue
			}
			b.WriteRune(r)
			continue
		}
		if k == kSep {
			inTok = false
			prev = kSep
			// "Card #", "SSN №": the sign stands for "number".
			if r == '#' || r == '№' {
				begin()
				b.WriteString("number")
				inTok = false
			}
			continue
		}
		if !inTok && skip > i {
			continue
		}
		if !inTok && prev == kSep {
			// Generated ids carry hex noise ("input-7523da36",
			// "…45145aba50") whose letters are not words.
			if n := hexRun(s[i:]); n > 0 {
				skip = i + n
				continue
			}
		}
		split := !inTok
		if inTok {
			switch {
			case k == kDigit || prev == kDigit, k == kCJK || prev == kCJK:
				split = k != prev
			case k == kUpper && prev == kLower:
				split = true
			case k == kUpper && prev == kUpper:
				// "SSNNumber": the last capital of a run starts the next word.
				next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
				split = kindOf(next) == kLower
			}
		}
		if split {
			begin()
		}
		writeFolded(b, r)
		prev = k
	}
	out := b.String()
	for j := first; j < len(toks); j++ {
		if j+1 < len(toks) {
			toks[j].end = toks[j+1].start - 1
		} else {
			toks[j].end = len(out)
		}
	}
	return out, toks
}

// hexRun returns the length of the ASCII alphanumeric run at the start of s
// when it looks like generated hex (at least 6 hex digits, both letters and
// digits, no other letters), else 0.
func hexRun(s string) int {
	n, digits, letters := 0, 0, 0
	for n < len(s) {
		c := s[n]
		switch {
		case '0' <= c && c <= '9':
			digits++
		case 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F':
			letters++
		case 'g' <= c && c <= 'z' || 'G' <= c && c <= 'Z':
			return 0
		default:
			goto done
		}
		n++
	}
done:
	if n >= 6 && digits >= 2 && letters >= 1 {
		return n
	}
	return 0
}

// writeFolded writes r lower-cased and without its accent.
func writeFolded(b *strings.Builder, r rune) {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		b.WriteByte(byte(r))
		return
	}
	r = unicode.ToLower(r)
	if f, ok := foldTable[r]; ok {
		b.WriteString(f)
		return
	}
	b.WriteRune(r)
}

// fold returns s as tokens joined by single spaces.
func fold(s string) string {
	var b strings.Builder
	out, _ := tokenize(s, &b, nil)
	return out
}

// hasCJK reports whether s contains a rune of a CJK script.
func hasCJK(s string) bool {
	for _, r := range s {
		if r >= 0x0E00 && isCJK(r) {
			return true
		}
	}
	return false
}
