package classify

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/formtool/formtool/analyzer"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fieldCase is a field, given compactly, and the class and kind it must get.
type fieldCase struct {
	name  string
	f     analyzer.Field
	class Class
	kind  string // checked when not empty
	rule  string // checked when not empty
}

func input(typ string) analyzer.Field { return analyzer.Field{Tag: "input", Type: typ} }

func with(f analyzer.Field, set func(*analyzer.Field)) analyzer.Field { set(&f); return f }

func named(name string) analyzer.Field {
	return with(input("text"), func(f *analyzer.Field) { f.Name = name })
}

func labelled(label string) analyzer.Field {
	return with(input("text"), func(f *analyzer.Field) { f.Label = label })
}

// classCases: one or more fields per class and kind, in the ways pages name
// them.
var classCases = []fieldCase{
	// Passwords.
	{"type password", input("password"), Block, "password", "type.password"},
	{"pwd", named("pwd"), Block, "password", "text.password"},
	{"pass", named("pass"), Block, "password", ""},
	{"passwd", named("user_passwd"), Block, "password", ""},
	{"newPassword", named("newPassword"), Block, "password", ""},
	{"newpassword lower", named("newpassword"), Block, "password", ""},
	{"confirm password", labelled("Confirm password"), Block, "password", ""},
	{"passcode", labelled("Passcode"), Block, "", ""},
	{"passphrase", labelled("Passphrase"), Block, "password", ""},
	{"pswd", named("user_pswd"), Block, "password", ""},
	{"psw", named("psw"), Block, "password", ""},
	{"repass", named("repass"), Block, "password", ""},
	{"romanised Russian password", named("parol"), Block, "password", ""},
	{"romanised Chinese password", named("user_mima"), Block, "password", ""},
	{"romanised Korean password", named("bimilbeonho"), Block, "password", ""},
	{"password shown as text", with(named("password"), func(f *analyzer.Field) { f.Type = "text" }), Block, "password", ""},
	// One-time codes.
	{"otp", named("otp"), Block, "one-time-code", "text.one-time-code"},
	{"otpNumber", named("otpNumber"), Block, "one-time-code", ""},
	{"verif code", named("verif_code"), Block, "one-time-code", ""},
	{"2fa", named("2fa_code"), Block, "one-time-code", ""},
	{"twofactor token", named("twofactor_token"), Block, "", ""},
	{"mfa", named("mfaCode"), Block, "one-time-code", ""},
	{"totp", named("totp"), Block, "one-time-code", ""},
	{"verification code", named("verificationCode"), Block, "one-time-code", ""},
	{"email verification", named("email_verification[code_given]"), Block, "one-time-code", ""},
	{"sms code", named("sms_code"), Block, "one-time-code", ""},
	{"security code by sms", named("securityCode"), Block, "one-time-code", ""},
	{"activation code part", named("ActivationCode1"), Block, "one-time-code", ""},
	{"gift card with a picture hint", labelled("Gift card number (see image)"), Block, "gift-card", ""},
	{"recovery code with a picture hint", labelled("Recovery code, as in the picture"), Block, "secret", ""},
	{"code name under a long explanation", with(named("email_code"), func(f *analyzer.Field) { f.Label = "Type the verification code that we emailed to you just now" }), Block, "one-time-code", ""},
	{"authenticator code", with(named("user_code"), func(f *analyzer.Field) { f.Label = "Please enter the code from your authenticator app below" }), Block, "one-time-code", ""},
	{"card number under a long hint", labelled("Card number (the long number on the front, under your name)"), Block, "card-number", ""},
	{"card number or a saved card", labelled("Enter your card number or select a saved card"), Block, "card-number", ""},
	{"card number of the holder", labelled("Номер карты владельца"), Block, "card-number", ""},
	{"loyalty card number", labelled("Loyalty card number"), Redact, "loyalty-number", ""},
	{"saved card choice", with(analyzer.Field{Tag: "select", Type: "select-one"}, func(f *analyzer.Field) { f.Name = "card"; f.Label = "Select a saved credit card" }), Allow, "", ""},
	{"account number in your name", labelled("Account number (as shown on your statement, in your name)"), Redact, "bank-account", ""},
	{"name of the account holder", labelled("Name of the bank account holder"), Allow, "", ""},
	{"passport number and country", labelled("Passport number and country"), Redact, "passport", ""},
	{"passport country", labelled("Passport country"), Allow, "", ""},
	{"security question as the label", labelled("What city were you born in?"), Block, "security-answer", "shape.security-question"},
	{"security question placeholder", with(input("text"), func(f *analyzer.Field) { f.Placeholder = "What was the name of your first pet?" }), Block, "security-answer", ""},
	{"a yes-no birth question is no security answer", with(input("radio"), func(f *analyzer.Field) { f.Name = "us_born"; f.Label = "Were you born in the United States?" }), Allow, "", ""},
	{"birthplace without a question", labelled("City where you were born"), Allow, "", ""},
	{"short numeric code", with(labelled("Enter code"), func(f *analyzer.Field) { f.InputMode, f.MaxLength = "numeric", "6" }), Block, "one-time-code", "shape.numeric-code"},
	{"digits pattern code", with(named("code"), func(f *analyzer.Field) { f.Pattern, f.MaxLength = "[0-9]{6}", "6" }), Block, "one-time-code", "shape.numeric-code"},
	{"numeric promo code", with(labelled("Promo code"), func(f *analyzer.Field) { f.InputMode, f.MaxLength = "numeric", "6" }), Allow, "", ""},
	{"numeric zip code", with(named("zip_code"), func(f *analyzer.Field) { f.InputMode, f.MaxLength = "numeric", "5" }), Allow, "", ""},
	{"long numeric code", with(labelled("Code"), func(f *analyzer.Field) { f.InputMode, f.MaxLength = "numeric", "12" }), Allow, "", ""},
	{"security key", labelled("Security key"), Block, "secret", ""},
	{"code from your email", labelled("Code from your email"), Block, "one-time-code", ""},
	{"tax file number", labelled("Tax file number"), Block, "national-id", ""},
	{"company tax file number", labelled("Company tax file number"), Redact, "tax-id", ""},
	{"tfn name", named("tfn"), Block, "national-id", ""},
	{"employer identification number", labelled("Employer Identification Number (EIN)"), Redact, "tax-id", ""},
	{"civil id", labelled("Civil ID number"), Block, "national-id", ""},
	{"thai id", labelled("Thai ID"), Block, "national-id", ""},
	{"hindi pan", labelled("पैन नंबर"), Block, "national-id", ""},
	{"permanent account number", labelled("Permanent Account Number"), Block, "national-id", ""},
	{"nhs no", named("nhs_no"), Redact, "health-id", ""},
	{"glued password", named("userpass"), Block, "password", ""},
	{"glued new password", named("newpass2"), Block, "password", ""},
	{"glued password confirmation", named("m_PASSVERIFY"), Block, "password", ""},
	{"glued password confirmation, pass first", named("passconfirm"), Block, "password", ""},
	{"glued pw confirmation", named("pwconfirm"), Block, "password", ""},
	{"glued new pw", named("newpw"), Block, "password", ""},
	{"Portuguese ticket, not a password", named("passagem"), Allow, "", ""},
	{"a passenger, not a password", named("passenger"), Allow, "", ""},
	{"swedish passport number", labelled("Passnummer"), Redact, "passport", ""},
	{"pass alone", labelled("Pass"), Block, "password", "text.password"},
	{"passnumber", named("passnumber2"), Block, "password", ""},
	{"dotted ssn", labelled("S.S.N."), Block, "national-id", ""},
	{"dotted sin", labelled("S.I.N."), Block, "national-id", ""},
	{"dotted dob", labelled("D.O.B."), Redact, "date-of-birth", ""},
	{"soc sec", labelled("Soc. Sec. #"), Block, "national-id", ""},
	{"wallet seed", labelled("Paste your 24-word seed"), Block, "secret", ""},
	{"company nif", labelled("NIF empresa"), Redact, "tax-id", ""},
	{"person nif", labelled("NIF"), Block, "national-id", ""},
	{"portuguese health card", labelled("Cartão de Utente"), Redact, "health-id", ""},
	{"portuguese health number", labelled("Nº de utente"), Redact, "health-id", ""},
	{"hindi verification number", labelled("सत्यापन संख्या"), Block, "one-time-code", ""},
	{"hindi voter id", labelled("वोटर आईडी"), Redact, "identity-document", ""},
	{"japanese authentication number", labelled("認証番号"), Block, "one-time-code", ""},
	{"japanese secret word", labelled("合言葉"), Block, "password", ""},
	{"security word", labelled("Security word"), Block, "security-answer", ""},
	{"security phrase", labelled("Your security phrase"), Block, "secret", ""},
	{"card number, number word first", named("numCard"), Block, "card-number", ""},
	{"card number, plural card first", named("cards_number"), Block, "card-number", ""},
	{"japanese pension number", labelled("基礎年金番号"), Block, "national-id", ""},
	{"german access code", labelled("Zugangscode"), Block, "one-time-code", ""},
	{"french access code", labelled("Code d'accès"), Block, "one-time-code", ""},
	{"french door code", labelled("Code d'accès immeuble"), Allow, "", ""},
	{"building access code", labelled("Building access code"), Allow, "", ""},
	{"spanish authorization code", labelled("Código de autorización"), Block, "one-time-code", ""},
	{"dutch card check code", labelled("Kaartcontrolecode"), Block, "card-security-code", ""},
	{"german security key", labelled("Sicherheitsschlüssel"), Block, "secret", ""},
	{"italian secret code", labelled("Codice segreto"), Block, "secret", ""},
	{"contrasenia", named("contrasenia_nueva"), Block, "password", ""},
	{"codigo_seguridad", named("codigo_seguridad"), Block, "", ""},
	{"codice_sicurezza", named("codice_sicurezza"), Block, "", ""},
	{"pruefnummer", named("kartenpruefnummer"), Block, "card-security-code", ""},
	{"dutch health insurance number", labelled("Zorgverzekeringsnummer"), Redact, "health-id", ""},
	{"word phrase", labelled("Your 12-word phrase"), Block, "secret", ""},
	{"seed alone", named("seed"), Allow, "", ""},
	{"seed of a generator", labelled("Random seed"), Allow, "", ""},
	{"boarding pass", labelled("Boarding pass number"), Allow, "", ""},
	{"season pass under a pass name", with(named("pass"), func(f *analyzer.Field) { f.Label = "Season pass" }), Allow, "", ""},
	{"password beside a season pass", labelled("Season pass password"), Block, "password", ""},
	{"medicare card number", labelled("Medicare card number"), Redact, "health-id", ""},
	{"digits on the back", labelled("3 digits on the back of your card"), Block, "card-security-code", ""},
	{"french social security", labelled("N° de sécurité sociale"), Block, "national-id", ""},
	{"spanish social security", labelled("Número de la Seguridad Social"), Block, "national-id", ""},
	{"german id card", labelled("Personalausweis-Nr."), Block, "national-id", ""},
	{"french tax identifier", labelled("Identifiant fiscal"), Redact, "tax-id", ""},
	{"korean id card number", labelled("신분증 번호"), Block, "national-id", ""},
	{"pword", named("pword"), Block, "password", ""},
	{"secAns", named("secAns"), Block, "security-answer", ""},
	{"cardPan", named("cardPan"), Block, "card-number", ""},
	{"acctNum", named("acctNum"), Redact, "bank-account", ""},
	{"polish code from sms", labelled("Kod z SMS"), Block, "one-time-code", ""},
	{"code we sent", labelled("Enter the code we sent to your phone"), Block, "one-time-code", ""},
	{"one time code label", labelled("Enter the one-time code"), Block, "one-time-code", ""},
	{"digit box", with(named("digit1"), func(f *analyzer.Field) { f.MaxLength = "1"; f.Type = "tel" }), Block, "one-time-code", "shape.code-digit"},
	{"code box", with(named("code-3"), func(f *analyzer.Field) { f.MaxLength = "1" }), Block, "one-time-code", ""},
	// PINs.
	{"pin", named("pin"), Block, "pin", "text.pin"},
	{"gift card pin", named("giftCertPin"), Block, "", ""},
	{"pinCode gift", named("promotionModel.pinCode"), Block, "pin", ""},
	{"pin digit aria", with(input("tel"), func(f *analyzer.Field) { f.AriaLabel = "PIN digit 1" }), Block, "pin", ""},
	// Security questions.
	{"security question", named("UserInformation.SecurityQuestion"), Block, "security-answer", "text.security-answer"},
	{"security answer", named("securityAnswer"), Block, "security-answer", ""},
	{"secret question label", labelled("Secret question"), Block, "security-answer", ""},
	{"mother's maiden name", labelled("Mother's maiden name"), Block, "security-answer", ""},
	{"question select", analyzer.Field{Tag: "select", Type: "select-one", Name: "q1", Options: []analyzer.Option{
		{Label: "Select one"}, {Label: "What was the name of your first school?"}, {Label: "In what city were you born?"},
		{Label: "What is your favourite film?"}}}, Block, "security-answer", "shape.security-question"},
	// Card numbers.
	{"cardNumber", named("cardNumber"), Block, "card-number", "text.card-number"},
	{"cc-number ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "cc-number" }), Block, "card-number", "autocomplete.cc-number"},
	{"ccnum", named("ccnum"), Block, "card-number", ""},
	{"card #", labelled("Card #"), Block, "card-number", ""},
	{"credit card label", labelled("Credit card"), Block, "card-number", ""},
	{"card number with types", with(named("cardNumber"), func(f *analyzer.Field) { f.AriaLabel = "Card number. Supported card types: Visa" }), Block, "card-number", ""},
	{"gift card", named("gift_card_number"), Block, "gift-card", ""},
	{"gift cert", named("dwfrm_billing_giftCertCode"), Block, "gift-card", ""},
	{"card expiry as one word", named("cardexp"), Block, "card-expiry", ""},
	{"card good through", labelled("Good through"), Block, "card-expiry", ""},
	{"Brazil's RG by its number", labelled("Número do RG"), Block, "national-id", ""},
	{"known traveler number", labelled("Known Traveler Number"), Redact, "identity-document", ""},
	{"military id", labelled("Military ID"), Redact, "identity-document", ""},
	{"document number", named("documentNumber"), Redact, "identity-document", ""},
	{"travel document number", labelled("Travel document number"), Redact, "identity-document", ""},
	{"an SSH key box that does not say which half", with(labelled("SSH key"), func(f *analyzer.Field) { f.Name = "ssh_key" }), Block, "secret", ""},
	{"an SSH private key", labelled("SSH private key"), Block, "secret", ""},
	{"German document number", labelled("Dokumentnummer"), Redact, "identity-document", ""},
	{"French document number", labelled("Numéro de document"), Redact, "identity-document", ""},
	{"Polish document number", labelled("Numer dokumentu"), Redact, "identity-document", ""},
	{"Russian document number", labelled("Номер документа"), Redact, "identity-document", ""},
	{"Chinese credential number", labelled("证件号码"), Redact, "identity-document", ""},
	{"Indonesian document number", labelled("Nomor dokumen"), Redact, "identity-document", ""},
	{"Greek password as the whole label", labelled("Κωδικός"), Block, "password", ""},
	{"Greek password confirmation", labelled("Επιβεβαίωση κωδικού"), Block, "password", ""},
	{"Arabic code that was sent", labelled("أدخل الرمز المرسل"), Block, "one-time-code", ""},
	{"Turkish code by SMS", labelled("SMS ile gelen kod"), Block, "one-time-code", ""},
	{"Thai date of birth", labelled("วันเดือนปีเกิด"), Redact, "date-of-birth", ""},
	{"Hungarian card expiry, possessive", labelled("Kártya lejárata"), Block, "card-expiry", ""},
	{"Serbian payment card number", labelled("Broj platne kartice"), Block, "card-number", ""},
	{"Serbian registration number", labelled("Matični broj"), Redact, "tax-id", ""},
	{"identity document number as a name", named("numeroDocumento"), Block, "national-id", ""},
	{"German VAT id as written", labelled("USt-IdNr."), Redact, "tax-id", ""},
	{"Austrian VAT id", labelled("UID-Nummer"), Redact, "tax-id", ""},
	{"Dutch chamber of commerce number", labelled("KvK-nummer"), Redact, "tax-id", ""},
	{"Belgian company number", labelled("Numéro d'entreprise"), Redact, "tax-id", ""},
	{"Greek VAT number", labelled("Αριθμός ΦΠΑ"), Redact, "tax-id", ""},
	{"German tax number, abbreviated", labelled("Steuer-Nr."), Redact, "tax-id", ""},
	{"a model's name before the field's own", named("ssnViewModel.birthday"), Redact, "date-of-birth", ""},
	{"a model's name decides when the field's says nothing", named("user.password.confirm"), Block, "password", ""},
	{"a card's model and the field's own code", named("creditCard.securityCode"), Block, "card-security-code", ""},
	{"card number by its binding alone", with(input("text"), func(f *analyzer.Field) { f.Model = "payment.cardNumber" }), Block, "card-number", "text.card-number"},
	{"SSN by its test hook alone", with(input("text"), func(f *analyzer.Field) { f.Model = "ssn-input" }), Block, "national-id", ""},
	{"password by its binding beside a generated id", with(input("text"), func(f *analyzer.Field) { f.ID, f.Model = ":r3:", "vm.user.password" }), Block, "password", ""},
	{"German born on", labelled("Geb. am"), Redact, "date-of-birth", ""},
	{"French social security, abbreviated", labelled("N° de sécu"), Block, "national-id", ""},
	{"Spanish social security, abbreviated", labelled("Nº Seg. Social"), Block, "national-id", ""},
	{"Spanish document number, abbreviated", labelled("Nº Documento"), Block, "national-id", ""},
	{"Italian fiscal code, abbreviated", labelled("Cod. Fisc."), Block, "national-id", ""},
	{"Polish identity card number, abbreviated", labelled("Nr dowodu"), Block, "national-id", ""},
	{"Czech card number, abbreviated", labelled("Č. karty"), Block, "card-number", ""},
	{"Hungarian card number, abbreviated", labelled("Kártyasz."), Block, "card-number", ""},
	{"French tax number, abbreviated", labelled("N° fiscal"), Redact, "tax-id", ""},
	{"German insured person's number, abbreviated", labelled("Versicherten-Nr."), Redact, "health-id", ""},
	{"card CV code", labelled("CV Code"), Block, "card-security-code", ""},
	{"card account number", labelled("Card Account Number"), Block, "card-number", ""},
	{"gift card claim code", labelled("Claim code"), Block, "gift-card", ""},
	{"gift card in Finnish", labelled("Lahjakortin numero"), Block, "gift-card", ""},
	{"gift card in Polish, genitive", labelled("Kod karty podarunkowej"), Block, "gift-card", ""},
	{"gift card in Swedish, compound", labelled("Presentkortsnummer"), Block, "gift-card", ""},
	{"gift card in Estonian", labelled("Kinkekaardi number"), Block, "gift-card", ""},
	{"year of birth in Danish", labelled("Fødselsår"), Redact, "date-of-birth", ""},
	{"year of birth in Romanian", labelled("Anul nașterii"), Redact, "date-of-birth", ""},
	// Security codes.
	{"cvv", named("cvv"), Block, "card-security-code", "text.card-security-code"},
	{"cvc", named("card-cvc"), Block, "card-security-code", ""},
	{"csc", named("csc"), Block, "card-security-code", ""},
	{"cid", named("cid"), Block, "card-security-code", ""},
	{"cvv2", named("cvv2"), Block, "card-security-code", ""},
	{"card security code", with(named("dwfrm_billing_creditCardFields_securityCode"), func(f *analyzer.Field) {}), Block, "card-security-code", ""},
	{"cc-csc ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "cc-csc" }), Block, "card-security-code", ""},
	// Card expiry.
	{"expiry", named("card-expiration"), Block, "card-expiry", ""},
	{"exp month", named("ccExpMonth"), Block, "card-expiry", ""},
	{"cc exp", named("cc_exp"), Block, "card-expiry", ""},
	{"ccexp_mm", named("ccexp_mm"), Block, "card-expiry", ""},
	{"exp with card", with(named("exp"), func(f *analyzer.Field) { f.Legend = "Card details" }), Block, "card-expiry", ""},
	{"month with card", named("cardMonth"), Block, "card-expiry", ""},
	{"MM/YY", with(input("text"), func(f *analyzer.Field) { f.Placeholder = "MM / YY" }), Block, "card-expiry", ""},
	{"monthexpire", named("monthexpire"), Block, "card-expiry", ""},
	{"cc-exp-month ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "cc-exp-month" }), Block, "card-expiry", ""},
	// National ids.
	{"ssn", named("ssn"), Block, "national-id", "text.national-id"},
	{"SSN parts", named("SSN_1"), Block, "national-id", ""},
	{"SSNNumber", named("SSNNumber"), Block, "national-id", ""},
	{"sin name", named("sin"), Block, "national-id", ""},
	{"sin label", labelled("SIN #"), Block, "national-id", ""},
	{"ein label", labelled("EIN"), Redact, "tax-id", ""},
	{"indonesian card", with(input("text"), func(f *analyzer.Field) { f.Placeholder = "No. Kartu Kredit" }), Block, "card-number", ""},
	{"bsn", named("bsn"), Block, "national-id", ""},
	{"aadhaar", labelled("Aadhaar number"), Block, "national-id", ""},
	{"nric", labelled("NRIC"), Block, "national-id", ""},
	{"cpf", named("cpf"), Block, "national-id", ""},
	{"cpf placeholder login", with(named("username"), func(f *analyzer.Field) { f.Placeholder = "Digite o CPF" }), Block, "national-id", ""},
	{"dni", labelled("DNI"), Block, "national-id", ""},
	{"nif nie", labelled("NIF / NIE"), Block, "national-id", ""},
	{"codice fiscale", named("codiceFiscale"), Block, "national-id", ""},
	{"personnummer", labelled("Personnummer"), Block, "national-id", ""},
	{"pesel", named("pesel"), Block, "national-id", ""},
	{"nino", named("nationalInsuranceNumber"), Block, "national-id", ""},
	{"tc kimlik", labelled("TC Kimlik No"), Block, "national-id", ""},
	{"tc identity", labelled("TC Identity No:"), Block, "national-id", ""},
	{"id number", named("id_number"), Block, "national-id", ""},
	{"ppsn", labelled("PPSN"), Block, "national-id", ""},
	// Secrets.
	{"api key", named("api_key"), Block, "secret", "text.secret"},
	{"secret key", labelled("Secret key"), Block, "secret", ""},
	{"recovery code", labelled("Recovery code"), Block, "secret", ""},
	{"seed phrase", labelled("Seed phrase"), Block, "secret", ""},
	{"mnemonic", named("mnemonic"), Block, "secret", ""},
	{"access token", named("access_token"), Block, "secret", ""},
	// Dynamic names.
	{"dynamic", with(named("x"), func(f *analyzer.Field) { f.Dynamic = true }), Block, "", "template.dynamic"},
	// Dates of birth.
	{"dob", named("dob"), Redact, "date-of-birth", "text.date-of-birth"},
	{"dob-day", named("dob-day"), Redact, "date-of-birth", ""},
	{"birthDay", named("birthDay"), Redact, "date-of-birth", ""},
	{"birthYear", named("Webform_Birthday_Year"), Redact, "date-of-birth", ""},
	{"dateOfBirth.month", named("personalInformationForm.dateOfBirth.month"), Redact, "date-of-birth", ""},
	{"legend dob", with(named("day"), func(f *analyzer.Field) { f.Label = "Day"; f.Legend = "Date of birth" }), Redact, "date-of-birth", ""},
	{"yob", named("yob"), Redact, "date-of-birth", ""},
	{"bday ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "bday-month" }), Redact, "date-of-birth", "autocomplete.bday-month"},
	// Banking.
	{"bank account", named("bank_account"), Redact, "bank-account", "text.bank-account"},
	{"account number", named("accountNumber"), Redact, "bank-account", ""},
	{"sort code", named("sortCode"), Redact, "bank-account", ""},
	{"routing", labelled("Routing number"), Redact, "bank-account", ""},
	{"bank code", named("bank_code"), Redact, "bank-account", ""},
	{"roll number", named("rollNumber"), Redact, "bank-account", ""},
	{"iban", named("iban"), Redact, "iban", "text.iban"},
	{"bank_iban", named("bank_iban"), Redact, "iban", ""},
	// Documents and other identifiers.
	{"passport", named("passportNumber"), Redact, "passport", "text.passport"},
	{"driving licence", labelled("Driving licence number"), Redact, "driving-licence", ""},
	{"drivers license", named("driversLicense"), Redact, "driving-licence", ""},
	{"tax id", named("taxId"), Redact, "tax-id", "text.tax-id"},
	{"tin", named("tin"), Redact, "tax-id", ""},
	{"vat", named("vat_number"), Redact, "tax-id", ""},
	{"ein", named("companyEIN"), Redact, "tax-id", ""},
	{"nip", named("invoice_nip"), Redact, "tax-id", ""},
	{"health insurance", labelled("Health insurance number"), Redact, "health-id", ""},
	{"patient number", labelled("Patient number"), Redact, "health-id", ""},
	{"nhs", labelled("NHS number"), Redact, "health-id", ""},
	{"german compound", labelled("Krankenversichertennummer"), Redact, "health-id", ""},
	{"membership", named("membershipNumber"), Redact, "loyalty-number", ""},
	{"loyalty", labelled("Loyalty card number"), Redact, "loyalty-number", ""},
	{"tax id beside an address container", with(named("address-ui-widgets-taxId"), func(f *analyzer.Field) { f.Label = "NIF (only for the Canary Islands, Ceuta and Melilla)" }), Block, "national-id", ""},
	{"tax code under a document label", with(named("taxCode"), func(f *analyzer.Field) { f.Label = "Número de documento (opcional)" }), Redact, "tax-id", ""},
	{"naming container decides a generic segment", named("ctl00$Main$CreditCard$txtNumber"), Block, "card-number", ""},
	{"naming container gives context", named("ctl00$Payment$CreditCardInput$securityCode"), Block, "card-security-code", ""},
}

// allowCases must stay allow: ordinary fields, and words that contain or
// resemble a sensitive term.
var allowCases = []fieldCase{
	{"place of birth in Romanian", labelled("Locul nașterii"), Allow, "", ""},
	{"Italian keywords", labelled("Parole chiave"), Allow, "", ""},
	{"email", with(input("email"), func(f *analyzer.Field) { f.Name = "email" }), Allow, "", ""},
	{"username", named("username"), Allow, "", ""},
	{"user_name", named("user_name"), Allow, "", ""},
	{"first name", named("firstName"), Allow, "", ""},
	{"phone", with(input("tel"), func(f *analyzer.Field) { f.Name = "phone" }), Allow, "", ""},
	{"address", named("address-line1"), Allow, "", ""},
	{"search", with(input("search"), func(f *analyzer.Field) { f.Name = "q" }), Allow, "", ""},
	{"newsletter", named("newsletter"), Allow, "", ""},
	{"opinion", labelled("Your opinion"), Allow, "", ""},
	{"spinner", named("spinner"), Allow, "", ""},
	{"shipping", named("shipping_method"), Allow, "", ""},
	{"passport is not a password", named("passportCountry"), Allow, "", ""},
	{"passenger", named("passenger_name"), Allow, "", ""},
	{"company", named("company"), Allow, "", ""},
	{"captcha", named("captcha"), Allow, "", ""},
	{"captcha verification code", named("Captcha.VerificationCode"), Allow, "", ""},
	{"visual verification code", named("visual_verification_code"), Allow, "", ""},
	{"cardholder name", named("cardholderName"), Allow, "", ""},
	{"name on card", labelled("Name on card"), Allow, "", ""},
	{"cc-name ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "cc-name" }), Allow, "", "autocomplete.cc-name"},
	{"cc-type ac", with(input("text"), func(f *analyzer.Field) { f.Autocomplete = "cc-type" }), Allow, "", ""},
	{"card type", labelled("Card type"), Allow, "", ""},
	{"how many cards, by name", named("num_cards"), Allow, "", ""},
	{"an invoice's document number", labelled("Invoice document number"), Allow, "", ""},
	{"an SSH key box that asks for the public key", with(labelled("SSH public key"), func(f *analyzer.Field) { f.Name = "ssh_key" }), Allow, "", ""},
	{"a German public key", with(labelled("Öffentlicher Schlüssel"), func(f *analyzer.Field) { f.Name = "ssh_schluessel" }), Allow, "", ""},
	{"a German invoice's document number", labelled("Dokumentnummer der Rechnung"), Allow, "", ""},
	{"a Polish invoice's document number", labelled("Numer dokumentu faktury"), Allow, "", ""},
	{"a Russian order's document number", labelled("Номер документа заказа"), Allow, "", ""},
	{"a Chinese invoice's number", labelled("发票证件号码"), Allow, "", ""},
	{"a document's expiry", labelled("Document expiry date"), Allow, "", ""},
	{"how many cards, camelCase", named("nbCards"), Allow, "", ""},
	{"how many tokens", named("token_amount"), Allow, "", ""},
	{"token amount label", labelled("Token amount"), Allow, "", ""},
	{"bic", named("bank_bic"), Allow, "", ""},
	{"swift", labelled("BIC / SWIFT code"), Allow, "", ""},
	{"gender", named("gender"), Allow, "", ""},
	{"sex", named("sex"), Allow, "", ""},
	{"place of birth", labelled("Place of birth"), Allow, "", ""},
	{"birthplace", named("birthplace"), Allow, "", ""},
	{"passport issued", with(named("passport-issued-day"), func(f *analyzer.Field) { f.Legend = "When was your passport issued?" }), Allow, "", ""},
	{"passport expiry", named("passportExpiryDate"), Allow, "", ""},
	{"country code", named("countryCode"), Allow, "", ""},
	{"postal code", named("postalCode"), Allow, "", ""},
	{"pincode postal", with(named("pincode"), func(f *analyzer.Field) { f.Label = "Pincode"; f.Autocomplete = "postal-code" }), Allow, "", ""},
	{"shipping pincode", named("shipping_pincode"), Allow, "", ""},
	{"promo code", named("promoCode"), Allow, "", ""},
	{"coupon", labelled("Coupon code"), Allow, "", ""},
	{"spanish sin", labelled("Teléfono sin espacios"), Allow, "", ""},
	{"niños", labelled("Niños"), Allow, "", ""},
	{"german ein", labelled("Bitte ein Datum wählen"), Allow, "", ""},
	{"cc email", named("cc"), Allow, "", ""},
	{"show password checkbox", with(input("checkbox"), func(f *analyzer.Field) { f.Label = "Show password" }), Allow, "", "type.checkbox"},
	{"remember me", named("remember_me"), Allow, "", ""},
	{"billing address in credit card container", named("CreditCardInformation.BillingAddressEntry.City"), Allow, "", ""},
	{"credit card phone", named("dwfrm_billing_paymentMethods_creditCard_phone"), Allow, "", ""},
	{"hex id", with(named("billing.postalCode"), func(f *analyzer.Field) { f.ID = "billing-postalCode-45145aba50" }), Allow, "", ""},
	{"forgot password email", named("resetPasswordEmail"), Allow, "", ""},
	{"german forgot password email", with(named("email"), func(f *analyzer.Field) { f.Label = "Passwort vergessen? E-Mail" }), Allow, "", ""},
	{"spanish forgot password email", with(named("correo"), func(f *analyzer.Field) { f.Label = "¿Olvidaste tu contraseña? Correo electrónico" }), Allow, "", ""},
	{"password box under a forgot link", with(named("login_password"), func(f *analyzer.Field) { f.Label = "Password Forgot password?" }), Block, "password", ""},
	{"password beside a forgot link", with(named("passwort"), func(f *analyzer.Field) { f.Label = "Passwort vergessen?" }), Block, "password", ""},
	{"long label beside a phone", with(input("tel"), func(f *analyzer.Field) {
		f.Name = "mobile"
		f.Label = "Mobile No. (A one-time password will be sent to you by SMS)"
	}), Allow, "", ""},
	{"new-password on an address", with(named("addressLineOne"), func(f *analyzer.Field) { f.Autocomplete = "new-password" }), Allow, "", "autocomplete.ignored"},
	{"new-password on an email box", with(input("email"), func(f *analyzer.Field) { f.Autocomplete = "new-password" }), Allow, "", "autocomplete.ignored"},
	{"legend does not reach an email", with(named("email"), func(f *analyzer.Field) { f.Legend = "Reset your password" }), Allow, "", ""},
	{"legend does not overrule own text", with(named("passport_number"), func(f *analyzer.Field) { f.Legend = "Identity numbers" }), Redact, "passport", ""},
	{"legend decides a bare field", with(named("number"), func(f *analyzer.Field) { f.Legend = "Social security number" }), Block, "national-id", ""},
	{"nearby text names a bare field", with(named("f1"), func(f *analyzer.Field) { f.Nearby = "Credit Card Number" }), Block, "card-number", ""},
	{"payment method radio", with(input("radio"), func(f *analyzer.Field) { f.Name = "payment_method"; f.ID = "creditcard"; f.Label = "Credit card" }), Allow, "", ""},
	{"radio still names a card number", with(input("radio"), func(f *analyzer.Field) { f.Name = "card_number" }), Block, "card-number", ""},
	{"taxpayer id", named("tax_payer_id"), Redact, "tax-id", ""},
	{"taxpayer name", labelled("Taxpayer name"), Allow, "", ""},
	{"french pas is no passport", labelled("Ne pas remplir"), Allow, "", ""},
	{"romanian newsletter", labelled("Buletin informativ"), Allow, "", ""},
	{"romanian to whom", labelled("Cui trimiți cadoul?"), Allow, "", ""},
	{"hungarian valid phone", labelled("Érvényes telefonszám"), Allow, "", ""},
	{"danish postal code", labelled("Postnummer"), Allow, "", ""},
	{"czech company number", labelled("IČO"), Redact, "tax-id", ""},
	{"english so the", labelled("Choose a day so the parcel arrives on time"), Allow, "", ""},
	{"english by is no danish town", labelled("Date of birth (as shown by your passport)"), Redact, "date-of-birth", ""},
	{"finnish birthplace", labelled("Syntymäpaikka"), Allow, "", ""},
	{"indonesian birthplace", labelled("Tempat lahir"), Allow, "", ""},
	{"hn acct", named("acct"), Allow, "", ""},
	{"bank account holder", named("bankAccountOwnerName"), Allow, "", ""},
	{"quantity", named("qty"), Allow, "", ""},
	{"message", with(analyzer.Field{Tag: "textarea", Type: "textarea"}, func(f *analyzer.Field) { f.Name = "message" }), Allow, "", ""},
	{"gift card amount", named("giftCardAmount"), Allow, "", ""},
	{"gift card message", labelled("Gift card message"), Allow, "", ""},
	{"a CV to upload", labelled("Your CV"), Allow, "", ""},
	{"a Greek coupon code", labelled("Κωδικός κουπονιού"), Allow, "", ""},
	{"Italian province of birth", labelled("Provincia di nascita"), Allow, "", ""},
	{"a VAT status chosen from a list", with(input("select-one"), func(f *analyzer.Field) {
		f.Tag, f.Model, f.Options = "select", "Control.Form.VatStatus", []analyzer.Option{{Label: "Normal"}, {Label: "Reduced"}}
	}), Allow, "", ""},
	{"a VAT exemption checkbox", with(input("checkbox"), func(f *analyzer.Field) { f.Name = "vat_exempt" }), Allow, "", ""},
	{"an ordinary binding", with(input("text"), func(f *analyzer.Field) { f.Model = "form.firstName" }), Allow, "", ""},
	{"a state select named state_id", with(input("select-one"), func(f *analyzer.Field) {
		f.Tag, f.Name, f.Options = "select", "state_id", []analyzer.Option{{Label: "Alabama"}, {Label: "Alaska"}}
	}), Allow, "", ""},
	{"Spanish province of birth", labelled("Provincia de nacimiento"), Allow, "", ""},
	{"naming container is not the field", with(named("dnn$ctr1$pwSubscriberDemoInfo$C$txtResponderWithSub"), func(f *analyzer.Field) {
		f.ID = "dnn_ctr1_pwSubscriberDemoInfo_C_txtResponderWithSub_Input"
	}), Allow, "", ""},
	{"email with a code placeholder", with(named("emailConfirmation"), func(f *analyzer.Field) { f.Label = "Confermare e-mail"; f.Placeholder = "Verification Code" }), Allow, "", ""},
	{"hindi pin code is a postal code", labelled("पिन कोड:"), Allow, "", ""},
	{"member id asked as an email", with(named("memberid"), func(f *analyzer.Field) { f.Label = "メールアドレス" }), Allow, "", ""},
	{"member id with autocomplete username", with(named("memberId"), func(f *analyzer.Field) { f.Autocomplete = "username" }), Allow, "", ""},
	{"birth year select is not a card expiry", analyzer.Field{Tag: "select", Type: "select-one", Name: "payment_year", Options: yearOptions(1920, 2005)}, Allow, "", ""},
	{"plain select", analyzer.Field{Tag: "select", Type: "select-one", Name: "country", Options: []analyzer.Option{{Label: "France"}, {Label: "Spain"}, {Label: "Italy"}}}, Allow, "", ""},
}

func runCases(t *testing.T, cases []fieldCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := c.f
			d := Field(&f, Options{})
			assert.Equal(t, c.class, d.Class, "%s", d.Reason())
			if c.kind != "" {
				assert.Equal(t, c.kind, d.Kind, "%s", d.Reason())
			}
			if c.rule != "" {
				assert.Equal(t, c.rule, d.Rule)
			}
			checkDecision(t, d)
		})
	}
}

// checkDecision checks what every decision promises.
func checkDecision(t *testing.T, d Decision) {
	t.Helper()
	assert.NotEmpty(t, d.Rule)
	assert.LessOrEqual(t, len(d.Match), maxMatch)
	assert.True(t, utf8.ValidString(d.Match))
	if d.Class != Allow {
		assert.NotEmpty(t, d.Kind, "a %s decision names its kind (%s)", d.Class, d.Rule)
	}
	if d.Attr != "" {
		assert.Contains(t, []string{"autocomplete", "type", "name", "id", "model", "label", "aria-label", "placeholder", "title",
			"toolparamtitle", "toolparamdescription", "legend", "option", "maxlength", "data-webmcp-sensitive", "heading", "nearby",
			"template", "binding"}, d.Attr)
	}
}

func TestClasses(t *testing.T) { runCases(t, classCases) }

func TestAllow(t *testing.T) { runCases(t, allowCases) }

func TestEvidenceAttributes(t *testing.T) {
	set := map[string]func(*analyzer.Field){
		"name":                 func(f *analyzer.Field) { f.Name = "password" },
		"id":                   func(f *analyzer.Field) { f.ID = "password" },
		"label":                func(f *analyzer.Field) { f.Label = "Password" },
		"aria-label":           func(f *analyzer.Field) { f.AriaLabel = "Password" },
		"placeholder":          func(f *analyzer.Field) { f.Placeholder = "Password" },
		"title":                func(f *analyzer.Field) { f.Title = "Password" },
		"toolparamtitle":       func(f *analyzer.Field) { f.ParamTitle = "Password" },
		"toolparamdescription": func(f *analyzer.Field) { f.ParamDescription = "The account password" },
		"legend":               func(f *analyzer.Field) { f.Legend = "Password" },
	}
	for attr, fn := range set {
		f := with(input("text"), fn)
		d := Field(&f, Options{})
		assert.Equal(t, Block, d.Class, attr)
		assert.Equal(t, attr, d.Attr)
		assert.Equal(t, "text.password", d.Rule)
		assert.Equal(t, "password", d.Match)
	}
}

func TestMostRestrictiveWins(t *testing.T) {
	// A date-of-birth name with a CVV label: block beats redact.
	f := with(named("dob"), func(f *analyzer.Field) { f.Label = "CVV" })
	d := Field(&f, Options{})
	assert.Equal(t, Block, d.Class)
	assert.Equal(t, "card-security-code", d.Kind)
	// An allow autocomplete does not lower a text rule.
	f = with(named("cpf"), func(f *analyzer.Field) { f.Autocomplete = "username" })
	assert.Equal(t, Block, Field(&f, Options{}).Class)
}

func TestMatchIsTrimmed(t *testing.T) {
	long := strings.Repeat("é", 100)
	f := with(input("text"), func(f *analyzer.Field) { f.Sensitive = "block"; f.SensitiveFrom = "field" })
	f.Sensitive = "block " + long
	d := Field(&f, Options{})
	assert.Equal(t, Allow, d.Class, "an unreadable override is ignored")
	assert.Equal(t, "ab", trimMatch("ab"))
	m := trimMatch(long)
	assert.LessOrEqual(t, len(m), maxMatch)
	assert.True(t, utf8.ValidString(m))
}

func TestOverride(t *testing.T) {
	cases := []struct {
		name      string
		f         analyzer.Field
		class     Class
		rule      string
		lowered   bool
		coreClass Class
	}{
		{"field allow lowers password", with(input("password"), func(f *analyzer.Field) { f.Sensitive = "allow"; f.SensitiveFrom = "field" }), Allow, "override.field", true, Block},
		{"fieldset redact on email", with(named("email"), func(f *analyzer.Field) { f.Sensitive = "redact"; f.SensitiveFrom = "fieldset" }), Redact, "override.fieldset", false, Allow},
		{"form block on name", with(named("name"), func(f *analyzer.Field) { f.Sensitive = "BLOCK"; f.SensitiveFrom = "form" }), Block, "override.form", false, Allow},
		{"redact lowers dynamic", with(named("x"), func(f *analyzer.Field) { f.Dynamic = true; f.Sensitive = "redact"; f.SensitiveFrom = "field" }), Redact, "override.field", true, Block},
		{"same class", with(named("iban"), func(f *analyzer.Field) { f.Sensitive = "redact"; f.SensitiveFrom = "form" }), Redact, "override.form", false, Redact},
		{"missing source reads as field", with(named("iban"), func(f *analyzer.Field) { f.Sensitive = "allow" }), Allow, "override.field", true, Redact},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := Field(&c.f, Options{})
			assert.Equal(t, c.class, d.Class)
			assert.Equal(t, c.rule, d.Rule)
			assert.True(t, d.Overridden)
			assert.Equal(t, c.lowered, d.Lowered)
			assert.Equal(t, "data-webmcp-sensitive", d.Attr)
			require.NotNil(t, d.Core)
			assert.Equal(t, c.coreClass, d.Core.Class)
			assert.False(t, d.Core.Overridden)
			checkDecision(t, d)
		})
	}
	// The analyzer resolves field > fieldset > form; whatever it hands over
	// is the override in effect, and it names where it came from.
	f := with(input("password"), func(f *analyzer.Field) { f.Sensitive = "allow"; f.SensitiveFrom = "fieldset" })
	d := Field(&f, Options{})
	assert.Equal(t, "override.fieldset", d.Rule)
	assert.Equal(t, "type.password", d.Core.Rule)
	// No override: no Core, not Overridden.
	f = input("password")
	d = Field(&f, Options{})
	assert.False(t, d.Overridden)
	assert.Nil(t, d.Core)
}

func TestAutocompleteField(t *testing.T) {
	for in, want := range map[string]string{
		"cc-number":                             "cc-number",
		"  CC-Number ":                          "cc-number",
		"section-pay billing cc-number":         "cc-number",
		"shipping street-address":               "street-address",
		"section-a shipping home tel":           "tel",
		"work email":                            "email",
		"mobile tel-national":                   "tel-national",
		"fax tel":                               "tel",
		"pager tel":                             "tel",
		"username webauthn":                     "username",
		"current-password webauthn":             "current-password",
		"section-login current-password":        "current-password",
		"billing one-time-code":                 "one-time-code",
		"off":                                   "",
		"on":                                    "",
		"":                                      "",
		"section-x":                             "",
		"billing":                               "",
		"nonsense-token":                        "nonsense-token",
		"section-checkout billing cc-exp-month": "cc-exp-month",
	} {
		assert.Equal(t, want, autocompleteField(in), "%q", in)
	}
}

func TestAutocompleteDecides(t *testing.T) {
	for ac, want := range map[string]Class{
		"current-password": Block, "new-password": Block, "one-time-code": Block,
		"cc-number": Block, "cc-csc": Block, "cc-exp": Block, "cc-exp-month": Block, "cc-exp-year": Block,
		"cc-name": Allow, "cc-given-name": Allow, "cc-family-name": Allow, "cc-type": Allow,
		"bday": Redact, "bday-day": Redact, "bday-month": Redact, "bday-year": Redact,
		"section-a billing cc-number": Block, "shipping email": Allow, "username webauthn": Allow,
		"section-2fa one-time-code": Block,
	} {
		f := with(input("text"), func(f *analyzer.Field) { f.Autocomplete = ac })
		d := Field(&f, Options{})
		assert.Equal(t, want, d.Class, "%q: %s", ac, d.Reason())
		if want != Allow {
			assert.Equal(t, "autocomplete", d.Attr)
			assert.Equal(t, "autocomplete."+autocompleteField(ac), d.Rule)
		}
	}
	// A one-time-code token on a field that names a code is believed even
	// when the name also says email.
	f := with(named("emailCode"), func(f *analyzer.Field) { f.Autocomplete = "one-time-code" })
	assert.Equal(t, Block, Field(&f, Options{}).Class)
}

func TestTokenize(t *testing.T) {
	for in, want := range map[string]string{
		"cardNumber":        "card number",
		"card_number[0]":    "card number 0",
		"card-number.value": "card number value",
		"SSNNumber":         "ssn number",
		"IDNumber":          "id number",
		"cvv2":              "cvv 2",
		"Numéro de carte":   "numero de carte",
		"Straße":            "strasse",
		"Hasło":             "haslo",
		"Şifre":             "sifre",
		"パスワード確認":           "パスワード確認",
		"PIN码":              "pin 码",
		"Card #":            "card number",
		"input-7523da36":    "input",
		"  spaced   out  ":  "spaced out",
		"":                  "",
		"ÀÉÎÕÜ":             "aeiou",
	} {
		assert.Equal(t, want, fold(in), "%q", in)
	}
}

func TestPacks(t *testing.T) {
	assert.Equal(t, []string{"be", "br", "de", "es", "fr", "gb", "in", "it", "nl", "pt", "sg", "us"}, Packs())
	cases := []struct {
		pack  string
		f     analyzer.Field
		class Class
		rule  string
	}{
		{"br", labelled("RG"), Block, "pack.br.cpf"},
		{"sg", labelled("FIN"), Block, "pack.sg.nric"},
		{"in", labelled("PAN"), Block, "pack.in.pan"},
		{"es", labelled("NIE"), Block, ""}, // core, alone
		{"es", labelled("DNI/NIE"), Block, ""},
		{"pt", labelled("NIF"), Block, ""}, // core: a NIF asked of a person is an id (as a CPF is); a pack cannot lower it
		{"be", labelled("Rijksregisternummer"), Block, ""},
		{"be", labelled("Numéro national"), Block, "pack.be.rrn"},
		{"de", labelled("Steuer-ID"), Block, ""}, // core: each country's own short name
		{"de", named("idnr"), Block, "pack.de.steuer-id"},
		{"fr", labelled("Numéro de sécurité sociale"), Block, ""},
		{"gb", labelled("NI number"), Block, ""},
		{"us", labelled("ITIN"), Block, ""}, // core
		{"us", labelled("SS number"), Block, "pack.us.ssn"},
		{"it", labelled("CF"), Block, "pack.it.codice-fiscale"},
		{"nl", labelled("Sofinummer"), Block, ""},
	}
	for _, c := range cases {
		f := c.f
		d := Field(&f, Options{Packs: []string{c.pack}})
		assert.Equal(t, c.class, d.Class, "%s %s: %s", c.pack, c.f.Label, d.Reason())
		if c.rule != "" {
			assert.Equal(t, c.rule, d.Rule, "%s %s", c.pack, c.f.Label)
		}
		// Without the pack, the short ambiguous terms do not fire.
		if strings.HasPrefix(c.rule, "pack.") && len(c.f.Label) <= 4 {
			assert.Equal(t, Allow, Field(&f, Options{}).Class, "%s without its pack", c.f.Label)
		}
	}
	// A pack never lowers a core rule, and unknown packs are ignored.
	for _, p := range Packs() {
		f := named("ssn")
		assert.Equal(t, Block, Field(&f, Options{Packs: []string{p}}).Class, p)
	}
	f := input("password")
	assert.Equal(t, Block, Field(&f, Options{Packs: []string{"zz", ""}}).Class)
}

func TestPacksFor(t *testing.T) {
	for _, c := range []struct {
		lang, country string
		want          []string
	}{
		{"nl-BE", "", []string{"be", "nl"}},
		{"nl", "", []string{"nl"}},
		{"pt-BR", "", []string{"br", "pt"}},
		{"en-GB", "", []string{"gb"}},
		{"en", "US", []string{"us"}},
		{"en-IN", "in", []string{"in"}},
		{"zh-Hans-SG", "", []string{"sg"}},
		{"fr_FR", "be", []string{"be", "fr"}},
		{"", "UK", []string{"gb"}},
		{"ja", "", nil},
		{"", "", nil},
		{"es-419", "", []string{"es"}},
		{"hi", "", []string{"in"}},
		{"", "Bharat", []string{"in"}},
		{"", "Brasil", []string{"br"}},
	} {
		assert.Equal(t, c.want, PacksFor(c.lang, c.country), "%q %q", c.lang, c.country)
	}
}

func TestRuleTables(t *testing.T) {
	// Every rule id is namespaced, every decision rule has a kind, and every
	// term folds to something.
	for _, r := range allRules() {
		switch {
		case r.ctx:
			assert.True(t, strings.HasPrefix(r.id, "ctx."), r.id)
		case r.pack != "":
			assert.True(t, strings.HasPrefix(r.id, "pack."+r.pack+"."), r.id)
			assert.NotEmpty(t, r.kind, r.id)
		default:
			assert.True(t, strings.HasPrefix(r.id, "text."), r.id)
			assert.NotEmpty(t, r.kind, r.id)
			assert.NotEqual(t, Allow, r.class, r.id)
		}
		for l, terms := range r.terms {
			for _, term := range terms {
				assert.NotEmpty(t, strings.Trim(fold(strings.ReplaceAll(term, "*", "")), " "), "%s %s %q", r.id, langCodes[l], term)
			}
		}
	}
}

// yearOptions are the choices of a year select, from first to last.
func yearOptions(first, last int) []analyzer.Option {
	var ops []analyzer.Option
	for y := first; y <= last; y++ {
		v := strconv.Itoa(y)
		ops = append(ops, analyzer.Option{Value: v, Label: v})
	}
	return ops
}

func TestJoinInitials(t *testing.T) {
	for in, want := range map[string]string{
		"S.S.N.":            "SSN",
		"D.O.B. (optional)": "DOB (optional)",
		"T.C. Kimlik No":    "TC Kimlik No",
		"S.S.N":             "SSN",
		"Your S.I.N.:":      "Your SIN:",
		"No. 5":             "No. 5",
		"A. Smith":          "A. Smith",
		"P.IVA":             "P.IVA",
		"www.a.com":         "www.a.com",
		"1.2.3":             "1.2.3",
		"e.g. 1.5":          "eg 1.5",
		"x.":                "x.",
		"Α.Φ.Μ.":            "ΑΦΜ",
		"ת.ז.":              "תז",
		"Č. OP":             "Č. OP",
		"ИНН и К.П.П.":      "ИНН и КПП",
	} {
		assert.Equal(t, want, joinInitials(in), in)
	}
}

func placeholder(p string) analyzer.Field {
	return with(input("text"), func(f *analyzer.Field) { f.Placeholder = p })
}

// placeholderCases: what a placeholder shows of the value it asks for.
var placeholderCases = []fieldCase{
	{"card number after e.g.", placeholder("e.g. 4111 1111 1111 1111"), Block, "card-number", "shape.card-number"},
	{"SSN after Ex:", placeholder("Ex: 123-45-6789"), Block, "national-id", "shape.national-id"},
	{"CPF after z. B.", placeholder("z. B. 000.000.000-00"), Block, "national-id", "shape.national-id"},
	{"sixteen digits in one run", placeholder("1234567812345678"), Block, "card-number", "shape.card-number"},
	{"card number in Persian digits", placeholder("۶۰۳۷ ۹۹۷۵ ۰۰۰۰ ۰۰۰۰"), Block, "card-number", "shape.card-number"},
	{"SSN in Arabic-Indic digits", placeholder("١٢٣-٤٥-٦٧٨٩"), Block, "national-id", "shape.national-id"},
	{"card number in fullwidth digits", placeholder("１２３４ ５６７８ ９０１２ ３４５６"), Block, "card-number", "shape.card-number"},
	{"fifteen digits in one run", placeholder("123456781234567"), Allow, "", ""},
	{"Danish CPR mask", placeholder("DDMMÅÅ-XXXX"), Block, "national-id", "shape.national-id"},
	{"Finnish henkilötunnus mask", placeholder("PPKKVV-XXXX"), Block, "national-id", "shape.national-id"},
	{"Swedish personnummer mask", placeholder("ÅÅÅÅMMDD-NNNN"), Block, "national-id", "shape.national-id"},
	{"a date mask is no personal number", placeholder("DD-MM-YYYY"), Allow, "", ""},
	{"MM/AA", placeholder("MM/AA"), Block, "card-expiry", "shape.card-expiry"},
	{"MM/JJ", placeholder("MM / JJ"), Block, "card-expiry", ""},
	{"MM/RR", placeholder("MM/RR"), Block, "card-expiry", ""},
	{"KK/VV", placeholder("KK/VV"), Block, "card-expiry", ""},
	{"ММ/ГГ", placeholder("ММ/ГГ"), Block, "card-expiry", ""},
	{"ΜΜ/ΕΕ", placeholder("ΜΜ/ΕΕ"), Block, "card-expiry", ""},
	{"JJ/MM/AAAA is a whole date", placeholder("JJ/MM/AAAA"), Allow, "", ""},
	{"AAAA-MM-JJ is a whole date", placeholder("AAAA-MM-JJ"), Allow, "", ""},
	{"TT.MM.JJJJ is a whole date", placeholder("TT.MM.JJJJ"), Allow, "", ""},
	{"3 or 4 digits", placeholder("3 or 4 digits"), Block, "card-security-code", ""},
	{"3 oder 4 Ziffern", placeholder("3 oder 4 Ziffern"), Block, "card-security-code", ""},
	{"3 ou 4 chiffres", placeholder("3 ou 4 chiffres"), Block, "card-security-code", ""},
	{"3 o 4 dígitos", placeholder("3 o 4 dígitos"), Block, "card-security-code", ""},
	{"3 ou 4 dígitos", placeholder("3 ou 4 dígitos"), Block, "card-security-code", ""},
	{"3 o 4 cifre", placeholder("3 o 4 cifre"), Block, "card-security-code", ""},
	{"3 of 4 cijfers", placeholder("3 of 4 cijfers"), Block, "card-security-code", ""},
}

func TestPlaceholders(t *testing.T) { runCases(t, placeholderCases) }

// initialsCases: initials with dots read as the word, in any script.
var initialsCases = []fieldCase{
	{"Greek tax number", labelled("Α.Φ.Μ."), Redact, "tax-id", ""},
	{"Hebrew identity number", labelled("ת.ז."), Block, "national-id", ""},
	{"Hebrew identity number with gershayim", labelled("ת\"ז"), Block, "national-id", ""},
	{"Hebrew company number", labelled("ח.פ."), Redact, "tax-id", ""},
	{"Hebrew company number with gershayim", labelled("ח\"פ"), Redact, "tax-id", ""},
}

func TestInitials(t *testing.T) { runCases(t, initialsCases) }

// shortNameCases: names leave out the little words of a phrase.
var shortNameCases = []fieldCase{
	{"codigo_verificacion", named("codigo_verificacion"), Block, "one-time-code", ""},
	{"codeVerification", named("codeVerification"), Block, "one-time-code", ""},
	{"codice_verifica", named("codice_verifica"), Block, "one-time-code", ""},
	{"fechaNacimiento", named("fechaNacimiento"), Redact, "date-of-birth", ""},
	{"a phrase keeps its first and last words", named("codigo_cliente"), Allow, "", ""},
}

func TestShortNames(t *testing.T) { runCases(t, shortNameCases) }

// nameCodeCases: identifiers as names write them: run together, as short
// codes, or in Latin letters.
var nameCodeCases = []fieldCase{
	{"cvrnr", named("cvrnr"), Redact, "tax-id", ""},
	{"vatregno", named("vatregno"), Redact, "tax-id", ""},
	{"vatrn", named("vatrn"), Redact, "tax-id", ""},
	{"nipnumber", named("nipnumber"), Redact, "tax-id", ""},
	{"creditcardno", named("creditcardno"), Block, "card-number", ""},
	{"debitcardno", named("debitcardno"), Block, "card-number", ""},
	{"eik", named("firm_eik"), Redact, "tax-id", ""},
	{"bulstat", named("bulstat"), Redact, "tax-id", ""},
	{"ЕИК as a short label", labelled("ЕИК"), Redact, "tax-id", ""},
	{"eik in a sentence is not a code", labelled("Please enter the eik of your firm here"), Allow, "", ""},
	{"ektp", named("no_ektp"), Block, "national-id", ""},
	{"arithmos_kartas", named("arithmos_kartas"), Block, "card-number", ""},
	{"imerominia_gennisis", named("imerominia_gennisis"), Redact, "date-of-birth", ""},
	{"bdate", named("bdate"), Redact, "date-of-birth", ""},
}

func TestNameCodes(t *testing.T) { runCases(t, nameCodeCases) }

// phrasingCases: how forms in other languages label card numbers, expiry,
// birthdays, identity and tax numbers, SMS codes and secrets.
var phrasingCases = []fieldCase{
	{"de Kartennr.", labelled("Kartennr."), Block, "card-number", ""},
	{"nl Kaartnr.", labelled("Kaartnr."), Block, "card-number", ""},
	{"el Αρ. κάρτας", labelled("Αρ. κάρτας"), Block, "card-number", ""},
	{"hr Br. kartice", labelled("Br. kartice"), Block, "card-number", ""},
	{"fi Voimassaolo", labelled("Voimassaolo"), Block, "card-expiry", ""},
	{"hr Rođendan", labelled("Rođendan"), Redact, "date-of-birth", ""},
	{"fr Date d'anniversaire", labelled("Date d'anniversaire"), Redact, "date-of-birth", ""},
	{"es Cumpleaños", labelled("Cumpleaños"), Redact, "date-of-birth", ""},
	{"pt Data de aniversário", labelled("Data de aniversário"), Redact, "date-of-birth", ""},
	{"it Compleanno", labelled("Compleanno"), Redact, "date-of-birth", ""},
	{"nl Verjaardag", labelled("Verjaardag"), Redact, "date-of-birth", ""},
	{"sr Matični broj građana", labelled("Matični broj građana"), Block, "national-id", ""},
	{"fr N° de registre national", labelled("N° de registre national"), Block, "national-id", ""},
	{"fr NISS", labelled("NISS"), Block, "national-id", ""},
	{"nl Rijksregisternr.", labelled("Rijksregisternr."), Block, "national-id", ""},
	{"nl Nationaal nummer", labelled("Nationaal nummer"), Block, "national-id", ""},
	{"fr Carte Vitale (the social security number)", labelled("Carte Vitale"), Block, "national-id", ""},
	{"de Rentenversicherungsnummer", labelled("Rentenversicherungsnummer"), Block, "national-id", ""},
	{"kk ИИН", labelled("ИИН"), Block, "national-id", ""},
	// A health card's number is a health id, not a payment card's.
	{"es Número de la tarjeta sanitaria", labelled("Número de la tarjeta sanitaria"), Redact, "health-id", ""},
	{"pt Número do cartão SUS", labelled("Número do cartão SUS"), Redact, "health-id", ""},
	{"de Nummer der Gesundheitskarte", labelled("Nummer der Gesundheitskarte"), Redact, "health-id", ""},
	{"de Policennummer", labelled("Policennummer"), Redact, "health-id", ""},
	{"en OHIP number", labelled("OHIP number"), Redact, "health-id", ""},
	{"ro Seria și numărul CI", labelled("Seria și numărul CI"), Block, "national-id", ""},
	{"ar tax registration number", labelled("رقم التسجيل الضريبي"), Redact, "tax-id", ""},
	{"zh unified social credit code", labelled("统一社会信用代码"), Redact, "tax-id", ""},
	{"el Α Φ Μ", labelled("Α Φ Μ"), Redact, "tax-id", ""},
	{"ru Код из SMS", labelled("Код из SMS"), Block, "one-time-code", ""},
	{"ru SMS-код", labelled("SMS-код"), Block, "one-time-code", ""},
	{"ru смс код", labelled("Смс код"), Block, "one-time-code", ""},
	{"el Κωδικός SMS", labelled("Κωδικός SMS"), Block, "one-time-code", ""},
	{"es Código por SMS", labelled("Código por SMS"), Block, "one-time-code", ""},
	{"fi SMS-koodi", labelled("SMS-koodi"), Block, "one-time-code", ""},
	{"ja SMSコード", labelled("SMSコード"), Block, "one-time-code", ""},
	{"ko SMS 코드", labelled("SMS 코드"), Block, "one-time-code", ""},
	{"vi Mã SMS", labelled("Mã SMS"), Block, "one-time-code", ""},
	{"tr SMS kodu", labelled("SMS kodu"), Block, "one-time-code", ""},
	{"de Zwei-Faktor-Code", labelled("Zwei-Faktor-Code"), Block, "one-time-code", ""},
	{"de den 6-stelligen Code", labelled("Geben Sie den 6-stelligen Code ein"), Block, "one-time-code", ""},
	{"fr Code à 6 chiffres", labelled("Code à 6 chiffres"), Block, "one-time-code", ""},
	{"fr Code de double authentification", labelled("Code de double authentification"), Block, "one-time-code", ""},
	{"es Código de 6 dígitos", labelled("Introduce el código de 6 dígitos"), Block, "one-time-code", ""},
	{"es Código de doble factor", labelled("Código de doble factor"), Block, "one-time-code", ""},
	{"pt Código de dois fatores", labelled("Código de dois fatores"), Block, "one-time-code", ""},
	{"it Codice a 6 cifre", labelled("Inserisci il codice a 6 cifre"), Block, "one-time-code", ""},
	{"nl 6-cijferige code", labelled("Voer de 6-cijferige code in"), Block, "one-time-code", ""},
	{"nl Tweestapsverificatiecode", labelled("Tweestapsverificatiecode"), Block, "one-time-code", ""},
	{"en 4-digit code", labelled("Enter the 4-digit code"), Block, "one-time-code", ""},
	// A code of so many digits that is a postcode, and a phone number for
	// the second factor, stay what they are.
	{"de Postleitzahl (5-stellig)", labelled("Postleitzahl (5-stellig)"), Allow, "", ""},
	{"fr Code postal à 5 chiffres", labelled("Code postal à 5 chiffres"), Allow, "", ""},
	{"es Código postal de 5 dígitos", labelled("Código postal de 5 dígitos"), Allow, "", ""},
	{"de phone for the second factor", with(input("tel"), func(f *analyzer.Field) { f.Label = "Telefonnummer für die Zwei-Faktor-Authentifizierung" }), Allow, "", ""},
	{"fr phone for the second factor", with(input("tel"), func(f *analyzer.Field) { f.Label = "Numéro de téléphone pour la double authentification" }), Allow, "", ""},
	{"ru Кодовое слово", labelled("Кодовое слово"), Block, "secret", ""},
	{"de Privater Schlüssel", labelled("Privater Schlüssel"), Block, "secret", ""},
	{"en Keystore JSON (an encrypted wallet key)", with(input(""), func(f *analyzer.Field) { f.Tag, f.Label = "textarea", "Keystore JSON" }), Block, "secret", ""},
}

func TestPhrasings(t *testing.T) { runCases(t, phrasingCases) }
