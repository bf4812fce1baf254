package classify

import (
	"slices"
	"testing"

	"github.com/formtool/formtool/analyzer"
	"github.com/stretchr/testify/assert"
)

// languageLabels holds, per kind and language, a label a form in that
// language uses for the field. Every core kind must be recognised in every
// language listed in languages.
var languages = []string{"en", "nl", "de", "fr", "es", "pt", "it", "pl", "sv", "tr", "ru", "ja", "zh", "ko", "hi", "ar",
	"da", "no", "fi", "cs", "sk", "hu", "ro", "el", "bg", "uk", "hr", "sr", "id", "vi", "th", "he",
	"et", "lt", "lv", "sl", "ca", "fa", "ms"}

var languageLabels = map[string]map[string]string{
	"password": {
		"en": "Password", "nl": "Wachtwoord", "de": "Passwort", "fr": "Mot de passe",
		"es": "Contraseña", "pt": "Senha", "it": "Password", "pl": "Hasło", "sv": "Lösenord",
		"tr": "Şifre", "ru": "Пароль", "ja": "パスワード", "zh": "密码", "ko": "비밀번호",
		"hi": "पासवर्ड", "ar": "كلمة المرور",
		"da": "Adgangskode",
		"no": "Passord",
		"fi": "Salasana",
		"cs": "Heslo",
		"sk": "Heslo",
		"hu": "Jelszó",
		"ro": "Parolă",
		"el": "Κωδικός πρόσβασης",
		"bg": "Парола",
		"uk": "Пароль",
		"hr": "Lozinka",
		"sr": "Лозинка",
		"id": "Kata sandi",
		"vi": "Mật khẩu",
		"th": "รหัสผ่าน",
		"he": "סיסמה",
		"et": "Parool",
		"lt": "Slaptažodis",
		"lv": "Parole",
		"sl": "Geslo",
		"ca": "Contrasenya",
		"fa": "رمز عبور",
		"ms": "Kata laluan",
	},
	"one-time-code": {
		"en": "Verification code", "nl": "Verificatiecode", "de": "Bestätigungscode",
		"fr": "Code de vérification", "es": "Código de verificación", "pt": "Código de verificação",
		"it": "Codice di verifica", "pl": "Kod weryfikacyjny", "sv": "Verifieringskod",
		"tr": "Doğrulama kodu", "ru": "Код подтверждения", "ja": "認証コード", "zh": "验证码",
		"ko": "인증번호", "hi": "ओटीपी दर्ज करें", "ar": "رمز التحقق",
		"da": "Engangskode",
		"no": "Engangskode",
		"fi": "Vahvistuskoodi",
		"cs": "Ověřovací kód",
		"sk": "Overovací kód",
		"hu": "Ellenőrző kód",
		"ro": "Cod de verificare",
		"el": "Κωδικός επαλήθευσης",
		"bg": "Код за потвърждение",
		"uk": "Код підтвердження",
		"hr": "Verifikacijski kod",
		"sr": "Код за потврду",
		"id": "Kode verifikasi",
		"vi": "Mã xác nhận",
		"th": "รหัสยืนยัน",
		"he": "קוד אימות",
		"et": "Kinnituskood",
		"lt": "Patvirtinimo kodas",
		"lv": "Verifikācijas kods",
		"sl": "Potrditvena koda",
		"ca": "Codi de verificació",
		"fa": "کد تأیید",
		"ms": "Kod TAC",
	},
	"pin": {
		"en": "PIN", "nl": "Pincode", "de": "Geheimzahl", "fr": "Code PIN", "es": "Código PIN",
		"pt": "Código PIN", "it": "Codice PIN", "pl": "Kod PIN", "sv": "Pinkod", "tr": "PIN kodu",
		"ru": "ПИН-код", "ja": "暗証番号", "zh": "支付密码", "ko": "핀번호", "hi": "पिन",
		"ar": "الرقم السري",
		"da": "PIN-kode",
		"no": "Pinkode",
		"fi": "Tunnusluku",
		"cs": "PIN kód",
		"sk": "PIN kód",
		"hu": "PIN-kód",
		"ro": "Cod PIN",
		"el": "Κωδικός PIN",
		"bg": "ПИН код",
		"uk": "ПІН-код",
		"hr": "PIN",
		"sr": "ПИН",
		"id": "Nomor PIN",
		"vi": "Mã PIN",
		"th": "รหัส PIN",
		"he": "קוד סודי",
		"et": "PIN-kood",
		"lt": "PIN kodas",
		"lv": "PIN kods",
		"sl": "PIN koda",
		"ca": "Codi PIN",
		"fa": "رمز دوم کارت",
		"ms": "Nombor PIN",
	},
	"security-answer": {
		"en": "Security question", "nl": "Beveiligingsvraag", "de": "Sicherheitsfrage",
		"fr": "Question secrète", "es": "Pregunta de seguridad", "pt": "Pergunta de segurança",
		"it": "Domanda di sicurezza", "pl": "Pytanie pomocnicze", "sv": "Säkerhetsfråga",
		"tr": "Güvenlik sorusu", "ru": "Контрольный вопрос", "ja": "秘密の質問", "zh": "安全问题",
		"ko": "보안 질문", "hi": "सुरक्षा प्रश्न", "ar": "سؤال الأمان",
		"da": "Sikkerhedsspørgsmål",
		"no": "Sikkerhetsspørsmål",
		"fi": "Turvakysymys",
		"cs": "Bezpečnostní otázka",
		"sk": "Bezpečnostná otázka",
		"hu": "Biztonsági kérdés",
		"ro": "Întrebare de securitate",
		"el": "Ερώτηση ασφαλείας",
		"bg": "Таен въпрос",
		"uk": "Секретне питання",
		"hr": "Sigurnosno pitanje",
		"sr": "Безбедносно питање",
		"id": "Pertanyaan keamanan",
		"vi": "Câu hỏi bảo mật",
		"th": "คำถามความปลอดภัย",
		"he": "שאלת אבטחה",
		"et": "Turvaküsimus",
		"lt": "Saugos klausimas",
		"lv": "Drošības jautājums",
		"sl": "Varnostno vprašanje",
		"ca": "Pregunta de seguretat",
		"fa": "سوال امنیتی",
		"ms": "Soalan keselamatan",
	},
	"card-number": {
		"en": "Card number", "nl": "Kaartnummer", "de": "Kartennummer", "fr": "Numéro de carte",
		"es": "Número de tarjeta", "pt": "Número do cartão", "it": "Numero della carta",
		"pl": "Numer karty", "sv": "Kortnummer", "tr": "Kart numarası", "ru": "Номер карты",
		"ja": "カード番号", "zh": "卡号", "ko": "카드 번호", "hi": "कार्ड नंबर", "ar": "رقم البطاقة",
		"da": "Kortnummer",
		"no": "Kortnummer",
		"fi": "Kortin numero",
		"cs": "Číslo karty",
		"sk": "Číslo karty",
		"hu": "Kártyaszám",
		"ro": "Număr card",
		"el": "Αριθμός κάρτας",
		"bg": "Номер на карта",
		"uk": "Номер картки",
		"hr": "Broj kartice",
		"sr": "Број картице",
		"id": "Nomor kartu",
		"vi": "Số thẻ",
		"th": "หมายเลขบัตร",
		"he": "מספר כרטיס",
		"et": "Kaardi number",
		"lt": "Kortelės numeris",
		"lv": "Kartes numurs",
		"sl": "Številka kartice",
		"ca": "Número de targeta",
		"fa": "شماره کارت",
		"ms": "Nombor kad",
	},
	"card-security-code": {
		"en": "CVV", "nl": "Controlecode", "de": "Kartenprüfnummer", "fr": "Cryptogramme visuel",
		"es": "Código de seguridad", "pt": "Código de segurança", "it": "Codice di sicurezza",
		"pl": "Kod bezpieczeństwa", "sv": "Säkerhetskod", "tr": "Güvenlik kodu",
		"ru": "Код безопасности", "ja": "セキュリティコード", "zh": "安全码", "ko": "보안 코드",
		"hi": "सुरक्षा कोड", "ar": "رمز الأمان",
		"da": "Kontrolcifre",
		"no": "Sikkerhetskode",
		"fi": "Turvakoodi",
		"cs": "Bezpečnostní kód",
		"sk": "Bezpečnostný kód",
		"hu": "Biztonsági kód",
		"ro": "Cod de securitate",
		"el": "Κωδικός ασφαλείας",
		"bg": "Код за сигурност",
		"uk": "Код безпеки",
		"hr": "Sigurnosni kod",
		"sr": "Сигурносни код",
		"id": "Kode keamanan",
		"vi": "Mã bảo mật",
		"th": "รหัสความปลอดภัย",
		"he": "קוד אבטחה",
		"et": "Kaardi turvakood",
		"lt": "Kortelės saugos kodas",
		"lv": "Kartes drošības kods",
		"sl": "Kontrolna številka",
		"ca": "Codi de seguretat",
		"fa": "CVV2",
		"ms": "Kod CVV",
	},
	"card-expiry": {
		"en": "Expiry date", "nl": "Vervaldatum", "de": "Gültig bis", "fr": "Date d'expiration",
		"es": "Fecha de vencimiento", "pt": "Data de validade", "it": "Data di scadenza",
		"pl": "Data ważności", "sv": "Utgångsdatum", "tr": "Son kullanma tarihi",
		"ru": "Срок действия", "ja": "有効期限", "zh": "有效期", "ko": "유효기간",
		"hi": "समाप्ति तिथि", "ar": "تاريخ الانتهاء",
		"da": "Udløbsdato",
		"no": "Utløpsdato",
		"fi": "Voimassaoloaika",
		"cs": "Platnost do",
		"sk": "Platnosť do",
		"hu": "Lejárati dátum",
		"ro": "Data expirării",
		"el": "Ημερομηνία λήξης",
		"bg": "Валидна до",
		"uk": "Термін дії",
		"hr": "Datum isteka",
		"sr": "Датум истека",
		"id": "Masa berlaku",
		"vi": "Ngày hết hạn",
		"th": "วันหมดอายุ",
		"he": "תוקף",
		"et": "Kehtiv kuni",
		"lt": "Galioja iki",
		"lv": "Derīguma termiņš",
		"sl": "Velja do",
		"ca": "Data de caducitat",
		"fa": "تاریخ انقضای کارت",
		"ms": "Tarikh luput",
	},
	"national-id": {
		"en": "Social Security Number", "nl": "Burgerservicenummer", "de": "Personalausweisnummer",
		"fr": "Numéro de sécurité sociale", "es": "Documento de identidad", "pt": "Cartão de Cidadão",
		"it": "Codice fiscale", "pl": "Numer PESEL", "sv": "Personnummer", "tr": "T.C. Kimlik No",
		"ru": "СНИЛС", "ja": "マイナンバー", "zh": "身份证号码", "ko": "주민등록번호",
		"hi": "आधार संख्या", "ar": "رقم الهوية",
		"da": "CPR-nummer",
		"no": "Fødselsnummer",
		"fi": "Henkilötunnus",
		"cs": "Rodné číslo",
		"sk": "Rodné číslo",
		"hu": "Személyi igazolvány szám",
		"ro": "Cod numeric personal",
		"el": "ΑΜΚΑ",
		"bg": "ЕГН",
		"uk": "РНОКПП",
		"hr": "OIB",
		"sr": "ЈМБГ",
		"id": "Nomor KTP",
		"vi": "Số CCCD",
		"th": "เลขบัตรประชาชน",
		"he": "תעודת זהות",
		"et": "Isikukood",
		"lt": "Asmens kodas",
		"lv": "Personas kods",
		"sl": "EMŠO",
		"ca": "Número del DNI",
		"fa": "کد ملی",
		"ms": "No. Kad Pengenalan",
	},
	"date-of-birth": {
		"en": "Date of birth", "nl": "Geboortedatum", "de": "Geburtsdatum", "fr": "Date de naissance",
		"es": "Fecha de nacimiento", "pt": "Data de nascimento", "it": "Data di nascita",
		"pl": "Data urodzenia", "sv": "Födelsedatum", "tr": "Doğum tarihi", "ru": "Дата рождения",
		"ja": "生年月日", "zh": "出生日期", "ko": "생년월일", "hi": "जन्म तिथि", "ar": "تاريخ الميلاد",
		"da": "Fødselsdato",
		"no": "Fødselsdato",
		"fi": "Syntymäaika",
		"cs": "Datum narození",
		"sk": "Dátum narodenia",
		"hu": "Születési dátum",
		"ro": "Data nașterii",
		"el": "Ημερομηνία γέννησης",
		"bg": "Дата на раждане",
		"uk": "Дата народження",
		"hr": "Datum rođenja",
		"sr": "Датум рођења",
		"id": "Tanggal lahir",
		"vi": "Ngày sinh",
		"th": "วันเกิด",
		"he": "תאריך לידה",
		"et": "Sünnikuupäev",
		"lt": "Gimimo data",
		"lv": "Dzimšanas datums",
		"sl": "Datum rojstva",
		"ca": "Data de naixement",
		"fa": "تاریخ تولد",
		"ms": "Tarikh lahir",
	},
	"bank-account": {
		"en": "Account number", "nl": "Rekeningnummer", "de": "Kontonummer", "fr": "Numéro de compte",
		"es": "Número de cuenta", "pt": "Número da conta", "it": "Numero di conto",
		"pl": "Numer rachunku", "sv": "Kontonummer", "tr": "Hesap numarası", "ru": "Номер счёта",
		"ja": "口座番号", "zh": "银行账号", "ko": "계좌번호", "hi": "खाता संख्या", "ar": "رقم الحساب",
		"da": "Kontonummer",
		"no": "Kontonummer",
		"fi": "Tilinumero",
		"cs": "Číslo účtu",
		"sk": "Číslo účtu",
		"hu": "Bankszámlaszám",
		"ro": "Cont bancar",
		"el": "Αριθμός λογαριασμού",
		"bg": "Банкова сметка",
		"uk": "Номер рахунку",
		"hr": "Tekući račun",
		"sr": "Текући рачун",
		"id": "Nomor rekening",
		"vi": "Số tài khoản",
		"th": "เลขที่บัญชี",
		"he": "מספר חשבון",
		"et": "Arvelduskonto",
		"lt": "Sąskaitos numeris",
		"lv": "Konta numurs",
		"sl": "Številka računa",
		"ca": "Número de compte",
		"fa": "شماره حساب",
		"ms": "Nombor akaun",
	},
	"iban": {
		"en": "IBAN", "nl": "IBAN-nummer", "de": "IBAN", "fr": "IBAN", "es": "IBAN", "pt": "IBAN",
		"it": "Codice IBAN", "pl": "Numer IBAN", "sv": "IBAN-nummer", "tr": "IBAN numarası",
		"ru": "Номер IBAN", "ja": "IBANコード", "zh": "IBAN号码", "ko": "IBAN 번호",
		"hi": "IBAN संख्या", "ar": "رقم الآيبان",
		"da": "IBAN-nummer",
		"no": "IBAN-nummer",
		"fi": "IBAN",
		"cs": "IBAN",
		"sk": "IBAN",
		"hu": "IBAN szám",
		"ro": "Cod IBAN",
		"el": "Αριθμός IBAN",
		"bg": "IBAN",
		"uk": "IBAN",
		"hr": "IBAN",
		"sr": "IBAN",
		"id": "Nomor IBAN",
		"vi": "Số IBAN",
		"th": "เลข IBAN",
		"he": "מספר IBAN",
		"et": "IBAN",
		"lt": "IBAN",
		"lv": "IBAN",
		"sl": "IBAN",
		"ca": "IBAN",
		"fa": "شماره شبا",
		"ms": "IBAN",
	},
	"passport": {
		"en": "Passport number", "nl": "Paspoortnummer", "de": "Reisepassnummer",
		"fr": "Numéro de passeport", "es": "Número de pasaporte", "pt": "Número do passaporte",
		"it": "Numero del passaporto", "pl": "Numer paszportu", "sv": "Passnummer",
		"tr": "Pasaport numarası", "ru": "Номер паспорта", "ja": "パスポート番号", "zh": "护照号码",
		"ko": "여권번호", "hi": "पासपोर्ट संख्या", "ar": "رقم جواز السفر",
		"da": "Pas nr.",
		"no": "Passnummer",
		"fi": "Passin numero",
		"cs": "Číslo pasu",
		"sk": "Číslo pasu",
		"hu": "Útlevélszám",
		"ro": "Număr pașaport",
		"el": "Αριθμός διαβατηρίου",
		"bg": "Номер на паспорт",
		"uk": "Номер паспорта",
		"hr": "Broj putovnice",
		"sr": "Број пасоша",
		"id": "Nomor paspor",
		"vi": "Số hộ chiếu",
		"th": "เลขที่หนังสือเดินทาง",
		"he": "מספר דרכון",
		"et": "Passi number",
		"lt": "Paso numeris",
		"lv": "Pases numurs",
		"sl": "Številka potnega lista",
		"ca": "Número de passaport",
		"fa": "شماره گذرنامه",
		"ms": "Nombor pasport",
	},
	"driving-licence": {
		"en": "Driver's license number", "nl": "Rijbewijsnummer", "de": "Führerscheinnummer",
		"fr": "Permis de conduire", "es": "Licencia de conducir", "pt": "Carteira de motorista",
		"it": "Patente di guida", "pl": "Prawo jazdy", "sv": "Körkortsnummer", "tr": "Ehliyet numarası",
		"ru": "Водительское удостоверение", "ja": "運転免許証番号", "zh": "驾驶证号", "ko": "운전면허 번호",
		"hi": "ड्राइविंग लाइसेंस", "ar": "رخصة القيادة",
		"da": "Kørekortnummer",
		"no": "Førerkortnummer",
		"fi": "Ajokortin numero",
		"cs": "Řidičský průkaz",
		"sk": "Vodičský preukaz",
		"hu": "Jogosítvány szám",
		"ro": "Permis de conducere",
		"el": "Δίπλωμα οδήγησης",
		"bg": "Шофьорска книжка",
		"uk": "Посвідчення водія",
		"hr": "Vozačka dozvola",
		"sr": "Возачка дозвола",
		"id": "Surat Izin Mengemudi",
		"vi": "Giấy phép lái xe",
		"th": "ใบขับขี่",
		"he": "רישיון נהיגה",
		"et": "Juhiluba",
		"lt": "Vairuotojo pažymėjimas",
		"lv": "Vadītāja apliecība",
		"sl": "Vozniško dovoljenje",
		"ca": "Permís de conduir",
		"fa": "گواهینامه رانندگی",
		"ms": "Lesen memandu",
	},
	"tax-id": {
		"en": "Tax ID", "nl": "BTW-nummer", "de": "Steuernummer", "fr": "Numéro de TVA",
		"es": "Número de identificación fiscal", "pt": "Número de contribuinte", "it": "Partita IVA",
		"pl": "NIP", "sv": "Organisationsnummer", "tr": "Vergi numarası", "ru": "ИНН",
		"ja": "法人番号", "zh": "纳税人识别号", "ko": "사업자등록번호", "hi": "कर पहचान संख्या",
		"ar": "الرقم الضريبي",
		"da": "CVR-nummer",
		"no": "Organisasjonsnummer",
		"fi": "Y-tunnus",
		"cs": "DIČ",
		"sk": "IČ DPH",
		"hu": "Adószám",
		"ro": "Cod fiscal",
		"el": "ΑΦΜ",
		"bg": "ЕИК",
		"uk": "ІПН",
		"hr": "PDV broj",
		"sr": "ПИБ",
		"id": "NPWP",
		"vi": "Mã số thuế",
		"th": "เลขประจำตัวผู้เสียภาษี",
		"he": "מספר עוסק",
		"et": "KMKR number",
		"lt": "PVM mokėtojo kodas",
		"lv": "PVN reģistrācijas numurs",
		"sl": "Davčna številka",
		"ca": "Número d'identificació fiscal",
		"fa": "کد اقتصادی",
		"ms": "Nombor cukai pendapatan",
	},
}

func kindClass(kind string) Class {
	switch kind {
	case "date-of-birth", "bank-account", "iban", "passport", "driving-licence", "tax-id", "health-id", "loyalty-number":
		return Redact
	}
	return Block
}

func TestLanguageTableIsComplete(t *testing.T) {
	for kind, byLang := range languageLabels {
		for _, lang := range languages {
			assert.NotEmpty(t, byLang[lang], "%s has no %s label", kind, lang)
		}
		for lang := range byLang {
			assert.True(t, slices.Contains(languages, lang), "%s: unknown language %s", kind, lang)
		}
	}
}

func TestLanguages(t *testing.T) {
	for kind, byLang := range languageLabels {
		for _, lang := range languages {
			label := byLang[lang]
			t.Run(kind+"/"+lang, func(t *testing.T) {
				want := kindClass(kind)
				// In a label, an aria-label and a placeholder alike.
				for _, f := range []analyzer.Field{
					{Tag: "input", Type: "text", Label: label},
					{Tag: "input", Type: "text", AriaLabel: label},
					{Tag: "input", Type: "text", Placeholder: label},
				} {
					d := Field(&f, Options{})
					assert.Equal(t, want, d.Class, "%q: %s", label, d.Reason())
				}
				f := analyzer.Field{Tag: "input", Type: "text", Label: label}
				d := Field(&f, Options{})
				if d.Class == want && kind != "card-security-code" && kind != "one-time-code" {
					assert.Equal(t, kind, d.Kind, "%q: %s", label, d.Reason())
				}
			})
		}
	}
}

// dateWords are the month and year labels of split date fields per
// language; beside a card number they are the card's expiry.
var dateWords = map[string][2]string{
	"en": {"Month", "Year"}, "nl": {"Maand", "Jaar"}, "de": {"Monat", "Jahr"}, "fr": {"Mois", "Année"},
	"es": {"Mes", "Año"}, "pt": {"Mês", "Ano"}, "it": {"Mese", "Anno"}, "pl": {"Miesiąc", "Rok"},
	"ru": {"Месяц", "Год"}, "ja": {"月", "年"}, "zh": {"月", "年"}, "ko": {"월", "년"},
	"fi": {"Kuukausi", "Vuosi"}, "cs": {"Měsíc", "Rok"}, "hu": {"Hónap", "Év"}, "ro": {"Luna", "Anul"},
	"el": {"Μήνας", "Έτος"}, "bg": {"Месец", "Година"}, "hr": {"Mjesec", "Godina"}, "id": {"Bulan", "Tahun"},
	"he": {"חודש", "שנה"},
	"et": {"Kuu", "Aasta"}, "lt": {"Mėnuo", "Metai"}, "lv": {"Mēnesis", "Gads"}, "sl": {"Mesec", "Leto"},
}

func TestDateWordsBesideACard(t *testing.T) {
	for lang, w := range dateWords {
		card := languageLabels["card-number"][lang]
		fs := []*analyzer.Field{
			{Tag: "input", Type: "text", Label: card},
			{Tag: "input", Type: "text", Label: w[0]},
			{Tag: "input", Type: "text", Label: w[1]},
		}
		for i, d := range Fields(fs, Options{}) {
			assert.Equal(t, Block, d.Class, "%s field %d %q: %s", lang, i, fs[i].Label, d.Reason())
		}
	}
}

// Pages write some Arabic-script letters either way: Persian text typed
// with an Arabic keyboard (ك, ي), alef with or without its hamza, teh
// marbuta as heh. Each spelling reads as the other.
func TestArabicScriptSpellings(t *testing.T) {
	for _, c := range []struct{ label, kind string }{
		{"كد ملي", "national-id"},           // Persian, Arabic kaf and yeh
		{"شماره كارت", "card-number"},       // Persian, Arabic kaf
		{"رمز يكبار مصرف", "one-time-code"}, // Persian, Arabic yeh and kaf
		{"رقم الهويه", "national-id"},       // Arabic, heh for teh marbuta
		{"اجابة الامان", "security-answer"}, // Arabic, alef without hamza
		{"تاريخ الإنتهاء", "card-expiry"},   // Arabic, alef with hamza below
	} {
		f := analyzer.Field{Tag: "input", Type: "text", Label: c.label}
		d := Field(&f, Options{})
		assert.Equal(t, kindClass(c.kind), d.Class, "%q: %s", c.label, d.Reason())
		assert.Equal(t, c.kind, d.Kind, "%q: %s", c.label, d.Reason())
	}
}
