package call

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/formtool/formtool/compile"
	"github.com/formtool/formtool/schema"
)

// ParseTools reads every manifest the compiler writes for the example site
// and the shared corpus as encoding/json reads it into schema.Tool: every
// member the runtime uses, and every keyword of every inputSchema.
func TestParseToolsReadsEveryManifest(t *testing.T) {
	var pages []string
	for _, root := range []string{"../../testdata/forms", "../../../shared/corpus"} {
		filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() && strings.HasSuffix(path, ".html") {
				pages = append(pages, path)
			}
			return nil
		})
	}
	if len(pages) < 20 {
		t.Fatalf("only %d pages", len(pages))
	}
	tools := 0
	for _, path := range pages {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := compile.Page(path, data, compile.Options{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := r.Manifest(path, nil)
		if err != nil || len(m.Tools) == 0 {
			continue
		}
		text, err := json.Marshal(m.Tools)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseTools(string(text))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		var want []schema.Tool
		if err := json.Unmarshal(text, &want); err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d tools, want %d", path, len(got), len(want))
		}
		for i := range want {
			compareTool(t, path, got[i], &want[i])
			tools++
		}
	}
	t.Logf("%d pages, %d tools", len(pages), tools)
}

func compareTool(t *testing.T, page string, got *Tool, want *schema.Tool) {
	t.Helper()
	if got.Name != want.Name || got.AutoSubmit != want.AutoSubmit || got.Policy != want.Policy || got.WaitMs != want.WaitMs ||
		got.Fingerprint != want.Fingerprint || got.Consequential != want.Annotations.ConsequentialHint ||
		!reflect.DeepEqual(got.Packs, want.Packs) {
		t.Errorf("%s %s: tool %+v, want %+v", page, want.Name, got, want)
	}
	if len(got.Fields) != len(want.Fields) {
		t.Fatalf("%s %s: %d fields, want %d", page, want.Name, len(got.Fields), len(want.Fields))
	}
	for i, w := range want.Fields {
		f := Field{Key: w.Key, Name: w.Name, ID: w.ID, Label: w.Label, Index: w.Index, FormFingerprint: want.Fingerprint,
			Kind: w.Kind, Redact: w.Class == "redact", ValueKind: w.ValueKind, Autocomplete: w.Autocomplete}
		if got.Fields[i] != f || got.index(w.Key) != i {
			t.Errorf("%s %s: field %+v, want %+v", page, want.Name, got.Fields[i], f)
		}
	}
	var users []UserField
	for _, u := range want.RequiresUser {
		users = append(users, UserField{Key: u.Key, Label: u.Label})
	}
	if !reflect.DeepEqual(got.RequiresUser, users) {
		t.Errorf("%s %s: requiresUser %+v, want %+v", page, want.Name, got.RequiresUser, users)
	}
	var in any
	if err := json.Unmarshal(want.InputSchema, &in); err != nil {
		t.Fatal(err)
	}
	if g, w := schemaAsJSON(got.Schema), keywordsOf(in); !reflect.DeepEqual(g, w) {
		gj, _ := json.Marshal(g)
		wj, _ := json.Marshal(w)
		t.Errorf("%s %s: inputSchema read as\n%s\nwant\n%s", page, want.Name, gj, wj)
	}
}

// schemaAsJSON writes s back as the JSON value of the keywords it holds.
func schemaAsJSON(s *Schema) map[string]any {
	m := map[string]any{}
	if len(s.Types) > 0 {
		var types []any
		for _, t := range s.Types {
			types = append(types, t)
		}
		m["type"] = types
	}
	put := func(k string, v any, set bool) {
		if set {
			m[k] = v
		}
	}
	put("enum", s.Enum, s.Enum != nil)
	put("const", s.Const, s.HasConst)
	put("pattern", s.Pattern, s.Pattern != "")
	put("format", s.Format, s.Format != "")
	put("minLength", float64(s.MinLength), s.MinLength >= 0)
	put("maxLength", float64(s.MaxLength), s.MaxLength >= 0)
	put("minItems", float64(s.MinItems), s.MinItems >= 0)
	put("maxItems", float64(s.MaxItems), s.MaxItems >= 0)
	for k, p := range map[string]*float64{"minimum": s.Minimum, "maximum": s.Maximum, "exclusiveMinimum": s.ExclMin, "exclusiveMaximum": s.ExclMax} {
		if p != nil {
			m[k] = *p
		}
	}
	put("multipleOf", s.MultipleOf, s.MultipleOf != 0)
	put("uniqueItems", true, s.Unique)
	if s.Required != nil {
		var req []any
		for _, r := range s.Required {
			req = append(req, r)
		}
		m["required"] = req
	}
	if s.Items != nil {
		m["items"] = schemaAsJSON(s.Items)
	}
	if s.AnyOf != nil {
		var opts []any
		for _, o := range s.AnyOf {
			opts = append(opts, schemaAsJSON(o))
		}
		m["anyOf"] = opts
	}
	if s.Properties != nil {
		props := map[string]any{}
		for k, p := range s.Properties {
			props[k] = schemaAsJSON(p)
		}
		m["properties"] = props
	}
	return m
}

// keywordsOf is a schema's JSON value with only the keywords the runtime
// reads, written as schemaAsJSON writes them: type as a list, oneOf as
// anyOf, false for uniqueItems and 0 for multipleOf as absent.
func keywordsOf(v any) map[string]any {
	in, _ := v.(map[string]any)
	m := map[string]any{}
	for k, e := range in {
		switch k {
		case "type":
			if s, ok := e.(string); ok {
				e = []any{s}
			}
			m[k] = e
		case "items":
			m[k] = keywordsOf(e)
		case "anyOf", "oneOf":
			for _, o := range e.([]any) {
				l, _ := m["anyOf"].([]any)
				m["anyOf"] = append(l, keywordsOf(o))
			}
		case "properties":
			props := map[string]any{}
			for name, p := range e.(map[string]any) {
				props[name] = keywordsOf(p)
			}
			m[k] = props
		case "uniqueItems":
			if e == true {
				m[k] = true
			}
		case "multipleOf":
			if e != 0.0 {
				m[k] = e
			}
		case "enum", "const", "pattern", "format", "minLength", "maxLength", "minItems", "maxItems",
			"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "required":
			m[k] = e
		}
	}
	return m
}

// FuzzParseTools: any text is read without a panic, and text that is not
// JSON is refused.
func FuzzParseTools(f *testing.F) {
	f.Add("[" + toolJSON + "]")
	f.Add(`[{"name":"x","inputSchema":{"type":"object","properties":{"a":{"anyOf":[true,{"const":1}]}}},"fields":[{"key":"a","name":"a","class":"allow"}]}]`)
	f.Add(`[{"name":"x","inputSchema":{"items":false}}]`)
	f.Add(`[{"name":"x","inputSchema":` + strings.Repeat(`{"items":`, 40) + `true` + strings.Repeat(`}`, 41) + `]`)
	f.Add(`[1, "a", null]`)
	f.Fuzz(func(t *testing.T, text string) {
		tools, err := ParseTools(text)
		if !json.Valid([]byte(text)) && err == nil {
			t.Fatalf("%q is not JSON, and was read as %d tools", text, len(tools))
		}
		for _, tool := range tools {
			if tool.Name == "" || tool.Schema == nil {
				t.Fatalf("%q: a tool without a name or a schema: %+v", text, tool)
			}
		}
	})
}

// FuzzParseArgs: ParseArgs reads what ParseJSON reads, an object member
// by member in the order written (the last of a name written twice is
// the one ParseJSON keeps), anything else as ParseJSON does.
func FuzzParseArgs(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":"x","b":1,"c":[true,null],"d":{"e":"f"}}`, `{"a":1,"a":2}`, ` {"a":1} `, `{"a":1} x`,
		`{"a":}`, `[1,2]`, `"s"`, `null`, `{"a\u0000":"\"q"}`, `{"a":1,}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, ok := ParseArgs(text)
		want, wantOK := ParseJSON(text)
		if ok != wantOK {
			t.Fatalf("%q: ok %v, ParseJSON's %v", text, ok, wantOK)
		}
		if !ok {
			return
		}
		a, isArgs := got.(*Args)
		m, isObject := want.(map[string]any)
		if isArgs != isObject {
			t.Fatalf("%q: %T, ParseJSON's %T", text, got, want)
		}
		if !isArgs {
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: %v, ParseJSON's %v", text, got, want)
			}
			return
		}
		last := map[string]any{}
		for j, k := range a.Keys {
			last[k] = a.Vals[j]
		}
		if len(a.Keys) != len(a.Vals) || !reflect.DeepEqual(last, m) {
			t.Fatalf("%q: %q %v, ParseJSON's %v", text, a.Keys, a.Vals, m)
		}
	})
}

// FuzzReadStrings: ReadStrings reads what ParseJSON reads, an array of
// strings.
func FuzzReadStrings(f *testing.F) {
	for _, s := range []string{`[]`, `["a",""]`, `[1]`, `["a",null]`, `[{}]`, `["a\u0000\"b"]`, `"a"`, `["a"] x`, `["a",]`, ` [ "a" , "b" ] `} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, ok := ReadStrings(text)
		v, parsed := ParseJSON(text)
		list, isList := v.([]any)
		want, wantOK := []string(nil), parsed && isList
		for _, e := range list {
			s, isString := e.(string)
			if !isString {
				wantOK = false
				break
			}
			want = append(want, s)
		}
		if ok != wantOK || ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: %q %v, want %q %v", text, got, ok, want, wantOK)
		}
	})
}

// FuzzReadRows: ReadRows reads what ParseJSON reads: an array of arrays of
// width values, each a string, true, false or something else.
func FuzzReadRows(f *testing.F) {
	for _, s := range []string{`[]`, `[["INPUT","text","q","",false,true,null]]`, `[["a","b","c","d",true,true,"cc-number"],[1,{},[],null,"x",false,"on"]]`,
		`[["a"]]`, `[[]]`, `[1]`, `{}`, `[["a\u0000b","","","",false,false,""]] x`, `[["a","b","c","d",tru,true,"x"]]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		const width = 7
		got, ok := ReadRows(text, width)
		v, parsed := ParseJSON(text)
		rows, isList := v.([]any)
		var want []Cell
		wantOK := parsed && isList
		for _, r := range rows {
			row, isRow := r.([]any)
			if !isRow || len(row) != width {
				wantOK = false
				break
			}
			for _, x := range row {
				var c Cell
				switch x := x.(type) {
				case string:
					c = Cell{Text: x, Kind: 's'}
				case bool:
					c.Kind = 'f'
					if x {
						c.Kind = 't'
					}
				}
				want = append(want, c)
			}
		}
		if ok != wantOK || ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: %v %v, want %v %v", text, got, ok, want, wantOK)
		}
	})
}
