package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// encoderJSON is what writeJSON must write: encoding/json's Encoder,
// indented, HTML characters as they are.
func encoderJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return b.Bytes(), err
}

func TestWriteJSONIsTheEncoders(t *testing.T) {
	values := []any{
		nil, 1, "x", []int{}, map[string]any{}, []any{[]int{}, map[string]int{}, "a"},
		map[string]any{"a": []any{1, "b\"c\\d", map[string]any{"e": nil, "f": []string{}}}, "<&>": "\u2028\x01\t{[,:]}"},
		[]string{"ends in a backslash\\", "\\\"", "\\\\", "", "\"", "a\\\\\"b"},
		struct {
			Raw json.RawMessage
			S   []string
		}{json.RawMessage(" { \"k\" : [ 1 , {}, [ ] , \"v\\\" ,:{}[]\" ] } "), nil},
	}
	for _, v := range values {
		want, err := encoderJSON(v)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := writeJSON(&got, v); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("writeJSON(%#v):\n%s\nthe Encoder:\n%s", v, got.Bytes(), want)
		}
		// writeCache indents json.Marshal's output as MarshalIndent does.
		compact, _ := json.Marshal(v)
		indented, _ := json.MarshalIndent(v, "", "  ")
		if got := indentJSON(nil, compact); !bytes.Equal(got, indented) {
			t.Errorf("indentJSON(%s):\n%s\nMarshalIndent:\n%s", compact, got, indented)
		}
	}
}

func FuzzWriteJSON(f *testing.F) {
	f.Add(`{"a":[1,{"b":"c\"d"},[],{}],"e":"\u2028<>&"}`)
	f.Add(`[ 1 , "x\\" , { } ]`)
	f.Add(`["\\\\", "\\\"", "a\\\\\"b", ",:{"]`)
	f.Fuzz(func(t *testing.T, src string) {
		raw := json.RawMessage(src)
		want, err := encoderJSON(raw)
		if err != nil {
			return // not JSON
		}
		var got bytes.Buffer
		if err := writeJSON(&got, raw); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%q:\n%s\nthe Encoder:\n%s", src, got.Bytes(), want)
		}
	})
}
