// Package classify sorts a form field into allow, redact or block, following
// formtool's product contract (SPEC section 1): an author override first, then
// autocomplete tokens, then the input type, then the field's text (name, id,
// model: what a framework binds it to or its tests call it, label,
// aria-label, placeholder, title, toolparamtitle, toolparamdescription,
// legend) matched against terms in many languages. When several rules match,
// the most restrictive class wins. Every Decision names the rule, the
// attribute and the matched text.
//
// # Rule ids
//
// Rule ids are stable; diagnostics and reports name them:
//
//	override.field|fieldset|form   data-webmcp-sensitive decided (Overridden;
//	                                Lowered and Core when it lowers the rules)
//	template.dynamic                name or type is template code
//	autocomplete.<token>            an autocomplete field name, e.g. autocomplete.cc-number
//	autocomplete.ignored            new-password or one-time-code on a field whose
//	                                name plainly asks for an address, name or email
//	type.password, type.<type>      the input type
//	text.<kind>                     a core term in the field's text, e.g. text.password
//	pack.<country>.<id>             a country pack term, e.g. pack.nl.bsn;
//	                                pack.<country>.postal-code: the pack read
//	                                a word as its postal code ("PIN code")
//	text.postal-code, text.map-pin  a word with two meanings ("PIN") read in
//	                                its ordinary sense by the field's own
//	                                postal, address or map words
//	shape.code-digit                one maxlength=1 box of a split code
//	shape.security-question         a select whose options are questions,
//	                                or name what they ask about
//	shape.card-number, shape.iban,  a placeholder in the shape of a card
//	shape.national-id, shape.tax-id number, an IBAN, a US SSN, a Belgian or
//	                                Brazilian identity number, a Nordic
//	                                personal number's mask, a CNPJ
//	shape.card-expiry               a placeholder that masks a month and a
//	                                year only ("MM/AA", "KK/VV", "ММ/ГГ")
//	context.<rule>                  a neighbour decided (Fields, Form; see below)
//	default.allow                   nothing sensitive found
//
// Kinds: password, one-time-code, pin, security-answer, card-number, gift-card,
// card-security-code, card-expiry, national-id, secret, dynamic,
// date-of-birth, bank-account, iban, passport, driving-licence, tax-id,
// health-id, loyalty-number, and author for an override on a field the rules
// found nothing in.
//
// # Matching
//
// Text is folded (lower case, Latin accents removed) and split into words on
// spaces, punctuation, camelCase and digits, so "cardNumber", "card_number" and
// "Card number" read alike; "#" reads as "number"; hex noise in generated ids
// is skipped, as are ids a framework made up (React's ":r1:"). A name or id
// word that runs a code together with a field-name prefix or suffix
// ("regcpf", "newssn", "custdni", "ibannr", "dobday") is also read as its
// words; only distinctive codes are split out, after and before a fixed
// list of prefixes and suffixes, so "resin" is not a SIN and "genie" not a
// NIE. Terms match whole words or phrases, never arbitrary substrings:
// "pin" does not match "shipping", "opinion" or "spinner", and "pass" does not
// match "passport". Compound nouns are matched with explicit *suffix and
// *infix* terms. CJK terms, written without spaces, match as substrings.
//
// A field's description (analyzer.Field.Description: the text its
// aria-describedby names and the text right after it) is read like its
// label, but it can only make the field stricter: its words never make a
// field plainer, set a word with two meanings aside or cancel a rule, and
// a field whose name, id or label plainly asks for an ordinary value keeps
// it whatever its hint says ("We will text you a code"), as does a field
// whose hint is a recovery form's instructions about the password.
//
// Identity numbers by each country's own short name (SSN, SIN, NINO, BSN,
// DNI/NIE/NIF, CPF, Steuer-ID, PESEL, NIR, TCKN, Aadhaar, NRIC, PPSN, RRN,
// HETU, personnummer, CNP, EGN, OIB, JMBG, EMŠO, AMKA, CURP, RFC, and
// romanised names such as "jumin beonho" or "kojin bango") are core rules:
// a person's code is block, a company's VAT or registration number (USt-ID,
// VAT, BTW, NIP, CNPJ, NIPC, CIF, partita IVA, KvK, SIRET) redact, and RFC
// or NIF beside company words is the company's. Codes that are also words
// count only in a name, id or label of at most two words, and some only
// alone with control, prefix or number words ("customer_sin", "SIN #", not
// "precio_sin_iva" or "Sin número"); "RG", "CF" and "C.I." need identity
// words beside them, or another identity number or tax id in the form
// (context.national-id).
//
// A card's number is also read where a card noun and a number word stand
// together in a name, id or short text, in any order and with at most
// linking words between them ("Number on card", "N° de la carte",
// "Kartennr.", "カードの番号"), unless the card is a loyalty, gift, SIM or
// identity card or the words ask how many. A placeholder in the shape of
// a card number ("1234 5678 9012 3456", "•••• •••• •••• ••••"), an IBAN
// or an identity number whose punctuation gives it away (a US SSN
// "XXX-XX-XXXX", a Brazilian CPF "000.000.000-00", a Belgian national
// number "00.00.00-000.00", a Nordic mask "DDMMÅÅ-XXXX"; a Brazilian
// company's CNPJ is a tax id), also after a lead-in such as "e.g." or
// "Ex:", or sixteen digits in one run, in the digits of any script
// ("۶۰۳۷ ۹۹۷۵ ۰۰۰۰ ۰۰۰۰"), says what the box holds
// (shape.card-number, shape.iban, shape.national-id, shape.tax-id) unless
// its words plainly ask for something else; so does a mask of a month
// and a year alone in any language's letters (shape.card-expiry).
//
// Context groups keep precision: "expiry" is a card expiry unless the field
// speaks of a passport, licence or membership; "exp", "exp month" and
// "month" count only beside card words or in a card's group ("expYears" is
// experience); "verification code" is not a one-time code next to
// "captcha"; "PIN code" beside address words is an Indian postal code. The
// legend is shared by every field of a fieldset, so it does not count for a
// field whose own name or label plainly asks for an ordinary value, and a long
// label or hint beside such a field is read as an explanation.
//
// # Form context
//
// Field decides one field from its own evidence. Fields (the loose controls
// of a page) and Form (a form's fields and its heading) decide a group:
// each field as Field would, then rules that read its neighbours. Their
// Decision names the neighbour in Attr ("form", "heading" or "option") and
// Match (`card number field "cardNumber"`):
//
//	context.card-expiry        a bare month or year beside a card number, or
//	                           under a heading about the card's expiry; a
//	                           field named by a code of an expiry ("exp",
//	                           "vto", "venc", "ablauf", "validade"), or a
//	                           select or short box named by a month or
//	                           year code ("m", "yy", "mes", "kk"), within
//	                           four places of the card's number, security
//	                           code or expiry
//	                           (a select of the months by name, in any
//	                           language, is a month; <input type=month> a
//	                           month and a year)
//	context.card-security-code a box of 3 or 4 characters right after a
//	                           card's number or expiry; "Code" right after
//	                           its expiry; "Verification number" or
//	                           "Numéro de contrôle" right after its number
//	                           or expiry; with no card number, a bare
//	                           three-digit box right after its month and
//	                           year
//	context.card-number        a field that says only "number", or a bare
//	                           numeric box for a long number, beside a
//	                           card's expiry or security code, or after a
//	                           choice of two or more card brands
//	context.identity-document  the box right after a choice of two or more
//	                           identity documents ("DNI / NIE /
//	                           Pasaporte"): block when one is a national
//	                           id, else redact; a tax id when the choice
//	                           names a tax id
//	context.date-of-birth      a day, month or year beside a date of birth,
//	                           under a birth-date heading, or in a day-month-
//	                           year run whose years reach decades back
//	context.code-boxes         four or more adjacent one-character boxes
//	context.recovery-phrase    twelve or more adjacent boxes with no words
//	                           of their own in a form whose heading,
//	                           submit button or aria-label speaks of a
//	                           wallet or its recovery phrase
//	context.secret-characters  two or more adjacent one-character fields
//	                           (boxes of maxlength 1, selects of single
//	                           letters or digits): characters of a secret
//	                           asked for by their places
//	context.one-time-code      a box that says only "code" or "token", or a
//	                           bare numeric box for 4 to 10 characters, in
//	                           a form of at most three boxes whose
//	                           heading, submit button or aria-label is
//	                           about verifying or confirming
//	context.same-name          a bare field named like a blocked one
//	context.confirmation       a box whose words only ask to confirm
//	                           ("Confirm", "Re-enter") right after a
//	                           redact or block field of the same type:
//	                           that field's class
//	context.segment            a box with no words of its own right after
//	                           a redact or block field, or after another
//	                           segment, named like it but for the number
//	                           at the end ("cc2" after "cc1"): that
//	                           field's class
//	context.same-id            a field with no name whose id a redact or
//	                           block field shares: that field's class
//	context.document-expiry    an "expiry" in a form about a passport or
//	                           licence with no card field: allow
//	context.login-id           a member or account number that is the login
//	                           of a sign-in form: allow, unless card
//	                           wording is beside it
//	context.card-login         a numeric login of a sign-in form beside
//	                           card wording (its own words, its hint or
//	                           legend, the heading: "Clubcard number",
//	                           "Sign in with your library card"): a
//	                           membership or loyalty card's number, redact
//	context.postal-code        a "PIN" or "PIN code" among address fields
//	                           (two within three places, or one beside a
//	                           box sized for six digits): India's postal
//	                           code, allow
//	context.map-pin            a "pin" under a map or store-locator
//	                           heading: allow
//	context.pin                a PIN word read as a postal code or a map
//	                           pin, within two places of a card, bank,
//	                           password or code field, or under a banking
//	                           heading: block
//	context.national-id        a field named "RG", "CF" or "C.I." in a
//	                           form that asks for another identity
//	                           number or a tax id
//	context.bank-account       a field named "Conta", "Agência", "Cuenta",
//	                           "Sucursal" or "Konto" (a number only at a
//	                           bank) in a form with a bank account number,
//	                           an IBAN or the bank's name, or under a
//	                           heading about a bank or a transfer
//	context.house-number       a bare "Number" or "Nr." right beside a
//	                           street: the house's number, which no card
//	                           rule then reads
//
// Context rules only raise a class; context.document-expiry,
// context.login-id, context.postal-code and context.map-pin are the
// documented exceptions. Words with two meanings (homonyms: "PIN", "PIN
// code", "pincode", "पिन") are decided by their company: the ordinary
// sense needs postal, address or map evidence (the field's autocomplete
// postal-code token, its own words, its neighbours or heading), and any
// card, bank or secret evidence (its own words, type=password, a box too
// short for six digits, a neighbour within two places, the heading) keeps
// the PIN: the stricter reading wins. An author override wins over every
// rule.
//
// Country packs (Options.Packs, PacksFor) add the identifiers of one country,
// above all the short ambiguous ones such as "rg", "fin" or "pan", and the
// country's own sense of words with two meanings: the India pack reads "PIN
// code" as the postal code and a "PAN card" as the tax id's card, Brazil's
// "CEP" and Italy's "CAP" are postal codes. Apart from those words packs
// only add rules, and the ordinary sense of a homonym still gives way to
// any card, bank or secret evidence. Form and Fields also add the pack of the
// group's address country (a country field whose value is "IN" or
// "India"). The terms live in readable tables in terms.go and packs.go.
//
// The package avoids regexp, encoding/json and Unicode normalisation tables
// because it is compiled into the browser runtime's WebAssembly build.
package classify
