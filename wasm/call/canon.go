package call

import (
	"strconv"
	"unsafe"
)

// appendCanon appends a JSON-like value in one canonical form: object
// keys sorted, every string as its length and its bytes, numbers as fnum
// prints them. Two calls with equal arguments have equal canonical
// arguments, whatever the key order the agent sent; the form is only
// compared and hashed, never shown. It is kept small and free of quoting:
// it runs for every field of every call, the first one included, where a
// large function is soon compiled a second time by the browser's
// optimising compiler, competing with the call for the CPU. It appends to
// a byte slice rather than a strings.Builder: append is compiled in place,
// where each of the Builder's methods is a call in this package, which is
// built without inlining.
func appendCanon(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, 'n')
	case bool:
		if v {
			return append(b, 't')
		}
		return append(b, 'f')
	case float64:
		return append(append(append(b, 'd'), fnum(v)...), ';')
	case string:
		return appendCanonString(b, v)
	case []any:
		b = append(b, '[')
		for _, e := range v {
			b = appendCanon(b, e)
		}
		return append(b, ']')
	case []string:
		b = append(b, '[')
		for _, e := range v {
			b = appendCanonString(b, e)
		}
		return append(b, ']')
	case map[string]any:
		ks := keys(v)
		vs := make([]any, len(ks))
		for i, k := range ks {
			vs[i] = v[k]
		}
		return appendCanonObject(b, ks, vs)
	}
	return append(b, '?')
}

func appendCanonString(b []byte, s string) []byte {
	if n := len(s); n < 100 { // most keys and values: no call for the length
		b = append(b, 's')
		if n >= 10 {
			b = append(b, byte('0'+n/10))
		}
		b = append(b, byte('0'+n%10), ':')
	} else {
		b = append(strconv.AppendInt(append(b, 's'), int64(n), 10), ':')
	}
	return append(b, s...)
}

// appendCanonObject appends an object of keys and their vals, in the
// order of keys, which is one that depends only on them.
func appendCanonObject(b []byte, keys []string, vals []any) []byte {
	b = append(b, '{')
	for j, k := range keys {
		b = appendCanon(appendCanonString(b, k), vals[j])
	}
	return append(b, '}')
}

// canonArgs is the canonical form of a call's arguments, keys and their
// vals, in the one order the tool gives any set of them (the run's
// argKeys), so that equal arguments have one form whatever order the
// agent sent them in.
func canonArgs(keys []string, vals []any) string {
	b := appendCanonObject(make([]byte, 0, 64+32*len(keys)), keys, vals)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again
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
	return string(appendCanon([]byte{0}, v))
}

// operationID derives an operation's id from the page load, the tool, the
// canonical arguments and the formVersion the operation started from: a
// retry of the same call on the same form gets the same id.
func operationID(epoch, tool, args, version string) string {
	// FNV-1a, 64 bits, over each string and a NUL after it, read where
	// the strings lie: hash/fnv's Write would take a copy of the
	// arguments' canonical form, as long as all the call's values.
	h := uint64(14695981039346656037)
	for _, s := range [...]string{epoch, tool, args, version} {
		for i := 0; i < len(s); i++ {
			h = (h ^ uint64(s[i])) * 1099511628211
		}
		h *= 1099511628211 // the NUL: h ^ 0 is h
	}
	s := strconv.FormatUint(h, 36)
	for len(s) < 13 {
		s = "0" + s
	}
	return "op-" + s
}
