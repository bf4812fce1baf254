// Package schema builds a page's WebMCP tool manifest: one tool per form, each
// with an input schema in JSON Schema 2020-12
// (https://json-schema.org/draft/2020-12/schema), following the WebMCP tool
// shape (name, title, description, inputSchema, annotations) and formtool's
// product contract (SPEC section 3).
//
// Build takes an analyzed document and the class decision of each field;
// ManifestJSONSchema returns the manifest's own published JSON Schema.
//
// # What never reaches the manifest
//
// A blocked field is absent from the input schema, its required list and the
// tool's fields: not its name, id, value or options. It appears only in
// requiresUser, under an opaque key ("user-1", "user-2", … in form order), with
// its human label (label, aria-label, placeholder, title, toolparamtitle) or,
// when it has none, a neutral description of its kind such as "a password
// field"; never its name or id. A derived tool name skips a candidate equal to
// a blocked field's name or id. A redact field is in the input schema, but
// without default, examples, const, enum or anyOf: a redact select or radio
// group is a plain string (an array for several choices), because its options
// may themselves be personal, such as birth years; a label, title or
// description equal to its prefilled value is passed over. An allow field
// gets the same treatment when one of its page values (value, option or
// datalist entry) holds a checksum-valid card number, IBAN or national id
// of the page's packs (IdentifierInValues). The fingerprint hashes
// blocked names, so only their hash is present.
//
// # Input schemas
//
// The root is {"$schema", "type": "object", "properties", "required",
// "additionalProperties": false}, properties in form order, no $ref or $defs.
// Property keys are the field's name (a group's shared name), else its id,
// else field_N (N its 1-based position in the form), made unique with _2, _3.
// A name outside 1 to 64 of [A-Za-z0-9_.-] is turned into one ("user[email]" →
// "user_email"), because model-provider tool APIs reject other keys; the
// manifest's Field keeps the real name. A field is required when it is
// required and not inside a template conditional.
//
// Controls map as follows. Text, search, email, url, tel and password are
// strings with minLength, maxLength, and pattern as "^(?:…)$" (the HTML pattern
// attribute matches the whole value); email, url and tel say so in the
// description rather than with format. A datalist adds up to ten examples.
// A textarea is a string with lengths. Number and range are numbers, or
// integers when the step (default 1) and the step base (min, else value,
// else 0) are whole; multipleOf is the step when the base is a multiple of it,
// otherwise the description says where the steps start; a range has limits 0
// and 100 unless the author sets them. Date is a string with format "date";
// time, month, week, datetime-local and color are strings with a pattern. One
// checkbox is a boolean; several sharing a name are an array of unique enum
// strings. A radio group or select is a string with enum and, when labels say
// more than values, anyOf of {const, title}; a multiple select is an array of
// them. The empty placeholder option of a select is dropped; a radio or
// checkbox without a value submits "on". An allow field's prefilled value,
// checked state or selected options become default.
//
// File inputs are left out of the schema and out of requiresUser (a file is
// not a secret, but an agent cannot hand one over); the description says the
// person attaches files. Disabled and read-only controls are left out, as the
// browser does not let anyone change them. Hidden, submit, reset, button and
// image controls never appear, and neither do controls the person cannot
// see (analyzer.Field.Hidden: the hidden attribute, honeypots): they are
// left out of the schema and out of requiresUser, since an agent that
// fills a honeypot gets the form rejected and the person cannot fill it.
//
// # Tools
//
// The name is the form's toolname when it is 1 to 128 of [A-Za-z0-9_.-];
// valid toolnames are claimed first so that a derived name never takes one.
// Otherwise it is slugged to [a-z0-9_] from the first usable of the invalid
// toolname, the form's id, name, heading, submit text and action path, else
// form_N; a taken name gets _2, _3. The title is the form's aria-label,
// heading, first legend or submit text, else the name in words. The description is the author's
// tooldescription, else a sentence from the heading, the first legend, the
// submit text and the page title; either way it ends by saying which fields
// the person must fill in themselves and that files must be attached by them.
//
// Annotations: readOnlyHint for a search-like form (method GET, a type=search
// field or one named search, q, query and the like, and no redact or block
// field). consequentialHint when the form has a redact or block field, a card
// field, an amount next to a bank account, or payment or destructive words
// ("pay", "order", "transfer", "delete", "cancel", "unsubscribe", and their
// Dutch, German, French, Spanish, Portuguese, Italian, Japanese and Hindi
// counterparts) in its submit text, heading, aria-label, id, name or action;
// the words do not count for a search-like form. Tool.Consequences records
// which of these applied, and Destructive reads it. untrustedContentHint is
// always false: whether results carry third-party content cannot be seen in
// the HTML.
//
// autoSubmit is true only when the form opts in (toolautosubmit or
// data-webmcp-autosubmit), has no requiresUser field and is not
// consequential; the policy is "default" and waitMs DefaultWaitMs. An
// Options.Policy may change both but cannot lift that rule.
//
// # Fingerprint
//
// The fingerprint names the shape of the form the manifest was built from;
// it opens every formVersion the runtime reports, so an agent can tell a
// rebuilt form from the one it saw. The same count of fields gives each
// Field its Index, by which the runtime finds a control that has neither
// name nor id, and only while the live form's fingerprint is still this one.
// It is the 16 lower-case hex digits of the 64-bit FNV-1a hash (a shape
// check, not a secret: FNV keeps crypto/sha256 out of the WebAssembly
// runtime) of the concatenation, in form order, of one line per field of
// the form:
//
//	tag + ":" + type + ":" + name + "\n"
//
// tag is input, select or textarea; type is the lower-case input type,
// "select-one", "select-multiple" or "textarea"; name is the name attribute as
// written (empty when absent). A radio or checkbox group is one line, at the
// position of its first member. Every field the analyzer reports counts,
// blocked, ignored, disabled, file and hidden-from-sight fields included
// (they are on the page); hidden inputs and
// buttons, which the analyzer does not report as fields, do not. The
// fingerprint is empty when a name or type is template code.
//
// # Output
//
// Build is deterministic: it never ranges over a map, and input schemas are
// written by hand from a typed, ordered model, in a fixed keyword order,
// escaping <, > and & so a manifest can be inlined in a script element. That
// writer also keeps encoding/json's reflection and any schema library out of
// the WebAssembly runtime, which compiles this package.
package schema
