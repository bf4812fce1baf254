package filter

import (
	"strings"
	"testing"
)

func BenchmarkMask(b *testing.B) {
	for _, bc := range []struct{ name, value string }{
		{"card", "4111 1111 1111 1111"},
		{"unicode", "Ünïcødé-Straße 12, 東京都千代田区千代田1-1 👨‍👩‍👧"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				Mask(bc.value, "")
			}
		})
	}
}

func BenchmarkDetect(b *testing.B) {
	comment := "Please deliver to the side door after 5pm; order 12345, call +31 20 123 4567. "
	for _, bc := range []struct{ name, text string }{
		{"short-none", "Jan Jansen"},
		{"comment-none", comment},
		{"comment-card", comment + "card 4111 1111 1111 1111"},
		{"4KB-none", strings.Repeat(comment, 52)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.text)))
			for b.Loop() {
				Detect(bc.text, allPacks)
			}
		})
	}
}
