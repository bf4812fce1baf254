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
// Blocked fields are not in a Tool at all: a call that names one is refused
// before anything is written.
package call
