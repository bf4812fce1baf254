package main

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// shard is -shard i/n: this run handles the i-th of n shares of the input
// files, for CI jobs that split one site between them. The zero value is
// the whole input.
//
// Files are dealt round-robin over their sorted slash-separated paths: the
// k-th file (from 0) of the sorted list goes to shard k mod n + 1. Every
// file lands in exactly one shard, the shards differ by at most one file,
// and the same arguments always make the same split.
type shard struct{ i, n int }

func (s *shard) String() string {
	if s == nil || s.n == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.i, s.n)
}

func (s *shard) Set(v string) error {
	is, ns, ok := strings.Cut(v, "/")
	i, err1 := strconv.Atoi(is)
	n, err2 := strconv.Atoi(ns)
	switch {
	case !ok || err1 != nil || err2 != nil:
		return errors.New("want i/n, shard i of n, such as 1/3")
	case n < 1:
		return fmt.Errorf("the shard count n must be at least 1, not %d", n)
	case i < 1 || i > n:
		return fmt.Errorf("the shard i must be from 1 to %d, not %d", n, i)
	}
	s.i, s.n = i, n
	return nil
}

// sharded reports whether the run handles only part of its input.
func (s shard) sharded() bool { return s.n > 1 }

// split returns this shard's sources and the others, each in input order.
func (s shard) split(srcs []source) (mine, others []source) {
	if !s.sharded() {
		return srcs, nil
	}
	order := make([]int, len(srcs))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool {
		return filepath.ToSlash(srcs[order[a]].path) < filepath.ToSlash(srcs[order[b]].path)
	})
	in := make([]bool, len(srcs))
	for k, idx := range order {
		in[idx] = k%s.n == s.i-1
	}
	for k, src := range srcs {
		if in[k] {
			mine = append(mine, src)
		} else {
			others = append(others, src)
		}
	}
	return mine, others
}

// shardFlag adds -shard to a command that reads files.
func shardFlag(fs *flag.FlagSet) *shard {
	s := &shard{}
	fs.Var(s, "shard", "handle only shard `i/n` of the input files (1 <= i <= n), dealt round-robin over their sorted paths, for CI matrices")
	return s
}

// reportsPolicy reports whether this run reports the findings about the
// submission policy, which concern the whole site: a whole run does, and
// under -shard the first shard.
func (s shard) reportsPolicy() bool { return !s.sharded() || s.i == 1 }
