package classify

import (
	"testing"

	"github.com/formtool/formtool/analyzer"
)

// FuzzField checks the properties every decision keeps on any input: no
// panic, a known class, a bounded match, and type=password without an
// override is always block.
func FuzzField(f *testing.F) {
	seed := func(fl analyzer.Field) {
		f.Add(fl.Type, fl.Name, fl.ID, fl.Autocomplete, fl.Label, fl.Placeholder, fl.Legend, fl.MaxLength, fl.Sensitive)
	}
	for _, c := range classCases {
		seed(c.f)
	}
	for _, c := range allowCases {
		seed(c.f)
	}
	for _, byLang := range languageLabels {
		for _, label := range byLang {
			seed(labelled(label))
		}
	}
	f.Add("password", "x", "", "", "", "", "", "", "allow")
	f.Add("text", "\xff\xfeSSN", "#\u00a0", "section-\x00 billing", "パス\u0301ワード", "", "", "1", "")
	f.Fuzz(func(t *testing.T, typ, name, id, ac, label, placeholder, legend, maxlength, sensitive string) {
		fl := analyzer.Field{Tag: "input", Type: typ, Name: name, ID: id, Autocomplete: ac, Label: label,
			Placeholder: placeholder, Legend: legend, MaxLength: maxlength, Sensitive: sensitive, AriaLabel: label, Title: placeholder}
		for _, o := range []Options{{}, {Packs: Packs()}} {
			d := Field(&fl, o)
			if d.Class != Allow && d.Class != Redact && d.Class != Block {
				t.Fatalf("class %d", d.Class)
			}
			if len(d.Match) > maxMatch {
				t.Fatalf("match of %d bytes", len(d.Match))
			}
			if d.Rule == "" {
				t.Fatal("no rule")
			}
			if _, ok := ParseClass(sensitive); !ok || sensitive == "" {
				if typ == "password" && d.Class != Block {
					t.Fatalf("type=password classified %s: %s", d.Class, d.Reason())
				}
				if d.Overridden {
					t.Fatal("overridden without an override")
				}
			}
		}
	})
}
