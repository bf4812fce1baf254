// Package filter decides what the runtime hands back to an agent for each form
// field, and masks what the agent may only see in part (SPEC sections 1 and 4).
//
// [Value] applies a field's class: allow passes the value through, redact
// masks it with [Mask], block withholds it. An allow value that turns out to
// hold a checksum-valid card number, IBAN or national identifier is masked as
// if it were redacted; [Detect] finds those.
//
// # Standards followed
//
//   - Card numbers: ISO/IEC 7812-1 (issuer identification number ranges and
//     the Luhn mod 10 check digit).
//   - IBAN: ISO 13616-1 with the ISO 7064 MOD 97-10 check, and the country
//     codes, lengths and BBAN structures of the SWIFT IBAN registry.
//   - Verhoeff dihedral check (Aadhaar) and ISO 7064 MOD 11,10 (German
//     Steuerliche Identifikationsnummer).
//   - Country packs, named by ISO 3166-1 alpha-2 code ("uk" is accepted for
//     "gb"): nl BSN (11-check), be Rijksregisternummer (mod 97, also for
//     births from 2000), de Steuer-IdNr, fr NIR (key 97 − n mod 97, Corsica
//     2A/2B), es DNI and NIE (mod 23 letter), it codice fiscale (check
//     character, omocodia), pt NIF (mod 11), br CPF and CNPJ (two mod 11 check
//     digits; alphanumeric CNPJ as well), gb National Insurance number (shape
//     and unallocated prefixes), sort code (shape) and NHS number (mod 11),
//     us SSN (SSA shape rules), ABA routing number (3-7-1) and EIN (IRS
//     prefixes), in Aadhaar (Verhoeff), PAN (shape) and GSTIN (mod 36 check
//     character), sg NRIC/FIN (check letter for S, T, F, G and M).
//
// # Security
//
// The package fails closed. An unknown class is treated as block, and Mask
// never shows more than the last four significant characters of a value (and
// none of a short one, of a date or of a secret). Detection is deliberately
// generous: a false positive costs the agent a few characters of an allow
// field; a false negative hands it a card number. Identifiers that only name a
// bank or a company (sort code, ABA routing number, EIN, CNPJ, GSTIN) are
// checked by [Valid] but not reported by [Detect]: they are printed on
// invoices and cheques and say nothing about a person.
//
// The package is compiled into the browser runtime, so it keeps to small
// standard packages: no regexp, encoding/json, fmt or reflection.
package filter
