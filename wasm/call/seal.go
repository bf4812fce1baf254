package call

// Seal returns what the agent may read of e: a copy in which every string
// that can carry a value from the page or the manifest (field values,
// requiresUser labels, the error message, the next step, warnings) has
// passed filter, the value filter, which masks a card number, IBAN or
// personal identifier wherever it stands. It is the one way out of this
// package: Page.Call seals every envelope it answers with, refusals and
// errors as much as results, so no message has to be careful on its own.
// Keys, codes, ids and the form version are the runtime's own and pass as
// they are. A nil filter leaves the strings as they are.
func Seal(e *Envelope, filter func(string) string) *Envelope {
	if e == nil || filter == nil {
		return e
	}
	out := *e
	out.Fields = make([]Value, len(e.Fields))
	for i, v := range e.Fields {
		out.Fields[i] = Value{Key: v.Key, Value: sealValue(v.Value, filter)}
	}
	out.RequiresUser = make([]UserField, len(e.RequiresUser))
	for i, u := range e.RequiresUser {
		out.RequiresUser[i] = UserField{Key: u.Key, Label: filter(u.Label)}
	}
	if e.Error != nil {
		err := *e.Error
		err.Message = filter(err.Message)
		out.Error = &err
	}
	out.NextStep = filter(e.NextStep)
	out.Warnings = make([]string, len(e.Warnings))
	for i, w := range e.Warnings {
		out.Warnings[i] = filter(w)
	}
	return &out
}

func sealValue(v any, filter func(string) string) any {
	switch s := v.(type) {
	case string:
		if out := filter(s); out != s {
			return out
		}
		// v as it came, already boxed, for the value the filter passed.
	case []any:
		out := make([]any, len(s))
		for i, e := range s {
			out[i] = sealValue(e, filter)
		}
		return out
	}
	return v
}

// filter is Seal's filter for the calls of r's tool: Options.Scan with the
// tool's country packs.
func (r *run) filter() func(string) string {
	if r.opt.Scan == nil {
		return nil
	}
	return func(s string) string {
		if s == "" {
			return s
		}
		out, _ := r.opt.Scan(s, "", r.t.Packs)
		return out
	}
}
