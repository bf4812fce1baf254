//go:build live

package analyzer

// The live runtime analyses the page the browser rendered, read as plain
// HTML (Options.Dialect "html"): there is no template code in it to mask,
// so the live module carries none of masking.go.

func knownDialect(d string) bool { return d == DialectHTML }

func maskTemplate(src []byte, _ string, _ *lineIndex) *template { return &template{masked: src} }

func sniffTemplate([]byte, *lineIndex) (string, *template, bool) { return "", nil, false }

func (t *template) attrsByCode([]byte, []rawAttr, int) (typ, name bool) { return false, false }

func (t *template) renderedFields([]byte, []*Form, *lineIndex) []Note { return nil }
