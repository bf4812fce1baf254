// Package e2e runs the browser runtime in Debian's Chromium with WebMCP on
// and plays the agent's side through document.modelContext. It is its own
// module so that chromedp stays out of formtool's go.mod.
//
//	cd e2e && npm ci && go test ./...
//
// A test that cannot find Chromium (/usr/lib/chromium/chromium, or
// $CHROMIUM) fails when CI=true and is skipped otherwise.
package e2e
