//go:build js && wasm

package main

import (
	"math"
	"reflect"
	"syscall/js"
	"testing"

	"github.com/formtool/formtool/wasm/call"
)

// The arguments arrive as JSON text; what is not JSON is refused as not
// an object, never read as a call without arguments (which reads the form).
func TestFromJSON(t *testing.T) {
	text := `{"a":"x","n":1.5,"b":true,"z":null,"l":["p",2],"o":{"k":"v"}}`
	got, size := fromJSON(js.ValueOf(text))
	want := &call.Args{Keys: []string{"a", "n", "b", "z", "l", "o"},
		Vals: []any{"x", 1.5, true, nil, []any{"p", 2.0}, map[string]any{"k": "v"}}}
	if !reflect.DeepEqual(got, want) || size != len(text) {
		t.Fatalf("fromJSON = %#v, %d", got, size)
	}
	if got, _ := fromJSON(js.ValueOf("null")); got != nil {
		t.Errorf("fromJSON(null) = %#v", got)
	}
	for _, v := range []js.Value{js.Undefined(), js.Null(), js.ValueOf(`{"a":`), object()} {
		if got, _ := fromJSON(v); got != (unreadable{}) {
			t.Errorf("fromJSON(%v) = %#v, want unreadable", v, got)
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

// Every part of an envelope survives the one JSON.parse: the text item and
// structuredContent are the same value, and a string's characters (quotes,
// control characters, invalid UTF-8) arrive as js.ValueOf would give them.
func TestCallToolResultCarriesEveryPart(t *testing.T) {
	odd := "a\"b\\c\n\x01\xffé"
	env := &call.Envelope{
		Status:       call.Failed,
		Fields:       []call.Value{{Key: odd, Value: odd}, {Key: "n", Value: 1.5e-7}, {Key: "nan", Value: math.NaN()}, {Key: "none", Value: nil}, {Key: "l", Value: []string{"x", odd}}},
		RequiresUser: []call.UserField{{Key: "pw", Label: odd}},
		Error:        &call.Error{Code: call.ValidationFailed, Message: "m", Field: "a", Keys: []string{"a", "b"}},
		NextStep:     "s", OperationID: "op", FormVersion: "v", Policy: "p",
		Warnings: []string{"w"},
		Replay:   true,
	}
	r := callToolResult(env)
	sc := r.Get("structuredContent")
	stringify := js.Global().Get("JSON").Get("stringify")
	if got, want := stringify.Invoke(js.Global().Get("JSON").Call("parse", r.Get("content").Index(0).Get("text"))).String(), stringify.Invoke(sc).String(); got != want {
		t.Errorf("text and structuredContent differ:\n%s\n%s", got, want)
	}
	fields := sc.Get("fields")
	if got := fields.Get(js.ValueOf(odd).String()); !got.Equal(js.ValueOf(odd)) {
		t.Errorf("a string field arrived as %q", got.String())
	}
	if got := fields.Get("n").Float(); got != 1.5e-7 {
		t.Errorf("a number arrived as %v", got)
	}
	if !fields.Get("nan").IsNull() || !fields.Get("none").IsNull() {
		t.Error("NaN and nil must arrive as null")
	}
	if fields.Get("l").Length() != 2 || !fields.Get("l").Index(1).Equal(js.ValueOf(odd)) {
		t.Error("a list field")
	}
	if sc.Get("error").Get("keys").Length() != 2 || !sc.Get("replay").Bool() || sc.Get("warnings").Index(0).String() != "w" ||
		sc.Get("requiresUser").Index(0).Get("label").String() != js.ValueOf(odd).String() || sc.Get("policy").String() != "p" {
		t.Errorf("envelope parts: %s", stringify.Invoke(sc).String())
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
