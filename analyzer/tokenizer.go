package analyzer

import (
	"bytes"

	"golang.org/x/net/html"
)

// tokenizer splits a page held in memory into the tokens x/net/html's
// Tokenizer gives for it: the same types, the same raw bytes, the same
// text and attributes (FuzzTokenizer, TestTokenizerCorpus). It follows
// token.go's states one for one, but reads src by index rather than a
// byte at a time through a reader, finds the ends of text, raw text,
// comments and quoted values with byte searches, and copies nothing the
// walker does not ask for: a tag's attributes are read only by TagAttr.
// Like x/net/html's, it is the tokenizer of a whole document (no
// fragment context) with CDATA sections read as bogus comments.
type tokenizer struct {
	src []byte
	tt  html.TokenType
	// atEOF is x/net/html's err: a read met the end of src. Once set, the
	// next Next returns ErrorToken.
	atEOF bool
	// src[start:end] is the token's raw bytes, src[data0:data1] its data
	// (a text's text, a tag's name); end is where reading goes on.
	start, end   int
	data0, data1 int
	// rawTag is the lower-case name of the element ("script", "title")
	// whose raw text or RCDATA the next token is, or "".
	rawTag string
	// textIsRaw is whether the text keeps its entities; convertNUL whether
	// its NUL bytes become U+FFFD.
	textIsRaw, convertNUL bool
	// spans are where the current tag's keyed attributes lie in its raw
	// bytes, in order, repeated keys included.
	spans []rawAttr
	// attrs reads the current tag's attributes, on the first TagAttr.
	attrs *html.Tokenizer
	// text holds a text that Text changes, so that src is never written.
	text []byte
}

func newTokenizer(src []byte) *tokenizer {
	return &tokenizer{src: src}
}

// readByte is x/net/html's readByte over src: at the end it sets atEOF
// and returns 0 without moving.
func (z *tokenizer) readByte() byte {
	if z.end >= len(z.src) {
		z.atEOF = true
		return 0
	}
	c := z.src[z.end]
	z.end++
	return c
}

// skipPast reads up to and including the next c, or reports false
// having read to EOF.
func (z *tokenizer) skipPast(c byte) bool {
	i := bytes.IndexByte(z.src[z.end:], c)
	if i < 0 {
		z.toEOF()
		return false
	}
	z.end += i + 1
	return true
}

// toEOF consumes the rest of src, as a read that finds no end does.
func (z *tokenizer) toEOF() {
	z.end = len(z.src)
	z.atEOF = true
}

func (z *tokenizer) skipWhiteSpace() {
	if z.atEOF {
		return
	}
	for z.end < len(z.src) {
		if !isTagSpace(z.src[z.end]) {
			return
		}
		z.end++
	}
	z.atEOF = true
}

func isASCIILetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// Next reads the next token and returns its type.
func (z *tokenizer) Next() html.TokenType {
	z.start = z.end
	z.data0, z.data1 = z.end, z.end
	z.attrs = nil
	if z.atEOF {
		z.tt = html.ErrorToken
		return z.tt
	}
	if z.rawTag != "" {
		if z.rawTag == "plaintext" {
			z.toEOF()
			z.data1 = z.end
			z.textIsRaw = true
		} else {
			z.readRawOrRCDATA()
		}
		if z.data1 > z.data0 {
			z.tt = html.TextToken
			z.convertNUL = true
			return z.tt
		}
	}
	z.textIsRaw, z.convertNUL = false, false

loop:
	for z.skipPast('<') {
		c := z.readByte()
		if z.atEOF {
			break
		}
		var tokenType html.TokenType
		switch {
		case isASCIILetter(c):
			tokenType = html.StartTagToken
		case c == '/':
			tokenType = html.EndTagToken
		case c == '!' || c == '?':
			tokenType = html.CommentToken
		default:
			z.end-- // c may be the next '<'
			continue
		}
		// Text before the tag is a token of its own.
		if x := z.end - len("<a"); z.start < x {
			z.end, z.data1 = x, x
			z.tt = html.TextToken
			return z.tt
		}
		switch tokenType {
		case html.StartTagToken:
			z.tt = z.readStartTag()
			return z.tt
		case html.EndTagToken:
			c = z.readByte()
			if z.atEOF {
				break loop // "</" at EOF is text
			}
			switch {
			case c == '>':
				// "</>" is an empty comment, as in x/net/html.
				z.tt = html.CommentToken
			case isASCIILetter(c):
				z.readTag()
				z.tt = html.EndTagToken
				if z.atEOF {
					z.tt = html.ErrorToken
				}
			default:
				z.end--
				z.readUntilCloseAngle()
				z.tt = html.CommentToken
			}
			return z.tt
		case html.CommentToken:
			if c == '!' {
				z.tt = z.readMarkupDeclaration()
				return z.tt
			}
			z.end--
			z.readUntilCloseAngle()
			z.tt = html.CommentToken
			return z.tt
		}
	}
	if z.start < z.end {
		z.data1 = z.end
		z.tt = html.TextToken
		return z.tt
	}
	z.tt = html.ErrorToken
	return z.tt
}

// Raw returns the token's bytes as they stand in src; the raw bytes of
// the tokens partition src.
func (z *tokenizer) Raw() []byte {
	return z.src[z.start:z.end]
}

// readRawOrRCDATA reads the text of a raw-text or RCDATA element, up to
// its end tag or EOF.
func (z *tokenizer) readRawOrRCDATA() {
	if z.rawTag == "script" {
		z.readScript()
		z.textIsRaw = true
		z.rawTag = ""
		return
	}
	for p := z.end; ; {
		i := bytes.Index(z.src[p:], []byte("</"))
		if i < 0 {
			z.toEOF()
			break
		}
		if z.end = p + i + len("</"); z.readRawEndTag() {
			break
		}
		p = z.end
	}
	z.data1 = z.end
	// A textarea's or title's RCDATA can hold entities.
	z.textIsRaw = z.rawTag != "textarea" && z.rawTag != "title"
	z.rawTag = ""
}

// readRawEndTag reads rawTag and the byte after it, "</" read already.
// On "</script>" (or "</script/", "</script ") it backs up to the '<' and
// returns true; otherwise it backs up one byte (or stops at EOF).
func (z *tokenizer) readRawEndTag() bool {
	for i := 0; i < len(z.rawTag); i++ {
		c := z.readByte()
		if z.atEOF {
			return false
		}
		if c != z.rawTag[i] && c != z.rawTag[i]-('a'-'A') {
			z.end--
			return false
		}
	}
	c := z.readByte()
	if z.atEOF {
		return false
	}
	switch c {
	case ' ', '\n', '\r', '\t', '\f', '/', '>':
		z.end -= len("</>") + len(z.rawTag)
		return true
	}
	z.end--
	return false
}

// readScript reads a script's text up to its end tag, through the script
// data states and their rules for "<!--" and a "<script>" inside it.
func (z *tokenizer) readScript() {
	defer func() {
		z.data1 = z.end
	}()
	var c byte

scriptData:
	if !z.skipPast('<') {
		return
	}

	// scriptDataLessThanSign:
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case '/':
		goto scriptDataEndTagOpen
	case '!':
		goto scriptDataEscapeStart
	}
	z.end--
	goto scriptData

scriptDataEndTagOpen:
	if z.readRawEndTag() || z.atEOF {
		return
	}
	goto scriptData

scriptDataEscapeStart:
	c = z.readByte()
	if z.atEOF {
		return
	}
	if c == '-' {
		goto scriptDataEscapeStartDash
	}
	z.end--
	goto scriptData

scriptDataEscapeStartDash:
	c = z.readByte()
	if z.atEOF {
		return
	}
	if c == '-' {
		goto scriptDataEscapedDashDash
	}
	z.end--
	goto scriptData

scriptDataEscaped:
	c = z.readDashOrLess()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDash
	case '<':
		goto scriptDataEscapedLessThanSign
	}
	goto scriptDataEscaped

scriptDataEscapedDash:
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDashDash
	case '<':
		goto scriptDataEscapedLessThanSign
	}
	goto scriptDataEscaped

scriptDataEscapedDashDash:
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDashDash
	case '<':
		goto scriptDataEscapedLessThanSign
	case '>':
		goto scriptData
	}
	goto scriptDataEscaped

scriptDataEscapedLessThanSign:
	c = z.readByte()
	if z.atEOF {
		return
	}
	if c == '/' {
		goto scriptDataEscapedEndTagOpen
	}
	if isASCIILetter(c) {
		goto scriptDataDoubleEscapeStart
	}
	z.end--
	goto scriptData

scriptDataEscapedEndTagOpen:
	if z.readRawEndTag() || z.atEOF {
		return
	}
	goto scriptDataEscaped

scriptDataDoubleEscapeStart:
	z.end--
	for i := 0; i < len("script"); i++ {
		c = z.readByte()
		if z.atEOF {
			return
		}
		if c != "script"[i] && c != "SCRIPT"[i] {
			z.end--
			goto scriptDataEscaped
		}
	}
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case ' ', '\n', '\r', '\t', '\f', '/', '>':
		goto scriptDataDoubleEscaped
	}
	z.end--
	goto scriptDataEscaped

scriptDataDoubleEscaped:
	c = z.readDashOrLess()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedDash:
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDashDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedDashDash:
	c = z.readByte()
	if z.atEOF {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDashDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	case '>':
		goto scriptData
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedLessThanSign:
	c = z.readByte()
	if z.atEOF {
		return
	}
	if c == '/' {
		goto scriptDataDoubleEscapeEnd
	}
	z.end--
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapeEnd:
	if z.readRawEndTag() {
		z.end += len("</script>")
		goto scriptDataEscaped
	}
	if z.atEOF {
		return
	}
	goto scriptDataDoubleEscaped
}

// readDashOrLess skips to the next '-' or '<' and reads it: the escaped
// script states pass over every other byte.
func (z *tokenizer) readDashOrLess() byte {
	for i, c := range z.src[z.end:] {
		if c == '-' || c == '<' {
			z.end += i + 1
			return c
		}
	}
	z.toEOF()
	return 0
}

// readComment reads a comment, "<!--" read already.
func (z *tokenizer) readComment() {
	z.data0 = z.end
	defer func() {
		if z.data1 < z.data0 {
			z.data1 = z.data0 // "<!-->"
		}
	}()
	dashCount := 0
	beginning := true
	for {
		if dashCount == 0 && !beginning {
			// Only a '-' can start the comment's end.
			i := bytes.IndexByte(z.src[z.end:], '-')
			if i < 0 {
				z.toEOF()
				z.data1 = z.abruptCommentDataEnd()
				return
			}
			z.end += i
		}
		c := z.readByte()
		if z.atEOF {
			z.data1 = z.abruptCommentDataEnd()
			return
		}
		switch c {
		case '-':
			dashCount++
			continue
		case '>':
			if dashCount >= 2 || beginning {
				z.data1 = z.end - len("-->")
				return
			}
		case '!':
			if dashCount >= 2 {
				c = z.readByte()
				if z.atEOF {
					z.data1 = z.abruptCommentDataEnd()
					return
				} else if c == '>' {
					z.data1 = z.end - len("--!>")
					return
				} else if c == '-' {
					dashCount = 1
					beginning = false
					continue
				}
			}
		}
		dashCount = 0
		beginning = false
	}
}

// abruptCommentDataEnd is where the data of a comment cut off by EOF
// ends: before a trailing "--!", "--" or "-".
func (z *tokenizer) abruptCommentDataEnd() int {
	raw := z.Raw()
	if len(raw) >= len("<!--") {
		raw = raw[len("<!--"):]
		switch {
		case bytes.HasSuffix(raw, []byte("--!")):
			return z.end - 3
		case bytes.HasSuffix(raw, []byte("--")):
			return z.end - 2
		case bytes.HasSuffix(raw, []byte("-")):
			return z.end - 1
		}
	}
	return z.end
}

func (z *tokenizer) readUntilCloseAngle() {
	z.data0 = z.end
	if z.skipPast('>') {
		z.data1 = z.end - len(">")
	} else {
		z.data1 = z.end
	}
}

// readMarkupDeclaration reads a comment, a doctype or a bogus comment,
// "<!" read already.
func (z *tokenizer) readMarkupDeclaration() html.TokenType {
	z.data0 = z.end
	var c [2]byte
	for i := range c {
		c[i] = z.readByte()
		if z.atEOF {
			z.data1 = z.end
			if i == 1 && c[0] == '>' {
				z.data1--
			}
			return html.CommentToken
		}
	}
	if c[0] == '-' && c[1] == '-' {
		z.readComment()
		return html.CommentToken
	}
	z.end -= 2
	if z.readDoctype() {
		return html.DoctypeToken
	}
	z.readUntilCloseAngle()
	return html.CommentToken
}

// readDoctype reads "DOCTYPE" in any case and the doctype after it, or
// backs up to where it began and returns false.
func (z *tokenizer) readDoctype() bool {
	const s = "DOCTYPE"
	for i := 0; i < len(s); i++ {
		c := z.readByte()
		if z.atEOF {
			// The bogus comment reads to EOF again.
			z.end, z.atEOF = z.data0, false
			return false
		}
		if c != s[i] && c != s[i]+('a'-'A') {
			z.end = z.data0
			return false
		}
	}
	if z.skipWhiteSpace(); z.atEOF {
		z.data0, z.data1 = z.end, z.end
		return true
	}
	z.readUntilCloseAngle()
	return true
}

// rawTextTag is the lower-case name of an element whose content is raw
// text or RCDATA, if name (in any case) is one.
func rawTextTag(name []byte) string {
	if len(name) < len("xmp") || len(name) > len("plaintext") {
		return ""
	}
	var buf [len("plaintext")]byte
	for i, c := range name {
		buf[i] = lowerByte(c)
	}
	switch string(buf[:len(name)]) {
	case "iframe":
		return "iframe"
	case "noembed":
		return "noembed"
	case "noframes":
		return "noframes"
	case "noscript":
		return "noscript"
	case "plaintext":
		return "plaintext"
	case "script":
		return "script"
	case "style":
		return "style"
	case "textarea":
		return "textarea"
	case "title":
		return "title"
	case "xmp":
		return "xmp"
	}
	return ""
}

// readStartTag reads a start tag, "<a" read already.
func (z *tokenizer) readStartTag() html.TokenType {
	z.readTag()
	if z.atEOF {
		return html.ErrorToken
	}
	if tag := rawTextTag(z.src[z.data0:z.data1]); tag != "" {
		z.rawTag = tag
	}
	// "/>" closes the tag unless the '/' ends the last attribute's
	// unquoted value (<p a=/>). x/net/html compares with the last
	// attribute it keeps, the first of those with one key; any attribute
	// before the last ends before that '/'.
	if z.src[z.end-2] == '/' && (len(z.spans) == 0 || z.start+z.spans[len(z.spans)-1].v1 != z.end-1 || z.lastKeyRepeated()) {
		return html.SelfClosingTagToken
	}
	return html.StartTagToken
}

// lastKeyRepeated reports whether the last attribute of the tag has the
// key (in ASCII case) of an earlier one.
func (z *tokenizer) lastKeyRepeated() bool {
	if len(z.spans) < 2 {
		return false
	}
	raw := z.Raw()
	last := z.spans[len(z.spans)-1]
	for _, a := range z.spans[:len(z.spans)-1] {
		if equalASCIIFold(raw[a.k0:a.k1], raw[last.k0:last.k1]) {
			return true
		}
	}
	return false
}

func equalASCIIFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if lowerByte(a[i]) != lowerByte(b[i]) {
			return false
		}
	}
	return true
}

// readTag reads a tag's name and its attributes, "<a" or "</a" read
// already; it notes where each keyed attribute lies (spans).
func (z *tokenizer) readTag() {
	z.spans = z.spans[:0]
	z.readTagName()
	if z.skipWhiteSpace(); z.atEOF {
		return
	}
	for {
		c := z.readByte()
		if z.atEOF || c == '>' {
			break
		}
		z.end--
		keyStart := z.end
		z.readTagAttrKey()
		keyEnd := z.end
		valStart, valEnd := z.readTagAttrVal()
		if keyEnd > keyStart {
			z.spans = append(z.spans, rawAttr{keyStart - z.start, keyEnd - z.start, valStart - z.start, valEnd - z.start})
		}
		if z.skipWhiteSpace(); z.atEOF {
			break
		}
	}
}

// readTagName sets the data to the tag's name, its first byte read.
func (z *tokenizer) readTagName() {
	z.data0 = z.end - 1
	for i, c := range z.src[z.end:] {
		switch c {
		case ' ', '\n', '\r', '\t', '\f':
			z.end += i + 1
			z.data1 = z.end - 1
			return
		case '/', '>':
			z.end += i
			z.data1 = z.end
			return
		}
	}
	z.toEOF()
	z.data1 = z.end
}

// readTagAttrKey reads an attribute's key; an '=' as its first byte
// belongs to it.
func (z *tokenizer) readTagAttrKey() {
	start := z.end
	for {
		c := z.readByte()
		if z.atEOF {
			return
		}
		switch c {
		case '=':
			if start+1 == z.end {
				continue
			}
			z.end--
			return
		case ' ', '\n', '\r', '\t', '\f', '/', '>':
			z.end--
			return
		}
	}
}

// readTagAttrVal reads what follows a key (nothing, a '/', or '=' and a
// value) and returns where the value lies: src[v0:v1], empty at the key's
// end when there is none.
func (z *tokenizer) readTagAttrVal() (v0, v1 int) {
	v0, v1 = z.end, z.end
	if z.skipWhiteSpace(); z.atEOF {
		return v0, v1
	}
	c := z.readByte()
	if z.atEOF || c == '/' {
		return v0, v1
	}
	if c != '=' {
		z.end--
		return v0, v1
	}
	if z.skipWhiteSpace(); z.atEOF {
		return v0, v1
	}
	quote := z.readByte()
	if z.atEOF {
		return v0, v1
	}
	switch quote {
	case '>':
		z.end--
		return v0, v1
	case '\'', '"':
		v0 = z.end
		i := bytes.IndexByte(z.src[z.end:], quote)
		if i < 0 {
			z.toEOF()
			return v0, z.end
		}
		z.end += i + 1
		return v0, z.end - 1
	}
	v0 = z.end - 1
	for i, c := range z.src[z.end:] {
		switch c {
		case ' ', '\n', '\r', '\t', '\f':
			z.end += i + 1
			return v0, z.end - 1
		case '>':
			z.end += i
			return v0, z.end
		}
	}
	z.toEOF()
	return v0, z.end
}

// Text returns the text of a text, comment or doctype token as
// x/net/html's Text does: "\r\n" and "\r" as "\n", NUL bytes as U+FFFD
// where it changes them, entities decoded unless the text is raw. The
// result may be src itself and must not be written to.
func (z *tokenizer) Text() []byte {
	switch z.tt {
	case html.TextToken, html.CommentToken, html.DoctypeToken:
	default:
		return nil
	}
	s := z.src[z.data0:z.data1]
	z.data0, z.data1 = z.end, z.end
	if bytes.IndexByte(s, '\r') >= 0 {
		z.text = convertNewlines(append(z.text[:0], s...))
		s = z.text
	}
	if (z.convertNUL || z.tt == html.CommentToken) && bytes.IndexByte(s, 0) >= 0 {
		s = bytes.ReplaceAll(s, []byte{0}, []byte("\uFFFD"))
	}
	if !z.textIsRaw && bytes.IndexByte(s, '&') >= 0 {
		s = append(z.text[:0], html.UnescapeString(string(s))...)
		z.text = s
	}
	return s
}

// convertNewlines turns "\r\n" and "\r" in s into "\n", in place.
func convertNewlines(s []byte) []byte {
	out := s[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' {
			c = '\n'
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
		}
		out = append(out, c)
	}
	return out
}

// TagAttr returns the next attribute of a start tag as x/net/html's
// TagAttr does: its key lower-cased, its value decoded, the first of
// attributes that share a key. The walker reads few attributes this way
// (readRawAttrs reads the rest), so a tag's attributes are read only
// here, by x/net/html itself over the tag's raw bytes: a tag's
// attributes depend on nothing else, and its attribute-value decoding
// (entities, which differ from a text's) is not exported.
func (z *tokenizer) TagAttr() (key, val []byte, more bool) {
	if z.tt != html.StartTagToken && z.tt != html.SelfClosingTagToken {
		return nil, nil, false
	}
	if z.attrs == nil {
		z.attrs = html.NewTokenizer(bytes.NewReader(z.Raw()))
		z.attrs.Next()
	}
	return z.attrs.TagAttr()
}
