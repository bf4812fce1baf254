// Command tokenize is the yardstick of SPEC section 7's build budget: it
// reads every file named on its command line and runs x/net/html's bare
// tokenizer over it, on every core, and does nothing else. The build
// throughput benchmark (cmd/formtool: BenchmarkProcess) runs it beside
// formtool build over the same files.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	"golang.org/x/net/html"
)

func main() {
	files := os.Args[1:]
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		failed bool
		next   = make(chan string)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for file := range next {
				if err := tokenize(file); err != nil {
					mu.Lock()
					fmt.Fprintln(os.Stderr, "tokenize:", err)
					failed = true
					mu.Unlock()
				}
			}
		})
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
	if failed {
		os.Exit(1)
	}
}

func tokenize(file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	z := html.NewTokenizer(bytes.NewReader(data))
	for z.Next() != html.ErrorToken {
	}
	if z.Err() != io.EOF {
		return fmt.Errorf("%s: %v", file, z.Err())
	}
	return nil
}
