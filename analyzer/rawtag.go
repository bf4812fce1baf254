package analyzer

import (
	"bytes"
	"unsafe"

	"golang.org/x/net/html"
)

// Reading a tag from its raw bytes. x/net/html's TagName and TagAttr copy
// every name and every attribute of a tag; the walker needs the names of
// all tags but the attributes of few, and of those few only some. So it
// reads names and attributes from the token's raw bytes (Tokenizer.Raw)
// the way the tokenizer splits them, and copies only what it keeps. A kept
// value that the tokenizer would change (an entity to unescape, a carriage
// return, a NUL) is read through TagAttr instead, so what the walker sees
// is what TagName and TagAttr return (FuzzRawTag).

// rawTagName is TagName of a tag token from its raw bytes ("<div k=v>",
// "</div>"): the name lower-cased, NUL bytes as U+FFFD, and a known name
// interned so that it costs no allocation, with its flags; another name
// is copied into text.
func rawTagName(raw []byte, end bool, text *attrText) (string, tagFlags) {
	i := 1
	if end {
		i = 2
	}
	if i > len(raw) {
		return "", 0
	}
	name := raw[i:]
	for k, c := range name {
		if isTagSpace(c) || c == '/' || c == '>' {
			name = name[:k]
			break
		}
	}
	if bytes.IndexByte(name, 0) >= 0 {
		return string(lowerASCII(bytes.ReplaceAll(name, []byte{0}, []byte("\uFFFD")))), 0
	}
	var buf [16]byte
	if len(name) <= len(buf) {
		for k, c := range name {
			buf[k] = lowerByte(c)
		}
		if k := knownTagOf(buf[:len(name)]); k != nil {
			return k.name, k.flags
		}
	}
	return text.make(name, true), 0
}

// tagTable holds knownTags open-addressed by tagHash: every tag of a page
// is looked up, and this costs a fraction of a map lookup.
var tagTable = func() (t [256]knownTag) {
	for name, k := range knownTags {
		i := tagHash([]byte(name))
		for t[i].name != "" {
			i++
		}
		t[i] = k
	}
	return t
}()

func tagHash(name []byte) uint8 {
	h := uint8(len(name))
	for _, c := range name {
		h = h*31 + c
	}
	return h
}

// knownTagOf returns the known tag of a lower-cased name, or nil.
func knownTagOf(name []byte) *knownTag {
	if len(name) == 0 {
		return nil
	}
	for i := tagHash(name); ; i++ {
		k := &tagTable[i]
		if k.name == string(name) {
			return k
		}
		if k.name == "" {
			return nil
		}
	}
}

func isTagSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f'
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// lowerASCII lower-cases b in place, as x/net/html does its names.
func lowerASCII(b []byte) []byte {
	for i, c := range b {
		b[i] = lowerByte(c)
	}
	return b
}

// rawAttr is one attribute of a raw start tag, as the tokenizer splits it:
// where its key and its value lie in the raw bytes.
type rawAttr struct {
	k0, k1, v0, v1 int
}

// plainValue reports whether the tokenizer returns a value as it stands in
// the raw bytes: nothing to unescape, no carriage return, no NUL.
func plainValue(v []byte) bool {
	for _, c := range v {
		if c == '&' || c == '\r' || c == 0 {
			return false
		}
	}
	return true
}

// attrKeyOf is an attribute key as TagAttr gives it (lower case), interned
// when known and otherwise copied into text; ok is false for a key with a
// NUL byte, which the tokenizer changes.
func attrKeyOf(k []byte, text *attrText) (key string, ok bool) {
	var buf [32]byte
	if len(k) <= len(buf) {
		for i, c := range k {
			if c == 0 {
				return "", false
			}
			buf[i] = lowerByte(c)
		}
		if s, ok := knownAttrs[string(buf[:len(k)])]; ok {
			return s, true
		}
		return text.string(buf[:len(k)]), true
	}
	if bytes.IndexByte(k, 0) >= 0 {
		return "", false
	}
	return text.make(k, true), true
}

// attrText holds the text of the attribute values the walker keeps: each
// is copied into a shared chunk rather than allocated on its own. Bytes
// once written are never written again (a full chunk is left to the
// strings that point into it, and a new one started), so the strings stay
// as they were made.
type attrText struct {
	chunk []byte
}

func (a *attrText) string(v []byte) string {
	return a.make(v, false)
}

// make copies v, lower-cased in ASCII if lower, and returns it as a string.
func (a *attrText) make(v []byte, lower bool) string {
	if len(v) == 0 {
		return ""
	}
	if cap(a.chunk)-len(a.chunk) < len(v) {
		a.chunk = make([]byte, 0, max(4096, len(v)))
	}
	start := len(a.chunk)
	a.chunk = append(a.chunk, v...)
	if lower {
		lowerASCII(a.chunk[start:])
	}
	return unsafe.String(&a.chunk[start], len(v))
}

// readRawAttrs reads the tag's attributes from its raw bytes: all of them
// on the tags in attrTags, and on any other tag only those the walker
// reads there (elementAttr), their values copied into text. It reports
// false, having read nothing, when a kept attribute needs the tokenizer's
// own reading (TagAttr).
func (t *tag) readRawAttrs(raw []byte, spans []rawAttr, text *attrText) bool {
	all := t.flags&inAttrTags != 0
	var seen map[string]bool // the keys kept, once there are many
	for _, a := range spans {
		k := raw[a.k0:a.k1]
		if !all && !elementAttrFold(k) {
			continue
		}
		key, good := attrKeyOf(k, text)
		v := raw[a.v0:a.v1]
		if !good || !plainValue(v) {
			t.attrs = t.attrs[:0]
			return false
		}
		// The tokenizer keeps the first of two attributes with one key, and
		// a key the walker skips is never the same as one it keeps.
		if seen != nil {
			if seen[key] {
				continue
			}
			seen[key] = true
		} else if t.has(key) {
			continue
		} else if len(t.attrs) >= 16 {
			// A tag with many attributes: look keys up, not along.
			seen = map[string]bool{key: true}
			for _, b := range t.attrs {
				seen[b.Key] = true
			}
		}
		t.attrs = append(t.attrs, html.Attribute{Key: key, Val: text.string(v[:min(len(v), maxAttr)])})
	}
	return true
}

// elementAttrFold is elementAttr of a key as it stands in the raw bytes,
// before the tokenizer lower-cases it.
func elementAttrFold(k []byte) bool {
	var buf [len("aria-labelledby")]byte
	if len(k) <= len(buf) {
		for i, c := range k {
			buf[i] = lowerByte(c)
		}
		if elementAttr(buf[:len(k)]) {
			return true
		}
	}
	return containsFold(k, "honeypot")
}

// containsFold reports whether b holds sub, a lower-case ASCII word, in
// any case.
func containsFold(b []byte, sub string) bool {
	for i := 0; i+len(sub) <= len(b); i++ {
		j := 0
		for j < len(sub) && lowerByte(b[i+j]) == sub[j] {
			j++
		}
		if j == len(sub) {
			return true
		}
	}
	return false
}
