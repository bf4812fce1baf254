module github.com/formtool/formtool/e2e

go 1.26.8

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
	github.com/formtool/formtool v0.0.0
	golang.org/x/net v0.63.0
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/tdewolff/minify/v2 v2.25.0 // indirect
	github.com/tdewolff/parse/v2 v2.25.0 // indirect
)

replace github.com/formtool/formtool => ../
