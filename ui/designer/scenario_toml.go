package designer

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/design"
)

// tomlDoc is a decoded TOML text with the order its keys are written in,
// so that an inline table the designer did not touch is written back in
// its own key order.
type tomlDoc struct {
	raw   map[string]any
	order map[string][]string // a table's path ("rules.crt") to its keys, in file order
}

// decodeTOML decodes text, keeping the keys' order.
func decodeTOML(text string) (*tomlDoc, error) {
	doc := &tomlDoc{raw: map[string]any{}, order: map[string][]string{}}
	md, err := toml.Decode(text, &doc.raw)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, k := range md.Keys() {
		full := k.String()
		if seen[full] {
			continue
		}
		seen[full] = true
		parent := ""
		if len(k) > 1 {
			parent = k[:len(k)-1].String()
		}
		doc.order[parent] = append(doc.order[parent], k[len(k)-1])
	}
	return doc, nil
}

// keys are the keys of the table at path, in file order (then any the
// order missed, sorted).
func (doc *tomlDoc) keys(path string, t map[string]any) []string {
	var out []string
	for _, k := range doc.order[path] {
		if _, ok := t[k]; ok {
			out = append(out, k)
		}
	}
	var rest []string
	for k := range t {
		if !hasString(out, k) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// table is the table at path ("rules.crt"), nil when there is none.
func (doc *tomlDoc) table(path string) map[string]any {
	t := doc.raw
	for _, p := range tomlPath(path) {
		next, ok := t[p].(map[string]any)
		if !ok {
			return nil
		}
		t = next
	}
	return t
}

// writable turns a decoded value at path into one design.Value writes:
// inline tables as design.Inline in their file order, integers as int.
func (doc *tomlDoc) writable(path string, v any) (any, error) {
	switch x := v.(type) {
	case string, bool, float64:
		return x, nil
	case int64:
		return int(x), nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			w, err := doc.writable(path, e)
			if err != nil {
				return nil, err
			}
			out[i] = w
		}
		return out, nil
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			w, err := doc.writable(path, e)
			if err != nil {
				return nil, err
			}
			out[i] = w
		}
		return out, nil
	case map[string]any:
		in := design.Inline{}
		for _, k := range doc.keys(path, x) {
			w, err := doc.writable(path+"."+k, x[k])
			if err != nil {
				return nil, err
			}
			in = append(in, design.KV{Key: k, Val: w, Keep: true})
		}
		return in, nil
	}
	return nil, fmt.Errorf("a %T is not used in Sandtable's files", v)
}

// parseValue reads text, one TOML value as the designer types it ("4",
// `"london"`, `{ forest = -1 }`, `["AE", "DE"]`), as a value design.Value
// writes; the error says why it is not one.
func parseTOMLValue(text string) (any, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, fmt.Errorf("no value: type one (4, \"text\", [1, 2], { key = 1 })")
	}
	doc, err := decodeTOML("v = " + text + "\n")
	if err != nil {
		return nil, fmt.Errorf("not a TOML value: %s", tomlReason(err))
	}
	if len(doc.order[""]) != 1 {
		return nil, fmt.Errorf("not one TOML value: %s", text)
	}
	return doc.writable("v", doc.raw["v"])
}

// tomlReason is a TOML parse error's words without the toml package's
// prefix and position in the one-line text it was given.
func tomlReason(err error) string {
	s := err.Error()
	if pe, ok := err.(toml.ParseError); ok {
		s = pe.Message
	}
	return strings.TrimPrefix(s, "toml: ")
}

var tomlBareKey = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// keyText writes key k as a TOML key: bare when it can be, quoted
// otherwise.
func tomlKey(k string) string {
	if tomlBareKey.MatchString(k) {
		return k
	}
	return design.Quote(k)
}

// splitPath splits a table name ("rules.air_combat.fighter-flyer") into
// its keys; quoted parts keep their dots.
func tomlPath(name string) []string {
	var out []string
	var cur strings.Builder
	quoted := false
	for _, r := range name {
		switch {
		case r == '"':
			quoted = !quoted
		case r == '.' && !quoted:
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteRune(r)
		}
	}
	if cur.Len() > 0 || len(out) > 0 {
		out = append(out, strings.TrimSpace(cur.String()))
	}
	return out
}
