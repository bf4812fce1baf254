package filter

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

var maskTests = []struct {
	name, value, kind, want string
}{
	{"empty", "", "", ""},
	{"card shows last four", "4111 1111 1111 1111", "card-number", "•••• •••• •••• 1111"},
	{"card with dashes", "4111-1111-1111-1111", "card-number", "••••-••••-••••-1111"},
	{"card without separators", "4111111111111111", "card-number", "••••••••••••1111"},
	{"iban", "NL91 ABNA 0417 1643 00", "iban", "•••• •••• •••• ••43 00"},
	{"nine digits show two", "111222333", "national-id", "•••••••33"},
	{"eight characters show two", "AB123456", "passport", "••••••56"},
	{"seven characters show none", "X123456", "passport", "•••••••"},
	{"short value with separators", "12-34-56", "", "••-••-••"},
	{"phone keeps its punctuation", "+31 (0)20 123 4567", "tel", "+•• (•)•• ••• •567"},
	{"email keeps @ and dots", "jan.jansen@example.nl", "email", "•••.••••••@•••••le.nl"},
	{"masked punctuation", "abc!def?ghi", "", "•••••••••hi"},
	{"accented, precomposed", "Ünïcødé-Straße 12", "", "•••••••-•••••e 12"},
	{"accented, decomposed", "U\u0308nı\u0308cødé-Straße 12", "", "•••••••••-•••••e 12"},
	{"japanese", "東京都千代田区千代田1-1", "", "•••••••••田1-1"},
	{"japanese name is short", "山田 太郎", "", "•• ••"},
	{"hindi keeps clusters whole", "नमस्ते दुनिया", "", "•••••• ••••••"},
	{"hindi long", "मेरा नाम राहुल शर्मा है", "", "•••• ••• ••••• •••मा है"},
	{"emoji family is one character", "abcdefghijklmno👨‍👩‍👧", "", "••••••••••••••••••••"},
	{"flags stay whole", "abcdefghij🇳🇱🇩🇪", "", "••••••••••🇳🇱🇩🇪"},
	{"skin tone stays with its emoji", "abcdefghijkl👍🏽", "", "••••••••••kl👍🏽"},
	{"date of birth shows nothing", "1990-05-17", "date-of-birth", "••••-••-••"},
	{"date in words", "17 March 1990", "bday", "•• ••••• ••••"},
	{"japanese date", "1990年5月17日", "date-of-birth", "••••••••••"},
	{"card expiry", "12/29", "cc-exp", "••/••"},
	{"password masks separators too", "correct horse-battery", "password", "•••••••••••••••••••••"},
	{"one-time code", "123 456", "one-time-code", "•••••••"},
	{"invalid utf-8", "abcdefgh\xff", "", "•••••••h\ufffd"},
}

func TestMask(t *testing.T) {
	for _, tc := range maskTests {
		t.Run(tc.name, func(t *testing.T) {
			got := Mask(tc.value, tc.kind)
			assert.Equal(t, tc.want, got)
			assert.True(t, utf8.ValidString(got))
			checkMaskProperties(t, tc.value, got)
		})
	}
}

func TestMaskNeverShowsMoreThanFour(t *testing.T) {
	for _, v := range []string{
		strings.Repeat("1", 100),
		strings.Repeat("é", 40),
		strings.Repeat("ab ", 30),
		strings.Repeat("👍🏽", 20),
		strings.Repeat("e\u0301\u0301\u0301", 20), // clusters of four runes
	} {
		got := Mask(v, "")
		checkMaskProperties(t, v, got)
	}
	// A cluster longer than the budget is not shown at all.
	assert.Equal(t, strings.Repeat("•", 20), Mask(strings.Repeat("e\u0301\u0301\u0301\u0301", 4), ""))
}

// checkMaskProperties checks what Mask promises, rune by rune and without
// its notion of user-perceived characters: the same number of runes; each
// rune shown as it is or as '•'; at most 4 significant runes shown, and
// those the last significant runes of the value; none of a value with fewer
// than 8 significant runes.
func checkMaskProperties(t *testing.T, value, got string) {
	t.Helper()
	in, out := []rune(value), []rune(got)
	if !assert.Equal(t, len(in), len(out), "rune count of %q → %q", value, got) {
		return
	}
	significant, shown, firstShown := 0, 0, -1
	for i := range in {
		if out[i] != in[i] && out[i] != MaskRune {
			t.Fatalf("Mask(%q) = %q: rune %d is %q, want %q or •", value, got, i, out[i], in[i])
		}
		if isSeparator(in[i]) || in[i] == MaskRune {
			continue
		}
		significant++
		if out[i] == in[i] {
			shown++
			if firstShown < 0 {
				firstShown = i
			}
		} else if firstShown >= 0 {
			t.Fatalf("Mask(%q) = %q: hidden rune %d after shown rune %d: not a suffix", value, got, i, firstShown)
		}
	}
	if shown > 4 {
		t.Fatalf("Mask(%q) = %q shows %d characters", value, got, shown)
	}
	if significant < 8 && shown > 0 {
		t.Fatalf("Mask(%q) = %q shows part of a short value", value, got)
	}
}
