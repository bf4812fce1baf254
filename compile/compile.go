// Package compile is the one compiler of formtool's two hosts: formtool
// build runs it on files, and the live-analysis runtime (formtool-live.wasm)
// on the page in the browser. Both get the same manifest for the same
// markup, because both call Page and Manifest and nothing else.
package compile

import (
	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/schema"
)

// Options configure Page.
type Options struct {
	// Dialect is the template dialect; "" picks it from the file name.
	Dialect string
	// Packs are the country packs always in force.
	Packs []string
	// AutoPacks adds the packs the page's lang chooses.
	AutoPacks bool
	// OwnerAttr is analyzer.Options.OwnerAttr: set by the live runtime
	// alone, to the attribute with which it marked each form's controls.
	OwnerAttr string
}

// Result is one analysed page: its forms and every field's class.
type Result struct {
	Doc       *analyzer.Document
	Decisions map[*analyzer.Field]classify.Decision
	// Packs are the packs in force for this page.
	Packs []string
}

// Page analyses one page and classifies its fields. Each form's fields are
// classified together so that context rules see a field's neighbours; the
// controls outside any form are one group.
func Page(path string, data []byte, o Options) (*Result, error) {
	doc, err := analyzer.Analyze(path, data, analyzer.Options{Dialect: o.Dialect, OwnerAttr: o.OwnerAttr})
	if err != nil {
		return nil, err
	}
	packs := append([]string{}, o.Packs...)
	if o.AutoPacks {
		packs = append(packs, classify.PacksFor(doc.Lang, "")...)
	}
	opts := classify.Options{Packs: packs}
	r := &Result{Doc: doc, Decisions: map[*analyzer.Field]classify.Decision{}, Packs: packs}
	for _, form := range doc.Forms {
		for i, d := range classify.Form(form, opts) {
			r.Decisions[form.Fields[i]] = d
		}
	}
	for i, d := range classify.Fields(doc.Loose, opts) {
		r.Decisions[doc.Loose[i]] = d
	}
	return r, nil
}

// Manifest builds the page's tool manifest under the submission rules; nil
// rules are the page author's attributes and the defaults alone.
func (r *Result) Manifest(page string, rules *Rules) (*schema.Manifest, error) {
	return schema.Build(r.Doc, r.Decisions, schema.Options{Page: page, Policy: rules.Decide, Packs: r.Packs})
}
