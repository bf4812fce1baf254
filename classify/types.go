package classify

import (
	"strconv"
	"strings"
)

// Class is what the agent may do with a field.
type Class int

// The classes, ordered from least to most restrictive so that max() picks
// the winner when several rules match.
const (
	Allow Class = iota
	Redact
	Block
)

func (c Class) String() string {
	switch c {
	case Redact:
		return "redact"
	case Block:
		return "block"
	}
	return "allow"
}

// ParseClass reads "allow", "redact" or "block" (any case, surrounding space
// ignored).
func ParseClass(s string) (Class, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "allow":
		return Allow, true
	case "redact":
		return Redact, true
	case "block":
		return Block, true
	}
	return Allow, false
}

// MarshalText writes the class as its name, so JSON and text output agree.
func (c Class) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Decision is the class of one field and why.
type Decision struct {
	Class Class  `json:"class"`
	Rule  string `json:"rule"`            // stable rule id, e.g. "autocomplete.cc-number", "text.password"
	Attr  string `json:"attr,omitempty"`  // the evidence that matched: "autocomplete", "type", "name", "label", "binding", ...
	Match string `json:"match,omitempty"` // the matched text
	// Kind names what the field holds when a rule knows it ("password",
	// "card-number", "iban", "national-id", "date-of-birth", ...).
	Kind string `json:"kind,omitempty"`
	// Overridden is set when an author override decided, and Lowered when
	// that override set a lower class than the core rules would have.
	Overridden bool `json:"overridden,omitempty"`
	Lowered    bool `json:"lowered,omitempty"`
	// Core is what the rules alone decided, before any override.
	Core *Decision `json:"core,omitempty"`
}

// Reason is a one-line human explanation: `rule (attr "match")`.
func (d Decision) Reason() string {
	if d.Attr == "" {
		return d.Rule
	}
	return d.Rule + " (" + d.Attr + " " + strconv.Quote(d.Match) + ")"
}
