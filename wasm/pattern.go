//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"
)

var (
	jsRegExp = global.Get("RegExp")
	patterns = map[string]js.Value{}
)

// match tests a JSON Schema pattern with the browser's RegExp: the schema's
// patterns are ECMA-262, and Go's regexp would add to the binary what the
// browser already has. The "u" flag first, as the HTML pattern attribute
// does; a pattern only valid without it still works.
func match(pattern, s string) (ok bool, err error) {
	re, found := patterns[pattern]
	if !found {
		re, err = compilePattern(pattern)
		if err != nil {
			return false, err
		}
		patterns[pattern] = re
	}
	return re.Call("test", s).Bool(), nil
}

func compilePattern(pattern string) (re js.Value, err error) {
	defer func() {
		if recover() != nil {
			re, err = js.Null(), errors.New("not a valid regular expression")
		}
	}()
	try := func(flags string) (re js.Value, ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		return jsRegExp.New(pattern, flags), true
	}
	if re, ok := try("u"); ok {
		return re, nil
	}
	return jsRegExp.New(pattern), nil
}
