// Package call carries out one WebMCP tool call on a form, as SPEC section 4
// sets it: validate every argument against the tool's fields and input
// schema, refuse the whole call on the first problem, fill atomically, read
// the form back through the value filter, and answer with the envelope.
//
// It is plain Go so that it runs and is tested on the host; the WebAssembly
// shell in package main (wasm/) adapts the live DOM to the Form and Control
// interfaces and turns an Envelope into JavaScript objects.
//
// # Security
//
// No message this package writes contains an argument value or a value read
// from the page; values leave only through Envelope.Fields, where redact
// fields are masked and allow fields pass through the filter's checksum scan.
// A message that names choices names the manifest's, never the live page's,
// which may have changed since the build. And every answer leaves through
// Seal, which passes each string the agent reads (fields, labels, messages,
// the next step, warnings) through the value filter once more, so that a
// card number or IBAN that reaches a message by any path is masked.
// Blocked fields are not in a Tool at all: a call that names one is refused
// before anything is written.
package call
