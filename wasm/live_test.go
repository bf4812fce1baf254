//go:build js && wasm && live

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"
	"testing"
)

const livePage = `<!doctype html><html lang="nl"><title>Inloggen</title><h1>Inloggen</h1>
<form id="login" action="/in" toolname="sign_in" tooldescription="Sign in">
<label for="e">E-mail</label><input id="e" name="email" type="email" value="a@example.nl" required>
<label for="p">Wachtwoord</label><input id="p" name="pw_x7" type="password" value="CANARY-live-pw">
<label for="b">Burgerservicenummer</label><input id="b" name="f7" value="CANARY-live-bsn">
<label for="d">Geboortedatum</label><input id="d" name="gd" type="date" value="1980-02-03">
<button>Inloggen</button></form>`

// TestLiveManifestMatchesBuild checks that the browser-side manifest is the
// one formtool build writes for the same markup, key for key.
func TestLiveManifestMatchesBuild(t *testing.T) {
	m, err := liveManifest("live", livePage, "")
	if err != nil {
		t.Fatal(err)
	}
	goJSON, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	want := jsJSON.Call("stringify", jsJSON.Call("parse", string(goJSON))).String()
	got := jsJSON.Call("stringify", manifestJS(m)).String()
	if got != want {
		t.Fatalf("manifestJS differs from the manifest's JSON:\n got %s\nwant %s", got, want)
	}
}

func TestLiveAnalyzeLeaksNothing(t *testing.T) {
	r := analyzeLive(js.Null(), []js.Value{js.ValueOf(livePage), js.ValueOf("login.html")}).(js.Value)
	if !r.Get("ok").Bool() {
		t.Fatalf("analyze failed: %s", r.Get("error").String())
	}
	out := jsJSON.Call("stringify", r.Get("manifest")).String()
	for _, secret := range []string{"CANARY-live-pw", "CANARY-live-bsn", "1980-02-03", `"pw_x7"`, `"f7"`} {
		if strings.Contains(out, secret) {
			t.Errorf("the live manifest holds %s", secret)
		}
	}
	if !strings.Contains(out, `"email"`) || !strings.Contains(out, `"user-1"`) {
		t.Errorf("the live manifest lacks the email field or requiresUser: %s", out)
	}
	bad := analyzeLive(js.Null(), []js.Value{js.ValueOf(42)}).(js.Value)
	if bad.Get("ok").Bool() || !strings.Contains(bad.Get("error").String(), "want the page's HTML") {
		t.Errorf("a non-string page is not refused clearly")
	}
}
