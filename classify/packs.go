package classify

import (
	"slices"
	"strings"
)

// Country packs add the identifiers of one country, above all the short or
// ambiguous ones that would misfire as core rules ("rg", "fin", "pan", "nif").
// A pack adds rules, and the country's sense of a few words with two
// meanings (ctx.pack-*: India's "PIN code" is its postal code, a "PAN card"
// the tax id's card); apart from those words it never lowers what a core
// rule decides, and the ordinary sense of a homonym still gives way to any
// card, bank or secret evidence around it (see homonyms in context.go). The
// common unambiguous terms (ssn, bsn, aadhaar, cpf, nric, codice fiscale,
// personnummer, pesel, dni, ...) are core rules so that nothing leaks on a
// page where no pack was chosen.
var packRules = []rule{
	// Netherlands.
	{pack: "nl", id: "pack.nl.bsn", kind: "national-id", class: Block, terms: langTerms{
		langNL: {"bsn", "burgerservicenummer", "sofinummer", "sofi nummer", "bsn nummer", "persoonsgebonden nummer"},
	}},
	{pack: "nl", id: "pack.nl.kvk", kind: "tax-id", class: Redact, terms: langTerms{
		langNL: {"kvk", "kvk nummer", "kamer van koophandel", "btw id", "rsin"},
	}},
	// Belgium.
	{pack: "be", id: "pack.be.rrn", kind: "national-id", class: Block, terms: langTerms{
		langNL: {"rijksregisternummer", "rijksregister", "insz", "insz nummer"},
		langFR: {"numero national", "numero de registre national", "registre national", "niss"},
		langDE: {"nationalregisternummer"},
		langXX: {"rrn"},
	}},
	{pack: "be", id: "pack.be.enterprise", kind: "tax-id", class: Redact, terms: langTerms{
		langNL: {"ondernemingsnummer"},
		langFR: {"numero d entreprise", "bce"},
		langXX: {"kbo"},
	}},
	// Germany.
	{pack: "de", id: "pack.de.steuer-id", kind: "national-id", class: Block, terms: langTerms{
		langDE: {"steuer id", "steuerid", "steueridentifikationsnummer", "steuerliche identifikationsnummer", "idnr", "identifikationsnummer"},
	}},
	{pack: "de", id: "pack.de.id-card", kind: "national-id", class: Block, terms: langTerms{
		langDE: {"personalausweisnummer", "personalausweis", "ausweisnummer", "ausweis nr", "perso nummer"},
	}},
	{pack: "de", id: "pack.de.social-insurance", kind: "national-id", class: Block, terms: langTerms{
		langDE: {"sozialversicherungsnummer", "rentenversicherungsnummer", "svnr", "sv nummer", "rvnr"},
	}},
	{pack: "de", id: "pack.de.tax", kind: "tax-id", class: Redact, terms: langTerms{
		langDE: {"steuernummer", "st nr", "stnr", "ust id", "ust idnr", "usteuer id"},
	}},
	// France.
	{pack: "fr", id: "pack.fr.nir", kind: "national-id", class: Block, terms: langTerms{
		langFR: {"nir", "numero de securite sociale", "numero secu", "secu", "securite sociale", "numero insee", "carte vitale"},
	}},
	{pack: "fr", id: "pack.fr.tax", kind: "tax-id", class: Redact, terms: langTerms{
		langFR: {"numero fiscal", "spi", "siret", "siren", "numero tva intracommunautaire"},
	}},
	// Spain: a NIF, NIE or DNI asked of a person is the identity number.
	{pack: "es", id: "pack.es.dni", kind: "national-id", class: Block, terms: langTerms{
		langES: {"dni", "nie", "nif", "dni nie", "nif nie", "dni nif", "numero de identidad de extranjero", "documento nacional de identidad"},
	}},
	{pack: "es", id: "pack.es.cif", kind: "tax-id", class: Redact, terms: langTerms{
		langES: {"cif", "nif de empresa", "nif empresa"},
	}},
	// Italy.
	{pack: "it", id: "pack.it.codice-fiscale", kind: "national-id", class: Block, terms: langTerms{
		langIT: {"codice fiscale", "codicefiscale", "cod fiscale", "cf", "c f"},
	}},
	{pack: "it", id: "pack.it.partita-iva", kind: "tax-id", class: Redact, terms: langTerms{
		langIT: {"partita iva", "p iva", "piva"},
	}},
	// Portugal: the NIF is a tax number (redact); the citizen card is an id.
	{pack: "pt", id: "pack.pt.nif", kind: "tax-id", class: Redact, terms: langTerms{
		langPT: {"nif", "numero de contribuinte", "nipc"},
	}},
	{pack: "pt", id: "pack.pt.citizen-card", kind: "national-id", class: Block, terms: langTerms{
		langPT: {"cartao de cidadao", "numero de identificacao civil", "bi", "niss"},
	}},
	// Brazil.
	{pack: "br", id: "pack.br.cpf", kind: "national-id", class: Block, terms: langTerms{
		langPT: {"cpf", "rg", "registro geral", "cadastro de pessoa fisica", "cpf cnpj"},
	}},
	{pack: "br", id: "pack.br.cnpj", kind: "tax-id", class: Redact, terms: langTerms{
		langPT: {"cnpj", "inscricao estadual"},
	}},
	// United Kingdom.
	{pack: "gb", id: "pack.gb.nino", kind: "national-id", class: Block, terms: langTerms{
		langEN: {"national insurance", "national insurance number", "nino", "ni number", "ni no", "nin"},
	}},
	{pack: "gb", id: "pack.gb.nhs", kind: "health-id", class: Redact, terms: langTerms{
		langEN: {"nhs number", "nhs no", "nhs"},
	}},
	{pack: "gb", id: "pack.gb.sort-code", kind: "bank-account", class: Redact, terms: langTerms{
		langEN: {"sort code", "sortcode", "roll number", "building society roll number"},
	}},
	{pack: "gb", id: "pack.gb.utr", kind: "tax-id", class: Redact, terms: langTerms{
		langEN: {"utr", "unique taxpayer reference", "crn", "company registration number"},
	}},
	// United States.
	{pack: "us", id: "pack.us.ssn", kind: "national-id", class: Block, terms: langTerms{
		langEN: {"ssn", "social security", "social security number", "itin", "last 4 ssn", "ss number"},
	}},
	{pack: "us", id: "pack.us.ein", kind: "tax-id", class: Redact, terms: langTerms{
		langEN: {"ein", "employer identification number", "fein", "tax id", "tin"},
	}},
	{pack: "us", id: "pack.us.routing", kind: "bank-account", class: Redact, terms: langTerms{
		langEN: {"routing number", "routing", "aba", "aba routing", "rtn"},
	}},
	// India.
	{pack: "in", id: "pack.in.aadhaar", kind: "national-id", class: Block, terms: langTerms{
		langEN: {"aadhaar", "aadhar", "uid", "uidai", "aadhaar number", "vid", "virtual id"},
		langHI: {"आधार"},
	}},
	// A person's PAN is a tax code that is also an identity number, as a
	// CPF is; a company's PAN is a tax id.
	{pack: "in", id: "pack.in.pan", kind: "national-id", class: Block, unless: []string{"ctx.company"}, terms: langTerms{
		langEN: {"pan", "pan number", "pan card", "pan no"},
		langHI: {"पैन"},
	}},
	{pack: "in", id: "pack.in.gst", kind: "tax-id", class: Redact, terms: langTerms{
		langEN: {"pan", "pan number", "pan card", "pan no", "gstin", "gst", "gst number", "tan number"},
	}},
	{pack: "in", id: "pack.in.ifsc", kind: "bank-account", class: Redact, terms: langTerms{
		langEN: {"ifsc", "ifsc code", "micr"},
	}},
	// A UPI ID (name@bank) is the address of a payment account; its PIN
	// is a PIN (core text.pin).
	{pack: "in", id: "pack.in.upi", kind: "bank-account", class: Redact, terms: langTerms{
		langEN: {"upi id", "upi address", "upi handle", "vpa", "virtual payment address"},
	}},
	// India's postal code is the six-digit PIN code (Postal Index Number).
	{pack: "in", id: "ctx.pack-postal-in", ctx: true, terms: langTerms{
		langEN: {"pin code", "pincode", "postal index number", "area pin", "pin code of your area"},
	}},
	// A PAN, Aadhaar or voter card is an identity document, not a payment
	// card: its number is that document's. "Card PAN" (a payment card's
	// primary account number) is not among these words.
	{pack: "in", id: "ctx.pack-id-card-in", ctx: true, terms: langTerms{
		langEN: {"pan card", "pan number", "pan no", "permanent account number", "aadhaar", "aadhar", "aadhaar card", "voter id", "voter card", "ration card"},
	}},
	// Brazil's postal code.
	{pack: "br", id: "ctx.pack-postal-br", ctx: true, terms: langTerms{
		langPT: {"cep"},
	}},
	// Italy's postal code.
	{pack: "it", id: "ctx.pack-postal-it", ctx: true, terms: langTerms{
		langIT: {"cap"},
	}},
	// Singapore.
	{pack: "sg", id: "pack.sg.nric", kind: "national-id", class: Block, terms: langTerms{
		langEN: {"nric", "fin", "nric fin", "fin number", "nric no", "uen"},
	}},
}

// packIndex maps a pack code to its bit in a pack mask.
var packIndex = func() map[string]uint32 {
	m := map[string]uint32{}
	for _, r := range packRules {
		if _, ok := m[r.pack]; !ok {
			m[r.pack] = uint32(len(m))
		}
	}
	return m
}()

// Packs returns the known country pack codes, sorted.
func Packs() []string {
	out := make([]string, 0, len(packIndex))
	for p := range packIndex {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// languagePacks maps a language to the pack of the country that speaks it
// above all. Region subtags and countries name packs directly.
var languagePacks = map[string]string{
	"nl": "nl", "de": "de", "fr": "fr", "es": "es", "it": "it", "pt": "pt",
	"hi": "in", "mr": "in", "gu": "in", "kn": "in", "ml": "in", "te": "in",
}

// countryAliases maps country spellings that are not pack codes.
var countryAliases = map[string]string{
	"uk": "gb", "england": "gb", "scotland": "gb", "wales": "gb",
	"usa": "us", "united states": "us", "united kingdom": "gb", "great britain": "gb",
	"netherlands": "nl", "belgium": "be", "germany": "de", "france": "fr",
	"spain": "es", "italy": "it", "portugal": "pt", "brazil": "br",
	"india": "in", "singapore": "sg",
	"bharat": "in", "brasil": "br", "deutschland": "de", "nederland": "nl",
	"españa": "es", "espana": "es", "italia": "it", "belgië": "be", "belgie": "be",
	"belgique": "be",
}

// PacksFor returns the packs implied by a page language (an <html lang> value
// such as "nl-BE", which implies nl and be) and an address country (a code
// such as "GB" or an English country name). The result is sorted and holds
// only known packs.
func PacksFor(lang, country string) []string {
	var out []string
	add := func(code string) {
		code = strings.ToLower(strings.TrimSpace(code))
		if a, ok := countryAliases[code]; ok {
			code = a
		}
		if _, ok := packIndex[code]; ok && !slices.Contains(out, code) {
			out = append(out, code)
		}
	}
	lang = strings.ToLower(strings.TrimSpace(lang))
	parts := strings.FieldsFunc(lang, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) > 0 {
		if p, ok := languagePacks[parts[0]]; ok {
			add(p)
		}
		// Region subtags are two letters (or three digits, which name no
		// pack); script subtags are four letters and are skipped.
		for _, sub := range parts[1:] {
			if len(sub) == 2 {
				add(sub)
			}
		}
	}
	add(country)
	slices.Sort(out)
	return out
}
