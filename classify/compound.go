package classify

import "strings"

// Names and ids run words together in lower case: "regcpf", "newssn",
// "custdni", "dobday", "ssnno", "ibannr", "cardnr". The tokenizer cannot
// split them, so a name or id word that is a code of one of the core
// classes with a field-name prefix before it and/or a field-name suffix
// after it is read as those words as well ("reg cpf", "dob day"). Only
// codes that are not parts of ordinary words are split out, and only
// after and before the prefixes and suffixes below, so that "resin",
// "genie" or "basin" never read as a SIN or a NIE.

// compoundCores are the codes that are split out of a name word, with
// whether they name a date, and so also take the date-part suffixes: a
// date of birth ("dobday", "bdaym") or a card's expiry ("expmonth").
var compoundCores = map[string]bool{
	// National identity numbers.
	"ssn": false, "cpf": false, "dni": false, "nif": false, "nie": false, "bsn": false,
	"pesel": false, "tckn": false, "curp": false, "aadhaar": false, "aadhar": false, "nric": false,
	"ppsn": false, "rrn": false, "hetu": false, "cnp": false, "egn": false, "oib": false,
	"jmbg": false, "emso": false, "amka": false, "snils": false, "cuil": false, "steuerid": false,
	"idnr": false, "personnummer": false, "nino": false, "itin": false, "rfc": false,
	"cnic": false, "hkid": false, "iqama": false, "rg": false, "cf": false,
	// Company and tax ids.
	"cnpj": false, "vat": false, "vatid": false, "ustid": false, "btw": false, "piva": false,
	"kvk": false, "siret": false, "siren": false, "cif": false, "tin": false, "gstin": false,
	// Bank details.
	"iban": false, "bic": false, "swift": false, "blz": false, "ifsc": false, "clabe": false,
	"cbu": false, "bsb": false, "acct": false, "sortcode": false,
	// Cards and codes.
	"cvv": false, "cvc": false, "csc": false, "otp": false, "pin": false, "pan": false,
	"exp": true,
	// Passwords, with a prefix or a word of confirming after them only:
	// "passnummer" is a Swedish passport number.
	"pass": false, "pw": false, "pwd": false, "psw": false, "pswd": false, "passwd": false,
	// Card nouns, which also take a number word before them ("nrkarty",
	// "numcarte") or after ("kartennr", "kortnr").
	"card": false, "karte": false, "karten": false, "kaart": false, "carte": false, "tarjeta": false,
	"cartao": false, "carta": false, "karta": false, "karty": false, "kort": false, "kart": false,
	"kartu": false, "kartica": false, "kortti": false, "kartya": false, "cc": false,
	// Dates of birth.
	"dob": true, "bday": true, "gebdat": true, "gebdatum": true, "fnac": true, "nasc": true,
	"naiss": true, "birthdate": true, "birthday": true,
}

// prefixOnly are the cores that are split out only after a prefix
// ("userpass", "newpass"), or before a word that asks to confirm the
// password (confirmSuffixes).
var prefixOnly = wordSet(`pass pw pwd psw pswd passwd`)

// confirmSuffixes are what a password's name puts after it to ask for it
// again: "passverify", "pwconfirm", "pwdagain".
var confirmSuffixes = wordSet(`confirm confirmation conf cnf verify verif verification check again
	repeat retype`)

// namePrefixes are words that field names put before what they hold:
// the form or step ("reg", "signup"), whose value it is ("cust",
// "spouse"), or the control ("txt", "inp").
var namePrefixes = wordSet(`reg register registration signup new old cur current my your user usr
	cust customer client member person pers personal contact billing bill ship shipping txt tb inp
	input fld field frm form account holder owner spouse partner child applicant main primary
	confirm conf verify edit update add enter get set tax co company biz business login admin`)

// nameSuffixes are words that field names put after what they hold.
var nameSuffixes = wordSet(`number num no nr nro nbr nummer numero numer id code cd field fld
	input inp txt text val value box entry`)

// dateSuffixes are the date parts a date of birth's name ends with.
var dateSuffixes = wordSet(`day dd d month mm m mon mo year yy yyyy y yr tag monat jahr dia mes ano
	jour mois annee gg aaaa jj`)

// numberWords go before or after a card noun in a card number's name.
var numberWords = wordSet(`number num no nr nro nbr nummer numero numer`)

// cardNouns are the card nouns among compoundCores.
var cardNouns = wordSet(`card karte karten kaart carte tarjeta cartao carta karta karty kort kart
	kartu kartica kortti kartya cc`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// splitCompound returns tok as the words it runs together ("reg cpf",
// "dob day"), or false when it is not such a compound.
func splitCompound(tok string) (string, bool) {
	if len(tok) < 4 || len(tok) > 40 {
		return "", false
	}
	for i := 0; i <= len(tok)-2; i++ {
		pre := tok[:i]
		if i > 0 && !namePrefixes[pre] && !numberWords[pre] {
			continue
		}
		rest := tok[i:]
		for j := len(rest); j >= 2; j-- {
			core, suf := rest[:j], rest[j:]
			dated, ok := compoundCores[core]
			if !ok || pre == "" && suf == "" {
				continue
			}
			if prefixOnly[core] {
				if suf != "" && !confirmSuffixes[suf] {
					continue
				}
			} else if suf != "" && !nameSuffixes[suf] && !(dated && dateSuffixes[suf]) {
				continue
			}
			if cardNouns[core] && (pre != "" && !numberWords[pre] || suf != "" && !numberWords[suf]) {
				continue // "regcard", "cardid": not a card number
			}
			if !cardNouns[core] && pre != "" && !namePrefixes[pre] {
				continue // a number word goes before a card noun only
			}
			return strings.TrimSpace(pre + " " + core + " " + suf), true
		}
	}
	return "", false
}

// splitCompounds rewrites the folded text of a name or id with its
// compound words split; it returns false when there are none.
func splitCompounds(text string, toks []span, b *strings.Builder) (string, bool) {
	found := false
	for _, t := range toks {
		if _, ok := splitCompound(text[t.start:t.end]); ok {
			found = true
			break
		}
	}
	if !found {
		return "", false
	}
	b.Reset()
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		w := text[t.start:t.end]
		if s, ok := splitCompound(w); ok {
			w = s
		}
		b.WriteString(w)
	}
	return b.String(), true
}
