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

// rule is one group of terms that decides a class, or, with no class, a
// context group that other rules require (needs) or that cancels them
// (unless).
type rule struct {
	id    string
	kind  string
	class Class
	ctx   bool // a context group, not a decision
	terms map[string][]string
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
	// the field's own text.
	unlessAll []string
	// nameOnly: the terms match only in the name and id, or in a text of at
	// most two words, where a short code cannot be a word of a sentence.
	nameOnly bool
}

// Context groups.
var contextRules = []rule{
	{id: "ctx.card", ctx: true, terms: map[string][]string{
		"en": {"card", "cc", "credit", "debit", "visa", "mastercard", "amex", "payment", "cvv", "cvc"},
		"nl": {"kaart", "creditcard", "*kaart"},
		"de": {"karte", "*karte", "kreditkarte*"},
		"fr": {"carte", "cb"},
		"es": {"tarjeta"},
		"pt": {"cartao"},
		"it": {"carta"},
		"pl": {"karta", "karty"},
		"sv": {"kort", "kortet"},
		"tr": {"kart", "karti", "kredi"},
		"ru": {"карт*"},
		"ja": {"カード"},
		"zh": {"卡"},
		"ko": {"카드"},
		"hi": {"कार्ड"},
		"ar": {"بطاقة", "البطاقة"},
	}},
	// A document whose dates are not secrets: its expiry is not a card expiry.
	{id: "ctx.document", ctx: true, terms: map[string][]string{
		"en": {"passport", "licence", "license", "identity", "id card", "document", "permit", "membership", "insurance", "certificate"},
		"nl": {"paspoort", "rijbewijs", "document", "identiteitskaart"},
		"de": {"reisepass", "ausweis*", "fuhrerschein", "dokument*"},
		"fr": {"passeport", "permis", "piece d identite"},
		"es": {"pasaporte", "documento", "licencia", "carnet"},
		"pt": {"passaporte", "documento", "carteira"},
		"it": {"passaporto", "documento", "patente"},
		"pl": {"paszport*", "dokument*", "dowod*"},
		"sv": {"pass", "korkort", "id kort"},
		"tr": {"pasaport", "ehliyet", "kimlik"},
		"ru": {"паспорт*", "документ*"},
		"ja": {"パスポート", "旅券", "免許"},
		"zh": {"护照", "證件", "证件"},
		"ko": {"여권", "면허"},
		"hi": {"पासपोर्ट"},
		"ar": {"جواز"},
	}},
	{id: "ctx.captcha", ctx: true, terms: map[string][]string{
		"xx": {"captcha", "*captcha*", "recaptcha", "hcaptcha"},
		"en": {"visual", "image", "picture", "letters shown", "characters shown", "text you see", "letters you see", "characters you see", "shown above", "as shown", "human"},
		"de": {"sicherheitsabfrage"},
		"ja": {"画像"},
		"zh": {"验证图", "图片"},
	}},
	// Where a date or number of birth is a place, it is not a date of birth.
	{id: "ctx.place", ctx: true, terms: map[string][]string{
		"en": {"place", "where", "country", "city", "town", "state", "name", "surname", "certificate", "pob", "birthplace", "placeofbirth", "birthcountry", "birthcity", "birthname", "countryofbirth", "cityofbirth"},
		"nl": {"plaats", "land"},
		"de": {"ort", "geburtsort", "land", "name"},
		"fr": {"lieu", "pays", "ville", "nom"},
		"es": {"lugar", "pais", "ciudad", "nombre"},
		"pt": {"local", "pais", "cidade", "naturalidade"},
		"it": {"luogo", "paese", "citta"},
		"pl": {"miejsce", "kraj"},
		"sv": {"ort", "land"},
		"tr": {"yeri", "yer"},
		"ru": {"мест*", "страна"},
		"ja": {"出生地"},
		"zh": {"出生地"},
		"ko": {"출생지"},
		"hi": {"स्थान"},
		"ar": {"مكان"},
	}},
	// An Indian "PIN code" is a postal code.
	{id: "ctx.postal", ctx: true, terms: map[string][]string{
		"en": {"postal", "zip", "post code", "postcode", "address", "locality", "city", "district", "area", "delivery", "shipping"},
		"hi": {"पिन कोड", "पिनकोड", "डाक", "पता"},
	}},
	// Dates that are not an expiry of anything the person holds as a secret.
	{id: "ctx.day-first", ctx: true, terms: map[string][]string{
		"en": {"dd", "day"},
	}},
	// Not a card number: the card's holder, type or brand, or a shop's card.
	{id: "ctx.card-attribute", ctx: true, terms: map[string][]string{
		"en": {"card holder", "cardholder", "holder name", "account holder", "name", "card type", "type of card", "card brand", "owner", "issuer", "nickname", "loyalty", "membership", "member card", "reward", "rewards", "club card", "library card", "student card", "bonus card", "customer card", "frequent", "points", "id card", "identity card", "select", "selection", "choose"},
		"nl": {"naam", "houder", "klantenkaart", "klant*"},
		"de": {"inhaber", "name", "typ", "kundenkarte", "kunden*"},
		"fr": {"titulaire", "nom", "type", "fidelite"},
		"es": {"titular", "nombre", "tipo", "fidelidad"},
		"pt": {"titular", "nome", "tipo", "fidelidade"},
		"it": {"titolare", "nome", "tipo", "fedelta"},
		"pl": {"posiadacz*", "imie", "nazwisko", "typ"},
		"sv": {"namn", "innehavare"},
		"tr": {"sahibi", "isim", "ad", "soyad"},
		"ru": {"владел*", "имя", "тип"},
		"ja": {"名義"},
		"zh": {"持卡人", "姓名"},
		"ko": {"소유자", "명의"},
		"hi": {"नाम"},
		"ar": {"اسم"},
	}},
	// Identifiers of a customer, an order or a thing: an "id number" of these
	// is not a national identity number.
	{id: "ctx.not-person-id", ctx: true, terms: map[string][]string{
		"en": {"fiscal", "customer", "member", "membership", "order", "student", "employee", "staff", "account", "user", "tracking", "reference", "transaction", "booking", "invoice", "loyalty", "tax", "vat", "company", "business", "product", "device", "serial", "session", "client", "vehicle", "policy", "patient", "application", "request", "ticket", "case", "registration", "shipment", "parcel", "uuid", "guid"},
		"nl": {"klant*", "bestel*", "factuur"},
		"de": {"kunden*", "bestell*", "rechnung*", "steuer*"},
		"fr": {"client", "commande", "facture"},
		"es": {"cliente", "pedido", "factura"},
		"pt": {"cliente", "pedido", "fatura"},
		"it": {"cliente", "ordine", "fattura"},
		"xx": {"tributaria", "tributario"},
		"hi": {"कर"},
	}},
	// A field whose name or label plainly asks for something ordinary; a
	// fieldset legend about passwords or birth dates does not change it.
	{id: "ctx.plain-field", ctx: true, terms: map[string][]string{
		"en": {"email", "e mail", "mail", "emailaddress", "*email", "email*", "phone", "telephone", "tel", "mobile", "*phone", "phone*", "name", "first name", "last name", "given name", "family name", "firstname", "lastname", "surname", "full name", "fullname", "username", "user name", "userid", "user id", "login", "address", "address1", "address2", "street", "city", "zip", "zipcode", "postcode", "postal code", "company", "search", "coupon", "promo", "country", "state", "province", "region"},
		"nl": {"naam", "voornaam", "achternaam", "telefoon*", "adres", "postcode", "straat", "woonplaats"},
		"de": {"vorname", "nachname", "telefon*", "adresse", "strasse", "plz", "ort"},
		"fr": {"prenom", "nom", "telephone", "adresse", "ville", "courriel"},
		"es": {"nombre", "apellido*", "telefono", "direccion", "correo", "ciudad"},
		"pt": {"nome", "sobrenome", "telefone", "endereco", "correio", "cidade"},
		"it": {"nome", "cognome", "telefono", "indirizzo", "citta"},
		"ja": {"メールアドレス", "氏名", "電話番号", "住所", "ユーザー名", "アカウント"},
		"zh": {"账号", "帳號", "用户名", "邮箱", "手机", "电话", "姓名", "地址"},
		"ko": {"이메일", "아이디", "전화번호", "이름", "주소"},
	}},
}

// coreRules are always on.
var coreRules = []rule{
	// PINs, including the PIN of a gift card.
	{id: "text.pin", kind: "pin", class: Block, terms: map[string][]string{
		"xx": {"pin", "pin number", "pinnumber", "pin no", "pinno", "mpin", "tpin"},
		"en": {"personal identification number"},
		"nl": {"pinnummer"},
		"de": {"geheimzahl", "pin nummer"},
		"fr": {"code pin", "code confidentiel"},
		"es": {"codigo pin", "numero pin", "clave pin"},
		"pt": {"codigo pin"},
		"it": {"codice pin"},
		"pl": {"kod pin", "numer pin"},
		"sv": {"pinkod", "pin kod"},
		"tr": {"pin kodu", "sifre pin"},
		"ru": {"пин", "пин код"},
		"ja": {"暗証番号"},
		"zh": {"PIN码", "支付密码", "交易密码"},
		"ko": {"핀번호", "PIN 번호"},
		"ar": {"الرقم السري", "رمز PIN"},
	}},
	// In India "पिन कोड" (PIN code) is the postal code.
	{id: "text.pin", kind: "pin", class: Block, unless: []string{"ctx.postal"}, terms: map[string][]string{
		"hi": {"पिन"},
	}},
	// "PIN code" is a postal code in India; elsewhere it is a PIN.
	{id: "text.pin", kind: "pin", class: Block, unless: []string{"ctx.postal"}, terms: map[string][]string{
		"en": {"pin code", "pincode"},
		"nl": {"pincode"},
	}},
	// Passwords, passcodes and passphrases.
	{id: "text.password", kind: "password", class: Block, unlessAll: []string{"ctx.recovery", "ctx.plain-field"}, terms: map[string][]string{
		"en": {"password", "passwd", "pwd", "pass", "pw", "passcode", "passphrase", "passw*", "*password*", "*passwd*", "*pwd", "pwd*", "pass word"},
		"nl": {"wachtwoord", "*wachtwoord*"},
		"de": {"passwort", "*passwort*", "kennwort", "*kennwort*"},
		"fr": {"mot de passe", "mdp", "motdepasse"},
		"es": {"contrasena", "*contrasena*", "clave de acceso", "clave"},
		"pt": {"senha", "*senha*", "palavra passe"},
		"it": {"parola d ordine", "parola chiave"},
		"pl": {"haslo", "hasla", "*haslo*"},
		"sv": {"losenord", "*losenord*"},
		"tr": {"sifre", "sifreniz", "sifrenizi", "*sifre*", "parola"},
		"ru": {"парол*"},
		"ja": {"パスワード"},
		"zh": {"密码", "密碼", "口令"},
		"ko": {"비밀번호", "패스워드", "암호"},
		"hi": {"पासवर्ड", "कूटशब्द"},
		"ar": {"كلمة المرور", "كلمة السر", "كلمه المرور", "كلمة مرور"},
	}},
	// "Security code" next to card words is the card's code; alone it is
	// usually a code sent by text message. Both are blocked.
	{id: "text.card-security-code", kind: "card-security-code", class: Block, needs: []string{"ctx.card"}, unless: []string{"ctx.captcha"}, terms: map[string][]string{
		"en": {"security code", "verification code", "verification number"},
		"nl": {"beveiligingscode"},
		"de": {"sicherheitscode"},
		"fr": {"code de securite"},
		"es": {"codigo de seguridad"},
		"pt": {"codigo de seguranca"},
		"it": {"codice di sicurezza"},
		"pl": {"kod bezpieczenstwa"},
		"sv": {"sakerhetskod"},
		"tr": {"guvenlik kodu"},
		"ru": {"код безопасности"},
		"ja": {"セキュリティコード"},
		"zh": {"安全码"},
		"ko": {"보안 코드"},
		"hi": {"सुरक्षा कोड"},
		"ar": {"رمز الأمان"},
	}},
	// One-time codes sent by SMS or email, authenticator codes.
	{id: "text.one-time-code", kind: "one-time-code", class: Block, unless: []string{"ctx.captcha"}, terms: map[string][]string{
		"xx": {"otp", "*otp", "otp*", "2fa", "mfa", "totp", "hotp", "tfa", "sms code", "smscode", "2 step", "two step"},
		"en": {"one time code", "one time password", "one time pin", "onetime code", "verification code", "verify code", "confirmation code", "confirm code", "activation code", "auth code", "authentication code", "authorization code", "security code", "access code", "login code", "sign in code", "signin code", "passcode", "two factor", "twofactor", "second factor", "2nd factor", "code sent", "sent code", "6 digit code", "text message code", "vcode", "authenticator code", "authenticator app code"},
		"nl": {"verificatiecode", "bevestigingscode", "eenmalige code", "sms code", "beveiligingscode", "activatiecode", "inlogcode"},
		"de": {"bestatigungscode", "verifizierungscode", "sicherheitscode", "einmalcode", "einmalpasswort", "aktivierungscode", "tan", "smstan", "mtan"},
		"fr": {"code de verification", "code de confirmation", "code de securite", "code a usage unique", "code recu", "code sms", "code d activation"},
		"es": {"codigo de verificacion", "codigo de confirmacion", "codigo de seguridad", "codigo de un solo uso", "codigo sms", "codigo de activacion"},
		"pt": {"codigo de verificacao", "codigo de confirmacao", "codigo de seguranca", "codigo de acesso", "codigo sms", "codigo de ativacao"},
		"it": {"codice di verifica", "codice di conferma", "codice di sicurezza", "codice monouso", "codice sms", "codice otp", "codice di attivazione"},
		"pl": {"kod weryfikacyjny", "kod potwierdzajacy", "kod sms", "kod jednorazowy", "kod bezpieczenstwa", "kod aktywacyjny"},
		"sv": {"verifieringskod", "bekraftelsekod", "engangskod", "sakerhetskod", "sms kod"},
		"tr": {"dogrulama kodu", "onay kodu", "tek kullanimlik", "guvenlik kodu", "sms kodu"},
		"ru": {"код подтвержд*", "проверочн*", "одноразов*", "код из смс", "смс код", "код безопасности"},
		"ja": {"認証コード", "確認コード", "ワンタイム", "セキュリティコード", "確認番号"},
		"zh": {"验证码", "驗證碼", "校验码", "动态码", "动态密码", "安全码"},
		"ko": {"인증번호", "인증 번호", "인증코드", "확인 코드", "보안 코드", "일회용"},
		"hi": {"ओटीपी", "सत्यापन कोड", "वन टाइम"},
		"ar": {"رمز التحقق", "كود التحقق", "رمز التأكيد", "رمز لمرة واحدة", "رمز الأمان"},
	}},
	// Security questions and their answers.
	{id: "text.security-answer", kind: "security-answer", class: Block, terms: map[string][]string{
		"en": {"security question", "secret question", "challenge question", "security answer", "secret answer", "challenge answer", "security q", "memorable word", "memorable information", "memorable data", "mother s maiden name", "mothers maiden name", "mother maiden name", "maiden name of your mother", "secret word", "recovery question", "sec question", "sec answer", "secq", "seca", "name of your first pet", "first pet"},
		"nl": {"beveiligingsvraag", "geheime vraag", "beveiligingsantwoord", "geheim antwoord"},
		"de": {"sicherheitsfrage", "geheimfrage", "geheime frage", "sicherheitsantwort", "geheime antwort"},
		"fr": {"question secrete", "question de securite", "reponse secrete", "reponse de securite"},
		"es": {"pregunta de seguridad", "pregunta secreta", "respuesta de seguridad", "respuesta secreta"},
		"pt": {"pergunta de seguranca", "pergunta secreta", "resposta de seguranca", "resposta secreta"},
		"it": {"domanda di sicurezza", "domanda segreta", "risposta di sicurezza", "risposta segreta"},
		"pl": {"pytanie bezpieczenstwa", "pytanie pomocnicze", "pytanie zabezpieczajace", "odpowiedz na pytanie"},
		"sv": {"sakerhetsfraga", "hemlig fraga", "sakerhetssvar"},
		"tr": {"guvenlik sorusu", "gizli soru", "guvenlik cevabi", "gizli cevap"},
		"ru": {"контрольн* вопрос", "секретн* вопрос", "ответ на вопрос", "контрольн* ответ", "секретн* ответ"},
		"ja": {"秘密の質問", "秘密の答え", "質問の答え"},
		"zh": {"安全问题", "密保问题", "密保", "安全提示问题", "問題答案", "安全問題"},
		"ko": {"보안 질문", "보안질문", "질문 답변", "비밀 질문"},
		"hi": {"सुरक्षा प्रश्न", "गुप्त प्रश्न", "सुरक्षा उत्तर"},
		"ar": {"سؤال الأمان", "السؤال السري", "سؤال الامان", "سؤال سري", "إجابة الأمان"},
	}},
	// Payment card number, and stored-value cards that carry their value.
	{id: "text.card-number", kind: "card-number", class: Block, unless: []string{"ctx.card-attribute"}, unlessSameAttr: true, terms: map[string][]string{
		"xx": {"cc number", "ccnum", "ccno", "cc no", "cc num", "ccn", "cardnum", "cardno", "pan number"},
		"en": {"card number", "card no", "card num", "card nr", "creditcard number", "credit number", "account number on card", "long number"},
		"nl": {"kaartnummer", "*kaartnummer", "creditcardnummer", "pasnummer"},
		"de": {"kartennummer", "*kartennummer", "kreditkartennummer"},
		"fr": {"numero de carte", "numero carte", "n de carte"},
		"es": {"numero de tarjeta", "numero tarjeta"},
		"pt": {"numero do cartao", "numero de cartao", "numero cartao"},
		"it": {"numero di carta", "numero della carta", "numero carta"},
		"pl": {"numer karty", "nr karty"},
		"sv": {"kortnummer"},
		"tr": {"kart numarasi", "kart no"},
		"ru": {"номер карт*"},
		"ja": {"カード番号", "クレジットカード番号"},
		"zh": {"卡号", "卡號", "信用卡号"},
		"ko": {"카드번호", "카드 번호"},
		"hi": {"कार्ड नंबर", "कार्ड संख्या"},
		"ar": {"رقم البطاقة", "رقم بطاقة"},
		"id": {"nomor kartu", "no kartu", "no kartu kredit"},
	}},
	// "Credit card" names the number field on many forms, and the container
	// of the billing address on others: it counts only when nothing says
	// the field is something ordinary.
	{id: "text.card-number", kind: "card-number", class: Block, weak: true, unless: []string{"ctx.card-attribute", "ctx.plain-field", "ctx.date-part", "ctx.captcha"}, terms: map[string][]string{
		"en": {"credit card", "debit card", "creditcard", "payment card", "bank card"},
		"nl": {"creditcard", "betaalkaart", "bankpas"},
		"de": {"kreditkarte", "*kreditkarte", "debitkarte", "bankkarte"},
		"fr": {"carte bancaire", "carte de credit"},
		"es": {"tarjeta de credito", "tarjeta de debito"},
		"pt": {"cartao de credito", "cartao de debito"},
		"it": {"carta di credito", "carta di debito"},
		"pl": {"karta kredytowa", "karta platnicza"},
		"sv": {"kreditkort*", "betalkort"},
		"tr": {"kredi karti", "banka karti"},
		"ru": {"кредитн* карт*", "банковск* карт*"},
		"ja": {"クレジットカード"},
		"zh": {"信用卡", "银行卡"},
		"ko": {"신용카드"},
		"hi": {"क्रेडिट कार्ड"},
		"ar": {"بطاقة الائتمان", "بطاقة ائتمان"},
		"id": {"kartu kredit", "kartu debit"},
	}},
	{id: "text.gift-card", kind: "gift-card", class: Block, unless: []string{"ctx.gift-card-detail", "ctx.captcha"}, terms: map[string][]string{
		"en": {"gift card", "giftcard", "gift cert", "giftcert", "gift certificate", "gift voucher", "gc number", "gift code", "stored value card", "prepaid card", "gift card number", "e gift card"},
		"nl": {"cadeaukaart", "cadeaubon", "giftcard"},
		"de": {"geschenkkarte", "gutscheinkarte", "geschenkgutschein"},
		"fr": {"carte cadeau", "cheque cadeau"},
		"es": {"tarjeta regalo", "tarjeta de regalo"},
		"pt": {"cartao presente", "vale presente"},
		"it": {"carta regalo", "buono regalo", "gift card"},
		"pl": {"karta podarunkowa", "bon podarunkowy"},
		"sv": {"presentkort"},
		"tr": {"hediye karti", "hediye ceki"},
		"ru": {"подарочн* карт*", "подарочн* сертификат*"},
		"ja": {"ギフトカード", "ギフト券"},
		"zh": {"礼品卡", "禮品卡"},
		"ko": {"기프트카드", "상품권"},
		"hi": {"गिफ्ट कार्ड"},
		"ar": {"بطاقة الهدايا", "بطاقة هدية"},
	}},
	// Card security code (CVV/CVC/CSC/CID).
	{id: "text.card-security-code", kind: "card-security-code", class: Block, terms: map[string][]string{
		"xx": {"cvv", "cvc", "csc", "cid", "cvv2", "cvc2", "cvn", "cav2", "cvd", "ccv", "*cvv*", "*cvc*", "*csc"},
		"en": {"card code", "card verification", "verification value", "card security", "security number", "card security code", "security code on card"},
		"nl": {"beveiligingscode", "controlecode", "kaartcode"},
		"de": {"prufnummer", "*prufnummer", "prufziffer", "kartenprufnummer", "sicherheitscode"},
		"fr": {"cryptogramme", "crypto", "code de securite", "code securite"},
		"es": {"codigo de seguridad", "codigo de verificacion de la tarjeta"},
		"pt": {"codigo de seguranca", "codigo verificador"},
		"it": {"codice di sicurezza", "codice di verifica carta"},
		"pl": {"kod bezpieczenstwa", "kod zabezpieczajacy"},
		"sv": {"sakerhetskod", "kontrollsiffr*"},
		"tr": {"guvenlik kodu", "guvenlik numarasi"},
		"ru": {"код безопасности", "cvv код", "код cvc"},
		"ja": {"セキュリティコード", "セキュリティーコード"},
		"zh": {"安全码", "安全碼", "验证码后三位", "卡验证码"},
		"ko": {"보안코드", "보안 코드", "CVC 번호"},
		"hi": {"सुरक्षा कोड", "सीवीवी"},
		"ar": {"رمز الأمان", "رمز الحماية"},
	}},
	// Card expiry. "Expiry" alone asks for a card's expiry date on most forms;
	// the expiry of a passport, licence or membership is not a secret.
	{id: "text.card-expiry", kind: "card-expiry", class: Block, unless: []string{"ctx.document"}, terms: map[string][]string{
		"en": {"expiry", "expiration", "expires", "expire", "*expire", "*expires", "cc exp", "ccexp*", "expiry date", "expiration date", "valid thru", "valid through", "valid until", "good thru", "exp date", "exp month", "exp year", "exp mm", "exp yy", "expdate", "expmonth", "expyear", "expiry month", "expiry year", "expir*", "*expiry", "*expiration", "*expdate", "*expmonth", "*expyear"},
		"nl": {"vervaldatum", "geldig tot", "vervalmaand", "vervaljaar"},
		"de": {"ablaufdatum", "gultig bis", "verfallsdatum", "gultigkeit", "ablaufmonat", "ablaufjahr"},
		"fr": {"date d expiration", "expiration", "date de validite", "valable jusqu", "date d echeance"},
		"es": {"fecha de vencimiento", "fecha de caducidad", "vencimiento", "caducidad", "fecha de expiracion", "valido hasta"},
		"pt": {"data de validade", "validade", "data de vencimento", "vencimento", "data de expiracao"},
		"it": {"data di scadenza", "scadenza", "valida fino"},
		"pl": {"data waznosci", "waznosc", "wazna do"},
		"sv": {"utgangsdatum", "giltig till", "utgangsmanad", "utgangsar"},
		"tr": {"son kullanma", "son kullanma tarihi", "gecerlilik tarihi", "skt"},
		"ru": {"срок действия", "действительна до", "истекает"},
		"ja": {"有効期限"},
		"zh": {"有效期", "到期日"},
		"ko": {"유효기간", "만료일", "유효 기간"},
		"hi": {"समाप्ति", "वैधता"},
		"ar": {"تاريخ الانتهاء", "تاريخ انتهاء", "صالحة حتى"},
	}},
	// "exp" and "MM/YY" are card expiry only next to card words.
	{id: "text.card-expiry", kind: "card-expiry", class: Block, needs: []string{"ctx.card"}, unless: []string{"ctx.document", "ctx.card-attribute", "ctx.plain-field"}, terms: map[string][]string{
		"en": {"exp", "mm yy", "mm yyyy", "month", "year", "mm", "yy", "yyyy"},
		"de": {"monat", "jahr"},
		"fr": {"mois", "annee"},
		"es": {"mes", "ano"},
		"pt": {"mes", "ano"},
		"it": {"mese", "anno"},
		"nl": {"maand", "jaar"},
	}},
	{id: "text.card-expiry", kind: "card-expiry", class: Block, unless: []string{"ctx.document", "ctx.day-first"}, terms: map[string][]string{
		"en": {"mm yy", "mm yyyy"},
	}},
	// National identity numbers (the ambiguous short ones are in packs).
	{id: "text.national-id", kind: "national-id", class: Block, terms: map[string][]string{
		"xx": {"ssn", "*ssn", "ssn*", "bsn", "aadhaar", "aadhar", "nric", "ppsn", "pps number", "cpf", "*cpf", "cpf*", "dni", "*dni", "pesel", "tckn", "tcno", "tc no", "tc kimlik", "t c kimlik", "curp", "cuil", "snils", "hetu", "rrn", "insz", "nir"},
		"en": {"social security", "social security number", "social insurance number", "sin number", "national id", "national identity", "national identification", "national insurance", "national insurance number", "ni number", "personal identity number", "personal identification code", "citizen id", "citizen number", "identity document number"},
		"nl": {"burgerservicenummer", "sofinummer", "sofi nummer", "rijksregisternummer", "identiteitsnummer", "persoonsnummer"},
		"de": {"personalausweisnummer", "ausweisnummer", "sozialversicherungsnummer", "identifikationsnummer", "steueridentifikationsnummer", "personenkennzahl"},
		"fr": {"numero de securite sociale", "numero d identite", "numero de registre national", "carte d identite", "numero de la carte d identite"},
		"es": {"documento de identidad", "numero de identidad", "cedula", "cedula de identidad", "documento nacional"},
		"pt": {"cartao de cidadao", "numero de identificacao", "bilhete de identidade", "documento de identidade"},
		"it": {"codice fiscale", "codicefiscale", "carta d identita", "numero carta d identita"},
		"pl": {"numer pesel", "dowod osobisty", "numer dowodu"},
		"sv": {"personnummer", "samordningsnummer"},
		"tr": {"kimlik no", "kimlik numarasi", "tc kimlik no", "tc kimlik numarasi", "vatandaslik numarasi"},
		"ru": {"снилс", "удостоверени* личности"},
		"ja": {"マイナンバー", "個人番号", "身分証明書番号"},
		"zh": {"身份证", "身份證", "居民身份", "身分證"},
		"ko": {"주민등록번호", "주민번호", "외국인등록번호"},
		"hi": {"आधार", "आधार संख्या"},
		"ar": {"رقم الهوية", "الهوية الوطنية", "رقم الهويه", "الرقم القومي", "رقم الإقامة"},
	}},
	// Generic identity-number wording: not when it names a customer, order or
	// other record.
	{id: "text.national-id", kind: "national-id", class: Block, unless: []string{"ctx.not-person-id"}, terms: map[string][]string{
		"en": {"id number", "idnumber", "identity number", "identification number", "identity card number", "id card number", "personal id", "personal code", "personal number", "resident id", "id no", "id document", "identity card", "id card"},
		"es": {"numero de identificacion", "numero de documento"},
		"pt": {"numero do documento", "numero de documento"},
		"hi": {"पहचान संख्या"},
	}},
	// A NIF, NIE or DNI asked of a person is the Spanish identity number;
	// the NIF of a company is a tax id.
	{id: "text.national-id", kind: "national-id", class: Block, unless: []string{"ctx.company"}, terms: map[string][]string{
		"es": {"nif", "nif nie", "nie nif", "dni nie", "nie dni", "dni nif", "nie number", "numero de identidad de extranjero"},
		"tr": {"tc identity", "tc identity no", "tc identity number", "tc id", "turkish identity", "tc kimlik"},
	}},
	// Short ids that are also words ("sin" is Spanish for "without", "nino"
	// for "child", "ein" German for "a"): only in a field's name or id, or
	// as a label of at most two words ("SIN", "SIN #").
	{id: "text.national-id", kind: "national-id", class: Block, nameOnly: true, terms: map[string][]string{
		"xx": {"sin", "nino"},
	}},
	{id: "text.tax-id", kind: "tax-id", class: Redact, nameOnly: true, terms: map[string][]string{
		"xx": {"ein"},
	}},
	// Secret keys, tokens, recovery codes, seed phrases.
	{id: "text.secret", kind: "secret", class: Block, unless: []string{"ctx.captcha"}, terms: map[string][]string{
		"en": {"secret", "secret key", "api key", "apikey", "api token", "api secret", "access token", "auth token", "bearer", "private key", "client secret", "recovery code", "backup code", "recovery key", "recovery phrase", "seed phrase", "seed words", "mnemonic", "secret phrase", "passkey", "license key", "licence key", "product key", "activation key", "signing key", "ssh key", "wallet phrase"},
		"nl": {"herstelcode", "herstelzin", "geheime sleutel"},
		"de": {"geheimer schlussel", "wiederherstellungscode", "wiederherstellungsschlussel"},
		"fr": {"cle secrete", "code de recuperation", "phrase de recuperation", "cle privee"},
		"es": {"clave secreta", "codigo de recuperacion", "frase de recuperacion", "clave privada"},
		"pt": {"chave secreta", "codigo de recuperacao", "frase de recuperacao", "chave privada"},
		"it": {"chiave segreta", "codice di recupero", "frase di recupero", "chiave privata"},
		"pl": {"klucz prywatny", "kod odzyskiwania", "tajny klucz"},
		"sv": {"aterstallningskod", "hemlig nyckel"},
		"tr": {"gizli anahtar", "kurtarma kodu"},
		"ru": {"секретн* ключ*", "код восстановлени*", "приватн* ключ*"},
		"ja": {"秘密鍵", "リカバリーコード", "復旧コード"},
		"zh": {"私钥", "助记词", "恢复码", "密钥"},
		"ko": {"비밀 키", "복구 코드", "개인 키"},
		"hi": {"गुप्त कुंजी", "रिकवरी कोड"},
		"ar": {"المفتاح السري", "رمز الاسترداد"},
	}},
	// A bare "token" field is a secret unless the field plainly asks for
	// something else (some sign-in systems call the username field a token).
	{id: "text.secret", kind: "secret", class: Block, unless: []string{"ctx.captcha", "ctx.plain-field"}, terms: map[string][]string{
		"en": {"token"},
	}},
	// Date of birth and its parts.
	{id: "text.date-of-birth", kind: "date-of-birth", class: Redact, unless: []string{"ctx.place"}, terms: map[string][]string{
		"xx": {"dob", "bday", "yob", "*dob"},
		"en": {"birth", "birthdate", "birthday", "birth date", "date of birth", "day of birth", "month of birth", "year of birth", "born", "birth*", "*birthday", "*birthdate", "*dateofbirth", "dateofbirth*"},
		"nl": {"geboortedatum", "geboortedag", "geboortemaand", "geboortejaar", "geboren", "*geboortedatum"},
		"de": {"geburtsdatum", "geburtstag", "geburtsjahr", "geburtsmonat", "*geburtsdatum", "geboren"},
		"fr": {"date de naissance", "naissance", "ne le", "nee le"},
		"es": {"fecha de nacimiento", "nacimiento", "fecha nacimiento"},
		"pt": {"data de nascimento", "nascimento", "data nascimento"},
		"it": {"data di nascita", "nascita"},
		"pl": {"data urodzenia", "urodzenia", "urodzin*"},
		"sv": {"fodelsedatum", "fodelsedag", "fodelsear"},
		"tr": {"dogum tarihi", "dogum", "dogum gunu"},
		"ru": {"дата рождени*", "рождени*", "день рождени*"},
		"ja": {"生年月日", "誕生日"},
		"zh": {"出生日期", "生日", "出生年月"},
		"ko": {"생년월일", "생일"},
		"hi": {"जन्म तिथि", "जन्मतिथि", "जन्म दिनांक", "जन्म"},
		"ar": {"تاريخ الميلاد", "تاريخ ميلاد", "الميلاد"},
	}},
	// Bank account numbers and bank routing codes (a BIC names a bank and is
	// not listed).
	{id: "text.bank-account", kind: "bank-account", class: Redact, unless: []string{"ctx.bic", "ctx.holder"}, terms: map[string][]string{
		"en": {"bank account", "account number", "acct number", "acct no", "account no", "accountnumber", "bank account number", "sort code", "sortcode", "routing number", "routing", "aba", "aba number", "bank code", "bankcode", "bsb", "roll number", "building society", "transit number", "branch code", "bank number"},
		"nl": {"rekeningnummer", "*rekeningnummer", "bankrekening*"},
		"de": {"kontonummer", "*kontonummer", "bankleitzahl", "blz", "bankverbindung"},
		"fr": {"numero de compte", "compte bancaire", "code banque", "code guichet", "rib"},
		"es": {"numero de cuenta", "cuenta bancaria", "clabe", "cbu"},
		"pt": {"numero da conta", "conta bancaria", "numero de conta"},
		"it": {"numero di conto", "conto corrente", "conto bancario"},
		"pl": {"numer konta", "numer rachunku", "konto bankowe", "rachunek bankowy"},
		"sv": {"kontonummer", "bankkonto", "clearingnummer"},
		"tr": {"hesap numarasi", "hesap no", "banka hesabi"},
		"ru": {"номер счет*", "расчетн* счет*", "банковск* счет*"},
		"ja": {"口座番号", "銀行口座"},
		"zh": {"银行账号", "银行卡号", "银行账户"},
		"ko": {"계좌번호", "계좌 번호", "은행 계좌"},
		"hi": {"खाता संख्या", "बैंक खाता", "खाता नंबर"},
		"ar": {"رقم الحساب", "الحساب المصرفي", "حساب بنكي"},
	}},
	{id: "text.iban", kind: "iban", class: Redact, terms: map[string][]string{
		"xx": {"iban", "iban*", "*iban"},
		"ru": {"ибан"},
		"ar": {"الآيبان", "آيبان", "ايبان"},
		"ja": {"IBAN"},
	}},
	{id: "text.passport", kind: "passport", class: Redact, unless: []string{"ctx.document-detail"}, terms: map[string][]string{
		"en": {"passport", "passport number", "passport no", "*passport*"},
		"nl": {"paspoort", "paspoortnummer"},
		"de": {"reisepass", "reisepassnummer", "passnummer"},
		"fr": {"passeport", "numero de passeport"},
		"es": {"pasaporte", "numero de pasaporte"},
		"pt": {"passaporte", "numero do passaporte"},
		"it": {"passaporto", "numero del passaporto"},
		"pl": {"paszport*", "numer paszportu"},
		"sv": {"passnummer"},
		"tr": {"pasaport", "pasaport no", "pasaport numarasi"},
		"ru": {"паспорт*"},
		"ja": {"パスポート", "旅券番号"},
		"zh": {"护照", "護照"},
		"ko": {"여권", "여권번호"},
		"hi": {"पासपोर्ट"},
		"ar": {"جواز السفر", "رقم الجواز", "جواز"},
	}},
	{id: "text.driving-licence", kind: "driving-licence", class: Redact, unless: []string{"ctx.document-detail"}, terms: map[string][]string{
		"en": {"driver license", "drivers license", "driver s license", "driver licence", "drivers licence", "driver s licence", "driving licence", "driving license", "dl number", "licence number", "license number", "driverlicense", "driverslicense"},
		"nl": {"rijbewijs", "rijbewijsnummer"},
		"de": {"fuhrerschein", "fuhrerscheinnummer"},
		"fr": {"permis de conduire"},
		"es": {"licencia de conducir", "carnet de conducir", "permiso de conducir"},
		"pt": {"carteira de motorista", "carta de conducao", "cnh", "carteira de habilitacao"},
		"it": {"patente di guida", "numero patente", "patente"},
		"pl": {"prawo jazdy", "prawa jazdy"},
		"sv": {"korkort", "korkortsnummer"},
		"tr": {"ehliyet", "surucu belgesi"},
		"ru": {"водительск* удостоверени*", "водительск* прав*"},
		"ja": {"運転免許", "免許証番号"},
		"zh": {"驾驶证", "驾照", "駕照", "駕駛執照"},
		"ko": {"운전면허", "면허번호"},
		"hi": {"ड्राइविंग लाइसेंस", "चालक लाइसेंस"},
		"ar": {"رخصة القيادة", "رخصة السياقة", "رقم الرخصة"},
	}},
	// Tax, VAT and company registration numbers.
	{id: "text.tax-id", kind: "tax-id", class: Redact, terms: map[string][]string{
		"xx": {"tin", "taxid", "vat", "vatid", "vatin", "nip", "cvr", "afm", "cif", "rut", "rfc", "cuit", "tva", "btw", "ust id", "ustid", "ust idnr", "kvk", "siret", "siren", "abn", "acn", "gst number", "gstin", "dic", "pib", "adoszam", "*adoszam"},
		"en": {"tax id", "tax number", "tax no", "tax identification", "tax identification number", "tax code", "tax reference", "vat number", "vat no", "vat id", "vat registration", "company number", "company registration", "registration number", "business number", "employer identification", "tax registration", "utr", "tax identifier", "num tax", "tax num"},
		"nl": {"btw nummer", "btwnummer", "kvk nummer", "fiscaal nummer", "ondernemingsnummer"},
		"de": {"steuernummer", "*steuernummer", "umsatzsteuer*", "steuer id", "handelsregisternummer", "ust nr"},
		"fr": {"numero de tva", "numero fiscal", "numero d identification fiscale", "numero siret"},
		"es": {"numero de identificacion fiscal", "identificacion fiscal", "numero fiscal", "codigo fiscal"},
		"pt": {"numero de contribuinte", "contribuinte", "numero fiscal", "identificacao fiscal"},
		"it": {"partita iva", "p iva", "piva", "numero iva"},
		"pl": {"numer nip", "numer vat", "regon", "krs"},
		"sv": {"organisationsnummer", "momsnummer", "momsregistreringsnummer"},
		"tr": {"vergi numarasi", "vergi no", "vergi kimlik"},
		"ru": {"инн", "огрн", "кпп", "налогов* номер"},
		"bg": {"ддс", "булстат"},
		"ja": {"法人番号", "税番号", "登録番号"},
		"zh": {"税号", "纳税人识别号", "統一編號", "税务登记"},
		"ko": {"사업자등록번호", "사업자 번호", "납세자 번호"},
		"hi": {"कर पहचान", "जीएसटी"},
		"ar": {"الرقم الضريبي", "رقم ضريبي", "ضريبة القيمة المضافة", "السجل التجاري"},
	}},
	// Health and insurance numbers, patient numbers.
	{id: "text.health-id", kind: "health-id", class: Redact, terms: map[string][]string{
		"en": {"health insurance", "insurance number", "policy number", "medicare", "medicaid", "nhs number", "patient number", "patient id", "medical record", "mrn", "health card", "health number", "clinic number", "insurance id", "health id", "insurer number"},
		"nl": {"zorgverzekering", "verzekeringsnummer", "polisnummer", "patientnummer"},
		"de": {"krankenversicherung*", "versicherungsnummer", "*versicherungsnummer", "versichertennummer", "*versichertennummer", "krankenkasse", "patientennummer"},
		"fr": {"numero d assure", "mutuelle", "numero de police", "numero de patient", "carte vitale"},
		"es": {"numero de poliza", "seguro medico", "tarjeta sanitaria", "numero de afiliacion", "numero de paciente"},
		"pt": {"numero de utente", "plano de saude", "numero da apolice", "cartao sus"},
		"it": {"tessera sanitaria", "numero di polizza", "numero paziente"},
		"pl": {"numer polisy", "ubezpieczeni*"},
		"sv": {"forsakringsnummer", "patientnummer"},
		"tr": {"sigorta numarasi", "police numarasi", "hasta numarasi"},
		"ru": {"полис*", "медицинск* страхов*"},
		"ja": {"保険証", "被保険者番号", "診察券"},
		"zh": {"医保", "保险单号", "社保"},
		"ko": {"건강보험", "보험 번호"},
		"hi": {"बीमा संख्या", "स्वास्थ्य बीमा"},
		"ar": {"رقم التأمين", "التأمين الصحي"},
	}},
	// Loyalty and membership card numbers.
	{id: "text.loyalty-number", kind: "loyalty-number", class: Redact, unless: []string{"ctx.plain-field"}, terms: map[string][]string{
		"en": {"loyalty", "member id", "loyalty number", "loyalty card", "membership number", "member number", "membership card", "membership id", "membership no", "rewards number", "reward number", "rewards card", "frequent flyer", "frequent flier", "club card", "clubcard", "bonus card", "customer card", "points card", "library card"},
		"nl": {"klantenkaart", "lidnummer", "klantenpas", "spaarkaart"},
		"de": {"kundenkarte", "mitgliedsnummer", "kundenkartennummer", "bonuskarte"},
		"fr": {"carte de fidelite", "numero d adherent", "numero de membre"},
		"es": {"tarjeta de fidelidad", "numero de socio", "tarjeta de socio"},
		"pt": {"cartao fidelidade", "numero de socio", "cartao de socio"},
		"it": {"carta fedelta", "numero tessera", "tessera socio"},
		"pl": {"karta lojalnosciowa", "numer czlonkowski"},
		"sv": {"medlemsnummer", "kundkort"},
		"tr": {"sadakat karti", "uye numarasi", "uyelik numarasi"},
		"ru": {"бонусн* карт*", "карт* лояльности"},
		"ja": {"会員番号", "ポイントカード"},
		"zh": {"会员号", "会员卡号", "會員卡"},
		"ko": {"회원번호", "멤버십"},
		"hi": {"सदस्यता संख्या"},
		"ar": {"رقم العضوية", "بطاقة الولاء"},
	}},
}

// More context groups used by the rules above.
var moreContextRules = []rule{
	// A name or label that asks for an email address.
	{id: "ctx.plain-email", ctx: true, terms: map[string][]string{
		"en": {"email", "e mail", "emailaddress", "*email", "email*"},
		"fr": {"courriel"},
		"es": {"correo electronico"},
		"pt": {"correio eletronico"},
		"ja": {"メールアドレス"},
		"zh": {"邮箱", "电子邮件"},
		"ko": {"이메일"},
	}},
	// The parts of a date, as forms name separate day, month and year
	// fields (used by the context rules in context.go).
	{id: "ctx.day", ctx: true, terms: map[string][]string{
		"en": {"day", "dd"},
		"nl": {"dag"},
		"de": {"tag", "tt"},
		"fr": {"jour", "jj"},
		"es": {"dia"},
		"pt": {"dia"},
		"it": {"giorno", "gg"},
		"pl": {"dzien"},
		"tr": {"gun"},
		"ru": {"день"},
		"ja": {"日"},
		"ko": {"일"},
	}},
	{id: "ctx.month", ctx: true, terms: map[string][]string{
		"en": {"month", "mm", "mon"},
		"nl": {"maand"},
		"de": {"monat"},
		"fr": {"mois"},
		"es": {"mes"},
		"pt": {"mes"},
		"it": {"mese"},
		"sv": {"manad"},
		"pl": {"miesiac"},
		"ru": {"месяц"},
		"ja": {"月"},
		"ko": {"월"},
	}},
	{id: "ctx.year", ctx: true, terms: map[string][]string{
		"en": {"year", "yy", "yyyy", "yr"},
		"nl": {"jaar", "jjjj"},
		"de": {"jahr", "jjjj"},
		"fr": {"annee", "aaaa", "aa"},
		"es": {"ano", "aaaa"},
		"pt": {"ano", "aaaa"},
		"it": {"anno", "aaaa"},
		"pl": {"rok"},
		"tr": {"yil"},
		"ru": {"год"},
		"ja": {"年"},
		"ko": {"년"},
	}},
	// "Number" with nothing else: in a card's fields, the card number.
	{id: "ctx.number-word", ctx: true, terms: map[string][]string{
		"en": {"number", "no", "nr", "num"},
		"nl": {"nummer"},
		"de": {"nummer"},
		"fr": {"numero"},
		"es": {"numero"},
		"pt": {"numero"},
		"it": {"numero"},
		"pl": {"numer"},
		"ja": {"番号"},
		"zh": {"号码", "號碼"},
		"ko": {"번호"},
	}},
	{id: "ctx.bic", ctx: true, terms: map[string][]string{
		"en": {"bic", "swift", "bic code", "swift code", "bank identifier code"},
	}},
	// The dates and places of a document, not its number.
	{id: "ctx.document-detail", ctx: true, terms: map[string][]string{
		"en": {"expiry", "expiration", "expires", "expire", "*expire", "*expires", "cc exp", "ccexp*", "issue", "issued", "issuing", "date", "valid", "validity", "country", "nationality", "place", "authority", "type", "scan", "upload", "day", "month", "year", "name", "holder", "category", "class"},
		"nl": {"vervaldatum", "afgifte", "datum"},
		"de": {"ablaufdatum", "ausstellung*", "datum", "gultig*"},
		"fr": {"date", "delivrance", "validite"},
		"es": {"fecha", "expedicion", "vencimiento", "caducidad"},
		"pt": {"data", "emissao", "validade"},
		"it": {"data", "rilascio", "scadenza"},
	}},
	// Codes that are not secrets: a field that names one of these is not a
	// one-time code whatever its autocomplete says.
	{id: "ctx.plain-code", ctx: true, terms: map[string][]string{
		"en": {"zip", "zip code", "zipcode", "postal code", "post code", "postcode", "country code", "area code", "state code", "promo code", "coupon code", "discount code", "voucher code", "dialing code", "phone code", "coupon", "promo"},
	}},
	// Recovering a forgotten password asks for an email or username.
	{id: "ctx.recovery", ctx: true, terms: map[string][]string{
		"en": {"forgot", "forgotten", "forgottenpassword", "forgotpassword", "reset", "recover", "recovery", "lost", "retrieve", "resetpassword"},
	}},
	{id: "ctx.holder", ctx: true, terms: map[string][]string{
		"en": {"holder", "owner", "name", "account name", "accountholder"},
		"nl": {"naam", "tenaamstelling", "rekeninghouder"},
		"de": {"inhaber", "kontoinhaber", "name"},
		"fr": {"titulaire", "nom"},
		"es": {"titular", "nombre"},
		"pt": {"titular", "nome"},
		"it": {"intestatario", "titolare", "nome"},
	}},
	{id: "ctx.company", ctx: true, terms: map[string][]string{
		"en": {"company", "business", "corporate", "organisation", "organization"},
		"es": {"empresa", "sociedad", "cif", "empresarial"},
		"pt": {"empresa", "contribuinte", "nipc"},
	}},
	// Parts of a date that is not a card's: a day, or a date written in full.
	{id: "ctx.date-part", ctx: true, terms: map[string][]string{
		"en": {"month", "year", "mm", "yy", "yyyy", "expiry", "expiration", "exp"},
	}},
	// Words of one box of a split code (with maxlength=1).
	{id: "ctx.code-box", ctx: true, terms: map[string][]string{
		"en": {"code", "digit", "otp", "pin", "token", "verification", "verify", "char", "box", "passcode", "tfa"},
	}},
	// The amount, message or recipient of a gift card purchase.
	{id: "ctx.gift-card-detail", ctx: true, terms: map[string][]string{
		"en": {"amount", "value", "message", "recipient", "sender", "design", "quantity", "qty", "email", "name", "balance", "purchase", "buy", "wrap", "wrapping", "note", "delivery"},
	}},
}
