package e2e

import (
	"context"
	"net/url"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// netLog is what a tab downloaded, from Chromium's network log: each
// request's URL and the bytes that crossed the network for it
// (encodedDataLength: the response headers and the body as sent, gzip
// where the server compressed it).
type netLog struct {
	mu    sync.Mutex
	url   map[network.RequestID]string
	bytes map[network.RequestID]float64
}

// recordNetwork starts the log on a tab; call it before navigating.
func recordNetwork(t testing.TB, ctx context.Context) *netLog {
	t.Helper()
	l := &netLog{url: map[network.RequestID]string{}, bytes: map[network.RequestID]float64{}}
	err := chromedp.Listen(ctx, func(ev any) {
		l.mu.Lock()
		defer l.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			l.url[e.RequestID] = e.Request.URL
		case *network.EventLoadingFinished:
			l.bytes[e.RequestID] = e.EncodedDataLength
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	return l
}

// formtool sums the finished downloads of formtool's own files (the
// runtime under /rt/, the manifests under /m/) and lists their paths.
func (l *netLog) formtool() (total int, paths []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for id, n := range l.bytes {
		u, err := url.Parse(l.url[id])
		if err != nil || !(strings.HasPrefix(u.Path, "/rt/") || strings.HasPrefix(u.Path, "/m/")) {
			continue
		}
		total += int(n)
		paths = append(paths, u.Path)
	}
	sort.Strings(paths)
	return total, paths
}

// weightPage is the example site's page with five forms, the page the
// page-weight budget is stated for.
const weightPage = "/site/settings.html"

// visitWithoutAgent opens page in a fresh tab of a browser that runs no
// agent and returns what formtool downloaded in the first 10 s after the
// page was opened: the bytes over the network and the paths.
func visitWithoutAgent(t testing.TB, page string) (total int, paths []string) {
	ctx := tab(t, "/t/blank")
	defer chromedp.Cancel(ctx)
	log := recordNetwork(t, ctx)
	opened := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+page)); err != nil {
		t.Fatal(err)
	}
	mustReady(t, ctx)
	time.Sleep(10*time.Second - time.Since(opened))
	return log.formtool()
}

// The page-weight budget of SPEC section 7, as a visitor meets it: on the
// example site's page with five forms, a browser that runs no agent
// downloads at most 15 KB of formtool in the first 10 s after the page is
// opened (bytes as Chromium's network log counts them, headers included,
// with the server gzipping as a site would), and never the WASM. A page
// whose author opts in with data-preload fetches the runtime at once.
func TestPageWeightFromTheNetworkLog(t *testing.T) {
	if n := len(readManifest(t, "settings.html").Tools); n != 5 {
		t.Fatalf("settings.html has %d tools; the budget is stated for a page with five forms", n)
	}
	t.Run("no agent", func(t *testing.T) {
		total, paths := visitWithoutAgent(t, weightPage)
		t.Logf("formtool's downloads in the first 10 s with no agent: %d B over the network (budget 15000): %s", total, strings.Join(paths, ", "))
		for _, p := range paths {
			if strings.HasSuffix(p, ".wasm") || strings.HasSuffix(p, "wasm_exec.js") {
				t.Errorf("%s was downloaded for a visitor whose browser made no call", p)
			}
		}
		if len(paths) != 2 {
			t.Errorf("downloads %q, want the loader and the manifest", paths)
		}
		if total > 15000 {
			t.Errorf("%d B is over the 15 KB budget", total)
		}
	})
	t.Run("data-preload", func(t *testing.T) {
		ctx := tab(t, "/t/blank")
		log := recordNetwork(t, ctx)
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+weightPage+"?preload=1")); err != nil {
			t.Fatal(err)
		}
		mustReady(t, ctx)
		_, paths := log.formtool()
		if !strings.Contains(strings.Join(paths, " "), "/rt/formtool.wasm") {
			t.Errorf("with data-preload the runtime was not fetched before any call: %q", paths)
		}
	})
}
