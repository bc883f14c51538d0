package scenarios

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinScenarios(t *testing.T) {
	names := BuiltinNames()
	want := []string{"vernian", "aa-north-africa", "greenfields-1914", "greenfields-somme-1916", "out-of-africa", "test-graph", "test-hex-flat", "test-hex-pointy", "test-points", "test-square", "vernian-hidden"}
	if strings.Join(names, ",") != strings.Join(want, ",") {
		t.Fatalf("BuiltinNames = %v, want %v (Default first)", names, want)
	}
	if names[0] != Default {
		t.Errorf("first name %q is not Default", names[0])
	}
	for _, n := range names {
		s, err := Builtin(n)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		module := "freeplay"
		// A sample's reinforcements and victory conditions are data for
		// its module; the greenfields rules have neither (units come from
		// the reserve boxes or are bought with victory points, and the
		// seed's victory points decide the game).
		needsVictory := true
		switch n {
		case "vernian", "vernian-hidden":
			module = "vernian"
		case "greenfields-1914", "greenfields-somme-1916":
			module, needsVictory = "greenfields", false
		case "aa-north-africa":
			// The capitals in its [rules] decide the game, and units are
			// bought, not brought in by turn.
			module, needsVictory = "aanorthafrica", false
		case "out-of-africa":
			// Reinforcements come by cards and war status, and victory
			// by the module's VP tables: the force pools hold them.
			module, needsVictory = "outofafrica", false
		}
		if s.ID != n || s.Module != module || len(s.Setup) == 0 || needsVictory && (len(s.Reinforcements) == 0 || len(s.Victory) == 0) {
			t.Errorf("%s: id %q, module %q, %d setup, %d reinforcements, %d victory", n, s.ID, s.Module,
				len(s.Setup), len(s.Reinforcements), len(s.Victory))
		}
		if s.Counters == nil || len(s.Sides) != 2 || s.Turns.Count() == 0 {
			t.Errorf("%s: counters %v, sides %v, turns %v", n, s.Counters, s.Sides, s.Turns)
		}
		if _, err := LoadFile("builtin:" + n); err != nil {
			t.Errorf("LoadFile(builtin:%s): %v", n, err)
		}
	}
	if _, err := Builtin("nope"); err == nil || !strings.HasPrefix(err.Error(), `scenarios: no built-in scenario "nope" (have vernian, `) {
		t.Errorf("Builtin(nope) = %v", err)
	}
}

func TestFlatScenarioFacts(t *testing.T) {
	s, err := Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.Summary(), `scenario "Test flat hex" (2 maps, 1 catalogue, 2 sides, 14 counters set up, 3 reinforcements, 8 turns)`; got != want {
		t.Errorf("Summary = %s, want %s", got, want)
	}
	if s.Sides[0].ID != "central" || s.Sides[1].ID != "allies" {
		t.Errorf("play order %v", s.Sides)
	}
	if s.Turns.Label != "Strategic Turn" || s.Turns.Names[7] != "H" || s.Turns.SubTurns != 2 {
		t.Errorf("turns %+v", s.Turns)
	}
	if !strings.HasPrefix(s.Description, "A small meeting engagement") || strings.Contains(s.Description, "\\") {
		t.Errorf("description %q", s.Description)
	}
	opts := map[string]any{"zeppelins": true, "weather": "normal", "vp_target": 5}
	for id, want := range opts {
		o := s.Option(id)
		if o == nil || o.Default != want {
			t.Errorf("option %s = %+v, want default %v", id, o, want)
		}
	}
	if o := s.Option("vp_target"); o.Kind() != "int" || len(o.Choices) != 3 || o.Choices[2] != 7 {
		t.Errorf("vp_target = %+v", o)
	}
	var where []string
	for _, p := range s.Setup {
		w := p.Unit.ID + "@" + p.Where()
		if p.Hidden {
			w += " hidden"
		}
		if p.Step > 0 {
			w += " " + p.Unit.Steps[p.Step].Print
		}
		where = append(where, w)
	}
	want := []string{
		"ger-inf@W0906 (test-hex-flat)", "ger-inf@W0805 (test-hex-flat) 3-3", "ger-inf-crack@W1004 (test-hex-flat)",
		"ger-hq@W1106 (test-hex-flat) hidden", "ger-art@W1005 (test-hex-flat)", "ger-zeppelin@box central-reserve (test-hex-flat)",
		"brit-inf@W0403 (test-hex-flat)", "fr-inf@W0304 (test-hex-flat) hidden", "brit-cav@W0506 (test-hex-flat)",
		"fr-block@W0307 (test-hex-flat) hidden 3", "brit-inf@0405 (test-hex-pointy)", "brit-flyer@box allied-reserve (test-hex-flat)",
	}
	if strings.Join(where, "\n") != strings.Join(want, "\n") {
		t.Errorf("setup:\n%s\nwant:\n%s", strings.Join(where, "\n"), strings.Join(want, "\n"))
	}
	if s.Setup[0].Count != 2 {
		t.Errorf("setup[0] count %d", s.Setup[0].Count)
	}
	r := s.Reinforcements
	if r[0].Turn != 2 || r[0].Unit.ID != "brit-tank" || r[1].Turn != 4 || r[1].Count != 2 || r[2].Turn != 3 {
		t.Errorf("reinforcements %+v %+v %+v", r[0], r[1], r[2])
	}
	v := s.Victory[0]
	if v.Side.ID != "allies" || len(v.Places) != 2 || v.Places[0].Name != "Fort Grise" || v.Turn != -1 {
		t.Errorf("victory[0] = %+v", v)
	}
	if v := s.Victory[1]; v.VP != 5 || v.Turn != 7 {
		t.Errorf("victory[1] = %+v", v)
	}
	if s.Map("test-hex-pointy") == nil || s.Maps[0].ID != "test-hex-flat" {
		t.Errorf("maps %v", s.Maps)
	}
}

func TestLocalFiles(t *testing.T) {
	s, err := LoadFile("testdata/good_local.toml")
	if err != nil {
		t.Fatal(err)
	}
	island := s.Map("island")
	if island == nil || island.File != filepath.Join("testdata", "island.toml") {
		t.Fatalf("island map %v", island)
	}
	if p := s.Setup[0]; p.Map != island || p.Where() != "0202 (island)" {
		t.Errorf("setup[0] at %s", p.Where())
	}
	if p := s.Setup[1]; p.Box == nil || p.Map != island {
		t.Errorf("setup[1] at %s: the map key must pick the island's box", p.Where())
	}
	if p := s.Setup[2]; p.Box == nil || p.Map.ID != "test-hex-flat" {
		t.Errorf("setup[2] at %s: a box without map is looked up on every map", p.Where())
	}
}

func TestPlainNamesInBuiltinScenario(t *testing.T) {
	src := "format = \"sandtable-scenario\"\nversion = 1\nid = \"p\"\nname = \"P\"\nmodule = \"freeplay\"\n" +
		"maps = [\"test-square\", \"test-graph.toml\"]\ncounters = [\"test\"]\n[turns]\ncount = 2\n"
	s, err := load("scenarios/data/p.toml", []byte(src), resolver{builtin: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Maps) != 2 || s.Maps[1].ID != "test-graph" || s.Counters.ID != "test" {
		t.Errorf("maps %v counters %v", s.Maps, s.Counters)
	}
	// The same file on disk names files beside it, and only .toml files.
	_, err = Load("elsewhere/p.toml", []byte(src))
	for _, want := range []string{
		`maps[0]: cannot load map "test-square": is not a .toml file; the bundled map is "builtin:test-square"`,
		`maps[1]: cannot load map "test-graph.toml": open ` + filepath.Join("elsewhere", "test-graph.toml") + ": no such file or directory",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("plain name outside builtin: %v\nwant %s", err, want)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"bad_syntax.toml", []string{
			`testdata/bad_syntax.toml:4:1: expected a comma (',') or array terminator (']'), but got 'c'`,
		}},
		{"bad_unknown_key.toml", []string{
			`testdata/bad_unknown_key.toml:6:1: map: unknown key (did you mean "maps"?)`,
			`testdata/bad_unknown_key.toml:11:1: turns.names_: unknown key (did you mean "names"?)`,
			`testdata/bad_unknown_key.toml:16:1: setup[0].face_down: unknown key`,
			`testdata/bad_unknown_key.toml:22:1: reinforcement[0].arrive: unknown key`,
		}},
		{"bad_missing_map.toml", []string{
			`testdata/bad_missing_map.toml:7:3: maps[0]: cannot load map "nowhere.toml": open ` + filepath.Join("testdata", "nowhere.toml") + `: no such file or directory`,
			`testdata/bad_missing_map.toml:8:3: maps[1]: cannot load map "builtin:nope": no built-in map "nope" (have greenfields-1914, greenfields-somme-1916, libya-egypt, out-of-africa, test-areas, test-graph, test-hex-flat, test-hex-pointy, test-points, test-square, vernian-england, vernian-west)`,
			`testdata/bad_missing_map.toml:9:3: maps[2]: map "broken_map.toml" has errors`,
			`testdata/bad_missing_map.toml:11:29: counters[1]: catalogue "builtin:test" repeats ids of an earlier one: side "central" (in "builtin:test"), side "allies" (in "builtin:test"), nation "germany" (in "builtin:test") and 20 more`,
			filepath.Join("testdata", "broken_map.toml") + `:9:1: grid.size: expected a number, got string "big"`,
		}},
		{"bad_link.toml", []string{
			`testdata/bad_link.toml:6:34: maps[1]: map "island" does not fit this scenario (2 errors in ` + filepath.Join("testdata", "island_bad.toml") + `)`,
			filepath.Join("testdata", "island_bad.toml") + `:17:1: place[0].side: no side "axis" in the scenario's counters (have central, allies)`,
			filepath.Join("testdata", "island_bad.toml") + `:22:1: link[0].to_cell: cell "W9999" is not on map "test-hex-flat" (columns 1-12, rows 1-10)`,
		}},
		{"bad_cell_ref.toml", []string{
			`testdata/bad_cell_ref.toml:8:21: sides[1]: no side "axis" in the counters (have central, allies)`,
			`testdata/bad_cell_ref.toml:8:29: sides[2]: side "central" is listed twice`,
			`testdata/bad_cell_ref.toml:15:1: option[0].default: "fast" is not one of the choices`,
			`testdata/bad_cell_ref.toml:16:20: option[0].choices[1]: must be of the same type as default (string)`,
			`testdata/bad_cell_ref.toml:20:1: setup[0].at: cell "W0999" is not on map "test-hex-flat" (columns 1-12, rows 1-10)`,
			`testdata/bad_cell_ref.toml:23:1: setup[1].unit: no unit "ger-panzer" in the counters`,
			`testdata/bad_cell_ref.toml:28:1: setup[2].map: no map "england" in this scenario (have test-hex-flat, test-hex-pointy)`,
			`testdata/bad_cell_ref.toml:33:1: setup[3].box: no box "nowhere" on any map of this scenario`,
			`testdata/bad_cell_ref.toml:38:1: setup[4].box: give at or box, not both`,
			`testdata/bad_cell_ref.toml:43:1: setup[5].reduced: unit "ger-hq" has no reduced step`,
			`testdata/bad_cell_ref.toml:46:1: setup[6].unit: unit "brit-inf" belongs to side "allies", which is not in sides`,
			`testdata/bad_cell_ref.toml:48:1: setup[6].at: cell "W0101" is not on map "test-hex-pointy": label "W0101" is not a hex label like "0101"`,
			`testdata/bad_cell_ref.toml:49:1: setup[6].count: must be between 1 and 100, got 0`,
			`testdata/bad_cell_ref.toml:52:1: reinforcement[0].turn: no turn "Z" (turns are A to C)`,
			`testdata/bad_cell_ref.toml:56:1: reinforcement[1].at: missing; give at = "CELL" or box = "BOX"`,
			`testdata/bad_cell_ref.toml:57:1: reinforcement[1].turn: turn 9 is not on the track (1 to 3)`,
			`testdata/bad_cell_ref.toml:62:1: victory[0].side: no side "allies" plays in this scenario`,
			`testdata/bad_cell_ref.toml:64:25: victory[0].places[1]: no place "atlantis" on the maps of this scenario`,
			`testdata/bad_cell_ref.toml:69:1: victory[1].kind: "hold" is not one of control_cells, control_places, eliminate, vp_threshold, sudden_death, other`,
			`testdata/bad_cell_ref.toml:70:19: victory[1].cells[1]: cell "W1299" is not on map "test-hex-flat" (columns 1-12, rows 1-10)`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			s, err := LoadFile("testdata/" + tt.file)
			if err == nil {
				t.Fatalf("loaded %s, want errors", s.Summary())
			}
			if got, want := err.Error(), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func TestInlineErrors(t *testing.T) {
	head := "format = \"sandtable-scenario\"\nversion = 1\nid = \"x\"\nname = \"X\"\nmodule = \"freeplay\"\n" +
		"maps = [\"builtin:test-hex-flat\"]\ncounters = [\"builtin:test\"]\n"
	tests := []struct{ name, src, want string }{
		{"no turns", head, `t.toml: turns: missing; add [turns] with names = ["A", "B"...] or count = 10`},
		{"both names and count", head + "[turns]\ncount = 2\nnames = [\"a\"]\n", `t.toml:9:1: turns.count: give names or count, not both`},
		{"no maps", "format = \"sandtable-scenario\"\nversion = 1\nid = \"x\"\nname = \"X\"\nmodule = \"m\"\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n",
			`t.toml: maps: missing; name at least one map, e.g. maps = ["builtin:test-hex-flat"]`},
		{"option without default", head + "[turns]\ncount = 1\n[[option]]\nid = \"o\"\n", `t.toml:10:1: option[0].default: missing; give true/false, a number or a text`},
		{"float option", head + "[turns]\ncount = 1\n[[option]]\nid = \"o\"\ndefault = 1.5\n", `t.toml:12:1: option[0].default: must be true/false, an integer or a string`},
		{"step too big", head + "[turns]\ncount = 1\n[[setup]]\nunit = \"ger-inf\"\nat = \"W0301\"\nstep = 3\n",
			`t.toml:13:1: setup[0].step: unit "ger-inf" has steps 1 to 2, not 3`},
		{"set up on impassable terrain", head + "[turns]\ncount = 2\n[[setup]]\nunit = \"ger-inf\"\nat = \"W0101\"\n[[reinforcement]]\nturn = 2\nunit = \"ger-inf\"\nat = \"W0201\"\n",
			"t.toml:12:1: setup[0].at: cell \"W0101\" is Sea, which is impassable: no unit may be there\n" +
				"t.toml:16:1: reinforcement[0].at: cell \"W0201\" is Sea, which is impassable: no unit may be there"},
		{"reduced and step", head + "[turns]\ncount = 1\n[[setup]]\nunit = \"ger-inf\"\nat = \"W0301\"\nstep = 2\nreduced = true\n",
			`t.toml:14:1: setup[0].reduced: give reduced or step, not both`},
		{"wrong format", "format = \"sandtable-counters\"\nversion = 1\n", `t.toml:1:1: format: is "sandtable-counters", expected "sandtable-scenario"`},
		// A map file is told what to do instead (TestMapFileIsNotAScenario).
		{"map file", "format = \"sandtable-map\"\nversion = 1\n", `scenarios: t.toml: this is a map file, not a scenario; draw it with "sandtable render t.toml -o map.png", or play on it: open it with "sandtable design t.toml" and choose Design ▸ New scenario on this map (docs/import.md)`},
		{"victory needs", head + "[turns]\ncount = 1\n[[victory]]\nid = \"v\"\nside = \"allies\"\nkind = \"vp_threshold\"\n",
			`t.toml:10:1: victory[0].vp: missing; vp_threshold needs vp > 0`},
		// A name with an escape sequence would recolour or clear the
		// terminal of whoever prints it, and break a save's comment.
		{"control character", strings.Replace(head, `name = "X"`, `name = "Evil\u001b[2J"`, 1) + "[turns]\ncount = 1\n",
			`t.toml:4:1: name: contains the control character U+001B; text may have tabs and line breaks but no other control characters`},
		{"DEL in a turn name", head + "[turns]\nnames = [\"A\", \"B\\u007f\"]\n",
			`t.toml:9:15: turns.names[1]: contains the control character U+007F; text may have tabs and line breaks but no other control characters`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load("t.toml", []byte(tt.src), resolver{noFiles: true})
			if err == nil || err.Error() != tt.want {
				t.Errorf("got:\n%v\nwant:\n%s", err, tt.want)
			}
		})
	}
}

// Every bundled scenario's heading, read from its top-level keys alone,
// is what loading the whole scenario gives: the start screen's list shows
// the same names as the game it starts.
func TestBuiltinHeadingAgreesWithBuiltin(t *testing.T) {
	for _, n := range BuiltinNames() {
		s, err := Builtin(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		h, err := BuiltinHeading(n)
		if err != nil {
			t.Fatalf("%s: heading: %v", n, err)
		}
		if want := (Heading{s.ID, s.Name, s.Description}); h != want || h.Name == "" {
			t.Errorf("%s: heading %+v, want %+v", n, h, want)
		}
	}
	if _, err := BuiltinHeading("no-such"); err == nil {
		t.Error("a heading for a scenario that is not bundled")
	}
}

// A map file given as a scenario (play, render, state, the window all load
// it so) is refused as a map file, saying what to do with it, not with
// every key a scenario does not have.
func TestMapFileIsNotAScenario(t *testing.T) {
	text := []byte("format = \"sandtable-map\"\nversion = 1\nid = \"m\"\nterrain_rows = [\"a\"]\n[grid]\nkind = \"square\"\ncols = 1\nrows = 1\n[terrain.a]\ncolor = \"#fff\"\nsymbol = \"a\"\n")
	_, err := Load("dir/m.toml", text)
	var mf ErrMapFile
	if !errors.As(err, &mf) || mf.File != "dir/m.toml" {
		t.Fatalf("error %v, want ErrMapFile", err)
	}
	for _, want := range []string{"scenarios: dir/m.toml: this is a map file, not a scenario", `"sandtable render dir/m.toml -o map.png"`, "New scenario on this map"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "unknown key") {
		t.Errorf("%v lists unknown keys", err)
	}
}
