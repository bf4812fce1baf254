package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/compile"
)

// policyFileName is looked up in the first input directory when -policy is
// not given.
const policyFileName = "formtool.json"

// policy is formtool.json: the submission rules of package compile, and
// where in the file each was written.
type policy struct {
	compile.Rules

	file   string
	toolAt map[string]analyzer.Pos // where each of Tools is named in file
	hash   string                  // of the file, so a policy change rebuilds every page
}

// loadPolicy reads the policy: the explicit file, else formtool.json in the
// first input directory (a glob's base directory counts). An explicit file
// that is missing is an error; no file at all means the defaults.
func loadPolicy(explicit string, args []string) (*policy, error) {
	file := explicit
	if file == "" {
		file = findPolicy(args)
	}
	if file == "" {
		return &policy{}, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("policy %s: %v", file, err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: the policy is empty; want %s", file, policyShape)
	}
	r := &policyReader{file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	r.dec.UseNumber()
	p, err := r.read()
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	p.hash = hex.EncodeToString(sum[:])
	return p, nil
}

func findPolicy(args []string) string {
	for _, a := range args {
		dir := a
		if strings.ContainsAny(a, "*?[{") {
			dir, _ = doublestar.SplitPattern(filepath.ToSlash(a))
			dir = filepath.FromSlash(dir)
		}
		if info, err := os.Stat(dir); err == nil && info.IsDir() {
			if _, err := os.Stat(filepath.Join(dir, policyFileName)); err == nil {
				return filepath.Join(dir, policyFileName)
			}
			return ""
		}
	}
	return ""
}

// policyReader reads formtool.json token by token, so that each mistake is
// reported at its line and column, in the words of the file's format rather
// than of the Go types behind it.
type policyReader struct {
	file string
	data []byte
	dec  *json.Decoder
}

const policyShape = `{"submit": {"all": {...}, "consequential": {...}, "destructive": {...}, "tools": {"name": {...}}}}`

func (r *policyReader) read() (*policy, error) {
	p := &policy{Rules: compile.Rules{Tools: map[string]compile.Rule{}}, file: r.file, toolAt: map[string]analyzer.Pos{}}
	submit := false
	err := r.object("the policy", func(key string, at int64) error {
		if key != "submit" {
			return r.errorf(at, "unknown key %q; the policy has one section, \"submit\": %s", key, policyShape)
		}
		submit = true
		return r.object(`"submit"`, func(key string, at int64) error {
			var err error
			switch key {
			case "all":
				p.All, err = r.rule("submit.all")
			case "consequential":
				p.Consequential, err = r.rule("submit.consequential")
			case "destructive":
				p.Destructive, err = r.rule("submit.destructive")
			case "tools":
				err = r.object(`"submit.tools"`, func(name string, at int64) error {
					rule, err := r.rule("submit.tools." + name)
					if rule != nil {
						p.Tools[name] = *rule
						p.toolAt[name] = r.pos(at)
					}
					return err
				})
			default:
				err = r.errorf(at, "unknown key %q in \"submit\"; want all, consequential, destructive or tools", key)
			}
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	if tok, at, err := r.next(); err != io.EOF {
		if err != nil {
			return nil, err
		}
		return nil, r.errorf(at, "%s after the end of the policy", describeToken(tok))
	}
	if !submit {
		return nil, r.errorf(0, "no \"submit\" section; want %s", policyShape)
	}
	return p, nil
}

// rule reads one submission rule; null stands for no rule.
func (r *policyReader) rule(what string) (*compile.Rule, error) {
	rule := &compile.Rule{}
	null, err := r.objectOrNull(what, func(key string, keyAt int64) error {
		if key != "autoSubmit" && key != "waitMs" {
			return r.errorf(keyAt, "unknown key %q in %q; want autoSubmit or waitMs", key, what)
		}
		tok, at, err := r.value()
		if err != nil || tok == nil {
			return err
		}
		switch key {
		case "autoSubmit":
			b, ok := tok.(bool)
			if !ok {
				return r.errorf(at, "%s.autoSubmit must be true or false, not %s", what, describeToken(tok))
			}
			rule.AutoSubmit = &b
		case "waitMs":
			n, ok := tok.(json.Number)
			ms, err := n.Int64()
			if !ok || err != nil || ms < 0 || ms > maxWaitMs {
				return r.errorf(at, "%s.waitMs must be a whole number of milliseconds from 0 to %d (an hour), not %s", what, maxWaitMs, describeToken(tok))
			}
			w := int(ms)
			rule.WaitMs = &w
		}
		return nil
	})
	if null || err != nil {
		return nil, err
	}
	return rule, nil
}

// maxWaitMs is the longest a call may wait for the person: an hour.
const maxWaitMs = 3600000

// object reads an object, calling field for each key with the key's offset;
// field reads the value.
func (r *policyReader) object(what string, field func(key string, at int64) error) error {
	_, err := r.objectOrNull(what, field)
	return err
}

func (r *policyReader) objectOrNull(what string, field func(key string, at int64) error) (null bool, err error) {
	tok, at, err := r.value()
	if err != nil {
		return false, err
	}
	if tok == nil {
		return true, nil
	}
	if tok != json.Delim('{') {
		return false, r.errorf(at, "%s must be an object {...}, not %s", what, describeToken(tok))
	}
	seen := map[string]bool{}
	for r.dec.More() {
		tok, at, err := r.next()
		if err != nil {
			return false, err
		}
		key := tok.(string) // the decoder allows nothing else here
		if seen[key] {
			return false, r.errorf(at, "%q appears twice in %s", key, what)
		}
		seen[key] = true
		if err := field(key, at); err != nil {
			return false, err
		}
	}
	_, _, err = r.value() // the closing brace
	return false, err
}

// value reads the next token, where a value must start.
func (r *policyReader) value() (json.Token, int64, error) {
	tok, at, err := r.next()
	if err == io.EOF {
		return nil, at, r.errorf(at, "the file ends too early")
	}
	return tok, at, err
}

// next reads a token and returns the offset where it starts.
func (r *policyReader) next() (json.Token, int64, error) {
	at := r.dec.InputOffset()
	tok, err := r.dec.Token()
	// InputOffset is where the last token ended; the next one starts after
	// the blanks and the separator that the decoder skips.
	for at < int64(len(r.data)) && strings.IndexByte(" \t\r\n,:", r.data[at]) >= 0 {
		at++
	}
	if err == nil || err == io.EOF {
		return tok, at, err
	}
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		// Not at syntax.Offset: a Decoder counts it from where the value
		// began, not from the start of the file.
		return nil, at, r.errorf(at, "this is not JSON: %v", err)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, at, r.errorf(int64(len(r.data)), "the file ends too early")
	}
	return nil, at, r.errorf(at, "%v", err)
}

func (r *policyReader) pos(off int64) analyzer.Pos {
	before := r.data[:min(off, int64(len(r.data)))]
	line := 1 + bytes.Count(before, []byte("\n"))
	col := 1 + utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:])
	return analyzer.Pos{Line: line, Col: col, Offset: int(off)}
}

func (r *policyReader) errorf(off int64, format string, args ...any) error {
	p := r.pos(off)
	return fmt.Errorf("%s:%d:%d: %s", r.file, p.Line, p.Col, fmt.Sprintf(format, args...))
}

// describeToken names a JSON value for a message.
func describeToken(tok json.Token) string {
	switch v := tok.(type) {
	case nil:
		return "null"
	case json.Delim:
		if v == '[' {
			return "a list"
		}
		return "an object"
	case string:
		return fmt.Sprintf("the string %q", v)
	}
	return fmt.Sprint(tok)
}

// unknownTools warns about each tool the policy names that is not one of
// tools: a typo there would silently leave the tool to the broader rules.
func (p *policy) unknownTools(tools []string) []diagnostic {
	have := map[string]bool{}
	for _, t := range tools {
		have[t] = true
	}
	var out []diagnostic
	for name := range p.Tools {
		if have[name] {
			continue
		}
		msg := fmt.Sprintf("the policy names tool %q, but no page has a tool of that name; its rule applies to nothing", name)
		if near := closest(name, tools); near != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", near)
		}
		out = append(out, at(p.file, p.toolAt[name], sevWarning, idUnknownTool, "%s", msg))
	}
	return out
}

// rules are the policy's submission rules; nil when there is no policy,
// which leaves the page author's attributes and the defaults.
func (p *policy) rules() *compile.Rules {
	if p == nil {
		return nil
	}
	return &p.Rules
}
