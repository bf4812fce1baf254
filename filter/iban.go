package filter

// ibanBBAN holds the BBAN structure of every country in the SWIFT IBAN
// registry (release 99, 2025), in the registry's own notation: a length, '!'
// for a fixed length, then n (digits), a (upper-case letters) or c
// (alphanumeric). The IBAN's length is 4 plus the BBAN's. Territories that
// use their parent's code (Åland: FI, Guernsey, Jersey, Isle of Man: GB,
// French overseas departments: FR) need no entry of their own.
var ibanBBAN = map[string]string{
	"AD": "4!n4!n12!c",
	"AE": "3!n16!n",
	"AL": "8!n16!c",
	"AT": "5!n11!n",
	"AZ": "4!a20!c",
	"BA": "3!n3!n8!n2!n",
	"BE": "3!n7!n2!n",
	"BG": "4!a4!n2!n8!c",
	"BH": "4!a14!c",
	"BI": "5!n5!n11!n2!n",
	"BR": "8!n5!n10!n1!a1!c",
	"BY": "4!c4!n16!c",
	"CH": "5!n12!c",
	"CR": "4!n14!n",
	"CY": "3!n5!n16!c",
	"CZ": "4!n6!n10!n",
	"DE": "8!n10!n",
	"DJ": "5!n5!n11!n2!n",
	"DK": "4!n9!n1!n",
	"DO": "4!c20!n",
	"EE": "2!n14!n",
	"EG": "4!n4!n17!n",
	"ES": "4!n4!n1!n1!n10!n",
	"FI": "3!n11!n",
	"FK": "2!a12!n",
	"FO": "4!n9!n1!n",
	"FR": "5!n5!n11!c2!n",
	"GB": "4!a6!n8!n",
	"GE": "2!a16!n",
	"GI": "4!a15!c",
	"GL": "4!n9!n1!n",
	"GR": "3!n4!n16!c",
	"GT": "4!c20!c",
	"HN": "4!a20!n",
	"HR": "7!n10!n",
	"HU": "3!n4!n1!n15!n1!n",
	"IE": "4!a6!n8!n",
	"IL": "3!n3!n13!n",
	"IQ": "4!a3!n12!n",
	"IS": "4!n2!n6!n10!n",
	"IT": "1!a5!n5!n12!c",
	"JO": "4!a4!n18!c",
	"KW": "4!a22!c",
	"KZ": "3!n13!c",
	"LB": "4!n20!c",
	"LC": "4!a24!c",
	"LI": "5!n12!c",
	"LT": "5!n11!n",
	"LU": "3!n13!c",
	"LV": "4!a13!c",
	"LY": "3!n3!n15!n",
	"MC": "5!n5!n11!c2!n",
	"MD": "2!c18!c",
	"ME": "3!n13!n2!n",
	"MK": "3!n10!c2!n",
	"MN": "4!n12!n",
	"MR": "5!n5!n11!n2!n",
	"MT": "4!a5!n18!c",
	"MU": "4!a2!n2!n12!n3!n3!a",
	"NI": "4!a20!n",
	"NL": "4!a10!n",
	"NO": "4!n6!n1!n",
	"OM": "3!n16!c",
	"PK": "4!a16!c",
	"PL": "8!n16!n",
	"PS": "4!a21!c",
	"PT": "4!n4!n11!n2!n",
	"QA": "4!a21!c",
	"RO": "4!a16!c",
	"RS": "3!n13!n2!n",
	"RU": "9!n5!n15!c",
	"SA": "2!n18!c",
	"SC": "4!a2!n2!n16!n3!a",
	"SD": "2!n12!n",
	"SE": "3!n16!n1!n",
	"SI": "5!n8!n2!n",
	"SK": "4!n6!n10!n",
	"SM": "1!a5!n5!n12!c",
	"SO": "4!n3!n12!n",
	"ST": "8!n11!n2!n",
	"SV": "4!a20!n",
	"TL": "3!n14!n2!n",
	"TN": "2!n3!n13!n2!n",
	"TR": "5!n1!n16!c",
	"UA": "6!n19!c",
	"VA": "3!n15!n",
	"VG": "4!a16!n",
	"XK": "4!n10!n2!n",
	"YE": "4!a4!n18!c",
}

// ibanLength returns the length of an IBAN of country cc, or 0 when the
// registry has no such country.
func ibanLength(cc string) int {
	f, ok := ibanBBAN[cc]
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
	f, ok := ibanBBAN[s[:2]]
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
