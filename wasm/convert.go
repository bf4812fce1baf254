//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/formtool/formtool/wasm/call"
)

var (
	jsObject = js.Global().Get("Object")
	jsArray  = js.Global().Get("Array")
	jsJSON   = js.Global().Get("JSON")
)

func object() js.Value { return jsObject.New() }

// fromJSON reads what the loader hands over as the text JSON.stringify
// made (a call's arguments, a manifest's tools): one string, not a call
// into JavaScript for every property, which was a quarter of a 20-field
// call's time and thousands of calls on the first. Anything else (the
// agent's arguments could not be written as JSON: a cycle, a BigInt) is
// unreadable, a value that is neither an object nor an array, which the
// run refuses as arguments and addTools as tools.
func fromJSON(v js.Value) any {
	if v.Type() == js.TypeString {
		if in, ok := call.ParseJSON(v.String()); ok {
			return in
		}
	}
	return unreadable{}
}

type unreadable struct{}

// toJS converts a value of an envelope back.
func toJS(v any) any {
	switch v := v.(type) {
	case []any:
		a := jsArray.New(len(v))
		for i, e := range v {
			a.SetIndex(i, toJS(e))
		}
		return a
	case []string:
		a := jsArray.New(len(v))
		for i, e := range v {
			a.SetIndex(i, e)
		}
		return a
	case string, float64, bool, nil:
		return v
	}
	return nil
}

// fieldsJS makes the envelope's fields object. Setting each field on an
// object costs two calls into JavaScript, 2,000 for a 1,000-field form, so
// the object is written here as JSON text and made by one JSON.parse. A
// value of a kind the text does not cover is set one by one instead.
func fieldsJS(fs []call.Value) js.Value {
	b := make([]byte, 0, 64*len(fs))
	b = append(b, '{')
	for i, f := range fs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, f.Key)
		b = append(b, ':')
		var ok bool
		if b, ok = appendJSONValue(b, f.Value); !ok {
			fields := object()
			for _, f := range fs {
				fields.Set(f.Key, toJS(f.Value))
			}
			return fields
		}
	}
	b = append(b, '}')
	return jsonParse.Invoke(string(b))
}

var jsonParse = jsJSON.Get("parse")

func appendJSONValue(b []byte, v any) ([]byte, bool) {
	switch v := v.(type) {
	case string:
		return appendJSONString(b, v), true
	case bool:
		return strconv.AppendBool(b, v), true
	case nil:
		return append(b, "null"...), true
	case []string:
		b = append(b, '[')
		for i, s := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, s)
		}
		return append(b, ']'), true
	case []any:
		b = append(b, '[')
		for i, e := range v {
			if i > 0 {
				b = append(b, ',')
			}
			var ok bool
			if b, ok = appendJSONValue(b, e); !ok {
				return b, false
			}
		}
		return append(b, ']'), true
	}
	return b, false // numbers and anything else: set one by one
}

// appendJSONString writes s as a JSON string. Its bytes go through as
// they are (invalid UTF-8 included): the text reaches JavaScript the way a
// Go string does, so JSON.parse gives the very string js.ValueOf(s) would.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// envelopeJS writes the envelope with its keys in SPEC order, so the text
// content reads the same every time.
func envelopeJS(e *call.Envelope) js.Value {
	o := object()
	o.Set("status", e.Status)
	o.Set("ok", e.OK())
	o.Set("fields", fieldsJS(e.Fields))
	ru := jsArray.New(len(e.RequiresUser))
	for i, u := range e.RequiresUser {
		x := object()
		x.Set("key", u.Key)
		x.Set("label", u.Label)
		ru.SetIndex(i, x)
	}
	o.Set("requiresUser", ru)
	if e.Error != nil {
		x := object()
		x.Set("code", e.Error.Code)
		x.Set("message", e.Error.Message)
		if e.Error.Field != "" {
			x.Set("field", e.Error.Field)
		}
		if len(e.Error.Keys) > 0 {
			x.Set("keys", toJS(e.Error.Keys))
		}
		o.Set("error", x)
	}
	o.Set("nextStep", e.NextStep)
	o.Set("operationId", e.OperationID)
	o.Set("formVersion", e.FormVersion)
	o.Set("policy", e.Policy)
	w := jsArray.New(len(e.Warnings))
	for i, s := range e.Warnings {
		w.SetIndex(i, s)
	}
	o.Set("warnings", w)
	if e.Replay {
		o.Set("replay", true)
	}
	return o
}

// callToolResult wraps the envelope as an MCP CallToolResult; the text item
// carries the same envelope serialised, for agents that read only text.
func callToolResult(e *call.Envelope) js.Value {
	env := envelopeJS(e)
	text := object()
	text.Set("type", "text")
	text.Set("text", jsJSON.Call("stringify", env))
	content := jsArray.New(1)
	content.SetIndex(0, text)
	r := object()
	r.Set("content", content)
	r.Set("structuredContent", env)
	r.Set("isError", e.IsError())
	return r
}
