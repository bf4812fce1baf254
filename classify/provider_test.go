package classify

import "testing"

// cardProviderProbes: a payment provider's script finds the card fields by
// an attribute of its own, and on many checkouts nothing else on the
// control says what it holds.
var cardProviderProbes = []fieldProbe{
	{probe: probe{name: "Stripe.js v2", html: `<form>
		<input data-stripe="number" id=a><input data-stripe="cvc" id=b><input data-stripe="exp-month" id=c><input data-stripe="exp-year" id=d>
		<input data-stripe="name" id=e><input data-stripe="address_zip" id=f></form>`},
		key: "a", want: Block, rule: "text.card-number", attr: "model"},
	{probe: probe{name: "Stripe.js v2: the security code", html: `<form><input data-stripe="number" id=a><input data-stripe="cvc" id=b></form>`},
		key: "b", want: Block, rule: "text.card-security-code"},
	{probe: probe{name: "Stripe.js v2: the expiry month", html: `<form><input data-stripe="number" id=a><input data-stripe="exp-month" id=c></form>`},
		key: "c", want: Block, rule: "text.card-expiry"},
	{probe: probe{name: "Stripe.js v2: the holder's name stays", html: `<form><input data-stripe="number" id=a><input data-stripe="name" id=e></form>`},
		key: "e", want: Allow},
	{probe: probe{name: "Stripe.js v2: the postcode stays", html: `<form><input data-stripe="number" id=a><input data-stripe="address_zip" id=f></form>`},
		key: "f", want: Allow},
	{probe: probe{name: "Adyen's client-side encryption", html: `<form><input data-encrypted-name="number" id=a><input data-encrypted-name="cvc" id=b></form>`},
		key: "a", want: Block, rule: "text.card-number"},
	{probe: probe{name: "Adyen's newer encrypted fields", html: `<form><input data-cse="encryptedCardNumber" id=a><input data-cse="encryptedSecurityCode" id=b></form>`},
		key: "b", want: Block, rule: "text.card-security-code"},
	{probe: probe{name: "Braintree", html: `<form><input data-braintree-name="number" id=a><input data-braintree-name="cvv" id=b></form>`},
		key: "a", want: Block, rule: "text.card-number"},
	{probe: probe{name: "Conekta", html: `<form><input data-conekta="card[number]" id=a><input data-conekta="card[name]" id=n></form>`},
		key: "a", want: Block, rule: "text.card-number"},
	{probe: probe{name: "Recurly: the first name stays", html: `<form><input data-recurly="first_name" id=n><input data-recurly="number" id=a></form>`},
		key: "n", want: Allow},
}

func TestCardFieldsByTheirPaymentProvider(t *testing.T) { runProbes(t, cardProviderProbes) }
