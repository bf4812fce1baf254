package schema

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool/analyzer"
)

// The tests here check output against JSON Schema itself with an independent
// validator: every input schema against the 2020-12 meta-schema (which the
// validator carries, so no network), every default against its own property
// schema, and every manifest against the published manifest.schema.json.
// Hand-written JSON is easy to get subtly wrong; string comparisons alone
// would not notice a misspelt keyword or a default that breaks its own
// constraints.

func compile(t *testing.T, url string, doc []byte) *jsonschema.Schema {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	require.NoError(t, c.AddResource(url, v))
	s, err := c.Compile(url)
	require.NoError(t, err, "%s", doc)
	return s
}

func instance(t *testing.T, doc []byte) any {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	require.NoError(t, err)
	return v
}

// pages are the documents the validation runs over.
func pages() []*analyzer.Document {
	return []*analyzer.Document{canaryPage(), page(
		form("odd", with(in("number", "odd"), func(f *analyzer.Field) { f.Min, f.Step, f.Value = "1", "2", "3" })),
		form("nothing", with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })),
	)}
}

func TestInputSchemasAreValidJSONSchema(t *testing.T) {
	meta := compile(t, "mem://meta-check.json", []byte(`{"$ref": "https://json-schema.org/draft/2020-12/schema"}`))
	for _, doc := range pages() {
		for _, tool := range build(t, doc).Tools {
			require.NoError(t, meta.Validate(instance(t, tool.InputSchema)), "%s: %s", tool.Name, tool.InputSchema)
			s := compile(t, "mem://"+tool.Name+".json", tool.InputSchema)

			// An object of every property's default must satisfy the schema.
			var frame struct {
				Properties map[string]struct {
					Default json.RawMessage `json:"default"`
				} `json:"properties"`
			}
			require.NoError(t, json.Unmarshal(tool.InputSchema, &frame))
			defaults := map[string]json.RawMessage{}
			for k, p := range frame.Properties {
				if p.Default != nil {
					defaults[k] = p.Default
				}
			}
			b, err := json.Marshal(defaults)
			require.NoError(t, err)
			require.NoError(t, s.Validate(instance(t, b)), "%s defaults %s", tool.Name, b)

			// And the schema is closed: an unknown parameter is refused.
			require.Error(t, s.Validate(map[string]any{"not_a_field": "x"}), tool.Name)
		}
	}
}

func TestManifestsMatchTheirPublishedSchema(t *testing.T) {
	s := compile(t, ManifestSchemaID, ManifestJSONSchema())
	for i, doc := range pages() {
		out := marshal(t, build(t, doc))
		require.NoError(t, s.Validate(instance(t, []byte(out))), "page %d: %s", i, out)
	}
	require.Error(t, s.Validate(instance(t, []byte(`{"version":2,"generator":"x","page":"p","tools":[]}`))),
		"another version is refused")
}

func TestSchemasRefuseWrongArguments(t *testing.T) {
	tool := build(t, canaryPage()).Tools[1] // the catalogue search
	s := compile(t, "mem://search.json", tool.InputSchema)
	for _, bad := range []string{
		`{"sort":"cheapest"}`,
		`{"max_price":7}`,
		`{"max_price":2.5}`,
		`{"category":["tents","tents"]}`,
		`{"brand":"kestrel"}`,
		`{"in_stock":"yes"}`,
		`{"pickup":"25:00"}`,
		`{"colour":"red"}`,
		`{"week":"2025-W54"}`,
		`{"when":"2025-13-01T10:00"}`,
		`{"notes":"` + string(bytes.Repeat([]byte("x"), 201)) + `"}`,
	} {
		require.Error(t, s.Validate(instance(t, []byte(bad))), bad)
	}
	for _, good := range []string{
		`{}`,
		`{"q":"rain jacket","sort":"price_asc","max_price":1995,"category":["tents","clothing"],"brand":["kestrel"]}`,
		`{"pickup":"09:30","colour":"#A0b1C2","week":"2025-W07","month":"2025-12","when":"2025-02-03T10:15"}`,
	} {
		require.NoError(t, s.Validate(instance(t, []byte(good))), good)
	}
}
