package schema

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
)

// The tests build analyzer documents by hand. A field's intended class is
// written in its Sensitive attribute ("", "allow", "redact" or "block") and
// turned into a Decision by decide, so each case reads as one literal.

// kindOfTest maps a test field to the Decision.Kind its rule would report.
var kindOfTest = map[*analyzer.Field]string{}

// decide returns a decision for every field of doc from its Sensitive text.
func decide(doc *analyzer.Document) map[*analyzer.Field]classify.Decision {
	m := map[*analyzer.Field]classify.Decision{}
	for _, form := range doc.Forms {
		for _, f := range form.Fields {
			c, _ := classify.ParseClass(f.Sensitive)
			d := classify.Decision{Class: c, Rule: "test." + c.String(), Kind: kindOfTest[f]}
			if c != classify.Allow {
				d.Attr, d.Match = "type", f.Type
			}
			m[f] = d
		}
	}
	return m
}

// page wraps forms in a document, numbering them and giving them positions.
func page(forms ...*analyzer.Form) *analyzer.Document {
	for i, f := range forms {
		f.Index = i
		if f.Pos.Line == 0 {
			f.Pos = analyzer.Pos{Line: 10 * (i + 1), Col: 5, Offset: 100 * (i + 1)}
		}
		if f.Method == "" {
			f.Method = "post"
		}
	}
	return &analyzer.Document{File: "site/page.html", Dialect: "html", Title: "Kestrel Outdoor", Forms: forms}
}

// form returns a POST form with the given fields.
func form(id string, fields ...*analyzer.Field) *analyzer.Form {
	return &analyzer.Form{ID: id, Method: "post", Fields: fields}
}

// in is an input of the given type and name.
func in(typ, name string) *analyzer.Field {
	return &analyzer.Field{Tag: "input", Type: typ, Name: name, ID: name + "-id", Label: labelOf(name)}
}

func labelOf(name string) string {
	if name == "" {
		return ""
	}
	return strings.ToUpper(name[:1]) + strings.ReplaceAll(name[1:], "_", " ")
}

func sel(name string, multiple bool, opts ...analyzer.Option) *analyzer.Field {
	typ := "select-one"
	if multiple {
		typ = "select-multiple"
	}
	return &analyzer.Field{Tag: "select", Type: typ, Name: name, ID: name + "-id", Label: labelOf(name), Multiple: multiple, Options: opts}
}

func group(typ, name string, opts ...analyzer.Option) *analyzer.Field {
	f := &analyzer.Field{Tag: "input", Type: typ, Name: name, Legend: labelOf(name), Options: opts}
	for i := range opts {
		f.Elements = append(f.Elements, i)
	}
	return f
}

func opt(value, label string) analyzer.Option { return analyzer.Option{Value: value, Label: label} }

func selected(value, label string) analyzer.Option {
	return analyzer.Option{Value: value, Label: label, Selected: true}
}

// with sets attributes on a field and returns it.
func with(f *analyzer.Field, set func(f *analyzer.Field)) *analyzer.Field {
	set(f)
	return f
}

func build(t *testing.T, doc *analyzer.Document) *Manifest {
	t.Helper()
	m, err := Build(doc, decide(doc), Options{})
	require.NoError(t, err)
	return m
}

func marshal(t *testing.T, m *Manifest) string {
	t.Helper()
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return string(b)
}

// inputSchema is the decoded frame of a tool's input schema; properties are
// kept raw so each can be compared as JSON.
type inputSchema struct {
	Schema     string                     `json:"$schema"`
	Type       string                     `json:"type"`
	Properties map[string]json.RawMessage `json:"properties"`
	Required   []string                   `json:"required"`
	Additional *bool                      `json:"additionalProperties"`
}

func decodeInput(t *testing.T, tool Tool) inputSchema {
	t.Helper()
	var s inputSchema
	require.NoError(t, json.Unmarshal(tool.InputSchema, &s), "%s", tool.InputSchema)
	return s
}

// prop returns the JSON of one property of a tool's input schema.
func prop(t *testing.T, tool Tool, key string) string {
	t.Helper()
	s := decodeInput(t, tool)
	p, ok := s.Properties[key]
	require.True(t, ok, "no property %q in %s", key, tool.InputSchema)
	return string(p)
}

// propertyKeys lists the input schema's property keys in written order.
func propertyKeys(t *testing.T, tool Tool) []string {
	t.Helper()
	var raw struct {
		Properties json.RawMessage `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(tool.InputSchema, &raw))
	dec := json.NewDecoder(strings.NewReader(string(raw.Properties)))
	_, err := dec.Token() // {
	require.NoError(t, err)
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		require.NoError(t, err)
		keys = append(keys, k.(string))
		var skip json.RawMessage
		require.NoError(t, dec.Decode(&skip))
	}
	return keys
}

// oneTool builds a page of one form and returns its only tool.
func oneTool(t *testing.T, fields ...*analyzer.Field) Tool {
	t.Helper()
	m := build(t, page(form("f", fields...)))
	require.Len(t, m.Tools, 1)
	return m.Tools[0]
}
