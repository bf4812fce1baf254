package e2e

import (
	"strings"
	"testing"
)

// A tool binds to its form only while the form's identity holds (SPEC
// section 4): a form known by its place is not taken over by the form that
// moves into that place, and an id that two elements share binds neither.

// feedback.html's two forms have neither id nor name: the tools know them by
// place. When the first leaves, the second moves into its place, and its
// tool must not bind it.
func TestFormFoundByPlaceIsNotTakenOverByTheNext(t *testing.T) {
	ctx := tab(t, "/site/feedback.html")
	mustReady(t, ctx)
	others := `JSON.stringify([...document.forms[document.forms.length - 1].elements].filter((e) => e.name !== "promo").map((e) => e.value))`
	before := eval[string](t, ctx, others)
	names := eval[[]string](t, ctx, agentJS+`(async () => {
  document.forms[0].remove();
  await new Promise((r) => setTimeout(r, 50));
  return (await __agent.list()).map((t) => t.name);
})()`)
	if len(names) != 1 || names[0] != "redeem_a_gift_card" {
		t.Fatalf("tools after the first form left: %q, want only redeem_a_gift_card", names)
	}
	r := call(t, ctx, "redeem_a_gift_card", map[string]any{"promo": "SPRING"})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["promo"] != "SPRING" {
		t.Fatalf("the remaining tool: %s", r.raw)
	}
	if after := eval[string](t, ctx, others); after != before || strings.Contains(r.raw, "CANARY") {
		t.Errorf("the gift card form's other controls: %s -> %s; result %s", before, after, r.raw)
	}
}

// An id that two elements share binds neither: a copy of the form joining
// the page unregisters the tool, and an element that takes the form's id
// without joining (an attribute change) makes the next call FORM_CHANGED,
// with nothing read or written.
func TestSharedFormIDBindsNeither(t *testing.T) {
	t.Run("a second form with the id", func(t *testing.T) {
		ctx := tab(t, "/site/login.html")
		mustReady(t, ctx)
		n := eval[int](t, ctx, agentJS+`(async () => {
  const copy = document.getElementById("login-form").cloneNode(true);
  document.body.append(copy);
  await new Promise((r) => setTimeout(r, 50));
  return (await __agent.list()).length;
})()`)
		if n != 0 {
			t.Errorf("%d tools registered while two forms share the id", n)
		}
	})
	t.Run("an element takes the id", func(t *testing.T) {
		ctx := tab(t, "/site/login.html")
		mustReady(t, ctx)
		name := readManifest(t, "login.html").Tools[0].Name
		eval[bool](t, ctx, `document.querySelector("header").id = "login-form", true`)
		before := formValues(t, ctx)
		r := call(t, ctx, name, map[string]any{"username": "mallory@example.com"})
		refusedCleanly(t, ctx, r, "refused", "FORM_CHANGED", before)
		if !strings.Contains(r.StructuredContent.NextStep, "list the tools again") || strings.Contains(r.raw, "CANARY") {
			t.Errorf("result: %s", r.raw)
		}
	})
}
