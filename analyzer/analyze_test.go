package analyzer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func analyze(t testing.TB, file, src string) *Document {
	t.Helper()
	doc, err := Analyze(file, []byte(src), Options{})
	require.NoError(t, err)
	return doc
}

// field finds a field by name in any form or among the loose fields.
func field(t testing.TB, doc *Document, name string) *Field {
	t.Helper()
	for _, f := range doc.Forms {
		for _, fd := range f.Fields {
			if fd.Name == name {
				return fd
			}
		}
	}
	for _, fd := range doc.Loose {
		if fd.Name == name {
			return fd
		}
	}
	t.Fatalf("no field named %q", name)
	return nil
}

func TestPositionsAreExact(t *testing.T) {
	src := "<!doctype html>\n<p>héllo</p>\n  <form id=a>\n\t<input name=x>\n</form>"
	doc := analyze(t, "p.html", src)
	require.Len(t, doc.Forms, 1)
	assert.Equal(t, Pos{Line: 3, Col: 3, Offset: strings.Index(src, "<form")}, doc.Forms[0].Pos)
	assert.Equal(t, Pos{Line: 4, Col: 2, Offset: strings.Index(src, "<input")}, field(t, doc, "x").Pos)
}

func TestLabels(t *testing.T) {
	doc := analyze(t, "l.html", `<form>
<label for="a">Email address</label><input id="a" name="a">
<label>Card <b>number</b> <input name="b"></label>
<label><input type=checkbox name=c> Remember me</label>
<h2 id="h">Date of birth</h2><input name="d" aria-labelledby="h">
<input name="e" aria-label="IBAN" placeholder="NL00" title="t" toolparamdescription="desc" toolparamtitle="T">
<label>Country <select name="f"><option>Netherlands</option></select></label>
<input id="h" name="h"><span class="form-label" for="h">Birth<span>day</span></span>
<span class="hint">Optional</span><input id="i" name="i">
</form><label for="g">Later label</label>`)
	assert.Equal(t, "Email address", field(t, doc, "a").Label)
	assert.Equal(t, "Card number", field(t, doc, "b").Label)
	assert.Equal(t, "Remember me", field(t, doc, "c").Label)
	assert.Equal(t, "Date of birth", field(t, doc, "d").Label)
	e := field(t, doc, "e")
	assert.Equal(t, []string{"IBAN", "NL00", "t", "desc", "T"}, []string{e.AriaLabel, e.Placeholder, e.Title, e.ParamDescription, e.ParamTitle})
	assert.Equal(t, "Country", field(t, doc, "f").Label, "option text is not label text")
	assert.Equal(t, "Birthday", field(t, doc, "h").Label, "a span with for= stands in for a label")
	assert.Empty(t, field(t, doc, "i").Label, "a span without for= is no label")
}

// TestStrayLabelFor: a label whose for= was copied from the control above
// names the control it stands before, when that one has no label; a second
// label that is meant for the same control stays.
func TestStrayLabelFor(t *testing.T) {
	doc := analyze(t, "s.html", `<form>
<div><label for="user">User ID</label><input id="user" name="user"></div>
<div><label for="user">Password</label><input id="pass" name="pass"></div>
<label for="mail">Email</label><input id="mail" name="mail"><label for="mail">(work)</label>
<label for="c">Card</label><input id="c" name="c"><label for="c">Card number</label><span>hint</span><input id="d" name="d">
<label for="e">Code</label><input id="e" name="e"><span>Required</span><label for="e">Card number</label><input id="f" name="f">
</form>`)
	assert.Equal(t, "User ID", field(t, doc, "user").Label)
	assert.Equal(t, "Password", field(t, doc, "pass").Label)
	assert.Equal(t, "Email (work)", field(t, doc, "mail").Label, "a label after its control is still its own")
	assert.Equal(t, "Card Card number", field(t, doc, "c").Label, "text between the label and the next control keeps it where for= says")
	assert.Empty(t, field(t, doc, "d").Label)
	assert.Equal(t, "Card number", field(t, doc, "f").Label, "the box before's description does not stand between")
}

func TestFormOwnership(t *testing.T) {
	doc := analyze(t, "o.html", `
<form id="one"><input name="a"><form id="nested"><input name="b"></form>
<input name="loose">
<input name="c" form="one">
<form id="two"><input name="d" form="missing"></form>
<table><form id="three"><tr><td><input name="e"></td></tr></form></table>`)
	require.Len(t, doc.Forms, 3, "a nested <form> is ignored, as HTML does")
	names := func(f *Form) (out []string) {
		for _, fd := range f.Fields {
			out = append(out, fd.Name)
		}
		return out
	}
	assert.Equal(t, []string{"a", "b", "c"}, names(doc.Forms[0]))
	assert.Empty(t, doc.Forms[1].Fields, "form=missing leaves the control loose")
	assert.Equal(t, []string{"e"}, names(doc.Forms[2]), "the form element pointer survives table markup")
	var loose []string
	for _, f := range doc.Loose {
		loose = append(loose, f.Name)
	}
	assert.Equal(t, []string{"loose", "d"}, loose)
}

// fieldNames are a form's field names, or the loose fields' for nil.
func fieldNames(doc *Document, f *Form) (out []string) {
	fields := doc.Loose
	if f != nil {
		fields = f.Fields
	}
	for _, fd := range fields {
		out = append(out, fd.Name)
	}
	return out
}

// A </form> takes only the form off HTML's stack of open elements: what is
// still open inside it stays inside it, so the controls that follow there
// are the form's (their nearest form ancestor), and a form opened there is
// a form of its own, nested in the first. A submit button's form attribute
// names the form it submits.
func TestFormOwnershipAfterAMisplacedEndTag(t *testing.T) {
	doc := analyze(t, "m.html", `
<form id="order"><div><input name="a"></form><input name="b">
<form id="lookup"><input name="c"><button>Look up</button></form>
<input name="d"></div>
<input name="e">
<button form="order">Place the order</button>
<table><form id="t"><tr><td><input name="x"></form><input name="y"></td></tr></table>`)
	require.Len(t, doc.Forms, 3)
	assert.Equal(t, []string{"a", "b", "d"}, fieldNames(doc, doc.Forms[0]))
	assert.Equal(t, []string{"c"}, fieldNames(doc, doc.Forms[1]))
	assert.Equal(t, []string{"x"}, fieldNames(doc, doc.Forms[2]), "a form opened in a table holds nothing after its </form>")
	assert.Equal(t, []string{"e", "y"}, fieldNames(doc, nil))
	assert.Equal(t, "Place the order", doc.Forms[0].SubmitText)
	assert.Equal(t, "Look up", doc.Forms[1].SubmitText)
}

// In live mode the markup is the browser's serialization, marked with the
// form that owns each form and control: the marks decide, under the name
// the host gave, and nothing else does. Without that name (formtool build)
// the same markup is read by HTML's rules and the marks are ignored.
func TestLiveModeOwnersComeFromTheMarks(t *testing.T) {
	const mark = "data-formtool-owner-k3"
	src := `
<table><form ` + mark + `="0"></form><tbody><tr><td><input name="x" ` + mark + `="0"></td></tr></tbody></table>
<form ` + mark + `="1"><div><form ` + mark + `="2"><input name="z" ` + mark + `="2"></form><input name="y" ` + mark + `="1"></div></form>
<input name="loose" ` + mark + `="">
<input name="spoof" data-formtool-owner-zz="1">`
	live, err := Analyze("live.html", []byte(src+`<svg><form><input name="svg"></form></svg>`), Options{OwnerAttr: mark})
	require.NoError(t, err)
	require.Len(t, live.Forms, 3, "every marked form is a form, nested or not; an unmarked one is not")
	assert.Equal(t, []string{"x"}, fieldNames(live, live.Forms[0]))
	assert.Equal(t, []string{"y"}, fieldNames(live, live.Forms[1]))
	assert.Equal(t, []string{"z"}, fieldNames(live, live.Forms[2]))
	assert.Equal(t, []string{"loose", "spoof", "svg"}, fieldNames(live, nil))

	built := analyze(t, "built.html", src)
	require.Len(t, built.Forms, 2, "the nested <form> start tag is dropped")
	assert.Empty(t, built.Forms[0].Fields)
	assert.Equal(t, []string{"z", "y"}, fieldNames(built, built.Forms[1]))
	assert.Equal(t, []string{"x", "loose", "spoof"}, fieldNames(built, nil))
}

func TestControlsAndOptions(t *testing.T) {
	doc := analyze(t, "c.html", `<h1>Shop</h1><form action="/buy" method="POST" toolname="buy" tooldescription="Buy it" toolautosubmit data-webmcp-autosubmit>
<input type=hidden name=csrf value=tok><input type=submit value="Pay now">
<input type=number name=n min=1 max=9 step=2 required>
<select name=s><option value="">Pick</option><option value=x selected>X</option><option>Y</option></select>
<select name=m multiple><option>1</option><option selected>2</option></select>
<input type=radio name=r value=a><input type=radio name=r value=b checked>
<input type=checkbox name=k value=1><input type=checkbox name=k value=2>
<input type=checkbox name=single checked>
<input name=city list=cities><datalist id=cities><option value="Amsterdam"><option value="Utrecht"></datalist>
<textarea name=t minlength=3 maxlength=10>
hello</textarea>
<input name=p pattern="[0-9]{4}" inputmode=numeric>
</form>`)
	f := doc.Forms[0]
	assert.Equal(t, "buy", f.ToolName)
	assert.True(t, f.ToolAutoSubmit && f.AutoSubmit && f.HasToolName)
	assert.Equal(t, "post", f.Method)
	assert.Equal(t, "Pay now", f.SubmitText)
	assert.Equal(t, "Shop", f.Heading)
	var names []string
	for _, fd := range f.Fields {
		names = append(names, fd.Name)
	}
	assert.Equal(t, []string{"n", "s", "m", "r", "k", "single", "city", "t", "p"}, names, "hidden and submit controls are not fields")

	n := field(t, doc, "n")
	assert.Equal(t, []string{"number", "1", "9", "2"}, []string{n.Type, n.Min, n.Max, n.Step})
	assert.True(t, n.Required)
	s := field(t, doc, "s")
	assert.Equal(t, "select-one", s.Type)
	assert.Equal(t, "x", s.Value)
	assert.Equal(t, []Option{{Value: "", Label: "Pick"}, {Value: "x", Label: "X", Selected: true}, {Value: "Y", Label: "Y"}}, stripPos(s.Options))
	assert.Equal(t, "select-multiple", field(t, doc, "m").Type)
	r := field(t, doc, "r")
	assert.Equal(t, "b", r.Value)
	assert.Len(t, r.Options, 2)
	assert.Equal(t, []int{5, 6}, r.Elements, "hidden and submit inputs count in element indexes")
	assert.Len(t, field(t, doc, "k").Options, 2)
	single := field(t, doc, "single")
	assert.True(t, single.Checked)
	assert.Empty(t, single.Options)
	assert.Equal(t, []string{"Amsterdam", "Utrecht"}, []string{field(t, doc, "city").Options[0].Value, field(t, doc, "city").Options[1].Value})
	tx := field(t, doc, "t")
	assert.Equal(t, "hello", tx.Value)
	assert.Equal(t, []string{"3", "10"}, []string{tx.MinLength, tx.MaxLength})
	assert.Equal(t, "[0-9]{4}", field(t, doc, "p").Pattern)
}

func stripPos(opts []Option) []Option {
	out := make([]Option, len(opts))
	for i, o := range opts {
		o.Pos = Pos{}
		out[i] = o
	}
	return out
}

func TestSelectInSelectIsDropped(t *testing.T) {
	// HTML's "in select" mode: a <select> start tag closes the open select
	// and is itself ignored, so the second select is not a field.
	doc := analyze(t, "s.html", `<form><select name=a><option>1</option><select name=b><option>2</option></select><input name=c></form>`)
	require.Len(t, doc.Forms[0].Fields, 2)
	assert.Equal(t, "c", doc.Forms[0].Fields[1].Name)
	assert.Equal(t, []int{1}, doc.Forms[0].Fields[1].Elements)
}

func TestTagsInsideSelectAreIgnored(t *testing.T) {
	// An unclosed select swallows the markup after it until a tag that
	// closes it; here the <select> start tag closes it and is dropped too.
	doc := analyze(t, "s.html", `<form><select name=a><option>1</div><div><label>Year</label><select name=b><option>2</select><input name=c></form>`)
	var names []string
	for _, f := range doc.Forms[0].Fields {
		names = append(names, f.Name)
	}
	assert.Equal(t, []string{"a", "c"}, names)
	assert.Empty(t, field(t, doc, "c").Label, "the ignored <label> labels nothing")
	// </form> inside a select is ignored, so the input still belongs to it.
	doc = analyze(t, "s.html", `<form><select name=a></form><input name=b>`)
	require.Len(t, doc.Forms[0].Fields, 2)
}

func TestOverrides(t *testing.T) {
	doc := analyze(t, "o.html", `<form data-webmcp-sensitive="allow">
<input name=a>
<fieldset data-webmcp-sensitive="REDACT"><legend>Bank</legend><input name=b><input name=c data-webmcp-sensitive="block"></fieldset>
<input name=d data-webmcp-ignore>
</form><form data-webmcp-ignore><input name=e></form>`)
	for name, want := range map[string][2]string{"a": {"allow", "form"}, "b": {"redact", "fieldset"}, "c": {"block", "field"}} {
		f := field(t, doc, name)
		assert.Equal(t, want, [2]string{f.Sensitive, f.SensitiveFrom}, name)
	}
	assert.Equal(t, "Bank", field(t, doc, "b").Legend)
	assert.True(t, field(t, doc, "d").Ignore)
	assert.True(t, doc.Forms[1].Ignore)
	assert.True(t, field(t, doc, "e").Ignore)
}

// The trap: a '>' inside a template region within a tag must not end the
// tag, or a later type=password is read as text and the field escapes.
func TestTemplateTrapEveryDialect(t *testing.T) {
	cases := map[string]string{
		"a.gohtml":    `<form><input {{if gt .A .B}}class="x"{{end}} {{/* > */}} name="pw" type="password"></form>`,
		"a.j2":        `<form><input {% if a > b %}class="x"{% endif %} {# > #} name="pw" type="password"></form>`,
		"a.njk":       `<form><input {{ "a>b" }} name="pw" type="password"></form>`,
		"a.erb":       `<form><input <% if a > b %>class="x"<% end %> <%# > %> name="pw" type="password"></form>`,
		"a.hbs":       `<form><input {{#if (gt a b)}}x{{/if}} {{!-- > --}} {{{raw ">"}}} name="pw" type="password"></form>`,
		"a.liquid":    `<form><input {% if a > b %}class="x"{% endif %} {{ "x" | append: ">" }} name="pw" type="password"></form>`,
		"a.mustache":  `<form><input {{! > }} name="pw" type="password"></form>`,
		"a.php":       `<form><input <?php if ($a > $b): ?>class="x"<?php endif; ?> <?= "x>" ?> name="pw" type="password"></form>`,
		"a.blade.php": `<form><input {{ $a > $b ? "x" : "" }} {!! ">" !!} {{-- > --}} name="pw" type="password"></form>`,
	}
	for file, src := range cases {
		t.Run(file, func(t *testing.T) {
			doc := analyze(t, file, src)
			require.Len(t, doc.Forms, 1)
			require.Len(t, doc.Forms[0].Fields, 1)
			f := doc.Forms[0].Fields[0]
			assert.Equal(t, "password", f.Type)
			assert.Equal(t, "pw", f.Name)
			assert.Equal(t, strings.Index(src, "<input"), f.Pos.Offset, "positions stay exact")
		})
	}
	// The same source read as plain HTML does lose the password: the trap is
	// real. Named .html, the file is read for its template code and keeps it.
	doc, err := Analyze("a.html", []byte(cases["a.j2"]), Options{Dialect: DialectHTML})
	require.NoError(t, err)
	assert.NotEqual(t, "password", doc.Forms[0].Fields[0].Type)
	doc = analyze(t, "a.html", cases["a.j2"])
	assert.Equal(t, "password", doc.Forms[0].Fields[0].Type)
}

func TestTemplateDynamicAndConditional(t *testing.T) {
	doc := analyze(t, "d.gohtml", `<form>
<input name="{{.Name}}" type="text">
<input name="t" type="{{.Type}}">
<input name={{.N}} type=password>
{{if .Phone}}<input name="phone" required>{{else}}<input name="fax" required>{{end}}
{{range .Items}}<input name="item" required>{{end}}
<input name="v" value="{{.SSN}}" required>
</form>`)
	fs := doc.Forms[0].Fields
	require.Len(t, fs, 7)
	assert.True(t, fs[0].Dynamic)
	assert.Equal(t, "name", fs[0].DynamicBy)
	assert.Empty(t, fs[0].Name, "template code is never read as a name")
	assert.True(t, fs[1].Dynamic)
	assert.Equal(t, "type", fs[1].DynamicBy)
	assert.True(t, fs[2].Dynamic)
	assert.Equal(t, "password", fs[2].Type, "an unquoted template value does not swallow the next attribute")
	for _, f := range fs[3:6] {
		assert.True(t, f.Conditional, f.Name)
		assert.False(t, f.Required, "a field inside a conditional is never required: %s", f.Name)
	}
	assert.True(t, fs[6].Required)
	assert.Empty(t, fs[6].Value, "template code is never read as a value")
}

func TestConditionalBlocksPerDialect(t *testing.T) {
	cases := map[string]string{
		"c.j2":     `{% if x %}<input name=a required>{% endif %}{% for y in z %}<input name=b required>{% endfor %}{% block c %}<input name=c required>{% endblock %}`,
		"c.erb":    `<% if x %><input name=a required><% end %><% items.each do |i| %><input name=b required><% end %><%= form_with do |f| %><input name=c required><% end %>`,
		"c.hbs":    `{{#if x}}<input name=a required>{{/if}}{{#each z}}<input name=b required>{{/each}}{{#> layout}}<input name=c required>{{/layout}}`,
		"c.liquid": `{% unless x %}<input name=a required>{% endunless %}{% for y in z %}<input name=b required>{% endfor %}{% capture c %}{% endcapture %}<input name=c required>`,
		"c.gohtml": `{{with .X}}<input name=a required>{{end}}{{range .Z}}<input name=b required>{{end}}{{define "c"}}<input name=c required>{{end}}`,
	}
	for file, src := range cases {
		t.Run(file, func(t *testing.T) {
			doc := analyze(t, file, "<form>"+src+"</form>")
			assert.True(t, field(t, doc, "a").Conditional)
			assert.True(t, field(t, doc, "b").Conditional)
			assert.False(t, field(t, doc, "c").Conditional, "a block that always renders is not conditional")
			assert.True(t, field(t, doc, "c").Required)
		})
	}
}

func TestUnterminatedTemplateIsReported(t *testing.T) {
	doc := analyze(t, "u.j2", "<form>\n<input name=a>\n{% if x <input type=password name=b></form>")
	require.Len(t, doc.Notes, 1)
	assert.Equal(t, "template-unterminated", doc.Notes[0].ID)
	assert.Equal(t, 3, doc.Notes[0].Pos.Line)
}

func TestDialectChoice(t *testing.T) {
	assert.Equal(t, DialectJinja, DialectFor("x/y.NJK"))
	assert.Equal(t, DialectHTML, DialectFor("x.md"))
	assert.Equal(t, DialectJinja, DialectFor("templates/login.html.twig"))
	assert.Equal(t, DialectERB, DialectFor("views/login.ejs"))
	assert.Equal(t, DialectPHP, DialectFor("wp-login.php"))
	assert.Equal(t, DialectPHP, DialectFor("form.phtml"))
	assert.Equal(t, DialectBlade, DialectFor("resources/views/auth/Login.Blade.php"))
	_, err := Analyze("x.html", nil, Options{Dialect: "asp"})
	assert.ErrorContains(t, err, `unknown template dialect "asp"`)
	doc, err := Analyze("x.html", []byte(`<form><input {{ if a > b }} type=password name=p></form>`), Options{Dialect: DialectGo})
	require.NoError(t, err)
	assert.Equal(t, "password", doc.Forms[0].Fields[0].Type, "--dialect beats the extension")
}

func TestLangAndTitle(t *testing.T) {
	doc := analyze(t, "x.html", `<html lang="NL-be"><head><title> Inloggen  bij ons </title></head><body></body></html>`)
	assert.Equal(t, "nl-be", doc.Lang)
	assert.Equal(t, "Inloggen bij ons", doc.Title)
}

func TestHostileInputStaysBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("<form>")
	for i := 0; i < 20000; i++ {
		b.WriteString("<div><label><span id=s>")
	}
	b.WriteString(`<input name="deep" aria-labelledby="s">`)
	b.WriteString(`<input name="huge" value="` + strings.Repeat("x", 1<<20) + `" placeholder="` + strings.Repeat("é", 1<<18) + `">`)
	doc := analyze(t, "h.html", b.String())
	assert.Equal(t, maxAttr, len(field(t, doc, "huge").Value))
	assert.LessOrEqual(t, len(field(t, doc, "huge").Placeholder), maxText)

	var many strings.Builder
	many.WriteString("<form>")
	for i := 0; i < 100000; i++ {
		fmt.Fprintf(&many, `<input name="f%d">`, i)
	}
	doc = analyze(t, "many.html", many.String())
	assert.Len(t, doc.Forms[0].Fields, 100000)
}

func TestTranslatedLabelsKeepTheirText(t *testing.T) {
	doc := analyze(t, "t.j2", `<form><label for=a>{{ _("Card number") }}</label><input id=a name=a value="{{ v or 'x y' }}">
<label for=b>{% if x %}{{ "a>b" }}{% endif %}</label><input id=b name=b></form>`)
	a := field(t, doc, "a")
	assert.Equal(t, "Card number", a.Label)
	assert.Empty(t, a.Value, "a template value is unknown at build time")
	assert.Empty(t, field(t, doc, "b").Label, "literals with markup characters are not copied")
}

func TestSubmissionAttributes(t *testing.T) {
	doc := analyze(t, "s.html", `<form data-webmcp-autosubmit data-webmcp-wait="30000"></form>
<form data-webmcp-autosubmit="false" data-webmcp-wait="soon"></form><form data-webmcp-wait="99999999"></form>`)
	f := doc.Forms
	assert.True(t, f[0].AutoSubmit)
	assert.Equal(t, 30000, f[0].WaitMs)
	assert.False(t, f[1].AutoSubmit)
	assert.True(t, f[1].NoAutoSubmit)
	assert.Zero(t, f[1].WaitMs, "a wait that is not a number is ignored")
	assert.Zero(t, f[2].WaitMs, "a wait over an hour is ignored")
}

func TestNearbyTextNamesUnlabelledControls(t *testing.T) {
	doc := analyze(t, "n.html", `<form>
<table><tr><td>Credit Card Number</td><td><input name=a></td></tr>
<tr><td><span>Expires (MM-YYYY)</span></td><td><input name=b></td></tr></table>
<label for=c>Password</label><input id=c name=c><span>Email</span><input name=d placeholder="you@example.com">
<p>Please enter the account number printed on the back of your statement</p><input name=e>
<script>var password = 1;</script><input name=f>
<div><label>Verification code</label><input name=g></div>
<label for=h>Coupon</label><input id=h name=h><input name=i>
</form>`)
	assert.Equal(t, "Credit Card Number", field(t, doc, "a").Nearby)
	assert.Equal(t, "Expires (MM-YYYY)", field(t, doc, "b").Nearby)
	assert.Empty(t, field(t, doc, "c").Nearby, "a labelled control needs no nearby text")
	assert.Equal(t, "Email", field(t, doc, "d").Nearby, "beside a placeholder, the classifier decides whether it names the control")
	assert.Empty(t, field(t, doc, "e").Nearby, "a sentence is prose, not a label")
	assert.Empty(t, field(t, doc, "f").Nearby, "script text is not prose")
	assert.Equal(t, "Verification code", field(t, doc, "g").Label, "a label that names no control names the next one")
	assert.Empty(t, field(t, doc, "i").Nearby, "a label for another control does not name the next one")
}

// TestNearbyTextLeavesOutLinks: a link says where it goes ("I forgot my
// password"), not what the next control holds; a table cell's label of six
// words still names the control beside it.
func TestNearbyTextLeavesOutLinks(t *testing.T) {
	doc := analyze(t, "n.html", `<form>
<input name=a><a href="/reset">I forgot my password</a><select name=b><option>English</option></select>
<table><tr><td>Security code <a href="#help">(what's this?)</a></td><td><input name=c></td></tr>
<tr><td>3 digit code on the back</td><td><input name=d></td></tr>
<tr><td>Please enter the code that we sent you</td><td><input name=e></td></tr></table>
<a href="#"><span>Card number</span> <input name=f></a>
</form>`)
	assert.Empty(t, field(t, doc, "b").Nearby, "a link's text names no control")
	assert.Equal(t, "Security code", field(t, doc, "c").Nearby, "the text before a help link is kept")
	assert.Equal(t, "3 digit code on the back", field(t, doc, "d").Nearby)
	assert.Empty(t, field(t, doc, "e").Nearby, "a sentence is prose, not a label")
	assert.Equal(t, "Card number", field(t, doc, "f").Nearby, "a control inside a link keeps the link's text")
}

// TestLabelAroundParts: a label that holds several controls names each
// of them: the parts of one value. A label with for= names only its target.
func TestLabelAroundParts(t *testing.T) {
	doc := analyze(t, "p.html", `<form>
<label>Social security number <input name=s1>-<input name=s2>-<input name=s3></label>
<label for=x>Code <input name=y></label><input id=x name=x>
<label>Remember <input type=checkbox name=r><input type=submit name=go value=Go></label>
</form>`)
	for _, n := range []string{"s1", "s2", "s3"} {
		assert.True(t, strings.HasPrefix(field(t, doc, n).Label, "Social security number"), "%s: %q", n, field(t, doc, n).Label)
	}
	assert.Empty(t, field(t, doc, "y").Label, "a for= label names its target only")
	assert.Equal(t, "Code", field(t, doc, "x").Label)
}

// TestGroupNamesItsControls: a role="group" or "radiogroup" named by
// aria-label or aria-labelledby names the controls in it as a fieldset's
// legend does; a legend of their own comes first.
func TestGroupNamesItsControls(t *testing.T) {
	doc := analyze(t, "g.html", `<form>
<div role="group" aria-labelledby="dob"><span id="dob">Date of birth</span><input name=d placeholder=DD><input name=m placeholder=MM></div>
<div ROLE="Group" aria-label="Card number"><input name=c1><input name=c2></div>
<div role="group" aria-label="Outer"><fieldset><legend>Inner</legend><input name=i></fieldset></div>
<div aria-label="Not a group"><input name=n></div>
</form>`)
	assert.Equal(t, "Date of birth", field(t, doc, "m").Legend)
	assert.Equal(t, "Card number", field(t, doc, "c2").Legend)
	assert.Equal(t, "Inner", field(t, doc, "i").Legend)
	assert.Empty(t, field(t, doc, "n").Legend)
}

// TestTrailingLabels: a label that names no control and follows one
// directly is that control's when the element around the control closes
// before the next control starts (floating labels, a checkbox's text);
// otherwise it names the next control, as a label before one does.
func TestTrailingLabels(t *testing.T) {
	doc := analyze(t, "t.html", `<form>
<div class="form-floating"><input name=a placeholder=" "><label>Card number</label></div>
<div class="form-floating"><input name=b placeholder=" "><label>Name on card</label></div>
<div><input type=checkbox name=c><label>Remember me</label></div>
<label>Email</label><input name=d><label>Password</label><input name=e>
<div><label for=f>Code</label><input id=f name=f><label>optional</label></div>
<input name=g>
<div><input name=h><label>IBAN</label><input name=i></div>
</form>`)
	assert.Equal(t, "Card number", field(t, doc, "a").Label)
	assert.Equal(t, "Name on card", field(t, doc, "b").Label)
	assert.Empty(t, field(t, doc, "b").Nearby, "the label before it was the previous control's")
	assert.Equal(t, "Remember me", field(t, doc, "c").Label)
	assert.Equal(t, "Email", field(t, doc, "d").Label, "in a flat layout each label is before its control")
	assert.Equal(t, "Password", field(t, doc, "e").Label)
	assert.Equal(t, "Code", field(t, doc, "f").Label, "a control with a label keeps it")
	assert.Equal(t, "optional", field(t, doc, "g").Nearby)
	assert.Empty(t, field(t, doc, "h").Label, "the next control started first")
	assert.Equal(t, "IBAN", field(t, doc, "i").Label)

	// A floating label whose for= names the box's wrapper, or nothing.
	doc = analyze(t, "t.html", `<form>
<div id=taxno><input name=tax><label for=taxno>Tax number</label></div>
<div id=office><input name=office><label for=office>Tax office</label></div>
<div><input name=dob id=dob-input><label for=dob>Date of birth</label></div>
<div><input name=j id=j><label for=j>Own label</label></div>
<div><input name=k><label for=j>Copied for=</label></div>
</form>`)
	assert.Equal(t, "Tax number", field(t, doc, "tax").Label)
	assert.Equal(t, "Tax office", field(t, doc, "office").Label, "not the label before it")
	assert.Equal(t, "Date of birth", field(t, doc, "dob").Label)
	assert.Equal(t, "Own label", field(t, doc, "j").Label)
	assert.Equal(t, "Copied for=", field(t, doc, "k").Label, "a second label for j, right after a control with none, is that control's")

	// A stray for= before a control of another form is not its label.
	doc = analyze(t, "t.html", `<form><div id=cvc-frame></div><label for=cvc-frame>CVC</label></form>
<form><input name=full_name placeholder=Name></form>`)
	assert.Empty(t, field(t, doc, "full_name").Label)
}

// TestHiddenControls: a control the person cannot see is marked Hidden: the
// hidden attribute on it or around it, and the honeypots sites set for
// bots. One sign of hiding alone is not enough: a closed dialog, a section
// a script shows later, a custom checkbox and a select widget hide their
// controls from sight too, and the person still uses them.
func TestHiddenControls(t *testing.T) {
	doc := analyze(t, "h.html", `<form>
<input name=own hidden>
<div hidden><label>Card number <input name=inside></label></div>
<p hidden=until-found><input name=found></p>
<div id="honeypot-wrap"><input name=fbi></div>
<input name=contact_me data-honeypot-field>
<div style="display:none"><input name=website></div>
<div style="position:absolute; left:-9999px"><input name=url tabindex=-1></div>
<input name=hp_field class="visually-hidden">
<input name=email2 class="visually-hidden" aria-hidden="true" tabindex="-1">
<input name=nick style="opacity:0" aria-hidden="true">
<div class="d-none"><label>Leave this field blank <input name=extra></label></div>
<div class="modal" style="display:none" aria-hidden="true"><label>Email <input name=modal_email></label></div>
<div style="display:none"><label>State <input name=state></label></div>
<label class=custom><input type=checkbox name=terms style="position:absolute;opacity:0" tabindex=-1> I agree</label>
<select name=country class="select2-hidden-accessible" tabindex=-1 aria-hidden=true><option>NL</option></select>
<input name=destinationUrl class=hidden>
<div style="margin-top:-10px"><input name=tight tabindex=-1></div>
<ul><li hidden>gone<li><input name=next_item></ul>
</form>`)
	hidden := map[string]bool{"own": true, "inside": true, "fbi": true, "contact_me": true, "website": true,
		"url": true, "hp_field": true, "email2": true, "nick": true, "extra": true}
	for _, f := range doc.Forms[0].Fields {
		if hidden[f.Name] {
			assert.NotEmpty(t, f.Hidden, "%s is hidden from the person", f.Name)
		} else {
			assert.Empty(t, f.Hidden, "%s is visible or shown later: %s", f.Name, f.Hidden)
		}
	}
	assert.Equal(t, "the hidden attribute", field(t, doc, "inside").Hidden)
	assert.Contains(t, field(t, doc, "fbi").Hidden, "honeypot")
}

// TestDescriptions: the text of aria-describedby and the text right after
// a control in the element that holds it describe the control; text that
// stands before the next control names that one instead, and a link or a
// button after a control is an action, not a description.
func TestDescriptions(t *testing.T) {
	doc := analyze(t, "d.html", `<form>
<p id=h1>We sent a six-digit code to your phone.</p>
<div><label for=a>Code</label><input id=a name=a aria-describedby="h1 h2"><small id=h2>It expires in 10 minutes.</small></div>
<div><label for=b>Username</label><input id=b name=b><a href=/forgot>Forgot your password?</a></div>
<p>Number <input name=c> Expiry <input name=d></p>
<table><tr><td><input name=e></td><td>Card number</td><td><input name=f></td></tr></table>
<div><select name=g><option>1</option></select> <span>Security question</span></div>
<div><textarea name=h></textarea><p>Do not include your card number</p></div>
<span id=l1>Credit card</span><label for=i>Number</label><input id=i name=i aria-label="Field" aria-labelledby="l1">
</form>`)
	assert.Equal(t, "We sent a six-digit code to your phone. It expires in 10 minutes.", field(t, doc, "a").Description)
	assert.Empty(t, field(t, doc, "b").Description, "a link is an action")
	assert.Empty(t, field(t, doc, "c").Description, "the text before the next control names it")
	assert.Equal(t, "Expiry", field(t, doc, "d").Nearby)
	assert.Empty(t, field(t, doc, "e").Description, "the cell that holds the control ends its text")
	assert.Equal(t, "Security question", field(t, doc, "g").Description)
	assert.Equal(t, "Do not include your card number", field(t, doc, "h").Description)
	i := field(t, doc, "i")
	assert.Equal(t, "Number", i.Label)
	assert.Equal(t, "Field Credit card", i.AriaLabel, "aria-labelledby is kept beside a label and an aria-label")
}

// A <template>'s content is never in the document: the browser parses it
// into an inert fragment, so document.forms, form.elements, labels and ids
// never see it. Its forms, controls, labels, datalists and headings are
// skipped, nested templates and templates inside a form or a select too, and
// the forms after it keep the index the browser gives them.
func TestTemplateContentIsSkipped(t *testing.T) {
	doc := analyze(t, "t.html", `<h1>Shop</h1>
<template id="row"><h2>Hidden heading</h2><form id="tpl-form"><label for=pw>Password</label><input id=pw name=pw type=password value="CANARY-tpl-pw"></form></template>
<template><template><form id="nested"><input name=deep></form></template><input name=stray></template>
<form id="real">
  <label for=q>Query</label><input id=q name=q>
  <template><input name=later value="4111 1111 1111 1111"><label for=q>Card number</label></template>
  <select name=s><option>a</option><template><option>b</option></template><option>c</option></select>
  <input name=tail list=dl>
  <template><datalist id=dl><option value="DE89370400440532013000"></datalist></template>
  <template></form><input name=still></template>
  <input name=last>
</form>
</template>
<form id="after"><input name=z></form>`)
	require.Len(t, doc.Forms, 2, "forms inside a template are not the document's")
	assert.Equal(t, "real", doc.Forms[0].ID)
	assert.Equal(t, 0, doc.Forms[0].Index)
	assert.Equal(t, "after", doc.Forms[1].ID)
	assert.Equal(t, 1, doc.Forms[1].Index, "document.forms[1]")
	assert.Equal(t, "Shop", doc.Forms[0].Heading, "a heading inside a template heads nothing")
	var names []string
	for _, f := range doc.Forms[0].Fields {
		names = append(names, f.Name)
	}
	assert.Equal(t, []string{"q", "s", "tail", "last"}, names)
	assert.Equal(t, "Query", field(t, doc, "q").Label, "a label inside a template names nothing")
	assert.Empty(t, field(t, doc, "tail").Options, "a datalist inside a template is not the document's")
	var opts []string
	for _, o := range field(t, doc, "s").Options {
		opts = append(opts, o.Value)
	}
	assert.Equal(t, []string{"a", "c"}, opts)
	assert.Empty(t, doc.Loose)
	assert.Equal(t, []int{8}, field(t, doc, "last").Elements, "element indexes count every control of the file, a template's too, as corpus locators do")
	assert.Equal(t, []int{9}, field(t, doc, "z").Elements)
}

// TestFrameworkBindings: a type or name that a framework binds is unknown
// at build time, whatever the literal attribute says (SPEC section 1), in
// a plain .html file (Angular, Alpine, Vue in the page) as in a template.
func TestFrameworkBindings(t *testing.T) {
	for _, c := range []struct {
		src     string
		dynamic bool
	}{
		{`<input :type="shown ? 'text' : 'password'" name="secret_word">`, true},
		{`<input type="text" :type="kind" name="q">`, true},
		{`<input v-bind:type="kind" name="q">`, true},
		{`<input x-bind:type="kind" name="q">`, true},
		{`<input :type.attr="kind" name="q">`, true},
		{`<input [type]="kind" name="q">`, true},
		{`<input [attr.type]="kind" name="q">`, true},
		{`<input bind-type="kind" name="q">`, true},
		{`<input type={kind} name="q">`, true},
		{`<input type="${kind}" name="q">`, true},
		{`<input type="text" :name="field.key">`, true},
		{`<input type="text" [name]="key">`, true},
		{`<select :name="key"><option>a</select>`, true},
		{`<input type="text" name="answer-{i}">`, true},
		{`<input type="text" name="q" v-bind="attrs">`, true},
		{`<input type="text" name="q" x-bind="attrs">`, true},
		{`<input type="text" name="q" {...rest}>`, true},
		{`<input class="input-text" type="text" data-bind="value: value, attr: { name: inputName, placeholder: placeholder }">`, true},
		{`<input data-bind="attr: {'type': kind, id: uid}" name="q">`, true},
		{`<select data-bind="options: list, attr: { &quot;name&quot;: key }"><option>a</select>`, true},
		// A bound name beside a literal one: the runtime checks the name
		// at each call, and a rendered Knockout or Alpine page keeps both.
		{`<input type="text" name="firstname" data-bind="value: value, attr: { name: inputName }">`, false},
		{`<input type="text" name="q" :name="key">`, false},
		// Bindings of anything else leave the field as it is written.
		{`<input type="text" name="q" data-bind="value: username, attr: { title: name, 'aria-label': label }">`, false},
		{`<input type="text" name="q" data-bind="attr: { id: uid, placeholder: $t('Your name: type it') }, value: name">`, false},
		{`<input type="text" name="q" data-bind="textInput: q, css: { name: x, type: y }">`, false},
		{`<input type="text" name="q" data-bind="attr: { 'data-name': n, title: f({type: 1}) }">`, false},
		{`<input type="text" name="q" data-bind="myattr: { name: n }">`, false},
		{`<input type="text" name="q" :value="q" v-model="q" @input="go" :class="c">`, false},
		{`<input type="text" name="q" [(ngModel)]="q" (input)="go()" [disabled]="off">`, false},
		{`<input type="text" name="q" x-model="q" x-on:input="go">`, false},
		{`<input type="text" name="items[0][qty]">`, false},
		{`<select :type="kind" name="q"><option>a</select>`, false},
	} {
		doc := analyze(t, "a.html", "<form>"+c.src+"</form>")
		require.Len(t, doc.Forms, 1, c.src)
		require.Len(t, doc.Forms[0].Fields, 1, c.src)
		f := doc.Forms[0].Fields[0]
		assert.Equal(t, c.dynamic, f.Dynamic, c.src)
		assert.NotContains(t, f.Type, "{", "an expression is never read as a type: %s", c.src)
	}
	doc := analyze(t, "a.html", `<form><input :type="t" name="a"><input type="text" [name]="n"><input name="c" {...rest}></form>`)
	var by []string
	for _, f := range doc.Forms[0].Fields {
		by = append(by, f.DynamicBy)
	}
	assert.Equal(t, []string{":type", "[name]", "{...rest}"}, by, "the binding that decided is named")
}

// TestKnockoutAttrsOnBrokenBindings: a binding cut short anywhere is read
// without a panic, and names no attribute it does not hold.
func TestKnockoutAttrsOnBrokenBindings(t *testing.T) {
	full := `value: v, attr: { 'id': x, title: f({a: "}"}), name: n }`
	for i := range len(full) {
		typ, _ := knockoutAttrs(full[:i])
		assert.False(t, typ, full[:i])
	}
	_, name := knockoutAttrs(full)
	assert.True(t, name)
}

// TestModel: what a framework binds a control to, or its tests call it, is
// kept as written; a binding of the value comes before a test hook.
func TestModel(t *testing.T) {
	for src, want := range map[string]string{
		`<input formcontrolname="cardNumber">`:                           "cardNumber",
		`<input ng-model="vm.user.password">`:                            "vm.user.password",
		`<input data-ng-model="ssn">`:                                    "ssn",
		`<input x-model.number="otpCode">`:                               "otpCode",
		`<input wire:model.live="iban">`:                                 "iban",
		`<input v-model.trim="form.cvc">`:                                "form.cvc",
		`<input [(ngModel)]="passportNumber">`:                           "passportNumber",
		`<input bind:value={pin}>`:                                       "pin",
		`<input data-testid="ssn-input" x-model="taxId">`:                "taxId",
		`<input data-qa="card-expiry">`:                                  "card-expiry",
		`<input data-bind="enable: on, value: dateOfBirth">`:             "dateOfBirth",
		`<input data-bind="textInput: email">`:                           "email",
		`<input data-bind="attr: { name: n }">`:                          "",
		`<input name="q" data-testid="">`:                                "",
		`<input class="x" data-model="not a framework's">`:               "",
		`<select formcontrolname="country"><option>NL</option></select>`: "country",
		`<input data-stripe="number" data-testid="n">`:                   "card number",
		`<input data-encrypted-name="cvc">`:                              "card cvc",
		`<input data-braintree-name="expiration_date">`:                  "card expiration_date",
	} {
		doc := analyze(t, "m.html", "<form>"+src+"</form>")
		require.Len(t, doc.Forms, 1, src)
		require.Len(t, doc.Forms[0].Fields, 1, src)
		assert.Equal(t, want, doc.Forms[0].Fields[0].Model, src)
	}
}
