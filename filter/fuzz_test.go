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

// FuzzDetect holds Detect to detectReference, its slow and plain statement,
// on any text and any choice of packs; and checks that a card number written
// with any separators between any of its digits, in any script's digits,
// is found inside any text.
func FuzzDetect(f *testing.F) {
	for _, tc := range detectTests {
		f.Add(tc.text, uint16(0xffff), uint64(411111111111111), []byte{0})
	}
	for i, sc := range separatorCases {
		f.Add("BSN "+write("111222333", []int{3, 3, 3}, sc.sep, sc.digit), uint16(1)<<(i%12), uint64(i)*7919, []byte{byte(i), 4, 9})
		f.Add("IBAN "+write("NL91ABNA0417164300", []int{4, 4, 4, 4, 2}, sc.sep, sc.digit), uint16(0), uint64(i), []byte{byte(i)})
	}
	f.Fuzz(func(t *testing.T, text string, packBits uint16, seed uint64, seps []byte) {
		var packs []string
		for i, p := range allPacks {
			if packBits&(1<<i) != 0 {
				packs = append(packs, p)
			}
		}
		kind, found := Detect(text, packs)
		want := detectReference(text, packs)
		if found != (len(want) > 0) || found && !want[kind] {
			t.Fatalf("Detect(%+q, %q) = %q, %v; the reference finds %v", text, packs, kind, found, want)
		}

		// The card, its digits in one script, a separator (or none) after
		// each digit.
		card := testCard(seed)
		zero := separatorCases[int(seed>>56)%len(separatorCases)].digit
		var b strings.Builder
		for i, c := range card {
			b.WriteRune(zero + (c - '0'))
			if i < len(seps) && i < len(card)-1 && seps[i] != 0 {
				b.WriteString(separatorCases[int(seps[i])%len(separatorCases)].sep)
			}
		}
		written := text + " " + b.String() + " " + text
		if _, found := Detect(written, packs); !found {
			t.Fatalf("card %s not found in %+q", card, written)
		}
	})
}

// TestDetectMatchesReference runs FuzzDetect's comparison over the examples,
// so that go test holds the two together without -fuzz.
func TestDetectMatchesReference(t *testing.T) {
	var texts []string
	for _, tc := range detectTests {
		texts = append(texts, tc.text)
	}
	for _, sc := range separatorCases {
		for _, id := range []string{"4111111111111111", "111222333", "078051120", "234123412346", "NL91ABNA0417164300"} {
			var groups []int
			for n := len(id); n > 0; n -= 4 {
				groups = append(groups, min(n, 4))
			}
			texts = append(texts, "x "+write(id, groups, sc.sep, sc.digit)+" 7")
		}
	}
	for _, text := range texts {
		kind, found := Detect(text, allPacks)
		want := detectReference(text, allPacks)
		if found != (len(want) > 0) || found && !want[kind] {
			t.Errorf("Detect(%+q) = %q, %v; the reference finds %v", text, kind, found, want)
		}
	}
}
