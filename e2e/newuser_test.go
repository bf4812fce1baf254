package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The README's route, as a new user takes it: install the binary, then in
// an empty directory outside the repository build the manifests and write
// the assets for a plain static site, deploy the pages beside them on a
// static file server, and open them in Chromium. One page names its
// manifest as the README shows; the other forgot to, and is compiled live.
func TestAStaticSiteFromAnEmptyDirectory(t *testing.T) {
	needWebMCP(t)
	gobin := t.TempDir()
	install := exec.Command("go", "install", "./cmd/formtool")
	install.Dir = repoRoot
	install.Env = append(os.Environ(), "GOBIN="+gobin)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	dir := t.TempDir()
	const canary = "CANARY-newuser-Wd83"
	form := `<form action="/session" method="post">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" value="` + canary + `">
<button>Sign in</button></form>`
	pages := map[string]string{
		"login.html":  `<!doctype html><html lang="en"><head><title>Sign in</title><script src="/formtool.js" data-manifest="/login.manifest.json" defer></script></head><body><h1>Sign in</h1>` + form + `</body></html>`,
		"member.html": `<!doctype html><html lang="en"><head><title>Members</title><script src="/formtool.js" defer></script></head><body><h1>Members</h1>` + form + `</body></html>`,
	}
	for name, page := range pages {
		if err := writeFile(filepath.Join(dir, "site", name), []byte(page)); err != nil {
			t.Fatal(err)
		}
	}
	formtool := func(args ...string) string {
		cmd := exec.Command(filepath.Join(gobin, "formtool"), args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("formtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	formtool("build", "-o", "public", "site/")
	formtool("assets", "-o", "public")
	// Deploying: the pages go beside what formtool wrote.
	for name, page := range pages {
		if err := writeFile(filepath.Join(dir, "public", name), []byte(page)); err != nil {
			t.Fatal(err)
		}
	}
	site := httptest.NewServer(http.FileServer(http.Dir(filepath.Join(dir, "public"))))
	defer site.Close()

	for _, page := range []string{"login.html", "member.html"} {
		t.Run(page, func(t *testing.T) {
			ctx := openURL(t, site.URL+"/"+page)
			mustReady(t, ctx)
			listed := tools(t, ctx)
			if len(listed) != 1 {
				t.Fatalf("tools: %+v", listed)
			}
			props, _ := listed[0].InputSchema["properties"].(map[string]any)
			if _, ok := props["email"]; !ok {
				t.Errorf("the tool does not take the email: %+v", listed[0].InputSchema)
			}
			if _, ok := props["password"]; ok {
				t.Errorf("the tool takes the password: %+v", listed[0].InputSchema)
			}
			r := call(t, ctx, listed[0].Name, map[string]any{"email": "ada@example.com", "password": "guess"})
			if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "BLOCKED_FIELD" {
				t.Errorf("a call with the password: %s", r.raw)
			}
			// A call without it fills the form and waits for the person,
			// who types the password and submits.
			startCall(t, ctx, listed[0].Name, map[string]any{"email": "ada@example.com"})
			waitLong(t, ctx, `document.getElementById("email").value === "ada@example.com"`)
			for _, out := range []string{mustJSON(t, listed), r.raw} {
				if strings.Contains(out, "Wd83") {
					t.Errorf("the agent got the password: %s", out)
				}
			}
		})
	}
}
