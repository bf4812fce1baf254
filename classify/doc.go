// Package classify sorts a form field into allow, redact or block, following
// formtool's product contract (SPEC section 1): an author override first, then
// autocomplete tokens, then the input type, then the field's text (name, id,
// label, aria-label, placeholder, title, toolparamtitle, toolparamdescription,
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
//	pack.<country>.<id>             a country pack term, e.g. pack.nl.bsn
//	shape.code-digit                one maxlength=1 box of a split code
//	shape.security-question         a select whose options are questions
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
// is skipped. Terms match whole words or phrases, never arbitrary substrings:
// "pin" does not match "shipping", "opinion" or "spinner", and "pass" does not
// match "passport". Compound nouns are matched with explicit *suffix and
// *infix* terms. CJK terms, written without spaces, match as substrings.
//
// Context groups keep precision: "expiry" is a card expiry unless the field
// speaks of a passport, licence or membership; "exp" and "month" count only
// beside card words; "verification code" is not a one-time code next to
// "captcha"; "PIN code" beside address words is an Indian postal code. The
// legend is shared by every field of a fieldset, so it does not count for a
// field whose own name or label plainly asks for an ordinary value, and a long
// label or hint beside such a field is read as an explanation.
//
// Country packs (Options.Packs, PacksFor) add the identifiers of one country,
// above all the short ambiguous ones such as "rg", "fin" or "pan". Packs only
// add rules. The terms live in readable tables in terms.go and packs.go.
//
// The package avoids regexp, encoding/json and Unicode normalisation tables
// because it is compiled into the browser runtime's WebAssembly build.
package classify
