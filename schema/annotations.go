package schema

import (
	"strings"
	"unicode"

	"github.com/formtool/formtool/analyzer"
)

// The words below are matched at the start of a word of the form's submit
// text, heading, aria-label or action path, so "pay" also finds "payment" and
// "lösch" finds "löschen". A term with a space matches consecutive words.
// Terms in scripts without spaces between words (Japanese, Hindi) are
// matched anywhere. The lists cover the languages SPEC section 1 names; a
// false positive only makes a tool wait for the person, a false negative
// could let an agent pay or delete on its own, so they lean wide.
var (
	paymentTerms = []string{
		// English
		"pay", "checkout", "check out", "order", "purchase", "buy", "transfer", "donate",
		// Dutch
		"betaal", "betalen", "bestel", "afrekenen", "kopen", "koop", "overboek", "overmaken", "doneer",
		// German
		"bezahl", "zahlung", "zahlen", "kaufen", "kauf", "kasse", "überweis", "spenden",
		// French
		"payer", "paiement", "commande", "commander", "acheter", "achat", "virement", "faire un don",
		// Spanish and Portuguese
		"pagar", "pago", "pagamento", "comprar", "compra", "pedido", "transferir", "transferencia",
		"transferência", "finalizar compra", "donar", "doar",
		// Italian
		"paga", "acquist", "ordina", "bonifico", "trasferi", "dona",
		// Japanese and Hindi
		"支払", "購入", "注文", "決済", "送金", "振込", "寄付",
		"भुगतान", "खरीद", "ऑर्डर", "दान",
	}
	destructiveTerms = []string{
		// English
		"delete", "remove", "cancel", "close account", "close my account", "close your account",
		"unsubscribe", "deactivate", "terminate", "erase", "destroy", "revoke", "discard",
		// Dutch
		"verwijder", "opzeggen", "zeg op", "annuleer", "annuleren", "uitschrijven", "wissen",
		"account opheffen", "opheffen",
		// German
		"lösch", "loesch", "entfern", "kündig", "kuendig", "stornier", "deaktivier", "abbestell",
		// French
		"supprim", "résili", "resili", "annul", "désabonn", "desabonn", "désinscri", "desinscri",
		"effacer", "fermer le compte", "fermer mon compte",
		// Spanish and Portuguese
		"eliminar", "borrar", "cancelar", "cancelamento", "darse de baja", "dar de baja",
		"excluir", "remover", "apagar", "desativar", "desactivar", "cerrar cuenta", "encerrar conta",
		// Italian
		"elimina", "cancella", "rimuov", "disiscriv", "disdic", "annulla", "chiudi account",
		// Japanese and Hindi
		"削除", "解約", "退会", "キャンセル", "配信停止", "取り消",
		"हटा", "रद्द", "मिटा",
	}
	searchNames = []string{"search", "q", "query", "s", "keywords", "zoek", "suche", "recherche", "buscar", "busca", "cerca"}
	amountTerms = []string{"amount", "sum", "bedrag", "betrag", "summe", "montant", "somme", "importe", "monto",
		"quantia", "valor", "importo", "金額", "राशि"}
)

// matchTerms reports whether any term occurs in text at a word start.
func matchTerms(text string, terms []string) bool {
	lower := strings.ToLower(text)
	words := " " + strings.Join(strings.FieldsFunc(lower, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
	}), " ")
	for _, t := range terms {
		if t[0] >= 0x80 && !isLatin(t) {
			if strings.Contains(lower, t) {
				return true
			}
			continue
		}
		if strings.Contains(words, " "+t) {
			return true
		}
	}
	return false
}

func isLatin(s string) bool {
	for _, r := range s {
		if r > 0x24F {
			return false
		}
	}
	return true
}

// formText is the text that says what a form does.
func formText(form *analyzer.Form) string {
	action := form.Action
	if i := strings.IndexAny(action, "?#"); i >= 0 {
		action = action[:i]
	}
	return strings.Join([]string{form.SubmitText, form.Heading, form.AriaLabel, action,
		form.ID, form.Name, form.ToolName}, " \n ")
}

// isGet reports whether the form submits with GET, HTML's default method.
func isGet(form *analyzer.Form) bool {
	m := strings.ToLower(strings.TrimSpace(form.Method))
	return m == "" || m == "get"
}

// searchLike reports whether a form looks like a search: method GET and a
// type=search field or a field named like a query. (role=search would be
// evidence too, but the analyzer does not report a form's role.)
func searchLike(form *analyzer.Form, exposed []*analyzer.Field) bool {
	if !isGet(form) {
		return false
	}
	for _, f := range exposed {
		if strings.EqualFold(f.Type, "search") {
			return true
		}
		for _, n := range searchNames {
			if strings.EqualFold(f.Name, n) || f.Name == "" && strings.EqualFold(f.ID, n) {
				return true
			}
		}
	}
	return false
}
