// Package e2e runs the browser runtime in Debian's Chromium with WebMCP on,
// playing the agent's side through whichever WebMCP API the browser has
// (agent_test.go), and in a Chromium without WebMCP on the MCP-B polyfill.
// It is its own module so that chromedp stays out of formtool's go.mod.
//
//	cd e2e && npm ci && go test ./...
//
// A test that cannot find Chromium (/usr/lib/chromium/chromium, or
// $CHROMIUM), or finds one with no WebMCP API, fails when CI=true and is
// skipped otherwise. The log's first line names the browser and its WebMCP
// generation (go test -v -run TestWebMCPGeneration).
package e2e
