package schema

import (
	"math"
	"strings"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/filter"
)

// maxExamples caps the datalist suggestions copied into examples: they are
// hints, and a country list of 250 entries would bloat a manifest that the
// page loads before any call.
const maxExamples = 10

// kindOf returns how the runtime fills f, or false when f is never exposed:
// hidden, file and button-like inputs, and elements other than input, select
// and textarea. An input type the browser does not know is a text field, as
// browsers treat it.
func kindOf(f *analyzer.Field) (string, bool) {
	switch strings.ToLower(f.Tag) {
	case "select":
		if f.Multiple || strings.EqualFold(f.Type, "select-multiple") {
			return "select-multiple", true
		}
		return "select", true
	case "textarea":
		return "textarea", true
	case "input":
	default:
		return "", false
	}
	switch t := strings.ToLower(strings.TrimSpace(f.Type)); t {
	case "hidden", "file", "submit", "reset", "button", "image":
		return "", false
	case "checkbox":
		if isGroup(f) {
			return "checkbox-group", true
		}
		return "checkbox", true
	case "radio":
		return "radio", true
	case "text", "search", "email", "tel", "url", "password", "number", "range",
		"date", "time", "month", "week", "datetime-local", "color":
		return t, true
	}
	return "text", true
}

// isFile reports whether f is a file input, which the person must fill.
func isFile(f *analyzer.Field) bool {
	return strings.EqualFold(f.Tag, "input") && strings.EqualFold(strings.TrimSpace(f.Type), "file")
}

// isGroup reports whether a checkbox field is a group of several checkboxes
// that share a name (an array) rather than one checkbox (a boolean).
func isGroup(f *analyzer.Field) bool { return len(f.Options) > 1 || len(f.Elements) > 1 }

// fieldLabel is the human label of a field for the manifest's Field entry.
func fieldLabel(f *analyzer.Field, kind string, redact bool) string {
	legend := ""
	if kind == "radio" || kind == "checkbox-group" {
		legend = f.Legend // a group's label is usually its fieldset's legend
	}
	return firstText(f, redact, f.Label, f.AriaLabel, legend, f.Placeholder, f.Title, f.ParamTitle)
}

// firstText is firstOf, except that for a redact field a text equal to its
// prefilled value is passed over, in case a template printed the value into a
// placeholder or title.
func firstText(f *analyzer.Field, redact bool, texts ...string) string {
	value := clean(f.Value)
	for _, t := range texts {
		if t = clean(t); t != "" && !(redact && t == value) {
			return t
		}
	}
	return ""
}

// propertySchema builds the input schema of one allow or redact field. For a
// redact field nothing that comes from the page's values goes in: no default,
// no examples, and no enum, const or anyOf of its options (a birth-year list
// is itself personal); constraints the author wrote (lengths, pattern, range)
// stay, because they describe the field, not the person.
func propertySchema(f *analyzer.Field, kind string, redact bool) *jsonSchema {
	s := &jsonSchema{}
	group := kind == "radio" || kind == "checkbox-group"
	if group {
		s.Title = firstText(f, redact, f.ParamTitle, f.Label, f.Legend)
	} else {
		s.Title = firstText(f, redact, f.ParamTitle, f.Label)
	}
	var hint string
	switch kind {
	case "text", "search", "email", "tel", "url", "password":
		s.Type = "string"
		lengths(s, f)
		if p := strings.TrimSpace(f.Pattern); p != "" {
			// The pattern attribute must match the whole value and is compiled
			// with the v flag; JSON Schema's pattern is unanchored.
			s.Pattern = "^(?:" + f.Pattern + ")$"
		}
		switch kind {
		case "email":
			hint = "An email address."
			if f.Multiple {
				hint = "One or more email addresses, separated by commas."
			}
		case "url":
			hint = "An absolute URL, such as https://example.com/page."
		case "tel":
			hint = "A telephone number."
		}
		if !redact {
			s.Examples = datalist(f.Options)
			s.Default = stringDefault(f.Value)
		}
	case "textarea":
		s.Type = "string"
		lengths(s, f)
		if !redact {
			s.Default = stringDefault(f.Value)
		}
	case "number", "range":
		hint = numberSchema(s, f, kind, redact)
	case "date":
		s.Type = "string"
		s.Format = "date" // the one format SPEC section 3 keeps
		hint = joinHints("A date as YYYY-MM-DD.", bounds(f))
		if !redact {
			s.Default = stringDefault(f.Value)
		}
	case "time", "month", "week", "datetime-local", "color":
		s.Type = "string"
		s.Pattern = valuePatterns[kind]
		hint = valueHints[kind]
		if kind != "color" {
			hint = joinHints(hint, bounds(f))
		}
		if !redact {
			s.Default = stringDefault(f.Value)
		}
	case "checkbox":
		s.Type = "boolean"
		if !redact && f.Checked {
			s.Default = jsonBool(true)
		}
	case "radio", "select":
		s.Type = "string"
		if redact {
			hint = "One of the choices of a list on the page; they are not listed here because they may be personal."
		} else {
			choices(s, f.Options, kind == "select")
			if d := selectedOne(f, kind, s.Enum); d != "" {
				s.Default = jsonString(d)
			}
		}
	case "checkbox-group", "select-multiple":
		s.Type = "array"
		s.UniqueItems = true
		s.Items = &jsonSchema{Type: "string"}
		if redact {
			hint = "Choices from a list on the page; they are not listed here because they may be personal."
		} else {
			choices(s.Items, f.Options, kind == "select-multiple")
			if d := selectedMany(f.Options, s.Items.Enum, kind == "select-multiple"); len(d) > 0 {
				s.Default = jsonStrings(d)
			}
		}
	}
	s.Description = joinHints(describe(f, s.Title, redact), hint)
	return s
}

// describe picks the field's own description: toolparamdescription, else the
// first of label, aria-label, placeholder and title that does not repeat the
// property title. For a redact field a text equal to the prefilled value is
// skipped, in case a template printed the value into a placeholder.
func describe(f *analyzer.Field, title string, redact bool) string {
	for _, t := range []string{f.ParamDescription, f.Label, f.AriaLabel, f.Placeholder, f.Title} {
		t = clean(t)
		if t == "" || strings.EqualFold(t, title) {
			continue
		}
		if redact && f.Value != "" && t == clean(f.Value) {
			continue
		}
		return t
	}
	return ""
}

// joinHints joins description sentences with single spaces. The author's
// text is kept as written, except that a full stop ends it when a hint
// follows.
func joinHints(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = clean(p); p != "" {
			out = append(out, p)
		}
	}
	for i := 0; i < len(out)-1; i++ {
		out[i] = sentence(out[i])
	}
	return strings.Join(out, " ")
}

// lengths copies minlength and maxlength. A minlength above maxlength can
// never be met; the browser then reports every non-empty value as too short,
// so only maxLength is kept.
func lengths(s *jsonSchema, f *analyzer.Field) {
	minLen, okMin := htmlInt(f.MinLength)
	maxLen, okMax := htmlInt(f.MaxLength)
	if okMin && okMax && minLen > maxLen {
		okMin = false
	}
	if okMin && minLen > 0 {
		s.MinLength = &minLen
	}
	if okMax {
		s.MaxLength = &maxLen
	}
}

// numberSchema fills a number or range field's type and limits and returns a
// hint for what JSON Schema cannot say.
//
// HTML accepts only values that are the step base plus a whole number of
// steps, where the step defaults to 1 and the base is min, else the value
// attribute, else 0. So the field is an integer when the step and the base are
// whole numbers, and multipleOf is exact only when the base is itself a
// multiple of the step; otherwise the hint says where the steps start.
func numberSchema(s *jsonSchema, f *analyzer.Field, kind string, redact bool) string {
	minLit, minV, hasMin := htmlNumber(f.Min)
	maxLit, _, hasMax := htmlNumber(f.Max)
	if kind == "range" {
		// A range always has limits: 0 and 100 unless the author says otherwise.
		if !hasMin {
			minLit, minV, hasMin = "0", 0, true
		}
		if !hasMax {
			maxLit, hasMax = "100", true
		}
	}
	if hasMin {
		s.Minimum = minLit
	}
	if hasMax {
		s.Maximum = maxLit
	}
	valueLit, valueV, hasValue := htmlNumber(f.Value)
	if !redact && hasValue {
		s.Default = []byte(valueLit)
	}

	step := strings.ToLower(strings.TrimSpace(f.Step))
	if step == "any" {
		s.Type = "number"
		return ""
	}
	stepLit, stepV, ok := htmlNumber(step)
	if !ok || stepV <= 0 {
		stepLit, stepV = "1", 1 // an invalid step is the default step
	}
	base, baseLit := 0.0, "0"
	switch {
	case hasMin:
		base, baseLit = minV, minLit
	case hasValue:
		base, baseLit = valueV, valueLit
	}
	s.Type = "number"
	if isWhole(stepV) && isWhole(base) {
		s.Type = "integer"
	}
	if q := base / stepV; math.Abs(q-math.Round(q)) > 1e-9*math.Max(1, math.Abs(q)) {
		return "Allowed values start at " + baseLit + " and go up in steps of " + stepLit + "."
	}
	if s.Type == "number" || stepV != 1 {
		s.MultipleOf = stepLit
	}
	return ""
}

// valuePatterns are the value formats of the HTML date and time inputs other
// than date (which keeps format: "date"), as the input's value attribute and
// the runtime's native setter accept them.
var valuePatterns = map[string]string{
	"time":           `^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,3})?)?$`,
	"month":          `^[0-9]{4,}-(?:0[1-9]|1[0-2])$`,
	"week":           `^[0-9]{4,}-W(?:0[1-9]|[1-4][0-9]|5[0-3])$`,
	"datetime-local": `^[0-9]{4,}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])[T ](?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,3})?)?$`,
	"color":          `^#[0-9A-Fa-f]{6}$`,
}

var valueHints = map[string]string{
	"time":           "A time as HH:MM or HH:MM:SS, 24-hour clock.",
	"month":          "A month as YYYY-MM.",
	"week":           "A week as YYYY-Www, for example 2025-W07.",
	"datetime-local": "A local date and time as YYYY-MM-DDTHH:MM.",
	"color":          "A colour as #rrggbb.",
}

// bounds says the min and max of a date or time field, which JSON Schema's
// minimum and maximum cannot express for strings.
func bounds(f *analyzer.Field) string {
	lo, hi := clean(f.Min), clean(f.Max)
	switch {
	case lo != "" && hi != "":
		return "From " + lo + " to " + hi + "."
	case lo != "":
		return "Not before " + lo + "."
	case hi != "":
		return "Not after " + hi + "."
	}
	return ""
}

// stringDefault is the prefilled value as a default, or nil when empty.
// IdentifierInValues returns the kind of the checksum-valid identifier (see
// filter.Detect: a card number, an IBAN, or a personal id of the given
// country packs) that one of the field's page values holds, or "" when none
// does. The page values are what the schema of an allow field would carry:
// its value (a textarea's text), and the values and labels of its options
// and datalist.
func IdentifierInValues(f *analyzer.Field, packs []string) string {
	if kind, ok := filter.Detect(f.Value, packs); ok {
		return kind
	}
	for _, o := range f.Options {
		for _, v := range [...]string{o.Value, o.Label} {
			if kind, ok := filter.Detect(v, packs); ok {
				return kind
			}
		}
	}
	return ""
}

func stringDefault(v string) []byte {
	if v == "" {
		return nil
	}
	return jsonString(v)
}

// optionValue is what the browser submits for an option: a radio or checkbox
// without a value attribute submits "on".
func optionValue(o analyzer.Option, isSelect bool) string {
	if o.Value == "" && !isSelect {
		return "on"
	}
	return o.Value
}

// choices fills enum, and anyOf with titles when some option's label says
// more than its value. The placeholder option of a select (value "") is
// dropped: it is not a choice, and leaving the parameter out selects it.
func choices(s *jsonSchema, opts []analyzer.Option, isSelect bool) {
	seen := make(map[string]bool, len(opts))
	labelled := false
	s.Enum = make([]string, 0, len(opts))
	titles := make([]string, 0, len(opts))
	for _, o := range opts {
		v := optionValue(o, isSelect)
		if v == "" || seen[v] {
			continue
		}
		seen[v] = true
		s.Enum = append(s.Enum, v)
		title := clean(o.Label)
		if title == "" {
			title = v
		} else if title != v {
			labelled = true
		}
		titles = append(titles, title)
	}
	if !labelled {
		return
	}
	// One allocation for all the alternatives, made only when they say
	// more than the enum.
	consts := append([]string(nil), s.Enum...)
	subs := make([]jsonSchema, len(consts))
	s.AnyOf = make([]*jsonSchema, len(consts))
	for i := range consts {
		subs[i] = jsonSchema{Const: &consts[i], Title: titles[i]}
		s.AnyOf[i] = &subs[i]
	}
}

// selectedOne is the prefilled choice of a radio group or select, if it is
// one of the enum values.
func selectedOne(f *analyzer.Field, kind string, enum []string) string {
	for _, o := range f.Options {
		if o.Selected {
			if v := optionValue(o, kind == "select"); contains(enum, v) {
				return v
			}
		}
	}
	if kind == "select" && contains(enum, f.Value) {
		return f.Value
	}
	return ""
}

// selectedMany are the prefilled choices of a checkbox group or multiple
// select.
func selectedMany(opts []analyzer.Option, enum []string, isSelect bool) []string {
	var out []string
	for _, o := range opts {
		v := optionValue(o, isSelect)
		if o.Selected && contains(enum, v) && !contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// datalist returns the suggestions of a datalist-backed input.
func datalist(opts []analyzer.Option) []string {
	var out []string
	for _, o := range opts {
		if v := o.Value; v != "" && !contains(out, v) && len(out) < maxExamples {
			out = append(out, v)
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
