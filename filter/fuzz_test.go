package filter

import (
	"strconv"
	"strings"
	"testing"
)

// FuzzMask checks Mask's promises on any input: never a panic, as many runes
// out as in, each shown as it is or as '•', at most 4 significant runes shown
// and those at the end, none of a short value, valid UTF-8 out.
func FuzzMask(f *testing.F) {
	for _, tc := range maskTests {
		f.Add(tc.value, tc.kind)
	}
	for _, tc := range detectTests {
		f.Add(tc.text, "")
	}
	f.Fuzz(func(t *testing.T, value, kind string) {
		got := Mask(value, kind)
		checkMaskProperties(t, value, got)
	})
}

// FuzzValue checks what Value may hand the agent: a block value never comes
// back; a redacted value comes back masked; a checksum-valid card number
// placed anywhere in an allow value never comes back in clear, in whatever
// grouping it was written.
func FuzzValue(f *testing.F) {
	for _, tc := range valueTests {
		f.Add(tc.value, uint64(411111111111111), " ", "")
	}
	for _, tc := range detectTests {
		f.Add(tc.text, uint64(555555555555444), "-", tc.text)
	}
	f.Fuzz(func(t *testing.T, prefix string, seed uint64, sep, suffix string) {
		for _, p := range [][]string{nil, allPacks} {
			if out, masked := Value(prefix, "block", "password", p); out != "" || masked {
				t.Fatalf("block handed back %q", out)
			}
			out, masked := Value(prefix, "redact", "", p)
			if !masked {
				t.Fatalf("redact not masked")
			}
			checkMaskProperties(t, prefix, out)
		}

		card := testCard(seed)
		grouped := card
		if sep == " " || sep == "-" {
			grouped = card[:4] + sep + card[4:8] + sep + card[8:12] + sep + card[12:]
		}
		value := prefix + " " + grouped + " " + suffix
		for _, p := range [][]string{nil, allPacks} {
			out, masked := Value(value, "allow", "", p)
			if !masked || strings.Contains(out, card) || strings.Contains(out, grouped) {
				t.Fatalf("card %s came back from %q as %q (masked %v)", card, value, out, masked)
			}
			checkMaskProperties(t, value, out)
		}
	})
}

// testCard derives a 16-digit Visa number with a valid Luhn check digit.
func testCard(seed uint64) string {
	body := strconv.FormatUint(seed%1e14, 10)
	body = "4" + strings.Repeat("0", 14-len(body)) + body
	for d := byte('0'); d <= '9'; d++ {
		if c := body + string(d); luhn(c) {
			return c
		}
	}
	panic("no Luhn digit")
}
