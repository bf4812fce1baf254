package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/fsnotify/fsnotify"

	"github.com/formtool/formtool/analyzer"
)

// debounce is how long a watch waits after the last change before it runs
// again: an editor's save is often several events (truncate, write, rename),
// and a checkout touches many files at once.
const debounce = 150 * time.Millisecond

// interrupted is the context a watch runs under: it ends on Ctrl-C or
// SIGTERM. Tests replace it with one they cancel.
var interrupted = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// changes is one debounced batch of changed files, by absolute path.
type changes map[string]bool

// policy reports whether the batch touches the submission policy, which
// every page depends on.
func (c changes) policy(explicit string) bool {
	abs, _ := filepath.Abs(explicit)
	for f := range c {
		if filepath.Base(f) == policyFileName || (explicit != "" && f == abs) {
			return true
		}
	}
	return false
}

// has reports whether src is in the batch.
func (c changes) has(src source) bool {
	abs, err := filepath.Abs(src.path)
	return err == nil && c[abs]
}

// names are the changed files as the user named them, sorted.
func (c changes) names() []string {
	var out []string
	for f := range c {
		out = append(out, relToCwd(f))
	}
	sort.Strings(out)
	return out
}

// watch calls again with each batch of changes to the pages and policy
// under paths (files, directories, globs) until ctx ends. Directories are
// watched recursively, new ones included. Only changes that can alter a
// result count: a source file by its extension, formtool.json, and the
// explicit policy file; so the manifests and cache a build writes into a
// watched directory do not start it again.
func watch(ctx context.Context, paths []string, policyFile string, stderr io.Writer, again func(changes)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()

	pending := changes{}
	// addTree watches dir and every directory under it, and counts the
	// sources already in it as changed: they may have been written before
	// the directory was watched.
	addTree := func(dir string, fresh bool) error {
		return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // gone already, or unreadable: nothing to watch
			}
			if !d.IsDir() {
				if fresh && relevant(path, policyFile) {
					abs, _ := filepath.Abs(path)
					pending[abs] = true
				}
				return nil
			}
			if path != dir && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return w.Add(path)
		})
	}
	for _, root := range watchRoots(paths, policyFile) {
		if !root.recursive {
			err = w.Add(root.dir)
		} else {
			err = addTree(root.dir, false)
		}
		if err != nil {
			return fmt.Errorf("watch %s: %v", root.dir, err)
		}
	}
	dirs := fmt.Sprintf("%d directories", len(w.WatchList()))
	if len(w.WatchList()) == 1 {
		dirs = "1 directory"
	}
	fmt.Fprintf(stderr, "formtool: watching %s for changes; Ctrl-C stops\n", dirs)

	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Op == fsnotify.Chmod {
				continue // a touch by an indexer or backup tool, not an edit
			}
			if ev.Has(fsnotify.Create) {
				if info, err := os.Stat(ev.Name); err == nil && info.IsDir() && !skipDir(info.Name()) {
					if err := addTree(ev.Name, true); err != nil {
						// Out of inotify watches, say: the pages in it
						// would silently never rebuild.
						fmt.Fprintf(stderr, "formtool: watch %s: %v\n", relToCwd(ev.Name), err)
					}
				}
			}
			if relevant(ev.Name, policyFile) {
				abs, _ := filepath.Abs(ev.Name)
				pending[abs] = true
			}
			if len(pending) > 0 {
				timer.Reset(debounce)
			}
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			fmt.Fprintf(stderr, "formtool: watch: %v\n", err)
		case <-timer.C:
			if len(pending) > 0 {
				batch := pending
				pending = changes{}
				again(batch)
			}
		}
	}
}

// relevant reports whether a change to file can change a result.
func relevant(file, policyFile string) bool {
	if analyzer.IsSource(file) || filepath.Base(file) == policyFileName {
		return true
	}
	if policyFile == "" {
		return false
	}
	a, _ := filepath.Abs(file)
	b, _ := filepath.Abs(policyFile)
	return a == b
}

// skipDir names the directories expand does not walk into either.
func skipDir(name string) bool {
	return strings.HasPrefix(name, ".") || name == "node_modules"
}

type watchRoot struct {
	dir       string
	recursive bool
}

// watchRoots are the directories to watch for paths. A file is watched
// through its directory, as editors save by writing a new file and renaming
// it over the old one; a glob through its base directory.
func watchRoots(paths []string, policyFile string) []watchRoot {
	var out []watchRoot
	for _, p := range paths {
		switch info, err := os.Stat(p); {
		case strings.ContainsAny(p, "*?[{"):
			base, _ := doublestar.SplitPattern(filepath.ToSlash(p))
			out = append(out, watchRoot{filepath.FromSlash(base), true})
		case err == nil && info.IsDir():
			out = append(out, watchRoot{p, true})
		default:
			out = append(out, watchRoot{filepath.Dir(p), false})
		}
	}
	if policyFile != "" {
		out = append(out, watchRoot{filepath.Dir(policyFile), false})
	}
	return out
}

// relToCwd is an absolute path as short as the user would write it.
func relToCwd(abs string) string {
	if cwd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(cwd, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return abs
}
