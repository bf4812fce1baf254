package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The probes below are pages written for these tests, one group per class
// of field that real forms outside the corpus name in ways the term tables
// alone did not read. Each names one field (by name, else id) and the
// class it must get; rule, when set, is the rule that must decide it, and
// attr the evidence.

type fieldProbe struct {
	probe
	key   string
	want  Class
	rule  string
	attr  string
	packs []string
}

func runProbes(t *testing.T, probes []fieldProbe) {
	t.Helper()
	for _, c := range probes {
		p := c.probe
		p.packs = c.packs
		t.Run(c.name, func(t *testing.T) {
			fs, ds := p.decide(t)
			for i, f := range fs {
				if firstOf(f.Name, f.ID) != c.key {
					continue
				}
				d := ds[i]
				assert.Equal(t, c.want, d.Class, "%s: %s", c.key, d.Reason())
				if c.rule != "" {
					assert.Equal(t, c.rule, d.Rule, "%s: %s", c.key, d.Reason())
				}
				if c.attr != "" {
					assert.Equal(t, c.attr, d.Attr, "%s: %s", c.key, d.Reason())
				}
				return
			}
			t.Fatalf("no field %q", c.key)
		})
	}
}

// descriptionProbes: the text of aria-describedby and the text right after
// a control are evidence that can only make a field stricter.
var descriptionProbes = []fieldProbe{
	{probe: probe{name: "en: a bare box described as the code we texted", html: `<form>
		<input name=f1 aria-describedby=d1><p id=d1>Enter the 6-digit verification code we sent to your phone.</p></form>`},
		key: "f1", want: Block, rule: "text.one-time-code", attr: "description"},
	{probe: probe{name: "en: a hint after the box names the card number", html: `<form>
		<div><input name=val><span class=hint>Your credit card number</span></div>
		<div><label for=n>Name</label><input id=n name=holder></div></form>`},
		key: "val", want: Block, attr: "description"},
	{probe: probe{name: "de: Passwort in the hint", html: `<form>
		<div><input name=feld2><small>Bitte geben Sie Ihr Passwort ein</small></div></form>`},
		key: "feld2", want: Block, rule: "text.password"},
	{probe: probe{name: "es: código de verificación in the hint", html: `<form>
		<div><input name=valor aria-describedby=ayuda><small id=ayuda>Introduce el código de verificación que te enviamos por SMS</small></div></form>`},
		key: "valor", want: Block, rule: "text.one-time-code"},
	{probe: probe{name: "fr: date de naissance in the hint", html: `<form>
		<div><input name=champ3><span>Votre date de naissance (JJ/MM/AAAA)</span></div></form>`},
		key: "champ3", want: Redact, rule: "text.date-of-birth"},
	// Never looser.
	{probe: probe{name: "a password stays one whatever its hint says", html: `<form>
		<div><label for=p>Password</label><input id=p name=p type=password><small>We never share your email address</small></div></form>`},
		key: "p", want: Block},
	{probe: probe{name: "a PIN is not set aside by address words in its hint", html: `<form>
		<div><label for=p>PIN</label><input id=p name=pin><small>as printed on your delivery address label</small></div></form>`},
		key: "pin", want: Block},
	{probe: probe{name: "a card number is not cancelled by a loyalty card in its hint", html: `<form>
		<div><label for=c>Card number</label><input id=c name=c><small>Not your loyalty card or membership card</small></div></form>`},
		key: "c", want: Block},
	{probe: probe{name: "an email box hinted about a code stays plain", html: `<form>
		<div><label for=e>Email</label><input id=e name=email><small>We will send a verification code to this address</small></div></form>`},
		key: "email", want: Allow},
	{probe: probe{name: "a username with a recovery hint stays plain", html: `<form>
		<div><label for=u>Username</label><input id=u name=user><span>Forgot your password? We will send you a link.</span></div></form>`},
		key: "user", want: Allow},
	{probe: probe{name: "a hidden error message is not a hint", html: `<form>
		<div><label for=q>Quantity</label><input id=q name=qty><span hidden>Enter a valid expiry date</span></div></form>`},
		key: "qty", want: Allow},
	{probe: probe{name: "a link after the box is an action, not a hint", html: `<form>
		<div><input name=mid placeholder="Member ID"><a href=/pw>Forgot password?</a></div></form>`},
		key: "mid", want: Redact},
}

func TestDescriptionOnlyMakesStricter(t *testing.T) { runProbes(t, descriptionProbes) }
