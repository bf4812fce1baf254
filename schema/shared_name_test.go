package schema

import (
	"strings"
	"testing"

	"github.com/formtool/formtool/analyzer"
)

// A "show password" toggle keeps a hidden text twin of the password input
// under the same name (ddg/test-forms/en_luxuretv_com_login.html). The
// runtime finds a control by its name, so an allow parameter named after a
// blocked control reads the password and hands it back as it is: the
// browser leak audit saw it. Controls that share a name take the strictest
// class among them.
func TestSharedNameTakesTheStrictestClass(t *testing.T) {
	pw := with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })
	twin := in("text", "pw")
	iban := with(in("text", "acct"), func(f *analyzer.Field) { f.Sensitive = "redact" })
	acctTwin := in("text", "acct")
	doc := page(form("signup", in("text", "user"), pw, twin, iban, acctTwin))
	m := build(t, doc)
	tool := m.Tools[0]
	for _, f := range tool.Fields {
		if f.Name == "pw" {
			t.Errorf("the twin of a blocked control is a parameter: %+v", f)
		}
		if f.Name == "acct" && f.Class != "redact" {
			t.Errorf("the twin of a redact control is %s", f.Class)
		}
	}
	if len(tool.RequiresUser) != 2 {
		t.Errorf("requiresUser %+v, want the password and its twin", tool.RequiresUser)
	}
	if out := marshal(t, m); strings.Contains(out, `"pw"`) {
		t.Errorf("the manifest names the blocked control: %s", out)
	}
}

// Two controls with one id (invalid HTML, common in practice) cannot be told
// apart by a control that has only that id: it takes the strictest class
// among them. A name that equals another control's id does not: the runtime
// finds named controls by name alone.
func TestSharedIDTakesTheStrictestClass(t *testing.T) {
	withID := func(f *analyzer.Field, id string) *analyzer.Field { f.ID = id; return f }
	pin := with(withID(in("text", ""), "code"), func(f *analyzer.Field) { f.Sensitive = "block" })
	referral := withID(in("text", ""), "code")
	card := with(withID(in("text", ""), "promo"), func(f *analyzer.Field) { f.Sensitive = "block" })
	promo := in("text", "promo")
	m := build(t, page(form("redeem", pin, referral, card, promo)))
	tool := m.Tools[0]
	if len(tool.Fields) != 1 || tool.Fields[0].Name != "promo" || tool.Fields[0].Class != "allow" {
		t.Errorf("fields %+v, want only promo, allow", tool.Fields)
	}
	if len(tool.RequiresUser) != 3 {
		t.Errorf("requiresUser %+v, want the PIN, its id twin and the card", tool.RequiresUser)
	}
}
