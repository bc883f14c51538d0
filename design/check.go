package design

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
)

// Result is what checking a file found: the loaded data when it is good,
// the messages of `sandtable check` when it is not.
type Result struct {
	// Format is the file's format key ("sandtable-map"), "" when it has
	// none that can be read.
	Format string
	// Summary is check's one-line summary of a good file.
	Summary string
	// Messages are check's error lines, in its order; none when good.
	Messages []Message
	// Map, Catalogue and Scenario are the loaded file (one of them) when
	// it is good.
	Map       *maps.Map
	Catalogue *counters.Catalogue
	Scenario  *scenarios.Scenario
}

// OK reports whether the file is good.
func (r *Result) OK() bool { return len(r.Messages) == 0 }

// Message is one problem `sandtable check` reports, and where it is.
type Message struct {
	// Text is the line check prints, exactly.
	Text string
	// Err is the positioned error behind it; nil for one without a
	// position (a rules module refusing the scenario).
	Err *tomlfile.Error
	// Place is what the message is about, for a designer to jump to.
	Place Place
}

// PlaceKind says what a message's Place names.
type PlaceKind int

// The kinds of place a message can be about.
const (
	// AtFile is the file as a whole.
	AtFile PlaceKind = iota
	// AtPath is a key path of the file and nothing more specific.
	AtPath
	// AtCell is a cell of a map: Label is its label.
	AtCell
	// AtEdge is an edge between two cells: Label is "CELL/CELL".
	AtEdge
	// AtPlace is a map's [[place]]: Label is its id (or name).
	AtPlace
	// AtUnit is a scenario's placement of a unit: Label is the unit id.
	AtUnit
)

// Place is where a message points: a cell, edge, place or unit when the
// message is about one, and always the key path, the entry and the line.
type Place struct {
	Kind  PlaceKind
	Label string // cell label, "A/B" edge, place id, unit id
	Path  string // the key path: "terrain_rows[3]", "place[2].cells[0]"
	Entry int    // the entry holding the line; -1 when unknown
	Line  int    // 1-based line in the file; 0 when unknown
	Col   int    // 1-based column; 0 when unknown
}

// Result is the last check of the file, made now when the file changed
// since (AutoCheck off).
func (f *File) Result() *Result {
	if f.check == nil {
		f.Check()
	}
	return f.check
}

// Check checks the file's text now, as `sandtable check` does: the loader
// its format key names, and for a scenario a game set up with its rules
// module (which must be registered) and default options.
func (f *File) Check() *Result {
	text := f.Bytes()
	r := &Result{}
	err := f.load(text, r)
	if err != nil {
		r.Map, r.Catalogue, r.Scenario = nil, nil, nil
		var list tomlfile.Errors
		if errors.As(err, &list) {
			for _, e := range list {
				r.Messages = append(r.Messages, Message{Text: e.Error(), Err: e})
			}
		} else {
			r.Messages = append(r.Messages, Message{Text: err.Error()})
		}
		f.locate(text, r.Messages)
	}
	if r.Map != nil {
		f.good = r.Map
	}
	f.check = r
	return r
}

// load runs the loader of text's format, filling r.
func (f *File) load(text []byte, r *Result) error {
	format, doc, err := tomlfile.Sniff(f.Name, text)
	if err != nil {
		return err
	}
	r.Format = format
	switch format {
	case maps.Format:
		m, err := maps.Load(f.Name, text)
		if err != nil {
			return err
		}
		r.Map, r.Summary = m, m.Summary()
	case counters.Format:
		c, err := counters.Load(f.Name, text)
		if err != nil {
			return err
		}
		r.Catalogue, r.Summary = c, c.Summary()
	case scenarios.Format:
		var s *scenarios.Scenario
		switch {
		case f.loadScenario != nil:
			s, err = f.loadScenario(text)
		case f.Builtin:
			s, err = scenarios.LoadBuiltinText(f.Name, text)
		default:
			s, err = scenarios.Load(f.Name, text)
		}
		if err != nil {
			return err
		}
		if _, err := rules.NewGame(s, nil, 0, false); err != nil {
			return fmt.Errorf("%s: the %s rules do not accept this scenario: %v", f.checkPath(), s.Module, err)
		}
		r.Scenario, r.Summary = s, s.Summary()
	default:
		return tomlfile.Errors{doc.Errorf("format", "%q is not a Sandtable data format (use %q, %q or %q)",
			format, maps.Format, counters.Format, scenarios.Format)}
	}
	return nil
}

// checkPath is the file as `sandtable check` is given it: builtin:NAME for
// a bundled file.
func (f *File) checkPath() string {
	if f.Builtin {
		for _, dir := range []string{"scenarios/data/", "maps/data/", "counters/data/"} {
			if name, ok := strings.CutPrefix(f.Name, dir); ok {
				return tomlfile.BuiltinPrefix + strings.TrimSuffix(name, ".toml")
			}
		}
	}
	return f.Name
}

// columnLabel finds the cell a terrain_rows or region_rows error names:
// `column 3 (W0302): "x" is not a symbol declared in this map`.
var columnLabel = regexp.MustCompile(`^column \d+ \(([^)]+)\)`)

// pathIndex reads "name[i]" at the start of a path: name and i.
var pathIndex = regexp.MustCompile(`^([A-Za-z_]+)\[(\d+)\]`)

// embeddedPos finds a position in this file inside a message without
// one: a rules module's refusal quoting "FILE:LINE:COL: PATH: ...".
var embeddedPos = regexp.MustCompile(`(?:^|: )(\S+?):(\d+):(\d+): ([^\s:]+): (.*)$`)

// embedded is the positioned error a message quotes for this file, or
// nil.
func (f *File) embedded(text string) *tomlfile.Error {
	sub := embeddedPos.FindStringSubmatch(text)
	if sub == nil || sub[1] != f.Name {
		return nil
	}
	line, _ := strconv.Atoi(sub[2])
	col, _ := strconv.Atoi(sub[3])
	return &tomlfile.Error{File: sub[1], Line: line, Col: col, Field: sub[4], Msg: sub[5]}
}

// locate fills in each message's Place from its error's path and line.
func (f *File) locate(text []byte, msgs []Message) {
	var raw map[string]any // decoded on first need
	value := func(path string) any {
		if raw == nil {
			raw = map[string]any{}
			_, _ = toml.Decode(string(text), &raw)
		}
		return lookup(raw, path)
	}
	for k := range msgs {
		m := &msgs[k]
		m.Place = Place{Kind: AtFile, Entry: -1}
		e := m.Err
		if e == nil {
			e = f.embedded(m.Text)
		}
		if e == nil || e.File != "" && e.File != f.Name {
			continue // nowhere in this file: a message about a file it names
		}
		p := &m.Place
		p.Path, p.Line, p.Col = e.Field, e.Line, e.Col
		if e.Line > 0 {
			p.Entry, _ = f.entryAt(e.Line)
		}
		if e.Field == "" {
			continue
		}
		p.Kind = AtPath
		if sub := columnLabel.FindStringSubmatch(e.Msg); sub != nil {
			p.Kind, p.Label = AtCell, sub[1]
			continue
		}
		top := pathIndex.FindStringSubmatch(e.Field)
		if top == nil {
			continue
		}
		item := top[0]
		switch top[1] {
		case "edge":
			if strings.HasPrefix(e.Field, item+".between[") {
				if s, ok := value(e.Field).(string); ok {
					p.Kind, p.Label = AtEdge, s
				}
			}
		case "place":
			id, _ := value(item + ".id").(string)
			if id == "" {
				id, _ = value(item + ".name").(string)
			}
			if id != "" {
				p.Kind, p.Label = AtPlace, id
			}
		case "setup", "reinforcement":
			if u, ok := value(item + ".unit").(string); ok && u != "" {
				p.Kind, p.Label = AtUnit, u
			}
		}
		if p.Kind == AtPath && (strings.Contains(e.Field, ".cells[") || top[1] == "road" && strings.HasPrefix(e.Field, item+".path[") ||
			top[1] == "link" && e.Field == item+".cell") {
			if s, ok := value(e.Field).(string); ok {
				p.Kind, p.Label = AtCell, s
			}
		}
	}
}

// lookup walks a decoded TOML document along a key path of plain keys and
// indexes ("place[2].cells[0]"); nil when there is nothing there.
func lookup(v any, path string) any {
	for path != "" && v != nil {
		switch {
		case path[0] == '.':
			path = path[1:]
		case path[0] == '[':
			end := strings.IndexByte(path, ']')
			if end < 0 {
				return nil
			}
			i, err := strconv.Atoi(path[1:end])
			path = path[end+1:]
			if err != nil {
				return nil
			}
			switch a := v.(type) {
			case []any:
				if i < 0 || i >= len(a) {
					return nil
				}
				v = a[i]
			case []map[string]any:
				if i < 0 || i >= len(a) {
					return nil
				}
				v = a[i]
			default:
				return nil
			}
		default:
			end := strings.IndexAny(path, ".[")
			if end < 0 {
				end = len(path)
			}
			t, ok := v.(map[string]any)
			if !ok {
				return nil
			}
			v = t[path[:end]]
			path = path[end:]
		}
	}
	return v
}
