package filter

import (
	"math/bits"
	"sync"

	"github.com/formtool/formtool/internal/digit"
)

// minIDLen is the shortest identifier Detect looks for (a sort code): each
// of its characters takes at least one byte of the text.
const minIDLen = 6

// maxIDLen is the longest identifier Detect looks for (an IBAN of Russia has
// 33 characters, the registry's maximum is 34).
const maxIDLen = 34

// Detect reports whether text holds a checksum-valid identifier that must not
// reach the agent in clear: a payment card number (13 to 19 digits, a
// plausible issuer, Luhn), an IBAN (a registry country, its length and BBAN
// structure, MOD 97-10), or a personal identifier of one of the chosen
// country packs (see [Packs]). It returns the identifier's kind:
// "card-number", "iban", "national-id", "tax-id" or "health-id".
//
// An identifier is found wherever it is bounded by something other than a
// letter or digit of the same sort, or by a change from letters to digits:
// "card 4111 1111 1111 1111.", "IBAN:NL91ABNA0417164300", "x4111111111111111".
// Its groups may be joined by up to three separators in a row (white space,
// tabs and newlines included, dashes, dots, slashes, commas, underscores,
// asterisks) and by any number of invisible characters (zero width
// characters, the soft hyphen, bidi controls, combining marks), and digits
// of any script and fullwidth letters count: what the person reads as a
// card number is one. Digits inside a longer run of digits are not split
// off: "94111111111111111" is not a card number. A national identifier is
// not cut out of a longer number either, one whose groups are joined by
// spaces, dashes, dots or slashes ("+31 20 123 4567" holds no BSN), though a
// comma or a newline before it may end a list item ("1, 2, 111222333"); a
// card number may be cut out of anything.
// A US SSN is found only when written in its 3-2-4 groups; nine bare digits
// are too common in text to mean one.
func Detect(text string, packs []string) (kind string, found bool) {
	if len(text) < minIDLen {
		return "", false
	}
	if chars, digits := shortestID(packs); !mayHold(text, chars, digits) {
		return "", false // most values: nothing to scan, nothing to allocate
	}
	s := scanners.Get().(*scanner)
	defer scanners.Put(s)
	s.reset(packs)
	for _, r := range text {
		if s.add(r) {
			return s.kind, true
		}
	}
	if s.flush() {
		return s.kind, true
	}
	return "", false
}

// shortestID is the length of the shortest identifier Detect looks for
// with packs, a card number's 13 characters or a pack's personal
// identifier, and the fewest digits any of them has: an IBAN's two check
// digits, or fewer for a pack's identifier (0 for one whose digits are
// not known: the codice fiscale can be written without any). It walks
// the packs itself rather than through selectPacks, whose buffer, zeroed
// on every call, made Detect on a short value a third slower.
func shortestID(packs []string) (chars, digits int) {
	chars, digits = minCardLen, minIBANDigits
	for _, p := range packs {
		for _, id := range packIDs(packName(p)) {
			if id.personal {
				chars, digits = min(chars, bits.TrailingZeros64(id.lengths)), min(digits, id.minDigits)
			}
		}
	}
	return chars, digits
}

// minIBANDigits are an IBAN's check digits, the third and fourth
// characters; a card number is all digits.
const minIBANDigits = 2

// mayHold reports whether text has chars bytes that may each be a
// character of an identifier, digits of them maybe digits: a byte beyond
// ASCII counts as both (a digit of another script, a fullwidth letter),
// an ASCII letter or digit as what it is. A value with fewer, most names,
// words and short numbers, holds no such identifier, and the scan is
// skipped.
func mayHold(text string, chars, digits int) bool {
	for i := 0; i < len(text) && (chars > 0 || digits > 0); i++ {
		switch c := text[i]; {
		case c >= 0x80 || '0' <= c && c <= '9':
			chars, digits = chars-1, digits-1
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z':
			chars--
		}
	}
	return chars <= 0 && digits <= 0
}

// scanners keeps scanners for reuse: a page's build runs Detect on every
// value and option, and a scanner with its buffers is over a kilobyte.
var scanners = sync.Pool{New: func() any { return new(scanner) }}

// reset readies s for a new text, looking for the identifiers of packs.
func (s *scanner) reset(packs []string) {
	s.ids = selectPacks(s.idsBuf[:0], packs)
	s.lengths = 0
	for _, id := range s.ids {
		s.lengths |= id.lengths
	}
	s.buf, s.starts, s.joins, s.digits = s.buf[:0], s.starts[:0], s.joins[:0], s.digits[:0]
	s.last, s.join, s.seps, s.kind = 0, 0, 0, ""
}

// selectPacks appends the personal identifiers of the named packs to ids.
func selectPacks(ids []identifier, names []string) []identifier {
	for i, name := range names {
		name = packName(name)
		dup := false
		for _, prev := range names[:i] {
			dup = dup || packName(prev) == name
		}
		if dup {
			continue
		}
		for _, id := range packIDs(name) {
			if id.personal {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// scanner collects runs of letter and digit groups joined by separators and
// checks every window of whole groups in them.
type scanner struct {
	ids     []identifier
	idsBuf  [24]identifier // spares Detect an allocation for ids
	lengths uint64         // union of the ids' lengths

	buf    []byte // the run, normalised: ASCII upper-case letters and digits
	starts []int  // where each group of buf starts
	joins  []int  // what came before the group: joinNone for a letter/digit change, else joinNumber or joinList
	digits []bool // whether the group is digits (else letters)
	last   byte   // 'd' digit, 'l' letter, 's' separator, 0 nothing
	join   int    // the separators since the last character: joinNumber, or joinList if one was
	seps   int    // visible separators in a row
	kind   string
	// groups is check's scratch: the group lengths of a window. Held here
	// because a local array escapes through the identifiers' checks, one
	// allocation for every run of every text.
	groups [maxIDLen]int
}

func (s *scanner) add(r rune) bool {
	if d, ok := digit.Value(r); ok {
		s.char('0'+byte(d), 'd')
		return false
	}
	if l, ok := asciiLetter(r); ok {
		s.char(l, 'l')
		return false
	}
	j := joiner(r)
	if j == joinNone || s.seps == 3 && j != joinInvisible {
		return s.flush()
	}
	if len(s.buf) > 0 {
		if s.last != 's' {
			s.last, s.join = 's', joinNumber
		}
		if j != joinInvisible {
			s.seps++
		}
		if j == joinList {
			s.join = joinList
		}
	}
	return false
}

// char is not inlined: add, which runs for every character of every value
// handed back, stays small enough that the browser compiles it again
// cheaply once it runs hot.
//
//go:noinline
func (s *scanner) char(c, class byte) {
	if s.last != class {
		join := joinNone
		if s.last == 's' {
			join = s.join
		}
		s.starts = append(s.starts, len(s.buf))
		s.joins = append(s.joins, join)
		s.digits = append(s.digits, class == 'd')
	}
	s.buf = append(s.buf, c)
	s.last = class
	s.seps = 0
}

// flush checks the run collected so far and starts a new one.
func (s *scanner) flush() bool {
	found := s.check()
	s.buf, s.starts, s.joins, s.digits = s.buf[:0], s.starts[:0], s.joins[:0], s.digits[:0]
	s.last, s.seps = 0, 0
	return found
}

// partOfNumber reports whether groups g and g+1 are digits that read as one
// number: joined by spaces, dashes, dots or slashes, not by a list's comma
// or newline.
func (s *scanner) partOfNumber(g int) bool {
	return g >= 0 && g+1 < len(s.starts) && s.digits[g] && s.digits[g+1] && s.joins[g+1] == joinNumber
}

func (s *scanner) check() bool {
	if len(s.buf) < minIDLen {
		return false // shorter than any identifier
	}
	groups := &s.groups
	run := string(s.buf) // one copy per run; windows are substrings of it
	for g := range s.starts {
		begin := s.starts[g]
		ng := 0
		for h := g; h < len(s.starts); h++ {
			end := len(s.buf)
			if h+1 < len(s.starts) {
				end = s.starts[h+1]
			}
			if end-begin > maxIDLen {
				break
			}
			// groups holds the lengths of the separated groups in the
			// window; a letter/digit change does not separate.
			if h == g || s.joins[h] != joinNone {
				groups[ng] = 0
				ng++
			}
			groups[ng-1] += end - s.starts[h]
			// A national id must not be cut out of a longer number: the
			// nine digits "20 123 4567" of the phone number "+31 20 123 4567"
			// pass the BSN's 11-check. Card numbers, whose check is stronger
			// and whose issuer must fit, may be ("order 12 4111 1111 ...").
			whole := !s.partOfNumber(g-1) && !s.partOfNumber(h)
			if k := s.match(run[begin:end], groups[:ng], whole); k != "" {
				s.kind = k
				return true
			}
		}
	}
	return false
}

func (s *scanner) match(w string, groups []int, whole bool) string {
	if validCard(w) {
		return kindCard
	}
	if len(w) >= 15 && isUpper(w[0]) && isUpper(w[1]) && validIBAN(w) {
		return kindIBAN
	}
	if !whole || s.lengths&(1<<len(w)) == 0 {
		return ""
	}
	for _, id := range s.ids {
		if id.minGroups > len(groups) {
			continue
		}
		if id.valid(w, groups) {
			return id.kind
		}
	}
	return ""
}
