# formtool: compile HTML forms into WebMCP tools that never hand an agent a secret.
GO      ?= go
OUT     ?= out
WASMENV  = GOOS=js GOARCH=wasm
# go test for js/wasm, run under Node by Go's own wrapper.
WASMTEST = $(WASMENV) $(GO) test -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec"
BENCH   ?= .
COUNT   ?= 6

.PHONY: build generate npm test test-go test-wasm test-e2e webmcp-info demo bench eval assets fuzz lint deps clean

build:
	$(GO) build -o bin/formtool ./cmd/formtool

# The generated files, then the runtime that dist embeds, last: it is
# built from the rest (dist's test fails while it is stale).
generate:
	$(GO) generate $$($(GO) list ./... | grep -v '/dist$$')
	$(GO) generate ./dist

# All tests: the Go packages, the WASM runtime under Node, and the browser
# tests in headless Chromium (they skip without Chromium unless CI=true).
test: test-go test-wasm test-e2e

test-go:
	$(GO) test ./...

test-wasm:
	$(WASMTEST) ./wasm/...
	$(WASMTEST) -tags live ./wasm
	$(WASMTEST) -tags live -run '^TestCostIsLinear$$' ./compile

# The leak audit alone drives ~600 corpus pages; go test's default 10 min
# limit is too short for it on a shared 2-core machine.
test-e2e:
	cd e2e && $(GO) test -count=1 -timeout 60m ./...

# The installed Chromium's version and WebMCP generation, as the browser
# tests find it.
webmcp-info:
	/usr/lib/chromium/chromium --version 2>/dev/null || echo "no Chromium at /usr/lib/chromium/chromium"
	cd e2e && $(GO) test -count=1 -run '^TestWebMCPGeneration$$' -v . | grep -E '^e2e: WebMCP:|^(ok|FAIL|--- )'

# The main job on the bundled example site. build exits 1 on the findings
# of the site's deliberate traps (declarative.html) and writes the
# manifests all the same; anything worse still fails. The binary, not go
# run, which turns every failing exit code into 1.
demo: build
	bin/formtool build -o $(OUT) testdata/forms || [ $$? -eq 1 ]
	bin/formtool check testdata/forms || true

# Every budget of SPEC section 7, side by side in one run
# (docs/benchmarks.md says what each figure is); benchstat prints the
# table, then what each Go package costs in formtool.wasm, then each
# budget with this run's figure and whether it is met. The page-weight
# visit lasts 10 s, so it runs once. The cost per field is measured twice:
# natively (build, explain) and as WebAssembly under Node (live analysis).
# cmd/formtool's BenchmarkProcess reads ../shared/corpus
# (FORMTOOL_CORPUS); e2e's BenchmarkFirstCall, BenchmarkLaterCalls and
# BenchmarkPageWeight need Chromium.
bench:
	$(GO) test -run '^$$' -bench '$(BENCH)' -count $(COUNT) ./analyzer ./classify ./compile ./filter ./schema ./wasm/call ./cmd/formtool > bench.txt
	$(WASMTEST) -tags live -run '^$$' -bench 'FieldsInOneForm' -count $(COUNT) ./compile >> bench.txt
	cd e2e && $(GO) test -run '^$$' -bench 'FirstCall|LaterCalls' -benchtime 5x -count $(COUNT) . >> ../bench.txt
	cd e2e && $(GO) test -run '^$$' -bench 'PageWeight' -benchtime 1x -count 1 . >> ../bench.txt
	$(GO) run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da bench.txt
	$(GO) run ./internal/cmd/wasmsize -n 16 ./wasm
	$(GO) run ./internal/cmd/budgets bench.txt

eval:
	$(GO) run ./cmd/formtool eval ../shared/corpus

assets:
	$(GO) run ./cmd/formtool assets -o $(OUT)/assets

# The npm package @formtool/runtime, ready for npm pack or npm publish.
npm:
	$(GO) run ./dist/npm -o $(OUT)/npm

fuzz:
	$(GO) test ./analyzer -run '^$$' -fuzz FuzzAnalyze -fuzztime 30s
	$(GO) test ./analyzer -run '^$$' -fuzz FuzzTemplateBlocks -fuzztime 30s
	$(GO) test ./classify -run '^$$' -fuzz FuzzField -fuzztime 30s
	$(GO) test ./filter -run '^$$' -fuzz FuzzMask -fuzztime 30s
	$(GO) test ./filter -run '^$$' -fuzz FuzzValue -fuzztime 30s
	$(GO) test ./filter -run '^$$' -fuzz FuzzDetect -fuzztime 30s

lint:
	test -z "$$(gofmt -l . | grep -v '^testdata/')"
	$(GO) vet ./...

# Debian's Chromium for the browser tests (as root).
deps:
	command -v /usr/lib/chromium/chromium >/dev/null || (apt-get update && apt-get install -y chromium chromium-driver)

clean:
	rm -rf bin $(OUT) bench.txt
