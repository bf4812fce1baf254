package classify

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/internal/digit"
)

// Options selects the rules that apply besides the core rules.
type Options struct {
	// Packs are country packs to add, such as "nl" or "de" (see Packs and
	// PacksFor). Unknown codes are ignored. Core rules always apply.
	Packs []string
}

// The evidence a Decision names in Attr, strongest first.
const (
	attrAutocomplete = iota
	attrType
	attrName
	attrID
	// attrModel is what a framework binds the control to or its tests
	// call it (analyzer.Field.Model).
	attrModel
	attrLabel
	attrAriaLabel
	attrPlaceholder
	attrTitle
	attrParamTitle
	attrParamDescription
	attrLegend
	attrOption
	attrMaxLength
	// attrContainer is the naming-container path of a name
	// ("ctl00$Main$CreditCard" of "ctl00$Main$CreditCard$Number").
	attrContainer
	// attrHeading is the heading of the form, read by Form.
	attrHeading
	// attrNearby is the text right before an otherwise unlabelled control.
	attrNearby
	// attrDescription is the text of aria-describedby and the text right
	// after the control: it can only make a field stricter.
	attrDescription
	numAttrs
)

var attrNames = [numAttrs]string{
	"autocomplete", "type", "name", "id", "model", "label", "aria-label", "placeholder",
	"title", "toolparamtitle", "toolparamdescription", "legend", "option", "maxlength",
	"name", "heading", "nearby", "description",
}

// hintAsksPlainly reports a placeholder or title that plainly asks for an
// ordinary value ("E-mail"): the text before the box (a "Forgotten
// password?" link) then names no part of it. A hint ("Required", "No
// dots") or a date's mask leaves that text to name the box.
func hintAsksPlainly(hits []hit) bool {
	for _, h := range hits {
		if (h.attr == attrPlaceholder || h.attr == attrTitle) && (h.group == gPlain || h.group == gPlainEmail) {
			return true
		}
	}
	return false
}

// maxMatch bounds Decision.Match.
const maxMatch = 80

// Field decides the class of one field. The strongest evidence comes first:
// the author's override (f.Sensitive), then autocomplete tokens, the input
// type, and the field's text. Among the rules, the most restrictive class
// wins; an override wins over the rules, and a Decision that lowers the core
// class is marked Lowered and keeps the core decision in Core.
func Field(f *analyzer.Field, o Options) Decision {
	return withOverride(f, coreDecision(f, o))
}

// withOverride applies the author's override of f to the rules' decision.
func withOverride(f *analyzer.Field, core Decision) Decision {
	c, ok := ParseClass(f.Sensitive)
	if !ok || f.Sensitive == "" {
		return core
	}
	from := f.SensitiveFrom
	switch from {
	case "field", "fieldset", "form":
	default:
		from = "field"
	}
	d := Decision{
		Class:      c,
		Rule:       "override." + from,
		Attr:       "data-webmcp-sensitive",
		Match:      trimMatch(f.Sensitive),
		Kind:       core.Kind,
		Overridden: true,
		Lowered:    c < core.Class,
	}
	if d.Kind == "" && c != Allow {
		// The rules saw nothing sensitive; the author knows better.
		d.Kind = "author"
	}
	cc := core
	d.Core = &cc
	return d
}

// autocompleteKinds are the autocomplete field names that decide a class
// other than allow.
var autocompleteKinds = map[string]struct {
	class Class
	kind  string
}{
	"current-password": {Block, "password"},
	"new-password":     {Block, "password"},
	"one-time-code":    {Block, "one-time-code"},
	"cc-number":        {Block, "card-number"},
	"cc-csc":           {Block, "card-security-code"},
	"cc-exp":           {Block, "card-expiry"},
	"cc-exp-month":     {Block, "card-expiry"},
	"cc-exp-year":      {Block, "card-expiry"},
	"bday":             {Redact, "date-of-birth"},
	"bday-day":         {Redact, "date-of-birth"},
	"bday-month":       {Redact, "date-of-birth"},
	"bday-year":        {Redact, "date-of-birth"},
}

// autocompleteAllow are the other autocomplete field names of the HTML
// standard: they name an ordinary field.
var autocompleteAllow = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range strings.Fields(`name honorific-prefix given-name additional-name
		family-name honorific-suffix nickname username organization-title organization
		street-address address-line1 address-line2 address-line3 address-level4
		address-level3 address-level2 address-level1 country country-name postal-code
		cc-name cc-given-name cc-additional-name cc-family-name cc-type
		transaction-currency transaction-amount language sex url photo tel
		tel-country-code tel-national tel-area-code tel-local tel-local-prefix
		tel-local-suffix tel-extension email impp`) {
		m[s] = true
	}
	return m
}()

// autocompleteField returns the field name of an autocomplete attribute:
// the token left after the section-*, shipping/billing and
// home/work/mobile/fax/pager prefixes and the webauthn suffix are removed,
// in lower case. It returns "" for "on", "off" and values it cannot read.
func autocompleteField(ac string) string {
	toks := strings.Fields(strings.ToLower(ac))
	if n := len(toks); n > 0 && toks[n-1] == "webauthn" {
		toks = toks[:n-1]
	}
	for len(toks) > 0 {
		t := toks[0]
		if strings.HasPrefix(t, "section-") || t == "shipping" || t == "billing" ||
			t == "home" || t == "work" || t == "mobile" || t == "fax" || t == "pager" {
			toks = toks[1:]
			continue
		}
		break
	}
	if len(toks) == 0 || toks[0] == "on" || toks[0] == "off" {
		return ""
	}
	return toks[0]
}

// textlessTypes hold no text the person types: a checkbox is a yes or no,
// and an email, URL or search box is that and nothing secret, whatever its
// label says around it.
var textlessTypes = map[string]bool{
	"checkbox": true, "email": true, "url": true, "search": true, "color": true, "range": true,
}

// scratch is the per-call working memory, pooled to keep Field from
// allocating in its loops.
type scratch struct {
	b    strings.Builder
	toks []span
	hits []hit
}

var scratchPool = sync.Pool{New: func() any { return &scratch{toks: make([]span, 0, 64), hits: make([]hit, 0, 32)} }}

func coreDecision(f *analyzer.Field, o Options) Decision {
	return analyze(f, o, nil)
}

// facts is what the per-field pass learned about a field's own text, for
// the rules that look at a field's neighbours (context.go).
type facts struct {
	// own holds the term groups found in the field's own text (every text
	// attribute but the legend); scanned reports that the text was read.
	own     groupSet
	scanned bool
	// desc and legend hold the term groups of the field's description
	// and legend, apart from own: they may only make a field stricter.
	desc, legend groupSet
	// sensitive: a rule of class redact or block matched the own text;
	// plain: the name, id, label or aria-label plainly ask for an ordinary
	// value.
	sensitive, plain bool
	// pastYears: a select whose choices are years far in the past.
	pastYears bool
	// A word with two meanings ("PIN code", a map's "pin"; rule.homonym):
	// homonymOnly: it alone made the field a block; homonymAside: the
	// field's own text or autocomplete read it in its ordinary sense;
	// homonymVeto: the field's own text or shape keeps it a secret.
	homonymOnly, homonymAside, homonymVeto bool
	// idCode: the name, id or a short label is a code that is an
	// identity number only in company ("RG", "CF"; ctx.id-code); bankWord
	// likewise a word of an account or branch number only at a bank
	// ("conta", "Agência"; ctx.bank-ambiguous).
	idCode, bankWord bool
}

// analyze is the per-field decision; when fx is not nil it also records
// what the field's text says.
func analyze(f *analyzer.Field, o Options, fx *facts) Decision {
	if fx == nil {
		fx = &facts{}
	}
	if f.Dynamic {
		d := Decision{Class: Block, Rule: "template.dynamic", Kind: "dynamic", Attr: "template", Match: "code among the attributes"}
		switch by := f.DynamicBy; by {
		case "":
		case "name", "type":
			d.Attr, d.Match = by, "template code"
		default:
			d.Attr, d.Match = "binding", by
		}
		return d
	}
	best := Decision{Class: Allow, Rule: "default.allow"}
	consider := func(d Decision) {
		if d.Class > best.Class || best.Rule == "default.allow" && d.Rule != "default.allow" {
			best = d
		}
	}

	acField := autocompleteField(f.Autocomplete)
	acKind, acSensitive := autocompleteKinds[acField]
	if acSensitive {
		consider(Decision{Class: acKind.class, Rule: "autocomplete." + acField, Attr: "autocomplete", Match: trimMatch(f.Autocomplete), Kind: acKind.kind})
	} else if autocompleteAllow[acField] {
		consider(Decision{Class: Allow, Rule: "autocomplete." + acField, Attr: "autocomplete", Match: trimMatch(f.Autocomplete)})
	}
	typ := strings.ToLower(f.Type)
	if typ == "password" {
		consider(Decision{Class: Block, Rule: "type.password", Attr: "type", Match: "password", Kind: "password"})
	}
	if textlessTypes[typ] {
		if best.Class == Block && acMayBeMisused[acField] {
			// An email or search box is not a password whatever its
			// autocomplete says (see the misuse note below).
			best = Decision{Class: Allow, Rule: "autocomplete.ignored", Attr: "autocomplete", Match: trimMatch(f.Autocomplete)}
		}
		if best.Rule == "default.allow" {
			best = Decision{Class: Allow, Rule: "type." + typ, Attr: "type", Match: typ}
		}
		return best
	}
	if best.Class == Block && (typ == "password" || !acMayBeMisused[acField]) {
		return best
	}

	var packs uint32
	for _, p := range o.Packs {
		if bit, ok := packIndex[strings.ToLower(p)]; ok {
			packs |= 1 << bit
		}
	}

	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	hits := sc.hits[:0]
	name, container := splitContainer(f.Name)
	texts := [...]struct {
		attr int
		s    string
	}{
		{attrName, name}, {attrID, f.ID}, {attrModel, f.Model}, {attrLabel, f.Label}, {attrAriaLabel, f.AriaLabel},
		{attrPlaceholder, f.Placeholder}, {attrTitle, f.Title}, {attrParamTitle, f.ParamTitle},
		{attrParamDescription, f.ParamDescription}, {attrLegend, f.Legend}, {attrContainer, container},
		{attrNearby, f.Nearby}, {attrDescription, f.Description},
	}
	ntoks := [numAttrs]int{}
	var folded [numAttrs]string
	for _, t := range texts {
		if t.s == "" || t.attr == attrID && (sameAsName(f.ID, f.Name) || analyzer.GeneratedID(f.ID)) ||
			t.attr == attrModel && (t.s == f.Name || t.s == f.ID) || t.attr == attrNearby && hintAsksPlainly(hits) {
			continue
		}
		s := t.s
		if len(s) > maxText {
			s = s[:maxText]
		}
		var text string
		text, sc.toks = tokenize(s, &sc.b, sc.toks[:0])
		ntoks[t.attr] = len(sc.toks)
		folded[t.attr] = text
		hits = m.scan(t.attr, text, sc.toks, packs, hits)
		if hasCJK(text) {
			hits = m.scanCJK(t.attr, text, packs, hits)
		}
		// Names and ids run words together: "regcpf", "dobday".
		if t.attr == attrName || t.attr == attrID || t.attr == attrModel || t.attr == attrContainer {
			var b strings.Builder
			if split, ok := splitCompounds(text, sc.toks, &b); ok {
				var toks []span
				split, toks = tokenize(split, &b, nil)
				hits = m.scan(t.attr, split, toks, packs, hits)
				folded[t.attr] = split
			}
		}
	}
	hits = halvesTogether(hits, &folded, &ntoks, packs)
	var raw [numAttrs]string
	for _, t := range texts {
		raw[t.attr] = t.s
	}
	hits = cardNumberPairs(hits, &raw, &folded, &ntoks)
	hits = modelPathHits(hits, name)
	sc.hits = hits
	// The naming container of a name decides only when the field's own
	// segment says nothing of what it holds ("…$CreditCard$Number").
	containerDecides := container != "" && genericName(name)

	// What the field's own text mentions (own), what its legend mentions,
	// and whether its name, id, label or autocomplete plainly ask for an
	// ordinary value.
	// A description (aria-describedby, the text after the control) only
	// adds evidence: its words never make the field plainer, set a rule
	// aside or cancel one (desc holds them apart from own).
	var own, legend, all, desc groupSet
	var perAttr [numAttrs]groupSet
	for _, h := range hits {
		perAttr[h.attr].add(h.group)
		switch h.attr {
		case attrLegend:
			legend.add(h.group)
		case attrDescription:
			desc.add(h.group)
		default:
			own.add(h.group)
		}
	}
	if strings.HasPrefix(acField, "cc-") {
		own.add(gCard)
	}
	if acField == "postal-code" {
		own.add(gPostal)
	}
	if strings.HasPrefix(acField, "address-") || acField == "street-address" {
		own.add(gAddress)
		if acField == "street-address" || acField == "address-line1" {
			own.add(gStreet)
		}
	}
	if acField == "country" || acField == "country-name" {
		own.add(gCountry)
	}
	all = own
	all.union(&legend)
	plain := autocompleteAllow[acField]
	// plainName: the name or id (or, when the field has neither, its label
	// or placeholder) plainly asks for an ordinary value.
	plainName := false
	unnamed := f.Name == "" && f.ID == ""
	// A name or id that also names a sensitive value ("addressTaxId") does
	// not plainly ask for an ordinary one.
	var sensitiveIn [numAttrs]bool
	for _, h := range hits {
		// A rule whose company is missing ("conta" with no bank word)
		// names nothing sensitive.
		if r := &m.groups[h.group]; !r.ctx && r.class > Allow && (len(m.needs[h.group]) == 0 || all.anyOf(m.needs[h.group])) {
			sensitiveIn[h.attr] = true
		}
	}
	for _, h := range hits {
		if h.group != gPlain {
			continue
		}
		if h.attr <= attrAriaLabel {
			plain = true
		}
		if (h.attr <= attrID || unnamed && h.attr <= attrPlaceholder) && !sensitiveIn[h.attr] {
			plainName = true
		}
	}
	// A placeholder or title is an example or a hint: beside a name or label
	// that plainly asks for an email address, it does not make the field a
	// code or a secret.
	plainEmail := false
	for _, h := range hits {
		if h.group == gPlainEmail && h.attr <= attrAriaLabel {
			plainEmail = true
		}
	}
	nameSaysCode := perAttr[attrName].has(gCodeWord) || perAttr[attrID].has(gCodeWord)
	if typ != "radio" && typ != "checkbox" {
		for _, h := range hits {
			short := h.attr <= attrModel || h.attr <= attrTitle && ntoks[h.attr] <= 2
			if h.group == gIDCode && short {
				fx.idCode = true
			}
			if h.group == gBankAmbiguous && h.attr <= attrTitle && (short || ntoks[h.attr] <= 4) && !own.has(gBankNotNumber) && !own.has(gHolder) {
				fx.bankWord = true
			}
		}
	}
	pastYears := yearChoicesInPast(f)
	fx.own, fx.scanned, fx.plain, fx.pastYears = own, true, plain, pastYears
	fx.desc, fx.legend = desc, legend

	// Pages set autocomplete="new-password" (and sometimes one-time-code) on
	// address and name fields because browsers ignore autocomplete="off".
	// When the name or id plainly names an ordinary field and nothing in
	// the field's text speaks of a code, such a token is not believed.
	if best.Class == Block && best.Attr == "autocomplete" {
		if plainName && (!own.has(gCodeBox) || own.has(gPlainCode)) {
			best = Decision{Class: Allow, Rule: "autocomplete.ignored", Attr: "autocomplete", Match: trimMatch(f.Autocomplete)}
		} else {
			return best
		}
	}

	// A word with two meanings is set aside when the field's own text or
	// autocomplete gives its ordinary sense (a postal code, a place on a
	// map) and nothing in it speaks of a card, a bank or a secret.
	aside := homonymReading(f, typ, &own, &desc, hits, packs)
	fx.homonymVeto = aside.veto

	// A legend describes a group of fields; when a field's own text already
	// says what it holds (a passport number under "Identity numbers"), the
	// legend does not overrule it.
	ownSays := false
	for _, h := range hits {
		if r := &m.groups[h.group]; h.attr != attrLegend && h.attr != attrDescription && !r.ctx && r.class > Allow {
			ownSays = true
		}
	}
	// The groups a rule read in the description may need or be cancelled
	// by: the field's own and its description's.
	withDesc := all
	withDesc.union(&desc)
	ownDesc := own
	ownDesc.union(&desc)
	bestWeak, strict, homonym := false, false, false
	for _, h := range hits {
		r := &m.groups[h.group]
		if r.ctx {
			continue
		}
		if h.attr == attrLegend && ownSays {
			continue
		}
		if r.nameOnly && h.attr != attrName && h.attr != attrID && h.attr != attrModel && ntoks[h.attr] > 2 {
			continue
		}
		// A radio button or checkbox names a choice, and a short code in
		// its name or id is the choice's ("shippingMethod-PIS-IT").
		if r.nameOnly && (typ == "radio" || typ == "checkbox") {
			continue
		}
		// A choice holds no tax number: a select, radio or checkbox
		// named for VAT chooses a rate, a status or an exemption.
		if r.kind == "tax-id" && (typ == "radio" || typ == "checkbox" || f.Tag == "select") {
			continue
		}
		if r.alone && !alone(folded[h.attr], h.match) {
			continue
		}
		if h.attr == attrLegend && plain {
			continue
		}
		if h.attr == attrContainer && !containerDecides {
			continue
		}
		if plainEmail && (h.attr == attrPlaceholder || h.attr == attrTitle) {
			continue
		}
		// A radio button's name, id and label name one choice of a group
		// ("Pay by credit card"); the topic of a choice is not a value the
		// person types.
		if r.weak && typ == "radio" {
			continue
		}
		// A card's expiry is never decades in the past.
		if r.kind == "card-expiry" && pastYears {
			continue
		}
		// An identifier asked as the username or email of an account is
		// that account's login.
		if r.kind == "loyalty-number" && (acField == "username" || acField == "email") {
			continue
		}
		// A long label or hint that mentions a password or a code beside a
		// plainly named field explains the form, not this field; unless the
		// name asks for a code itself ("email_code" under "Enter the code
		// we sent to your email").
		if plainName && !nameSaysCode && h.attr > attrID && ntoks[h.attr] > longText {
			continue
		}
		needs := &all
		if h.attr == attrDescription {
			// A field that plainly asks for an ordinary value keeps it,
			// whatever its hint says ("We will text you a code"), and
			// the instructions of a recovery form speak of the password
			// it resets.
			if plain || r.weak && ntoks[h.attr] > longText || r.kind == "password" && desc.has(gRecovery) {
				continue
			}
			needs = &withDesc
		}
		if len(m.needs[h.group]) > 0 && !needs.anyOf(m.needs[h.group]) {
			continue
		}
		if r.homonym && aside.ok {
			continue
		}
		unless := &own
		switch {
		case r.unlessSameAttr:
			unless = &perAttr[h.attr]
		case h.attr == attrLegend:
			unless = &all
		case h.attr == attrDescription:
			unless = &ownDesc
		}
		// unlessAll holds within the attribute that matched: "Forgot your
		// password? Email" is a recovery form's email box, but a
		// login_password box under a "Forgot password?" link is a password.
		if unless.anyOf(m.unless[h.group]) || perAttr[h.attr].allOf(m.unlessAll[h.group]) {
			continue
		}
		if r.class > Allow && h.attr != attrLegend {
			fx.sensitive = true
		}
		if r.class == Block && !r.homonym {
			strict = true
		}
		if r.homonym {
			homonym = true
		}
		if r.class > best.Class || r.class == best.Class && bestWeak && !r.weak {
			bestWeak = r.weak
			best = Decision{Class: r.class, Rule: r.id, Attr: attrNames[h.attr], Match: trimMatch(h.match), Kind: r.kind}
		}
	}
	fx.homonymOnly = homonym && !strict && best.Class == Block && best.Kind == "pin"
	if aside.ok && best.Class == Allow {
		fx.homonymAside = true
		if best.Rule == "default.allow" {
			best = aside.d
		}
	}
	if best.Class < Block {
		if d, ok := shapeDecision(f, acField, &own); ok {
			consider(d)
		}
	}
	// A placeholder that shows the shape of a card number, an IBAN or a
	// US SSN says what the box holds, unless its words plainly ask for
	// something else.
	if !plain && !autocompleteAllow[acField] {
		if d, ok := exampleShape(f.Placeholder); ok {
			consider(d)
		} else if expiryMask(f.Placeholder) && !own.has(gDocument) {
			consider(Decision{Class: Block, Rule: "shape.card-expiry", Attr: "placeholder", Match: trimMatch(f.Placeholder), Kind: "card-expiry"})
		}
	}
	return best
}

// expiryMask reports a placeholder that masks a month and a year and
// nothing else, as "MM/YY" does in other languages: "MM/AA", "MM/JJ",
// "MM/RR", "KK/VV", "ММ/ГГ", "ΜΜ/ΕΕ", "AA/YY". A whole date's mask has a
// third part ("JJ/MM/AAAA", "TT.MM.JJJJ") and is not one.
func expiryMask(p string) bool {
	if len(p) > 16 {
		return false
	}
	parts := strings.FieldsFunc(strings.ToLower(p), func(r rune) bool { return r == '/' || r == '-' || r == '.' || r == ' ' })
	return len(parts) == 2 && maskOf(parts[0], "mмμka", 2) && (maskOf(parts[1], "yajrvгεå", 2) || maskOf(parts[1], "yajrvгεå", 4))
}

// maskOf reports a run of n of one letter, one of letters: "MM", "AAAA".
func maskOf(s, letters string, n int) bool {
	first, count := rune(0), 0
	for _, r := range s {
		if count == 0 {
			first = r
		}
		if r != first {
			return false
		}
		count++
	}
	return count == n && strings.ContainsRune(letters, first)
}

// exampleLeadIns introduce an example in a placeholder: "e.g. 4111 1111
// 1111 1111", "Ex: 123-45-6789", "z. B. 000.000.000-00" (written as
// in lower case).
var exampleLeadIns = []string{"e.g", "eg", "ex", "z. b", "z.b", "zb", "bsp", "bspw", "p. ex", "p.ex", "ej", "p.ej", "bijv", "bv", "es", "np", "esim",
	"example", "exemple", "ejemplo", "exemplo", "esempio", "beispiel", "voorbeeld"}

// withoutLeadIn returns a placeholder without the words that introduce an
// example, and the punctuation after them.
func withoutLeadIn(p string) string {
	low := strings.ToLower(p)
	for _, l := range exampleLeadIns {
		if !strings.HasPrefix(low, l) || len(low) == len(l) {
			continue
		}
		if c := low[len(l)]; c != '.' && c != ':' && c != ' ' {
			continue
		}
		return strings.TrimLeft(p[len(l):], ".: \u00a0")
	}
	return p
}

// nordicIDMask reports the mask of a Nordic personal number: a date of
// six or eight letters with a day, a month and a year, a dash, and four
// letters or digits: "DDMMÅÅ-XXXX", "PPKKVV-XXXX",
// "ÅÅÅÅMMDD-NNNN".
func nordicIDMask(p string) bool {
	date, rest, ok := strings.Cut(strings.ToLower(p), "-")
	if !ok || len(rest) != 4 || strings.Trim(rest, "xn0123456789*") != "" {
		return false
	}
	n, parts := 0, 0
	for _, r := range date {
		switch {
		case strings.ContainsRune("dptg", r):
			parts |= partDay
		case strings.ContainsRune("mk", r):
			parts |= partMonth
		case strings.ContainsRune("yåavj", r):
			parts |= partYear
		default:
			return false
		}
		n++
	}
	return (n == 6 || n == 8) && parts == partDay|partMonth|partYear
}

// cardNumberPairs adds a hit of the pair rule of text.card-number for each
// attribute where a card noun and a number word stand together, in any
// order and with at most linking words between them ("Number on card",
// "N° de la carte", "Kartennr."), in a text of at most eight words or a
// name or id. "No card? …" is not a number.
func cardNumberPairs(hits []hit, raw, folded *[numAttrs]string, ntoks *[numAttrs]int) []hit {
	var card, number [numAttrs]bool
	for _, h := range hits {
		switch h.group {
		case gCardNoun:
			card[h.attr] = true
		case gCardNumberWord:
			number[h.attr] = true
		}
	}
	n := len(hits)
	for a := range card {
		if !card[a] || !number[a] || a > attrID && a != attrContainer && ntoks[a] > 8 {
			continue
		}
		var cards, numbers []string
		for _, h := range hits[:n] {
			switch {
			case h.attr != a:
			case h.group == gCardNoun:
				cards = append(cards, h.match)
			case h.group == gCardNumberWord:
				numbers = append(numbers, h.match)
			}
		}
		if !nextTo(folded[a], cards, numbers) {
			continue
		}
		// "No card? Sign up", "No credit card needed": English "no"
		// without a stop after it is a negation ("No. de tarjeta" is not).
		if r := strings.TrimSpace(raw[a]); len(r) > 3 && strings.EqualFold(r[:3], "no ") && ntoks[a] >= 3 {
			continue
		}
		hits = append(hits, hit{gCardPair, a, folded[a]})
	}
	// A label (or the text just before the box) that says only the card
	// and a placeholder that says only the number, or the other way
	// round, are read together, as the person reads them: "Card"
	// [Number] is a card number.
	ph := attrPlaceholder
	for _, a := range halfAttrs {
		if ntoks[a] > maxHalf || ntoks[ph] > maxHalf || card[a] == number[a] || card[ph] == number[ph] || card[a] == card[ph] {
			continue
		}
		hits = append(hits, hit{gCardPair, a, folded[a] + " " + folded[ph]})
	}
	return hits
}

// halvesTogether reads a short label (or aria-label, or the text just
// before the box) and a short placeholder as one text, as the person
// reads them: "Security" [Code], "Tax" [ID], "Sort" [Code] name what
// neither names alone. Only a sensitive reading that neither gave alone
// is kept: a plain phrase the two make ("Phone" [Number]) never sets
// aside what another attribute says.
func halvesTogether(hits []hit, folded *[numAttrs]string, ntoks *[numAttrs]int, packs uint32) []hit {
	ph := folded[attrPlaceholder]
	if ph == "" || ntoks[attrPlaceholder] > maxHalf {
		return hits
	}
	for _, a := range halfAttrs {
		if folded[a] == "" || ntoks[a] > maxHalf {
			continue
		}
		var b strings.Builder
		text, toks := tokenize(folded[a]+" "+ph, &b, nil)
		n := len(hits)
		hits = m.scan(a, text, toks, packs, hits)
		kept := n
		for _, h := range hits[n:] {
			if r := &m.groups[h.group]; r.ctx || r.class == Allow || hasGroup(hits[:n], h.group) {
				continue
			}
			hits[kept] = h
			kept++
		}
		hits = hits[:kept]
	}
	return hits
}

// halfAttrs are the texts read together with the placeholder, when each
// has at most maxHalf words: the label, the aria-label, the text just
// before the box.
var halfAttrs = [...]int{attrLabel, attrAriaLabel, attrNearby}

const maxHalf = 3

func hasGroup(hits []hit, g int) bool {
	for _, h := range hits {
		if h.group == g {
			return true
		}
	}
	return false
}

// linkWords may stand between a card noun and its number word: "number
// on the card", "numero della carta", "Nummer der Karte".
var linkWords = wordSet(`of on the your my a from for in at s de la le du des del da do das dos
	della dello di der die den auf van het op na z ze`)

// nextTo reports whether a card noun and a number word of text stand
// together with at most linking words between them. A text in a script
// without spaces ("カード番号") is short enough to be one phrase.
func nextTo(text string, cards, numbers []string) bool {
	words := strings.Fields(text)
	if hasCJK(text) && len(words) <= 4 {
		return true
	}
	isCard := func(w string) bool {
		for _, c := range cards {
			if w == c || strings.HasPrefix(w, c) && w[len(c):] == "s" {
				return true
			}
		}
		return false
	}
	last, lastCard := -1, false
	for i, w := range words {
		card, number := isCard(w), slices.Contains(numbers, w)
		switch {
		case card || number:
			if last >= 0 && lastCard != card {
				return true
			}
			last, lastCard = i, card
		case !linkWords[w]:
			last = -1
		}
	}
	return false
}

// homonymAside is what a field's own evidence says of its words with two
// meanings: ok when they are set aside, with the decision that names the
// evidence; veto when the field itself keeps them a secret.
type homonymAside struct {
	ok, veto bool
	d        Decision
}

// homonymReading reads a field's own evidence on a word with two meanings
// ("PIN code", a map's "pin"; rule.homonym). The ordinary sense needs a
// postal code's autocomplete token or name, an address word, or a map word
// in the field's own text; a card, bank or secret word, type=password, or
// room for fewer than six characters (India's PIN code has six digits)
// keeps the PIN. The stricter reading wins when both are there.
func homonymReading(f *analyzer.Field, typ string, own, desc *groupSet, hits []hit, packs uint32) homonymAside {
	var a homonymAside
	found := false
	for _, h := range hits {
		if m.groups[h.group].homonym && h.attr != attrLegend {
			found = true
		}
	}
	if !found {
		return a
	}
	// A description can keep a PIN a secret, never set it aside.
	a.veto = typ == "password" || own.has(gCard) || own.has(gBank) || own.has(gPinSecret) || shortBox(f) ||
		desc.has(gCard) || desc.has(gBank) || desc.has(gPinSecret)
	if a.veto {
		return a
	}
	// The evidence, strongest first.
	if autocompleteField(f.Autocomplete) == "postal-code" {
		a.ok = true
		a.d = Decision{Class: Allow, Rule: "autocomplete.postal-code", Attr: "autocomplete", Match: trimMatch(f.Autocomplete)}
		return a
	}
	for _, want := range []struct {
		groups []int
		rule   func(g int) string
	}{
		{gPackPostal, func(g int) string { return "pack." + m.groups[g].pack + ".postal-code" }},
		{[]int{gPostal, gAddress}, func(int) string { return "text.postal-code" }},
		{[]int{gMap}, func(int) string { return "text.map-pin" }},
	} {
		for _, h := range hits {
			if h.attr == attrLegend || h.attr == attrDescription || !slices.Contains(want.groups, h.group) {
				continue
			}
			if m.packBit[h.group] != 0 && m.packBit[h.group]&packs == 0 {
				continue
			}
			a.ok = true
			a.d = Decision{Class: Allow, Rule: want.rule(h.group), Attr: attrNames[h.attr], Match: trimMatch(h.match)}
			return a
		}
	}
	return a
}

// shortBox reports a text box that holds at most five characters: too few
// for India's six-digit PIN code, enough for a card's PIN.
func shortBox(f *analyzer.Field) bool {
	n, ok := atoi(f.MaxLength)
	return ok && n >= 1 && n <= 5
}

// sixDigits reports a box sized for India's PIN code: six characters (or
// seven, "110 001"), or a pattern of six digits.
func sixDigits(f *analyzer.Field) bool {
	if n, ok := atoi(f.MaxLength); ok && (n == 6 || n == 7) {
		return true
	}
	if f.MinLength == "6" {
		return true
	}
	p := strings.ReplaceAll(f.Pattern, " ", "")
	return strings.Contains(p, "{6}") && (strings.Contains(p, `\d`) || strings.Contains(p, "0-9"))
}

// acMayBeMisused are the sensitive autocomplete tokens that pages put on
// ordinary fields to stop autofill.
var acMayBeMisused = map[string]bool{"new-password": true, "current-password": true, "one-time-code": true}

// longText is the number of words above which a label, placeholder or hint
// is read as an explanation rather than the field's name.
const longText = 6

// Context groups the decision logic names directly.
var (
	gCard            = m.byID["ctx.card"]
	gPostal          = m.byID["ctx.postal"]
	gAddress         = m.byID["ctx.address"]
	gStreet          = m.byID["ctx.street"]
	gMap             = m.byID["ctx.map"]
	gBank            = m.byID["ctx.bank"]
	gPinSecret       = m.byID["ctx.pin-secret"]
	gCountry         = m.byID["ctx.country"]
	gPlain           = m.byID["ctx.plain-field"]
	gCodeBox         = m.byID["ctx.code-box"]
	gPlainCode       = m.byID["ctx.plain-code"]
	gPlainEmail      = m.byID["ctx.plain-email"]
	gSecuritySubject = m.byID["ctx.security-subject"]
	gCodeWord        = m.byID["ctx.code-word"]
	gRecovery        = m.byID["ctx.recovery"]
	gIDCode          = m.byID["ctx.id-code"]
	gBankAmbiguous   = m.byID["ctx.bank-ambiguous"]
	gBankNotNumber   = m.byID["ctx.bank-not-number"]
	gBankWord        = m.byID["ctx.bank-word"]
	gHolder          = m.byID["ctx.holder"]
	gCardNoun        = m.byID["ctx.card-noun"]
	gCardNumberWord  = m.byID["ctx.card-number-word"]
	// gCardPair is the pair rule of text.card-number.
	gCardPair = func() int {
		for i, r := range m.groups {
			if r.pair {
				return i
			}
		}
		panic("classify: no pair rule")
	}()
)

// gPackPostal are the postal-code words of the country packs
// (ctx.pack-postal-<pack>).
var gPackPostal = func() (gs []int) {
	for i, r := range m.groups {
		if r.ctx && strings.HasPrefix(r.id, "ctx.pack-postal-") {
			gs = append(gs, i)
		}
	}
	return gs
}()

// maxText bounds the text of one attribute that is matched.
const maxText = 2048

// shapeDecision recognises fields by their form rather than their words: one
// box of a split code, and a select of security questions.
func shapeDecision(f *analyzer.Field, acField string, own *groupSet) (Decision, bool) {
	if f.MaxLength == "1" && own.has(gCodeBox) {
		switch strings.ToLower(f.Type) {
		case "", "text", "tel", "number", "password":
			return Decision{Class: Block, Rule: "shape.code-digit", Attr: "maxlength", Match: "1", Kind: "one-time-code"}, true
		}
	}
	if numericCode(f, acField, own) {
		return Decision{Class: Block, Rule: "shape.numeric-code", Attr: "maxlength", Match: f.MaxLength, Kind: "one-time-code"}, true
	}
	if typ := strings.ToLower(f.Type); (typ == "text" || typ == "password") && own.has(gSecuritySubject) && asksQuestion(f) {
		return Decision{Class: Block, Rule: "shape.security-question", Attr: "label", Match: trimMatch(firstOf(f.Label, f.AriaLabel, f.Placeholder)), Kind: "security-answer"}, true
	}
	if f.Tag == "select" && len(f.Options) >= 3 {
		// Three questions, or two choices that name what security
		// questions ask about ("Mother's maiden name", "First pet").
		// Lists of security questions are short; a country or year list
		// is not read for their subjects.
		q, subject, short := 0, 0, len(f.Options) <= 40
		var first string
		for _, op := range f.Options {
			l := strings.TrimSpace(op.Label)
			asks := strings.HasSuffix(l, "?") || strings.HasSuffix(l, "？") || strings.HasSuffix(l, "؟")
			about := short && securitySubject(l)
			if (asks || about) && first == "" {
				first = l
			}
			if asks {
				q++
			}
			if about {
				subject++
			}
		}
		if q >= 3 || subject >= 2 {
			return Decision{Class: Block, Rule: "shape.security-question", Attr: "option", Match: trimMatch(first), Kind: "security-answer"}, true
		}
	}
	return Decision{}, false
}

// securitySubject reports a choice's text that names what a security
// question asks about, or is one.
func securitySubject(s string) bool {
	if s == "" {
		return false
	}
	var b strings.Builder
	text, toks := tokenize(s, &b, nil)
	for _, h := range m.scan(attrLabel, text, toks, 0, nil) {
		if h.group == gSecuritySubject || m.groups[h.group].kind == "security-answer" {
			return true
		}
	}
	return false
}

// numericCode reports a box for a short code of digits that says only
// "code": numeric input (inputmode or a digits pattern) of at most 8
// characters. A promotion, postal or dialling code says so and is not one:
// by its words (in any pack the page chose), by an autocomplete token that
// names it, or by a "+44" prefix as its placeholder or value.
func numericCode(f *analyzer.Field, acField string, own *groupSet) bool {
	switch strings.ToLower(f.Type) {
	case "text", "tel", "number", "password":
	default:
		return false
	}
	if !own.has(gCodeWord) || own.has(gPlainCode) || postalWords(own) || plainCodeTokens[acField] {
		return false
	}
	if callingCode(f.Placeholder) || callingCode(f.Value) {
		return false
	}
	n, ok := atoi(f.MaxLength)
	if !ok || n < 4 || n > 8 {
		return false
	}
	p := strings.TrimSpace(f.Pattern)
	return f.InputMode == "numeric" || strings.HasPrefix(p, "[0-9]") || strings.HasPrefix(p, `\d`)
}

// plainCodeTokens are the autocomplete field names of codes that are not
// secrets.
var plainCodeTokens = map[string]bool{
	"postal-code": true, "tel-country-code": true, "tel-area-code": true, "tel-extension": true,
	"tel-local-prefix": true, "tel-local-suffix": true,
}

// postalWords reports a field whose own text names a postal code or a part
// of an address (in core terms or a chosen pack's).
func postalWords(own *groupSet) bool {
	return own.has(gPostal) || own.has(gAddress) || own.anyOf(gPackPostal)
}

// callingCode reports a country calling code written out: "+" and one to
// four digits ("+91", "+ 44").
func callingCode(s string) bool {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "+") {
		return false
	}
	s = strings.TrimSpace(s[1:])
	_, ok := atoi(s)
	return ok && len(s) >= 1 && len(s) <= 4
}

// asksQuestion reports a label, aria-label or placeholder that is a
// question.
func asksQuestion(f *analyzer.Field) bool {
	for _, t := range [...]string{f.Label, f.AriaLabel, f.Placeholder} {
		t = strings.TrimRight(strings.TrimSpace(t), "*: ")
		if strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？") {
			return true
		}
	}
	return false
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// trimMatch cuts s to at most maxMatch bytes at a rune boundary.
func trimMatch(s string) string {
	s = strings.TrimSpace(s)
	if len(s) <= maxMatch {
		return s
	}
	cut := maxMatch
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

// splitContainer splits an ASP.NET-style name ("ctl00$Main$Payment$txtCvv")
// into the field's own segment and its naming-container path. A name
// without "$" is all its own.
func splitContainer(name string) (own, container string) {
	i := strings.LastIndexByte(name, '$')
	if i < 0 {
		return name, ""
	}
	return name[i+1:], name[:i]
}

// modelPathHits drops, from a dotted name ("ssnViewModel.birthday"), the
// terms of the model around the field that its own last segment
// contradicts: when the last segment names a sensitive kind, a term of
// another kind before it names the model, not the field. Nothing is
// dropped when the last segment names no sensitive kind
// ("password.confirm", "card.number").
func modelPathHits(hits []hit, name string) []hit {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 {
		return hits
	}
	var b strings.Builder
	last, toks := tokenize(name[i+1:], &b, nil)
	if split, ok := splitCompounds(last, toks, &b); ok {
		last = split
	}
	in := func(h hit) bool { return strings.Contains(" "+last+" ", " "+h.match+" ") }
	// Only a term that decides alone counts: "month" is a card's expiry
	// only beside card words ("dateOfBirth.month").
	sensitive := func(h hit) bool {
		r := &m.groups[h.group]
		return h.attr == attrName && !r.ctx && r.class > Allow && len(m.needs[h.group]) == 0
	}
	var kinds []string
	for _, h := range hits {
		if sensitive(h) && in(h) {
			kinds = append(kinds, m.groups[h.group].kind)
		}
	}
	if len(kinds) == 0 {
		return hits
	}
	out := hits[:0]
	for _, h := range hits {
		if sensitive(h) && !in(h) && !slices.Contains(kinds, m.groups[h.group].kind) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// sameAsName reports an id that repeats the name: equal to it, or, for a
// name with naming containers, the client id that such frameworks derive
// from it ("$" written as "_", perhaps with a suffix).
func sameAsName(id, name string) bool {
	if id == name {
		return true
	}
	if !strings.Contains(name, "$") {
		return false
	}
	return strings.HasPrefix(id, strings.ReplaceAll(name, "$", "_"))
}

// fillerWords are the words a name, id or short label puts around a code
// that stands alone (rule.alone): control and number words in English
// and the prefixes of names. "numero" is not one: "Sin número" is
// Spanish for "no number".
var fillerWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range genericWords {
		m[w] = true
	}
	for w := range namePrefixes {
		m[w] = true
	}
	return m
}()

// alone reports whether the words of text other than match are filler
// words or digits.
func alone(text, match string) bool {
	words := strings.Fields(text)
	for i, w := range words {
		if split, ok := splitCompound(w); ok {
			words[i] = split
		}
	}
	rest := strings.Replace(" "+strings.Join(words, " ")+" ", " "+match+" ", " ", 1)
	for _, w := range strings.Fields(rest) {
		if !fillerWords[w] && !(w[0] >= '0' && w[0] <= '9') {
			return false
		}
	}
	return true
}

// genericWords name a control, not what it holds.
var genericWords = map[string]bool{
	"txt": true, "text": true, "tb": true, "textbox": true, "box": true, "input": true, "inp": true,
	"field": true, "fld": true, "value": true, "val": true, "ctl": true, "ctrl": true, "control": true,
	"ddl": true, "drop": true, "down": true, "dropdown": true, "list": true, "select": true, "sel": true,
	"cbo": true, "combo": true, "cmb": true, "number": true, "num": true, "no": true, "nr": true,
	"id": true, "code": true, "entry": true, "c": true, "i": true, "t": true, "tx": true,
}

// genericName reports a name segment made only of control words and digits
// ("txtValue", "TextBox1", "Number").
func genericName(s string) bool {
	var b strings.Builder
	text, toks := tokenize(s, &b, nil)
	for _, t := range toks {
		w := text[t.start:t.end]
		if genericWords[w] || w[0] >= '0' && w[0] <= '9' {
			continue
		}
		return false
	}
	return true
}

// yearChoicesInPast reports a select whose choices are years and reach far
// into the past: four-digit years before 1976, or two-digit years from 60
// to 99. Such a list asks for a birth year; a card's expiry year is never
// there.
func yearChoicesInPast(f *analyzer.Field) bool {
	if f.Tag != "select" || len(f.Options) < 5 {
		return false
	}
	years, twoDigit, past := 0, 0, false
	for _, op := range f.Options {
		v := strings.TrimSpace(op.Value)
		if v == "" {
			v = strings.TrimSpace(op.Label)
		}
		n, ok := atoi(v)
		switch {
		case !ok:
		case len(v) == 4 && n >= 1900 && n <= 2100:
			years++
			past = past || n < 1976
		case len(v) == 2:
			twoDigit++
			past = past || n >= 60
		}
	}
	return past && (years >= 5 || twoDigit >= 5 && years == 0)
}

// atoi reads a decimal number of at most 9 digits.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// punctuated reports a placeholder whose groups have the given sizes and
// whose separators, in order, are seps.
func punctuated(p, seps string, sizes []int, want ...int) bool {
	if !slices.Equal(sizes, want) {
		return false
	}
	var got []rune
	for _, r := range p {
		if r == '.' || r == '-' || r == '/' {
			got = append(got, r)
		}
	}
	return string(got) == seps
}

// exampleShape reads a placeholder that shows the shape of an identifier,
// after a lead-in such as "e.g." or "Ex:": a card number in groups
// ("1234 5678 9012 3456", "XXXX XXXX XXXX XXXX", "•••• •••• •••• ••••",
// "3782 822463 10005") or as sixteen digits in one run, an IBAN ("DE89 3704 0044
// 0532 0130 00", "NL00 BANK 0123 4567 89"), or the identity numbers whose
// punctuation gives them away: a US SSN ("123-45-6789", "XXX-XX-XXXX"), a
// Brazilian CPF ("000.000.000-00"), a Belgian national number
// ("00.00.00-000.00"), and the masks of Nordic personal numbers
// (nordicIDMask); and a Brazilian company's CNPJ ("00.000.000/0000-00"),
// a tax id.
func exampleShape(p string) (Decision, bool) {
	// The evidence quotes the placeholder as written; its shape is read
	// with every script's digits as ASCII ones.
	shown := withoutLeadIn(strings.TrimSpace(p))
	p = digit.ASCII(shown)
	if len(p) < 11 || len(p) > 60 {
		return Decision{}, false
	}
	if nordicIDMask(p) {
		return Decision{Class: Block, Rule: "shape.national-id", Attr: "placeholder", Match: trimMatch(shown), Kind: "national-id"}, true
	}
	// Most placeholders are words: look closer only at one with at least
	// eight digits or digit stand-ins.
	digits := 0
	for _, r := range p {
		if r >= '0' && r <= '9' || r == 'x' || r == 'X' || r == '•' || r == '*' || r == '#' || r == '●' || r == '·' || r == '_' {
			digits++
		}
	}
	if digits < 8 {
		return Decision{}, false
	}
	groups := strings.FieldsFunc(p, func(r rune) bool { return r == ' ' || r == '-' || r == '.' || r == '/' || r == '\u00a0' })
	digitish := func(g string) bool {
		for _, r := range g {
			if !(r >= '0' && r <= '9' || r == 'x' || r == 'X' || r == '•' || r == '*' || r == '#' || r == '●' || r == '·' || r == '_') {
				return false
			}
		}
		return true
	}
	sizes := make([]int, len(groups))
	total := 0
	allDigitish := true
	for i, g := range groups {
		sizes[i] = len([]rune(g))
		total += sizes[i]
		allDigitish = allDigitish && digitish(g)
	}
	shape := func(kind string, class Class) (Decision, bool) {
		return Decision{Class: class, Rule: "shape." + kind, Attr: "placeholder", Match: trimMatch(shown), Kind: kind}, true
	}
	if allDigitish {
		switch {
		case len(groups) == 1 && total == 16 && strings.Trim(p, "0123456789") == "":
			return shape("card-number", Block)
		case len(groups) >= 3 && len(groups) <= 5 && total >= 14 && total <= 19 && sizes[0] == 4 && sizes[1] >= 4 && sizes[1] <= 6:
			return shape("card-number", Block)
		case len(groups) == 3 && sizes[0] == 3 && sizes[1] == 2 && sizes[2] == 4 && strings.Contains(p, "-"):
			return shape("national-id", Block)
		case punctuated(p, "..-", sizes, 3, 3, 3, 2), punctuated(p, "..-.", sizes, 2, 2, 2, 3, 2):
			return shape("national-id", Block)
		case punctuated(p, "../-", sizes, 2, 3, 3, 4, 2):
			return shape("tax-id", Redact)
		}
		return Decision{}, false
	}
	// An IBAN: a country's two letters, two check digits (or their
	// placeholder), then letters and digits, 15 to 34 in all, in groups of
	// four.
	compact := strings.Join(groups, "")
	if len(groups) >= 4 && len(compact) >= 15 && len(compact) <= 34 && sizes[0] == 4 {
		c := strings.ToUpper(compact)
		ok := c[0] >= 'A' && c[0] <= 'Z' && c[1] >= 'A' && c[1] <= 'Z' &&
			(c[2] >= '0' && c[2] <= '9' || c[2] == 'X') && (c[3] >= '0' && c[3] <= '9' || c[3] == 'X')
		for i := 4; ok && i < len(c); i++ {
			ok = c[i] >= '0' && c[i] <= '9' || c[i] >= 'A' && c[i] <= 'Z'
		}
		if ok {
			return shape("iban", Redact)
		}
	}
	return Decision{}, false
}
