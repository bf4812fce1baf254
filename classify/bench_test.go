package classify

import (
	"testing"

	"github.com/formtool/formtool/analyzer"
)

// benchFields is a typical checkout and sign-up mix.
var benchFields = []analyzer.Field{
	{Tag: "input", Type: "email", Name: "email", ID: "email", Label: "Email address", Autocomplete: "email"},
	{Tag: "input", Type: "password", Name: "password", Label: "Password"},
	{Tag: "input", Type: "text", Name: "dwfrm_shipping_shippingAddress_addressFields_firstName", ID: "shippingFirstNamedefault", Label: "First name"},
	{Tag: "input", Type: "text", Name: "CreditCardInformation.BillingAddressEntry.PostalCode", Label: "Zip/postal code"},
	{Tag: "input", Type: "tel", Name: "cardNumber", ID: "card-number-7523da36", Label: "Card number", Placeholder: "1234 1234 1234 1234"},
	{Tag: "select", Type: "select-one", Name: "expMonth", Label: "Expiry month"},
	{Tag: "input", Type: "text", Name: "dob-day", Label: "Day", Legend: "What is your date of birth?"},
	{Tag: "input", Type: "text", Name: "nationalInsuranceNumber", Label: "National Insurance number", Placeholder: "QQ 12 34 56 C"},
	{Tag: "input", Type: "text", Name: "fullAddress", Label: "Inserisci il tuo indirizzo completo", Autocomplete: "new-password"},
	{Tag: "input", Type: "text", Name: "search", Label: "検索キーワードを入力", Placeholder: "商品名、ブランド"},
}

func BenchmarkField(b *testing.B) {
	o := Options{Packs: []string{"nl", "be"}}
	b.ReportAllocs()
	for b.Loop() {
		for i := range benchFields {
			Field(&benchFields[i], o)
		}
	}
}
