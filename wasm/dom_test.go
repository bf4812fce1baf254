//go:build js && wasm

package main

import (
	"reflect"
	"syscall/js"
	"testing"

	"github.com/formtool/formtool/wasm/call"
)

// describer makes a loader describe that answers body's value and counts
// its calls in globalThis.describeCalls.
func describer(body string) js.Value {
	js.Global().Set("describeCalls", 0)
	return js.Global().Get("Function").New("form", "globalThis.describeCalls++; return "+body)
}

// The controls are found by what describe read: a name matches a name and
// an id an id, never one for the other.
func TestDescribedMatchesNameAndIDApart(t *testing.T) {
	f := domForm{el: object(), index: &formIndex{}, describe: describer(`[[], JSON.stringify([
		["INPUT", "text", "coupon", "", false, true, null],
		["INPUT", "password", "gift", "coupon", false, true, "off"],
		["SELECT", "select-multiple", "tags", "t", true, true, null]])]`)}
	if got := f.matching("name", "coupon"); len(got) != 1 || got[0] != 0 {
		t.Errorf("by name coupon: %v", got)
	}
	if got, ok := f.byID("coupon"); !ok || got != 1 {
		t.Errorf("by id coupon: %v %v", got, ok)
	}
	x := f.described()
	if x == nil || x.descs[2].kind() != "select-multiple" || !x.descs[1].hasAutocomplete || x.descs[0].hasAutocomplete {
		t.Fatalf("descs: %+v", x)
	}
	if n := js.Global().Get("describeCalls").Int(); n != 1 {
		t.Errorf("describe ran %d times for one generation", n)
	}
	generation++
	f.described()
	if n := js.Global().Get("describeCalls").Int(); n != 2 {
		t.Errorf("describe ran %d times after the document changed, want 2", n)
	}
}

// An answer describe never writes finds no control, the next time too; a
// property that was not a string matches no name, not even the empty one
// of an unnamed control.
func TestDescribedRefusesWhatItDoesNotWrite(t *testing.T) {
	for _, body := range []string{
		`[[], JSON.stringify([["INPUT", "text", "a", "", false, true, null], ["INPUT", "text"]])]`,
		`[[], "not JSON"]`,
		`[[], JSON.stringify({})]`,
		`[[], 7]`,
	} {
		f := domForm{el: object(), index: &formIndex{}, describe: describer(body)}
		if f.described() != nil || f.described() != nil || len(f.matching("name", "a")) != 0 {
			t.Errorf("%s: controls found", body)
		}
		if n := js.Global().Get("describeCalls").Int(); n != 1 {
			t.Errorf("%s: describe ran %d times", body, n)
		}
	}
	f := domForm{el: object(), index: &formIndex{}, describe: describer(`[[], JSON.stringify([["INPUT", 5, 6, null, false, true, null]])]`)}
	d := f.described().descs[0]
	if d.name == "" || d.id == "" || d.typ == "text" || len(f.matching("name", "6")) != 0 {
		t.Errorf("a property that is not a string read as %+v", d)
	}
	if (domForm{el: object(), index: &formIndex{}}).described() != nil {
		t.Error("a form without describe has controls")
	}
}

// A batch check's answer is read by control, around a group it is never
// asked about; anything but one "1" or "0" per element it was asked about
// reads as nothing checked, so that every control is asked on its own.
func TestFlagsReadOnlyWhatTheCheckWrites(t *testing.T) {
	el := func() element { o := object(); return element{el: o, boxed: o} }
	cs := []call.Control{single{element: el()}, group{}, box{element: el()}, single{element: el()}}
	check := func(body string) js.Value { return js.Global().Get("Function").New("els", body) }
	got, ok := flags(check(`return els.length === 3 ? "101" : "";`), cs)
	if !ok || !reflect.DeepEqual(got, []bool{true, false, false, true}) {
		t.Errorf("answer 101: %v %v", got, ok)
	}
	for _, body := range []string{`return "10";`, `return "1011";`, `return "1x1";`, `return 101;`, `throw new Error("a getter of the page's");`} {
		if got, ok := flags(check(body), cs); ok || got != nil {
			t.Errorf("%s: %v %v", body, got, ok)
		}
	}
	if _, ok := flags(js.Undefined(), cs); ok {
		t.Error("no check answered")
	}
	if _, ok := flags(check(`return "1";`), cs[:2]); ok {
		t.Error("one element was checked at once")
	}
}

// The whole form's validity is read from valid's answer only when it has
// one "1" or "0" per element; otherwise each control is asked on its own.
func TestAllValidReadsOnlyWhatValidWrites(t *testing.T) {
	els := js.Global().Get("Array").New(object(), object(), object())
	valid := func(body string) js.Value { return js.Global().Get("Function").New("els", body) }
	for body, want := range map[string]bool{`return "111";`: true, `return "101";`: false} {
		if all, ok := allValid(valid(body), els); !ok || all != want {
			t.Errorf("%s: %v %v", body, all, ok)
		}
	}
	for _, body := range []string{`return "11";`, `return "1111";`, `return "1 1";`, `return 111;`, `throw new Error("a getter of the page's");`} {
		if _, ok := allValid(valid(body), els); ok {
			t.Errorf("%s: read as an answer", body)
		}
	}
	if _, ok := allValid(js.Undefined(), els); ok {
		t.Error("no valid answered")
	}
}

// A kept array of elements is handed over again only for the very same
// located controls, in the same order and the same generation of the
// document: any other list, and a control never located, gets a new one,
// so a batch call never reads or writes an element it was not given.
func TestKeptListsHoldOnlyTheirControls(t *testing.T) {
	a, b, c := newElement(object()), newElement(object()), newElement(object())
	var l jsList
	vals := func(es ...element) ([]uint64, []any) {
		var ids []uint64
		var vs []any
		for _, e := range es {
			ids, vs = append(ids, e.id), append(vs, e.boxed)
		}
		return ids, vs
	}
	first := l.of(vals(a, b))
	if again := l.of(vals(a, b)); !again.Equal(first) {
		t.Error("the same controls got a new array")
	}
	for name, es := range map[string][]element{"another order": {b, a}, "another control": {a, c}, "one more": {a, b, c}} {
		ids, vs := vals(es...)
		got := l.of(ids, vs)
		if got.Equal(first) || got.Length() != len(es) || !got.Index(0).Equal(es[0].el) {
			t.Errorf("%s: handed the kept array", name)
		}
		first = l.of(vals(a, b)) // keep a, b again for the next case
	}
	generation++
	if got := l.of(vals(a, b)); got.Equal(first) {
		t.Error("a new generation of the document got the kept array")
	}
	kept := l.of([]uint64{0}, []any{object()})
	if again := l.of([]uint64{0}, []any{object()}); again.Equal(kept) {
		t.Error("a control never located was taken from a kept array")
	}
}
