package schema

import "encoding/json"

// ManifestVersion is the version of the manifest format this package writes
// and the runtime reads.
const ManifestVersion = 1

// ManifestSchemaID is the $id of the manifest's own JSON Schema (see
// ManifestJSONSchema) and the $schema every manifest names.
const ManifestSchemaID = "https://formtool.dev/schema/manifest-v1.json"

// DefaultWaitMs is how long a call waits for the person before it resolves
// awaiting_user, unless a policy says otherwise: two minutes.
const DefaultWaitMs = 120000

// Manifest is the tool manifest of one page: what the runtime registers.
type Manifest struct {
	// Schema is ManifestSchemaID.
	Schema string `json:"$schema,omitempty"`
	// Version is ManifestVersion; the runtime refuses any other.
	Version int `json:"version" jsonschema:"enum=1"`
	// Generator is "formtool " followed by the release that wrote the manifest.
	Generator string `json:"generator"`
	// Page is the source file, slash-separated, relative to the build root.
	Page string `json:"page"`
	// Tools holds one tool per exposed form, in document order.
	Tools []Tool `json:"tools"`
}

// Tool is one WebMCP tool: one form.
type Tool struct {
	// Name is 1 to 128 of [A-Za-z0-9_.-], unique per page.
	Name string `json:"name" jsonschema:"minLength=1,maxLength=128,pattern=^[A-Za-z0-9_.-]{1\\,128}$"`
	// Title is a short human title for the tool.
	Title string `json:"title"`
	// Description tells the agent what the form does, and which fields the
	// person must complete.
	Description string `json:"description"`
	// InputSchema is a JSON Schema 2020-12 object schema of the allow and redact
	// fields, with additionalProperties false and no $ref or $defs.
	InputSchema json.RawMessage `json:"inputSchema"`
	// Annotations are the WebMCP tool annotations.
	Annotations Annotations `json:"annotations"`
	// Consequences say why the tool is consequential, in this order:
	// "redact-field" and "block-field" (the form holds such a field),
	// "payment" and "destructive" (what the form does). Empty when it is not.
	Consequences []string `json:"consequences,omitempty" jsonschema:"enum=redact-field,enum=block-field,enum=payment,enum=destructive"`
	// AutoSubmit is true when the agent may submit on its own: the form opts
	// in and has no requiresUser field and is not consequential.
	AutoSubmit bool `json:"autoSubmit"`
	// Policy names the rule that decided AutoSubmit and WaitMs.
	Policy string `json:"policy"`
	// WaitMs is how long a call waits for the person before it resolves
	// awaiting_user.
	WaitMs int `json:"waitMs" jsonschema:"minimum=0"`
	// Form says how to find the form on the live page.
	Form FormLocator `json:"form"`
	// Fingerprint is the 16 hex digits of a 64-bit FNV-1a hash over the form's
	// fields (see the package documentation), or empty when a field's name or
	// type is template code and the shape is only known at run time.
	Fingerprint string `json:"fingerprint" jsonschema:"pattern=^([0-9a-f]{16})?$"`
	// Fields are the tool's parameters, in form order.
	Fields []Field `json:"fields"`
	// RequiresUser are the blocked fields, which only the person can complete.
	RequiresUser []UserField `json:"requiresUser"`
	// Source is where the form starts in its source file.
	Source Source `json:"source"`
	// Packs are the country packs whose checksum-valid identifiers the
	// runtime masks when it finds them in an allow field.
	Packs []string `json:"packs,omitempty"`
}

// Annotations are the WebMCP tool annotations.
type Annotations struct {
	// ReadOnlyHint is set for search-like forms: method GET, a search field,
	// and no redact or block field.
	ReadOnlyHint bool `json:"readOnlyHint"`
	// ConsequentialHint is set when the form has a redact or block field, or
	// looks like a payment or a destructive action.
	ConsequentialHint bool `json:"consequentialHint"`
	// UntrustedContentHint is set when the tool's results come from third
	// parties; a build from HTML cannot know that, so it is false.
	UntrustedContentHint bool `json:"untrustedContentHint"`
}

// FormLocator says how the runtime finds the form on the live page: by id if
// it has one, else the Index-th form whose fingerprint matches.
type FormLocator struct {
	// ID is the form's id attribute.
	ID string `json:"id,omitempty"`
	// Name is the form's name attribute.
	Name string `json:"name,omitempty"`
	// ToolName is the form's toolname attribute as written, valid or not.
	ToolName string `json:"toolname,omitempty"`
	// Index is the form's 0-based position among the page's forms.
	Index int `json:"index" jsonschema:"minimum=0"`
}

// Field is one allow or redact parameter of a tool. Blocked fields never
// appear here: not their name, id, value or options.
type Field struct {
	// Key is the inputSchema property.
	Key string `json:"key"`
	// Name is the control's name attribute (a group's shared name).
	Name string `json:"name,omitempty"`
	// ID is the control's id attribute.
	ID string `json:"id,omitempty"`
	// Label is the field's human label.
	Label string `json:"label,omitempty"`
	// Index is the field's 0-based position among all fields of the form,
	// blocked and ignored ones included, as the fingerprint counts them; a
	// radio or checkbox group counts once. The runtime uses it when the field
	// has neither name nor id.
	Index int `json:"index" jsonschema:"minimum=0"`
	// Kind is how the runtime fills it: an input type (text, search, email,
	// tel, url, password, number, range, date, time, month, week,
	// datetime-local, color), checkbox, checkbox-group, radio, select,
	// select-multiple or textarea.
	Kind string `json:"kind" jsonschema:"enum=text,enum=search,enum=email,enum=tel,enum=url,enum=password,enum=number,enum=range,enum=date,enum=time,enum=month,enum=week,enum=datetime-local,enum=color,enum=checkbox,enum=checkbox-group,enum=radio,enum=select,enum=select-multiple,enum=textarea"`
	// Class is allow or redact.
	Class string `json:"class" jsonschema:"enum=allow,enum=redact"`
	// Rule is the id of the classification rule that decided the class.
	Rule string `json:"rule"`
	// Reason explains the decision: the rule, the attribute and the match.
	Reason string `json:"reason"`
	// Required is set when the field is in the input schema's required list.
	Required bool `json:"required,omitempty"`
	// ValueKind is what the field holds when the classifier knows it
	// ("iban", "date-of-birth", ...), so the runtime masks it to suit.
	ValueKind string `json:"valueKind,omitempty"`
	// Autocomplete is the control's autocomplete attribute as built,
	// lower-cased, its tokens one space apart. The runtime reads or writes
	// the control only while the live attribute says the same: a token
	// added later may ask for a secret.
	Autocomplete string `json:"autocomplete,omitempty"`
}

// UserField is a field only the person can complete. Its key is opaque
// ("user-1", ...) so the manifest never names a blocked control.
type UserField struct {
	// Key is "user-1", "user-2", … in form order.
	Key string `json:"key" jsonschema:"pattern=^user-[1-9][0-9]*$"`
	// Label is the field's human label, or a neutral description such as "a
	// password field"; never its name or id.
	Label string `json:"label"`
	// Class is always block.
	Class string `json:"class" jsonschema:"enum=block"`
	// Rule is the id of the classification rule that blocked the field.
	Rule string `json:"rule"`
	// Kind is what the field holds when the rule knows it ("password",
	// "card-number", ...).
	Kind string `json:"kind,omitempty"`
	// Index is the field's position among the form's fields, as in Field, so
	// the runtime can point the person to it.
	Index int `json:"index" jsonschema:"minimum=0"`
	// Required is set when the form cannot be sent without it.
	Required bool `json:"required,omitempty"`
}

// Source is where the form starts in its source file.
type Source struct {
	// File is the source file, slash-separated.
	File string `json:"file"`
	// Line is 1-based.
	Line int `json:"line"`
	// Col is the 1-based byte column.
	Col int `json:"col"`
}
