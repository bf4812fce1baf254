//go:build js && wasm

package main

import (
	"reflect"
	"syscall/js"
	"testing"

	"github.com/formtool/formtool/wasm/call"
)

// The arguments arrive as JSON text; what is not JSON is refused as not
// an object, never read as a call without arguments (which reads the form).
func TestFromJSON(t *testing.T) {
	got := fromJSON(js.ValueOf(`{"a":"x","n":1.5,"b":true,"z":null,"l":["p",2],"o":{"k":"v"}}`))
	want := map[string]any{"a": "x", "n": 1.5, "b": true, "z": nil, "l": []any{"p", 2.0}, "o": map[string]any{"k": "v"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("fromJSON = %#v", got)
	}
	if got := fromJSON(js.ValueOf("null")); got != nil {
		t.Errorf("fromJSON(null) = %#v", got)
	}
	for _, v := range []js.Value{js.Undefined(), js.Null(), js.ValueOf(`{"a":`), object()} {
		if _, ok := fromJSON(v).(unreadable); !ok {
			t.Errorf("fromJSON(%v) = %#v, want unreadable", v, fromJSON(v))
		}
	}
}

func TestCallToolResult(t *testing.T) {
	env := &call.Envelope{
		Status: call.Refused,
		Fields: []call.Value{{Key: "tags", Value: []any{"a"}}, {Key: "on", Value: true}},
		Error:  &call.Error{Code: call.BlockedField, Field: "password", Message: "no"},
	}
	r := callToolResult(env)
	if !r.Get("isError").Bool() {
		t.Error("isError false for refused")
	}
	text := r.Get("content").Index(0).Get("text").String()
	want := `{"status":"refused","ok":false,"fields":{"tags":["a"],"on":true},"requiresUser":[],"error":{"code":"BLOCKED_FIELD","message":"no","field":"password"},"nextStep":"","operationId":"","formVersion":"","policy":"","warnings":[]}`
	if text != want {
		t.Errorf("text\n got %s\nwant %s", text, want)
	}
	if r.Get("structuredContent").Get("error").Get("code").String() != "BLOCKED_FIELD" {
		t.Error("structuredContent")
	}
}

func TestMatchUsesRegExp(t *testing.T) {
	for _, tc := range []struct {
		pattern, s string
		ok         bool
	}{
		{`^\d{4}$`, "1234", true},
		{`^\d{4}$`, "12345", false},
		{`\p{L}+`, "Zoë", true},
	} {
		ok, err := match(tc.pattern, tc.s)
		if err != nil || ok != tc.ok {
			t.Errorf("match(%q, %q) = %v, %v", tc.pattern, tc.s, ok, err)
		}
	}
	if _, err := match(`(`, "x"); err == nil {
		t.Error("a broken pattern was accepted")
	}
}
