package analyzer

import (
	"bytes"
	"sort"
)

// lineIndex maps byte offsets to line:col. It records where each line starts
// once, so lookups in any order cost a binary search.
type lineIndex struct {
	starts []int // offset of the first byte of each line
}

func newLineIndex(src []byte) *lineIndex {
	starts := make([]int, 1, 1+len(src)/40)
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			return &lineIndex{starts: starts}
		}
		i += j + 1
		starts = append(starts, i)
	}
}

func (l *lineIndex) pos(offset int) Pos {
	line := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > offset })
	return Pos{Line: line, Col: offset - l.starts[line-1] + 1, Offset: offset}
}
