package filter

import "strings"

// ibanRegistry holds the BBAN structure of every country in the SWIFT IBAN
// registry (release 99, 2025), in the registry's own notation: a length, '!'
// for a fixed length, then n (digits), a (upper-case letters) or c
// (alphanumeric). The IBAN's length is 4 plus the BBAN's. Territories that
// use their parent's code (Åland: FI, Guernsey, Jersey, Isle of Man: GB,
// French overseas departments: FR) need no entry of their own. Each entry
// is the country code and its BBAN, in one string rather than a map:
// nothing to build when the runtime starts.
const ibanRegistry = "" +
	"AD4!n4!n12!c AE3!n16!n AL8!n16!c AT5!n11!n AZ4!a20!c BA3!n3!n8!n2!n " +
	"BE3!n7!n2!n BG4!a4!n2!n8!c BH4!a14!c BI5!n5!n11!n2!n BR8!n5!n10!n1!a1!c BY4!c4!n16!c " +
	"CH5!n12!c CR4!n14!n CY3!n5!n16!c CZ4!n6!n10!n DE8!n10!n DJ5!n5!n11!n2!n " +
	"DK4!n9!n1!n DO4!c20!n EE2!n14!n EG4!n4!n17!n ES4!n4!n1!n1!n10!n FI3!n11!n " +
	"FK2!a12!n FO4!n9!n1!n FR5!n5!n11!c2!n GB4!a6!n8!n GE2!a16!n GI4!a15!c " +
	"GL4!n9!n1!n GR3!n4!n16!c GT4!c20!c HN4!a20!n HR7!n10!n HU3!n4!n1!n15!n1!n " +
	"IE4!a6!n8!n IL3!n3!n13!n IQ4!a3!n12!n IS4!n2!n6!n10!n IT1!a5!n5!n12!c JO4!a4!n18!c " +
	"KW4!a22!c KZ3!n13!c LB4!n20!c LC4!a24!c LI5!n12!c LT5!n11!n " +
	"LU3!n13!c LV4!a13!c LY3!n3!n15!n MC5!n5!n11!c2!n MD2!c18!c ME3!n13!n2!n " +
	"MK3!n10!c2!n MN4!n12!n MR5!n5!n11!n2!n MT4!a5!n18!c MU4!a2!n2!n12!n3!n3!a NI4!a20!n " +
	"NL4!a10!n NO4!n6!n1!n OM3!n16!c PK4!a16!c PL8!n16!n PS4!a21!c " +
	"PT4!n4!n11!n2!n QA4!a21!c RO4!a16!c RS3!n13!n2!n RU9!n5!n15!c SA2!n18!c " +
	"SC4!a2!n2!n16!n3!a SD2!n12!n SE3!n16!n1!n SI5!n8!n2!n SK4!n6!n10!n SM1!a5!n5!n12!c " +
	"SO4!n3!n12!n ST8!n11!n2!n SV4!a20!n TL3!n14!n2!n TN2!n3!n13!n2!n TR5!n1!n16!c " +
	"UA6!n19!c VA3!n15!n VG4!a16!n XK4!n10!n2!n YE4!a4!n18!c "

// ibanBBAN returns the BBAN structure of country cc.
func ibanBBAN(cc string) (bban string, ok bool) {
	for rest := ibanRegistry; rest != ""; {
		var e string
		e, rest, _ = strings.Cut(rest, " ")
		if len(e) > 2 && e[:2] == cc {
			return e[2:], true
		}
	}
	return "", false
}

// ibanLength returns the length of an IBAN of country cc, or 0 when the
// registry has no such country.
func ibanLength(cc string) int {
	f, ok := ibanBBAN(cc)
	if !ok {
		return 0
	}
	n, total := 0, 4
	for i := 0; i < len(f); i++ {
		switch c := f[i]; {
		case isDigit(c):
			n = n*10 + int(c-'0')
		case c == '!':
		default:
			total += n
			n = 0
		}
	}
	return total
}

// bbanMatches reports whether bban follows the registry structure f.
func bbanMatches(bban, f string) bool {
	pos, n := 0, 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case isDigit(c):
			n = n*10 + int(c-'0')
			continue
		case c == '!':
			continue
		}
		if pos+n > len(bban) {
			return false
		}
		for _, b := range []byte(bban[pos : pos+n]) {
			ok := false
			switch c {
			case 'n':
				ok = isDigit(b)
			case 'a':
				ok = isUpper(b)
			case 'c':
				ok = isDigit(b) || isUpper(b)
			}
			if !ok {
				return false
			}
		}
		pos += n
		n = 0
	}
	return pos == len(bban)
}

// validIBAN checks a normalised IBAN (upper case, no spaces): a registry
// country, that country's length and BBAN structure, check digits 02 to 98,
// and ISO 7064 MOD 97-10 over the rearranged number.
func validIBAN(s string) bool {
	if len(s) < 5 || !isUpper(s[0]) || !isUpper(s[1]) || !isDigit(s[2]) || !isDigit(s[3]) {
		return false
	}
	f, ok := ibanBBAN(s[:2])
	if !ok || len(s) != ibanLength(s[:2]) || !bbanMatches(s[4:], f) {
		return false
	}
	if cd := s[2:4]; cd == "00" || cd == "01" || cd == "99" {
		return false
	}
	// The check runs over the BBAN followed by the country code and check
	// digits; continuing the remainder avoids building that string.
	rem, _ := mod97(0, s[4:])
	rem, _ = mod97(rem, s[:4])
	return rem == 1
}
