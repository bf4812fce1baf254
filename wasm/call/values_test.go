package call

import (
	"encoding/json"
	"testing"
)

func TestParseValues(t *testing.T) {
	for _, tc := range []struct {
		text string
		n    int
		want []string // nil: not ok
	}{
		{`[]`, 0, []string{}},
		{`[{"value":"a"},{"value":""}]`, 2, []string{"a", ""}},
		{`[{"value":"quote \" back \\ slash \/ \b\f\n\r\t ctl \u0001"}]`, 1, []string{"quote \" back \\ slash / \b\f\n\r\t ctl \x01"}},
		{`[{"value":"pair \ud83d\ude00 lone \ud800 end \udc00"}]`, 1, []string{"pair 😀 lone \uFFFD end \uFFFD"}},
		{`[{"value":"raw é 😀"}]`, 1, []string{"raw é 😀"}},
		{`[{"value":"a"}]`, 2, nil},
		{`[{"value":"a"},{"value":"b"}]`, 1, nil},
		{`[{}]`, 1, nil},
		{`[{"value":5}]`, 1, nil},
		{`[{"value":"a","x":1}]`, 1, nil},
		{`[{"value":"a\u12"}]`, 1, nil},
		{`[{"value":"a\`, 1, nil},
		{`[{"value":"a`, 1, nil},
		{`{"value":"a"}`, 1, nil},
	} {
		got, ok := ParseValues(tc.text, tc.n)
		if tc.want == nil {
			if ok {
				t.Errorf("ParseValues(%s, %d) = %q, want not ok", tc.text, tc.n, got)
			}
			continue
		}
		if !ok || len(got) != len(tc.want) {
			t.Errorf("ParseValues(%s, %d) = %q, %v; want %q", tc.text, tc.n, got, ok, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("ParseValues(%s)[%d] = %q, want %q", tc.text, i, got[i], tc.want[i])
			}
		}
	}
}

// FuzzParseValues checks ParseValues against encoding/json on what
// JSON.stringify writes for one value.
func FuzzParseValues(f *testing.F) {
	f.Add("plain")
	f.Add("é \" \\ \n \x01 😀")
	f.Fuzz(func(t *testing.T, v string) {
		b, _ := json.Marshal(map[string]string{"value": v})
		got, ok := ParseValues("["+string(b)+"]", 1)
		var want map[string]string
		json.Unmarshal(b, &want)
		if !ok || got[0] != want["value"] {
			t.Errorf("ParseValues of %s = %q, %v; want %q", b, got, ok, want["value"])
		}
	})
}
