package call

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// ParseJSON reads what JSON.stringify writes as encoding/json reads it,
// and rejects what is not JSON.
func TestParseJSON(t *testing.T) {
	for _, text := range []string{
		`[]`, `{}`, `[{"name":"sign_in","inputSchema":{"type":"object","properties":{"email":{"type":"string","maxLength":254}},"required":["email"]},"waitMs":120000,"autoSubmit":false,"x":null}]`,
		` [ 1 , -2.5e-3 , 0 , 1E+2 , "a\"b\u00e9\ud83d\ude00" , true , false , null ] `,
		`{"a":{"b":{"c":[[[]]]}}}`,
		`"only a string"`, `12`,
		`["quote \" back \\ slash \/ \b\f\n\r\t ctl \u0001", "raw é 😀"]`,
		`["pair \ud83d\ude00 lone \ud800 end \udc00"]`,
	} {
		got, ok := ParseJSON(text)
		var want any
		if err := json.Unmarshal([]byte(text), &want); err != nil {
			t.Fatal(err)
		}
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("ParseJSON(%s) = %#v, %v; want %#v", text, got, ok, want)
		}
	}
	deep := strings.Repeat("[", maxJSONDepth+2) + strings.Repeat("]", maxJSONDepth+2)
	// A string too deep as a member is as too deep as one in an array.
	deepMember := strings.Repeat(`{"a":`, maxJSONDepth+1) + `"x"` + strings.Repeat("}", maxJSONDepth+1)
	for _, text := range []string{
		``, ` `, `[`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `[1] x`, `[01]`, `[1.]`, `[.5]`, `[1e]`, `[-]`,
		`[tru]`, `[nul]`, `["a\x"]`, `[1e999]`, `{"a":}`, `[1 2]`, deep, deepMember,
		` {"a" : "b" , "c":"d" } x`, `{"a":"b"`, `{"a":"b",}`, `{"a":"b" "c":"d"}`,
	} {
		if got, ok := ParseJSON(text); ok {
			t.Errorf("ParseJSON(%q) = %#v, want not ok", text, got)
		}
	}
}

func FuzzParseJSON(f *testing.F) {
	for _, s := range []string{`[{"a":[1,2,{"b":null}],"c":"\u00e9\n"}]`, `{"x":-0.5e10}`, `"\ud800"`, `[true,false]`, `[0,-0,7,-42,123456789012345,1234567890123456,-999999999999999]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, ok := ParseJSON(text)
		var want any
		err := json.Unmarshal([]byte(text), &want)
		if ok && err != nil {
			t.Fatalf("ParseJSON accepts %q, which encoding/json rejects: %v", text, err)
		}
		if !ok || !utf8.ValidString(text) || strings.Contains(text, `\u`) {
			return // invalid UTF-8 and escaped surrogates decode differently by design
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("ParseJSON(%q) = %#v; encoding/json %#v", text, got, want)
		}
		// What the runtime reads, written again, reads the same.
		b, _ := json.Marshal(got)
		again, ok := ParseJSON(string(b))
		if !ok || !reflect.DeepEqual(again, got) {
			t.Fatalf("round trip of %q: %s read as %#v", text, b, again)
		}
	})
}

// Integers take a short path; -0 and integers too long for it keep
// ParseFloat's reading.
func TestParseJSONIntegers(t *testing.T) {
	for text, want := range map[string]float64{"0": 0, "-7": -7, "123456789012345": 123456789012345, "12345678901234567890": 12345678901234567890, "1.5": 1.5} {
		got, ok := ParseJSON(text)
		if !ok || got != want {
			t.Errorf("ParseJSON(%s) = %v, %v", text, got, ok)
		}
	}
	if got, _ := ParseJSON("-0"); !math.Signbit(got.(float64)) {
		t.Error("-0 lost its sign")
	}
}

func TestSortOrderedIsSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 200 {
		ints := make([]int, n)
		for i := range ints {
			ints[i] = rng.IntN(n/2 + 1) // repeats included
		}
		strs := make([]string, n)
		for i, x := range ints {
			strs[i] = strconv.Itoa(x)
		}
		gotS, wantS := slices.Clone(strs), slices.Clone(strs)
		sortOrdered(gotS)
		sort.Strings(wantS)
		if !slices.Equal(gotS, wantS) {
			t.Fatalf("sortOrdered(%q) = %q", strs, gotS)
		}
		gotI, wantI := slices.Clone(ints), slices.Clone(ints)
		sortOrdered(gotI)
		sort.Ints(wantI)
		if !slices.Equal(gotI, wantI) {
			t.Fatalf("sortOrdered(%v) = %v", ints, gotI)
		}
	}
}

// Two values a control can hold compare equal in canonical form only
// when they are equal: a string that looks like another type's form, or
// like a missing control's, stays apart from it.
func TestCanonValueKeepsValuesApart(t *testing.T) {
	values := []any{"", "a", "t", "\x00", "\x00t", "\x00f", "\x00s1:a", "\x00absent", "\x00[]", "absent",
		true, false, []string{}, []string{""}, []string{"a"}, []string{"a", ""}, []string{"", "a"}, []string{"\x00t"}}
	seen := map[string]int{"\x00absent": -1} // what snapshot records for a missing control
	for i, v := range values {
		c := canonValue(v)
		if j, dup := seen[c]; dup {
			t.Errorf("canonValue(%#v) = %q, as for value %d", v, c, j)
		}
		seen[c] = i
		if c != canonValue(v) {
			t.Errorf("canonValue(%#v) is not stable", v)
		}
	}
	if s := "plain"; canonValue(s) != s {
		t.Error("a plain string is not its own canonical form")
	}
}

// A string's canonical form is "s", its length in decimal, ":" and its
// bytes, whatever the length's number of digits; and the arguments' form
// tells apart what a looser one would run together.
func TestCanonStringWritesItsLength(t *testing.T) {
	for _, n := range []int{0, 1, 9, 10, 11, 42, 99, 100, 101, 999, 1000, 12345} {
		s := strings.Repeat("x", n)
		want := "s" + strconv.Itoa(n) + ":" + s
		if got := string(appendCanonString(nil, s)); got != want {
			t.Errorf("length %d: got %.20q…, want %.20q…", n, got, want)
		}
	}
	a := canonArgs([]string{"a", "b"}, []any{"1:s1:b", ""})
	b := canonArgs([]string{"a"}, []any{"1"})
	if a == b || a != "{s1:as6:1:s1:bs1:bs0:}" {
		t.Errorf("canonArgs = %q and %q", a, b)
	}
}
