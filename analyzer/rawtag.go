package analyzer

import (
	"bytes"

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
// interned so that it costs no allocation.
func rawTagName(raw []byte, end bool) string {
	i := 1
	if end {
		i = 2
	}
	if i > len(raw) {
		return ""
	}
	name := raw[i:]
	for k, c := range name {
		if isTagSpace(c) || c == '/' || c == '>' {
			name = name[:k]
			break
		}
	}
	var buf [16]byte
	if len(name) <= len(buf) && bytes.IndexByte(name, 0) < 0 {
		for k, c := range name {
			buf[k] = lowerByte(c)
		}
		if s, ok := knownTags[string(buf[:len(name)])]; ok {
			return s
		}
	}
	return string(lowerASCII(bytes.ReplaceAll(name, []byte{0}, []byte("\uFFFD"))))
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

// rawAttr is one attribute of a raw start tag: where its key and its value
// lie in the raw bytes.
type rawAttr struct {
	k0, k1, v0, v1 int
}

// rawAttrs splits a start tag's raw bytes into its attributes as the
// tokenizer's readTag does, calling fn for each one with a key, in order,
// repeated keys included (the tokenizer keeps the first of them).
func rawAttrs(raw []byte, fn func(a rawAttr)) {
	n := len(raw)
	p := 1 // after '<'
	// The name: up to white space, '/' or '>'.
	for p < n {
		c := raw[p]
		p++
		if isTagSpace(c) {
			break
		}
		if c == '/' || c == '>' {
			p--
			break
		}
	}
	skip := func() {
		for p < n && isTagSpace(raw[p]) {
			p++
		}
	}
	skip()
	for p < n {
		c := raw[p]
		p++
		if c == '>' {
			return
		}
		p-- // reconsume it as the key's first byte
		// The key: an '=' as its first byte belongs to it.
		var a rawAttr
		a.k0 = p
		for {
			if p >= n {
				a.k1 = p
				break
			}
			c := raw[p]
			p++
			if c == '=' && a.k0+1 == p {
				continue
			}
			if c == '=' || isTagSpace(c) || c == '/' || c == '>' {
				p--
				a.k1 = p
				break
			}
		}
		// The value.
		a.v0, a.v1 = p, p
		func() {
			skip()
			if p >= n {
				return
			}
			c := raw[p]
			p++
			if c == '/' {
				return
			}
			if c != '=' {
				p--
				return
			}
			skip()
			if p >= n {
				return
			}
			quote := raw[p]
			p++
			switch quote {
			case '>':
				p--
			case '\'', '"':
				a.v0 = p
				k := bytes.IndexByte(raw[p:], quote)
				if k < 0 {
					p, a.v1 = n, n
					return
				}
				a.v1 = p + k
				p += k + 1
			default:
				a.v0 = p - 1
				for {
					if p >= n {
						a.v1 = p
						return
					}
					c := raw[p]
					p++
					if isTagSpace(c) {
						a.v1 = p - 1
						return
					}
					if c == '>' {
						p--
						a.v1 = p
						return
					}
				}
			}
		}()
		if a.k1 > a.k0 {
			fn(a)
		}
		skip()
	}
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
// when known; ok is false for a key with a NUL byte, which the tokenizer
// changes.
func attrKeyOf(k []byte) (key string, ok bool) {
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
		return string(buf[:len(k)]), true
	}
	if bytes.IndexByte(k, 0) >= 0 {
		return "", false
	}
	return string(lowerASCII(bytes.Clone(k))), true
}

// readRawAttrs reads the tag's attributes from its raw bytes: all of them
// on the tags in attrTags, and on any other tag only those the walker
// reads there (elementAttr). It reports false, having read nothing, when a
// kept attribute needs the tokenizer's own reading (TagAttr).
func (t *tag) readRawAttrs(raw []byte) bool {
	all := attrTags[t.name]
	ok := true
	var seen map[string]bool // the keys kept, once there are many
	rawAttrs(raw, func(a rawAttr) {
		if !ok {
			return
		}
		k := raw[a.k0:a.k1]
		if !all && !elementAttrFold(k) {
			return
		}
		key, good := attrKeyOf(k)
		v := raw[a.v0:a.v1]
		if !good || !plainValue(v) {
			ok = false
			return
		}
		// The tokenizer keeps the first of two attributes with one key, and
		// a key the walker skips is never the same as one it keeps.
		if seen != nil {
			if seen[key] {
				return
			}
			seen[key] = true
		} else if t.has(key) {
			return
		} else if len(t.attrs) >= 16 {
			// A tag with many attributes: look keys up, not along.
			seen = map[string]bool{key: true}
			for _, b := range t.attrs {
				seen[b.Key] = true
			}
		}
		t.attrs = append(t.attrs, html.Attribute{Key: key, Val: string(v[:min(len(v), maxAttr)])})
	})
	if !ok {
		t.attrs = t.attrs[:0]
	}
	return ok
}

// elementAttrFold is elementAttr of a key as it stands in the raw bytes,
// before the tokenizer lower-cases it.
func elementAttrFold(k []byte) bool {
	var buf [len("aria-hidden")]byte
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
