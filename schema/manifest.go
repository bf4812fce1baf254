package schema

import "encoding/json"

// ManifestVersion is the version of the manifest format this package writes
// and the runtime reads.
const ManifestVersion = 1

// Manifest is the tool manifest of one page: what the runtime registers.
type Manifest struct {
	Schema    string `json:"$schema,omitempty"`
	Version   int    `json:"version"`
	Generator string `json:"generator"`
	Page      string `json:"page"` // source file, slash-separated, relative to the build root
	Tools     []Tool `json:"tools"`
}

// Tool is one WebMCP tool: one form.
type Tool struct {
	Name        string          `json:"name"` // 1-128 of [A-Za-z0-9_.-], unique per page
	Title       string          `json:"title"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"` // JSON Schema 2020-12, type object
	Annotations Annotations     `json:"annotations"`
	// AutoSubmit is true when the agent may submit on its own: the form opts
	// in and has no requiresUser field and is not consequential.
	AutoSubmit bool `json:"autoSubmit"`
	// Policy names the rule that decided AutoSubmit and WaitMs.
	Policy string `json:"policy"`
	// WaitMs is how long a call waits for the person before it resolves
	// awaiting_user.
	WaitMs       int         `json:"waitMs"`
	Form         FormLocator `json:"form"`
	Fingerprint  string      `json:"fingerprint"`
	Fields       []Field     `json:"fields"`
	RequiresUser []UserField `json:"requiresUser"`
	Source       Source      `json:"source"`
}

// Annotations are the WebMCP tool annotations.
type Annotations struct {
	ReadOnlyHint         bool `json:"readOnlyHint"`
	ConsequentialHint    bool `json:"consequentialHint"`
	UntrustedContentHint bool `json:"untrustedContentHint"`
}

// FormLocator says how the runtime finds the form on the live page: by id if
// it has one, else the Index-th form whose fingerprint matches.
type FormLocator struct {
	ID       string `json:"id,omitempty"`
	Name     string `json:"name,omitempty"`
	ToolName string `json:"toolname,omitempty"`
	Index    int    `json:"index"`
}

// Field is one allow or redact parameter of a tool. Blocked fields never
// appear here: not their name, id, value or options.
type Field struct {
	Key   string `json:"key"` // the inputSchema property
	Name  string `json:"name,omitempty"`
	ID    string `json:"id,omitempty"`
	Label string `json:"label,omitempty"`
	// Kind is how the runtime fills it: text, number, date, checkbox,
	// checkbox-group, radio, select, select-multiple, textarea.
	Kind     string `json:"kind"`
	Class    string `json:"class"` // allow or redact
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
	Required bool   `json:"required,omitempty"`
}

// UserField is a field only the person can complete. Its key is opaque
// ("user-1", ...) so the manifest never names a blocked control.
type UserField struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Class string `json:"class"` // always block
	Rule  string `json:"rule"`
}

// Source is where the form starts in its source file.
type Source struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
}
