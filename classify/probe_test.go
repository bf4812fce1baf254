package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
				if fieldKey(f) != c.key {
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

// nationalIDProbes: each country's own short name for a person's identity
// or tax code, in names and ids, prefixed ("reg…", "new…") or not, is a
// national id (block); a company's VAT or registration number is a tax id
// (redact). Codes that are words or abbreviations of something else need
// company: "sin" is Spanish for "without", "CF" and "RG" are a national id
// only beside identity words or another identity number.
var nationalIDProbes = []fieldProbe{
	{probe: probe{name: "is: kennitala", html: `<form><input name=kennitala aria-label="Kennitala"></form>`}, key: "kennitala", want: Block, rule: "text.national-id"},
	{probe: probe{name: "pt-BR: CPF in a prefixed lower-case name", html: `<form>
		<input name=regcpf placeholder="000.000.000-00"></form>`}, key: "regcpf", want: Block, rule: "text.national-id"},
	{probe: probe{name: "en-US: newssn", html: `<form><input name=newssn></form>`}, key: "newssn", want: Block},
	{probe: probe{name: "es: custdni and txtnif", html: `<form>
		<input name=custdni><input name=txtnif></form>`}, key: "txtnif", want: Block},
	{probe: probe{name: "es: regnie", html: `<form><input name=regnie></form>`}, key: "regnie", want: Block},
	{probe: probe{name: "pt-BR: RG beside a CPF", html: `<form>
		<label>CPF <input name=cpf></label><label>RG <input name=rg></label></form>`}, key: "rg", want: Block, rule: "context.national-id"},
	{probe: probe{name: "pt-BR: RG named by its document", html: `<form>
		<label>RG (Registro Geral) <input name=rg></label></form>`}, key: "rg", want: Block, rule: "text.national-id"},
	{probe: probe{name: "it: C.F. beside a partita IVA", html: `<form>
		<label>Partita IVA <input name=piva></label><label>C.F. <input name=cf></label></form>`}, key: "cf", want: Block},
	{probe: probe{name: "it: the partita IVA itself is a company's", html: `<form>
		<label>Partita IVA <input name=piva></label><label>C.F. <input name=cf></label></form>`}, key: "piva", want: Redact},
	{probe: probe{name: "de: Steuer-ID is a person's", html: `<form><label>Steuer-ID <input name=sid></label></form>`}, key: "sid", want: Block},
	{probe: probe{name: "de: newSteuerId in camelCase", html: `<form><input name=newSteuerId></form>`}, key: "newSteuerId", want: Block},
	{probe: probe{name: "de: USt-IdNr. is a company's VAT id", html: `<form><label>USt-IdNr. <input name=ustid></label></form>`}, key: "ustid", want: Redact},
	{probe: probe{name: "de: Steuernummer stays a tax number", html: `<form><label>Steuernummer <input name=stnr></label></form>`}, key: "stnr", want: Redact},
	{probe: probe{name: "es-MX: RFC of a person", html: `<form><label>RFC <input name=rfc></label></form>`}, key: "rfc", want: Block},
	{probe: probe{name: "es-MX: RFC of a company", html: `<form>
		<label>Razón social <input name=razon></label><label>RFC de la empresa <input name=rfc></label></form>`}, key: "rfc", want: Redact},
	{probe: probe{name: "es-MX: CURP", html: `<form><input name=curp></form>`}, key: "curp", want: Block},
	{probe: probe{name: "sl: EMŠO", html: `<form><label>EMŠO <input name=emso></label></form>`}, key: "emso", want: Block},
	{probe: probe{name: "el: AMKA in Latin letters", html: `<form><input name=amka></form>`}, key: "amka", want: Block},
	{probe: probe{name: "sr: JMBG", html: `<form><input name=jmbg></form>`}, key: "jmbg", want: Block},
	{probe: probe{name: "ko: jumin beonho romanised", html: `<form><input name=jumin_beonho></form>`}, key: "jumin_beonho", want: Block},
	{probe: probe{name: "ja: kojin bango romanised", html: `<form><input name=kojin_bango></form>`}, key: "kojin_bango", want: Block},
	{probe: probe{name: "en-CA: SIN alone", html: `<form><label>SIN <input name=sin></label></form>`}, key: "sin", want: Block},
	{probe: probe{name: "en-CA: customer_sin", html: `<form><input name=customer_sin></form>`}, key: "customer_sin", want: Block},
	{probe: probe{name: "en-GB: NINO", html: `<form><input name=nino></form>`}, key: "nino", want: Block},
	{probe: probe{name: "en-IE: PPSN with a suffix", html: `<form><input name=ppsnnumber></form>`}, key: "ppsnnumber", want: Block},
	{probe: probe{name: "nl-BE: rijksregisternummer", html: `<form><input name=rrn></form>`}, key: "rrn", want: Block},
	{probe: probe{name: "fi: hetu", html: `<form><input name=hetu></form>`}, key: "hetu", want: Block},
	{probe: probe{name: "ro: regcnp needs no pack", html: `<form><input name=cnp></form>`}, key: "cnp", want: Block},
	{probe: probe{name: "tr: tckn", html: `<form><input name=tckn></form>`}, key: "tckn", want: Block},
	{probe: probe{name: "pl: PESEL in an id", html: `<form><input id=userPesel></form>`}, key: "userPesel", want: Block},
	{probe: probe{name: "pl: NIP is a company's tax id", html: `<form><label>NIP <input name=nip></label></form>`}, key: "nip", want: Redact},
	{probe: probe{name: "pt-BR: CNPJ is a company's", html: `<form><label>CNPJ <input name=cnpj></label></form>`}, key: "cnpj", want: Redact},
	{probe: probe{name: "pt: NIPC is a company's", html: `<form><label>NIPC <input name=nipc></label></form>`}, key: "nipc", want: Redact},
	{probe: probe{name: "nl: KvK-nummer", html: `<form><label>KvK-nummer <input name=kvk></label></form>`}, key: "kvk", want: Redact},
	{probe: probe{name: "nl: btw-nummer", html: `<form><input name=btwnummer></form>`}, key: "btwnummer", want: Redact},
	{probe: probe{name: "fr: SIRET", html: `<form><input name=siret></form>`}, key: "siret", want: Redact},
	{probe: probe{name: "es: CIF", html: `<form><label>CIF <input name=cif></label></form>`}, key: "cif", want: Redact},
	{probe: probe{name: "en: VAT number in a Magento-style name", html: `<form><input name=taxvat></form>`}, key: "taxvat", want: Redact},
	// Homonyms stay allow.
	{probe: probe{name: "es: sin in a price name", html: `<form><label>Precio sin IVA <input name=precio_sin_iva></label></form>`}, key: "precio_sin_iva", want: Allow},
	{probe: probe{name: "es: Sin número", html: `<form><label>Sin número <input name=sn></label></form>`}, key: "sn", want: Allow},
	{probe: probe{name: "es: nombre del niño", html: `<form><input name=nombre_nino></form>`}, key: "nombre_nino", want: Allow},
	{probe: probe{name: "CF alone", html: `<form><label>CF <input name=cf></label></form>`}, key: "cf", want: Allow},
	{probe: probe{name: "RG as a region select", html: `<form><label>Region <select name=rg><option>Norte</option><option>Sul</option></select></label></form>`}, key: "rg", want: Allow},
	{probe: probe{name: "a shipping method choice with a code in its id", html: `<form>
		<input type=radio name=ship id=ship-PIS-IT value=1><input type=radio name=ship id=ship-NSS-IT value=2></form>`}, key: "ship", want: Allow},
	{probe: probe{name: "a React id is not a code", html: `<form><label>CPF <input name=cpf></label><input id=":rg:" name=nickname></form>`}, key: "nickname", want: Allow},
}

func TestNationalIDsByTheirShortNames(t *testing.T) { runProbes(t, nationalIDProbes) }

// cardNumberProbes: a card's number in other words and word orders, in
// many languages and through aria-labelledby, and a generic number box in
// a group that asks for the card's expiry or security code.
var cardNumberProbes = []fieldProbe{
	{probe: probe{name: "en: Number on card", html: `<form><label>Number on card <input name=f1></label></form>`}, key: "f1", want: Block, rule: "text.card-number"},
	{probe: probe{name: "en: the card's long number", html: `<form><label>The card's number <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "en: digits on the front of your card", html: `<form><label>16 digits on your card <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "de: Nummer der Karte", html: `<form><label>Nummer der Karte <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "de: Karten-Nr.", html: `<form><label>Karten-Nr. <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "de: kartennr in a name", html: `<form><input name=kartennr></form>`}, key: "kartennr", want: Block},
	{probe: probe{name: "fr: N° de la carte", html: `<form><label>N° de la carte <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "fr: numero_carte in a name", html: `<form><input name=numero_carte></form>`}, key: "numero_carte", want: Block},
	{probe: probe{name: "fr: numcarte run together", html: `<form><input name=numcarte></form>`}, key: "numcarte", want: Block},
	{probe: probe{name: "es: Número de la tarjeta", html: `<form><label>Número de la tarjeta <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "es: Nº tarjeta", html: `<form><label>Nº tarjeta <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "pt: número do cartão de crédito", html: `<form><label>Número do cartão de crédito <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "it: numero della carta di credito", html: `<form><label>Numero della carta di credito <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "pl: nrkarty run together", html: `<form><input name=nrkarty></form>`}, key: "nrkarty", want: Block},
	{probe: probe{name: "sv: Kortets nummer", html: `<form><label>Kortets nummer <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "nl: kaartnr", html: `<form><input name=kaartnr></form>`}, key: "kaartnr", want: Block},
	{probe: probe{name: "ja: カードの番号", html: `<form><label>カードの番号 <input name=f1></label></form>`}, key: "f1", want: Block},
	{probe: probe{name: "cc plus a number word", html: `<form><input name=ccnr></form>`}, key: "ccnr", want: Block},
	{probe: probe{name: "aria-labelledby beside a label and an aria-label", html: `<form>
		<h3 id=pay>Credit card</h3><label for=x>Number</label><input id=x name=x aria-label="Required" aria-labelledby="pay x"></form>`}, key: "x", want: Block},
	{probe: probe{name: "aria-labelledby that names the card's number", html: `<form>
		<span id=l1>Número de tarjeta</span><input name=a1 aria-labelledby=l1></form>`}, key: "a1", want: Block},
	{probe: probe{name: "PAN beside card words", html: `<form><label>Card PAN <input name=pan></label><label>Card expiry <input name=exp></label></form>`}, key: "pan", want: Block},
	{probe: probe{name: "a field named pan beside the CVV and expiry", html: `<form><input name=pan><input name=cvv><input name=expiry></form>`}, key: "pan", want: Block, rule: "context.card-number"},
	{probe: probe{name: "PayPal Payflow's ACCT beside EXPDATE and CVV2", html: `<form><input name=ACCT><input name=EXPDATE><input name=CVV2></form>`}, key: "ACCT", want: Block, rule: "context.card-number"},
	{probe: probe{name: "an account beside a sign-in security code stays a login", html: `<form><label>Account <input name=account></label><label>Security code <input name=sc></label></form>`}, key: "account", want: Allow},
	{probe: probe{name: "PAN with no card field beside it is not taken for a card number", html: `<form><label>PAN <input name=pan></label><label>Date of birth <input name=dob></label></form>`}, key: "pan", want: Allow},
	{probe: probe{name: "a generic numeric box beside the expiry and CVC", html: `<form>
		<input name=f1 inputmode=numeric autocomplete=off>
		<input name=f2 autocomplete=cc-exp placeholder="MM / YY">
		<input name=f3 autocomplete=cc-csc></form>`}, key: "f1", want: Block, rule: "context.card-number"},
	{probe: probe{name: "a placeholder in a card's shape", html: `<form><input name=f1 placeholder="1234 5678 9012 3456"></form>`}, key: "f1", want: Block, rule: "shape.card-number"},
	{probe: probe{name: "a masked placeholder in a card's shape", html: `<form><input name=f1 placeholder="•••• •••• •••• ••••"></form>`}, key: "f1", want: Block},
	{probe: probe{name: "an IBAN by its placeholder", html: `<form><input name=f1 placeholder="DE89 3704 0044 0532 0130 00"></form>`}, key: "f1", want: Redact, rule: "shape.iban"},
	{probe: probe{name: "an SSN by its placeholder", html: `<form><input name=f1 placeholder="XXX-XX-XXXX"></form>`}, key: "f1", want: Block, rule: "shape.national-id"},
	{probe: probe{name: "a CPF by its placeholder", html: `<form><input name=f1 placeholder="000.000.000-00"></form>`}, key: "f1", want: Block, rule: "shape.national-id"},
	{probe: probe{name: "a Belgian national number by its placeholder", html: `<form><input name=f1 placeholder="00.00.00-000.00"></form>`}, key: "f1", want: Block, rule: "shape.national-id"},
	{probe: probe{name: "a CNPJ by its placeholder", html: `<form><input name=f1 placeholder="00.000.000/0000-00"></form>`}, key: "f1", want: Redact, rule: "shape.tax-id"},
	{probe: probe{name: "a date's placeholder is no identifier", html: `<form><input name=f1 placeholder="01/01/2000"><input name=f2 placeholder="1.234.567-8"></form>`}, key: "f1", want: Allow},
	// Not a payment card's number.
	{probe: probe{name: "number of cards is a quantity", html: `<form><label>Number of cards <input name=n></label></form>`}, key: "n", want: Allow},
	{probe: probe{name: "No. of cards is a quantity", html: `<form><label>No. of cards <input name=n></label></form>`}, key: "n", want: Allow},
	{probe: probe{name: "a loyalty card's number is redact", html: `<form><label>Loyalty card number <input name=l></label></form>`}, key: "l", want: Redact},
	{probe: probe{name: "a SIM card's number", html: `<form><label>SIM card number <input name=s></label></form>`}, key: "s", want: Allow},
	{probe: probe{name: "a phone number in the card's billing block", html: `<form>
		<input name="CreditCard.BillingPhoneNumber" placeholder="Phone number"></form>`}, key: "CreditCard.BillingPhoneNumber", want: Allow},
	{probe: probe{name: "a gift card's amount beside its code", html: `<form>
		<label>Gift card <input name=gc></label><label>CVV <input name=cvv></label><label>Amount <input name=amt type=number></label></form>`}, key: "amt", want: Allow},
	{probe: probe{name: "a phone placeholder is not a card's shape", html: `<form><input name=f1 placeholder="0612 345 678"></form>`}, key: "f1", want: Allow},
	{probe: probe{name: "a store card run together is not a payment card", html: `<form><label>Supercard-Nummer <input name=sc></label></form>`}, key: "sc", want: Allow},
	// The card in the label and the number in the placeholder, read
	// together as the person reads them, and what the same words say
	// written in one label.
	{probe: probe{name: "Card with the placeholder Number", html: `<form><label>Card <input name=f1 placeholder="Number"></label></form>`}, key: "f1", want: Block, rule: "text.card-number"},
	{probe: probe{name: "an input group's Card before the placeholder Number", html: `<form><div class="input-group">
		<span class="input-group-text">Card</span><input name=f1 placeholder="Number"></div></form>`}, key: "f1", want: Block, rule: "text.card-number"},
	{probe: probe{name: "Number with the placeholder On your card", html: `<form><label for=f1>Number</label><input id=f1 name=f1 placeholder="On your card"></form>`}, key: "f1", want: Block, rule: "text.card-number"},
	{probe: probe{name: "de: Karte with the placeholder Nummer", html: `<form><label>Karte <input name=f1 placeholder="Nummer"></label></form>`}, key: "f1", want: Block, rule: "text.card-number"},
	{probe: probe{name: "SIM card with the placeholder Number", html: `<form><label>SIM card <input name=s placeholder="Number"></label></form>`}, key: "s", want: Allow},
	{probe: probe{name: "Loyalty card with the placeholder Number", html: `<form><label>Loyalty card <input name=l placeholder="Number"></label></form>`}, key: "l", want: Redact},
	{probe: probe{name: "Phone with the placeholder Number", html: `<form><label>Phone <input name=p placeholder="Number"></label></form>`}, key: "p", want: Allow},
	{probe: probe{name: "Card with the placeholder Name on card", html: `<form><label>Card <input name=n placeholder="Name on card"></label></form>`}, key: "n", want: Allow},
}

func TestCardNumbersInOtherWords(t *testing.T) { runProbes(t, cardNumberProbes) }

// monthOptions and yearOptions are the choices of a card's expiry selects.
const (
	monthOptionsHTML = `<option value="">--</option><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option>`
	yearOptionsHTML  = `<option value="">--</option><option>2026</option><option>2027</option><option>2028</option><option>2029</option><option>2030</option><option>2031</option>`
)

// expiryCodeProbes: a card's expiry month and year under coded names,
// inside a card-payment group.
var expiryCodeProbes = []fieldProbe{
	{probe: probe{name: "en: exp_m and exp_y selects after the card's security code", html: `<form>
		<label>Card number <input name=ccnum></label><label>CVV <input name=cvv></label>
		<select name=exp_m>` + monthOptionsHTML + `</select><select name=exp_y>` + yearOptionsHTML + `</select></form>`},
		key: "exp_y", want: Block, rule: "context.card-expiry"},
	{probe: probe{name: "en: expm as a short box", html: `<form>
		<label>Card number <input name=ccnum></label><input name=expm maxlength=2><input name=expy maxlength=2></form>`},
		key: "expm", want: Block},
	{probe: probe{name: "en: bare m and y selects beside the CVC", html: `<form>
		<input name=pan autocomplete=cc-number><input name=cvc autocomplete=cc-csc>
		<select name=m>` + monthOptionsHTML + `</select><select name=y>` + yearOptionsHTML + `</select></form>`},
		key: "y", want: Block},
	{probe: probe{name: "es: vto_mes and vto_ano", html: `<html lang=es><form>
		<label>Número de tarjeta <input name=tarjeta></label>
		<select name=vto_mes>` + monthOptionsHTML + `</select><select name=vto_ano>` + yearOptionsHTML + `</select></form>`},
		key: "vto_ano", want: Block},
	{probe: probe{name: "pt-BR: validade_mes", html: `<form>
		<label>Número do cartão <input name=cartao></label><select name=validade_mes>` + monthOptionsHTML + `</select></form>`},
		key: "validade_mes", want: Block},
	{probe: probe{name: "de: ablauf_monat and ablauf_jahr", html: `<form>
		<label>Kartennummer <input name=knr></label><select name=ablauf_monat>` + monthOptionsHTML + `</select><select name=ablauf_jahr>` + yearOptionsHTML + `</select></form>`},
		key: "ablauf_jahr", want: Block},
	{probe: probe{name: "it: scad_mm", html: `<form>
		<label>Numero carta <input name=numcarta></label><input name=scad_mm maxlength=2 placeholder=MM></form>`},
		key: "scad_mm", want: Block},
	{probe: probe{name: "fi: kk and vv boxes", html: `<form>
		<label>Kortin numero <input name=kortti></label><input name=kk maxlength=2><input name=vv maxlength=2></form>`},
		key: "vv", want: Block},
	{probe: probe{name: "a whole MM/YY box named exp beside the CVV", html: `<form><input name=account><input name=cvv><input name=exp></form>`},
		key: "exp", want: Block, rule: "context.card-expiry"},
	{probe: probe{name: "de: gueltig_bis spelt with ue beside the card number", html: `<form><input name=kartennummer><input name=gueltig_bis><input name=pruefziffer></form>`},
		key: "gueltig_bis", want: Block, rule: "context.card-expiry"},
	// Not a card's expiry.
	{probe: probe{name: "a birth date's month and year in a card form", html: `<form>
		<label>Card number <input name=ccnum></label>
		<label>Date of birth</label><select name=dob_d><option>1</option></select><select name=dob_m>` + monthOptionsHTML + `</select><select name=dob_y><option>1970</option><option>1971</option><option>1972</option><option>1973</option><option>1974</option><option>1975</option></select></form>`},
		key: "dob_m", want: Redact},
	{probe: probe{name: "instalments beside the card's security code", html: `<form>
		<label>Número do cartão <input name=cartao></label><label>CVV <input name=cvv></label>
		<select name=parcelas><option value=1>1x de R$ 100,00</option><option value=2>2x de R$ 50,00</option><option value=3>3x de R$ 33,33</option><option value=4>4x</option><option value=5>5x</option><option value=6>6x</option><option value=7>7x</option><option value=8>8x</option><option value=9>9x</option><option value=10>10x</option><option value=11>11x</option><option value=12>12x</option></select></form>`},
		key: "parcelas", want: Allow},
	{probe: probe{name: "a currency select beside the card", html: `<form>
		<label>Card number <input name=ccnum></label><select name=currency><option>CAD</option><option>USD</option></select></form>`},
		key: "currency", want: Allow},
	{probe: probe{name: "years of experience far from any card", html: `<form>
		<label>Name <input name=name></label><select name=exp_years><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option></select></form>`},
		key: "exp_years", want: Allow},
}

func TestExpiryCodesInACardGroup(t *testing.T) { runProbes(t, expiryCodeProbes) }

func TestExperienceIsNotAnExpiry(t *testing.T) {
	runProbes(t, []fieldProbe{
		{probe: probe{name: "a job form's years and months of experience", html: `<form>
			<label>Name <input name=name></label><label>Experience</label>
			<select name=expYears><option>0</option><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option></select>
			<select name=expMonths>` + monthOptionsHTML + `</select></form>`}, key: "expMonths", want: Allow},
		{probe: probe{name: "expMonth in a card's group", html: `<form>
			<label>Card number <input name=number autocomplete=cc-number></label>
			<select name=expMonth>` + monthOptionsHTML + `</select></form>`}, key: "expMonth", want: Block},
	})
}

// verifyCodeProbes: a box that says only "code", or a bare short numeric
// box, in a small form whose own text is about verifying or confirming is
// a one-time code.
var verifyCodeProbes = []fieldProbe{
	{probe: probe{name: "en: Verify your phone, a box named code", html: `<h1>Verify your phone number</h1><form>
		<input name=code><button>Continue</button></form>`}, key: "code", want: Block, rule: "context.one-time-code", attr: "heading"},
	{probe: probe{name: "en: a bare numeric box and a Confirm button", html: `<form>
		<input name=f1 inputmode=numeric maxlength=6><button>Confirm</button></form>`}, key: "f1", want: Block, attr: "submit"},
	{probe: probe{name: "de: Konto bestätigen", html: `<h2>Konto bestätigen</h2><form>
		<label>Code <input name=c></label><button>Weiter</button></form>`}, key: "c", want: Block},
	{probe: probe{name: "fr: Vérifiez votre adresse e-mail", html: `<h1>Vérification de votre adresse</h1><form>
		<input name=valeur type=tel maxlength=6><button>Valider</button></form>`}, key: "valeur", want: Block},
	{probe: probe{name: "es: confirmar con un token", html: `<form aria-label="Confirmar cuenta">
		<label>Token <input name=tk></label><button>Enviar</button></form>`}, key: "tk", want: Block},
	{probe: probe{name: "pt: código in a verification form", html: `<h1>Verificação em duas etapas</h1><form>
		<label>Código <input name=cod></label></form>`}, key: "cod", want: Block},
	{probe: probe{name: "ja: 確認 heading", html: `<h1>メールアドレスの確認</h1><form>
		<label>コード <input name=code></label></form>`}, key: "code", want: Block},
	// Not a one-time code.
	{probe: probe{name: "the phone box of a verify form", html: `<h1>Verify your phone number</h1><form>
		<label>Phone <input name=phone type=tel></label><button>Send code</button></form>`}, key: "phone", want: Allow},
	{probe: probe{name: "a referral code with a Confirm button", html: `<form>
		<label>Referral code <input name=ref></label><button>Confirm</button></form>`}, key: "ref", want: Allow},
	{probe: probe{name: "a quantity in a small confirm form", html: `<h1>Confirm your order</h1><form>
		<label>Quantity <input name=qty type=number max=99></label><button>Confirm</button></form>`}, key: "qty", want: Allow},
	{probe: probe{name: "a code in a large checkout under a confirm heading", html: `<h1>Confirm your order</h1><form>
		<label>Name <input name=name></label><label>Street <input name=street></label><label>City <input name=city></label>
		<label>Code <input name=code></label><button>Confirm</button></form>`}, key: "code", want: Allow},
	{probe: probe{name: "a code box without verify words", html: `<h1>Redeem</h1><form>
		<label>Code <input name=code></label><button>Apply</button></form>`}, key: "code", want: Allow},
}

func TestOneTimeCodesInVerifyForms(t *testing.T) { runProbes(t, verifyCodeProbes) }

// dayOptionsHTML are the choices of a day select.
const dayOptionsHTML = `<option value="">--</option><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option>8</option><option>9</option><option>10</option><option>11</option><option>12</option><option>13</option><option>14</option><option>15</option><option>16</option><option>17</option><option>18</option><option>19</option><option>20</option><option>21</option><option>22</option><option>23</option><option>24</option><option>25</option><option>26</option><option>27</option><option>28</option><option>29</option><option>30</option><option>31</option>`

// dobProbes: a date of birth by the abbreviations names and ids use, on
// day, month and year selects and inputs.
var dobProbes = []fieldProbe{
	{probe: probe{name: "en: dob_d, dob_m, dob_y selects", html: `<form>
		<select name=dob_d>` + dayOptionsHTML + `</select><select name=dob_m>` + monthOptionsHTML + `</select><select name=dob_y>` + yearOptionsHTML + `</select></form>`},
		key: "dob_y", want: Redact},
	{probe: probe{name: "en: bdaymonth run together", html: `<form><select name=bdaymonth>` + monthOptionsHTML + `</select></form>`}, key: "bdaymonth", want: Redact},
	{probe: probe{name: "en: dobday run together", html: `<form><input name=dobday maxlength=2></form>`}, key: "dobday", want: Redact},
	{probe: probe{name: "de: gebdat_tag, gebdat_monat, gebdat_jahr", html: `<form>
		<input name=gebdat_tag maxlength=2><input name=gebdat_monat maxlength=2><input name=gebdat_jahr maxlength=4></form>`},
		key: "gebdat_monat", want: Redact},
	{probe: probe{name: "de: Geb.-Datum", html: `<form><label>Geb.-Datum <input name=gd></label></form>`}, key: "gd", want: Redact},
	{probe: probe{name: "es: fnac", html: `<form><input name=fnac placeholder="dd/mm/aaaa"></form>`}, key: "fnac", want: Redact},
	{probe: probe{name: "es: fec_nac_dia and the bare month and year after it", html: `<form>
		<select name=fec_nac_dia>` + dayOptionsHTML + `</select><select name=m2>` + monthOptionsHTML + `</select><select name=a2>` + yearOptionsHTML + `</select></form>`},
		key: "a2", want: Redact, rule: "context.date-of-birth"},
	{probe: probe{name: "pt: dt_nasc", html: `<form><input name=dt_nasc></form>`}, key: "dt_nasc", want: Redact},
	{probe: probe{name: "pt: data_nasc_mes", html: `<form><select name=data_nasc_mes>` + monthOptionsHTML + `</select></form>`}, key: "data_nasc_mes", want: Redact},
	{probe: probe{name: "fr: date_naiss", html: `<form><input name=date_naiss></form>`}, key: "date_naiss", want: Redact},
	{probe: probe{name: "pl: data ur.", html: `<form><label>Data ur. <input name=dur></label></form>`}, key: "dur", want: Redact},
	{probe: probe{name: "cs: dat. nar.", html: `<form><label>Dat. nar. <input name=dn></label></form>`}, key: "dn", want: Redact},
	// Not a date of birth.
	{probe: probe{name: "fr: the place of birth", html: `<form><input name=lieu_naiss></form>`}, key: "lieu_naiss", want: Allow},
	{probe: probe{name: "pt: the city of birth", html: `<form><input name=cidade_nasc></form>`}, key: "cidade_nasc", want: Allow},
	{probe: probe{name: "es: a delivery date", html: `<form><input name=fecha_entrega type=date></form>`}, key: "fecha_entrega", want: Allow},
}

func TestDatesOfBirthByAbbreviation(t *testing.T) { runProbes(t, dobProbes) }

// bankProbes: bank branch and account numbers by their abbreviations, the
// words only a bank makes a number of, and romanised non-Latin-script
// terms.
var bankProbes = []fieldProbe{
	{probe: probe{name: "en: acct_no", html: `<form><input name=acct_no></form>`}, key: "acct_no", want: Redact},
	{probe: probe{name: "en: accno run together", html: `<form><input name=accno></form>`}, key: "accno", want: Redact},
	{probe: probe{name: "en-IN: A/C No.", html: `<form><label>A/C No. <input name=f1></label></form>`}, key: "f1", want: Redact},
	{probe: probe{name: "en-IN: IFSC without the India pack", html: `<form><label>IFSC <input name=ifsc></label></form>`}, key: "ifsc", want: Redact},
	{probe: probe{name: "en-CA: transit and institution numbers", html: `<form><label>Institution number <input name=inst></label></form>`}, key: "inst", want: Redact},
	{probe: probe{name: "de: Kto.-Nr. and BLZ", html: `<form><label>Kto.-Nr. <input name=ktonr></label><label>BLZ <input name=blz></label></form>`}, key: "ktonr", want: Redact},
	{probe: probe{name: "nl: rekeningnr", html: `<form><input name=rekeningnr></form>`}, key: "rekeningnr", want: Redact},
	{probe: probe{name: "es: Nro. de cuenta", html: `<form><label>Nro. de cuenta <input name=f1></label></form>`}, key: "f1", want: Redact},
	{probe: probe{name: "pt-BR: Agência, Conta and DV beside the bank", html: `<form>
		<label>Banco <select name=banco><option>001</option><option>341</option></select></label>
		<label>Agência <input name=agencia maxlength=4></label><label>Conta corrente <input name=conta></label><label>DV <input name=dv maxlength=1></label></form>`},
		key: "agencia", want: Redact},
	{probe: probe{name: "pt-BR: the account's check digit beside it", html: `<form>
		<label>Agência <input name=ag></label><label>Conta corrente <input name=cc></label><label>Dígito <input name=digito maxlength=1></label></form>`},
		key: "digito", want: Redact, rule: "context.bank-account"},
	{probe: probe{name: "es: Sucursal and Cuenta under a transfer heading", html: `<h2>Datos para la transferencia</h2><form>
		<label>Sucursal <input name=sucursal></label><label>Cuenta <input name=cuenta></label></form>`},
		key: "cuenta", want: Redact, rule: "context.bank-account"},
	{probe: probe{name: "de: Konto beside an IBAN", html: `<form>
		<label>IBAN <input name=iban></label><label>Konto <input name=konto></label></form>`}, key: "konto", want: Redact},
	{probe: probe{name: "ja: koza bango romanised", html: `<form><input name=koza_bango></form>`}, key: "koza_bango", want: Redact},
	{probe: probe{name: "ja: shiten bango romanised", html: `<form><input name=shiten_bango></form>`}, key: "shiten_bango", want: Redact},
	{probe: probe{name: "ja: 支店番号", html: `<form><label>支店番号 <input name=s1></label></form>`}, key: "s1", want: Redact},
	{probe: probe{name: "ko: gyejwa beonho romanised", html: `<form><input name=gyejwa_beonho></form>`}, key: "gyejwa_beonho", want: Redact},
	{probe: probe{name: "hi: khata sankhya romanised", html: `<form><label>Khata sankhya <input name=k></label></form>`}, key: "k", want: Redact},
	{probe: probe{name: "zh: yinhang zhanghao", html: `<form><input name=yinhang_zhanghao></form>`}, key: "yinhang_zhanghao", want: Redact},
	// Not an account number.
	{probe: probe{name: "es: Crear cuenta", html: `<form><label>Correo <input name=correo></label><label>Crear cuenta <input name=cuenta_nueva></label></form>`}, key: "cuenta_nueva", want: Allow},
	{probe: probe{name: "pt: Nome da conta beside a bank account", html: `<form>
		<label>Número da conta <input name=num></label><label>Nome da conta <input name=nome_conta></label></form>`}, key: "nome_conta", want: Allow},
	{probe: probe{name: "pt: a login's conta without a bank", html: `<form><label>Conta <input name=conta></label><label>Senha <input name=senha type=password></label></form>`}, key: "conta", want: Allow},
	{probe: probe{name: "es: the account type select beside the number", html: `<form>
		<label>Número de cuenta <input name=num></label><label>Tipo de cuenta <select name=tipo><option>Ahorro</option><option>Corriente</option></select></label></form>`}, key: "tipo", want: Allow},
	{probe: probe{name: "pt: a placeholder about an account name", html: `<form><input placeholder="Escolha um nome de conta" autocomplete="new-password"></form>`}, key: "Escolha um nome de conta", want: Allow},
}

func TestBankNumbersByAbbreviation(t *testing.T) { runProbes(t, bankProbes) }

// cardLoginProbes: a membership or loyalty card's number used as a login:
// a numeric login beside card wording is redact; a member or customer
// number with no card is the account's username (context.login-id).
var cardLoginProbes = []fieldProbe{
	{probe: probe{name: "en: Membership card number and password", html: `<form>
		<label>Membership card number <input name=member type=tel></label><label>Password <input name=pw type=password></label></form>`},
		key: "member", want: Redact},
	{probe: probe{name: "en: Clubcard number and PIN", html: `<form>
		<label>Clubcard number <input name=cc1 inputmode=numeric></label><label>PIN <input name=pin type=password></label></form>`},
		key: "cc1", want: Redact},
	{probe: probe{name: "en: a bare numeric login under a card heading", html: `<h2>Sign in with your library card</h2><form>
		<label>Number <input name=login inputmode=numeric></label><label>PIN <input name=pin type=password></label></form>`},
		key: "login", want: Redact, rule: "context.card-login"},
	{probe: probe{name: "de: Kundenkarte and Passwort", html: `<form>
		<label>Kundenkartennummer <input name=kk type=tel></label><label>Passwort <input name=pw type=password></label></form>`},
		key: "kk", want: Redact},
	{probe: probe{name: "fr: numéro de carte de fidélité", html: `<form>
		<label>N° carte de fidélité <input name=fid type=tel></label><label>Mot de passe <input name=mdp type=password></label></form>`},
		key: "fid", want: Redact},
	{probe: probe{name: "es: the card's number in the hint", html: `<form>
		<div><label>Usuario <input name=socio inputmode=numeric></label></div>
		<div><input name=numsocio inputmode=numeric><small>El número de tu tarjeta de socio</small></div>
		<label>Contraseña <input name=pw type=password></label></form>`},
		key: "numsocio", want: Redact},
	// A login with no card stays the account's username.
	{probe: probe{name: "a membership number with no card", html: `<form>
		<label>Membership number <input name=member type=tel></label><label>Password <input name=pw type=password></label></form>`},
		key: "member", want: Allow, rule: "context.login-id"},
	{probe: probe{name: "a customer number login", html: `<form>
		<label>Kundennummer <input name=knr></label><label>Passwort <input name=pw type=password></label></form>`},
		key: "knr", want: Allow},
}

func TestCardNumbersAsALogin(t *testing.T) { runProbes(t, cardLoginProbes) }

func TestIdentityCardsByTheirShortNames(t *testing.T) { runProbes(t, identityCardProbes) }

// identityCardProbes: the identity card of Malaysia and Singapore is the
// "IC", Sri Lanka's the "NIC", and Malaysia's is also MyKad, which folds
// to two words, and "kad pengenalan" in Malay.
var identityCardProbes = []fieldProbe{
	{probe: probe{name: "en: IC number", html: `<form><label>IC Number <input name=f1></label><label>Full name <input name=n></label></form>`},
		key: "f1", want: Block, rule: "text.national-id"},
	{probe: probe{name: "en: IC No.", html: `<form><label>IC No. <input name=f1></label></form>`},
		key: "f1", want: Block, rule: "text.national-id"},
	{probe: probe{name: "en: NIC number", html: `<form><label>NIC number <input name=f1></label></form>`},
		key: "f1", want: Block, rule: "text.national-id"},
	{probe: probe{name: "MyKad, camel case", html: `<form><label>MyKad number <input name=f1></label></form>`},
		key: "f1", want: Block, rule: "text.national-id"},
	{probe: probe{name: "ms: no. kad pengenalan", html: `<form><label>No. Kad Pengenalan <input name=f1></label></form>`},
		key: "f1", want: Block, rule: "text.national-id"},
	// Not every "IC" or "NIC" is a card: a nickname, a picture.
	{probe: probe{name: "en: nickname", html: `<form><label>Nickname <input name=nick></label></form>`},
		key: "nick", want: Allow},
	{probe: probe{name: "en: pic", html: `<form><label>Picture caption <input name=pic></label></form>`},
		key: "pic", want: Allow},
}

func TestOtherIdentityDocuments(t *testing.T) { runProbes(t, identityDocumentProbes) }

// identityDocumentProbes: a residence permit, a visa, a voter's card or a
// birth certificate identifies a person as a passport does, and is
// redacted as a passport is; a green card is not a payment card. Their
// expiry or country is no identifier.
var identityDocumentProbes = []fieldProbe{
	{probe: probe{name: "en: residence permit number", html: `<form><label>Residence permit number <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "en: visa number", html: `<form><label>Visa number <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "en: voter id", html: `<form><label>Voter ID <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "en: birth certificate number", html: `<form><label>Birth certificate number <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "en: green card number is no payment card", html: `<form><label>Green card number <input name=f1></label><label>Email <input name=e type=email></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "de: Aufenthaltstitel", html: `<form><label>Nummer des Aufenthaltstitels <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "fr: titre de séjour", html: `<form><label>Numéro de titre de séjour <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "es: tarjeta de residencia", html: `<form><label>Tarjeta de residencia <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "it: permesso di soggiorno", html: `<form><label>Permesso di soggiorno <input name=f1></label></form>`},
		key: "f1", want: Redact, rule: "text.identity-document"},
	{probe: probe{name: "en: the permit's expiry is a date", html: `<form><label>Residence permit expiry date <input name=f1 type=date></label></form>`},
		key: "f1", want: Allow},
}

func TestSecretsByTheirShortNames(t *testing.T) { runProbes(t, shortSecretProbes) }

// shortSecretProbes: a security code shortened in a field's name, and an
// access key, which is as secret as the API key it goes with.
var shortSecretProbes = []fieldProbe{
	{probe: probe{name: "sec_code", html: `<form><input name=sec_code aria-label="Code"></form>`}, key: "sec_code", want: Block},
	{probe: probe{name: "access key", html: `<form><label>Access key <input name=ak></label></form>`}, key: "ak", want: Block, rule: "text.secret"},
	{probe: probe{name: "access key as a name", html: `<form><input name=access_key></form>`}, key: "access_key", want: Block, rule: "text.secret"},
}

// shortNameProbes: secrets and identifiers that a form names in a word or
// a phrase of their own.
var shortNameProbes = []fieldProbe{
	{probe: probe{name: "a SIM card's PUK", html: `<form><label for=p>PUK</label><input id=p name=f1></form>`},
		key: "f1", want: Block, rule: "text.pin"},
	{probe: probe{name: "a PUK2 by its name", html: `<form><input name=puk2></form>`},
		key: "puk2", want: Block, rule: "text.pin"},
	{probe: probe{name: "a phone's unlock code", html: `<form><label for=u>Unlock code</label><input id=u name=f2></form>`},
		key: "f2", want: Block},
	{probe: probe{name: "the code we texted", html: `<form><label for=d>We texted you a code</label><input id=d name=f3></form>`},
		key: "f3", want: Block, rule: "text.one-time-code"},
	{probe: probe{name: "Korea's resident registration number in English", html: `<form><label for=r>Resident registration number</label><input id=r name=f4></form>`},
		key: "f4", want: Block, rule: "text.national-id"},
}

func TestPUKsUnlockCodesAndRegistrationNumbers(t *testing.T) { runProbes(t, shortNameProbes) }

// TestLabelAndPlaceholderReadAsOne: a short label and a short placeholder
// that each name half of what the field asks ("Security" [Code]) are read
// as the person reads them, together: each pair decides the class that
// the same words written as one label decide. The pairs that are
// sensitive were allowed when each half was read alone.
func TestLabelAndPlaceholderReadAsOne(t *testing.T) {
	for _, c := range []struct {
		label, placeholder string
		sensitive          bool
	}{
		{"Security", "Code", true}, {"Verification", "Code", true}, {"One-time", "Code", true},
		{"Access", "Code", true}, {"Confirmation", "Code", true}, {"Account", "Number", true},
		{"Sort", "Code", true}, {"Bank", "Code", true}, {"Tax", "ID", true}, {"Member", "ID", true},
		{"License", "Key", true}, {"Mother's maiden", "Name", true}, {"Security", "Answer", true},
		{"Card", "Number", true}, {"Karte", "Nummer", true},
		{"Phone", "Number", false}, {"Postal", "Code", false}, {"Promo", "Code", false},
		{"Order", "Number", false}, {"Customer", "Number", false}, {"Country", "Code", false},
		{"Card", "Holder", false}, {"Name", "On card", false}, {"Email", "Your email", false},
	} {
		t.Run(c.label+" ["+c.placeholder+"]", func(t *testing.T) {
			split := probe{name: "split", html: `<form><label>` + c.label + ` <input name=f placeholder="` + c.placeholder + `"></label></form>`}
			one := probe{name: "one", html: `<form><label>` + c.label + ` ` + c.placeholder + ` <input name=f></label></form>`}
			_, got := split.decide(t)
			_, want := one.decide(t)
			require.Len(t, got, 1)
			require.Len(t, want, 1)
			assert.Equal(t, want[0].Class, got[0].Class, "split: %s; one label: %s", got[0].Reason(), want[0].Reason())
			assert.Equal(t, c.sensitive, got[0].Class > Allow, got[0].Reason())
		})
	}
}
