package schema

import (
	"encoding/hex"
	"errors"
	"hash/fnv"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
)

// Options configure Build. The zero value is ready to use.
type Options struct {
	// Page is the source path written to Manifest.Page and each tool's
	// Source.File; empty means the document's File. It is written with
	// forward slashes.
	Page string
	// Policy, when set, decides a tool's AutoSubmit, WaitMs and Policy name
	// after Build has filled in everything else, including the defaults
	// (auto-submit when the form opts in, DefaultWaitMs, "default"). A waitMs
	// of 0 or less keeps the default, an empty rule keeps "default". Whatever
	// the policy says, a tool with a requiresUser field or a consequentialHint
	// never submits on its own (SPEC section 4). Policy must not modify the
	// tool.
	Policy func(tool *Tool, form *analyzer.Form) (autoSubmit bool, waitMs int, rule string)
	// Packs are the country packs in force for the page; each tool carries
	// them so the runtime can mask identifiers of those countries.
	Packs []string
}

// Build turns the forms of one analyzed document into its tool manifest.
// decisions holds the class of every field that is not ignored; fields the
// person cannot see (analyzer.Field.Hidden) are left out; a field
// without one is an error, because guessing a class could expose a secret.
// The output depends only on the inputs: the same document and decisions
// give byte-identical JSON.
func Build(doc *analyzer.Document, decisions map[*analyzer.Field]classify.Decision, o Options) (*Manifest, error) {
	if doc == nil {
		return nil, errors.New("schema: no document")
	}
	page := o.Page
	if page == "" {
		page = doc.File
	}
	page = filepath.ToSlash(page)

	var plans []*formPlan
	for _, form := range doc.Forms {
		if form == nil || form.Ignore {
			continue
		}
		p, err := planForm(form, decisions, page, o.Packs)
		if err != nil {
			return nil, err
		}
		if p != nil {
			plans = append(plans, p)
		}
	}
	nameTools(plans)

	m := &Manifest{
		Schema:    ManifestSchemaID,
		Version:   ManifestVersion,
		Generator: "formtool " + formtool.Version,
		Page:      page,
		Tools:     make([]Tool, 0, len(plans)),
	}
	for _, p := range plans {
		p.finish(doc, o.Policy)
		if len(o.Packs) > 0 {
			p.tool.Packs = append([]string(nil), o.Packs...)
		}
		m.Tools = append(m.Tools, p.tool)
	}
	return m, nil
}

// formPlan is one form on its way to becoming a tool.
type formPlan struct {
	form    *analyzer.Form
	tool    Tool
	hasFile bool
	legend  string          // the first fieldset legend of the form
	blocked map[string]bool // names and ids of blocked fields, kept out of derived names
	search  bool
	// userText is how the description names each requiresUser field: its
	// label in quotes, or a neutral description as it is.
	userText []string
}

// planForm classifies the fields of one form and builds everything of its
// tool except the name, title, description and submission policy. It returns
// nil for a form with nothing to offer.
func planForm(form *analyzer.Form, decisions map[*analyzer.Field]classify.Decision, page string, packs []string) (*formPlan, error) {
	// Everything per field is sized for the form's fields up front: a
	// form of 100,000 fields otherwise copies each list and map about
	// seventeen times as it grows.
	n := len(form.Fields)
	p := &formPlan{form: form, blocked: map[string]bool{}}
	root := &jsonSchema{Schema: draft202012, Type: "object", Closed: true, Properties: make([]property, 0, n)}
	t := &p.tool
	t.Fields = make([]Field, 0, n)
	t.RequiresUser = []UserField{}
	keys := make(map[string]bool, n)
	redacts, blocks := false, false
	exposed := make([]*analyzer.Field, 0, n)
	decided := make(map[*analyzer.Field]classify.Decision, n)

	// Controls that share a name are one entry of the form's submission,
	// and the runtime finds a control by its name: a "show password"
	// toggle's text twin of a password input would read the password and
	// hand it back. So the strictest decision among them holds for each.
	// A control with no name is found by its id, and an id that two
	// controls share (invalid, yet common) cannot tell them apart: the same
	// holds for them.
	strictest := make(map[string]classify.Decision, n)
	stricter := func(key string, d classify.Decision) {
		if s, seen := strictest[key]; !seen || d.Class > s.Class {
			strictest[key] = d
		}
	}
	for _, f := range form.Fields {
		if f == nil || f.Ignore || f.Hidden != "" {
			continue
		}
		if d, ok := decisions[f]; ok {
			if f.Name != "" {
				stricter("name\x00"+f.Name, d)
			}
			if f.ID != "" {
				stricter("id\x00"+f.ID, d)
			}
		}
	}

	for i, f := range form.Fields {
		if f == nil || f.Ignore || f.Hidden != "" {
			continue
		}
		if p.legend == "" {
			p.legend = clean(f.Legend)
		}
		if isFile(f) {
			// Not sensitive, but an agent cannot hand over a file: the
			// description asks the person to attach it.
			p.hasFile = true
			continue
		}
		kind, ok := kindOf(f)
		if !ok {
			continue
		}
		d, ok := decisions[f]
		if !ok {
			return nil, errors.New("schema: " + page + ":" + f.Pos.String() + ": field has no class decision")
		}
		if s, ok := strictest["name\x00"+f.Name]; ok && f.Name != "" && s.Class > d.Class {
			d = s
		}
		if s, ok := strictest["id\x00"+f.ID]; ok && f.Name == "" && f.ID != "" && s.Class > d.Class {
			d = s
		}
		decided[f] = d
		required := f.Required && !f.Conditional
		switch d.Class {
		case classify.Redact:
			redacts = true
		case classify.Block:
			blocks = true
		}
		// Disabled controls are not submitted and read-only ones cannot be
		// changed, so neither the agent nor the person is asked to fill them
		// (Chromium's declarative schema leaves them out too).
		if f.Disabled || f.Readonly {
			continue
		}
		if d.Class == classify.Block {
			for _, s := range []string{f.Name, f.ID} {
				if s != "" {
					p.blocked[s] = true
				}
			}
			label, own := userLabel(f, d)
			if own {
				p.userText = append(p.userText, quote(label))
			} else {
				p.userText = append(p.userText, label)
			}
			t.RequiresUser = append(t.RequiresUser, UserField{
				Key:      "user-" + strconv.Itoa(len(t.RequiresUser)+1),
				Label:    label,
				Class:    classify.Block.String(),
				Rule:     d.Rule,
				Index:    i,
				Required: required,
			})
			continue
		}
		exposed = append(exposed, f)
		// A page value that is a checksum-valid card number, IBAN or
		// national id stays out of the schema as a redact field's would:
		// the runtime masks such values in results, and the schema's
		// default, examples and choices must not hand them over either.
		redact := d.Class == classify.Redact || IdentifierInValues(f, packs) != ""
		key := propertyKey(f.Name)
		if key == "" && (f.ID == "" || analyzer.GeneratedID(f.ID)) {
			// What the framework binds it to says more than an id
			// React made up (":r5:" beside formcontrolname="nameOnCard").
			key = propertyKey(f.Model)
		}
		if key == "" {
			key = propertyKey(f.ID)
		}
		if key == "" {
			key = "field_" + strconv.Itoa(i+1)
		}
		key = unique(key, 64, keys)
		root.Properties = append(root.Properties, property{Key: key, Schema: propertySchema(f, kind, redact)})
		if required {
			root.Required = append(root.Required, key)
		}
		t.Fields = append(t.Fields, Field{
			Key:      key,
			Name:     f.Name,
			ID:       f.ID,
			Label:    fieldLabel(f, kind, redact),
			Index:    i,
			Kind:     kind,
			Class:    d.Class.String(),
			Rule:     d.Rule,
			Reason:   d.Reason(),
			Required: required,
			// The kind of a redact or allow field says only what sort of
			// value it is, never the value.
			ValueKind:    d.Kind,
			Autocomplete: strings.Join(strings.Fields(strings.ToLower(f.Autocomplete)), " "),
		})
	}
	if len(t.Fields) == 0 && len(t.RequiresUser) == 0 {
		return nil, nil
	}
	t.InputSchema = root.appendJSON(nil)

	p.search = searchLike(form, exposed) && !redacts && !blocks
	// A search form that mentions orders ("Search your orders") neither pays
	// nor deletes, so the words only count for other forms.
	text := formText(form)
	for _, c := range []struct {
		yes  bool
		name string
	}{
		{redacts, "redact-field"},
		{blocks, "block-field"},
		{paysByFields(form, decided) || !p.search && matchTerms(text, paymentTerms), "payment"},
		{!p.search && matchTerms(text, destructiveTerms), "destructive"},
	} {
		if c.yes {
			t.Consequences = append(t.Consequences, c.name)
		}
	}
	t.Annotations = Annotations{
		ReadOnlyHint:      p.search,
		ConsequentialHint: len(t.Consequences) > 0,
		// formtool reads the author's HTML; whether results carry third-party
		// content is not visible there, so the hint stays false.
		UntrustedContentHint: false,
	}
	t.Form = FormLocator{ID: form.ID, Name: form.Name, ToolName: form.ToolName, Index: form.Index}
	t.Fingerprint = Fingerprint(form)
	t.Source = Source{File: page, Line: form.Pos.Line, Col: form.Pos.Col}
	return p, nil
}

// userLabel is what the person and the agent are told about a blocked field:
// its label, aria-label, placeholder, title or toolparamtitle, else a neutral
// description from the decision's kind. Never its name or id, and never a
// text equal to them or to its value. own is false for a neutral description.
func userLabel(f *analyzer.Field, d classify.Decision) (label string, own bool) {
	for _, t := range []string{f.Label, f.AriaLabel, f.Placeholder, f.Title, f.ParamTitle} {
		t = clean(t)
		if t == "" || t == f.Name || t == f.ID || f.Value != "" && t == clean(f.Value) {
			continue
		}
		return t, true
	}
	return neutralLabel(d.Kind), false
}

// neutralLabel describes a field by what it holds: "a password field",
// "an IBAN field", "a one-time code field".
func neutralLabel(kind string) string {
	words := strings.TrimSpace(strings.ReplaceAll(strings.ToLower(kind), "-", " "))
	switch words {
	case "":
		return "a protected field"
	case "otp", "one time code":
		words = "one-time code"
	case "iban":
		words = "IBAN"
	case "pin":
		words = "PIN"
	case "cvc", "card cvc", "card security code", "cc csc":
		words = "card security code"
	}
	article := "a"
	if strings.ContainsRune("aeiouAEIOU", rune(words[0])) && !strings.HasPrefix(words, "one") ||
		strings.HasPrefix(words, "IBAN") {
		article = "an"
	}
	return article + " " + words + " field"
}

// paysByFields reports a payment seen in the fields themselves: a card field,
// or an amount next to a bank account (also when an author override lowered
// their class).
func paysByFields(form *analyzer.Form, decided map[*analyzer.Field]classify.Decision) bool {
	account := false
	for _, f := range form.Fields {
		d, ok := decided[f]
		if !ok {
			continue
		}
		kind, rule := strings.ToLower(d.Kind), strings.ToLower(d.Rule)
		if core := d.Core; core != nil {
			kind, rule = kind+" "+strings.ToLower(core.Kind), rule+" "+strings.ToLower(core.Rule)
		}
		if strings.Contains(kind, "card") || strings.Contains(rule, "cc-") || strings.Contains(rule, "card") ||
			strings.Contains(strings.ToLower(f.Autocomplete), "cc-") {
			return true
		}
		if strings.Contains(kind, "iban") || strings.Contains(kind, "bank-account") || strings.Contains(rule, "iban") {
			account = true
		}
	}
	if !account {
		return false
	}
	// Only a form with an account is asked for an amount: the words of
	// every field are the costly part.
	for _, f := range form.Fields {
		if _, ok := decided[f]; ok && matchTerms(f.Name+" "+f.ID+" "+f.Label, amountTerms) {
			return true
		}
	}
	return false
}

// Fingerprint is the shape of a form as the runtime recomputes it on the live
// page: the 64-bit FNV-1a hash, in 16 hex digits, of one line "tag:type:name\n"
// per field, in form order, over all of the form's fields (blocked, ignored
// and file fields included, since they are on the page). It is empty when a
// field's name or type is template code, whose rendered text is unknown.
func Fingerprint(form *analyzer.Form) string {
	h := fnv.New64a()
	for _, f := range form.Fields {
		if f == nil {
			continue
		}
		if f.Dynamic {
			return ""
		}
		h.Write([]byte(f.Tag + ":" + f.Type + ":" + f.Name + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// nameTools gives every tool a unique name. Valid names the author chose
// (toolname, else data-webmcp-toolname) are taken first, in document
// order, so that a derived name never pushes one to a suffix.
func nameTools(plans []*formPlan) {
	taken := map[string]bool{}
	for _, p := range plans {
		if n := chosenName(p.form); n != "" && !taken[n] {
			p.tool.Name = n
			taken[n] = true
		}
	}
	for _, p := range plans {
		if p.tool.Name == "" {
			p.tool.Name = unique(p.derivedName(), 128, taken)
		}
	}
}

// chosenName is the name the author gave the form's tool, when it is a
// valid tool name: toolname, else data-webmcp-toolname.
func chosenName(f *analyzer.Form) string {
	for _, n := range []string{f.ToolName, f.DataToolName} {
		if n = strings.TrimSpace(n); isToolName(n) {
			return n
		}
	}
	return ""
}

// derivedName slugs the first usable of the form's id, name, heading, submit
// text and action path, else "form_N" with N its 1-based document index. A
// candidate equal to a blocked field's name or id is skipped, so the tool
// name cannot reveal one.
func (p *formPlan) derivedName() string {
	f := p.form
	for _, c := range []string{f.ToolName, f.DataToolName, f.ID, f.Name, f.Heading, f.SubmitText, actionPath(f.Action)} {
		s := slug(c, 64)
		if s == "" || p.blocked[s] || p.blocked[c] {
			continue
		}
		return s
	}
	return "form_" + strconv.Itoa(f.Index+1)
}

// actionPath is the path of a form action without scheme, host, query,
// fragment and file extension: "https://x.example/account/delete.php?a=1" →
// "/account/delete".
func actionPath(action string) string {
	a := strings.TrimSpace(action)
	if i := strings.IndexAny(a, "?#"); i >= 0 {
		a = a[:i]
	}
	if i := strings.Index(a, "://"); i >= 0 {
		a = a[i+3:]
		if j := strings.IndexByte(a, '/'); j >= 0 {
			a = a[j:]
		} else {
			a = ""
		}
	}
	if i := strings.LastIndexByte(a, '.'); i >= 0 && i > strings.LastIndexByte(a, '/') && len(a)-i <= 6 {
		a = a[:i]
	}
	return a
}

// finish writes the title and description, then applies the submission
// policy to the finished tool.
func (p *formPlan) finish(doc *analyzer.Document, policy func(*Tool, *analyzer.Form) (bool, int, string)) {
	f, t := p.form, &p.tool
	t.Title = firstOf(f.AriaLabel, f.Heading, p.legend, f.SubmitText)
	if t.Title == "" {
		t.Title = humanize(t.Name)
	}
	t.Description = p.description(doc)

	t.AutoSubmit = (f.ToolAutoSubmit || f.AutoSubmit) && p.maySubmitAlone()
	t.Policy = "default"
	t.WaitMs = DefaultWaitMs
	if policy != nil {
		auto, wait, rule := policy(t, f)
		t.AutoSubmit = auto && p.maySubmitAlone()
		if wait > 0 {
			t.WaitMs = wait
		}
		if rule != "" {
			t.Policy = rule
		}
	}
}

// Destructive reports whether a tool deletes, cancels or closes something,
// judged from its form's submit text, heading, aria-label, id, name and
// action; a configuration policy may treat such tools apart.
func Destructive(t *Tool) bool {
	for _, c := range t.Consequences {
		if c == "destructive" {
			return true
		}
	}
	return false
}

// maySubmitAlone is SPEC section 4's condition for submitting without the
// person: nothing only they can fill, and nothing consequential.
func (p *formPlan) maySubmitAlone() bool {
	return len(p.tool.RequiresUser) == 0 && !p.tool.Annotations.ConsequentialHint
}

// description is the author's tooldescription (else
// data-webmcp-tooldescription), else a sentence from the
// heading, the first legend, the submit text and the page title; either way
// followed by what the person must do themselves (attach files, fill blocked
// fields), because the agent cannot.
func (p *formPlan) description(doc *analyzer.Document) string {
	f := p.form
	var parts []string
	if d := firstOf(f.ToolDescription, f.DataToolDescription); d != "" {
		parts = append(parts, d)
	} else {
		subject := firstOf(f.Heading, f.AriaLabel, p.legend, f.SubmitText)
		s := "Fills in a form"
		if subject != "" {
			s = "Fills in the form " + quote(subject)
		}
		if title := clean(doc.Title); title != "" && title != subject {
			s += " on the page " + quote(title)
		}
		parts = append(parts, s+".")
		if p.legend != "" && p.legend != subject {
			parts = append(parts, "Its first section is "+quote(p.legend)+".")
		}
		if submit := clean(f.SubmitText); submit != "" && submit != subject {
			parts = append(parts, "It is sent with the button "+quote(submit)+".")
		}
	}
	if p.hasFile {
		parts = append(parts, "Files must be attached by the person; this tool cannot attach them.")
	}
	if n := len(p.userText); n > 0 {
		them := "them"
		if n == 1 {
			them = "it"
		}
		parts = append(parts, "The person must fill in "+joinAnd(p.userText)+" themselves; this tool cannot fill "+them+".")
	}
	if len(parts) > 1 {
		// The author's description is a sentence of its own before ours.
		parts[0] = sentence(parts[0])
	}
	return strings.Join(parts, " ")
}

// humanize turns a tool name into a title: "contact_form" → "Contact form".
func humanize(name string) string {
	s := strings.Join(strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' }), " ")
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
