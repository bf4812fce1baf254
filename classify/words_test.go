package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// wordProbes are forms whose sensitive fields leaked while the analyzer
// gave them no words or another field's: was is the class they got then,
// want the class they must get.
var wordProbes = []struct {
	probe
	field     string
	was, want Class
}{
	{probe{name: "label before a wrapped box with a placeholder", html: `<form><div class=form-group><label>Social security number</label>
		<div><input name=x placeholder='Enter number'></div></div></form>`}, "x", Allow, Block},
	{probe{name: "card number labelled before its box", html: `<form><div><label>Card number</label>
		<input name=f1 placeholder='Enter number'></div></form>`}, "f1", Allow, Block},
	{probe{name: "a label before the box wins over one after it", html: `<form><div><label>Card number</label>
		<input name=x><label>Show</label></div></form>`}, "x", Allow, Block},
	{probe{name: "a password in a text box", html: `<form><label>Password</label><input type=text name=x placeholder=Required></form>`}, "x", Allow, Block},
	{probe{name: "a label that holds only a lock icon", html: `<form><label for=p aria-label=Password><i class="icon-lock" aria-hidden=true></i></label>
		<input type=text id=p name=p></form>`}, "p", Allow, Block},
	{probe{name: "a label that holds only an image", html: `<form><label for=c><img src=card.svg alt="Card number"></label>
		<input id=c name=c placeholder="0000 0000"></form>`}, "c", Allow, Block},
	{probe{name: "a security code addon before the next box", html: `<form><div class=input-group><input name=a>
		<span class=input-group-text>CVV</span></div><input name=b></form>`}, "b", Block, Allow},
	{probe{name: "a heading heads one form", html: `<h2>Your birthday</h2><form><input type=date name=day><button>Save</button></form>
		<form><input type=date name=start><input name=guests><button>Book</button></form>`}, "start", Redact, Allow},
	// Text before a box is read beside a placeholder or title that is a
	// hint or a mask, not beside one that plainly asks for an ordinary
	// value.
	{probe{name: "a grid's label column beside a generic placeholder", html: `<form><div class=row><div class=col><span>Kartennummer</span></div>
		<div class=col><input name=f1 placeholder=Pflichtfeld></div></div></form>`}, "f1", Allow, Block},
	{probe{name: "an identity number beside a hint", html: `<form><table><tr><td>Número de DNI</td>
		<td><input name=doc placeholder="Sin puntos"></td></tr></table></form>`}, "doc", Allow, Block},
	{probe{name: "a birth date beside its mask", html: `<form><span>Data di nascita</span><input name=f2 placeholder="gg/mm/aaaa"></form>`}, "f2", Allow, Redact},
	{probe{name: "a security code beside a title", html: `<form><span>CVV</span><input name=f3 title="3 digits"></form>`}, "f3", Allow, Block},
	{probe{name: "a recovery link before an e-mail box", html: `<form><a href=/reset>Forgotten password?</a>
		<input name=login placeholder="E-mail"></form>`}, "login", Allow, Allow},
}

func TestControlWordsDecide(t *testing.T) {
	for _, c := range wordProbes {
		t.Run(c.name, func(t *testing.T) {
			fs, ds := c.decide(t)
			for i, f := range fs {
				if fieldKey(f) == c.field {
					assert.Equal(t, c.want, ds[i].Class, "was %v: %+v", c.was, ds[i])
					return
				}
			}
			t.Fatalf("no field %q", c.field)
		})
	}
}
