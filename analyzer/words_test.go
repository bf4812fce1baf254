package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// wordCases are small forms in which a control's words used to be missing
// or another control's; each names the control (by name) and the label,
// nearby text and description it must get.
var wordCases = []struct {
	name, html, field          string
	label, nearby, description string
}{
	// A label without for= right before a box, in the element that holds
	// it, is the box's label; a placeholder no longer hides it.
	{name: "label before a wrapped box with a placeholder", field: "x", label: "Social security number",
		html: `<form><div class=form-group><label>Social security number</label><div><input name=x placeholder='Enter number'></div></div></form>`},
	{name: "label before a text box used for a password", field: "x", label: "Password",
		html: `<form><label>Password</label><input type=text name=x placeholder=Required></form>`},
	{name: "the box's aria-label wins over the label before it", field: "x",
		html: `<form><label>Card number</label><input name=x aria-label=Name placeholder=Name></form>`},
	{name: "text between the label and the box", field: "x", nearby: "Card number or",
		html: `<form><label>Card number</label><span>or</span><input name=x placeholder=Number></form>`},
	{name: "the label's element closed before the box", field: "x", nearby: "Card number",
		html: `<form><div><label>Card number</label></div><div><input name=x placeholder=Number></div></form>`},
	{name: "the label before a box wins over one after it", field: "p", label: "Password",
		html: `<form><div><label>Password</label><input type=text name=p><label>Show</label></div></form>`},
	{name: "a label for another control stands between", field: "y", label: "Name",
		html: `<form><label>Card number</label><label for=y>Name</label><input id=y name=y></form>`},
	{name: "a label for another control stands between, box unlabelled", field: "z", nearby: "Card number",
		html: `<form><label>Card number</label><label for=y>Name</label><input id=z name=z placeholder=Name><input id=y></form>`},
	// A label that holds only an icon is named by its own aria-label,
	// else its title, else its image's alt text.
	{name: "icon label with an aria-label", field: "p", label: "Password",
		html: `<form><label for=p aria-label=Password><i class="icon-lock" aria-hidden=true></i></label><input type=text id=p name=p></form>`},
	{name: "icon label with a title", field: "p", label: "PIN",
		html: `<form><label for=p title=PIN><i class="icon-lock" aria-hidden=true></i></label><input type=text id=p name=p></form>`},
	{name: "icon label with an image", field: "p", label: "Password",
		html: `<form><label for=p><img src=lock.svg alt="Password"></label><input type=text id=p name=p placeholder=" "></form>`},
	{name: "an image around no label names nothing", field: "p",
		html: `<form><img src=lock.svg alt="Password"><input type=text id=p name=p placeholder=" "></form>`},
	{name: "a label's text wins over its icon", field: "p", label: "Login",
		html: `<form><label for=p title=Password><img src=lock.svg alt="Password"> Login</label><input type=text id=p name=p></form>`},
	// Text right after a box, in the element that holds it, describes
	// that box and names no next one.
	{name: "an input group's addon describes its own box", field: "a", description: "CVV",
		html: `<form><div class=input-group><input name=a><span class=input-group-text>CVV</span></div><input name=b></form>`},
	{name: "an input group's addon is not the next box's name", field: "b",
		html: `<form><div class=input-group><input name=a><span class=input-group-text>CVV</span></div><input name=b></form>`},
	{name: "text between two boxes in one element names the second", field: "b", nearby: "Card number",
		html: `<form><div><input name=a> Card number <input name=b></div></form>`},
	// A label column beside a box whose placeholder is a hint: the text
	// stays for the classifier to read.
	{name: "a grid's label column beside a generic placeholder", field: "f1", nearby: "Kartennummer",
		html: `<form><div class=row><div class=col><span>Kartennummer</span></div><div class=col><input name=f1 placeholder=Pflichtfeld></div></div></form>`},
	{name: "nearby text beside a title", field: "f1", nearby: "Card number",
		html: `<form><span>Card number</span><input name=f1 title="16 digits"></form>`},
}

// TestHeadingHeadsOneForm: a heading heads the first form it stands in,
// else the next form to start, and no form after that one.
func TestHeadingHeadsOneForm(t *testing.T) {
	for _, c := range []struct {
		name, html string
		want       []string
	}{
		{"a heading before two forms", `<h2>Your birthday</h2><form><input name=a></form><form><input name=b></form>`, []string{"Your birthday", ""}},
		{"a heading inside a form", `<form><h2>Profile</h2><input name=a></form><form><input name=b></form>`, []string{"Profile", ""}},
		{"a second heading inside a form", `<h1>Site</h1><form><h2>Profile</h2><h3>Birthday</h3><input name=a></form><form><input name=b></form>`, []string{"Profile", ""}},
		{"each form its own heading", `<h2>Sign in</h2><form><input name=a></form><h2>Book</h2><form><input name=b></form>`, []string{"Sign in", "Book"}},
		// An element left open at </form> stays in the form in the
		// browser's tree: a heading there stands in the form.
		{"a form kept open past its end tag", `<form><div><input name=a></form><h2>Travel dates</h2></div><form><input name=b></form>`, []string{"Travel dates", ""}},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := analyze(t, "h.html", c.html)
			var got []string
			for _, f := range doc.Forms {
				got = append(got, f.Heading)
			}
			assert.Equal(t, c.want, got)
		})
	}
}

func TestControlWords(t *testing.T) {
	for _, c := range wordCases {
		t.Run(c.name, func(t *testing.T) {
			f := field(t, analyze(t, "w.html", c.html), c.field)
			assert.Equal(t, c.label, f.Label, "label")
			assert.Equal(t, c.nearby, f.Nearby, "nearby")
			assert.Equal(t, c.description, f.Description, "description")
		})
	}
}
