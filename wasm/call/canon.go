package call

import (
	"hash/fnv"
	"sort"
	"strconv"
	"strings"
)

// canon writes a JSON-like value in one canonical form: object keys
// sorted, strings quoted, numbers as JavaScript prints them. Two calls
// with equal arguments have equal canonical arguments, whatever the key
// order the agent sent.
func canon(b *strings.Builder, v any) {
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case float64:
		b.WriteString(fnum(v))
	case string:
		b.WriteString(strconv.Quote(v))
	case []any:
		b.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			canon(b, e)
		}
		b.WriteByte(']')
	case []string:
		b.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Quote(e))
		}
		b.WriteByte(']')
	case map[string]any:
		ks := make([]string, 0, len(v))
		for k := range v {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		b.WriteByte('{')
		for i, k := range ks {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Quote(k))
			b.WriteByte(':')
			canon(b, v[k])
		}
		b.WriteByte('}')
	default:
		b.WriteString("?")
	}
}

func canonArgs(args map[string]any) string {
	var b strings.Builder
	canon(&b, args)
	return b.String()
}

// canonValue is the canonical form of a control's value (string, bool or
// []string, the latter in document order), for comparisons.
func canonValue(v any) string {
	var b strings.Builder
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
