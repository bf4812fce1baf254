package classify

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/formtool/formtool/analyzer"
)

// Fields decides the classes of the fields of one form, or of the loose
// fields of a page, together: one Decision per field, in the same order.
// Each field is first decided on its own (as Field does); then the context
// rules read its neighbours. A month field beside a card number is the
// card's expiry; a year field beside a date of birth is the year of birth.
//
// Context rules only raise a class, with two exceptions, both written out
// below: an "expiry" in a form about a passport or licence that has no card
// in it (context.document-expiry), and the identifier of a sign-in form
// (context.login-id). An author's override still wins over every rule.
func Fields(fields []*analyzer.Field, o Options) []Decision {
	return group(fields, formText{}, o)
}

// Form decides the fields of a form together, like Fields, and also reads
// the form's heading: "Date of birth" above three bare day, month and year
// boxes, "Expiry date" above two bare month and year boxes; and its
// heading, submit button and aria-label for words about verifying or
// confirming ("Verify your phone" above a box named "code").
func Form(form *analyzer.Form, o Options) []Decision {
	return group(form.Fields, formText{heading: form.Heading, submit: form.SubmitText, label: form.AriaLabel}, o)
}

// formText is what a form says of itself: its heading, the text of its
// submit button and its aria-label.
type formText struct{ heading, submit, label string }

// Date parts a field asks for.
const (
	partDay = 1 << iota
	partMonth
	partYear
)

// member is one field of a group with what the per-field pass found.
type member struct {
	f    *analyzer.Field
	d    Decision
	fx   facts
	part int // date parts: partDay|partMonth|partYear
}

// Term groups the context rules read.
var (
	gDay           = m.byID["ctx.day"]
	gMonth         = m.byID["ctx.month"]
	gYear          = m.byID["ctx.year"]
	gNumberWord    = m.byID["ctx.number-word"]
	gCardAlias     = m.byID["ctx.card-number-alias"]
	gDocument      = m.byID["ctx.document"]
	gPlace         = m.byID["ctx.place"]
	gCardAttribute = m.byID["ctx.card-attribute"]
	gCaptcha       = m.byID["ctx.captcha"]
	gExpWord       = m.byID["ctx.exp-word"]
	gExpCode       = m.byID["ctx.exp-code"]
	gMonthCode     = m.byID["ctx.month-code"]
	gYearCode      = m.byID["ctx.year-code"]
	gAnswer        = m.byID["ctx.answer"]
	gCaptchaName   = m.byID["ctx.captcha-name"]
	gVerify        = m.byID["ctx.verify"]
	gCardCompound  = m.byID["ctx.card-compound"]
	gPhone         = m.byID["ctx.phone"]
	gCardBrand     = m.byID["ctx.card-brand"]
	gCheckNumber   = m.byID["ctx.check-number"]
	gWalletSeed    = m.byID["ctx.wallet-seed"]
	// codeGroups are the rules that read "security code" and its kin.
	codeGroups = func() (gs []int) {
		for i, r := range m.groups {
			if !r.ctx && (r.kind == "card-security-code" || r.kind == "one-time-code") {
				gs = append(gs, i)
			}
		}
		return gs
	}()
)

func group(fields []*analyzer.Field, ft formText, o Options) []Decision {
	heading := ft.heading
	ms := make([]member, len(fields))
	decide := func() {
		for i, f := range fields {
			ms[i] = member{f: f}
			ms[i].d = analyze(f, o, &ms[i].fx)
			ms[i].part = dateParts(f, &ms[i].fx)
		}
	}
	decide()
	// An address in a country with a pack is read with that pack: the
	// country field's value chooses it as <html lang> does.
	if more, ok := addressCountryPacks(ms, o); ok {
		o.Packs = more
		decide()
	}
	g := &grp{ms: ms, heading: trimMatch(heading)}
	g.readHeading(heading)
	g.readFormText(ft)
	g.houseNumber()
	g.choices()
	g.dateOfBirth()
	g.documentExpiry()
	g.cardExpiry()
	g.expWord()
	g.expiryCodes()
	g.cardNumber()
	g.securityCode()
	g.cardCodeWords()
	g.pictureHintCode()
	g.securityAnswer()
	g.codeBoxes()
	g.secretCharacters()
	g.recoveryPhrase()
	g.sameName()
	g.sameID()
	g.loginID()
	g.credentialPair()
	g.nationalID()
	g.bankAccount()
	g.verifyCode()
	// Last, so that a PIN sees every card field the rules above found.
	g.homonyms()
	// After every other rule: a segment or a confirmation takes its
	// field's final class.
	g.segments()
	g.confirmations()
	out := make([]Decision, len(fields))
	for i, f := range fields {
		out[i] = withOverride(f, ms[i].d)
	}
	return out
}

type grp struct {
	ms      []member
	heading string
	// What the heading speaks of; headBank: a banking word ("ATM",
	// "UPI"); headMap: a map or a store locator.
	headBirth, headCard, headDocument, headBank, headMap bool
	// headBankWord: the heading names a bank or a transfer
	// (ctx.bank-word).
	headBankWord bool
	// headCardNoun: the heading speaks of a card of any sort.
	headCardNoun bool
	// verify names the form's text about verifying or confirming
	// (verifyAttr "heading", "submit" or "form"); "" when it has none.
	verify, verifyAttr string
	// wallet names the form's text about a wallet or its recovery phrase
	// ("Import wallet"), walletAttr where it is; "" when it has none.
	wallet, walletAttr string
	inBirth            []bool // the field is part of a date of birth
}

func (g *grp) readHeading(h string) {
	if h == "" {
		return
	}
	if len(h) > maxText {
		h = h[:maxText]
	}
	var b strings.Builder
	text, toks := tokenize(h, &b, nil)
	hits := m.scan(attrHeading, text, toks, 0, nil)
	if hasCJK(text) {
		hits = m.scanCJK(attrHeading, text, 0, hits)
	}
	var in groupSet
	for _, x := range hits {
		in.add(x.group)
	}
	g.headDocument = in.has(gDocument)
	g.headBank = in.has(gBank)
	g.headBankWord = in.has(gBankWord)
	g.headCardNoun = in.has(gCardNoun) || in.has(gCardCompound)
	g.headMap = in.has(gMap)
	for _, x := range hits {
		switch m.groups[x.group].kind {
		case "date-of-birth":
			g.headBirth = !in.has(gPlace)
		case "card-expiry", "card-number", "card-security-code":
			g.headCard = !g.headDocument
		}
	}
}

// raise sets the decision of field i when it is more restrictive.
func (g *grp) raise(i int, d Decision) {
	if d.Class > g.ms[i].d.Class {
		g.ms[i].d = d
	}
}

// describe names a neighbour for Decision.Match: `card number field "cc"`.
func describe(what string, f *analyzer.Field) string {
	name := f.Name
	switch {
	case name != "":
	case f.ID != "":
		name = f.ID
	case f.Label != "":
		name = f.Label
	case f.Placeholder != "":
		name = f.Placeholder
	default:
		return trimMatch(what + " field")
	}
	return trimMatch(what + " field " + strconv.Quote(name))
}

// named names the member for another's Decision.Match by what it was
// found to be: `card number field "cc"`.
func (mb *member) named() string {
	return describe(strings.ReplaceAll(mb.d.Kind, "-", " "), mb.f)
}

// taken is the decision, by rule, of a field that takes the member's
// class and kind from it: a segment of its value, its confirmation, a
// field that shares its name or id.
func (mb *member) taken(rule string) Decision {
	return Decision{Class: mb.d.Class, Rule: rule, Attr: "form", Match: mb.named(), Kind: mb.d.Kind}
}

func (g *grp) kindAt(i int, kinds ...string) bool {
	if i < 0 || i >= len(g.ms) || g.ms[i].d.Class != Block {
		return false
	}
	for _, k := range kinds {
		if g.ms[i].d.Kind == k {
			return true
		}
	}
	return false
}

// nearest returns the closest field within dist of i (before or after)
// whose block decision has one of kinds, or -1.
func (g *grp) nearest(i, dist int, kinds ...string) int {
	for k := 1; k <= dist; k++ {
		if g.kindAt(i-k, kinds...) {
			return i - k
		}
		if g.kindAt(i+k, kinds...) {
			return i + k
		}
	}
	return -1
}

func (g *grp) has(kinds ...string) int {
	for i := range g.ms {
		if g.kindAt(i, kinds...) {
			return i
		}
	}
	return -1
}

// bare reports a field whose own text names nothing sensitive and nothing
// ordinary.
func (mb *member) bare() bool {
	return mb.d.Class == Allow && !mb.fx.sensitive && !mb.fx.plain && mb.d.Rule == "default.allow"
}

// addressCountryPacks returns the packs of o with those that the group's
// address country chooses (PacksFor of a country field's value or chosen
// option: "IN", "India"), and whether that adds any.
func addressCountryPacks(ms []member, o Options) ([]string, bool) {
	var more []string
	for i := range ms {
		f := ms[i].f
		if !ms[i].fx.own.has(gCountry) || f.Value == "" {
			continue
		}
		vals := []string{f.Value}
		for _, op := range f.Options {
			if op.Selected && op.Label != "" {
				vals = append(vals, op.Label)
			}
		}
		for _, v := range vals {
			for _, p := range PacksFor("", v) {
				if !slices.Contains(o.Packs, p) && !slices.Contains(more, p) {
					more = append(more, p)
				}
			}
		}
	}
	if len(more) == 0 {
		return o.Packs, false
	}
	return append(append([]string{}, o.Packs...), more...), true
}

// Words with two meanings (rule.homonym): a "PIN code" is India's postal
// code in an address, and a "pin" is a place on a store locator's map.
//
// homonyms lowers a field that only such a word made a block to allow when
// its company gives the ordinary sense (context.postal-code: two address
// fields within three places of it, or one when its own box is sized for
// six digits; context.map-pin: a heading about a map or a store locator),
// and
// raises a field whose own evidence set the word aside back to block when
// a neighbour within two places, or the heading, speaks of a card, a bank
// or a secret (context.pin). When the evidence is mixed, the stricter
// reading wins: a PIN beside a card number stays a PIN, even in an
// address.
func (g *grp) homonyms() {
	for i := range g.ms {
		mb := &g.ms[i]
		switch {
		case mb.fx.homonymOnly && !mb.fx.homonymVeto && mb.d.Rule == "text.pin":
			var d *Decision
			if names := g.addressNear(i); len(names) >= 2 || len(names) == 1 && sixDigits(mb.f) {
				d = &Decision{Class: Allow, Rule: "context.postal-code", Attr: "form", Match: trimMatch("address " + strings.Join(names, ", "))}
			} else if g.headMap {
				d = &Decision{Class: Allow, Rule: "context.map-pin", Attr: "heading", Match: g.heading}
			}
			if d == nil {
				continue
			}
			// An address or a map around a PIN beside a card stays a PIN;
			// the decision names the neighbour that kept it.
			if v := g.pinVeto(i); v != nil {
				d = v
			}
			mb.d = *d
		case mb.fx.homonymAside && mb.d.Class == Allow:
			if d := g.pinVeto(i); d != nil {
				mb.d = *d
			}
		}
	}
}

// pinVeto returns the block decision for a PIN at i when the heading or a
// neighbour within two places speaks of a card, a bank or a secret: a
// card's, an account's or a sign-in's field, or its own card or bank
// words. It returns nil when none does.
func (g *grp) pinVeto(i int) *Decision {
	for k := 1; k <= 2; k++ {
		for _, j := range [2]int{i - k, i + k} {
			if j < 0 || j >= len(g.ms) {
				continue
			}
			nb := &g.ms[j]
			what := ""
			switch {
			case nb.fx.homonymOnly && !nb.fx.homonymVeto:
				// Another field that only a PIN word made a block says
				// nothing of its own; "Confirm PIN" or "ATM PIN" does.
			case nb.d.Class == Block && secretKinds[nb.d.Kind]:
				what = strings.ReplaceAll(nb.d.Kind, "-", " ")
			case nb.d.Class == Redact && (nb.d.Kind == "bank-account" || nb.d.Kind == "iban"):
				what = "bank account"
			case nb.fx.own.has(gCard):
				what = "card"
			case nb.fx.own.has(gBank):
				what = "bank"
			}
			if what != "" {
				return &Decision{Class: Block, Rule: "context.pin", Attr: "form", Match: describe(what, nb.f), Kind: "pin"}
			}
		}
	}
	if g.headBank || g.headCard {
		return &Decision{Class: Block, Rule: "context.pin", Attr: "heading", Match: g.heading, Kind: "pin"}
	}
	return nil
}

// secretKinds are the kinds of block field beside which a PIN is a secret.
var secretKinds = map[string]bool{
	"password": true, "pin": true, "one-time-code": true, "card-number": true, "card-security-code": true,
	"card-expiry": true, "gift-card": true, "secret": true, "security-answer": true,
}

// addressNear returns the names of the address fields within three places
// of field i: allow fields whose own text or autocomplete names a part of a
// postal address.
func (g *grp) addressNear(i int) []string {
	var names []string
	for j := max(0, i-3); j <= i+3 && j < len(g.ms); j++ {
		nb := &g.ms[j]
		if j == i || nb.d.Class != Allow || !postalWords(&nb.fx.own) {
			continue
		}
		names = append(names, strconv.Quote(fieldName(nb.f)))
	}
	return names
}

// fieldName names a field for Decision.Match: its name, id, label or
// placeholder.
func fieldName(f *analyzer.Field) string {
	return trimMatch(firstOf(f.Name, f.ID, f.Label, f.Placeholder, f.AriaLabel))
}

// houseNumber: a field that says only "number" right beside a street is
// the house's number (context.house-number): allow, and no card rule may
// read it as a card's number or security code. Right beside a card's
// field as well, the evidence is mixed and the card rules decide. A field
// that names a house number itself ("Hausnummer", "numero civico") is
// allow by its own words.
func (g *grp) houseNumber() {
	for i := range g.ms {
		mb := &g.ms[i]
		if !mb.bare() || mb.part != 0 || !mb.fx.own.has(gNumberWord) {
			continue
		}
		if g.nearest(i, 1, "card-number", "card-expiry", "card-security-code") >= 0 {
			continue
		}
		switch strings.ToLower(mb.f.Type) {
		case "", "text", "tel", "number":
		default:
			continue
		}
		for _, j := range [2]int{i - 1, i + 1} {
			if j < 0 || j >= len(g.ms) {
				continue
			}
			if nb := &g.ms[j]; nb.d.Class == Allow && nb.fx.own.has(gStreet) && !nb.fx.own.has(gNumberWord) {
				mb.d = Decision{Class: Allow, Rule: "context.house-number", Attr: "form", Match: describe("street", nb.f)}
				break
			}
		}
	}
}

// dateOfBirth: the day, month and year parts next to a date of birth are
// parts of it (context.date-of-birth). A run of adjacent date parts is a
// date of birth when one of its fields is, when the form's heading says so,
// or when its year select lists years decades back.
func (g *grp) dateOfBirth() {
	g.inBirth = make([]bool, len(g.ms))
	dateLike := func(i int) bool {
		mb := &g.ms[i]
		return mb.part != 0 || mb.d.Kind == "date-of-birth" && mb.d.Class == Redact
	}
	for i := 0; i < len(g.ms); {
		if !dateLike(i) {
			i++
			continue
		}
		j := i
		parts := 0
		for j < len(g.ms) && dateLike(j) {
			parts |= g.ms[j].part
			j++
		}
		attr, match := "", ""
		for k := i; k < j && match == ""; k++ {
			if g.ms[k].d.Kind == "date-of-birth" {
				attr, match = "form", describe("date of birth", g.ms[k].f)
			}
		}
		if match == "" && g.headBirth {
			attr, match = "heading", g.heading
		}
		if match == "" && parts != partDay && parts != partMonth && parts != partYear {
			for k := i; k < j && match == ""; k++ {
				if g.ms[k].fx.pastYears {
					attr, match = "option", describe("year of birth", g.ms[k].f)
				}
			}
		}
		if match != "" {
			for k := i; k < j; k++ {
				g.inBirth[k] = true
				if g.ms[k].part != 0 && g.ms[k].bare() {
					g.raise(k, Decision{Class: Redact, Rule: "context.date-of-birth", Attr: attr, Match: match, Kind: "date-of-birth"})
				}
			}
		}
		i = j
	}
}

// documentExpiry lowers an "expiry" read as a card's expiry to allow when
// the form asks for a passport or a driving licence and holds no card
// field at all (context.document-expiry). The per-field rule guesses
// "card" for a bare "expiry" because that is what most forms mean by it;
// the issue and expiry dates of an identity document are allow (SPEC,
// corpus decisions), and a form with a passport number and no card number,
// security code or card word is plainly about the document. Only text
// guesses are lowered: an autocomplete cc-exp token stays block.
func (g *grp) documentExpiry() {
	if g.has("card-number", "card-security-code", "gift-card") >= 0 {
		return
	}
	for i := range g.ms {
		if strings.HasPrefix(autocompleteField(g.ms[i].f.Autocomplete), "cc-") || g.ms[i].fx.own.has(gCard) {
			return
		}
	}
	attr, match := "", ""
	for i := range g.ms {
		if d := g.ms[i].d; d.Class == Redact && (d.Kind == "passport" || d.Kind == "driving-licence") {
			attr, match = "form", g.ms[i].named()
			break
		}
	}
	if match == "" && g.headDocument {
		attr, match = "heading", g.heading
	}
	if match == "" {
		return
	}
	for i := range g.ms {
		if d := g.ms[i].d; d.Kind == "card-expiry" && d.Rule == "text.card-expiry" {
			g.ms[i].d = Decision{Class: Allow, Rule: "context.document-expiry", Attr: attr, Match: match}
		}
	}
}

// cardExpiry: a bare month or year field next to a card number is the
// card's expiry (context.card-expiry); so are bare month and year fields
// under a heading about the card's expiry. A run with a day in it is a
// full date, not a card's expiry.
// expWord: a field that says only "Exp.", or names an expiry by a word
// that alone could mean another ("gueltig_bis", "vencimiento"), within two
// fields of a card's number or security code is the card's expiry
// (context.card-expiry). Gateways name a whole MM/YY box so ("exp" beside
// "cvv"); expiryCodes reads the short boxes and selects.
func (g *grp) expWord() {
	for i := range g.ms {
		mb := &g.ms[i]
		own := &mb.fx.own
		if mb.d.Class != Allow || !own.has(gExpWord) && !own.has(gExpCode) {
			continue
		}
		if g.inBirth[i] || mb.fx.plain || own.has(gDocument) || own.has(gDay) {
			continue
		}
		if n := g.nearest(i, 2, "card-number", "card-security-code"); n >= 0 {
			g.raise(i, Decision{Class: Block, Rule: "context.card-expiry", Attr: "form", Match: g.ms[n].named(), Kind: "card-expiry"})
		}
	}
}

// securityAnswer: the box right after a security question chosen from a
// list, that says nothing or "answer", is its answer
// (context.security-answer).
func (g *grp) securityAnswer() {
	for i := 1; i < len(g.ms); i++ {
		mb, q := &g.ms[i], &g.ms[i-1]
		if mb.d.Class != Allow || q.f.Tag != "select" || !g.kindAt(i-1, "security-answer") {
			continue
		}
		if mb.bare() || mb.fx.own.has(gAnswer) {
			g.raise(i, Decision{Class: Block, Rule: "context.security-answer", Attr: "form", Match: describe("security question", q.f), Kind: "security-answer"})
		}
	}
}

func (g *grp) cardExpiry() {
	for i := range g.ms {
		mb := &g.ms[i]
		if mb.part&(partMonth|partYear) == 0 || g.inBirth[i] || !mb.bare() || mb.fx.pastYears || mb.fx.own.has(gDocument) {
			continue
		}
		if g.runParts(i)&partDay != 0 {
			continue
		}
		if n := g.nearest(i, 3, "card-number"); n >= 0 {
			g.raise(i, Decision{Class: Block, Rule: "context.card-expiry", Attr: "form", Match: describe("card number", g.ms[n].f), Kind: "card-expiry"})
		} else if g.headCard && g.runParts(i) == partMonth|partYear {
			g.raise(i, Decision{Class: Block, Rule: "context.card-expiry", Attr: "heading", Match: g.heading, Kind: "card-expiry"})
		}
	}
}

// runParts returns the date parts of the run of adjacent date-part fields
// that holds field i.
func (g *grp) runParts(i int) int {
	parts := 0
	for k := i; k >= 0 && g.ms[k].part != 0; k-- {
		parts |= g.ms[k].part
	}
	for k := i + 1; k < len(g.ms) && g.ms[k].part != 0; k++ {
		parts |= g.ms[k].part
	}
	return parts
}

// cardNumber: in a form with a card's expiry or security code and no card
// number, a field that says only "number", "PAN" or "acct", or a bare box
// for a long number, beside them is the card number (context.card-number).
func (g *grp) cardNumber() {
	if g.has("card-number") >= 0 {
		return
	}
	for i := range g.ms {
		mb := &g.ms[i]
		if !mb.bare() || mb.part != 0 || !mb.fx.own.has(gNumberWord) && !mb.fx.own.has(gCardAlias) && !longNumberBox(mb.f) {
			continue
		}
		if n := g.nearest(i, 2, "card-expiry", "card-security-code"); n >= 0 {
			g.raise(i, Decision{Class: Block, Rule: "context.card-number", Attr: "form", Match: g.ms[n].named(), Kind: "card-number"})
		}
	}
}

// securityCode: a short unnamed box right after a card's number or expiry,
// in a form with a card number and no security code of its own, is the
// card's security code (context.card-security-code). Short: a maxlength of
// 3 or 4, or a placeholder of three or four digits or dots.
func (g *grp) securityCode() {
	if g.has("card-number") < 0 {
		return
	}
	for i := range g.ms {
		mb := &g.ms[i]
		switch strings.ToLower(mb.f.Type) {
		case "", "text", "tel", "number", "password":
		default:
			continue
		}
		if !mb.bare() || mb.part != 0 || postalWords(&mb.fx.own) || !shortCode(mb.f) {
			continue
		}
		// "card_2" after "card_1" is the number's next four digits
		// (context.segment), not its code.
		if i > 0 && wordless(mb.f) && sameStem(g.ms[i-1].f.Name, mb.f.Name) {
			continue
		}
		g.cardCodeAfter(i, "card-number", "card-expiry")
	}
}

// cardCodeAfter makes field i the card's security code when one of the
// two fields before it is a card's field of one of kinds, and no security
// code is near.
func (g *grp) cardCodeAfter(i int, kinds ...string) {
	if g.nearest(i, 3, "card-security-code") >= 0 {
		return
	}
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if g.kindAt(k, kinds...) {
			g.raise(i, Decision{Class: Block, Rule: "context.card-security-code", Attr: "form", Match: g.ms[k].named(), Kind: "card-security-code"})
			return
		}
	}
}

// pictureHintCode: "Security code (see image)" right after a card's number
// or expiry, in a form with no other security code, is the card's code,
// though its picture hint reads like a CAPTCHA's and kept the per-field
// rules from reading it (context.card-security-code). A field that says
// "captcha" stays a CAPTCHA.
func (g *grp) pictureHintCode() {
	if g.has("card-number") < 0 || g.has("card-security-code") >= 0 {
		return
	}
	for i := range g.ms {
		mb := &g.ms[i]
		own := &mb.fx.own
		if mb.d.Class != Allow || !own.has(gCaptcha) || own.has(gCaptchaName) || !own.anyOf(codeGroups) {
			continue
		}
		g.cardCodeAfter(i, "card-number", "card-expiry")
	}
}

// shortCode reports a box sized for a card's security code.
func shortCode(f *analyzer.Field) bool {
	if f.MaxLength == "3" || f.MaxLength == "4" {
		return true
	}
	p := strings.TrimSpace(f.Placeholder)
	if n := len([]rune(p)); n < 3 || n > 4 {
		return false
	}
	for _, r := range p {
		if !(r >= '0' && r <= '9' || r == '*' || r == '•' || r == '·' || r == 'x' || r == 'X') {
			return false
		}
	}
	return true
}

// codeBoxes: four or more adjacent boxes of one character each are the
// digits of one code (context.code-boxes).
func (g *grp) codeBoxes() {
	box := func(i int) bool { return oneCharBox(g.ms[i].f) && !g.ms[i].fx.plain }
	g.raiseRuns(box, 4, func(n int) Decision {
		return Decision{Class: Block, Rule: "context.code-boxes", Attr: "form", Match: strconv.Itoa(n) + " adjacent one-character boxes", Kind: "one-time-code"}
	})
}

// raiseRuns raises each field of every run of at least least adjacent
// fields that in reports to the decision that d gives for the run's
// length.
func (g *grp) raiseRuns(in func(i int) bool, least int, d func(n int) Decision) {
	for i := 0; i < len(g.ms); {
		j := i
		for j < len(g.ms) && in(j) {
			j++
		}
		if j-i >= least {
			dec := d(j - i)
			for k := i; k < j; k++ {
				g.raise(k, dec)
			}
		}
		i = max(j, i+1)
	}
}

// segments: a value split over several boxes ("cc1" to "cc4" for a card
// number in groups of four digits, "acct[0]" and "acct[1]") is as
// sensitive in each box as in the first, which is often the only one
// with a label (context.segment). A segment is a bare box with no words
// of its own right after a redact or block field, or after another
// segment, whose name is that field's name with another number at its
// end. A box with a label of its own is a field of its own, however it
// is named: many forms number all their fields ("f6", "f7").
func (g *grp) segments() {
	for i := 1; i < len(g.ms); i++ {
		prev, mb := &g.ms[i-1], &g.ms[i]
		if !mb.bare() || !wordless(mb.f) || prev.d.Class == Allow || prev.d.Kind == "dynamic" || !sameStem(prev.f.Name, mb.f.Name) {
			continue
		}
		d := prev.d
		if d.Rule != "context.segment" {
			d = prev.taken("context.segment")
		}
		g.raise(i, d)
	}
}

// confirmations: a box right after a redact or block field, of the same
// type, whose own words only ask to confirm ("Confirm", "Repeat",
// "Re-enter", "Again") is that field typed again: a new PIN's second box,
// an account number's check (context.confirmation).
func (g *grp) confirmations() {
	for i := 1; i < len(g.ms); i++ {
		prev, mb := &g.ms[i-1], &g.ms[i]
		if !mb.bare() || prev.d.Class == Allow || prev.d.Kind == "dynamic" || !strings.EqualFold(prev.f.Type, mb.f.Type) || !asksToConfirmOnly(mb.f) {
			continue
		}
		g.raise(i, prev.taken("context.confirmation"))
	}
}

// asksToConfirmOnly reports a field whose own words (ownText) are all
// words that ask to type something again, and at least one.
func asksToConfirmOnly(f *analyzer.Field) bool {
	seen := false
	for _, s := range ownText(f) {
		last := ""
		for _, w := range strings.Fields(fold(s)) {
			if last == "re" && (w == "enter" || w == "type") {
				seen = true // "Re-enter", "Re-type"
			}
			last = w
			switch w {
			case "confirm", "confirmation", "repeat", "reenter", "retype", "again",
				"bestatigen", "bestatigung", "wiederholen", "wiederholung", "confirmer", "confirmar",
				"repetir", "bevestigen", "bevestiging", "herhalen", "herhaal", "conferma", "confermare", "ripeti", "ripetere":
				seen = true
			case "re", "enter", "type", "please":
				// "Please type again": said with one of the others.
			default:
				if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
					return false
				}
			}
		}
	}
	return seen
}

// ownText is what a field says of itself: its label, aria-label,
// placeholder, title, tool parameter title and the text right before it.
func ownText(f *analyzer.Field) [6]string {
	return [...]string{f.Label, f.AriaLabel, f.Placeholder, f.Title, f.ParamTitle, f.Nearby}
}

// wordless reports a field whose own text (ownText) has no letter in it:
// nothing, or a separator or digits ("-", "/", "0000").
func wordless(f *analyzer.Field) bool {
	for _, s := range ownText(f) {
		if strings.IndexFunc(s, unicode.IsLetter) >= 0 {
			return false
		}
	}
	return true
}

// sameStem reports two names that differ only in the number at their end.
func sameStem(a, b string) bool {
	sa, okA := nameStem(a)
	sb, okB := nameStem(b)
	return okA && okB && sa == sb && !strings.EqualFold(a, b)
}

// nameStem returns a field's name without the number at its end ("cc" of
// "cc2", "acct" of "acct[1]" or "acct_1"), in lower case, and whether the
// name ends in a number at all.
func nameStem(name string) (string, bool) {
	s := strings.ToLower(strings.TrimSpace(name))
	s = strings.TrimSuffix(s, "]")
	end := len(s)
	for end > 0 && s[end-1] >= '0' && s[end-1] <= '9' {
		end--
	}
	if end == len(s) {
		return "", false
	}
	s = strings.TrimRight(s[:end], "[_-.")
	return s, s != ""
}

// secretCharacters: two or more adjacent fields that each take one
// character, a box of maxlength 1 or a select of single characters (ten
// or more, and few options of another sort such as "-"), and whose own
// words name nothing but a character's place ("Character 2", "5th
// digit") or nothing at all, ask for characters of a secret by their
// places: "characters 2, 5 and 7 of your memorable information", "the
// 1st and 4th digits of your passcode" (context.secret-characters). A row
// and a seat letter, each named, are not. Four or more one-character
// boxes are a code's digits already (context.code-boxes).
func (g *grp) secretCharacters() {
	one := func(i int) bool {
		mb := &g.ms[i]
		return !mb.fx.plain && (mb.d.Class == Block || mb.bare()) && (oneCharBox(mb.f) || oneCharSelect(mb.f)) && namesPlaceOnly(mb.f)
	}
	g.raiseRuns(one, 2, func(n int) Decision {
		return Decision{Class: Block, Rule: "context.secret-characters", Attr: "form", Match: strconv.Itoa(n) + " adjacent one-character fields", Kind: "password"}
	})
}

// placeWord reports a word that names a character by its place, in the
// languages the classifier reads, folded, or an ordinal ending or an "of"
// that goes with one. A switch, not a map: nothing built at start-up.
func placeWord(w string) bool {
	switch w {
	case "character", "char", "digit", "letter", "position",
		"caractere", "chiffre", "lettre", "zeichen", "stelle", "ziffer", "buchstabe",
		"caracter", "digito", "letra", "posicion", "posicao",
		"teken", "cijfer", "positie", "carattere", "cifra", "lettera", "posizione",
		"st", "nd", "rd", "th", "e", "er", "eme", "o", "a",
		"of", "de", "van", "von", "di":
		return true
	}
	return false
}

// namesPlaceOnly reports a field whose own words (ownText) are only
// placeWord words and numbers, or none.
func namesPlaceOnly(f *analyzer.Field) bool {
	for _, s := range ownText(f) {
		for _, w := range strings.Fields(fold(s)) {
			if !placeWord(w) && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
				return false
			}
		}
	}
	return true
}

// recoveryPhrase: twelve or more adjacent text boxes with no words of
// their own ("1.", "2.", or nothing), in a form whose heading, submit
// button or aria-label speaks of a wallet or its recovery phrase
// ("Import wallet", "Restore"), are the words of the wallet's recovery
// phrase, which is the wallet itself (context.recovery-phrase). Wallets
// ask for 12 to 24 words, one box each.
func (g *grp) recoveryPhrase() {
	if g.wallet == "" {
		return
	}
	box := func(i int) bool {
		mb := &g.ms[i]
		switch strings.ToLower(mb.f.Type) {
		case "", "text", "password", "search":
		default:
			return false
		}
		return mb.f.Tag == "input" && (mb.bare() || mb.d.Class == Block) && wordless(mb.f)
	}
	g.raiseRuns(box, 12, func(int) Decision {
		return Decision{Class: Block, Rule: "context.recovery-phrase", Attr: g.walletAttr, Match: g.wallet, Kind: "secret"}
	})
}

// oneCharBox reports a text box that takes one character.
func oneCharBox(f *analyzer.Field) bool {
	switch strings.ToLower(f.Type) {
	case "", "text", "tel", "number", "password":
		return f.MaxLength == "1"
	}
	return false
}

// oneCharSelect reports a select of ten or more single letters or
// digits, with at most one other option for every four of them ("-",
// "Select", a value the page added).
func oneCharSelect(f *analyzer.Field) bool {
	if f.Tag != "select" {
		return false
	}
	singles, others := 0, 0
	for _, o := range f.Options {
		text := strings.TrimSpace(o.Label)
		if text == "" {
			text = strings.TrimSpace(o.Value)
		}
		if r, size := utf8.DecodeRuneInString(text); text != "" && size == len(text) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			singles++
		} else {
			others++
		}
	}
	return singles >= 10 && others*4 <= singles
}

// index lists the members by a key of their field, in member order, so
// that a rule about fields that share a name or id looks at those alone:
// comparing every member with every other made a form of 32,000 fields
// take 16 s.
func (g *grp) index(key func(*analyzer.Field) string) map[string][]int {
	m := map[string][]int{}
	for i := range g.ms {
		if k := key(g.ms[i].f); k != "" {
			m[k] = append(m[k], i)
		}
	}
	return m
}

// sameName: a bare field that shares its name with a blocked field sends
// its value under the same key: the number and PIN of one card, the halves
// of one code (context.same-name).
func (g *grp) sameName() {
	byName := g.index(func(f *analyzer.Field) string { return f.Name })
	for i := range g.ms {
		mb := &g.ms[i]
		if mb.f.Name == "" || !mb.bare() {
			continue
		}
		for _, j := range byName[mb.f.Name] {
			if j != i && g.ms[j].d.Class == Block && g.ms[j].d.Kind != "dynamic" {
				g.raise(i, g.ms[j].taken("context.same-name"))
				break
			}
		}
	}
}

// sameID: a field with no name is found on the page by its id, and when a
// redact or block field has the same id (invalid HTML, common in practice)
// nothing tells the two apart: it takes that field's class
// (context.same-id).
func (g *grp) sameID() {
	byID := g.index(func(f *analyzer.Field) string { return f.ID })
	for i := range g.ms {
		mb := &g.ms[i]
		if mb.f.Name != "" || mb.f.ID == "" {
			continue
		}
		for _, j := range byID[mb.f.ID] {
			tw := &g.ms[j]
			if j != i && tw.d.Class > mb.d.Class && tw.d.Kind != "dynamic" {
				g.raise(i, tw.taken("context.same-id"))
			}
		}
	}
}

// loginID lowers a membership or account number to allow when it is the
// identifier of a sign-in form: at most two fields besides the password or
// PIN, and this one first (context.login-id). There it is the account's
// username, which the agent needs to sign in; the corpus decisions treat a
// customer or member number used as a login like a username. Only redact
// identifiers are lowered, never a blocked value such as a national id.
//
// A numeric login beside card wording is the number of a membership or
// loyalty card and stays redact (context.card-login): its own words, its
// description, its legend or the form's heading speak of a card ("Enter
// the number on your Clubcard"), and it is made for digits.
func (g *grp) loginID() {
	secret, entries := -1, 0
	for i := range g.ms {
		mb := &g.ms[i]
		switch {
		case mb.d.Class == Block && (mb.d.Kind == "password" || mb.d.Kind == "pin"):
			if secret < 0 {
				secret = i
			}
		case mb.f.Tag == "select" || mb.f.Type == "checkbox" || mb.f.Type == "radio":
		default:
			entries++
		}
	}
	if secret < 0 || entries > 2 {
		return
	}
	for i := 0; i < secret; i++ {
		mb := &g.ms[i]
		if mb.f.Tag == "select" || mb.f.Type == "checkbox" || mb.f.Type == "radio" {
			continue
		}
		card := g.cardWording(i)
		switch {
		case mb.d.Class == Redact && !mb.d.Overridden && mb.d.Kind == "loyalty-number" && card != "":
			// The card's number stays what it is.
		case mb.d.Class == Redact && !mb.d.Overridden && (mb.d.Kind == "loyalty-number" || mb.d.Kind == "bank-account"):
			mb.d = Decision{Class: Allow, Rule: "context.login-id", Attr: "form", Match: describe("sign-in "+g.ms[secret].d.Kind, g.ms[secret].f)}
		case mb.d.Class == Allow && card != "" && digitsBox(mb.f) && !mb.fx.own.has(gPhone) && !mb.fx.own.has(gPlainEmail):
			mb.d = Decision{Class: Redact, Rule: "context.card-login", Attr: "form", Match: card, Kind: "loyalty-number"}
		}
		return
	}
}

// cardWording returns what speaks of a card around field i: a card noun in
// its own words, its description or legend ("Clubcard number", "the
// number on your card"), or in the form's heading; "" when nothing does.
func (g *grp) cardWording(i int) string {
	mb := &g.ms[i]
	for _, set := range []*groupSet{&mb.fx.own, &mb.fx.desc, &mb.fx.legend} {
		if set.has(gCardNoun) || set.has(gCardCompound) {
			return describe("card-worded", mb.f)
		}
	}
	if g.headCardNoun {
		return g.heading
	}
	return ""
}

// digitsBox reports a box made for digits: type tel or number, inputmode
// numeric, a pattern of digits, or a placeholder of digits.
func digitsBox(f *analyzer.Field) bool {
	typ := strings.ToLower(f.Type)
	p := strings.TrimSpace(f.Pattern)
	if typ == "tel" || typ == "number" || f.InputMode == "numeric" || strings.HasPrefix(p, "[0-9") || strings.HasPrefix(p, `\d`) {
		return true
	}
	ph := strings.ReplaceAll(strings.ReplaceAll(f.Placeholder, " ", ""), "-", "")
	_, ok := atoi(ph)
	return ok && len(ph) >= 6
}

// credentialPair: in a form whose only two entries are a sign-in name and
// a bare box named "p", the box is the password (context.credential-pair).
// A one-letter name says nothing alone; "u" and "p" side by side are the
// old convention for a username and its password.
func (g *grp) credentialPair() {
	var entries []int
	for i := range g.ms {
		switch strings.ToLower(g.ms[i].f.Type) {
		case "", "text", "tel", "email", "password":
			entries = append(entries, i)
		case "checkbox", "radio", "submit", "button", "hidden":
		default:
			return
		}
	}
	if len(entries) != 2 {
		return
	}
	user, pass := &g.ms[entries[0]], &g.ms[entries[1]]
	if !strings.EqualFold(pass.f.Name, "p") || !pass.bare() {
		return
	}
	switch strings.ToLower(user.f.Name) {
	case "u", "user", "username", "login", "email", "e":
	default:
		if !strings.EqualFold(user.f.Type, "email") && autocompleteField(user.f.Autocomplete) != "username" {
			return
		}
	}
	g.raise(entries[1], Decision{Class: Block, Rule: "context.credential-pair", Attr: "form", Match: describe("sign-in name", user.f), Kind: "password"})
}

// dateParts returns the parts of a date a field asks for: from the words
// of its own text, from the choices of a select, or all three for a bare
// date input.
func dateParts(f *analyzer.Field, fx *facts) int {
	// "MMScreditCardHolder" is a holder's name, not a month.
	if !fx.scanned || fx.plain || fx.own.has(gCardAttribute) {
		return 0
	}
	p := 0
	if fx.own.has(gDay) {
		p |= partDay
	}
	if fx.own.has(gMonth) {
		p |= partMonth
	}
	if fx.own.has(gYear) {
		p |= partYear
	}
	if strings.EqualFold(f.Type, "date") && !fx.sensitive {
		p |= partDay | partMonth | partYear
	}
	if strings.EqualFold(f.Type, "month") && !fx.sensitive {
		p |= partMonth | partYear
	}
	if f.Tag == "select" && plainOptions(f) {
		p |= optionParts(f)
	}
	if f.Tag == "select" && monthChoices(f) {
		p |= partMonth
	}
	return p
}

// monthStems are the beginnings of the names of the months, January
// first, in the languages of the term tables, folded as field text is
// (space-separated per month). Each list is read only at its month's
// place in a select, so one stem may start months of two languages.
var monthStems = [12]string{
	"jan ene gen ian sty led tam ocak jaan saus sij янв яну јан січ ιαν ינו ينا",
	"feb fev lut uno hel sub veeb vas velj фев феб лют φεβ פבר فبر",
	"mar maa bre kov ozu мар бер μαρ מרץ مار",
	"apr avr abr kwi dub huh nis bal tra апр кві απρ אפר ابر أبر",
	"may mai mei mag maj kve tou geg svi маи мај тра μαι מאי ماي",
	"jun juin giu iun cze cer kes haz juu bir lip июн јун чер ιουν יונ يون",
	"jul juil lug iul lip cer hei tem juu lie srp июл јул лип ιουλ יול يول",
	"aug ago aou sie srp elo agu rug kol авг авгу сер αυγ אוג اغس أغس",
	"sep set wrz zar syy eyl rug ruj сен сеп вер σεπ ספט سبت",
	"oct okt ott out paz rij lok eki spa lis окт жов οκτ אוק اكت أكت",
	"nov lis lap kas stu mar ноя нов лис νοε נוב نوف",
	"dec dez dic gru pro jou ara det dets дек гру δεκ דצמ ديس",
}

// monthChoices reports a select of the twelve months by name, in order,
// in any language of monthStems: "January", "janv.", "01 - January",
// "Ιανουάριος", or a number with the word for a month ("1月", "1월").
func monthChoices(f *analyzer.Field) bool {
	if len(f.Options) < 12 {
		return false
	}
	month := 0
	for _, op := range f.Options {
		if month == 12 {
			break
		}
		if namesMonth(op.Label, month) {
			month++
		} else if month > 0 {
			return false
		}
	}
	return month == 12
}

// namesMonth reports a choice's label that names month k (0 for January):
// its first word starts with one of the month's stems, after any number;
// or it is the number k+1 beside a word for "month" ("1月", "Tháng 1").
func namesMonth(label string, k int) bool {
	var b strings.Builder
	text, toks := tokenize(label, &b, nil)
	num, monthWord := -1, false
	for _, t := range toks {
		w := text[t.start:t.end]
		if n, ok := atoi(w); ok {
			num = n
			continue
		}
		if w == "月" || w == "월" || w == "thang" {
			monthWord = true
			continue
		}
		for _, stem := range strings.Fields(monthStems[k]) {
			if strings.HasPrefix(w, stem) {
				return true
			}
		}
		return false
	}
	return monthWord && num == k+1
}

// optionParts reads the date part a select offers from its numeric
// choices: 1 to 12 is a month, 1 to 31 a day, and a list of years a year.
func optionParts(f *analyzer.Field) int {
	var seen [32]bool
	n, small, hi, years, twoDigit := 0, 0, 0, 0, 0
	for _, op := range f.Options {
		v := strings.TrimSpace(op.Value)
		if _, ok := atoi(v); !ok {
			v = strings.TrimSpace(op.Label)
		}
		x, ok := atoi(v)
		if !ok {
			continue
		}
		n++
		hi = max(hi, x)
		if x >= 1 && x <= 31 && !seen[x] {
			seen[x] = true
			small++
		}
		if len(v) == 4 && x >= 1900 && x <= 2100 {
			years++
		}
		if len(v) <= 2 {
			twoDigit++
		}
	}
	switch {
	case n == 0:
		return 0
	case hi <= 12 && small == 12:
		return partMonth
	case hi <= 31 && small >= 28:
		return partDay
	case years >= 5 && years*2 >= n:
		return partYear
	case twoDigit == n && n >= 5 && hi > 31:
		return partYear
	}
	return 0
}

// nationalID: a field named by a code that is an identity number only in
// company ("RG", "CF", "C.I."; ctx.id-code), in a form that asks for
// another identity number or a tax id, is an identity number too
// (context.national-id): a Brazilian form with a CPF asks for the RG, an
// Italian invoice with a partita IVA for the codice fiscale.
func (g *grp) nationalID() {
	for i := range g.ms {
		mb := &g.ms[i]
		if !mb.fx.idCode || mb.fx.plain || mb.d.Class == Block {
			continue
		}
		for j := range g.ms {
			nb := &g.ms[j]
			if j == i || nb.fx.idCode || !(nb.d.Class == Block && nb.d.Kind == "national-id" || nb.d.Class == Redact && nb.d.Kind == "tax-id") {
				continue
			}
			g.raise(i, Decision{Class: Block, Rule: "context.national-id", Attr: "form", Match: nb.named(), Kind: "national-id"})
			break
		}
	}
}

// longNumberBox reports a text box made for a long number: numeric input
// (type tel, inputmode numeric, or a pattern of digits) with room for a
// card's 13 to 19 digits or no limit. A type=number box holds a quantity
// or an amount as often as anything, and is not one.
func longNumberBox(f *analyzer.Field) bool {
	typ := strings.ToLower(f.Type)
	p := strings.TrimSpace(f.Pattern)
	numeric := typ == "tel" || f.InputMode == "numeric" || strings.HasPrefix(p, "[0-9") || strings.HasPrefix(p, `\d`)
	if !numeric || typ != "text" && typ != "tel" {
		return false
	}
	n, ok := atoi(f.MaxLength)
	return !ok || n >= 13
}

// expiryCodes: inside a card's group (within four places of the card's
// number, security code or expiry), a field named by a code of a card's
// expiry ("exp", "vto", "venc", "ablauf", "validade"), or by a code of a
// month or year ("m", "yy", "mes") when it is a select or a box of at
// most four characters, is the card's expiry (context.card-expiry). A
// part of a date of birth, a select of years decades back, a document's
// date and a plainly named field are not.
func (g *grp) expiryCodes() {
	for i := range g.ms {
		mb := &g.ms[i]
		own := &mb.fx.own
		if mb.d.Class == Block || g.inBirth[i] || mb.fx.pastYears || mb.fx.plain || own.has(gDocument) {
			continue
		}
		// A day makes a full date, unless the field names an expiry
		// ("ddExpYear": a dropdown's "dd").
		expCode := own.has(gExpCode)
		if !expCode && (own.has(gDay) || g.runParts(i)&partDay != 0) {
			continue
		}
		switch strings.ToLower(mb.f.Type) {
		case "select-one", "text", "tel", "number", "":
		default:
			continue
		}
		small := mb.f.Tag == "select" || shortBox(mb.f) && !strings.EqualFold(mb.f.Type, "password")
		codes := own.has(gMonthCode) || own.has(gYearCode) || optionParts(mb.f)&(partMonth|partYear) != 0 && plainOptions(mb.f)
		if !(expCode && (codes || small) || codes && small && mb.d.Class == Allow && !mb.fx.sensitive) {
			continue
		}
		if n := g.nearest(i, 4, "card-number", "card-security-code", "card-expiry"); n >= 0 {
			g.raise(i, Decision{Class: Block, Rule: "context.card-expiry", Attr: "form", Match: g.ms[n].named(), Kind: "card-expiry"})
		}
	}
}

// plainOptions reports a select whose choices say no more than a month or
// a year ("01", "2027", "Jan", "März"), unlike a choice of instalments
// ("3x de R$ 33,00") or of amounts.
func plainOptions(f *analyzer.Field) bool {
	for _, op := range f.Options {
		l := strings.TrimSpace(op.Label)
		if l == "" || strings.HasPrefix(l, "-") {
			continue
		}
		letters, digits := 0, 0
		for _, r := range l {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case unicode.IsLetter(r):
				letters++
			case r == ' ' || r == '.' || r == '-' || r == '/':
			default:
				return false
			}
		}
		if digits > 0 && letters > 0 || digits > 4 || letters > 12 {
			return false
		}
	}
	return true
}

// readFormText reads the form's heading, submit button and aria-label for
// words about verifying or confirming something (ctx.verify) and for
// words of a wallet's recovery phrase (ctx.wallet-seed): the first of
// each, in that order.
func (g *grp) readFormText(ft formText) {
	for _, t := range [...]struct{ attr, s string }{{"heading", ft.heading}, {"submit", ft.submit}, {"form", ft.label}} {
		if t.s == "" {
			continue
		}
		s := t.s
		if len(s) > maxText {
			s = s[:maxText]
		}
		var b strings.Builder
		text, toks := tokenize(s, &b, nil)
		hits := m.scan(attrHeading, text, toks, 0, nil)
		if hasCJK(text) {
			hits = m.scanCJK(attrHeading, text, 0, hits)
		}
		for _, h := range hits {
			switch {
			case h.group == gVerify && g.verify == "":
				g.verify, g.verifyAttr = trimMatch(t.s), t.attr
			case h.group == gWalletSeed && g.wallet == "":
				g.wallet, g.walletAttr = trimMatch(t.s), t.attr
			}
		}
	}
}

// verifyCode: in a small form (at most three boxes to type in) whose own
// text is about verifying or confirming ("Verify your phone", a "Confirm"
// button), a box that says only "code" or "token", or a bare numeric box
// for four to ten characters, is a one-time code (context.one-time-code).
// A promotion, postal or dialling code and a CAPTCHA say so and are not.
func (g *grp) verifyCode() {
	if g.verify == "" {
		return
	}
	entries := 0
	for i := range g.ms {
		switch strings.ToLower(g.ms[i].f.Type) {
		case "", "text", "tel", "number", "password", "email", "textarea":
			entries++
		}
	}
	if entries > 3 {
		return
	}
	for i := range g.ms {
		mb := &g.ms[i]
		own := &mb.fx.own
		if mb.d.Class != Allow || mb.fx.plain || own.has(gPlainCode) || postalWords(own) || own.has(gCaptcha) || own.has(gCaptchaName) {
			continue
		}
		switch strings.ToLower(mb.f.Type) {
		case "", "text", "tel", "number":
		default:
			continue
		}
		if own.has(gCodeWord) && !mb.fx.sensitive || mb.bare() && shortNumericBox(mb.f) {
			g.raise(i, Decision{Class: Block, Rule: "context.one-time-code", Attr: g.verifyAttr, Match: g.verify, Kind: "one-time-code"})
		}
	}
}

// shortNumericBox reports a box for a short code of digits: numeric input
// (type tel or number, inputmode numeric, or a pattern of digits) of four
// to ten characters.
func shortNumericBox(f *analyzer.Field) bool {
	typ := strings.ToLower(f.Type)
	p := strings.TrimSpace(f.Pattern)
	if !(typ == "tel" || typ == "number" || f.InputMode == "numeric" || strings.HasPrefix(p, "[0-9") || strings.HasPrefix(p, `\d`)) {
		return false
	}
	n, ok := atoi(f.MaxLength)
	if !ok {
		n, ok = atoi(f.Max)
		return ok && n >= 999 && n <= 9999999999
	}
	return n >= 4 && n <= 10
}

// bankAccount: a field named by a word of an account or branch number that
// only a bank makes one ("Conta", "Agência", "Cuenta", "Konto"; fields
// whose other words name its type, holder or currency are not), in a form
// with a bank account number or IBAN or a field that names the bank, or
// under a heading about a bank or a transfer, is a bank account number
// (context.bank-account). A select
// chooses among banks or account types and is not one.
func (g *grp) bankAccount() {
	bank, attr, match := -1, "", ""
	for i := range g.ms {
		d := g.ms[i].d
		if d.Class == Redact && (d.Kind == "bank-account" || d.Kind == "iban") || g.ms[i].fx.own.has(gBankWord) {
			bank = i
			break
		}
	}
	switch {
	case bank >= 0:
		what := "bank"
		if k := g.ms[bank].d.Kind; k != "" {
			what = strings.ReplaceAll(k, "-", " ")
		}
		attr, match = "form", describe(what, g.ms[bank].f)
	case g.headBankWord:
		attr, match = "heading", g.heading
	default:
		return
	}
	for i := range g.ms {
		mb := &g.ms[i]
		if !mb.fx.bankWord || mb.fx.plain || mb.d.Class != Allow || mb.f.Tag == "select" {
			continue
		}
		switch strings.ToLower(mb.f.Type) {
		case "", "text", "tel", "number":
		default:
			continue
		}
		g.raise(i, Decision{Class: Redact, Rule: "context.bank-account", Attr: attr, Match: match, Kind: "bank-account"})
	}
}

// maxFewChoices bounds a choice read for what its options name: a choice
// of identity documents or of card brands is short, a list of countries
// is not.
const maxFewChoices = 8

// fewChoices returns the labels of the choice that starts at field i, and
// the index of its last field: the options of a select, or the labels of
// a run of radio buttons that share a name. It returns nil when the
// choice offers fewer than two or more than maxFewChoices options.
func (g *grp) fewChoices(i int) (labels []string, last int) {
	last = i
	f := g.ms[i].f
	if f.Tag == "select" {
		for _, op := range f.Options {
			// "-- choose --" and empty choices choose nothing.
			if l := strings.TrimSpace(op.Label); l != "" && l[0] != '-' {
				labels = append(labels, l)
			}
		}
	} else if f.Type == "radio" && f.Name != "" {
		for ; last < len(g.ms) && g.ms[last].f.Type == "radio" && g.ms[last].f.Name == f.Name; last++ {
			labels = append(labels, g.ms[last].f.Label)
		}
		last--
	}
	if len(labels) < 2 || len(labels) > maxFewChoices {
		return nil, last
	}
	return labels, last
}

// choiceText returns the term groups that the label of one choice names.
func choiceText(label string) (in groupSet) {
	var b strings.Builder
	text, toks := tokenize(trimMatch(label), &b, nil)
	for _, h := range m.scanCJK(attrOption, text, 0, m.scan(attrOption, text, toks, 0, nil)) {
		in.add(h.group)
	}
	return in
}

// namesKind reports a set of term groups that holds a rule of kind.
func namesKind(in *groupSet, kind string) bool {
	for g := range m.groups {
		if in.has(g) && !m.groups[g].ctx && m.groups[g].kind == kind {
			return true
		}
	}
	return false
}

// documentKinds reports whether a set of term groups names an identity
// document, and whether that is a national id.
func documentKinds(in *groupSet) (doc, national bool) {
	for g := range m.groups {
		if !in.has(g) || m.groups[g].ctx {
			continue
		}
		switch m.groups[g].kind {
		case "national-id":
			national = true
			doc = true
		case "passport", "identity-document", "driving-licence":
			doc = true
		}
	}
	return doc, national
}

// saysOnlyNumber reports a field that says "Number" and little else: its
// words name a number and nothing more, in a label of at most two words.
func (mb *member) saysOnlyNumber() bool {
	own := &mb.fx.own
	if !own.has(gNumberWord) || !only(own, gNumberWord, gCardNumberWord) {
		return false
	}
	return strings.Count(strings.TrimSpace(firstOf(mb.f.Label, mb.f.AriaLabel, mb.f.Placeholder)), " ") <= 1
}

// asksDocumentNumber reports a box that can hold the number of a document
// chosen before it: one that says only "Number", one whose own words name
// an identity document's number, or one with no words at all.
func (mb *member) asksDocumentNumber() bool {
	switch mb.d.Kind {
	case "national-id", "passport", "identity-document", "driving-licence":
		return true
	}
	f := mb.f
	return mb.saysOnlyNumber() || mb.bare() && f.Label == "" && f.AriaLabel == "" && f.Placeholder == "" && genericName(f.Name)
}

// entryBox reports a box the person types a value into.
func entryBox(f *analyzer.Field) bool {
	switch strings.ToLower(f.Type) {
	case "", "text", "tel", "number", "password":
		return f.Tag != "select"
	}
	return false
}

// choices: the box after a choice of identity documents or of card
// brands holds the number of the one chosen.
//
// After a choice of two or more identity documents ("DNI / NIE /
// Pasaporte", "Passport / National ID card"), the box right after it is
// the document's number (context.identity-document): a national id
// (block) when one of the choices is one, else an identity document
// (redact); a tax id (redact) when the choice itself names a tax id.
//
// After a choice of two or more card brands ("Visa", "Mastercard"), a box
// within two places that says only "number", or a bare box for a long
// number, is the card's number (context.card-number). This runs before
// the expiry rules, which then find the card's month and year beside it.
func (g *grp) choices() {
	for i := 0; i+1 < len(g.ms); i++ {
		labels, last := g.fewChoices(i)
		docs, brands, national := 0, 0, false
		for _, l := range labels {
			in := choiceText(l)
			doc, nat := documentKinds(&in)
			if doc {
				docs++
			}
			if in.has(gCardBrand) {
				brands++
			}
			national = national || nat
		}
		d, what := Decision{Class: Redact, Rule: "context.identity-document", Attr: "option", Kind: "identity-document"}, "identity document choice"
		switch {
		case brands >= 2:
			d, what = Decision{Class: Block, Rule: "context.card-number", Attr: "option", Kind: "card-number"}, "card brand choice"
		case docs < 2:
			i = last
			continue
		case namesKind(&g.ms[i].fx.own, "tax-id"):
			// A choice of the documents for an invoice ("taxCodeType": NIF
			// or passport) asks for a tax number.
			d.Kind = "tax-id"
		case national:
			d.Class, d.Kind = Block, "national-id"
		}
		d.Match = describe(what, g.ms[i].f)
		for k := last + 1; k < len(g.ms) && k <= last+2; k++ {
			mb := &g.ms[k]
			ok := mb.part == 0 && entryBox(mb.f) && !mb.fx.plain
			if brands < 2 {
				// A document's number is the box right after the choice.
				if ok && mb.asksDocumentNumber() {
					g.raise(k, d)
				}
				break
			}
			if ok && mb.bare() && (mb.saysOnlyNumber() || longNumberBox(mb.f)) {
				g.raise(k, d)
				break
			}
		}
		i = last
	}
}

// cardCodeWords: right after a card's fields, a box whose words name a
// card's security code only there is that code
// (context.card-security-code): one that says only "Code" after the
// card's expiry; one that says "Verification number" or "Numéro de
// contrôle" after the card's number or expiry; and, in a form with no
// card number, a bare box for three digits after the card's month and
// year ("MM/YY"). A code right after a card's number alone is
// not: "Preferential code" after a loyalty card's number.
func (g *grp) cardCodeWords() {
	noNumber := g.has("card-number") < 0
	for i := 1; i < len(g.ms); i++ {
		mb := &g.ms[i]
		own := &mb.fx.own
		if mb.d.Class != Allow || mb.fx.plain || mb.part != 0 || !entryBox(mb.f) {
			continue
		}
		switch {
		case own.has(gCheckNumber):
			g.cardCodeAfter(i, "card-number", "card-expiry")
		case saysOnlyCode(own) && !mb.fx.sensitive, noNumber && mb.bare() && !postalWords(own) && threeDigitBox(mb.f):
			g.cardCodeAfter(i, "card-expiry")
		}
	}
}

// saysOnlyCode reports a field whose own words name a code and nothing
// else: "Code", "Código".
func saysOnlyCode(own *groupSet) bool {
	return own.has(gCodeWord) && only(own, gCodeWord, gCodeBox, gNumberWord)
}

// only reports a set of term groups that holds none but gs.
func only(in *groupSet, gs ...int) bool {
	rest := *in
	for _, g := range gs {
		rest[g>>6] &^= 1 << (g & 63)
	}
	return rest == groupSet{}
}

// threeDigitBox reports a box sized for three digits: a maxlength of 3, or
// a placeholder of three digits or dots.
func threeDigitBox(f *analyzer.Field) bool {
	if f.MaxLength != "" {
		return f.MaxLength == "3"
	}
	return shortCode(f) && len([]rune(strings.TrimSpace(f.Placeholder))) == 3
}
