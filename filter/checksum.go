package filter

// The check-digit schemes shared by several identifiers. Every function takes
// a normalised value: ASCII digits and upper-case letters, no separators.

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// luhn reports whether s, all digits, ends in a valid ISO/IEC 7812 (Luhn
// mod 10) check digit.
func luhn(s string) bool {
	if len(s) < 2 || !allDigits(s) {
		return false
	}
	sum := 0
	double := false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// mod97 continues the remainder rem over s and returns it mod 97; letters
// count as 10 (A) to 35 (Z), as in ISO 7064 MOD 97-10. ok is false for any
// other character.
func mod97(rem int, s string) (int, bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			rem = (rem*10 + int(c-'0')) % 97
		case isUpper(c):
			rem = (rem*100 + int(c-'A') + 10) % 97
		default:
			return 0, false
		}
	}
	return rem, true
}

// Verhoeff's dihedral group D5 tables.
var (
	verhoeffD = [10][10]byte{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
		{2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
		{3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
		{4, 0, 1, 2, 3, 9, 5, 6, 7, 8},
		{5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
		{6, 5, 9, 8, 7, 1, 0, 4, 3, 2},
		{7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
		{8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
		{9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
	}
	verhoeffP = [8][10]byte{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
		{5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
		{8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
		{9, 4, 5, 3, 1, 2, 6, 8, 7, 0},
		{4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
		{2, 7, 9, 3, 8, 0, 6, 4, 1, 5},
		{7, 0, 4, 6, 9, 1, 3, 2, 5, 8},
	}
)

// verhoeff reports whether s, all digits, ends in a valid Verhoeff check
// digit.
func verhoeff(s string) bool {
	if len(s) < 2 || !allDigits(s) {
		return false
	}
	c := byte(0)
	for i := 0; i < len(s); i++ {
		d := s[len(s)-1-i] - '0'
		c = verhoeffD[c][verhoeffP[i%8][d]]
	}
	return c == 0
}

// mod11_10 reports whether s, all digits, ends in a valid ISO 7064
// MOD 11,10 check digit.
func mod11_10(s string) bool {
	if len(s) < 2 || !allDigits(s) {
		return false
	}
	p := 10
	for i := 0; i < len(s)-1; i++ {
		t := (int(s[i]-'0') + p) % 10
		if t == 0 {
			t = 10
		}
		p = t * 2 % 11
	}
	check := 11 - p
	if check == 10 {
		check = 0
	}
	return int(s[len(s)-1]-'0') == check
}

// weightedMod11 returns the sum of the digits of s times weights (which may
// be shorter than s: the rest is ignored), mod 11.
func weightedMod11(s string, weights ...int) int {
	sum := 0
	for i, w := range weights {
		sum += int(s[i]-'0') * w
	}
	return sum % 11
}
