package design

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
)

// bundledText is the text of the bundled file f was opened from.
func bundledText(t *testing.T, f *File) []byte {
	t.Helper()
	name := bundledName(f)
	var text []byte
	var err error
	switch filepath.Base(filepath.Dir(filepath.Dir(f.Name))) {
	case "maps":
		text, _, err = maps.BuiltinData(name)
	case "counters":
		text, _, err = counters.BuiltinData(name)
	case "scenarios":
		text, _, err = scenarios.BuiltinData(name)
	default:
		t.Fatalf("%s is not a bundled file's name", f.Name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// newGame starts a game of s, failing the test when its module refuses.
func newGame(t *testing.T, what string, s *scenarios.Scenario, err error) *rules.Game {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatalf("%s: rules.NewGame: %v", what, err)
	}
	return g
}

// checkOK fails the test when any file of p does not check.
func checkOK(t *testing.T, what string, p *Project) {
	t.Helper()
	for f, r := range p.Check() {
		for _, m := range r.Messages {
			t.Errorf("%s: %s: %s", what, f.Name, m.Text)
		}
	}
}

// Every bundled scenario opens with the files it names, each holding the
// bundled bytes, checks, previews and plays; a save of its game names it
// as builtin:NAME.
func TestOpenBundledScenarios(t *testing.T) {
	for _, name := range scenarios.BuiltinNames() {
		p, err := OpenProject("builtin:" + name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		want, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		if p.Dir != "" || p.Scenario == nil || len(p.Maps) != len(want.Maps) || len(p.Counters) != len(want.Catalogues) {
			t.Errorf("%s: Dir %q, %d maps, %d catalogues; want \"\", %d, %d", name, p.Dir, len(p.Maps), len(p.Counters), len(want.Maps), len(want.Catalogues))
			continue
		}
		for k, m := range want.Maps {
			if p.Maps[k].Name != m.File {
				t.Errorf("%s: map %d is %s, want %s", name, k, p.Maps[k].Name, m.File)
			}
		}
		for _, f := range p.Files() {
			if !f.Builtin || !bytes.Equal(f.Bytes(), bundledText(t, f)) {
				t.Errorf("%s: %s is not the bundled file (builtin %v)", name, f.Name, f.Builtin)
			}
		}
		if p.Modified() {
			t.Errorf("%s: modified when just opened", name)
		}
		checkOK(t, name, p)
		s, err := p.PreviewScenario()
		if g := newGame(t, name+" preview", s, err); g.Module.ID() != "freeplay" {
			t.Errorf("%s: the preview is played by %s", name, g.Module.ID())
		}
		s, err = p.PlayScenario()
		if g := newGame(t, name+" play", s, err); g.Module.ID() != want.Module || s.Digest != want.Digest {
			t.Errorf("%s: played by %s with digest %s, want %s and the bundled %s", name, g.Module.ID(), s.Digest, want.Module, want.Digest)
		}
		if ref := p.PlayRef(); ref != "builtin:"+name {
			t.Errorf("%s: PlayRef %q", name, ref)
		}
	}
}

// A bundled map or catalogue opens alone, and a lone map previews in a
// scenario of its own (one side, no units).
func TestOpenBundledMapsAndCatalogues(t *testing.T) {
	for _, tc := range []struct {
		path     string
		maps     int
		counters int
		sides    string // of the preview
	}{
		{"builtin:maps/test-square", 1, 0, "allies central"}, // the sides its places name
		{"builtin:maps/test-graph", 1, 0, "central allies"},
		{"builtin:maps/vernian-west", 1, 0, "designer"}, // names none
		{"builtin:test-points", 0, 0, ""},               // a scenario first: the scenario of that name
		{"builtin:counters/test", 0, 1, "central allies"},
		{"builtin:greenfields", 0, 1, "allies central"}, // no scenario or map of that name
	} {
		p, err := OpenProject(tc.path)
		if err != nil {
			t.Errorf("%s: %v", tc.path, err)
			continue
		}
		if tc.maps+tc.counters == 0 {
			if p.Scenario == nil {
				t.Errorf("%s: no scenario", tc.path)
			}
			continue
		}
		if p.Scenario != nil || len(p.Maps) != tc.maps || len(p.Counters) != tc.counters {
			t.Errorf("%s: scenario %v, %d maps, %d catalogues", tc.path, p.Scenario != nil, len(p.Maps), len(p.Counters))
			continue
		}
		f := p.Files()[0]
		if !bytes.Equal(f.Bytes(), bundledText(t, f)) {
			t.Errorf("%s: not the bundled bytes", tc.path)
		}
		checkOK(t, tc.path, p)
		s, err := p.PreviewScenario()
		newGame(t, tc.path, s, err)
		var sides []string
		for _, side := range s.Sides {
			sides = append(sides, side.ID)
		}
		if strings.Join(sides, " ") != tc.sides || len(s.Setup)+len(s.Reinforcements) != 0 {
			t.Errorf("%s: preview of sides %v, %d units; want %s, no units", tc.path, sides, len(s.Setup)+len(s.Reinforcements), tc.sides)
		}
		if _, err := p.PlayScenario(); !errors.Is(err, ErrNoScenario) {
			t.Errorf("%s: PlayScenario: %v, want ErrNoScenario", tc.path, err)
		}
	}
	for _, bad := range []string{"builtin:nowhere", "builtin:maps/nowhere", "builtin:units/test"} {
		if _, err := OpenProject(bad); err == nil || !strings.Contains(err.Error(), "nowhere") && !strings.Contains(err.Error(), "units/test") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// A new project is a 12×10 flat hex map, two sides with an army each and a freeplay
// scenario with a turn track, untitled; it checks, previews and plays.
func TestNewProject(t *testing.T) {
	p := NewProject()
	if p.Dir != "" || p.Scenario == nil || len(p.Maps) != 1 || len(p.Counters) != 1 || p.Modified() {
		t.Fatalf("Dir %q, %d maps, %d catalogues, modified %v", p.Dir, len(p.Maps), len(p.Counters), p.Modified())
	}
	for f, want := range map[*File]string{p.Scenario: "untitled/scenario.toml", p.Maps[0]: "untitled/map.toml", p.Counters[0]: "untitled/counters.toml"} {
		if f.Name != filepath.FromSlash(want) {
			t.Errorf("file %s, want %s", f.Name, want)
		}
	}
	checkOK(t, "new project", p)
	s, err := p.PreviewScenario()
	newGame(t, "preview", s, err)
	if got := s.Maps[0].Summary(); got != `map "New map" (hex-flat, 12×10, 120 cells, 1 terrain, 0 places)` {
		t.Errorf("map %s, want a 12×10 flat hex map", got)
	}
	var sides []string
	for _, side := range s.Sides {
		sides = append(sides, fmt.Sprintf("%s #%02x%02x%02x", side.Name, side.Color.R, side.Color.G, side.Color.B))
	}
	if strings.Join(sides, ", ") != "Blue #3a6ea5, Red #b8433a" || len(s.Setup)+len(s.Reinforcements) != 0 {
		t.Errorf("sides %v, %d units; want Blue and Red, none", sides, len(s.Setup)+len(s.Reinforcements))
	}
	// Each side has a nation, its army in its colour, so a unit can be
	// made at once (a unit is of a nation).
	var nations []string
	for _, n := range p.Counters[0].Result().Catalogue.Nations {
		nations = append(nations, fmt.Sprintf("%s (%s) of %s #%02x%02x%02x", n.Name, n.ID, n.Side, n.Color.R, n.Color.G, n.Color.B))
	}
	if got := strings.Join(nations, ", "); got != "Blue army (blue-army) of blue #3a6ea5, Red army (red-army) of red #b8433a" {
		t.Errorf("nations %s; want a Blue army and a Red army in their sides' colours", got)
	}
	if s.Turns.Count() != 10 || s.Module != "freeplay" {
		t.Errorf("%d turns, module %s", s.Turns.Count(), s.Module)
	}
	s, err = p.PlayScenario()
	newGame(t, "play", s, err)
	if p.PlayRef() != "" {
		t.Errorf("PlayRef of an unsaved project: %q, want \"\"", p.PlayRef())
	}
	if err := p.Save(); !errors.Is(err, ErrNotSaved) {
		t.Errorf("Save of an untitled project: %v, want ErrNotSaved", err)
	}
}

var _ = os.Stat
