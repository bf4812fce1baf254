package analyzer

import (
	"math/rand"
	"sort"
	"testing"
)

func TestLineIndexAgreesWithFullIndex(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for range 200 {
		src := make([]byte, r.Intn(300))
		for i := range src {
			if r.Intn(5) == 0 {
				src[i] = '\n'
			} else {
				src[i] = 'a'
			}
		}
		starts := lineStarts(src)
		want := func(off int) Pos {
			line := sort.Search(len(starts), func(i int) bool { return starts[i] > off })
			return Pos{Line: line, Col: off - starts[line-1] + 1, Offset: off}
		}
		l := newLineIndex(src)
		for range 20 {
			off := r.Intn(len(src) + 3)
			if got := l.pos(off); got != want(off) {
				t.Fatalf("pos(%d) = %+v, want %+v", off, got, want(off))
			}
		}
	}
}
