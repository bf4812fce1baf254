package call

import (
	"hash/fnv"
	"strconv"
	"strings"
)

// canon writes a JSON-like value in one canonical form: object keys
// sorted, every string as its length and its bytes, numbers as fnum
// prints them. Two calls with equal arguments have equal canonical
// arguments, whatever the key order the agent sent; the form is only
// compared and hashed, never shown. It is kept small and free of quoting:
// it runs for every field of every call, the first one included, where a
// large function is soon compiled a second time by the browser's
// optimising compiler, competing with the call for the CPU.
func canon(b *strings.Builder, v any) {
	switch v := v.(type) {
	case nil:
		b.WriteByte('n')
	case bool:
		if v {
			b.WriteByte('t')
		} else {
			b.WriteByte('f')
		}
	case float64:
		b.WriteByte('d')
		b.WriteString(fnum(v))
		b.WriteByte(';')
	case string:
		canonString(b, v)
	case []any:
		b.WriteByte('[')
		for _, e := range v {
			canon(b, e)
		}
		b.WriteByte(']')
	case []string:
		b.WriteByte('[')
		for _, e := range v {
			canonString(b, e)
		}
		b.WriteByte(']')
	case map[string]any:
		ks := keys(v)
		vs := make([]any, len(ks))
		for i, k := range ks {
			vs[i] = v[k]
		}
		canonObject(b, ks, vs)
	default:
		b.WriteByte('?')
	}
}

func canonString(b *strings.Builder, s string) {
	b.WriteByte('s')
	b.WriteString(strconv.Itoa(len(s)))
	b.WriteByte(':')
	b.WriteString(s)
}

// canonObject writes an object of keys and their vals, in the order of
// keys, which is one that depends only on them.
func canonObject(b *strings.Builder, keys []string, vals []any) {
	b.WriteByte('{')
	for j, k := range keys {
		canonString(b, k)
		canon(b, vals[j])
	}
	b.WriteByte('}')
}

// canonArgs is the canonical form of a call's arguments, keys and their
// vals, in the one order the tool gives any set of them (the run's
// argKeys), so that equal arguments have one form whatever order the
// agent sent them in.
func canonArgs(keys []string, vals []any) string {
	var b strings.Builder
	b.Grow(64 + 32*len(keys))
	canonObject(&b, keys, vals)
	return b.String()
}

// canonValue is the canonical form of a control's value (string, bool or
// []string, the latter in document order), for comparisons. A string is
// itself, which for most values costs nothing; anything else, and a
// string that starts with a NUL, is a NUL and its canonical form, which
// no string that is itself starts with.
func canonValue(v any) string {
	if s, ok := v.(string); ok && (s == "" || s[0] != 0) {
		return s
	}
	var b strings.Builder
	b.WriteByte(0)
	canon(&b, v)
	return b.String()
}

// operationID derives an operation's id from the page load, the tool, the
// canonical arguments and the formVersion the operation started from: a
// retry of the same call on the same form gets the same id.
func operationID(epoch, tool, args, version string) string {
	h := fnv.New64a()
	for _, s := range []string{epoch, tool, args, version} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	s := strconv.FormatUint(h.Sum64(), 36)
	for len(s) < 13 {
		s = "0" + s
	}
	return "op-" + s
}
