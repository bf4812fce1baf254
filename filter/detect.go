package filter

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
// Its groups may be joined by spaces, dashes, dots or slashes, and digits of
// any script and fullwidth letters count. Digits inside a longer run of
// digits are not split off: "94111111111111111" is not a card number. A
// national identifier is not cut out of a longer grouped number either
// ("+31 20 123 4567" holds no BSN); a card number may be.
// A US SSN is found only when written in its 3-2-4 groups; nine bare digits
// are too common in text to mean one.
func Detect(text string, packs []string) (kind string, found bool) {
	var s scanner
	s.ids = selectPacks(s.idsBuf[:0], packs)
	for _, id := range s.ids {
		s.lengths |= id.lengths
	}
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
		for _, id := range packs[name] {
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
	joined []bool // whether a separator came before the group (else a letter/digit change)
	digits []bool // whether the group is digits (else letters)
	last   byte   // 'd' digit, 'l' letter, 's' separator, 0 nothing
	seps   int    // separators in a row
	kind   string
}

func (s *scanner) add(r rune) bool {
	if d, ok := digitValue(r); ok {
		s.char('0'+byte(d), 'd')
		return false
	}
	if l, ok := asciiLetter(r); ok {
		s.char(l, 'l')
		return false
	}
	if isJoiner(r) && len(s.buf) > 0 && s.seps < 3 {
		s.last = 's'
		s.seps++
		return false
	}
	return s.flush()
}

func (s *scanner) char(c, class byte) {
	if s.last != class {
		s.starts = append(s.starts, len(s.buf))
		s.joined = append(s.joined, s.last == 's')
		s.digits = append(s.digits, class == 'd')
	}
	s.buf = append(s.buf, c)
	s.last = class
	s.seps = 0
}

// flush checks the run collected so far and starts a new one.
func (s *scanner) flush() bool {
	found := s.check()
	s.buf, s.starts, s.joined, s.digits = s.buf[:0], s.starts[:0], s.joined[:0], s.digits[:0]
	s.last, s.seps = 0, 0
	return found
}

func (s *scanner) check() bool {
	if len(s.buf) < 6 {
		return false // shorter than any identifier
	}
	var groups [maxIDLen]int
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
			if h == g || s.joined[h] {
				groups[ng] = 0
				ng++
			}
			groups[ng-1] += end - s.starts[h]
			// A national id must not be cut out of a longer number: the
			// nine digits "20 123 4567" of the phone number "+31 20 123 4567"
			// pass the BSN's 11-check. Card numbers, whose check is stronger
			// and whose issuer must fit, may be ("order 12 4111 1111 ...").
			whole := !(g > 0 && s.digits[g-1] && s.digits[g]) &&
				!(h+1 < len(s.starts) && s.digits[h+1] && s.digits[h])
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
