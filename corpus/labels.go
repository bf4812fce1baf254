package corpus

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// gold is a field's class in the corpus: block, redact, allow, or unscored.
type gold string

const (
	goldBlock    gold = "block"
	goldRedact   gold = "redact"
	goldAllow    gold = "allow"
	goldUnscored gold = "unscored"
)

func parseGold(s string) (gold, bool) {
	switch g := gold(strings.TrimSpace(s)); g {
	case goldBlock, goldRedact, goldAllow, goldUnscored:
		return g, true
	}
	return "", false
}

// row is one line of overrides.tsv or a labels.tsv: a locator in a file and
// the class it gives.
type row struct {
	table   string // "overrides.tsv", "govuk/labels.tsv", ...
	line    int
	file    string
	locator string
	class   gold
}

// readTSV reads a tab-separated file with a header row, checking that the
// header starts with the columns given.
func readTSV(path string, columns ...string) ([][]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorpus, err)
	}
	var rows [][]string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	first := true
	for sc.Scan() {
		line := strings.TrimSuffix(sc.Text(), "\r")
		if first {
			first = false
			head := strings.Split(line, "\t")
			if len(head) < len(columns) || strings.Join(head[:len(columns)], "\t") != strings.Join(columns, "\t") {
				return nil, fmt.Errorf("%w: %s: header %q, want columns %s", ErrCorpus, path, line, strings.Join(columns, ", "))
			}
			continue
		}
		if strings.TrimSpace(line) == "" {
			rows = append(rows, nil) // keep line numbers
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < len(columns) {
			return nil, fmt.Errorf("%w: %s:%d: %d columns, want %d", ErrCorpus, path, len(rows)+2, len(cols), len(columns))
		}
		rows = append(rows, cols)
	}
	if first {
		return nil, fmt.Errorf("%w: %s is empty", ErrCorpus, path)
	}
	return rows, sc.Err()
}

// readRows reads overrides.tsv or a labels.tsv.
func readRows(dir, table string) ([]row, error) {
	path := filepath.Join(dir, filepath.FromSlash(table))
	lines, err := readTSV(path, "file", "locator", "class")
	if err != nil {
		return nil, err
	}
	var out []row
	for i, cols := range lines {
		if cols == nil {
			continue
		}
		g, ok := parseGold(cols[2])
		if !ok {
			return nil, fmt.Errorf("%w: %s:%d: unknown class %q", ErrCorpus, path, i+2, cols[2])
		}
		if _, _, err := parseLocator(cols[1]); err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", ErrCorpus, path, i+2, err)
		}
		out = append(out, row{table: table, line: i + 2, file: cols[0], locator: cols[1], class: g})
	}
	return out, nil
}

// mapping is mapping.tsv: source → source label → class.
type mapping map[string]map[string]gold

func readMapping(dir string) (mapping, error) {
	path := filepath.Join(dir, "mapping.tsv")
	lines, err := readTSV(path, "source", "label", "class")
	if err != nil {
		return nil, err
	}
	m := mapping{}
	for i, cols := range lines {
		if cols == nil {
			continue
		}
		g, ok := parseGold(cols[2])
		if !ok {
			return nil, fmt.Errorf("%w: %s:%d: unknown class %q", ErrCorpus, path, i+2, cols[2])
		}
		if m[cols[0]] == nil {
			m[cols[0]] = map[string]gold{}
		}
		m[cols[0]][cols[1]] = g
	}
	return m, nil
}

// class looks a source label up. A DDG label "<type>.<variant>" falls back
// to its type when the variant has no row of its own.
func (m mapping) class(source, label string) (gold, bool) {
	if g, ok := m[source][label]; ok {
		return g, true
	}
	if source == srcDDG {
		if typ, _, ok := strings.Cut(label, "."); ok {
			g, ok := m[source][typ]
			return g, ok
		}
	}
	return "", false
}

// parseLocator splits "name:x", "id:x" or "index:n".
func parseLocator(loc string) (kind, value string, err error) {
	kind, value, ok := strings.Cut(loc, ":")
	if !ok {
		return "", "", fmt.Errorf("locator %q: want name:, id: or index:", loc)
	}
	switch kind {
	case "name", "id":
	case "index":
		if n, err := strconv.Atoi(value); err != nil || n < 0 {
			return "", "", fmt.Errorf("locator %q: bad index", loc)
		}
	default:
		return "", "", fmt.Errorf("locator %q: want name:, id: or index:", loc)
	}
	return kind, value, nil
}

// resolve returns the elements a locator names: every field with that name
// or id, or the element at that index. A problem says why it names nothing.
func resolve(elems []element, loc string) (idx []int, problem string) {
	kind, value, _ := parseLocator(loc)
	switch kind {
	case "index":
		n, _ := strconv.Atoi(value)
		if n >= len(elems) {
			return nil, fmt.Sprintf("index %d, but the file has %d elements", n, len(elems))
		}
		if !elems[n].field {
			return nil, fmt.Sprintf("element %d is type=%s, not a field", n, elems[n].typ)
		}
		return []int{n}, ""
	default:
		for _, e := range elems {
			if e.field && (kind == "name" && e.name == value || kind == "id" && e.id == value) {
				idx = append(idx, e.index)
			}
		}
		if len(idx) == 0 {
			return nil, "no field has it"
		}
		return idx, ""
	}
}

// outLine is one line of a Chromium .out file: the predicted type and the
// field's name or id as Chromium printed it (empty for some fields).
type outLine struct {
	typ, key string
}

// chromiumLabels reads a Chromium .out file. A blank line separates the
// forms, so the lines come back grouped by form.
func chromiumLabels(path string) ([][]outLine, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var groups [][]outLine
	var cur []outLine
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			if len(cur) > 0 {
				groups = append(groups, cur)
				cur = nil
			}
			continue
		}
		cols := strings.Split(line, "|")
		l := outLine{typ: strings.TrimSpace(cols[0])}
		if len(cols) > 1 {
			l.key = strings.TrimSpace(cols[1])
		}
		cur = append(cur, l)
	}
	if len(cur) > 0 {
		groups = append(groups, cur)
	}
	return groups, nil
}

// pairChromium pairs the lines of a .out file with the file's fields. The
// README pairs them in document order, and that holds when every non-empty
// name-or-id column agrees with its field. When it does not (182 lists its
// forms in another order), each form's group of lines is matched to the
// first unused run of fields with the same names, and realigned says so. ok
// is false when neither pairing agrees with the names.
func pairChromium(fields []element, groups [][]outLine) (types []string, realigned, ok bool) {
	var lines []outLine
	for _, g := range groups {
		lines = append(lines, g...)
	}
	if len(lines) != len(fields) {
		return nil, false, false
	}
	agrees := func(l outLine, e element) bool { return l.key == "" || l.key == e.name || l.key == e.id }
	types = make([]string, len(fields))
	inOrder := true
	for i, l := range lines {
		types[i] = l.typ
		inOrder = inOrder && agrees(l, fields[i])
	}
	if inOrder {
		return types, false, true
	}
	used := make([]bool, len(fields))
	for i := range types {
		types[i] = ""
	}
	for _, g := range groups {
		found := false
		for start := 0; start+len(g) <= len(fields) && !found; start++ {
			match := true
			for k, l := range g {
				if used[start+k] || !agrees(l, fields[start+k]) {
					match = false
					break
				}
			}
			if !match {
				continue
			}
			for k, l := range g {
				used[start+k], types[start+k] = true, l.typ
			}
			found = true
		}
		if !found {
			return nil, false, false
		}
	}
	return types, true, true
}
