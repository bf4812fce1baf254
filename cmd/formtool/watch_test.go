package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// liveBuffer is output a running watch writes while the test reads it.
// Each write wakes the waiters.
type liveBuffer struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	wrote chan struct{}
}

func newLiveBuffer() *liveBuffer { return &liveBuffer{wrote: make(chan struct{}, 1)} }

func (b *liveBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case b.wrote <- struct{}{}:
	default:
	}
	return b.buf.Write(p)
}

func (b *liveBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor waits until the output after mark holds want, and returns the
// output's length then, the mark for the next wait. It fails the test
// after a deadline rather than hanging.
func (b *liveBuffer) waitFor(t *testing.T, mark int, want string) int {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		s := b.String()
		if i := strings.Index(s[mark:], want); i >= 0 {
			return len(s)
		}
		select {
		case <-b.wrote:
		case <-deadline:
			t.Fatalf("no %q in the watch's output after 10s; after the mark it wrote:\n%s", want, s[mark:])
		}
	}
}

// startWatch runs formtool with args in the background under a context the
// test cancels in place of Ctrl-C, and returns its output and a stop that
// cancels it and returns its exit code.
func startWatch(t *testing.T, args ...string) (stdout, stderr *liveBuffer, stop func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	saved := interrupted
	interrupted = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	stdout, stderr = newLiveBuffer(), newLiveBuffer()
	done := make(chan int, 1)
	go func() { done <- run(args, stdout, stderr) }()
	stop = func() int {
		cancel()
		select {
		case code := <-done:
			interrupted = saved
			return code
		case <-time.After(10 * time.Second):
			t.Fatal("the watch did not stop within 10s of its cancel")
			return -1
		}
	}
	t.Cleanup(func() { cancel() })
	return stdout, stderr, stop
}

// TestBuildWatch: build -watch rebuilds the page that changed and no other,
// picks up pages in new directories, reports a broken page and keeps
// watching, and stops cleanly when interrupted.
func TestBuildWatch(t *testing.T) {
	src, out := t.TempDir(), t.TempDir()
	page := `<form><label>Q <input name=q></label></form>`
	writePage(t, src, "a.html", page)
	writePage(t, src, "b.html", page)

	_, stderr, stop := startWatch(t, "build", src, "-o", out, "--watch")
	mark := stderr.waitFor(t, 0, "formtool: watching 1 directory for changes; Ctrl-C stops")
	assert.Contains(t, stderr.String(), "2 pages, 2 rebuilt, 0 unchanged")
	bInfo, err := os.Stat(filepath.Join(out, "b.manifest.json"))
	require.NoError(t, err)

	writePage(t, src, "a.html", `<form><label>Query <input name=query></label></form>`)
	mark = stderr.waitFor(t, mark, "2 pages, 1 rebuilt, 1 unchanged")
	got := stderr.String()
	assert.Contains(t, got, "rebuilt "+filepath.Join(src, "a.html"))
	assert.NotContains(t, got, "rebuilt "+filepath.Join(src, "b.html"))
	a, err := os.ReadFile(filepath.Join(out, "a.manifest.json"))
	require.NoError(t, err)
	assert.Contains(t, string(a), `"query"`)
	bNow, err := os.Stat(filepath.Join(out, "b.manifest.json"))
	require.NoError(t, err)
	assert.Equal(t, bInfo.ModTime(), bNow.ModTime(), "b.html did not change, so its manifest is not written again")

	// A broken page is a finding, not the end of the watch.
	writePage(t, src, "broken.j2", "<form>{% if x <input name=a></form>")
	mark = stderr.waitFor(t, mark, "[template-unterminated]")

	// A page in a directory made after the watch began.
	writePage(t, src, filepath.Join("new", "c.html"), page)
	mark = stderr.waitFor(t, mark, "rebuilt "+filepath.Join(src, "new", "c.html"))
	assert.FileExists(t, filepath.Join(out, "new", "c.manifest.json"))

	// A deleted page takes its manifest with it.
	require.NoError(t, os.Remove(filepath.Join(src, "b.html")))
	stderr.waitFor(t, mark, "removed "+filepath.Join(out, "b.manifest.json")+": its page is gone")
	assert.NoFileExists(t, filepath.Join(out, "b.manifest.json"))
	assert.FileExists(t, filepath.Join(out, "a.manifest.json"))

	assert.Equal(t, exitOK, stop())
}

// TestCheckWatch: check -watch checks again only the page that changed,
// prints the findings and summary of the whole site, and treats a change
// to formtool.json as a change to every page.
func TestCheckWatch(t *testing.T) {
	src := t.TempDir()
	writePage(t, src, "a.html", `<form><label>Q <input name=q></label></form>`)
	writePage(t, src, "b.html", `<form><label>Q <input name=q></label></form>`)
	writePage(t, src, filepath.Join("sub", "deeper", "x.txt"), "not a page")

	stdout, stderr, stop := startWatch(t, "check", "-watch", src)
	stderr.waitFor(t, 0, "formtool: watching 3 directories for changes; Ctrl-C stops")
	assert.Contains(t, stdout.String(), "2 files, 2 forms, 2 fields: no findings")

	writePage(t, src, "a.html", `<form><input name=q></form>`)
	mark := stderr.waitFor(t, 0, "rechecked 1 of 2 files")
	assert.Contains(t, stderr.String(), "formtool check: "+filepath.Join(src, "a.html")+" changed")
	stdout.waitFor(t, 0, "2 files, 2 forms, 2 fields: 1 warning")

	writePage(t, src, "b.j2", "<form>{% if x <input name=a></form>")
	stdout.waitFor(t, 0, "[template-unterminated]")

	writePage(t, src, policyFileName, `{"submit": {"tools": {"nowhere": {"autoSubmit": true}}}}`)
	stderr.waitFor(t, mark, "rechecked 3 of 3 files")
	stdout.waitFor(t, 0, "[policy-unknown-tool]")

	assert.Equal(t, exitOK, stop())
}

func TestWatchUsage(t *testing.T) {
	src := t.TempDir()
	writePage(t, src, "a.html", `<form><label>Q <input name=q></label></form>`)
	_, stderr, code := runCLI(t, "build", "-watch", src)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "needs -o DIR")
	_, stderr, code = runCLI(t, "check", "-watch", "-fix", src)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-fix and -watch do not go together")
}
