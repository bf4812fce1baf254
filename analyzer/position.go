package analyzer

import (
	"bytes"
	"sort"
)

// lineIndex maps byte offsets to line:col. The walker asks in document
// order, so it counts the newlines since the last offset asked
// (bytes.Count, which is fast); an offset before that one makes it record
// where every line starts, once, and binary-search from then on.
type lineIndex struct {
	src []byte
	// Counting forward: the last offset asked, its line, and where that
	// line starts.
	off, line, lineStart int
	starts               []int // offset of the first byte of each line, once needed
}

func newLineIndex(src []byte) *lineIndex {
	return &lineIndex{src: src, line: 1}
}

func (l *lineIndex) pos(offset int) Pos {
	if l.starts == nil && offset >= l.off {
		end := min(offset, len(l.src))
		seg := l.src[l.off:end]
		if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
			l.line += n
			l.lineStart = l.off + bytes.LastIndexByte(seg, '\n') + 1
		}
		l.off = end
		return Pos{Line: l.line, Col: offset - l.lineStart + 1, Offset: offset}
	}
	if l.starts == nil {
		l.starts = lineStarts(l.src)
	}
	line := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > offset })
	return Pos{Line: line, Col: offset - l.starts[line-1] + 1, Offset: offset}
}

func lineStarts(src []byte) []int {
	starts := make([]int, 1, 1+bytes.Count(src, []byte{'\n'}))
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			return starts
		}
		i += j + 1
		starts = append(starts, i)
	}
}
