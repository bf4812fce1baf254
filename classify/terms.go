package classify

// The term tables. Each rule lists its terms per language (ISO 639-1 code,
// "xx" for terms that are not words of one language: abbreviations, brand
// names, field-name conventions).
//
// Term syntax, after the same folding as field text (lower case, accents
// removed, split into words on spaces, punctuation, camelCase and digits):
//
//	"card number"  consecutive words; also matches the words run together
//	               ("cardnumber"); the last word may carry a plural "s"
//	"passw*"       a word that starts with "passw"
//	"*kartennummer" a word that ends with it (compound nouns)
//	"*passwort*"   a word that contains it
//	"パスワード"     CJK terms match as substrings, spaces ignored
//
// Cyrillic, Arabic and Devanagari words are separated by spaces and use the
// word syntax; a trailing * covers inflected endings.

// lang numbers the languages of the term tables (ISO 639-1 codes, "xx"
// for terms of no one language), in the order of their codes.
type lang int

const (
	langAR lang = iota
	langBG
	langCA
	langCS
	langDA
	langDE
	langEL
	langEN
	langES
	langET
	langFA
	langFI
	langFR
	langHE
	langHI
	langHR
	langHU
	langID
	langIT
	langJA
	langKO
	langLT
	langLV
	langMS
	langNL
	langNO
	langPL
	langPT
	langRO
	langRU
	langSK
	langSL
	langSR
	langSV
	langTH
	langTR
	langUK
	langVI
	langXX
	langZH
	numLangs
)

var langCodes = [numLangs]string{"ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fa", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "xx", "zh"}

// langTerms are a rule's terms by language. An array indexed by constants,
// not a map: the linker lays the tables out as data, where map literals
// were code that built some 1,200 maps in every process at start-up (and
// half a megabyte of the live runtime's WebAssembly).
type langTerms [numLangs][]string

// rule is one group of terms that decides a class, or, with no class, a
// context group that other rules require (needs) or that cancels them
// (unless).
type rule struct {
	id    string
	kind  string
	class Class
	ctx   bool // a context group, not a decision
	terms langTerms
	// needs: the rule applies only when one of these context groups also
	// matches somewhere in the field's text.
	needs []string
	// unless: the rule does not apply when one of these groups matches in the
	// field's own text (the legend counts only for a rule matched in it).
	unless []string
	pack   string // "" for core rules
	// weak: a rule that names the general topic rather than the field; any
	// other rule of the same class explains the decision better.
	weak bool
	// unlessSameAttr: unless counts only in the attribute where the rule
	// matched ("Card number. Supported card types: …" is still the number).
	unlessSameAttr bool
	// unlessAll: the rule does not apply when all of these groups match in
	// the attribute where the rule matched.
	unlessAll []string
	// nameOnly: the terms match only in the name and id, or in a text of at
	// most two words, where a short code cannot be a word of a sentence.
	nameOnly bool
	// alone: like nameOnly, and the other words of the name, id or label
	// where the term matched are only control, prefix or number words
	// ("txtSIN", "customer_sin", "SIN #"): the term is also a word of a
	// language ("sin" is Spanish for "without", "niño" a child), and in a
	// phrase it is that word ("precio_sin_iva", "Sin número").
	alone bool
	// pair: the rule has no terms of its own; it matches where a card
	// noun and a number word stand together in one attribute, in any
	// order ("Number on card", "N° de la carte", "Kartennr.";
	// cardNumberPair in classify.go).
	pair bool
	// homonym: the terms also name something ordinary (India's postal
	// "PIN code", a map's pin). The field's own postal or map words, or an
	// address around it, set the rule aside, unless anything near it speaks
	// of a card, an account or a secret (ctx.pin-secret).
	homonym bool
}

// Context groups.
var contextRules = []rule{
	{id: "ctx.card", ctx: true, terms: langTerms{
		langEN: {"card", "cc", "credit", "debit", "visa", "mastercard", "amex", "payment", "cvv", "cvc"},
		langNL: {"kaart", "creditcard", "*kaart"},
		langDE: {"karte", "*karte", "kreditkarte*"},
		langFR: {"carte", "cb"},
		langES: {"tarjeta"},
		langCA: {"targeta"},
		langPT: {"cartao"},
		langIT: {"carta"},
		langPL: {"karta", "karty"},
		langSV: {"kort", "kortet"},
		langTR: {"kart", "karti", "kredi"},
		langRU: {"карт*"},
		langJA: {"カード"},
		langZH: {"卡"},
		langKO: {"카드"},
		langHI: {"कार्ड"},
		langAR: {"بطاقة", "البطاقة"},
		langFA: {"کارت"},
		langDA: {"kort", "kortet", "kreditkort", "betalingskort"},
		langNO: {"kort", "kortet", "kredittkort", "betalingskort"},
		langFI: {"kortti", "kortin", "luottokortti*", "maksukortti*"},
		langCS: {"karta", "karty", "kartou"},
		langSK: {"karta", "karty", "kartou"},
		langHU: {"kartya", "kartyaszam", "bankkartya", "hitelkartya"},
		langRO: {"card", "cardul", "cardului"},
		langEL: {"καρτα", "καρτασ"},
		langBG: {"карта", "картата"},
		langUK: {"картк*", "карта"},
		langHR: {"kartica", "kartice", "karticu"},
		langSR: {"kartica", "kartice", "картиц*"},
		langID: {"kartu"},
		langMS: {"kad"},
		langVI: {"the tin dung", "the ngan hang"},
		langTH: {"บัตร"},
		langHE: {"כרטיס", "אשראי"},
		langET: {"kaart", "kaardi"},
		langLT: {"kortele", "korteles"},
		langLV: {"karte", "kartes"},
		langSL: {"kartica", "kartice", "kartico"},
	}},
	// A document whose dates are not secrets: its expiry is not a card expiry.
	{id: "ctx.document", ctx: true, terms: langTerms{
		langEN: {"passport", "licence", "license", "identity", "id card", "document", "permit", "membership", "insurance", "certificate"},
		langNL: {"paspoort", "rijbewijs", "document", "identiteitskaart"},
		langDE: {"reisepass", "ausweis*", "fuhrerschein", "dokument*"},
		langFR: {"passeport", "permis", "piece d identite"},
		langES: {"pasaporte", "documento", "licencia", "carnet"},
		langCA: {"passaport", "document", "permis", "carnet"},
		langPT: {"passaporte", "documento", "carteira"},
		langIT: {"passaporto", "documento", "patente"},
		langPL: {"paszport*", "dokument*", "dowod*"},
		langSV: {"pass", "korkort", "id kort"},
		langTR: {"pasaport", "ehliyet", "kimlik"},
		langRU: {"паспорт*", "документ*"},
		langJA: {"パスポート", "旅券", "免許"},
		langZH: {"护照", "證件", "证件"},
		langKO: {"여권", "면허"},
		langHI: {"पासपोर्ट"},
		langAR: {"جواز"},
		langFA: {"گذرنامه", "گواهینامه"},
		langDA: {"korekort", "legitimation"},
		langNO: {"pass", "forerkort", "legitimasjon"},
		langFI: {"passi", "ajokortti", "henkilokortti"},
		langCS: {"prukaz", "doklad*"},
		langSK: {"preukaz", "doklad*"},
		langHU: {"utlevel", "jogositvany", "igazolvany", "okmany"},
		langRO: {"pasaport", "permis", "buletin", "act de identitate"},
		langEL: {"διαβατηριο", "διπλωμα", "ταυτοτητα"},
		langBG: {"паспорт", "книжка", "лична карта", "документ"},
		langUK: {"паспорт*", "посвідчення", "документ*"},
		langHR: {"putovnica", "vozacka", "iskaznica", "dokument"},
		langSR: {"pasos", "vozacka", "licna karta", "пасош", "возачк*"},
		langID: {"paspor", "ktp", "dokumen"},
		langVI: {"ho chieu", "giay phep", "giay to"},
		langTH: {"หนังสือเดินทาง", "ใบขับขี่"},
		langHE: {"דרכון", "רישיון", "תעודה"},
	}},
	{id: "ctx.captcha", ctx: true, terms: langTerms{
		langXX: {"captcha", "*captcha*", "recaptcha", "hcaptcha"},
		langEN: {"visual", "image", "picture", "letters shown", "characters shown", "text you see", "letters you see", "characters you see", "shown above", "as shown", "human"},
		langDE: {"sicherheitsabfrage"},
		langJA: {"画像"},
		langZH: {"验证图", "图片"},
	}},
	// The word itself: a field that says "captcha" is one, wherever it
	// stands.
	{id: "ctx.captcha-name", ctx: true, terms: langTerms{
		langXX: {"captcha", "*captcha*", "recaptcha", "hcaptcha"},
	}},
	// The public half of a key pair is published by design: an "SSH key"
	// box that asks for the public key holds nothing secret.
	{id: "ctx.public-key", ctx: true, terms: langTerms{
		langEN: {"public key", "publickey", "pubkey", "publishable key"},
		langNL: {"publieke sleutel", "openbare sleutel"},
		langDE: {"offentlicher schlussel", "oeffentlicher schluessel", "offentlichen schlussel"},
		langFR: {"cle publique"},
		langES: {"clave publica"},
		langPT: {"chave publica"},
		langIT: {"chiave pubblica"},
	}},
	// Where a date or number of birth is a place, it is not a date of birth.
	{id: "ctx.place", ctx: true, terms: langTerms{
		langEN: {"place", "where", "country", "city", "town", "state", "name", "surname", "certificate", "pob", "birthplace", "placeofbirth", "birthcountry", "birthcity", "birthname", "countryofbirth", "cityofbirth"},
		langNL: {"plaats", "land"},
		langDE: {"ort", "geburtsort", "land", "name"},
		langFR: {"lieu", "pays", "ville", "nom"},
		langES: {"lugar", "pais", "ciudad", "nombre", "provincia", "municipio"},
		langPT: {"local", "pais", "cidade", "naturalidade", "estado", "municipio"},
		langIT: {"luogo", "paese", "citta", "comune", "provincia", "nazione", "stato"},
		langPL: {"miejsce", "kraj"},
		langSV: {"ort", "land"},
		langTR: {"yeri", "yer"},
		langRU: {"мест*", "страна"},
		langJA: {"出生地"},
		langZH: {"出生地"},
		langKO: {"출생지"},
		langHI: {"स्थान"},
		langAR: {"مكان"},
		langDA: {"sted", "fodested", "land"},
		langNO: {"sted", "fodested", "land"},
		langFI: {"paikka", "syntymapaikka", "maa", "kaupunki"},
		langCS: {"misto", "zeme", "mesto"},
		langSK: {"miesto", "krajina", "mesto"},
		langHU: {"hely", "szuletesi hely", "orszag", "varos"},
		langRO: {"locul", "loc", "tara", "oras"},
		langEL: {"τοποσ", "χωρα", "πολη"},
		langBG: {"място", "държава", "град"},
		langUK: {"місце", "країна", "місто"},
		langHR: {"mjesto", "drzava", "grad"},
		langSR: {"mesto", "mjesto", "drzava", "место"},
		langID: {"tempat", "kota", "negara"},
		langVI: {"noi sinh", "noi", "que quan"},
		langTH: {"สถานที่เกิด"},
		langHE: {"מקום"},
	}},
	// A postal code by name, or the delivery it is for. An Indian "पिन
	// कोड" (PIN code) is one; the English "PIN code" is one in the India
	// pack (ctx.pack-postal-in) or in an address (context.postal-code).
	// The short local names that are also words elsewhere (Brazil's CEP,
	// Italy's CAP) are in their packs.
	{id: "ctx.postal", ctx: true, terms: langTerms{
		langEN: {"postal", "zip", "zipcode", "zip code", "post code", "postcode", "postal code", "delivery", "shipping"},
		langNL: {"postcode"},
		langDE: {"postleitzahl", "plz"},
		langFR: {"code postal", "cp"},
		langES: {"codigo postal"},
		langPT: {"codigo postal", "codigo de enderecamento postal"},
		langIT: {"codice postale", "codice di avviamento postale"},
		langPL: {"kod pocztowy", "pocztowy"},
		langSV: {"postnummer", "postnr"},
		langDA: {"postnummer", "postnr"},
		langNO: {"postnummer", "postnr"},
		langFI: {"postinumero"},
		langTR: {"posta kodu"},
		langRU: {"почтовый индекс", "индекс"},
		langUK: {"поштовий індекс", "індекс"},
		langCS: {"psc", "postovni smerovaci cislo"},
		langSK: {"psc"},
		langHU: {"iranyitoszam"},
		langRO: {"cod postal"},
		langEL: {"ταχυδρομικος κωδικας"},
		langBG: {"пощенски код"},
		langHR: {"postanski broj"},
		langSR: {"postanski broj", "поштански број"},
		langID: {"kode pos"},
		langVI: {"ma buu chinh", "ma buu dien"},
		langTH: {"รหัสไปรษณีย์"},
		langHE: {"מיקוד"},
		langJA: {"郵便番号"},
		langZH: {"邮编", "邮政编码", "郵遞區號", "郵政編碼"},
		langKO: {"우편번호"},
		langAR: {"الرمز البريدي"},
		langHI: {"पिन कोड", "पिनकोड", "डाक"},
	}},
	// The other parts of a postal address: street, house, town, region.
	// Beside a bare "PIN" or "Number" they make it a postal code or a house
	// number (context.postal-code, context.house-number).
	{id: "ctx.address", ctx: true, terms: langTerms{
		langEN: {"address", "addr", "street", "street address", "house", "house number", "house no", "house name", "flat", "apartment", "apt", "building", "floor", "suite", "city", "town", "village", "locality", "district", "state", "province", "county", "region", "area", "landmark", "neighbourhood", "neighborhood", "colony", "sector", "road", "lane", "avenue"},
		langNL: {"adres", "straat", "straatnaam", "huisnummer", "huisnr", "toevoeging", "woonplaats", "plaats", "provincie"},
		langDE: {"adresse", "anschrift", "strasse", "hausnummer", "hausnr", "ort", "wohnort", "stadt", "bundesland"},
		langFR: {"adresse", "rue", "ville", "commune", "batiment", "appartement", "etage", "departement"},
		langES: {"direccion", "calle", "numero exterior", "numero interior", "piso", "ciudad", "localidad", "municipio", "provincia", "colonia"},
		langPT: {"endereco", "morada", "rua", "logradouro", "bairro", "cidade", "complemento", "estado", "municipio", "localidade"},
		langIT: {"indirizzo", "numero civico", "civico", "citta", "comune", "provincia", "localita"},
		langPL: {"adres", "ulica", "miasto", "miejscowosc", "numer domu", "nr domu", "numer mieszkania", "nr mieszkania", "wojewodztwo"},
		langSV: {"adress", "gatuadress", "ort", "stad"},
		langDA: {"adresse", "vejnavn", "husnummer"},
		langNO: {"adresse", "gateadresse", "husnummer", "poststed"},
		langFI: {"osoite", "katuosoite", "kaupunki", "postitoimipaikka"},
		langTR: {"adres", "sokak", "cadde", "mahalle", "ilce", "sehir"},
		langRU: {"адрес", "улица", "город", "дом", "квартира", "область", "район"},
		langUK: {"адреса", "вулиця", "місто", "будинок", "квартира", "область"},
		langCS: {"adresa", "ulice", "mesto", "obec", "cislo popisne"},
		langSK: {"adresa", "ulica", "mesto", "obec"},
		langHU: {"utca", "varos", "hazszam", "telepules", "megye"},
		langRO: {"adresa", "strada", "oras", "judet", "localitate"},
		langEL: {"διευθυνση", "οδος", "πολη"},
		langBG: {"адрес", "улица", "град"},
		langHR: {"adresa", "ulica", "grad", "kucni broj"},
		langSR: {"adresa", "ulica", "grad", "улица"},
		langID: {"alamat", "jalan", "kota", "kecamatan", "kelurahan", "provinsi"},
		langVI: {"dia chi", "thanh pho"},
		langTH: {"ที่อยู่", "ถนน", "จังหวัด"},
		langHE: {"כתובת", "רחוב", "עיר"},
		langJA: {"住所", "都道府県", "市区町村", "番地", "建物名", "丁目"},
		langZH: {"地址", "省份", "城市", "街道"},
		langKO: {"주소", "도로명", "상세주소"},
		langAR: {"العنوان", "الشارع", "المدينة"},
		langHI: {"पता", "शहर", "राज्य", "मकान"},
	}},
	// A street: the number beside it is the house's (context.house-number).
	{id: "ctx.street", ctx: true, terms: langTerms{
		langEN: {"street", "street address", "street name", "road", "address line", "address line 1", "address1"},
		langNL: {"straat", "straatnaam"},
		langDE: {"strasse", "strassenname"},
		langFR: {"rue", "voie", "nom de rue"},
		langES: {"calle", "nombre de la calle"},
		langPT: {"rua", "logradouro", "avenida"},
		langIT: {"indirizzo", "nome della via"},
		langPL: {"ulica"},
		langSV: {"gata", "gatuadress"},
		langDA: {"vejnavn", "gade", "vej"},
		langNO: {"gate", "gateadresse", "veg", "vei"},
		langFI: {"katu", "katuosoite"},
		langTR: {"sokak", "cadde"},
		langRU: {"улица"},
		langUK: {"вулиця"},
		langCS: {"ulice"},
		langSK: {"ulica"},
		langHU: {"utca"},
		langRO: {"strada"},
		langHR: {"ulica"},
		langSR: {"ulica", "улица"},
		langID: {"jalan"},
	}},
	// A map: a "pin" on it is a place (a store locator's search).
	{id: "ctx.map", ctx: true, terms: langTerms{
		langEN: {"map", "maps", "locator", "store locator", "store finder", "find a store", "find store", "stores near", "marker", "geolocation", "latitude", "longitude", "coordinates", "gps"},
		langDE: {"filialsuche", "filialfinder"},
		langNL: {"winkelzoeker"},
		langFR: {"trouver un magasin"},
		langES: {"mapa", "localizador"},
		langPT: {"mapa"},
		langIT: {"mappa"},
		langHI: {"नक्शा"},
	}},
	// Banking words: a PIN beside them is the card's or the account's,
	// whatever else is around it.
	{id: "ctx.bank", ctx: true, terms: langTerms{
		langEN: {"atm", "debit", "credit", "mpin", "tpin", "upi", "bank", "banking", "netbanking", "net banking", "transaction", "txn", "wallet", "cheque", "chequebook", "ifsc", "branch"},
		langHI: {"एटीएम", "बैंक", "यूपीआई", "लेनदेन", "खाता"},
	}},
	// Words that make a field's own "PIN" a secret: an account, a login, a
	// code that is sent, a PIN set or confirmed.
	{id: "ctx.pin-secret", ctx: true, terms: langTerms{
		langEN: {"account", "acct", "password", "passcode", "secret", "secure", "security", "sent", "send", "sms", "text message", "otp", "one time", "verification", "verify", "login", "log in", "sign in", "signin", "unlock", "confirm", "re enter", "reenter", "retype", "repeat", "new", "old", "current", "change", "reset", "forgot", "gift", "voucher", "parental", "access", "door", "gate", "alarm", "lock", "locker", "safe", "entry", "pickup", "pick up", "parcel", "collect", "collection"},
		langHI: {"पासवर्ड", "गुप्त", "ओटीपी"},
	}},
	// The country of an address: its value may choose a country pack.
	{id: "ctx.country", ctx: true, terms: langTerms{
		langEN: {"country", "country name", "country region"},
		langNL: {"land"},
		langDE: {"land"},
		langFR: {"pays"},
		langES: {"pais"},
		langPT: {"pais"},
		langIT: {"paese", "nazione"},
		langHI: {"देश"},
	}},
	// Dates that are not an expiry of anything the person holds as a secret.
	{id: "ctx.day-first", ctx: true, terms: langTerms{
		langEN: {"dd", "day"},
	}},
	// Not a card number: the card's holder, type or brand, or a shop's card.
	// What security questions ask about; with a question mark, the label is
	// one ("What city were you born in?").
	{id: "ctx.security-subject", ctx: true, terms: langTerms{
		langEN: {"born", "first pet", "pet s name", "pets name", "maiden", "childhood", "first car", "first school", "elementary school", "primary school", "high school", "nickname", "best friend", "grew up", "first job", "first employer", "honeymoon", "first concert", "oldest sibling", "youngest sibling", "father s middle name", "mother s middle name", "first teacher", "favorite teacher", "favourite teacher", "grow up", "street did you", "first street", "first house", "childhood home", "meet your spouse", "met your spouse", "maternal grandmother", "paternal grandmother", "maternal grandfather", "paternal grandfather", "childhood friend", "childhood hero", "dream job", "first kiss"},
		langNL: {"huisdier", "meisjesnaam", "geboren", "geboortenaam", "geboorteplaats", "basisschool", "lagere school", "lievelings*", "bijnaam", "eerste auto", "eerste baan", "eerste werkgever", "eerste school", "beste vriend*"},
		langDE: {"haustier", "madchenname", "geboren", "kindheit", "geburtsname", "geburtsort", "grundschule", "lieblings*", "spitzname", "kosename", "erstes auto*", "ersten auto*", "ersten schule", "ersten arbeitgeber*", "besten freund*"},
		langFR: {"animal de compagnie", "nom de jeune fille", "ne", "nee", "enfance"},
		langES: {"mascota", "apellido de soltera", "naciste", "infancia"},
		langPT: {"animal de estimacao", "nome de solteira", "nasceu", "infancia"},
		langIT: {"animale domestico", "nome da nubile", "sei nato", "infanzia"},
	}},
	// The nouns for a card, for text.card-number's pairs.
	{id: "ctx.card-noun", ctx: true, terms: langTerms{
		langEN: {"card", "cc", "creditcard", "debitcard"},
		langNL: {"kaart", "creditcard", "bankpas", "betaalkaart"},
		langDE: {"karte", "karten", "kreditkarte", "kreditkarten"},
		langFR: {"carte"},
		langES: {"tarjeta"},
		langCA: {"targeta"},
		langPT: {"cartao"},
		langIT: {"carta"},
		langPL: {"karta", "karty", "karte"},
		langSV: {"kort", "kortet", "kortets"},
		langDA: {"kort", "kortet", "kortets"},
		langNO: {"kort", "kortet", "kortets"},
		langFI: {"kortti", "kortin"},
		langTR: {"kart", "karti", "kartin"},
		langCS: {"karta", "karty"},
		langSK: {"karta", "karty"},
		langHU: {"kartya", "kartyan"},
		langRO: {"card", "cardul", "cardului"},
		langHR: {"kartica", "kartice"},
		langSR: {"kartica", "kartice"},
		langID: {"kartu"},
		langMS: {"kad"},
		langRU: {"карт*"},
		langUK: {"картк*", "карти"},
		langBG: {"карта", "картата"},
		langEL: {"καρτα", "καρτασ"},
		langJA: {"カード"},
		langZH: {"卡"},
		langKO: {"카드"},
		langHI: {"कार्ड"},
		langAR: {"بطاقة", "البطاقة"},
		langFA: {"کارت"},
		langHE: {"כרטיס", "הכרטיס"},
		langET: {"kaart", "kaardi"},
		langLT: {"kortele", "korteles"},
		langLV: {"karte", "kartes"},
		langSL: {"kartica", "kartice", "kartico"},
		langTH: {"บัตร"},
	}},
	// Card nouns run into a brand or a kind of card ("Clubcard",
	// "Kundenkarte", "klantenkaart"): card wording for context.card-login.
	{id: "ctx.card-compound", ctx: true, terms: langTerms{
		langEN: {"*card*"}, langDE: {"*karte*"}, langNL: {"*kaart*"}, langSV: {"*kort", "*kortnummer"}, langDA: {"*kort", "*kortnummer"}, langNO: {"*kort", "*kortnummer"},
	}},
	// A telephone: a numeric login that names one is a phone number.
	{id: "ctx.phone", ctx: true, terms: langTerms{
		langEN: {"phone", "telephone", "tel", "mobile", "cell", "*phone"},
		langDE: {"telefon*", "handy", "mobil*"},
		langFR: {"telephone", "portable", "mobile"},
		langES: {"telefono", "movil", "celular"},
		langPT: {"telefone", "celular", "telemovel"},
		langIT: {"telefono", "cellulare"},
		langNL: {"telefoon*", "mobiel"},
		langJA: {"電話"}, langZH: {"手机", "电话"}, langKO: {"전화", "휴대폰"},
	}},
	// The words for a number, for text.card-number's pairs; "digits"
	// too ("the 16 digits on your card").
	{id: "ctx.card-number-word", ctx: true, terms: langTerms{
		langEN: {"number", "no", "nr", "num", "nbr", "n", "digits"},
		langNL: {"nummer", "nr", "cijfers"},
		langDE: {"nummer", "nr", "ziffern"},
		langFR: {"numero", "no", "n", "chiffres"},
		langES: {"numero", "nro", "no", "n", "num", "digitos"},
		langCA: {"numero", "num", "n", "nre", "digits"},
		langPT: {"numero", "nro", "no", "n", "num", "digitos"},
		langIT: {"numero", "nr", "n", "num", "cifre"},
		langPL: {"numer", "nr", "cyfry"},
		langSV: {"nummer", "nr", "siffror"},
		langDA: {"nummer", "nr", "cifre"},
		langNO: {"nummer", "nr", "siffer"},
		langFI: {"numero", "nro"},
		langTR: {"numarasi", "numara", "no"},
		langCS: {"cislo"},
		langSK: {"cislo"},
		langHU: {"szam", "szama"},
		langRO: {"numar", "numarul", "nr"},
		langHR: {"broj"},
		langSR: {"broj"},
		langID: {"nomor", "no"},
		langMS: {"nombor", "no", "nom"},
		langRU: {"номер"},
		langUK: {"номер"},
		langBG: {"номер"},
		langEL: {"αριθμος"},
		langJA: {"番号"},
		langZH: {"号", "號", "号码", "號碼"},
		langKO: {"번호"},
		langHI: {"नंबर", "संख्या"},
		langAR: {"رقم"},
		langFA: {"شماره"},
		langHE: {"מספר"},
		langTH: {"หมายเลข", "เลข"},
		langET: {"number", "nr"},
		langLT: {"numeris", "nr"},
		langLV: {"numurs", "nr"},
		langSL: {"stevilka", "st"},
	}},
	// How many, not which: "Number of cards", and a number word right
	// before the plural "cards" ("num_cards", "nbCards"), where a card's
	// number names one card ("card_num", "numCard").
	{id: "ctx.quantity", ctx: true, terms: langTerms{
		langEN: {"quantity", "qty", "how many", "number of", "no of", "nr of", "num of", "nbr of", "count", "amount",
			"num cards", "number cards", "nb cards", "nbr cards", "no cards", "nr cards", "total cards"},
		langDE: {"anzahl", "menge"},
		langFR: {"nombre de", "quantite"},
		langES: {"cantidad"},
		langPT: {"quantidade"},
		langIT: {"quantita"},
		langNL: {"aantal"},
		langMS: {"bilangan", "jumlah"},
	}},
	{id: "ctx.gift-card-word", ctx: true, terms: langTerms{
		langEN: {"gift", "giftcard", "voucher", "prepaid"},
		langDE: {"geschenk*", "gutschein*"},
		langFR: {"cadeau"},
		langES: {"regalo"},
		langNL: {"cadeau*"},
	}},
	// Cards whose number is not a payment card's.
	{id: "ctx.card-not-payment", ctx: true, terms: langTerms{
		langEN: {"sim", "sim card", "business card", "report card", "sd card", "memory card", "scorecard", "postcard", "flashcard", "keycard", "key card", "access card", "wildcard", "red card", "yellow card"},
	}},
	// What a form says when it verifies or confirms something: a bare
	// code box in it is a one-time code (context.one-time-code).
	{id: "ctx.verify", ctx: true, terms: langTerms{
		langEN: {"verify", "verifying", "verification", "confirm", "confirmation", "validate", "validation code", "authenticate", "authentication", "two step", "2 step", "two factor", "2fa", "one time", "otp", "we sent", "sent to", "sent you", "code sent", "enter the code", "enter code", "security check", "activate", "activation"},
		langDE: {"bestatigen", "bestatigung", "verifizieren", "verifizierung", "aktivieren", "zwei faktor"},
		langFR: {"verifier", "verification", "confirmer", "confirmation", "valider", "activer", "authentification"},
		langES: {"verificar", "verificacion", "confirmar", "confirmacion", "validar", "activar", "autenticacion"},
		langCA: {"verificar", "verificacio", "confirmar", "confirmacio", "validar", "activar", "autenticacio"},
		langPT: {"verificar", "verificacao", "confirmar", "confirmacao", "validar", "ativar", "autenticacao"},
		langIT: {"verifica", "verificare", "conferma", "confermare", "convalida", "attiva", "autenticazione"},
		langNL: {"verifieren", "verificatie", "bevestigen", "bevestiging", "activeren"},
		langPL: {"weryfikacja", "zweryfikuj", "potwierdz", "potwierdzenie", "aktywuj"},
		langSV: {"verifiera", "bekrafta"},
		langDA: {"bekraeft", "verificer"},
		langNO: {"bekreft", "verifiser"},
		langFI: {"vahvista", "varmenna"},
		langCS: {"overit", "potvrdit", "overeni"},
		langTR: {"dogrula", "dogrulama", "onayla"},
		langRU: {"подтверд*", "проверк*"},
		langJA: {"認証", "確認"},
		langZH: {"验证", "驗證", "确认", "確認"},
		langKO: {"인증", "확인"},
		langHI: {"सत्यापित", "सत्यापन", "पुष्टि"},
		langAR: {"تحقق", "تأكيد"},
		langFA: {"تایید", "احراز هویت"},
	}},
	// The codes of a card's expiry in names and labels: inside a card's
	// group, a field named by one of them is the card's expiry
	// (context.card-expiry).
	{id: "ctx.exp-code", ctx: true, terms: langTerms{
		langEN: {"exp", "expm", "expy", "expmm", "expyy", "expmo", "expyr", "expmon", "expir*", "valid", "validity", "thru", "good thru", "valid thru"},
		langES: {"vto", "venc", "vencto", "vencimiento", "caduc*", "caducidad", "validez"},
		langCA: {"venciment", "caducitat", "validesa"},
		langPT: {"venc", "vencto", "vencimento", "validade"},
		langIT: {"scad", "scadenza"},
		langDE: {"ablauf*", "gultig*", "gueltig*", "verfall*"},
		langFR: {"validite", "expiration"},
		langNL: {"vervaldatum", "geldig", "verval*"},
		langPL: {"waznosc", "wazna"},
		langHU: {"lejarat"},
		langSV: {"utgang*"},
		langDA: {"udlob*"},
		langNO: {"utlop*"},
		langFI: {"voimassa"},
		langTR: {"skt", "son kullanma"},
	}},
	// The month and year of a date, as names abbreviate them ("exp_m",
	// "cc_yy", "vto_mes").
	{id: "ctx.month-code", ctx: true, terms: langTerms{
		langEN: {"m", "mm", "mo", "mon", "mth", "mnth", "month"},
		langES: {"mes"}, langPT: {"mes"}, langFR: {"mois"}, langIT: {"mese"}, langDE: {"monat", "mon"},
		langNL: {"maand"}, langFI: {"kk", "kuukausi"}, langSV: {"manad"}, langDA: {"maned"}, langNO: {"maned"},
		langPL: {"miesiac"}, langCS: {"mesic"}, langHU: {"honap"}, langRO: {"luna"},
	}},
	{id: "ctx.year-code", ctx: true, terms: langTerms{
		langEN: {"y", "yy", "yyyy", "yr", "year"},
		langES: {"ano", "aa", "aaaa"}, langPT: {"ano", "aa", "aaaa"}, langFR: {"annee", "aa", "aaaa"},
		langIT: {"anno", "aa", "aaaa"}, langDE: {"jahr", "jj", "jjjj"}, langNL: {"jaar", "jj", "jjjj"},
		langFI: {"vuosi", "vv", "vvvv"}, langPL: {"rok"}, langCS: {"rok"}, langRO: {"anul"}, langTR: {"yil"},
	}},
	// The brands of payment cards: a choice of two or more of them asks
	// which card the number after it is.
	{id: "ctx.card-brand", ctx: true, terms: langTerms{
		langXX: {"visa", "visa electron", "mastercard", "master card", "maestro", "amex", "american express", "discover", "diners", "diners club",
			"jcb", "unionpay", "union pay", "rupay", "elo", "hipercard", "dankort", "cartes bancaires", "carte bancaire", "carte bleue", "cb",
			"bancontact", "postepay", "troy", "cabal", "naranja", "verve", "interac", "eftpos"},
	}},
	// A number that checks a card, right after the card's number or
	// expiry: its security code.
	{id: "ctx.check-number", ctx: true, terms: langTerms{
		langEN: {"verification number", "verification no"},
		langFR: {"numero de controle", "numero de verification"},
		langES: {"numero de control", "numero de verificacion"},
		langCA: {"numero de control", "numero de verificacio"},
		langPT: {"numero de controle", "numero de verificacao"},
		langIT: {"numero di controllo", "numero di verifica"},
		langDE: {"kontrollnummer"},
		langNL: {"controlenummer", "verificatienummer"},
	}},
	// "Exp." on its own: beside a card number, the card's expiry.
	{id: "ctx.exp-word", ctx: true, terms: langTerms{
		langEN: {"exp", "exp date", "expdate"},
	}},
	// The answer to a question picked in the field before.
	{id: "ctx.answer", ctx: true, terms: langTerms{
		langEN: {"answer", "your answer"},
		langNL: {"antwoord"},
		langDE: {"antwort"},
		langFR: {"reponse"},
		langES: {"respuesta"},
		langPT: {"resposta"},
		langIT: {"risposta"},
	}},
	// A choice among saved things ("Select a credit card").
	{id: "ctx.choice", ctx: true, terms: langTerms{
		langEN: {"select", "selection", "choose", "saved"},
	}},
	// The number of a card that is not a payment card.
	{id: "ctx.other-card", ctx: true, terms: langTerms{
		langEN: {"loyalty", "membership", "member card", "reward", "rewards", "club card", "library card", "student card", "bonus card", "customer card", "frequent", "points", "id card", "identity card", "gift card", "giftcard", "medicare", "medicaid", "health card", "insurance card", "health insurance", "nhs", "green card"},
		langNL: {"klantenkaart", "klant*", "spaarkaart", "zorgpas"},
		langDE: {"kundenkarte", "kunden*", "bonuskarte", "gesundheitskarte", "versichertenkarte", "krankenversicherungskarte"},
		langFR: {"fidelite", "carte d assure"},
		langES: {"fidelidad", "tarjeta sanitaria", "tarjeta de salud"},
		langCA: {"targeta sanitaria"},
		langPT: {"fidelidade", "cartao sus", "cartao de utente", "cartao nacional de saude", "cartao de saude"},
		langIT: {"fedelta", "tessera sanitaria"},
		langFA: {"کارت ملی", "عضویت", "باشگاه مشتریان"},
		langMS: {"kad pengenalan", "pengenalan", "ahli", "keahlian"},
	}},
	{id: "ctx.card-attribute", ctx: true, terms: langTerms{
		langEN: {"card holder", "cardholder", "holder name", "account holder", "name", "card type", "type of card", "card brand", "owner", "issuer", "nickname", "loyalty", "membership", "member card", "reward", "rewards", "club card", "library card", "student card", "bonus card", "customer card", "frequent", "points", "id card", "identity card"},
		langNL: {"naam", "houder", "klantenkaart", "klant*"},
		langDE: {"inhaber", "name", "typ", "kundenkarte", "kunden*"},
		langFR: {"titulaire", "nom", "type", "fidelite"},
		langES: {"titular", "nombre", "tipo", "fidelidad"},
		langPT: {"titular", "nome", "tipo", "fidelidade"},
		langIT: {"titolare", "nome", "tipo", "fedelta"},
		langPL: {"posiadacz*", "imie", "nazwisko", "typ"},
		langSV: {"namn", "innehavare"},
		langTR: {"sahibi", "isim", "ad", "soyad"},
		langRU: {"владел*", "имя", "тип"},
		langJA: {"名義"},
		langZH: {"持卡人", "姓名"},
		langKO: {"소유자", "명의"},
		langHI: {"नाम"},
		langAR: {"اسم"},
		langDA: {"navn", "kortholder", "korttype"},
		langNO: {"navn", "kortholder", "korttype"},
		langFI: {"nimi", "haltija", "kortin haltija", "tyyppi"},
		langCS: {"jmeno", "drzitel", "typ"},
		langSK: {"meno", "drzitel", "typ"},
		langHU: {"nev", "tulajdonos", "kartyabirtokos", "tipus"},
		langRO: {"nume", "titular", "tip"},
		langEL: {"ονομα", "κατοχοσ", "τυποσ"},
		langBG: {"име", "притежател", "тип"},
		langUK: {"ім я", "власник", "тип"},
		langHR: {"ime", "vlasnik", "tip"},
		langSR: {"ime", "vlasnik", "име"},
		langID: {"nama", "pemegang", "jenis"},
		langVI: {"ten chu the", "chu the", "loai the"},
		langTH: {"ชื่อ"},
		langHE: {"שם", "בעל הכרטיס", "סוג"},
	}},
	{id: "ctx.wallet-seed", ctx: true, terms: langTerms{
		langEN: {"word", "words", "wallet", "phrase", "recovery", "restore", "mnemonic", "bip39", "crypto"},
	}},
	// A building's door, whose code a delivery address may ask for.
	{id: "ctx.building", ctx: true, terms: langTerms{
		langEN: {"building", "door", "gate", "entrance", "lobby", "apartment", "intercom", "buzzer", "delivery"},
		langNL: {"gebouw", "deur", "poort", "portiek", "ingang", "bezorging", "levering"},
		langDE: {"gebaude", "haus", "haustur", "tur", "tor", "eingang", "lieferung", "zustellung"},
		langFR: {"immeuble", "batiment", "digicode", "porte", "portail", "interphone", "residence", "livraison"},
		langES: {"edificio", "portal", "puerta", "porteria", "entrega"},
		langPT: {"predio", "edificio", "portao", "porta", "portaria", "entrega"},
		langIT: {"palazzo", "edificio", "portone", "cancello", "citofono", "consegna"},
	}},
	// A pass that gets a person on board or through a gate.
	{id: "ctx.travel-pass", ctx: true, terms: langTerms{
		langEN: {"boarding", "season", "bus", "ski", "annual", "travel", "transit", "rail", "train", "metro", "museum", "parking", "festival", "gym", "ticket", "event", "day pass", "week pass", "hall pass"},
	}},
	// Identifiers of a customer, an order or a thing: an "id number" of these
	// is not a national identity number.
	{id: "ctx.not-person-id", ctx: true, terms: langTerms{
		langEN: {"fiscal", "customer", "member", "membership", "order", "student", "employee", "staff", "account", "user", "tracking", "reference", "transaction", "booking", "invoice", "loyalty", "tax", "vat", "company", "business", "product", "device", "serial", "session", "client", "vehicle", "policy", "patient", "employer", "application", "request", "ticket", "case", "registration", "shipment", "parcel", "uuid", "guid"},
		langNL: {"klant*", "bestel*", "factuur"},
		langDE: {"kunden*", "bestell*", "rechnung*", "steuer*"},
		langFR: {"client", "commande", "facture"},
		langES: {"cliente", "pedido", "factura"},
		langPT: {"cliente", "pedido", "fatura"},
		langIT: {"cliente", "ordine", "fattura"},
		langXX: {"tributaria", "tributario"},
		langHI: {"कर"},
		langPL: {"faktur*", "zamowieni*", "klient*"},
		langRU: {"счет*", "счёт*", "заказ*", "клиент*"},
		langUK: {"рахун*", "замовлен*", "клієнт*"},
		langID: {"faktur", "pesanan", "pelanggan"},
		langZH: {"订单", "發票", "发票", "訂單", "客户"},
	}},
	// A field whose name or label plainly asks for something ordinary; a
	// fieldset legend about passwords or birth dates does not change it.
	{id: "ctx.plain-field", ctx: true, terms: langTerms{
		langEN: {"email", "e mail", "mail", "emailaddress", "*email", "email*", "phone", "telephone", "tel", "mobile", "*phone", "phone*", "name", "first name", "last name", "given name", "family name", "firstname", "lastname", "surname", "full name", "fullname", "username", "user name", "userid", "user id", "login", "address", "address1", "address2", "street", "city", "zip", "zipcode", "postcode", "postal code", "company", "search", "coupon", "promo", "country", "state", "province", "region"},
		langNL: {"naam", "voornaam", "achternaam", "telefoon*", "adres", "postcode", "straat", "woonplaats"},
		langDE: {"vorname", "nachname", "telefon*", "adresse", "strasse", "plz", "ort"},
		langFR: {"prenom", "nom", "telephone", "adresse", "ville", "courriel"},
		langES: {"nombre", "apellido*", "telefono", "direccion", "correo", "ciudad"},
		langPT: {"nome", "sobrenome", "telefone", "endereco", "correio", "cidade"},
		langIT: {"nome", "cognome", "telefono", "indirizzo", "citta"},
		langJA: {"メールアドレス", "氏名", "電話番号", "住所", "ユーザー名", "アカウント"},
		langZH: {"账号", "帳號", "用户名", "邮箱", "手机", "电话", "姓名", "地址"},
		langKO: {"이메일", "아이디", "전화번호", "이름", "주소"},
		langDA: {"brugernavn", "navn", "fornavn", "efternavn", "telefon*", "adresse", "postnummer"},
		langNO: {"brukernavn", "navn", "fornavn", "etternavn", "telefon*", "adresse", "postnummer"},
		langFI: {"kayttajatunnus", "sahkoposti", "puhelin*", "nimi", "etunimi", "sukunimi", "osoite", "postinumero"},
		langCS: {"uzivatelske jmeno", "jmeno", "prijmeni", "telefon", "adresa", "psc"},
		langSK: {"pouzivatelske meno", "meno", "priezvisko", "telefon", "adresa", "psc"},
		langHU: {"felhasznalonev", "nev", "vezeteknev", "keresztnev", "telefonszam", "cim", "iranyitoszam"},
		langRO: {"nume utilizator", "nume", "prenume", "telefon", "adresa", "cod postal"},
		langEL: {"ονομα χρηστη", "ονομα", "επωνυμο", "τηλεφωνο", "διευθυνση", "ταχυδρομικος κωδικας"},
		langBG: {"потребителско име", "име", "фамилия", "телефон", "адрес", "пощенски код"},
		langUK: {"логін", "прізвище", "телефон", "адреса"},
		langHR: {"korisnicko ime", "ime", "prezime", "telefon", "adresa", "postanski broj"},
		langSR: {"korisnicko ime", "ime", "prezime", "telefon", "adresa", "postanski broj"},
		langID: {"nama pengguna", "nama", "telepon", "alamat", "kode pos", "nomor hp", "nomor telepon"},
		langMS: {"nama pengguna", "nama", "telefon", "alamat", "poskod", "nombor telefon", "nombor telefon bimbit"},
		langVI: {"ten dang nhap", "ho ten", "so dien thoai", "dia chi"},
		langTH: {"ชื่อผู้ใช้", "เบอร์โทร", "ที่อยู่", "อีเมล"},
		langHE: {"שם משתמש", "טלפון", "כתובת", "דואר אלקטרוני"},
	}},
}

// coreRules are always on.
var coreRules = []rule{
	// PINs, including the PIN of a gift card.
	{id: "text.pin", kind: "pin", class: Block, terms: langTerms{
		langXX: {"pin number", "pinnumber", "pin no", "pinno", "mpin", "tpin",
			// A SIM card's unblocking key.
			"puk", "puk code", "puk1", "puk2"},
		langEN: {"personal identification number"},
		langNL: {"pinnummer"},
		langDE: {"geheimzahl", "pin nummer"},
		langFR: {"code pin", "code confidentiel"},
		langES: {"codigo pin", "numero pin", "clave pin"},
		langCA: {"codi pin", "numero pin"},
		langPT: {"codigo pin"},
		langIT: {"codice pin"},
		langPL: {"kod pin", "numer pin"},
		langSV: {"pinkod", "pin kod"},
		langTR: {"pin kodu", "sifre pin"},
		langRU: {"пин", "пин код"},
		langJA: {"暗証番号"},
		langZH: {"PIN码", "支付密码", "交易密码"},
		langKO: {"핀번호", "PIN 번호"},
		langAR: {"الرقم السري", "رمز PIN"},
		langFA: {"رمز دوم", "رمز کارت", "رمز دوم کارت"},
		langDA: {"pinkode"},
		langNO: {"pinkode"},
		langFI: {"tunnusluku"},
		langUK: {"пін", "пін код"},
		langHE: {"קוד סודי"},
	}},
	// Words with two meanings: in India a "PIN code" (पिन कोड) is the
	// six-digit postal code, and a store locator's "pin" is a place on a
	// map. They are a PIN unless the field's own text or its company says
	// otherwise (homonym; see postalPin in classify.go and context.go).
	{id: "text.pin", kind: "pin", class: Block, homonym: true, terms: langTerms{
		langXX: {"pin"},
		langEN: {"pin code", "pincode"},
		langNL: {"pincode"},
		langHI: {"पिन"},
	}},
	// "Pass" is a password, but not a boarding or season pass. A bank's
	// "passnumber" is a secret number.
	{id: "text.password", kind: "password", class: Block, unless: []string{"ctx.travel-pass"}, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: langTerms{
		langEN: {"pass", "passnumber"},
	}},
	// Passwords, passcodes and passphrases.
	{id: "text.password", kind: "password", class: Block, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: langTerms{
		langEN: {"password", "passwd", "pwd", "pw", "passcode", "passphrase", "passw*", "*password*", "*passwd*", "*pwd", "pwd*", "pass word", "pword", "pswd", "psw", "repass"},
		langNL: {"wachtwoord", "*wachtwoord*"},
		langDE: {"passwort", "*passwort*", "kennwort", "*kennwort*"},
		langFR: {"mot de passe", "mdp", "motdepasse"},
		// "contrasenia" is how names spell contraseña without the ñ.
		langES: {"contrasena", "*contrasena*", "contrasenia", "*contrasenia*", "clave de acceso", "clave"},
		langCA: {"contrasenya", "*contrasenya*", "paraula de pas", "clau d acces"},
		langPT: {"senha", "*senha*", "palavra passe"},
		langIT: {"parola d ordine", "parola chiave"},
		langPL: {"haslo", "hasla", "*haslo*"},
		langSV: {"losenord", "*losenord*"},
		langTR: {"sifre", "sifreniz", "sifrenizi", "*sifre*", "parola"},
		langRU: {"парол*"},
		// 合言葉 is a secret word agreed beforehand.
		langJA: {"パスワード", "合言葉"},
		langZH: {"密码", "密碼", "口令"},
		langKO: {"비밀번호", "패스워드", "암호"},
		langHI: {"पासवर्ड", "कूटशब्द"},
		langAR: {"كلمة المرور", "كلمة السر", "كلمه المرور", "كلمة مرور"},
		langFA: {"رمز عبور", "کلمه عبور", "گذرواژه", "رمز ورود"},
		langDA: {"adgangskode", "*adgangskode*", "kodeord", "*kodeord*"},
		langNO: {"passord", "*passord*"},
		langFI: {"salasana", "*salasana*"},
		langCS: {"heslo", "hesla", "heslem", "*heslo"},
		langSK: {"heslo", "hesla", "heslom", "*heslo"},
		langHU: {"jelszo", "jelszav*", "*jelszo*"},
		langRO: {"parola", "parolei", "parola ta"},
		langEL: {"κωδικος προσβασης", "συνθηματικο", "επιβεβαιωση κωδικου", "επαναληψη κωδικου", "νεος κωδικος", "τρεχων κωδικος", "παλιος κωδικος"},
		langBG: {"парола*"},
		langUK: {"пароль*"},
		langHR: {"lozinka", "lozink*", "zaporka"},
		langSR: {"lozinka", "lozink*", "лозинк*"},
		langID: {"kata sandi", "katasandi"},
		langMS: {"kata laluan", "katalaluan"},
		langVI: {"mat khau"},
		langTH: {"รหัสผ่าน"},
		langHE: {"סיסמה", "סיסמא", "*סיסמ*"},
		langET: {"parool", "parooli", "*parool", "salasona"},
		langLT: {"slaptazod*", "*slaptazodis"},
		langLV: {"paroli", "paroles", "jauna parole", "pasreizeja parole", "esosa parole", "atkartota parole", "atkartot paroli", "ievadiet paroli"},
		langSL: {"geslo", "gesla", "geslom", "*geslo"},
	}},
	// Latvian "parole" is Italian and French for "words" ("Parole
	// chiave"): a password only as a name or a label of its own.
	{id: "text.password", kind: "password", class: Block, nameOnly: true, alone: true, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: langTerms{
		langLV: {"parole"},
	}},
	// Field names that spell the word for password in Latin letters:
	// Russian "parol", Chinese "mima" (密码), Japanese "pasuwado", Korean
	// "bimilbeonho" (비밀번호). Only a name or label of its own: "Mima" is
	// also a name.
	{id: "text.password", kind: "password", class: Block, nameOnly: true, alone: true, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: langTerms{
		langXX: {"parol", "mima", "pasuwado", "pasuwaado", "bimilbeonho", "bimil beonho"},
	}},
	// Greek "κωδικός" is a code of any kind, and a login's password when it
	// is the whole label.
	{id: "text.password", kind: "password", class: Block, nameOnly: true, alone: true, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: langTerms{
		langEL: {"κωδικος"},
	}},
	// "Security code" next to card words is the card's code; alone it is
	// usually a code sent by text message. Both are blocked.
	{id: "text.card-security-code", kind: "card-security-code", class: Block, needs: []string{"ctx.card"}, unless: []string{"ctx.captcha"}, terms: langTerms{
		langEN: {"security code", "sec code", "verification code", "verification number"},
		langNL: {"beveiligingscode"},
		langDE: {"sicherheitscode"},
		langFR: {"code de securite"},
		langES: {"codigo de seguridad"},
		langPT: {"codigo de seguranca"},
		langIT: {"codice di sicurezza"},
		langPL: {"kod bezpieczenstwa"},
		langSV: {"sakerhetskod"},
		langTR: {"guvenlik kodu"},
		langRU: {"код безопасности"},
		langJA: {"セキュリティコード"},
		langZH: {"安全码"},
		langKO: {"보안 코드"},
		langHI: {"सुरक्षा कोड"},
		langAR: {"رمز الأمان"},
		langDA: {"sikkerhedskode"},
		langNO: {"sikkerhetskode"},
		langFI: {"turvakoodi"},
		langCS: {"bezpecnostni kod"},
		langSK: {"bezpecnostny kod"},
		langHU: {"biztonsagi kod"},
		langRO: {"cod de securitate"},
		langEL: {"κωδικος ασφαλειας"},
		langBG: {"код за сигурност"},
		langUK: {"код безпеки"},
		langHR: {"sigurnosni kod"},
		langSR: {"sigurnosni kod", "сигурносни код"},
		langID: {"kode keamanan"},
		langMS: {"kod keselamatan"},
		langVI: {"ma bao mat"},
		langTH: {"รหัสความปลอดภัย"},
		langHE: {"קוד אבטחה"},
	}},
	// An access code is a secret, but not the code of a building's door
	// that a delivery address asks for.
	{id: "text.one-time-code", kind: "one-time-code", class: Block, unless: []string{"ctx.captcha", "ctx.building"}, terms: langTerms{
		langEN: {"access code", "4 digit code", "8 digit code", "two step verification code"},
		langNL: {"toegangscode", "6 cijferige code", "zes cijferige code", "tweestapsverificatiecode", "tweestapsverificatie code", "tweefactorcode", "tweefactor code"},
		langDE: {"zugangscode", "zwei faktor code", "2 faktor code", "6 stelliger code", "6 stelligen code", "6stelliger code", "6stelligen code", "sechsstelliger code", "sechsstelligen code"},
		langFR: {"code d acces", "code a 6 chiffres", "code a six chiffres", "code de double authentification", "code double authentification"},
		langES: {"codigo de acceso", "codigo de 6 digitos", "codigo de seis digitos", "codigo de dos factores", "codigo de doble factor"},
		langPT: {"codigo de acesso", "codigo de 6 digitos", "codigo de seis digitos", "codigo de dois fatores", "codigo de duplo fator"},
		langIT: {"codice di accesso", "codice a 6 cifre", "codice di 6 cifre", "codice a due fattori", "codice di doppio fattore"},
	}},
	// One-time codes sent by SMS or email, authenticator codes.
	{id: "text.one-time-code", kind: "one-time-code", class: Block, unless: []string{"ctx.captcha"}, terms: langTerms{
		langXX: {"otp", "*otp", "otp*", "2fa", "mfa", "totp", "hotp", "tfa", "sms code", "smscode", "2 step", "two step"},
		langEN: {"one time code", "one time password", "one time pin", "onetime code", "verification code", "verify code", "verif code", "confirmation code", "confirm code", "activation code", "auth code", "authentication code", "authorization code", "security code", "sec code", "login code", "sign in code", "signin code", "passcode", "two factor", "twofactor", "second factor", "2nd factor", "code sent", "sent code", "6 digit code", "text message code", "vcode", "authenticator code", "authenticator app code", "code we sent", "code from sms", "code from text", "code received", "received code", "code you received", "authenticator", "authenticator app", "code from your email", "code from the email", "code in your email", "code in the email", "emailed code", "code from your phone", "texted code", "sent a code", "sent you a code", "code to your email", "code to your phone", "texted you a code", "unlock code"},
		langNL: {"verificatiecode", "bevestigingscode", "eenmalige code", "sms code", "beveiligingscode", "activatiecode", "inlogcode", "ontvangen code", "code uit sms", "authenticatiecode", "autorisatiecode"},
		langDE: {"bestatigungscode", "bestaetigungscode", "verifizierungscode", "sicherheitscode", "einmalcode", "einmalpasswort", "aktivierungscode", "tan", "smstan", "mtan", "code per sms", "code aus der sms", "erhaltenen code", "freigabecode", "authentifizierungscode", "autorisierungscode"},
		langFR: {"code de verification", "code de confirmation", "code de securite", "code a usage unique", "code recu", "code sms", "code d activation", "code recu par sms", "code envoye", "code d authentification", "code d autorisation"},
		langES: {"codigo de verificacion", "codigo de confirmacion", "codigo de seguridad", "codigo de un solo uso", "codigo sms", "codigo de activacion", "codigo enviado", "codigo recibido", "codigo de autenticacion", "codigo de autorizacion", "código por sms"},
		langCA: {"codi de verificacio", "codi de confirmacio", "codi de seguretat", "codi d un sol us", "codi sms", "codi d activacio"},
		langPT: {"codigo de verificacao", "codigo de confirmacao", "codigo de seguranca", "codigo sms", "codigo de ativacao", "codigo enviado", "codigo recebido", "codigo de autenticacao", "codigo de autorizacao"},
		langIT: {"codice di verifica", "codice di conferma", "codice di sicurezza", "codice monouso", "codice sms", "codice otp", "codice di attivazione", "codice ricevuto", "codice inviato", "codice di autenticazione", "codice di autorizzazione"},
		langPL: {"kod weryfikacyjny", "kod potwierdzajacy", "kod sms", "kod jednorazowy", "kod bezpieczenstwa", "kod aktywacyjny", "kod z sms", "kod z wiadomosci sms", "otrzymany kod"},
		langSV: {"verifieringskod", "bekraftelsekod", "engangskod", "sakerhetskod", "sms kod"},
		langTR: {"dogrulama kodu", "onay kodu", "tek kullanimlik", "tek seferlik", "guvenlik kodu", "sms kodu", "sms ile gelen", "sms sifresi", "gelen kod"},
		langRU: {"код подтвержд*", "проверочн*", "одноразов*", "код из смс", "смс код", "код безопасности", "код из смс", "смс код", "sms код", "код sms", "код из sms"},
		langJA: {"認証コード", "確認コード", "ワンタイム", "セキュリティコード", "確認番号", "認証番号", "SMSコード", "SMS認証"},
		langZH: {"验证码", "驗證碼", "校验码", "动态码", "动态密码", "安全码"},
		langKO: {"인증번호", "인증 번호", "인증코드", "확인 코드", "보안 코드", "일회용", "SMS 코드"},
		langHI: {"ओटीपी", "सत्यापन कोड", "वन टाइम", "सत्यापन संख्या", "सत्यापन नंबर"},
		langAR: {"رمز التحقق", "كود التحقق", "رمز التأكيد", "رمز لمرة واحدة", "رمز الأمان", "الرمز المرسل", "رمز التفعيل", "كود التفعيل"},
		langFA: {"کد تایید", "رمز یکبار مصرف", "رمز یک بار مصرف", "رمز پویا", "کد یکبار مصرف", "کد یک بار مصرف", "کد فعالسازی", "کد پیامک"},
		langDA: {"engangskode", "bekraeftelseskode", "verifikationskode", "sikkerhedskode", "sms kode", "aktiveringskode"},
		langNO: {"engangskode", "bekreftelseskode", "verifiseringskode", "sikkerhetskode", "sms kode", "aktiveringskode"},
		langFI: {"vahvistuskoodi", "varmennuskoodi", "kertakayttokoodi", "kertakayttoinen koodi", "turvakoodi", "tekstiviestikoodi", "aktivointikoodi", "sms koodi"},
		langCS: {"overovaci kod", "potvrzovaci kod", "jednorazovy kod", "bezpecnostni kod", "sms kod", "aktivacni kod", "kod z sms", "kod ze sms"},
		langSK: {"overovaci kod", "potvrdzovaci kod", "jednorazovy kod", "bezpecnostny kod", "sms kod", "aktivacny kod", "kod zo sms", "kod z sms"},
		langHU: {"ellenorzo kod", "megerosito kod", "egyszer hasznalatos kod", "biztonsagi kod", "sms kod", "aktivalo kod", "aktivacios kod"},
		langRO: {"cod de verificare", "cod de confirmare", "cod unic de verificare", "cod de securitate", "cod sms", "cod de activare"},
		langEL: {"κωδικος επαληθευσης", "κωδικος επιβεβαιωσης", "κωδικος μιας χρησης", "κωδικος ασφαλειας", "κωδικος ενεργοποιησης", "κωδικός sms"},
		langBG: {"код за потвърждение", "код за верификация", "еднократен код", "код за сигурност", "код за активация"},
		langUK: {"код підтвердження", "одноразовий код", "код безпеки", "код активації"},
		langHR: {"verifikacijski kod", "kod za potvrdu", "jednokratni kod", "sigurnosni kod", "aktivacijski kod", "kod za verifikaciju"},
		langSR: {"verifikacioni kod", "kod za potvrdu", "jednokratni kod", "sigurnosni kod", "сигурносни код", "верификациони код", "код за потврду", "једнократни код"},
		langID: {"kode verifikasi", "kode konfirmasi", "kode keamanan", "kode aktivasi", "kode sms"},
		langMS: {"kod pengesahan", "kod tac", "no tac", "nombor tac", "kod keselamatan", "kod pengaktifan", "kod sms", "kata laluan sekali guna"},
		langVI: {"ma xac nhan", "ma xac thuc", "ma bao mat", "ma kich hoat", "mã sms"},
		langTH: {"รหัสยืนยัน", "รหัสความปลอดภัย"},
		langHE: {"קוד אימות", "קוד האימות", "קוד חד פעמי", "קוד אבטחה"},
		langET: {"kinnituskood", "uhekordne kood", "sms kood", "aktiveerimiskood", "turvakood", "verifitseerimiskood"},
		langLT: {"patvirtinimo kodas", "vienkartinis kodas", "sms kodas", "aktyvavimo kodas", "saugos kodas"},
		langLV: {"verifikacijas kods", "apstiprinajuma kods", "vienreizejais kods", "vienreizejo kodu", "sms kods", "aktivizacijas kods", "drosibas kods"},
		langSL: {"potrditvena koda", "enkratna koda", "varnostna koda", "sms koda", "verifikacijska koda", "aktivacijska koda"},
	}},
	// Security questions and their answers.
	{id: "text.security-answer", kind: "security-answer", class: Block, terms: langTerms{
		langEN: {"security question", "secret question", "challenge question", "security answer", "secret answer", "challenge answer", "security q", "memorable word", "memorable information", "memorable data", "memorable date", "memorable place", "memorable name", "mother s maiden name", "mothers maiden name", "mother maiden name", "maiden name of your mother", "secret word", "security word", "recovery question", "sec question", "sec answer", "secq", "seca", "name of your first pet", "first pet", "sec ans", "secans"},
		langNL: {"beveiligingsvraag", "geheime vraag", "beveiligingsantwoord", "geheim antwoord"},
		langDE: {"sicherheitsfrage", "geheimfrage", "geheime frage", "sicherheitsantwort", "geheime antwort"},
		langFR: {"question secrete", "question de securite", "reponse secrete", "reponse de securite"},
		langES: {"pregunta de seguridad", "pregunta secreta", "respuesta de seguridad", "respuesta secreta"},
		langCA: {"pregunta de seguretat", "pregunta secreta", "resposta de seguretat", "resposta secreta"},
		langPT: {"pergunta de seguranca", "pergunta secreta", "resposta de seguranca", "resposta secreta"},
		langIT: {"domanda di sicurezza", "domanda segreta", "risposta di sicurezza", "risposta segreta"},
		langPL: {"pytanie bezpieczenstwa", "pytanie pomocnicze", "pytanie zabezpieczajace", "odpowiedz na pytanie"},
		langSV: {"sakerhetsfraga", "hemlig fraga", "sakerhetssvar"},
		langTR: {"guvenlik sorusu", "gizli soru", "guvenlik cevabi", "gizli cevap"},
		langRU: {"контрольн* вопрос", "секретн* вопрос", "ответ на вопрос", "контрольн* ответ", "секретн* ответ"},
		langJA: {"秘密の質問", "秘密の答え", "質問の答え"},
		langZH: {"安全问题", "密保问题", "密保", "安全提示问题", "問題答案", "安全問題"},
		langKO: {"보안 질문", "보안질문", "질문 답변", "비밀 질문"},
		langHI: {"सुरक्षा प्रश्न", "गुप्त प्रश्न", "सुरक्षा उत्तर"},
		langAR: {"سؤال الأمان", "السؤال السري", "سؤال الامان", "سؤال سري", "إجابة الأمان"},
		langFA: {"سوال امنیتی", "سؤال امنیتی", "پاسخ امنیتی", "پاسخ سوال امنیتی"},
		langDA: {"sikkerhedssporgsmal", "hemmeligt sporgsmal", "sikkerhedssvar"},
		langNO: {"sikkerhetssporsmal", "hemmelig sporsmal", "sikkerhetssvar"},
		langFI: {"turvakysymys", "salainen kysymys", "turvakysymyksen vastaus"},
		langCS: {"bezpecnostni otazka", "kontrolni otazka", "tajna otazka"},
		langSK: {"bezpecnostna otazka", "kontrolna otazka", "tajna otazka"},
		langHU: {"biztonsagi kerdes", "titkos kerdes", "biztonsagi valasz"},
		langRO: {"intrebare de securitate", "intrebare secreta", "intrebarea de securitate", "raspuns secret"},
		langEL: {"ερωτηση ασφαλειας", "μυστικη ερωτηση"},
		langBG: {"таен въпрос", "контролен въпрос", "въпрос за сигурност"},
		langUK: {"контрольне питання", "секретне питання"},
		langHR: {"sigurnosno pitanje", "tajno pitanje"},
		langSR: {"bezbednosno pitanje", "tajno pitanje", "безбедносно питање"},
		langID: {"pertanyaan keamanan", "jawaban keamanan"},
		langMS: {"soalan keselamatan", "jawapan keselamatan"},
		langVI: {"cau hoi bao mat"},
		langTH: {"คำถามความปลอดภัย", "คำถามรักษาความปลอดภัย"},
		langHE: {"שאלת אבטחה", "שאלה סודית"},
		langET: {"turvakusimus", "turvakusimuse vastus", "salajane kusimus"},
		langLT: {"saugos klausim*", "slaptas klausimas", "slapto klausimo"},
		langLV: {"drosibas jautajum*", "slepenais jautajums", "slepena jautajuma"},
		langSL: {"varnostno vprasanje", "skrivno vprasanje", "varnostnega vprasanja"},
	}},
	// Payment card number, and stored-value cards that carry their value.
	{id: "text.card-number", kind: "card-number", class: Block, unless: []string{"ctx.other-card", "ctx.pack-id-card-in", "ctx.card-not-payment"}, unlessSameAttr: true, terms: langTerms{
		langXX: {"cc number", "ccnum", "ccno", "cc no", "cc num", "ccn", "cardnum", "cardno", "pan number", "card pan", "cardpan", "creditcardno", "debitcardno", "arithmos kartas"},
		langEN: {"card number", "card no", "card num", "card nr", "creditcard number", "credit number", "account number on card", "card account number", "long number"},
		langNL: {"kaartnummer", "*kaartnummer", "creditcardnummer", "pasnummer", "kaartnr"},
		langDE: {"kartennummer", "*kartennummer", "kreditkartennummer", "kartennr"},
		langFR: {"numero de carte", "numero carte", "n de carte"},
		langES: {"numero de tarjeta", "numero tarjeta"},
		langCA: {"numero de targeta", "numero targeta"},
		langPT: {"numero do cartao", "numero de cartao", "numero cartao"},
		langIT: {"numero di carta", "numero della carta", "numero carta"},
		langPL: {"numer karty", "nr karty"},
		langSV: {"kortnummer"},
		langTR: {"kart numarasi", "kart no"},
		langRU: {"номер карт*"},
		langJA: {"カード番号", "クレジットカード番号"},
		langZH: {"卡号", "卡號", "信用卡号"},
		langKO: {"카드번호", "카드 번호"},
		langHI: {"कार्ड नंबर", "कार्ड संख्या"},
		langAR: {"رقم البطاقة", "رقم بطاقة"},
		langFA: {"شماره کارت", "شماره کارت بانکی"},
		langID: {"nomor kartu", "no kartu", "no kartu kredit"},
		langMS: {"nombor kad", "no kad", "nombor kad kredit"},
		langDA: {"kortnummer", "kortnr", "kortets nummer"},
		langNO: {"kortnummer", "kortnr"},
		langFI: {"kortin numero", "korttinumero", "kortinnumero"},
		langCS: {"cislo karty", "cislo platebni karty", "c karty"},
		langSK: {"cislo karty", "cislo platobnej karty", "c karty"},
		langHU: {"kartyaszam", "*kartyaszam", "kartya szama", "kartyaszama", "kartyasz"},
		langRO: {"numar card", "numarul cardului", "numar de card", "numarul de card"},
		langEL: {"αριθμος καρτας", "αριθμος πιστωτικης καρτας", "αρ. κάρτας"},
		langBG: {"номер на карта*", "номер на картата"},
		langUK: {"номер картки", "номер карти"},
		langHR: {"broj kartice", "broj platne kartice", "broj kreditne kartice", "br. kartice"},
		langSR: {"broj kartice", "број картице", "broj platne kartice", "broj kreditne kartice"},
		langVI: {"so the tin dung", "so the ngan hang"},
		langTH: {"หมายเลขบัตร", "เลขบัตรเครดิต", "เลขที่บัตร"},
		langHE: {"מספר כרטיס", "מספר הכרטיס", "מספר כרטיס אשראי"},
		langET: {"kaardi number", "kaardinumber", "*kaardinumber"},
		langLT: {"korteles numeris", "korteles nr"},
		langLV: {"kartes numurs", "kartes nr"},
		langSL: {"stevilka kartice", "st kartice"},
	}},
	// "Credit card" names the number field on many forms, and the container
	// of the billing address on others: it counts only when nothing says
	// the field is something ordinary.
	{id: "text.card-number", kind: "card-number", class: Block, weak: true, unless: []string{"ctx.card-attribute", "ctx.choice", "ctx.plain-field", "ctx.date-part", "ctx.captcha-name"}, terms: langTerms{
		langEN: {"credit card", "debit card", "creditcard", "payment card", "bank card"},
		langNL: {"creditcard", "betaalkaart", "bankpas"},
		langDE: {"kreditkarte", "*kreditkarte", "debitkarte", "bankkarte"},
		langFR: {"carte bancaire", "carte de credit"},
		langES: {"tarjeta de credito", "tarjeta de debito"},
		langCA: {"targeta de credit", "targeta de debit"},
		langPT: {"cartao de credito", "cartao de debito"},
		langIT: {"carta di credito", "carta di debito"},
		langPL: {"karta kredytowa", "karta platnicza"},
		langSV: {"kreditkort*", "betalkort"},
		langTR: {"kredi karti", "banka karti"},
		langRU: {"кредитн* карт*", "банковск* карт*"},
		langJA: {"クレジットカード"},
		langZH: {"信用卡", "银行卡"},
		langKO: {"신용카드"},
		langHI: {"क्रेडिट कार्ड"},
		langAR: {"بطاقة الائتمان", "بطاقة ائتمان"},
		langID: {"kartu kredit", "kartu debit"},
		langMS: {"kad kredit", "kad debit"},
		langDA: {"kreditkort", "betalingskort", "hævekort"},
		langNO: {"kredittkort", "betalingskort", "bankkort"},
		langFI: {"luottokortti", "maksukortti", "pankkikortti"},
		langCS: {"platebni karta", "kreditni karta", "platebni karty"},
		langSK: {"platobna karta", "kreditna karta"},
		langHU: {"bankkartya", "hitelkartya"},
		langRO: {"card de credit", "card bancar", "card de debit"},
		langEL: {"πιστωτικη καρτα", "χρεωστικη καρτα"},
		langBG: {"кредитна карта", "банкова карта", "дебитна карта"},
		langUK: {"кредитн* картк*", "банківськ* картк*", "платіжн* картк*"},
		langHR: {"kreditna kartica", "platna kartica"},
		langSR: {"platna kartica", "kreditna kartica", "платна картица"},
		langVI: {"the tin dung", "the ngan hang", "the ghi no"},
		langTH: {"บัตรเครดิต", "บัตรเดบิต"},
		langHE: {"כרטיס אשראי"},
		langET: {"krediitkaart", "deebetkaart", "pangakaart", "maksekaart"},
		langLT: {"kredito kortele", "mokejimo kortele", "banko kortele", "debeto kortele"},
		langLV: {"kreditkarte", "maksajumu karte", "bankas karte", "debetkarte"},
		langSL: {"kreditna kartica", "placilna kartica", "debetna kartica", "bancna kartica"},
	}},
	// A card noun and a number word together, in any order and any
	// language: "Number on card", "Nummer der Karte", "N° de la carte",
	// "número de la tarjeta", "Kortets nummer", "カードの番号".
	{id: "text.card-number", kind: "card-number", class: Block, pair: true, unlessSameAttr: true,
		unless: []string{"ctx.other-card", "ctx.pack-id-card-in", "ctx.card-attribute", "ctx.quantity", "ctx.document", "ctx.gift-card-word", "ctx.card-not-payment"}},
	// "PAN" (a card's primary account number) beside card words; in India
	// it is the tax id (pack.in.pan).
	{id: "text.card-number", kind: "card-number", class: Block, needs: []string{"ctx.card"}, unless: []string{"ctx.pack-id-card-in", "ctx.other-card"}, terms: langTerms{
		langXX: {"pan", "pan no", "card pan"},
	}},
	{id: "text.gift-card", kind: "gift-card", class: Block, unless: []string{"ctx.gift-card-detail", "ctx.captcha-name"}, terms: langTerms{
		langEN: {"gift card", "giftcard", "gift cert", "giftcert", "gift certificate", "gift voucher", "gc number", "gift code", "stored value card", "prepaid card", "gift card number", "e gift card", "claim code", "redemption code", "store credit code", "store credit number"},
		langNL: {"cadeaukaart", "cadeaubon", "giftcard"},
		langDE: {"geschenkkarte", "gutscheinkarte", "geschenkgutschein"},
		langFR: {"carte cadeau", "cheque cadeau"},
		langES: {"tarjeta regalo", "tarjeta de regalo"},
		langPT: {"cartao presente", "vale presente"},
		langIT: {"carta regalo", "buono regalo", "gift card"},
		langPL: {"karta podarunkowa", "karty podarunkowej", "bon podarunkowy", "bonu podarunkowego"},
		langSV: {"presentkort*"},
		langTR: {"hediye karti", "hediye ceki"},
		langRU: {"подарочн* карт*", "подарочн* сертификат*"},
		langJA: {"ギフトカード", "ギフト券"},
		langZH: {"礼品卡", "禮品卡"},
		langKO: {"기프트카드", "상품권"},
		langHI: {"गिफ्ट कार्ड"},
		langAR: {"بطاقة الهدايا", "بطاقة هدية"},
		langDA: {"gavekort*"},
		langNO: {"gavekort*"},
		langFI: {"lahjakortti", "lahjakortin", "lahjakorttinumero"},
		langCS: {"darkova karta", "darkove karty", "darkovy poukaz", "darkoveho poukazu"},
		langSK: {"darcekova karta", "darcekovej karty", "darcekova poukazka"},
		langHU: {"ajandekkartya", "ajandekutalvany"},
		langRO: {"card cadou", "cardului cadou", "voucher cadou"},
		langEL: {"δωροκαρτα", "δωροκαρτας"},
		langBG: {"подаръчна карта", "подаръчен ваучер"},
		langUK: {"подарунков* картк*", "подарунков* сертифікат*"},
		langHR: {"poklon kartica", "poklon bon"},
		langSR: {"poklon kartica", "поклон картица"},
		langID: {"kartu hadiah"},
		langMS: {"kad hadiah"},
		langVI: {"the qua tang"},
		langTH: {"บัตรของขวัญ"},
		langHE: {"כרטיס מתנה", "שובר מתנה"},
		langET: {"kinkekaart*", "kinkekaardi"},
		langLT: {"dovanu kortele", "dovanu korteles"},
		langLV: {"davanu karte", "davanu kartes"},
		langSL: {"darilna kartica", "darilne kartice", "darilni bon"},
	}},
	// Card security code (CVV/CVC/CSC/CID).
	{id: "text.card-security-code", kind: "card-security-code", class: Block, terms: langTerms{
		langXX: {"cvv", "cvc", "csc", "cid", "cvv2", "cvc2", "cvn", "cav2", "cvd", "ccv", "cv code", "cv2", "cv number", "*cvv*", "*cvc*", "*csc"},
		langEN: {"card code", "card verification", "verification value", "card security", "security number", "card security code", "security code on card", "digits on the back", "back of your card", "back of the card", "back of card", "code on back", "digits on back", "3 or 4 digits", "3 4 digits"},
		langNL: {"beveiligingscode", "controlecode", "kaartcode", "kaartcontrolecode", "kaartverificatiecode", "3 of 4 cijfers"},
		// Names write ü as "ue" and leave out the prepositions.
		langDE: {"prufnummer", "*prufnummer", "prufziffer", "kartenprufnummer", "sicherheitscode", "pruefnummer", "*pruefnummer", "pruefziffer", "3 oder 4 ziffern"},
		langFR: {"cryptogramme", "crypto", "code de securite", "code securite", "3 ou 4 chiffres"},
		langES: {"codigo de seguridad", "codigo de verificacion de la tarjeta", "codigo seguridad", "cod seguridad", "3 o 4 digitos"},
		langCA: {"codi de seguretat", "codi seguretat", "codi de verificacio de la targeta"},
		langPT: {"codigo de seguranca", "codigo verificador", "codigo seguranca", "cod seguranca", "3 ou 4 digitos"},
		langIT: {"codice di sicurezza", "codice di verifica carta", "codice sicurezza", "cod sicurezza", "3 o 4 cifre"},
		langPL: {"kod bezpieczenstwa", "kod zabezpieczajacy"},
		langSV: {"sakerhetskod", "kontrollsiffr*"},
		langTR: {"guvenlik kodu", "guvenlik numarasi"},
		langRU: {"код безопасности", "cvv код", "код cvc"},
		langJA: {"セキュリティコード", "セキュリティーコード"},
		langZH: {"安全码", "安全碼", "验证码后三位", "卡验证码"},
		langKO: {"보안코드", "보안 코드", "CVC 번호"},
		langHI: {"सुरक्षा कोड", "सीवीवी"},
		langAR: {"رمز الأمان", "رمز الحماية"},
		langDA: {"kontrolcifre", "kontrolkode"},
		langNO: {"kontrollsiffer*"},
		langFI: {"tarkistusnumero", "tarkistuskoodi", "turvanumero"},
		langCS: {"kontrolni kod", "overovaci kod karty"},
		langSK: {"kontrolny kod"},
		langHU: {"ellenorzo szam", "biztonsagi szam"},
		langRO: {"cod de verificare card"},
		langEL: {"κωδικος ασφαλειας καρτας"},
		langBG: {"код за сигурност на картата"},
		langUK: {"код cvv"},
		langHR: {"kontrolni broj"},
		langSR: {"kontrolni broj"},
		langID: {"kode cvv"},
		langMS: {"kod cvv"},
		langVI: {"ma cvv"},
		langTH: {"รหัสหลังบัตร"},
		langHE: {"ספרות בגב הכרטיס", "3 ספרות"},
		langET: {"kaardi turvakood"},
		langLT: {"korteles saugos kodas"},
		langLV: {"kartes drosibas kods"},
		langSL: {"varnostna koda kartice", "kontrolna stevilka"},
	}},
	// Card expiry. "Expiry" alone asks for a card's expiry date on most forms;
	// the expiry of a passport, licence or membership is not a secret.
	{id: "text.card-expiry", kind: "card-expiry", class: Block, unless: []string{"ctx.document"}, terms: langTerms{
		langEN: {"expiry", "expiration", "expires", "expire", "*expire", "*expires", "cc exp", "ccexp*", "expiry date", "expiration date", "valid thru", "valid through", "valid until", "good thru", "good through", "exp date", "exp mm", "exp yy", "expdate", "expiry month", "expiry year", "expir*", "*expiry", "*expiration", "*expdate", "cardexp"},
		langNL: {"vervaldatum", "geldig tot", "vervalmaand", "vervaljaar"},
		langDE: {"ablaufdatum", "gultig bis", "verfallsdatum", "gultigkeit", "ablaufmonat", "ablaufjahr"},
		langFR: {"date d expiration", "expiration", "date de validite", "valable jusqu", "date d echeance"},
		langES: {"fecha de vencimiento", "fecha de caducidad", "vencimiento", "caducidad", "fecha de expiracion", "valido hasta"},
		langCA: {"data de caducitat", "data de venciment", "caducitat", "venciment", "valida fins"},
		langPT: {"data de validade", "validade", "data de vencimento", "vencimento", "data de expiracao"},
		langIT: {"data di scadenza", "scadenza", "valida fino"},
		langPL: {"data waznosci", "waznosc", "wazna do"},
		langSV: {"utgangsdatum", "giltig till", "utgangsmanad", "utgangsar"},
		langTR: {"son kullanma", "son kullanma tarihi", "gecerlilik tarihi", "skt"},
		langRU: {"срок действия", "действительна до", "истекает"},
		langJA: {"有効期限"},
		langZH: {"有效期", "到期日"},
		langKO: {"유효기간", "만료일", "유효 기간"},
		langHI: {"समाप्ति", "वैधता"},
		langAR: {"تاريخ الانتهاء", "تاريخ انتهاء", "صالحة حتى"},
		langFA: {"تاریخ انقضا", "تاریخ انقضای کارت", "انقضا"},
		langDA: {"udlobsdato", "udlob", "gyldig til", "udlobsmaned", "udlobsar"},
		langNO: {"utlopsdato", "utlop", "gyldig til", "utlopsmaned", "utlopsar"},
		langFI: {"voimassaoloaika", "voimassa", "vanhenemispaiva", "viimeinen voimassaolopaiva", "voimassaolo"},
		langCS: {"platnost", "platnost do", "datum platnosti", "expirace", "platna do"},
		langSK: {"platnost", "platnost do", "datum platnosti", "expiracia", "platna do"},
		langHU: {"lejarat", "lejarata", "lejarati datum", "lejarati ido", "ervenyesseg"},
		langRO: {"data expirarii", "expirare", "valabil pana", "data de expirare", "valabilitate"},
		langEL: {"ημερομηνια ληξης", "ληξη", "ισχυει εως"},
		langBG: {"валидност", "дата на изтичане", "валидна до", "срок на валидност"},
		langUK: {"термін дії", "дійсна до", "дата закінчення"},
		langHR: {"datum isteka", "vrijedi do", "istek"},
		langSR: {"datum isteka", "vazi do", "istek", "датум истека", "важи до"},
		langID: {"tanggal kedaluwarsa", "masa berlaku", "berlaku hingga", "kadaluarsa", "kedaluwarsa", "berlaku sampai"},
		langMS: {"tarikh luput", "tarikh tamat tempoh", "tamat tempoh", "sah sehingga"},
		langVI: {"ngay het han", "het han", "han su dung"},
		langTH: {"วันหมดอายุ"},
		langHE: {"תוקף", "תאריך תפוגה", "תוקף הכרטיס", "תאריך תוקף"},
		langET: {"kehtiv kuni", "aegumiskuupaev", "kehtivusaeg", "kehtivuse lopp"},
		langLT: {"galioja iki", "galiojimo data", "galiojimo pabaiga", "galiojimo laikas"},
		langLV: {"deriguma termins", "derigs lidz", "deriga lidz", "deriguma datums"},
		langSL: {"velja do", "veljavna do", "datum veljavnosti", "datum poteka", "veljavnost"},
	}},
	// "exp" and "MM/YY" are card expiry only next to card words.
	{id: "text.card-expiry", kind: "card-expiry", class: Block, needs: []string{"ctx.card"}, unless: []string{"ctx.document", "ctx.card-attribute", "ctx.plain-field"}, terms: langTerms{
		langEN: {"exp", "mm yy", "mm yyyy", "month", "year", "mm", "yy", "yyyy", "expm", "expy", "expmm", "expyy", "expmo", "expyr", "exp m", "exp y", "exp mo", "exp yr", "valid", "exp month", "exp year", "expmonth", "expyear", "*expmonth", "*expyear"},
		langXX: {"vto", "venc", "vencto", "scad", "ablauf", "gultig", "gueltig"},
		langDE: {"monat", "jahr"},
		langFR: {"mois", "annee"},
		langES: {"mes", "ano"},
		langPT: {"mes", "ano"},
		langIT: {"mese", "anno"},
		langNL: {"maand", "jaar"},
		langDA: {"maned"},
		langNO: {"maned"},
		langFI: {"kuukausi", "vuosi"},
		langCS: {"mesic", "rok"},
		langSK: {"mesiac", "rok"},
		langHU: {"honap", "ev"},
		langRO: {"luna", "anul"},
		langEL: {"μηνας", "ετος"},
		langBG: {"месец", "година"},
		langUK: {"місяць", "рік"},
		langHR: {"mjesec", "godina"},
		langSR: {"mesec", "godina"},
		langID: {"bulan", "tahun"},
		langVI: {"thang"},
		langHE: {"חודש", "שנה"},
		langET: {"kuu", "aasta"},
		langLT: {"menuo", "metai"},
		langLV: {"menesis", "gads"},
		langSL: {"mesec", "leto"},
	}},
	{id: "text.card-expiry", kind: "card-expiry", class: Block, unless: []string{"ctx.document", "ctx.day-first"}, terms: langTerms{
		langEN: {"mm yy", "mm yyyy"},
	}},
	// National identity numbers (the ambiguous short ones are in packs).
	{id: "text.national-id", kind: "national-id", class: Block, terms: langTerms{
		langXX: {"ssn", "*ssn", "ssn*", "bsn", "aadhaar", "aadhar", "nric", "ppsn", "pps number", "pps no", "ppsno", "cpf", "*cpf", "cpf*", "dni", "*dni", "pesel", "tckn", "tcno", "tc no", "tc kimlik", "t c kimlik", "curp", "cuil", "snils", "hetu", "rrn", "insz", "nir",
			// Each country's own short name, as names and ids write it.
			"steuerid", "steueridnr", "steuer idnr", "emso", "amka", "pis pasep", "pispasep", "nis pasep", "itin", "personnr", "isikukood", "asmens kodas", "personas kods", "hkid", "cnic", "iqama", "emirates id", "mykad", "bvn", "sss number", "ahv", "ahvnr", "ahv nr", "ahv nummer", "svnr", "sv nr", "sv nummer", "sozialversicherungsnr", "rnokpp", "jmbg", "kennitala",
			// Romanised names of non-Latin-script ids.
			// Malaysia's identity card, as MyKad and in Malay.
			"my kad", "kad pengenalan", "no kad pengenalan", "nombor kad pengenalan",
			"jumin beonho", "juminbeonho", "jumin deungnok beonho", "jumindeungnokbeonho", "shenfenzheng", "shenfenzheng hao", "kojin bango", "kojin bangou", "teudat zehut"},
		langEN: {"social security", "social security number", "soc sec", "soc sec no", "soc sec number", "social insurance number", "sin number", "national id", "national identity", "national identification", "national insurance", "national insurance number", "ni number", "personal identity number", "personal identification code", "citizen id", "citizen number", "identity document number",
			// The identity card of Malaysia and Singapore (IC), of Sri Lanka (NIC).
			"ic number", "ic no", "nic number", "nic no",
			// The civil id of Kuwait, Oman and Bahrain; Thailand's id card.
			"civil id", "civil id number", "civil number", "thai id", "thai national id",
			// Korea's resident registration number, in English.
			"resident registration number", "resident registration no"},
		langNL: {"burgerservicenummer", "sofinummer", "sofi nummer", "rijksregisternummer", "rijksregister", "rijksregisternr", "rijksregister nummer", "nationaal nummer", "identiteitsnummer", "persoonsnummer"},
		langDE: {"personalausweisnummer", "ausweisnummer", "sozialversicherungsnummer", "rentenversicherungsnummer", "identifikationsnummer", "steueridentifikationsnummer", "steuer identifikationsnummer", "steuerliche identifikationsnummer", "steuer id", "steuer id nr", "personenkennzahl", "personalausweis", "personalausweis nr", "ausweis nr"},
		langFR: {"numero de securite sociale", "numero d identite", "numero de registre national", "registre national", "niss", "carte vitale", "carte d identite", "numero de la carte d identite", "securite sociale", "n de securite sociale", "n de secu", "numero de secu", "n secu", "n ss", "n de ss"},
		langES: {"documento de identidad", "numero de identidad", "cedula", "cedula de identidad", "documento nacional", "seguridad social", "numero de la seguridad social", "nuss", "seg social", "n seg social", "n ss"},
		langCA: {"document d identitat", "numero d identitat", "document nacional d identitat", "numero de la seguretat social", "seguretat social"},
		langPT: {"cartao de cidadao", "numero de identificacao", "bilhete de identidade", "documento de identidade", "seguranca social", "numero de seguranca social", "carteira de identidade", "registro geral", "numero do rg", "numero de rg", "numero rg"},
		langIT: {"codice fiscale", "codicefiscale", "cod fisc", "cod fiscale", "carta d identita", "numero carta d identita", "previdenza sociale"},
		langPL: {"numer pesel", "dowod osobisty", "numer dowodu", "nr dowodu", "dowodu osobistego"},
		langSV: {"personnummer", "samordningsnummer"},
		langTR: {"kimlik no", "kimlik numarasi", "tc kimlik no", "tc kimlik numarasi", "vatandaslik numarasi"},
		langRU: {"снилс", "удостоверени* личности", "иин"},
		// Japan's pension number is its social insurance number.
		langJA: {"マイナンバー", "個人番号", "身分証明書番号", "基礎年金番号", "年金番号"},
		langZH: {"身份证", "身份證", "居民身份", "身分證"},
		langKO: {"주민등록번호", "주민번호", "외국인등록번호", "신분증 번호", "신분증번호"},
		langHI: {"आधार", "आधार संख्या"},
		langAR: {"رقم الهوية", "الهوية الوطنية", "رقم الهويه", "الرقم القومي", "رقم الإقامة"},
		langFA: {"کد ملی", "کدملی", "شماره ملی", "کارت ملی", "شماره کارت ملی", "شماره شناسنامه"},
		langDA: {"cpr nummer", "cprnummer", "cpr nr", "personnummer"},
		langNO: {"fodselsnummer", "personnummer", "d nummer"},
		langFI: {"henkilotunnus", "sosiaaliturvatunnus", "henkilokortin numero"},
		langCS: {"rodne cislo", "obcansky prukaz", "cislo obcanskeho prukazu", "cislo op", "c op"},
		langSK: {"rodne cislo", "obciansky preukaz", "cislo obcianskeho preukazu", "cislo op", "c op"},
		langHU: {"szemelyi szam", "szemelyi igazolvany", "szemelyi igazolvany szam", "szemelyi igazolvany szama", "taj szam", "tajszam", "szemelyazonosito"},
		langRO: {"cod numeric personal", "carte de identitate", "serie si numar buletin", "seria și numărul ci"},
		langEL: {"αμκα", "αριθμος ταυτοτητας", "αδτ", "δελτιο ταυτοτητας", "αριθμος δελτιου ταυτοτητας"},
		langBG: {"егн", "единен граждански номер", "лична карта", "номер на лична карта"},
		langUK: {"рнокпп", "ідентифікаційний код", "ідентифікаційний номер", "номер паспорта громадянина"},
		langHR: {"osobni identifikacijski broj", "osobna iskaznica", "broj osobne iskaznice", "matični broj građana"},
		langSR: {"jmbg", "jedinstveni maticni broj", "licna karta", "broj licne karte", "јмбг", "лична карта", "matični broj građana", "матични број грађана"},
		langID: {"nomor induk kependudukan", "ktp", "no ktp", "nomor ktp", "e ktp"},
		langVI: {"cmnd", "cccd", "can cuoc cong dan", "chung minh nhan dan", "so cmnd", "so cccd"},
		langTH: {"เลขบัตรประชาชน", "บัตรประชาชน", "เลขประจำตัวประชาชน"},
		langHE: {"תעודת זהות", "מספר זהות", "מספר תעודת זהות", "ת ז", "תז"},
		langET: {"isikukoodi", "isikutunnistus"},
		langLT: {"asmens kodo", "asmens tapatybes kortele"},
		langLV: {"personas koda", "personas aplieciba"},
		langSL: {"enotna maticna stevilka obcana", "osebna izkaznica"},
	}},
	// Generic identity-number wording: not when it names a customer, order or
	// other record.
	{id: "text.national-id", kind: "national-id", class: Block, unless: []string{"ctx.not-person-id"}, terms: langTerms{
		langEN: {"id number", "idnumber", "identity number", "identification number", "identity card number", "id card number", "personal id", "personal code", "personal number", "resident id", "id no", "id document", "identity card", "id card"},
		langES: {"numero de identificacion", "numero de documento", "n documento", "n de documento", "numero documento", "nro documento", "nro de documento", "num documento", "nrodocumento", "numdocumento"},
		langPT: {"numero do documento", "numero de documento", "numero documento"},
		langHI: {"पहचान संख्या"},
	}},
	// A NIF, NIE or DNI asked of a person is the Spanish identity number;
	// the NIF of a company is a tax id. So with the other tax codes that
	// are a person's identity number.
	{id: "text.national-id", kind: "national-id", class: Block, unless: []string{"ctx.company"}, terms: langTerms{
		langES: {"nif", "nif nie", "nie nif", "dni nie", "nie dni", "dni nif", "nie number", "numero de identidad de extranjero",
			// Mexico's RFC is a person's number unless a company's is
			// asked.
			"rfc"},
		// Australia's tax file number is a person's for life, and the
		// law keeps its use to tax.
		langEN: {"tax file number", "permanent account number"},
		// India's PAN, in Hindi.
		langHI: {"पैन नंबर", "पैन कार्ड", "स्थायी खाता संख्या"},
		langTR: {"tc identity", "tc identity no", "tc identity number", "tc id", "turkish identity", "tc kimlik"},
		// Hungary's adóazonosító jel is a person's tax number for life;
		// a company's is its adószám.
		langHU: {"adoazonosito jel", "adoazonosito jele"},
	}},
	// Short ids that are also words ("sin" is Spanish for "without", "nino"
	// for "child", "ein" German for "a"): only in a field's name or id, or
	// as a label of at most two words ("SIN", "SIN #").
	{id: "text.national-id", kind: "national-id", class: Block, nameOnly: true, terms: langTerms{
		langXX: {"cpr", "oib", "cnp", "nik", "egn", "ektp"},
	}},
	{id: "text.national-id", kind: "national-id", class: Block, nameOnly: true, alone: true, terms: langTerms{
		langXX: {"sin", "nino", "nss", "nin", "nie", "tfn"},
	}},
	// Codes that are ordinary abbreviations elsewhere ("rg", "cf", "ci"):
	// an identity number only in a field's name or id, or a label of at
	// most two words, beside words of an identity document or a tax code
	// (or beside another identity number: context.national-id).
	{id: "text.national-id", kind: "national-id", class: Block, nameOnly: true, needs: []string{"ctx.person-id"}, terms: langTerms{
		langXX: {"rg", "cf", "c f", "ci", "c i", "idnr"},
	}},
	// Vietnamese "Số thẻ" (card number) folds to two English words; as a
	// whole label it cannot be English.
	{id: "text.card-number", kind: "card-number", class: Block, nameOnly: true, unless: []string{"ctx.other-card"}, terms: langTerms{
		langVI: {"so the"},
	}},
	{id: "text.tax-id", kind: "tax-id", class: Redact, nameOnly: true, terms: langTerms{
		langXX: {"ein", "nit", "rnc", "eik", "bulstat"},
		langRO: {"cui"},
		langCS: {"ico"},
		langSK: {"ico"},
		langBG: {"еик", "булстат"},
	}},
	// Secret keys, tokens, recovery codes, seed phrases.
	{id: "text.secret", kind: "secret", class: Block, unless: []string{"ctx.captcha-name", "ctx.public-key"}, terms: langTerms{
		langEN: {"secret", "secret key", "keystore json", "json keystore", "keystore file", "api key", "apikey", "api token", "api secret", "access token", "auth token", "bearer", "private key", "client secret", "recovery code", "backup code", "recovery key", "recovery phrase", "seed phrase", "seed words", "mnemonic", "secret phrase", "security phrase", "passkey", "license key", "licence key", "product key", "activation key", "signing key", "ssh key", "wallet phrase", "security key", "access key", "secret access key"},
		langNL: {"herstelcode", "herstelzin", "geheime sleutel", "geheime code", "beveiligingssleutel", "toegangssleutel"},
		langDE: {"geheimer schlussel", "api schlussel", "api schluessel", "wiederherstellungsphrase", "wiederherstellungscode", "wiederherstellungsschlussel", "geheimcode", "sicherheitsschlussel", "sicherheitsschluessel", "zugangsschlussel", "privater schlüssel", "privaten schlüssel"},
		langFR: {"cle secrete", "cle api", "cle d api", "code de recuperation", "phrase de recuperation", "cle privee", "code secret", "cle de securite", "cle d acces"},
		langES: {"clave secreta", "codigo de recuperacion", "frase de recuperacion", "clave privada", "codigo secreto", "clave de seguridad", "clave de acceso"},
		langCA: {"clau secreta", "codi de recuperacio", "clau privada", "codi secret"},
		langPT: {"chave secreta", "codigo de recuperacao", "frase de recuperacao", "chave privada", "codigo secreto", "chave de seguranca", "chave de acesso"},
		langIT: {"chiave segreta", "codice di recupero", "frase di recupero", "chiave privata", "codice segreto", "chiave di sicurezza", "chiave di accesso"},
		langPL: {"klucz prywatny", "kod odzyskiwania", "tajny klucz"},
		langSV: {"aterstallningskod", "hemlig nyckel"},
		langTR: {"gizli anahtar", "kurtarma kodu"},
		langRU: {"секретн* ключ*", "код восстановлени*", "приватн* ключ*", "кодовое слово"},
		langJA: {"秘密鍵", "リカバリーコード", "復旧コード"},
		langZH: {"私钥", "助记词", "恢复码", "密钥"},
		langKO: {"비밀 키", "복구 코드", "개인 키"},
		langHI: {"गुप्त कुंजी", "रिकवरी कोड", "गुप्त कोड", "रहस्य कोड"},
		langAR: {"المفتاح السري", "رمز الاسترداد"},
		langFA: {"کلید خصوصی", "عبارت بازیابی", "کد بازیابی"},
	}},
	// A bare "token" field is a secret unless the field plainly asks for
	// something else (some sign-in systems call the username field a token)
	// or asks how many ("Token amount").
	{id: "text.secret", kind: "secret", class: Block, unless: []string{"ctx.captcha-name", "ctx.plain-field", "ctx.quantity"}, terms: langTerms{
		langEN: {"token"},
	}},
	// Date of birth and its parts.
	{id: "text.date-of-birth", kind: "date-of-birth", class: Redact, unless: []string{"ctx.place"}, terms: langTerms{
		langXX: {"dob", "bday", "yob", "*dob",
			// Abbreviations in names and ids: German Geb.-Datum, Spanish
			// F. nac., Portuguese Dt. nasc., French Date naiss., Polish
			// Data ur., Czech Dat. nar., Hungarian Szül. idő, Romanian
			// Data naşt., Finnish Synt. pvm.
			"gebdat*", "geb dat", "geb datum", "geb am", "gebtag", "geburtsdat*", "fnac", "fnacimiento", "fec nac", "fecnac", "fecha nac", "f nac", "fechanac", "fecha nacim*", "dia nac", "mes nac", "ano nac", "nac dia", "nac mes", "nac ano", "nasc", "dt nasc", "dtnasc", "data nasc", "datanasc", "dnasc", "naiss", "date naiss", "datenaiss", "dt naiss", "dtnaiss", "data ur", "dataur", "dt ur", "dat nar", "datnar", "szul ido", "szulido", "szul dat", "data nast", "datanast*", "synt pvm", "syntpvm", "birthdt", "birth dt", "dobd", "dobm", "doby", "bdate", "imerominia gennisis"},
		langEN: {"birth", "birthdate", "birthday", "birth date", "date of birth", "day of birth", "month of birth", "year of birth", "born", "birth*", "*birthday", "*birthdate", "*dateofbirth", "dateofbirth*"},
		langNL: {"geboortedatum", "geboortedag", "geboortemaand", "geboortejaar", "geboren", "*geboortedatum", "verjaardag"},
		langDE: {"geburtsdatum", "geburtstag", "geburtsjahr", "geburtsmonat", "*geburtsdatum", "geboren"},
		langFR: {"date de naissance", "naissance", "ne le", "nee le", "anniversaire", "date d anniversaire"},
		langES: {"fecha de nacimiento", "nacimiento", "fecha nacimiento", "cumpleanos", "fecha de cumpleanos"},
		langCA: {"data de naixement", "naixement"},
		langPT: {"data de nascimento", "nascimento", "data nascimento", "aniversario", "data de aniversario"},
		langIT: {"data di nascita", "nascita", "compleanno"},
		langPL: {"data urodzenia", "urodzenia", "urodzin*"},
		langSV: {"fodelsedatum", "fodelsedag", "fodelsear"},
		langTR: {"dogum tarihi", "dogum", "dogum gunu"},
		langRU: {"дата рождени*", "рождени*", "день рождени*"},
		langJA: {"生年月日", "誕生日"},
		langZH: {"出生日期", "生日", "出生年月"},
		langKO: {"생년월일", "생일"},
		langHI: {"जन्म तिथि", "जन्मतिथि", "जन्म दिनांक", "जन्म"},
		langAR: {"تاريخ الميلاد", "تاريخ ميلاد", "الميلاد"},
		langFA: {"تاریخ تولد"},
		langDA: {"fodselsdato", "fodselsdag", "fodt", "fodselsar"},
		langNO: {"fodselsdato", "fodselsdag", "fodt", "fodselsar"},
		langFI: {"syntymaaika", "syntymapaiva", "syntymavuosi", "syntynyt"},
		langCS: {"datum narozeni", "narozeni", "narozen*"},
		langSK: {"datum narodenia", "narodenia", "narodeny", "narodena"},
		langHU: {"szuletesi datum", "szuletesi ido", "szuletesnap", "szul datum", "szuletett", "szuletesi ev"},
		langRO: {"data nasterii", "data de nastere", "nascut", "nastere*", "nasterii"},
		langEL: {"ημερομηνια γεννησης", "γεννηση*"},
		langBG: {"дата на раждане", "роден*", "рожден*"},
		langUK: {"дата народження", "народження", "день народження"},
		langHR: {"datum rodenja", "datum rodjenja", "rodenja", "rodjenja", "rođendan"},
		langSR: {"datum rodenja", "datum rodjenja", "датум рођења", "рођења", "rođendan", "рођендан"},
		langID: {"tanggal lahir", "tgl lahir", "lahir"},
		langMS: {"tarikh lahir", "lahir"},
		langVI: {"ngay sinh", "sinh nhat"},
		langTH: {"วันเกิด", "วันเดือนปีเกิด", "เดือนเกิด", "ปีเกิด"},
		langHE: {"תאריך לידה", "תאריך הלידה", "יום הולדת"},
		langET: {"sunnikuupaev", "sunniaeg", "sunnipaev"},
		langLT: {"gimimo data", "gimimo diena", "gimimo metai"},
		langLV: {"dzimsanas datums", "dzimsanas diena", "dzimsanas gads", "dzimis", "dzimusi"},
		langSL: {"datum rojstva", "rojstni datum", "rojstni dan", "rojen", "rojena"},
	}},
	// Bank account numbers and bank routing codes (a BIC names a bank and is
	// not listed).
	{id: "text.bank-account", kind: "bank-account", class: Redact, unless: []string{"ctx.bic", "ctx.holder"}, terms: langTerms{
		langEN: {"bank account", "account number", "acct number", "acct no", "account no", "accountnumber", "bank account number", "sort code", "sortcode", "routing number", "routing", "aba", "aba number", "bank code", "bankcode", "bsb", "roll number", "building society", "transit number", "branch code", "bank number", "acct num", "account num"},
		langNL: {"rekeningnummer", "*rekeningnummer", "bankrekening*"},
		langDE: {"kontonummer", "*kontonummer", "bankleitzahl", "blz", "bankverbindung"},
		langFR: {"numero de compte", "compte bancaire", "code banque", "code guichet", "rib"},
		langES: {"numero de cuenta", "cuenta bancaria", "clabe", "cbu"},
		langCA: {"numero de compte", "compte bancari"},
		langPT: {"numero da conta", "conta bancaria", "numero de conta"},
		langIT: {"numero di conto", "conto corrente", "conto bancario"},
		langPL: {"numer konta", "numer rachunku", "konto bankowe", "rachunek bankowy"},
		langSV: {"kontonummer", "bankkonto", "clearingnummer"},
		langTR: {"hesap numarasi", "hesap no", "banka hesabi"},
		langRU: {"номер счет*", "расчетн* счет*", "банковск* счет*"},
		langJA: {"口座番号", "銀行口座"},
		langZH: {"银行账号", "银行卡号", "银行账户"},
		langKO: {"계좌번호", "계좌 번호", "은행 계좌"},
		langHI: {"खाता संख्या", "बैंक खाता", "खाता नंबर"},
		langAR: {"رقم الحساب", "الحساب المصرفي", "حساب بنكي"},
		langFA: {"شماره حساب", "حساب بانکی"},
		langDA: {"kontonummer", "bankkonto", "kontonr"},
		langNO: {"kontonummer", "bankkonto", "kontonr"},
		langFI: {"tilinumero", "pankkitili", "tilinro"},
		langCS: {"cislo uctu", "bankovni ucet", "kod banky", "predcisli"},
		langSK: {"cislo uctu", "bankovy ucet", "kod banky"},
		langHU: {"bankszamlaszam", "*bankszamlaszam", "bankszamla", "szamlaszam"},
		langRO: {"cont bancar", "numar de cont", "numarul contului", "numar cont"},
		langEL: {"αριθμος λογαριασμου", "τραπεζικος λογαριασμος"},
		langBG: {"банкова сметка", "номер на сметка"},
		langUK: {"номер рахунку", "банківський рахунок", "розрахунковий рахунок"},
		langHR: {"bankovni racun", "tekuci racun", "ziro racun", "broj racuna"},
		langSR: {"bankovni racun", "tekuci racun", "tekuceg racuna", "текући рачун", "број рачуна"},
		langID: {"nomor rekening", "rekening bank", "no rekening", "norek"},
		langMS: {"nombor akaun", "akaun bank", "no akaun"},
		langVI: {"so tai khoan", "tai khoan ngan hang"},
		langTH: {"เลขที่บัญชี", "บัญชีธนาคาร", "เลขบัญชี"},
		langHE: {"מספר חשבון", "חשבון בנק", "מספר חשבון בנק"},
		langET: {"arveldusarve", "arvelduskonto", "pangakonto", "kontonumber"},
		langLT: {"saskaitos numeris", "banko saskaita", "saskaitos nr", "banko saskaitos numeris"},
		langLV: {"konta numurs", "bankas konts", "norekinu konts", "bankas konta numurs"},
		langSL: {"stevilka racuna", "transakcijski racun", "bancni racun", "tekoci racun"},
	}},
	// Account and branch numbers by their abbreviations, and the
	// romanised names of non-Latin-script terms.
	{id: "text.bank-account", kind: "bank-account", class: Redact, unless: []string{"ctx.bic", "ctx.holder"}, terms: langTerms{
		langXX: {"acctno", "acct nr", "acc no", "accno", "acc nr", "acc num", "acc number", "accnum", "account nr", "a c no", "a c number", "ac no", "routing no", "routing nr", "aba no", "branch number", "branch no", "institution number", "ifsc", "ifsc code", "micr code", "kontonr", "konto nr", "kto nr", "ktonr", "rekeningnr", "rek nr", "reknr", "rekening nr", "nro cuenta", "num cuenta", "no cuenta", "n cuenta", "nro de cuenta", "num conta", "nr conta", "numero conta", "no conta", "n conta", "conta corrente", "conta poupanca", "num compte", "no compte", "n compte", "cle rib", "sube kodu",
			// Romanised Japanese 口座番号 and 支店番号, Korean 계좌번호,
			// Hindi खाता संख्या, Chinese 银行账号, Thai เลขบัญชี, Arabic
			// رقم الحساب, Russian номер счёта.
			"koza bango", "kouza bangou", "kouza bango", "kozabango", "kouzabangou", "koza", "kouza", "shiten bango", "shiten bangou", "shitenbango", "shiten code", "shiten", "gyejwa", "gyejwa beonho", "gyejwabeonho", "gyehwa", "gyehwa beonho", "kyejwa", "khata sankhya", "khata number", "khata no", "yinhang zhanghao", "yinhangzhanghao", "lek bunchi", "lekbunchi", "raqm al hisab", "raqm alhisab", "nomer scheta", "nomer schyota"},
		langJA: {"支店番号", "支店コード"},
		langKO: {"계좌"},
	}},
	// Words that name an account or a branch only at a bank ("conta",
	// "cuenta", "Agência", "Konto"): beside bank words in the field's own
	// text or legend, or in a form with another bank field
	// (context.bank-account).
	{id: "text.bank-account", kind: "bank-account", class: Redact, needs: []string{"ctx.bank-word"}, unless: []string{"ctx.bic", "ctx.holder", "ctx.card-attribute", "ctx.bank-not-number"}, terms: langTerms{
		langXX: {"agencia", "ag", "sucursal", "oficina", "entidad", "conta", "cuenta", "konto", "rekening", "compte", "conto", "dv", "digito", "abi", "cab", "sube", "zhanghao", "schet", "cci"},
	}},
	{id: "text.iban", kind: "iban", class: Redact, terms: langTerms{
		langXX: {"iban", "iban*", "*iban"},
		langRU: {"ибан"},
		langAR: {"الآيبان", "آيبان", "ايبان"},
		langFA: {"شماره شبا", "شبا"},
		langJA: {"IBAN"},
	}},
	{id: "text.passport", kind: "passport", class: Redact, unless: []string{"ctx.document-detail"}, terms: langTerms{
		langEN: {"passport", "passport number", "passport no", "*passport*"},
		langNL: {"paspoort", "paspoortnummer"},
		langDE: {"reisepass", "reisepassnummer", "passnummer"},
		langFR: {"passeport", "numero de passeport"},
		langES: {"pasaporte", "numero de pasaporte"},
		langCA: {"passaport", "numero de passaport"},
		langPT: {"passaporte", "numero do passaporte"},
		langIT: {"passaporto", "numero del passaporto"},
		langPL: {"paszport*", "numer paszportu"},
		langSV: {"passnummer"},
		langTR: {"pasaport", "pasaport no", "pasaport numarasi"},
		langRU: {"паспорт*"},
		langJA: {"パスポート", "旅券番号"},
		langZH: {"护照", "護照"},
		langKO: {"여권", "여권번호"},
		langHI: {"पासपोर्ट"},
		langAR: {"جواز السفر", "رقم الجواز", "جواز"},
		langFA: {"گذرنامه", "شماره گذرنامه", "پاسپورت", "شماره پاسپورت"},
		langDA: {"pasnummer", "pas nr"},
		langNO: {"passnummer", "pass nr"},
		langFI: {"passi", "passin numero", "passinumero"},
		langCS: {"cestovni pas", "cislo pasu"},
		langSK: {"cestovny pas", "cislo pasu"},
		langHU: {"utlevel", "utlevelszam", "utlevel szam", "utlevelszama"},
		langRO: {"pasaport", "numar pasaport", "numarul pasaportului"},
		langEL: {"διαβατηριο", "αριθμος διαβατηριου"},
		langBG: {"паспорт", "номер на паспорт"},
		langUK: {"паспорт*"},
		langHR: {"putovnica", "broj putovnice"},
		langSR: {"pasos", "broj pasosa", "пасош", "број пасоша"},
		langID: {"paspor", "nomor paspor"},
		langMS: {"pasport", "nombor pasport"},
		langVI: {"ho chieu", "so ho chieu"},
		langTH: {"หนังสือเดินทาง", "เลขที่หนังสือเดินทาง"},
		langHE: {"דרכון", "מספר דרכון"},
		langET: {"passi number", "passinumber"},
		langLT: {"paso numeris", "pasas", "paso nr"},
		langLV: {"pases numurs", "pases nr"},
		langSL: {"potni list", "stevilka potnega lista", "potnega lista"},
	}},
	// The other documents that identify a person: a residence permit, a
	// visa, a voter's card, a birth certificate. Personal identifiers,
	// redacted as a passport is.
	// The number of an identity document, unnamed: a record's document
	// number ("Invoice document no.") is not one.
	{id: "text.identity-document", kind: "identity-document", class: Redact, unless: []string{"ctx.document-detail", "ctx.not-person-id"}, terms: langTerms{
		langEN: {"document number", "document no", "doc number", "doc no", "travel document number", "id document number"},
		langNL: {"documentnummer", "nummer van het document"},
		langDE: {"dokumentnummer", "dokumentennummer", "ausweisdokumentnummer"},
		langFR: {"numero de document", "numero du document", "numero de la piece d identite", "numero de piece d identite"},
		langPL: {"numer dokumentu", "nr dokumentu"},
		langRU: {"номер документа"},
		langUK: {"номер документа"},
		langCS: {"cislo dokladu totoznosti", "cislo osobniho dokladu"},
		langSK: {"cislo dokladu totoznosti", "cislo osobneho dokladu"},
		langID: {"nomor dokumen"},
		langVI: {"so giay to"},
		langZH: {"证件号码", "证件号", "證件號碼", "證件號"},
	}},
	{id: "text.identity-document", kind: "identity-document", class: Redact, unless: []string{"ctx.document-detail"}, terms: langTerms{
		langEN: {"residence permit", "residence permit number", "resident permit", "residence card", "visa number", "green card number", "permanent resident card", "alien number", "alien registration number", "uscis number", "voter id", "voter id number", "voter card", "voter s id", "birth certificate", "birth certificate number",
			// Travel, service and state identity numbers.
			"known traveler number", "known traveller number", "known traveler", "known traveller", "redress number", "redress control number", "veteran id", "veterans id", "military id", "military id number", "dod id", "tribal id", "tribal id number", "state id number", "state id card", "state identification", "state identification number", "naturalization certificate", "naturalization number", "citizenship certificate"},
		langHI: {"वोटर आईडी", "मतदाता पहचान पत्र", "जन्म प्रमाण पत्र"},
		langNL: {"verblijfsvergunning", "verblijfsdocument", "visumnummer"},
		langDE: {"aufenthaltstitel", "aufenthaltserlaubnis", "aufenthaltskarte", "visumnummer", "visanummer"},
		langFR: {"titre de sejour", "carte de sejour", "numero de titre de sejour", "numero de visa"},
		langES: {"tarjeta de residencia", "permiso de residencia", "numero de visado", "numero de visa"},
		langPT: {"autorizacao de residencia", "titulo de residencia", "numero do visto"},
		langIT: {"permesso di soggiorno", "numero del visto"},
	}},
	// The number of a passport or licence, named as such, is that number
	// whatever else its label mentions ("Passport number and country").
	{id: "text.passport", kind: "passport", class: Redact, terms: langTerms{
		langEN: {"passport number", "passport no", "passport nr", "passport num"},
		langNL: {"paspoortnummer"},
		langDE: {"reisepassnummer", "passnummer"},
		langFR: {"numero de passeport"},
		langES: {"numero de pasaporte"},
		langPT: {"numero do passaporte", "numero de passaporte"},
		langIT: {"numero del passaporto", "numero di passaporto"},
		langPL: {"numer paszportu"},
		langTR: {"pasaport numarasi", "pasaport no"},
	}},
	{id: "text.driving-licence", kind: "driving-licence", class: Redact, terms: langTerms{
		langEN: {"licence number", "license number", "dl number", "driver license number", "drivers license number", "driving licence number"},
		langNL: {"rijbewijsnummer"},
		langDE: {"fuhrerscheinnummer"},
	}},
	{id: "text.driving-licence", kind: "driving-licence", class: Redact, unless: []string{"ctx.document-detail"}, terms: langTerms{
		langEN: {"driver license", "drivers license", "driver s license", "driver licence", "drivers licence", "driver s licence", "driving licence", "driving license", "dl number", "licence number", "license number", "driverlicense", "driverslicense"},
		langNL: {"rijbewijs", "rijbewijsnummer"},
		langDE: {"fuhrerschein", "fuhrerscheinnummer"},
		langFR: {"permis de conduire"},
		langES: {"licencia de conducir", "carnet de conducir", "permiso de conducir"},
		langCA: {"permis de conduir", "carnet de conduir"},
		langPT: {"carteira de motorista", "carta de conducao", "cnh", "carteira de habilitacao"},
		langIT: {"patente di guida", "numero patente", "patente"},
		langPL: {"prawo jazdy", "prawa jazdy"},
		langSV: {"korkort", "korkortsnummer"},
		langTR: {"ehliyet", "surucu belgesi"},
		langRU: {"водительск* удостоверени*", "водительск* прав*"},
		langJA: {"運転免許", "免許証番号"},
		langZH: {"驾驶证", "驾照", "駕照", "駕駛執照"},
		langKO: {"운전면허", "면허번호"},
		langHI: {"ड्राइविंग लाइसेंस", "चालक लाइसेंस"},
		langAR: {"رخصة القيادة", "رخصة السياقة", "رقم الرخصة"},
		langFA: {"گواهینامه رانندگی", "شماره گواهینامه"},
		langDA: {"korekort", "korekortnummer"},
		langNO: {"forerkort", "forerkortnummer"},
		langFI: {"ajokortti", "ajokortin numero"},
		langCS: {"ridicsky prukaz", "cislo ridicskeho prukazu"},
		langSK: {"vodicsky preukaz", "cislo vodicskeho preukazu"},
		langHU: {"jogositvany", "vezetoi engedely", "jogositvany szam"},
		langRO: {"permis de conducere", "permis auto"},
		langEL: {"διπλωμα οδηγησης", "αδεια οδηγησης"},
		langBG: {"шофьорска книжка", "свидетелство за управление"},
		langUK: {"посвідчення водія", "водійськ* посвідчення"},
		langHR: {"vozacka dozvola", "vozacke dozvole"},
		langSR: {"vozacka dozvola", "возачка дозвола"},
		langID: {"surat izin mengemudi", "nomor sim"},
		langMS: {"lesen memandu", "nombor lesen memandu"},
		langVI: {"giay phep lai xe", "bang lai xe", "bang lai"},
		langTH: {"ใบขับขี่"},
		langHE: {"רישיון נהיגה", "מספר רישיון נהיגה"},
		langET: {"juhiluba", "juhiloa", "juhiloa number"},
		langLT: {"vairuotojo pazymejim*"},
		langLV: {"vaditaja aplieciba", "autovaditaja aplieciba", "vaditaja apliecibas numurs"},
		langSL: {"voznisko dovoljenje", "vozniskega dovoljenja"},
	}},
	// A wallet's seed: "seed" alone may be a random generator's, so only
	// beside words of a wallet's phrase.
	{id: "text.secret", kind: "secret", class: Block, needs: []string{"ctx.wallet-seed"}, terms: langTerms{
		langEN: {"seed", "word phrase"},
	}},
	// Tax, VAT and company registration numbers.
	{id: "text.tax-id", kind: "tax-id", class: Redact, terms: langTerms{
		langXX: {"tin", "taxid", "vat", "vatid", "vatin", "nip", "cvr", "afm", "cif", "rut", "rfc", "cuit", "tva", "btw", "ust id", "ustid", "ust idnr", "ust id nr", "u st id nr", "u st idnr", "u st id", "uid nummer", "uid nr", "kv k nummer", "kv k nr", "kvk", "siret", "siren", "abn", "acn", "gst number", "gstin", "dic", "pib", "adoszam", "*adoszam", "cnpj", "nipc", "ruc", "ird number", "cvrnr", "vatregno", "vat reg no", "vatrn", "nipnumber"},
		langEN: {"tax id", "tax file number", "tax number", "tax no", "tax identification", "tax identification number", "tax code", "tax reference", "vat number", "vat no", "vat id", "vat registration", "company number", "company registration", "registration number", "business number", "employer identification", "employer id", "employer id number", "tax registration", "utr", "tax identifier", "num tax", "tax num", "taxpayer id", "taxpayer number", "tax payer id", "tax payer number", "taxpayer identification"},
		langNL: {"btw nummer", "btwnummer", "kvk nummer", "fiscaal nummer", "ondernemingsnummer"},
		langDE: {"steuernummer", "*steuernummer", "steuer nr", "steuernr", "umsatzsteuer*", "handelsregisternummer", "ust nr", "mwst", "mwst nr", "mwstnr"},
		langFR: {"numero de tva", "n fiscal", "numero d entreprise", "numero bce", "numero fiscal", "numero d identification fiscale", "numero siret", "identifiant fiscal", "numero d identifiant fiscal"},
		// A company's NIF (a person's is text.national-id).
		langES: {"numero de identificacion fiscal", "identificacion fiscal", "numero de iva", "numero iva", "numero fiscal", "codigo fiscal", "nif"},
		langCA: {"numero d identificacio fiscal", "identificacio fiscal"},
		langPT: {"numero de contribuinte", "contribuinte", "numero fiscal", "identificacao fiscal"},
		langIT: {"partita iva", "p iva", "piva", "numero iva"},
		langPL: {"numer nip", "numer vat", "regon", "krs"},
		langSV: {"organisationsnummer", "momsnummer", "momsregistreringsnummer"},
		langTR: {"vergi numarasi", "vergi no", "vergi kimlik"},
		langRU: {"инн", "огрн", "кпп", "налогов* номер"},
		langBG: {"ддс", "булстат", "еик", "идентификационен номер по ддс"},
		langJA: {"法人番号", "税番号", "登録番号"},
		langZH: {"税号", "纳税人识别号", "統一編號", "税务登记", "统一社会信用代码"},
		langKO: {"사업자등록번호", "사업자 번호", "납세자 번호"},
		langHI: {"कर पहचान", "जीएसटी"},
		langAR: {"الرقم الضريبي", "رقم ضريبي", "ضريبة القيمة المضافة", "السجل التجاري", "رقم التسجيل الضريبي"},
		langFA: {"کد اقتصادی", "شناسه مالیاتی", "شماره اقتصادی"},
		langDA: {"cvr nummer", "se nummer", "momsnummer"},
		langNO: {"organisasjonsnummer", "mva nummer", "org nr"},
		langFI: {"y tunnus", "ytunnus", "alv numero", "alv tunnus", "verotunniste", "arvonlisaverotunniste"},
		langCS: {"danove identifikacni cislo", "identifikacni cislo", "ic dph"},
		langSK: {"danove identifikacne cislo", "identifikacne cislo", "ic dph"},
		langHU: {"adoazonosito", "kozossegi adoszam", "adoszam"},
		langRO: {"cod fiscal", "cod de identificare fiscala", "cod unic de inregistrare"},
		langEL: {"αφμ", "αριθμος φορολογικου μητρωου", "φπα", "αριθμος φπα", "α φ μ"},
		langUK: {"іпн", "податковий номер", "єдрпоу", "індивідуальний податковий номер"},
		langHR: {"pdv broj", "porezni broj", "oib tvrtke", "maticni broj"},
		langSR: {"poreski identifikacioni broj", "poreski broj", "пиб", "maticni broj", "матични број"},
		langID: {"npwp", "nomor pokok wajib pajak"},
		langMS: {"nombor cukai", "nombor cukai pendapatan", "no cukai"},
		langVI: {"ma so thue"},
		langTH: {"เลขประจำตัวผู้เสียภาษี"},
		langHE: {"מספר עוסק", "עוסק מורשה", "ח פ", "חפ"},
		langET: {"kmkr", "kmkr number", "kaibemaksukohustuslase number", "registrikood"},
		langLT: {"pvm moketojo kodas", "pvm kodas", "imones kodas"},
		langLV: {"pvn registracijas numurs", "pvn numurs", "pvn nr", "registracijas numurs", "nodokla maksataja numurs"},
		langSL: {"davcna stevilka", "id za ddv", "identifikacijska stevilka za ddv", "ddv stevilka", "maticna stevilka"},
	}},
	// Health and insurance numbers, patient numbers.
	{id: "text.health-id", kind: "health-id", class: Redact, terms: langTerms{
		langEN: {"health insurance", "insurance number", "insurance card", "policy number", "medicare", "medicaid", "ohip", "nhs number", "nhs no", "nhsno", "nhs nr", "chi number", "ihi number", "patient number", "patient id", "medical record", "mrn", "health card", "health number", "clinic number", "insurance id", "health id", "insurer number"},
		langNL: {"zorgverzekering", "verzekeringsnummer", "*verzekeringsnummer", "polisnummer", "patientnummer"},
		langDE: {"krankenversicherung*", "versicherungsnummer", "*versicherungsnummer", "versichertennummer", "*versichertennummer", "versicherten nr", "versicherungs nr", "krankenkasse", "krankenkassen nr", "krankenkassennummer", "patientennummer", "policennummer", "polizzennummer", "versicherungsscheinnummer", "gesundheitskarte", "versichertenkarte", "krankenversicherungskarte"},
		langFR: {"numero d assure", "mutuelle", "numero de police", "numero de patient", "carte vitale"},
		langES: {"numero de poliza", "seguro medico", "tarjeta sanitaria", "numero de afiliacion", "numero de paciente"},
		langCA: {"numero de polissa", "targeta sanitaria"},
		langPT: {"numero de utente", "n de utente", "n utente", "cartao de utente", "plano de saude", "numero da apolice", "cartao sus", "cartao nacional de saude"},
		langIT: {"tessera sanitaria", "numero di polizza", "numero paziente"},
		langPL: {"numer polisy", "ubezpieczeni*"},
		langSV: {"forsakringsnummer", "patientnummer"},
		langTR: {"sigorta numarasi", "police numarasi", "hasta numarasi"},
		langRU: {"полис*", "медицинск* страхов*"},
		langJA: {"保険証", "被保険者番号", "診察券"},
		langZH: {"医保", "保险单号", "社保"},
		langKO: {"건강보험", "보험 번호"},
		langHI: {"बीमा संख्या", "स्वास्थ्य बीमा"},
		langAR: {"رقم التأمين", "التأمين الصحي"},
	}},
	// Loyalty and membership card numbers.
	{id: "text.loyalty-number", kind: "loyalty-number", class: Redact, unless: []string{"ctx.plain-field"}, terms: langTerms{
		langEN: {"loyalty", "member id", "loyalty number", "loyalty card", "membership number", "member number", "membership card", "membership id", "membership no", "rewards number", "reward number", "rewards card", "frequent flyer", "frequent flier", "club card", "clubcard", "bonus card", "customer card", "points card", "library card"},
		langNL: {"klantenkaart", "lidnummer", "klantenpas", "spaarkaart"},
		langDE: {"kundenkarte", "mitgliedsnummer", "kundenkartennummer", "bonuskarte"},
		langFR: {"carte de fidelite", "numero d adherent", "numero de membre"},
		langES: {"tarjeta de fidelidad", "numero de socio", "tarjeta de socio"},
		langPT: {"cartao fidelidade", "numero de socio", "cartao de socio"},
		langIT: {"carta fedelta", "numero tessera", "tessera socio"},
		langPL: {"karta lojalnosciowa", "numer czlonkowski"},
		langSV: {"medlemsnummer", "kundkort"},
		langTR: {"sadakat karti", "uye numarasi", "uyelik numarasi"},
		langRU: {"бонусн* карт*", "карт* лояльности"},
		langJA: {"会員番号", "ポイントカード"},
		langZH: {"会员号", "会员卡号", "會員卡"},
		langKO: {"회원번호", "멤버십"},
		langHI: {"सदस्यता संख्या"},
		langAR: {"رقم العضوية", "بطاقة الولاء"},
		langFA: {"شماره عضویت", "کارت عضویت", "کد عضویت"},
		langMS: {"nombor ahli", "no ahli", "kad ahli", "nombor keahlian"},
	}},
}

// More context groups used by the rules above.
var moreContextRules = []rule{
	// A name or label that asks for an email address.
	{id: "ctx.plain-email", ctx: true, terms: langTerms{
		langEN: {"email", "e mail", "emailaddress", "*email", "email*"},
		langFR: {"courriel"},
		langES: {"correo electronico"},
		langPT: {"correio eletronico"},
		langJA: {"メールアドレス"},
		langZH: {"邮箱", "电子邮件"},
		langKO: {"이메일"},
	}},
	// The parts of a date, as forms name separate day, month and year
	// fields (used by the context rules in context.go).
	{id: "ctx.day", ctx: true, terms: langTerms{
		langEN: {"day", "dd"},
		langNL: {"dag"},
		langDE: {"tag", "tt"},
		langFR: {"jour", "jj"},
		langES: {"dia"},
		langPT: {"dia"},
		langIT: {"giorno", "gg"},
		langPL: {"dzien"},
		langTR: {"gun"},
		langRU: {"день"},
		langJA: {"日"},
		langKO: {"일"},
		langDA: {"dag"},
		langNO: {"dag"},
		langFI: {"paiva"},
		langCS: {"den"},
		langSK: {"den"},
		langHU: {"nap"},
		langRO: {"ziua", "zi"},
		langEL: {"ημερα"},
		langBG: {"ден"},
		langUK: {"день"},
		langHR: {"dan"},
		langSR: {"dan"},
		langID: {"tanggal", "hari"},
		langVI: {"ngay"},
		langHE: {"יום"},
		langET: {"paev"},
		langLT: {"diena"},
		langLV: {"diena"},
		langSL: {"dan"},
	}},
	{id: "ctx.month", ctx: true, terms: langTerms{
		langEN: {"month", "mm", "mon"},
		langNL: {"maand"},
		langDE: {"monat"},
		langFR: {"mois"},
		langES: {"mes"},
		langPT: {"mes"},
		langIT: {"mese"},
		langSV: {"manad"},
		langPL: {"miesiac"},
		langRU: {"месяц"},
		langJA: {"月"},
		langKO: {"월"},
		langDA: {"maned"},
		langNO: {"maned"},
		langFI: {"kuukausi", "kk"},
		langCS: {"mesic"},
		langSK: {"mesiac"},
		langHU: {"honap"},
		langRO: {"luna"},
		langEL: {"μηνας"},
		langBG: {"месец"},
		langUK: {"місяць"},
		langHR: {"mjesec"},
		langSR: {"mesec", "mjesec"},
		langID: {"bulan"},
		langVI: {"thang"},
		langHE: {"חודש"},
		langET: {"kuu"},
		langLT: {"menuo"},
		langLV: {"menesis"},
		langSL: {"mesec"},
	}},
	{id: "ctx.year", ctx: true, terms: langTerms{
		langEN: {"year", "yy", "yyyy", "yr"},
		langNL: {"jaar", "jjjj"},
		langDE: {"jahr", "jjjj"},
		langFR: {"annee", "aaaa", "aa"},
		langES: {"ano", "aaaa"},
		langPT: {"ano", "aaaa"},
		langIT: {"anno", "aaaa"},
		langPL: {"rok"},
		langTR: {"yil"},
		langRU: {"год"},
		langJA: {"年"},
		langKO: {"년"},
		langFI: {"vuosi", "vvvv"},
		langCS: {"rok"},
		langSK: {"rok"},
		langHU: {"ev"},
		langRO: {"anul"},
		langEL: {"ετος"},
		langBG: {"година"},
		langUK: {"рік"},
		langHR: {"godina"},
		langSR: {"godina"},
		langID: {"tahun"},
		langHE: {"שנה"},
		langET: {"aasta"},
		langLT: {"metai"},
		langLV: {"gads"},
		langSL: {"leto"},
	}},
	// "Number" with nothing else: in a card's fields, the card number.
	{id: "ctx.number-word", ctx: true, terms: langTerms{
		langEN: {"number", "no", "nr", "num"},
		langNL: {"nummer"},
		langDE: {"nummer"},
		langFR: {"numero"},
		langES: {"numero"},
		langPT: {"numero"},
		langIT: {"numero"},
		langPL: {"numer"},
		langJA: {"番号"},
		langZH: {"号码", "號碼"},
		langKO: {"번호"},
		langCS: {"cislo"},
		langSK: {"cislo"},
		langHU: {"szam"},
		langRO: {"numar"},
		langEL: {"αριθμος"},
		langBG: {"номер"},
		langHR: {"broj"},
		langSR: {"broj"},
		langID: {"nomor"},
		langHE: {"מספר"},
	}},
	// What payment gateways name a card's number: its initials, PAN (in
	// India the tax id), and PayPal Payflow's ACCT. A card number only
	// beside the card's expiry or security code (context.card-number).
	{id: "ctx.card-number-alias", ctx: true, terms: langTerms{
		langXX: {"pan", "acct"},
	}},
	// The words of an account or a branch that only a bank makes one
	// (the terms of the text.bank-account rule that needs ctx.bank-word).
	{id: "ctx.bank-ambiguous", ctx: true, terms: langTerms{
		langXX: {"agencia", "ag", "sucursal", "oficina", "entidad", "conta", "cuenta", "konto", "rekening", "compte", "conto", "dv", "digito", "abi", "cab", "sube", "zhanghao", "schet", "cci"},
	}},
	// An account's type, name or currency, a branch's name or address:
	// not a number.
	{id: "ctx.bank-not-number", ctx: true, terms: langTerms{
		langEN: {"type", "name", "currency", "address", "city", "email", "create", "my", "login", "sign in", "new"},
		langES: {"tipo", "nombre", "moneda", "direccion", "ciudad", "crear", "mi", "correo", "nueva"},
		langPT: {"tipo", "nome", "moeda", "endereco", "cidade", "criar", "minha", "nova", "email"},
		langDE: {"typ", "art", "name", "wahrung", "adresse", "erstellen", "mein", "neues"},
		langFR: {"type", "nom", "devise", "adresse", "creer", "mon", "nouveau"},
		langIT: {"tipo", "nome", "valuta", "indirizzo", "crea", "mio", "nuovo"},
		langNL: {"soort", "naam", "valuta", "adres", "aanmaken", "mijn", "nieuw"},
	}},
	// Words of a bank.
	{id: "ctx.bank-word", ctx: true, terms: langTerms{
		langEN: {"bank", "banking", "iban", "transfer", "wire", "direct debit", "payout", "refund", "deposit", "sepa", "ach"},
		langES: {"banco", "bancaria", "bancario", "transferencia", "domiciliacion", "deposito", "reembolso", "clabe", "cbu"},
		langCA: {"banc", "bancari", "bancaria", "transferencia", "domiciliacio"},
		langPT: {"banco", "bancaria", "bancario", "transferencia", "deposito", "reembolso", "pix", "debito automatico"},
		langFR: {"banque", "bancaire", "virement", "prelevement", "remboursement", "rib"},
		langDE: {"bank", "bankverbindung", "uberweisung", "lastschrift", "erstattung", "blz"},
		langIT: {"banca", "bancario", "bonifico", "rimborso", "abi", "cab"},
		langNL: {"bank", "overschrijving", "incasso", "terugbetaling"},
		langPL: {"bank", "bankowy", "bankowe", "przelew"},
		langTR: {"banka", "havale", "eft"},
		langRU: {"банк*"},
		langJA: {"銀行", "振込", "ginko", "ginkou", "ginkō"},
		langKO: {"은행", "eunhaeng"},
		langZH: {"银行", "銀行", "yinhang"},
		langHI: {"बैंक"},
	}},
	{id: "ctx.bic", ctx: true, terms: langTerms{
		langEN: {"bic", "swift", "bic code", "swift code", "bank identifier code"},
	}},
	// The dates and places of a document, not its number.
	{id: "ctx.document-detail", ctx: true, terms: langTerms{
		langEN: {"expiry", "expiration", "expires", "expire", "*expire", "*expires", "cc exp", "ccexp*", "issue", "issued", "issuing", "date", "valid", "validity", "country", "nationality", "place", "authority", "type", "scan", "upload", "day", "month", "year", "name", "holder", "category", "class"},
		langNL: {"vervaldatum", "afgifte", "datum"},
		langDE: {"ablaufdatum", "ausstellung*", "datum", "gultig*"},
		langFR: {"date", "delivrance", "validite"},
		langES: {"fecha", "expedicion", "vencimiento", "caducidad"},
		langPT: {"data", "emissao", "validade"},
		langIT: {"data", "rilascio", "scadenza"},
	}},
	// Codes that are not secrets: a field that names one of these is not a
	// one-time code whatever its autocomplete says.
	{id: "ctx.plain-code", ctx: true, terms: langTerms{
		langEN: {"zip", "zip code", "zipcode", "postal code", "post code", "postcode", "country code", "area code", "state code", "promo code", "coupon code", "discount code", "voucher code", "dialing code", "dialling code", "dial code", "calling code", "country calling code", "isd", "isd code", "phone code", "phone prefix", "country prefix", "coupon", "promo",
			"referral code", "referral", "invite code", "invitation code", "affiliate code", "product code", "item code", "sku", "booking code", "booking reference", "order code", "tracking code", "discount", "voucher"},
	}},
	// Recovering a forgotten password asks for an email or username.
	{id: "ctx.recovery", ctx: true, terms: langTerms{
		langEN: {"forgot", "forgotten", "forgottenpassword", "forgotpassword", "reset", "recover", "recovery", "lost", "retrieve", "resetpassword", "send you a link", "reset link", "link to change", "link to reset"},
		langNL: {"vergeten", "herstellen", "opnieuw instellen"},
		langDE: {"vergessen", "zurucksetzen", "wiederherstellen"},
		langFR: {"oublie", "oubliee", "reinitialiser", "reinitialisation"},
		langES: {"olvidado", "olvidaste", "olvido", "restablecer", "recuperar"},
		langCA: {"oblidat", "oblidada", "oblidades", "restablir", "recuperar"},
		langPT: {"esqueceu", "esqueci", "redefinir", "recuperar"},
		langIT: {"dimenticato", "dimenticata", "reimposta", "recupera"},
		langPL: {"zapomniales", "zapomnialas", "nie pamietasz", "resetuj", "odzyskaj"},
		langSV: {"glomt", "aterstall"},
		langDA: {"glemt", "nulstil"},
		langNO: {"glemt", "tilbakestill"},
		langFI: {"unohtunut", "unohditko", "palauta"},
		langCS: {"zapomenute", "zapomneli", "obnovit"},
		langHU: {"elfelejtett", "elfelejtetted"},
		langRO: {"ai uitat", "resetare", "recuperare"},
		langTR: {"unuttum", "unuttunuz", "sifirla"},
		langRU: {"забыли", "восстанов*", "сброс*"},
		langJA: {"お忘れ", "再設定"},
		langZH: {"忘记", "重置", "找回"},
		langKO: {"잊으셨", "재설정"},
	}},
	// The holder of an account, not its number. A bare "name" is not
	// enough: "Account number (as on your statement, in your name)".
	{id: "ctx.holder", ctx: true, terms: langTerms{
		langEN: {"holder", "owner", "account name", "accountholder", "name of account", "name on account", "name of the account", "name on the account"},
		langNL: {"tenaamstelling", "rekeninghouder", "naam rekening*"},
		langDE: {"inhaber", "kontoinhaber", "kontoinhabers"},
		langFR: {"titulaire"},
		langES: {"titular"},
		langPT: {"titular"},
		langIT: {"intestatario", "titolare"},
	}},
	{id: "ctx.company", ctx: true, terms: langTerms{
		langEN: {"company", "business", "corporate", "organisation", "organization", "vat"},
		langES: {"empresa", "sociedad", "cif", "empresarial", "razon social", "persona juridica", "persona moral"},
		langPT: {"empresa", "contribuinte", "nipc", "cnpj", "pessoa juridica"},
		langDE: {"firma", "unternehmen"},
		langFR: {"societe", "entreprise"},
		langIT: {"azienda", "societa", "ditta"},
		langNL: {"bedrijf", "onderneming"},
	}},
	// The codes of text.national-id that need company, for
	// context.national-id.
	{id: "ctx.id-code", ctx: true, terms: langTerms{
		langXX: {"rg", "cf", "c f", "ci", "c i", "idnr"},
	}},
	// Words of an identity document or a person's tax code: beside them a
	// short code ("RG", "CF", "C.I.") is the identity number.
	{id: "ctx.person-id", ctx: true, terms: langTerms{
		langEN: {"identity", "identification", "national", "personal", "citizen", "citizenship", "id card", "tax code", "fiscal code", "id number", "document"},
		langPT: {"identidade", "registro geral", "documento", "carteira de identidade", "cpf"},
		langIT: {"fiscale", "codice", "codice fiscale"},
		langES: {"cedula", "identidad", "documento", "ciudadania"},
		langDE: {"identifikation*", "steuer*", "ausweis*", "personal*"},
		langFR: {"identite", "fiscal"},
		langNL: {"identiteit*", "burger*"},
	}},
	// Parts of a date that is not a card's: a day, or a date written in full.
	{id: "ctx.date-part", ctx: true, terms: langTerms{
		langEN: {"month", "year", "mm", "yy", "yyyy", "expiry", "expiration", "exp"},
	}},
	// A name that asks for a code of some sort ("email_code", "user_code").
	{id: "ctx.code-word", ctx: true, terms: langTerms{
		langEN: {"code", "token", "otp"},
		langES: {"codigo"},
		langPT: {"codigo"},
		langIT: {"codice"},
		langPL: {"kod"},
		langCS: {"kod"},
		langRO: {"cod"},
		langID: {"kode"},
	}},
	// Words of one box of a split code (with maxlength=1).
	{id: "ctx.code-box", ctx: true, terms: langTerms{
		langEN: {"code", "digit", "otp", "pin", "token", "verification", "verify", "char", "box", "passcode", "tfa"},
	}},
	// The amount, message or recipient of a gift card purchase.
	{id: "ctx.gift-card-detail", ctx: true, terms: langTerms{
		langEN: {"amount", "value", "message", "recipient", "sender", "design", "quantity", "qty", "email", "name", "balance", "purchase", "buy", "wrap", "wrapping", "note", "delivery"},
	}},
}
