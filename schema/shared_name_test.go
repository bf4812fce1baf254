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
