package classify

import (
	"errors"
	"strconv"
	"strings"
	"sync"
)

// The compiled form of the term tables, built once at init.

// word is one word of a phrase; prefix marks a trailing *.
type word struct {
	s      string
	prefix bool
}

// phrase is a sequence of words that belongs to a group (a rule or a context
// group).
type phrase struct {
	group  int
	words  []word
	plural bool // the last word may carry a plural "s"
}

// affix is a single-word term matched inside a word: suffix "*x", infix "*x*".
type affix struct {
	group int
	s     string
	infix bool
}

// substr is a CJK term, matched in the text with its spaces removed.
type substr struct {
	group int
	s     string
}

type matcher struct {
	groups []rule
	byID   map[string]int // context group index by id
	// The term tables below are built on the first scan (loadTerms), not
	// at start-up, where they cost every run of the CLI some milliseconds.
	termsOnce   sync.Once
	first       map[string][]int
	firstPrefix [256][]int // phrases whose first word is a prefix, by its first byte
	phrases     []phrase
	suffixes    [256][]affix // by the last byte of the suffix
	infixes     []affix
	substrs     []substr
	needs       [][]int // per group: context group indexes
	unless      [][]int
	unlessAll   [][]int
	packBit     []uint32 // per group: 1<<pack index, 0 for core
}

const maxGroups = 256

type groupSet [maxGroups / 64]uint64

func (s *groupSet) add(g int)      { s[g>>6] |= 1 << (g & 63) }
func (s *groupSet) has(g int) bool { return s[g>>6]&(1<<(g&63)) != 0 }
func (s *groupSet) union(o *groupSet) {
	for i := range s {
		s[i] |= o[i]
	}
}
func (s *groupSet) allOf(gs []int) bool {
	for _, g := range gs {
		if !s.has(g) {
			return false
		}
	}
	return len(gs) > 0
}
func (s *groupSet) anyOf(gs []int) bool {
	for _, g := range gs {
		if s.has(g) {
			return true
		}
	}
	return false
}

var m = mustCompile()

func mustCompile() *matcher {
	mt, err := compile()
	if err != nil {
		panic("classify: " + err.Error())
	}
	return mt
}

func allRules() []rule {
	var all []rule
	all = append(all, contextRules...)
	all = append(all, moreContextRules...)
	all = append(all, coreRules...)
	all = append(all, packRules...)
	return all
}

// compile builds the matcher's groups; loadTerms builds its term tables.
func compile() (*matcher, error) {
	mt := &matcher{groups: allRules(), byID: map[string]int{}}
	if len(mt.groups) > maxGroups {
		return nil, errors.New(strconv.Itoa(len(mt.groups)) + " term groups, at most " + strconv.Itoa(maxGroups))
	}
	for i, r := range mt.groups {
		if r.ctx {
			if _, dup := mt.byID[r.id]; dup {
				return nil, errors.New("context group " + r.id + " defined twice")
			}
			mt.byID[r.id] = i
		}
	}
	mt.needs = make([][]int, len(mt.groups))
	mt.unless = make([][]int, len(mt.groups))
	mt.unlessAll = make([][]int, len(mt.groups))
	mt.packBit = make([]uint32, len(mt.groups))
	for i, r := range mt.groups {
		for _, list := range []struct {
			ids []string
			dst *[]int
		}{{r.needs, &mt.needs[i]}, {r.unless, &mt.unless[i]}, {r.unlessAll, &mt.unlessAll[i]}} {
			for _, id := range list.ids {
				g, ok := mt.byID[id]
				if !ok {
					return nil, errors.New("rule " + r.id + ": unknown context group " + id)
				}
				*list.dst = append(*list.dst, g)
			}
		}
		if r.pack != "" {
			mt.packBit[i] = 1 << packIndex[r.pack]
		}
		if !r.ctx && (r.kind == "" || r.id == "") {
			return nil, errors.New("rule " + strconv.Quote(r.id) + " has no id or kind")
		}
	}
	return mt, nil
}

// loadTerms builds the term tables once.
func (mt *matcher) loadTerms() {
	mt.termsOnce.Do(func() {
		if err := mt.addTerms(); err != nil {
			panic("classify: " + err.Error())
		}
	})
}

func (mt *matcher) addTerms() error {
	mt.first = map[string][]int{}
	for i, r := range mt.groups {
		// Languages in a fixed order, so that which of two equal matches a
		// decision reports does not change from run to run.
		for l, terms := range r.terms {
			lang := langCodes[l]
			for _, t := range terms {
				if err := mt.addTerm(i, lang, t); err != nil {
					return errors.New("rule " + r.id + ", " + lang + " term " + strconv.Quote(t) + ": " + err.Error())
				}
			}
		}
	}
	return nil
}

func (mt *matcher) addTerm(g int, lang, t string) error {
	if hasCJK(t) {
		s := strings.ReplaceAll(fold(t), " ", "")
		mt.substrs = append(mt.substrs, substr{g, s})
		return nil
	}
	starHead := strings.HasPrefix(t, "*")
	starTail := strings.HasSuffix(t, "*")
	if starHead {
		body := fold(strings.Trim(t, "*"))
		if body == "" || strings.Contains(body, " ") {
			return errors.New("a *suffix or *infix* term must be one word")
		}
		if starTail {
			mt.infixes = append(mt.infixes, affix{g, body, true})
		} else {
			mt.suffixes[body[len(body)-1]] = append(mt.suffixes[body[len(body)-1]], affix{g, body, false})
		}
		return nil
	}
	// Words of a phrase; a * may end any word.
	var words []word
	for _, raw := range strings.Fields(t) {
		pre := strings.HasSuffix(raw, "*")
		f := fold(strings.TrimSuffix(raw, "*"))
		parts := strings.Fields(f)
		for j, p := range parts {
			words = append(words, word{s: p, prefix: pre && j == len(parts)-1})
		}
	}
	if len(words) == 0 {
		return errors.New("empty term")
	}
	// Plurals only for words of a language; abbreviations keep their form.
	plural := lang != "xx" && !words[len(words)-1].prefix
	// Names leave out the little words inside a phrase: "codigo de
	// verificacion" is also "codigo_verificacion", "codigoVerificacion".
	short := words
	if n := len(words); n > 2 {
		short = words[:1:1]
		for _, w := range words[1 : n-1] {
			if !strings.Contains(droppedWords, " "+w.s+" ") {
				short = append(short, w)
			}
		}
		short = append(short, words[n-1])
	}
	for n, ws := range [2][]word{words, short} {
		if n == 1 && len(ws) == len(words) {
			break
		}
		mt.addPhrase(phrase{g, ws, plural})
		if len(ws) == 1 {
			continue
		}
		// "card number" also matches "cardnumber" in a lower-case name.
		var joined []byte
		for j, w := range ws {
			if w.prefix && j != len(ws)-1 {
				joined = nil
				break
			}
			joined = append(joined, w.s...)
		}
		if len(joined) >= 5 {
			mt.addPhrase(phrase{g, []word{{string(joined), ws[len(ws)-1].prefix}}, plural})
		}
	}
	return nil
}

// droppedWords are the prepositions and articles that names leave out of
// a phrase.
const droppedWords = " of de di da do du d des del della dello dei van von der den la le "

func (mt *matcher) addPhrase(p phrase) {
	i := len(mt.phrases)
	mt.phrases = append(mt.phrases, p)
	if p.words[0].prefix {
		b := p.words[0].s[0]
		mt.firstPrefix[b] = append(mt.firstPrefix[b], i)
		return
	}
	mt.first[p.words[0].s] = append(mt.first[p.words[0].s], i)
}

func wordMatches(w word, tok string, last, plural bool) bool {
	if w.prefix {
		return strings.HasPrefix(tok, w.s)
	}
	if tok == w.s {
		return true
	}
	return last && plural && len(tok) == len(w.s)+1 && tok[len(tok)-1] == 's' && tok[:len(w.s)] == w.s
}

// span is a token's byte range in the folded text.
type span struct{ start, end int }

// phraseAt reports whether phrase p matches the tokens from i, and where the
// match ends.
func (mt *matcher) phraseAt(p *phrase, text string, toks []span, i int) (int, bool) {
	if i+len(p.words) > len(toks) {
		return 0, false
	}
	for j, w := range p.words {
		t := toks[i+j]
		if !wordMatches(w, text[t.start:t.end], j == len(p.words)-1, p.plural) {
			return 0, false
		}
	}
	return i + len(p.words) - 1, true
}

// hit is one term that matched in one attribute.
type hit struct {
	group int
	attr  int
	match string
}

// scan appends the hits of every enabled group in the folded text.
func (mt *matcher) scan(attr int, text string, toks []span, packs uint32, hits []hit) []hit {
	mt.loadTerms()
	enabled := func(g int) bool { return mt.packBit[g] == 0 || mt.packBit[g]&packs != 0 }
	for i, t := range toks {
		tok := text[t.start:t.end]
		try := func(pi int) {
			p := &mt.phrases[pi]
			if !enabled(p.group) {
				return
			}
			if end, ok := mt.phraseAt(p, text, toks, i); ok {
				hits = append(hits, hit{p.group, attr, text[t.start:toks[end].end]})
			}
		}
		for _, pi := range mt.first[tok] {
			try(pi)
		}
		// A plural of a one-word term: "passwords", "pins".
		if len(tok) > 3 && tok[len(tok)-1] == 's' {
			for _, pi := range mt.first[tok[:len(tok)-1]] {
				if len(mt.phrases[pi].words) == 1 {
					try(pi)
				}
			}
		}
		for _, pi := range mt.firstPrefix[tok[0]] {
			try(pi)
		}
		for _, a := range mt.suffixes[tok[len(tok)-1]] {
			// The word itself is an exact term where it is one.
			if enabled(a.group) && len(tok) > len(a.s) && strings.HasSuffix(tok, a.s) {
				hits = append(hits, hit{a.group, attr, tok})
			}
		}
		if len(tok) >= 4 {
			for _, a := range mt.infixes {
				if enabled(a.group) && len(tok) >= len(a.s) && strings.Contains(tok, a.s) {
					hits = append(hits, hit{a.group, attr, tok})
				}
			}
		}
	}
	return hits
}

// scanCJK appends the hits of CJK terms in the folded text.
func (mt *matcher) scanCJK(attr int, text string, packs uint32, hits []hit) []hit {
	mt.loadTerms()
	compact := strings.ReplaceAll(text, " ", "")
	for _, s := range mt.substrs {
		if mt.packBit[s.group] != 0 && mt.packBit[s.group]&packs == 0 {
			continue
		}
		if strings.Contains(compact, s.s) {
			hits = append(hits, hit{s.group, attr, s.s})
		}
	}
	return hits
}
