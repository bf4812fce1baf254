//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"syscall/js"
	"unsafe"

	"github.com/formtool/formtool/wasm/call"
)

var (
	jsObject = js.Global().Get("Object")
	jsArray  = js.Global().Get("Array")
	jsJSON   = js.Global().Get("JSON")
)

func object() js.Value { return jsObject.New() }

// fromJSON reads a call's arguments, which the loader hands over as the
// text JSON.stringify made: one string, not a call into JavaScript for
// every property, which was a quarter of a 20-field call's time. An
// object is read as call.ParseArgs reads it, in order and without a map.
// Anything
// else (the agent's arguments could not be written as JSON: a cycle, a
// BigInt) is unreadable, a value that is neither an object nor an array,
// which the run refuses. (A manifest's tools are read by call.ParseTools.)
//
// size is the length of the text, 0 when there is none.
func fromJSON(v js.Value) (in any, size int) {
	if v.Type() == js.TypeString {
		text := v.String()
		if in, ok := call.ParseArgs(text); ok {
			return in, len(text)
		}
		return unreadable{}, len(text)
	}
	return unreadable{}, 0
}

type unreadable struct{}

var jsonParse = jsJSON.Get("parse")

// appendJSONValue writes a value of an envelope: a string, bool, finite
// number, null, or a list of them. Anything else, which the call never
// puts there, is written as null, as JSON.stringify writes NaN.
func appendJSONValue(b []byte, v any) []byte {
	switch v := v.(type) {
	case string:
		return call.AppendQuoted(b, v)
	case bool:
		return strconv.AppendBool(b, v)
	case float64:
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			return append(b, call.FormatNumber(v)...)
		}
	case []string:
		b = append(b, '[')
		for i, s := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = call.AppendQuoted(b, s)
		}
		return append(b, ']')
	case []any:
		b = append(b, '[')
		for i, e := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONValue(b, e)
		}
		return append(b, ']')
	}
	return append(b, "null"...)
}

// appendEnvelope writes the envelope as JSON, its keys in SPEC order, so
// the text content reads the same every time.
func appendEnvelope(b []byte, e *call.Envelope) []byte {
	b = append(b, `{"status":`...)
	b = call.AppendQuoted(b, e.Status)
	b = append(b, `,"ok":`...)
	b = strconv.AppendBool(b, e.OK())
	b = append(b, `,"fields":{`...)
	for i, f := range e.Fields {
		if i > 0 {
			b = append(b, ',')
		}
		b = call.AppendQuoted(b, f.Key)
		b = append(b, ':')
		b = appendJSONValue(b, f.Value)
	}
	b = append(b, `},"requiresUser":[`...)
	for i, u := range e.RequiresUser {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"key":`...)
		b = call.AppendQuoted(b, u.Key)
		b = append(b, `,"label":`...)
		b = call.AppendQuoted(b, u.Label)
		b = append(b, '}')
	}
	b = append(b, ']')
	if e.Error != nil {
		b = append(b, `,"error":{"code":`...)
		b = call.AppendQuoted(b, e.Error.Code)
		b = append(b, `,"message":`...)
		b = call.AppendQuoted(b, e.Error.Message)
		if e.Error.Field != "" {
			b = append(b, `,"field":`...)
			b = call.AppendQuoted(b, e.Error.Field)
		}
		if len(e.Error.Keys) > 0 {
			b = append(b, `,"keys":`...)
			b = appendJSONValue(b, e.Error.Keys)
		}
		b = append(b, '}')
	}
	for _, kv := range [...][2]string{{"nextStep", e.NextStep}, {"operationId", e.OperationID}, {"formVersion", e.FormVersion}, {"policy", e.Policy}} {
		b = append(b, ',')
		b = call.AppendQuoted(b, kv[0])
		b = append(b, ':')
		b = call.AppendQuoted(b, kv[1])
	}
	b = append(b, `,"warnings":`...)
	b = appendJSONValue(b, e.Warnings)
	if e.Replay {
		b = append(b, `,"replay":true`...)
	}
	return append(b, '}')
}

// callToolResult wraps the envelope as an MCP CallToolResult; the text item
// carries the same envelope serialised, for agents that read only text.
// The envelope is written as JSON once, handed to JavaScript once, and
// made into structuredContent by one JSON.parse; the result around it is a
// few property sets. (Setting the envelope property by property was some
// sixty calls into JavaScript; writing the whole result as JSON escaped the
// envelope a second time, into the text item, and parsed it twice over.)
func callToolResult(e *call.Envelope) js.Value {
	b := appendEnvelope(make([]byte, 0, envelopeSize(e)), e)
	// b is not written again: JavaScript copies the string's bytes while
	// ValueOf runs, so it need not be copied into a Go string first.
	text := js.ValueOf(unsafe.String(unsafe.SliceData(b), len(b)))
	item := object()
	item.Set("type", "text")
	item.Set("text", text)
	r := object()
	r.Set("content", jsArray.New(item))
	r.Set("structuredContent", jsonParse.Invoke(text))
	r.Set("isError", e.IsError())
	return r
}

// envelopeSize is about how long appendEnvelope's text will be for e's
// fields as most forms hold them (a key and a value of a few words each),
// so that it is mostly written into one buffer rather than one that
// doubles as it goes.
func envelopeSize(e *call.Envelope) int { return 512 + 48*len(e.Fields) }
