package analyzer

import "strings"

// A framework's binding sets an attribute when the page runs, whatever the
// markup says: the type or name a binding sets is unknown at build time
// (Field.Dynamic), as the code of a template that writes it is.

// binding returns the key of a framework's binding that sets an input's
// type at run time whatever the literal attribute says, or its name where
// no literal one stands, or "" when there is none. Vue and Alpine bind with
// :type, v-bind:type and x-bind:type, Angular with [type], [attr.type]
// and bind-type, Svelte and JSX with type={kind} (and Lit with
// type=${kind}), Knockout with data-bind="attr: { type: kind }"; an
// object or spread binding (v-bind="attrs", x-bind="attrs", {...rest})
// may set either.
func binding(t tag) string {
	// A bound name beside a literal one is no risk: the runtime checks a
	// field's name before it reads or writes it, and refuses a call when
	// it changed. Rendered pages keep both (Knockout, Alpine).
	literalName := t.has("name") && !expression(t.get("name"))
	for _, a := range t.attrs {
		k := a.Key
		if k == "v-bind" || k == "x-bind" || strings.HasPrefix(k, "{...") {
			return k
		}
		target := boundAttr(k)
		if target == "" && (k == "type" || k == "name") && expression(a.Val) {
			target = k
		}
		if target == "name" && !literalName || target == "type" && t.name == "input" {
			return k
		}
		if k == "data-bind" {
			if typ, name := knockoutAttrs(a.Val); name && !literalName || typ && t.name == "input" {
				return k
			}
		}
	}
	return ""
}

// knockoutAttrs reports whether a Knockout binding sets the type or the
// name through its attr binding, as Magento's checkout templates do:
// data-bind="value: value, attr: { name: inputName, 'type': kind }".
func knockoutAttrs(v string) (typ, name bool) {
	for i := 0; ; {
		k := strings.Index(v[i:], "attr")
		if k < 0 {
			return typ, name
		}
		at := i + k
		i = at + len("attr")
		if at > 0 && identByte(v[at-1]) {
			continue // "myattr"
		}
		j := skipSpaces(v, i)
		if j >= len(v) || v[j] != ':' {
			continue
		}
		j = skipSpaces(v, j+1)
		if j >= len(v) || v[j] != '{' {
			continue
		}
		// The object's keys: a name or a quoted string before a colon, at
		// the object's own depth.
		key, depth := true, 0
	keys:
		for j++; j < len(v); j++ {
			c := v[j]
			switch {
			case c == '"' || c == '\'':
				end := strings.IndexByte(v[j+1:], c)
				if end < 0 {
					return typ, name
				}
				if key && depth == 0 {
					typ, name = typ || v[j+1:j+1+end] == "type", name || v[j+1:j+1+end] == "name"
				}
				j += end + 1
			case c == '{' || c == '[' || c == '(':
				depth++
			case c == '}' || c == ']' || c == ')':
				if depth == 0 {
					i = j
					break keys
				}
				depth--
			case depth > 0:
			case c == ':':
				key = false
			case c == ',':
				key = true
			case key && identByte(c):
				e := j
				for e < len(v) && identByte(v[e]) {
					e++
				}
				typ, name = typ || v[j:e] == "type", name || v[j:e] == "name"
				j = e - 1
			}
		}
	}
}

func identByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '$'
}

func skipSpaces(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// boundAttr returns the attribute a binding's key sets (":type.prop" and
// "[attr.type]" set "type"), or "" when the key is not a binding.
func boundAttr(k string) string {
	for _, p := range [...]string{"v-bind:", "x-bind:", ":", "bind-", "[attr.", "[", "."} {
		if rest, ok := strings.CutPrefix(k, p); ok {
			rest = strings.TrimSuffix(rest, "]")
			if i := strings.IndexByte(rest, '.'); i >= 0 {
				rest = rest[:i] // a modifier: ":type.attr"
			}
			return rest
		}
	}
	return ""
}

// expression reports an attribute value that is a Svelte, JSX or Lit
// expression rather than text: "{kind}", "answer-{i}", "${kind}".
func expression(v string) bool {
	i := strings.IndexByte(v, '{')
	return i >= 0 && strings.IndexByte(v[i:], '}') > 0
}

// modelAttrs are the attributes that say what data a control holds where
// its name may not: a framework's two-way binding (Angular's
// formcontrolname and ngModel, AngularJS's ng-model, Alpine's x-model,
// Livewire's wire:model, Vue's v-model, Svelte's bind:value), then the
// hooks tests find controls by. Rendered React and Angular pages often
// give a control no name, and these are then the only word for it
// besides its label. A modifier may follow the key (x-model.number,
// wire:model.live).
var modelAttrs = [...]string{"formcontrolname", "ng-model", "data-ng-model", "[(ngmodel)]", "ngmodel", "x-model", "wire:model", "v-model", "bind:value",
	"data-testid", "data-test-id", "data-test", "data-qa", "data-cy", "data-automation-id", "data-field", "data-name"}

// cardAttrs are the attributes by which a payment provider's script finds
// the card fields it reads: Stripe.js v2, Braintree, Adyen's client-side
// encryption, Recurly, Worldpay, Conekta, Openpay. Their value names a part
// of the card ("number", "cvc", "exp-month", "encryptedSecurityCode") and
// often nothing else on the control does, so it is kept as a binding of a
// field of the card: "card number".
var cardAttrs = [...]string{"data-stripe", "data-braintree-name", "data-encrypted-name", "data-cse", "data-recurly", "data-worldpay", "data-conekta", "data-openpay-card"}

// model returns what a control is bound to or called by its tests, as
// written ("form.cardNumber", "ssn-input"), or "" when nothing says.
func model(t tag) string {
	for _, key := range cardAttrs {
		if v := strings.TrimSpace(t.get(key)); v != "" {
			return "card " + v
		}
	}
	for _, key := range modelAttrs {
		for _, a := range t.attrs {
			if strings.HasPrefix(a.Key, key) && (len(a.Key) == len(key) || a.Key[len(key)] == '.') {
				if v := strings.Trim(strings.TrimSpace(a.Val), "{}$ "); v != "" {
					return v
				}
			}
		}
	}
	for _, a := range t.attrs {
		if a.Key == "data-bind" {
			if v := knockoutValue(a.Val); v != "" {
				return v
			}
		}
	}
	return ""
}

// knockoutValue returns the expression of a Knockout binding's value or
// textInput: "value: dateOfBirth, enable: on" → "dateOfBirth".
func knockoutValue(v string) string {
	for _, part := range strings.Split(v, ",") {
		k, expr, ok := strings.Cut(part, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "value", "textInput", "textinput":
			return strings.TrimSpace(expr)
		}
	}
	return ""
}
