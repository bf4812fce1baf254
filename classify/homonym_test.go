package classify

import (
	"strings"
	"testing"

	"github.com/formtool/formtool/analyzer"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// probe is a page written for these tests: its forms are classified as the
// CLI classifies them, with the packs of the case and, when auto is set,
// those its <html lang> chooses.
type probe struct {
	name  string
	packs []string
	auto  bool
	html  string
}

// decide analyzes the page and classifies each form together, then the
// loose controls; it returns every field with its decision, in order.
func (p probe) decide(t *testing.T) ([]*analyzer.Field, []Decision) {
	t.Helper()
	doc, err := analyzer.Analyze("probe.html", []byte(p.html), analyzer.Options{})
	require.NoError(t, err)
	o := Options{Packs: p.packs}
	if p.auto {
		o.Packs = append(append([]string{}, p.packs...), PacksFor(doc.Lang, "")...)
	}
	var fs []*analyzer.Field
	var ds []Decision
	for _, f := range doc.Forms {
		fs = append(fs, f.Fields...)
		ds = append(ds, Form(f, o)...)
	}
	fs = append(fs, doc.Loose...)
	ds = append(ds, Fields(doc.Loose, o)...)
	require.NotEmpty(t, fs, "the probe has no field")
	return fs, ds
}

func fieldKey(f *analyzer.Field) string {
	return firstOf(f.Name, f.ID, f.Label, f.Placeholder)
}

// addressProbes are address forms in the conventions of many countries.
// Every field of them must stay allow: an agent can fill the whole address.
var addressProbes = []probe{
	{name: "India, PIN code in an address, no pack", html: `<html lang="en-IN"><form>
		<label for=n>Full name</label><input id=n name=fullname autocomplete=name>
		<label for=f>Flat, house no., building</label><input id=f name=flat>
		<label for=a>Area, street, sector, village</label><input id=a name=area>
		<label for=c>Town/City</label><input id=c name=city>
		<label for=p>PIN code</label><input id=p name=pin inputmode=numeric maxlength=6>
		<label for=s>State</label><select id=s name=state><option>Karnataka</option><option>Kerala</option></select>
		<button>Deliver here</button></form>`},
	{name: "India, PIN code in an address, India pack by lang", auto: true, html: `<html lang="en-IN"><form>
		<label>Flat, house no. <input name=addr1></label>
		<label>Landmark <input name=landmark></label>
		<label>Town/City <input name=town></label>
		<label>PIN code <input name=pin></label>
		<label>State <input name=state></label></form>`},
	{name: "India, a lone Pincode under the India pack", packs: []string{"in"}, html: `<form>
		<label>Enter PIN code to check delivery <input name=pin maxlength=6></label><button>Check</button></form>`},
	{name: "India, the address country chooses the India pack", html: `<form>
		<label>Country <select name=country autocomplete=country><option value=IN selected>India</option><option value=LK>Sri Lanka</option></select></label>
		<label>PIN code <input name=pin></label></form>`},
	{name: "India, autocomplete postal-code on its own", html: `<form>
		<label>PIN code <input name=p1 autocomplete="shipping postal-code"></label></form>`},
	{name: "India, PIN with a six-digit pattern beside a city", html: `<form>
		<label>PIN <input name=pin pattern="[0-9]{6}" inputmode=numeric></label>
		<label>City <input name=city></label></form>`},
	{name: "India, Hindi पिन कोड", html: `<html lang="hi"><form>
		<label>पता <input name=pata></label>
		<label>शहर <input name=shahar></label>
		<label>पिन कोड <input name=pin></label></form>`},
	{name: "Brazil, CEP, logradouro and número with the Brazil pack", auto: true, html: `<html lang="pt-BR"><form>
		<label>CEP <input name=codigo inputmode=numeric maxlength=9></label>
		<label>Logradouro <input name=logradouro></label>
		<label>Número <input name=numero maxlength=6></label>
		<label>Complemento <input name=complemento></label>
		<label>Bairro <input name=bairro></label>
		<label>Cidade <input name=cidade></label>
		<label>Estado <select name=uf><option>SP</option><option>RJ</option></select></label></form>`},
	{name: "Germany, Straße, Hausnummer, PLZ and Ort", html: `<html lang="de"><form>
		<label>Straße <input name=strasse></label>
		<label>Hausnummer <input name=hausnummer maxlength=4></label>
		<label>Postleitzahl <input name=code inputmode=numeric maxlength=5></label>
		<label>Ort <input name=ort></label></form>`},
	{name: "Germany, Nr. right after the street", html: `<form>
		<input name=street placeholder="Straße">
		<input name=nr placeholder="Nr." maxlength=4>
		<input name=plz placeholder="PLZ" maxlength=5></form>`},
	{name: "Netherlands, postcode with house number lookup", html: `<html lang="nl"><form>
		<label>Postcode <input name=postcode maxlength=7 placeholder="1234 AB"></label>
		<label>Huisnummer <input name=huisnummer inputmode=numeric maxlength=5></label>
		<label>Toevoeging <input name=toevoeging maxlength=4></label>
		<button>Adres zoeken</button></form>`},
	{name: "United Kingdom, postcode lookup", html: `<html lang="en-GB"><form>
		<label>Enter your postcode <input name=code maxlength=8></label>
		<button>Find address</button></form>`},
	{name: "United States, ZIP code", html: `<html lang="en-US"><form>
		<label>Street address <input name=address1 autocomplete="address-line1"></label>
		<label>Apt, suite <input name=address2 autocomplete="address-line2"></label>
		<label>City <input name=city></label>
		<label>State <select name=state><option>CA</option><option>NY</option></select></label>
		<label>ZIP code <input name=zip inputmode=numeric maxlength=5 pattern="[0-9]{5}"></label></form>`},
	{name: "Japan, 郵便番号 in two boxes", html: `<html lang="ja"><form>
		<label>郵便番号 <input name=zip1 maxlength=3 inputmode=numeric>-<input name=zip2 maxlength=4 inputmode=numeric></label>
		<label>都道府県 <input name=pref></label>
		<label>市区町村 <input name=city></label>
		<label>番地 <input name=banchi></label></form>`},
	{name: "France, code postal", html: `<html lang="fr"><form>
		<label>Adresse <input name=adresse></label>
		<label>Code postal <input name=code inputmode=numeric maxlength=5></label>
		<label>Ville <input name=ville></label></form>`},
	{name: "Spain, calle, número and código postal", html: `<html lang="es"><form>
		<label>Calle <input name=calle></label>
		<label>Número <input name=numero maxlength=4></label>
		<label>Código postal <input name=codigo inputmode=numeric maxlength=5></label>
		<label>Ciudad <input name=ciudad></label></form>`},
	{name: "Italy, numero civico and CAP with the Italy pack", auto: true, html: `<html lang="it"><form>
		<label>Indirizzo <input name=indirizzo></label>
		<label>Numero civico <input name=civico maxlength=5></label>
		<label>CAP <input name=codice inputmode=numeric maxlength=5></label>
		<label>Città <input name=citta></label></form>`},
	{name: "Poland, kod pocztowy", html: `<html lang="pl"><form>
		<label>Ulica <input name=ulica></label>
		<label>Nr domu <input name=nr_domu maxlength=6></label>
		<label>Kod pocztowy <input name=kod inputmode=numeric maxlength=6></label>
		<label>Miejscowość <input name=miasto></label></form>`},
	{name: "Turkey, posta kodu", html: `<html lang="tr"><form>
		<label>Adres <input name=adres></label>
		<label>Posta kodu <input name=kod inputmode=numeric maxlength=5></label></form>`},
	{name: "a country calling code beside a phone number", html: `<form>
		<label>Code <input name=code inputmode=numeric maxlength=4 placeholder="+91"></label>
		<label>Mobile number <input name=mobile type=tel></label></form>`},
	{name: "a calling code by its autocomplete token", html: `<form>
		<input name=code autocomplete="tel-country-code" inputmode=numeric maxlength=4 aria-label="Code">
		<input name=phone autocomplete="tel-national" type=tel aria-label="Phone"></form>`},
	{name: "a store locator's map pin", html: `<h2>Store locator</h2><form>
		<label>Drop a pin <input name=pin></label><button>Search</button></form>`},
	{name: "a pin on the map by its own words", html: `<form>
		<label>Pin your location on the map <input name=pin></label></form>`},
	{name: "a checkout: the house number after the street is not the card's code", html: `<form>
		<label>Card number <input name=ccnum autocomplete=cc-number></label>
		<label>Expiry <input name=ccexp autocomplete=cc-exp></label>
		<label>Street <input name=street></label>
		<label>Number <input name=number maxlength=4></label>
		<label>Hausnummer <input name=hausnummer maxlength=4></label>
		<label>ZIP <input name=zip></label></form>`},
}

func TestAddressGroupsStayUsable(t *testing.T) {
	for _, p := range addressProbes {
		t.Run(p.name, func(t *testing.T) {
			fs, ds := p.decide(t)
			for i, f := range fs {
				if autocompleteField(f.Autocomplete) == "cc-number" || autocompleteField(f.Autocomplete) == "cc-exp" {
					assert.Equal(t, Block, ds[i].Class, "%s: %s", fieldKey(f), ds[i].Reason())
					continue
				}
				assert.Equal(t, Allow, ds[i].Class, "%s: %s", fieldKey(f), ds[i].Reason())
			}
		})
	}
}

// secretProbes use the same words beside a card, an ATM, a debit card, an
// MPIN, UPI or a password: the field named by key must stay block, with the
// India pack and without.
var secretProbes = []struct {
	probe
	key string
	// packless: only without the India pack, which reads a lone "PIN
	// code" as the postal code.
	packless bool
}{
	{probe{name: "a PIN beside a card number", html: `<form>
		<label>Card number <input name=cardno></label>
		<label>PIN <input name=pin inputmode=numeric maxlength=6></label>
		<label>City <input name=city></label><label>State <input name=state></label></form>`}, "pin", false},
	{probe{name: "ATM PIN in an address-like form", html: `<form>
		<label>Address <input name=addr></label><label>City <input name=city></label>
		<label>ATM PIN <input name=pin maxlength=6></label></form>`}, "pin", false},
	{probe{name: "debit card PIN code", html: `<form>
		<label>Street <input name=street></label><label>City <input name=city></label>
		<label>Debit card PIN code <input name=pin></label></form>`}, "pin", false},
	{probe{name: "MPIN", html: `<form>
		<label>City <input name=city></label><label>State <input name=state></label>
		<label>MPIN <input name=mpin></label></form>`}, "mpin", false},
	{probe{name: "UPI PIN", html: `<form>
		<label>UPI ID <input name=vpa></label>
		<label>UPI PIN <input name=upipin inputmode=numeric maxlength=6></label></form>`}, "upipin", false},
	{probe{name: "a PIN of type password in an address", html: `<form>
		<label>Street <input name=street></label><label>City <input name=city></label>
		<label>PIN code <input name=pin type=password maxlength=6></label></form>`}, "pin", false},
	{probe{name: "a PIN beside a password", html: `<form>
		<label>City <input name=city></label><label>State <input name=state></label>
		<label>PIN <input name=pin maxlength=6></label>
		<label>Password <input name=pw type=password></label></form>`}, "pin", false},
	{probe{name: "a postal-code token beside a card's security code", html: `<form>
		<label>Card number <input name=cc autocomplete=cc-number></label>
		<label>CVV <input name=cvv autocomplete=cc-csc></label>
		<label>PIN code <input name=pin autocomplete=postal-code></label></form>`}, "pin", false},
	{probe{name: "a four-digit PIN in an address", html: `<form>
		<label>Street <input name=street></label><label>City <input name=city></label>
		<label>State <input name=state></label>
		<label>PIN <input name=pin maxlength=4 inputmode=numeric></label></form>`}, "pin", false},
	{probe{name: "a PIN sent to an email address", html: `<form>
		<label>Enter the PIN code sent to your email address <input name=pin></label></form>`}, "pin", false},
	{probe{name: "a PIN under an ATM heading", html: `<h1>Set your ATM PIN</h1><form>
		<label>Branch city <input name=city></label><label>State <input name=state></label>
		<label>PIN <input name=pin maxlength=6></label></form>`}, "pin", false},
	{probe{name: "a lone PIN code without the India pack", html: `<form>
		<label>PIN code <input name=pin></label></form>`}, "pin", true},
	{probe{name: "a PIN beside a bank account number", html: `<form>
		<label>Account number <input name=acct></label>
		<label>PIN <input name=pin maxlength=6></label>
		<label>City <input name=city></label><label>State <input name=state></label></form>`}, "pin", false},
	{probe{name: "a gift card PIN code", html: `<form>
		<label>Gift card number <input name=gc></label><label>PIN code <input name=gcpin></label></form>`}, "gcpin", false},
	{probe{name: "a Dutch pincode beside a bank card", html: `<html lang="nl"><form>
		<label>Pasnummer bankpas <input name=pas></label>
		<label>Pincode <input name=pincode maxlength=4></label>
		<label>Postcode <input name=postcode></label><label>Huisnummer <input name=huisnr></label></form>`}, "pincode", false},
	{probe{name: "a one-time code box beside a phone number", html: `<form>
		<label>Mobile number <input name=mobile type=tel></label>
		<label>Code <input name=code inputmode=numeric maxlength=6></label></form>`}, "code", false},
	{probe{name: "a card's security code after a street", html: `<form>
		<label>Card number <input name=cc autocomplete=cc-number></label>
		<label>Expiry <input name=exp autocomplete=cc-exp></label>
		<input name=cvc maxlength=3 placeholder="123">
		<label>Street <input name=street></label></form>`}, "cvc", false},
	{probe{name: "a bare Number between a street and a card's expiry", html: `<form>
		<label>Street <input name=street></label>
		<label>Number <input name=number></label>
		<label>Expiry <input name=exp autocomplete=cc-exp></label>
		<label>CVC <input name=cvc autocomplete=cc-csc></label></form>`}, "number", false},
	{probe{name: "a PIN beside its confirmation in an address", html: `<form>
		<label>City <input name=city></label><label>State <input name=state></label>
		<label>PIN <input name=pin maxlength=6></label>
		<label>Re-enter PIN <input name=pin2 maxlength=6></label></form>`}, "pin", false},
	{probe{name: "a parcel locker's pickup PIN at a location", html: `<form>
		<label>Enter the pickup PIN shown at the location <input name=pin></label></form>`}, "pin", false},
	{probe{name: "a building's door PIN", html: `<form>
		<label>Street <input name=street></label><label>Building door PIN <input name=pin maxlength=6></label></form>`}, "pin", false},
	{probe{name: "a PIN beside a bank branch city", html: `<form>
		<label>Branch city <input name=city></label>
		<label>PIN <input name=pin maxlength=6></label></form>`}, "pin", false},
	{probe{name: "a PIN beside a card's expiry month that only its company reveals", html: `<form>
		<label>Street <input name=street></label><label>City <input name=city></label>
		<label>PIN <input name=pin maxlength=6></label>
		<label>Month <select name=m><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option></select></label>
		<label>Card number <input name=cc></label></form>`}, "pin", false},
	{probe{name: "a store locator's PIN beside an ATM", html: `<h2>Store locator</h2><form>
		<label>ATM card number <input name=card></label>
		<label>PIN <input name=pin></label></form>`}, "pin", false},
}

func TestSameWordsStayBlocked(t *testing.T) {
	for _, c := range secretProbes {
		for _, packs := range [][]string{nil, {"in"}} {
			if c.packless && packs != nil {
				continue
			}
			p := c.probe
			p.packs = packs
			t.Run(p.name+" "+strings.Join(packs, ","), func(t *testing.T) {
				fs, ds := p.decide(t)
				found := false
				for i, f := range fs {
					if f.Name == c.key {
						found = true
						assert.Equal(t, Block, ds[i].Class, "%s: %s", c.key, ds[i].Reason())
					}
				}
				assert.True(t, found, "no field %q", c.key)
			})
		}
	}
}

// TestHomonymExplains: the decision names the evidence that decided, a
// neighbour's name for a context rule.
func TestHomonymExplains(t *testing.T) {
	cases := []struct {
		probe
		key, rule, attr, match string
	}{
		{probe{name: "address company", html: addressProbes[0].html}, "pin", "context.postal-code", "form", `"city"`},
		{probe{name: "the India pack", packs: []string{"in"}, html: `<form><label>Pincode <input name=pin></label></form>`}, "pin", "pack.in.postal-code", "label", "pincode"},
		{probe{name: "autocomplete", html: addressProbes[4].html}, "p1", "autocomplete.postal-code", "autocomplete", "shipping postal-code"},
		{probe{name: "own words", html: `<form><label>Delivery PIN code <input name=pin></label></form>`}, "pin", "text.postal-code", "label", "delivery"},
		{probe{name: "map heading", html: addressProbes[21].html}, "pin", "context.map-pin", "heading", "Store locator"},
		{probe{name: "house number", html: addressProbes[9].html}, "nr", "context.house-number", "form", `street field "street"`},
		{probe{name: "a card beside", html: secretProbes[7].html}, "pin", "context.pin", "form", `card security code field "cvv"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs, ds := c.decide(t)
			for i, f := range fs {
				if f.Name != c.key {
					continue
				}
				assert.Equal(t, c.rule, ds[i].Rule, ds[i].Reason())
				assert.Equal(t, c.attr, ds[i].Attr)
				assert.Contains(t, ds[i].Match, c.match)
				return
			}
			t.Fatalf("no field %q", c.key)
		})
	}
}

// TestIndiaPack: the India pack reads PAN, IFSC, GSTIN, UPI ID and Aadhaar
// as Indian forms use them: a person's PAN is a national id.
func TestIndiaPack(t *testing.T) {
	in := Options{Packs: []string{"in"}}
	for _, c := range []struct {
		label string
		class Class
		rule  string
	}{
		{"PAN card number", Block, "pack.in.pan"},
		{"PAN", Block, "pack.in.pan"},
		{"पैन", Block, "pack.in.pan"},
		{"Company PAN", Redact, "pack.in.gst"},
		{"IFSC code", Redact, ""}, // core since IFSC is a bank code everywhere
		{"GSTIN", Redact, ""},
		{"UPI ID", Redact, "pack.in.upi"},
		{"UPI PIN", Block, "text.pin"},
		{"Aadhaar number", Block, ""},
		{"Aadhaar card number", Block, ""},
		{"Card PAN", Block, "text.card-number"},
		{"PIN code", Allow, "pack.in.postal-code"},
		{"ATM PIN code", Block, "text.pin"},
		{"PIN", Block, "text.pin"},
	} {
		f := labelled(c.label)
		d := Field(&f, in)
		assert.Equal(t, c.class, d.Class, "%s: %s", c.label, d.Reason())
		if c.rule != "" {
			assert.Equal(t, c.rule, d.Rule, c.label)
		}
	}
	// Without the pack, "PAN card number" is a card number and "PIN code"
	// a PIN: the stricter reading.
	for _, l := range []string{"PAN card number", "PIN code"} {
		f := labelled(l)
		assert.Equal(t, Block, Field(&f, Options{}).Class, l)
	}
}
