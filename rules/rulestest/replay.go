package rulestest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/internal/textdiff"
	"sandtable/rules"
	"sandtable/scenarios"
)

// A replay fixture is a saved game (the save format rules.Game.Save
// writes, dice included) in a testdata folder, NAME.toml, beside the
// outcome of replaying it, NAME.golden: the final Status, and every
// side's View and log (the referee's, "", too) as text, one unit, control
// entry or log event a line so that a difference reads in a diff. The
// fixtures guard the rules modules against refactors that change what a
// game does: the same saved actions must give the same games.

// FixtureGame is one saved random game to record: a scenario reference
// ("builtin:NAME" or a file path), options, seed, and how the actions are
// chosen, played to the game's end or to at most Actions actions.
type FixtureGame struct {
	Name     string // the fixture's file name, without extension
	Scenario string
	Options  rules.Options
	Seed     uint64
	Chooser  func(seed uint64) Chooser
	Actions  int
}

// RecordFixture plays f's game at random and writes its save and golden
// outcome into dir (what WriteFixtures does for each game).
func RecordFixture(dir string, f FixtureGame) error {
	g, err := rules.StartGame(f.Scenario, f.Options, f.Seed, false)
	if err != nil {
		return fmt.Errorf("rulestest: fixture %s: %w", f.Name, err)
	}
	if _, err := RandomPlay(g, f.Chooser(f.Seed), f.Actions); err != nil && !strings.Contains(err.Error(), ErrNotOver.Error()) {
		return fmt.Errorf("rulestest: fixture %s: %w", f.Name, err)
	}
	var save bytes.Buffer
	if err := g.Save(&save); err != nil {
		return fmt.Errorf("rulestest: fixture %s: %w", f.Name, err)
	}
	golden, err := Outcome(g)
	if err != nil {
		return fmt.Errorf("rulestest: fixture %s: %w", f.Name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, f.Name+".toml"), save.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, f.Name+".golden"), golden, 0o644)
}

// fixtureSave is the part of a save a fixture's replay reads: the save
// format of rules.Game.Save (format, version and checksum are left to
// rules.LoadSave, which CheckFixture runs besides).
type fixtureSave struct {
	Scenario string         `toml:"scenario"`
	Seed     int64          `toml:"seed"`
	Dice     string         `toml:"dice"`
	Options  map[string]any `toml:"options"`
	Actions  []struct {
		Do       string   `toml:"do"`
		Dice     []int    `toml:"dice"`
		HandOver string   `toml:"handover"`
		Drew     []string `toml:"drew"`
		Fresh    []string `toml:"fresh"`
	} `toml:"action"`
}

// ReplayFixture replays the saved game at path action by action
// (rules.ReplayMode: each action legal, each roll the recorded one),
// without the save's checksum of the module's internal state, so that a
// refactor that changes only how a state is kept still replays.
func ReplayFixture(path string) (*rules.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f fixtureSave
	if _, err := toml.Decode(string(data), &f); err != nil {
		return nil, fmt.Errorf("rulestest: %s: %w", path, err)
	}
	s, err := scenarios.LoadFile(f.Scenario)
	if err != nil {
		return nil, fmt.Errorf("rulestest: %s: %w", path, err)
	}
	opts := rules.Options{}
	for k, v := range f.Options {
		if n, ok := v.(int64); ok {
			v = int(n)
		}
		opts[k] = v
	}
	var entries []rules.Entry
	for i, a := range f.Actions {
		act, err := rules.ParseAction(a.Do)
		if err != nil {
			return nil, fmt.Errorf("rulestest: %s: action %d: %w", path, i+1, err)
		}
		e := rules.Entry{Action: act, Faces: a.Dice, HandedTo: a.HandOver}
		for _, it := range a.Drew {
			e.Draws = append(e.Draws, rules.Draw{Item: it})
		}
		for _, it := range a.Fresh {
			e.Draws = append(e.Draws, rules.Draw{Item: it, Engine: true})
		}
		entries = append(entries, e)
	}
	g, err := rules.ReplayMode(s, opts, uint64(f.Seed), rules.DiceMode(f.Dice), entries)
	if err != nil {
		return nil, fmt.Errorf("rulestest: %s: %w", path, err)
	}
	g.Ref = f.Scenario
	return g, nil
}

// Outcome is the golden text of g now: its Status, the referee's View
// and log (side ""), then every side's view and log of the scenario as
// their differences from the referee's (the view's lines the side does
// not get, "-", and those it gets instead, "+"; so too for each log entry
// it reads otherwise than the referee's entry without the events that are
// addressed to others, under the entry's number), which keeps the text
// small where most is public.
func Outcome(g *rules.Game) ([]byte, error) {
	var b bytes.Buffer
	st, err := json.Marshal(g.Status())
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(&b, "status %s\n", st)
	ref, err := viewLines(g.State().View(""))
	if err != nil {
		return nil, err
	}
	b.WriteString("\n== view referee\n")
	for _, l := range ref {
		b.WriteString(l + "\n")
	}
	refLog := logLines(g.LogFor(""))
	b.WriteString("\n== log referee\n")
	for _, l := range refLog {
		b.WriteString(l)
	}
	for _, sd := range g.Scenario.Sides {
		lines, err := viewLines(g.State().View(sd.ID))
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\n== view %s, beside the referee's\n", sd.ID)
		for _, l := range setMinus(ref, lines) {
			b.WriteString("- " + l + "\n")
		}
		for _, l := range setMinus(lines, ref) {
			b.WriteString("+ " + l + "\n")
		}
		fmt.Fprintf(&b, "\n== log %s, where it is not the referee's\n", sd.ID)
		for i, l := range logLines(g.LogFor(sd.ID)) {
			if l == refLog[i] {
				continue
			}
			side, ref := strings.SplitAfter(l, "\n"), addressedTo(strings.SplitAfter(refLog[i], "\n"), sd.ID)
			fmt.Fprintf(&b, "%d:\n", i+1)
			for _, x := range setMinus(ref, side) {
				b.WriteString("- " + x)
			}
			for _, x := range setMinus(side, ref) {
				b.WriteString("+ " + x)
			}
		}
	}
	return b.Bytes(), nil
}

// addressedTo are the lines of an entry of the referee's log without the
// events it shows addressed to others than side ("[to allies]").
func addressedTo(lines []string, side string) []string {
	out := lines[:1:1]
	for _, l := range lines[1:] {
		if i := strings.LastIndex(l, " [to "); i >= 0 && strings.HasSuffix(l, "]\n") {
			if !slices.Contains(strings.Split(l[i+5:len(l)-2], ","), side) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// setMinus are the lines of a that b does not hold, in a's order.
func setMinus(a, b []string) []string {
	in := map[string]bool{}
	for _, l := range b {
		in[l] = true
	}
	var out []string
	for _, l := range a {
		if !in[l] {
			out = append(out, l)
		}
	}
	return out
}

// viewLines is v as lines: control as one line per side and map (the
// cells in order), then every other field of v (writeLines).
func viewLines(v rules.View) ([]string, error) {
	type key struct{ side, m string }
	cells := map[key][]string{}
	var keys []key
	for _, c := range v.Control {
		k := key{c.Side, c.Map}
		if cells[k] == nil {
			keys = append(keys, k)
		}
		cells[k] = append(cells[k], c.Cell)
	}
	var out []string
	for _, k := range keys {
		out = append(out, fmt.Sprintf("control %s %s: %s", k.side, k.m, strings.Join(cells[k], " ")))
	}
	v.Control = nil
	var b bytes.Buffer
	if err := writeLines(&b, v); err != nil {
		return nil, err
	}
	return append(out, strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")...), nil
}

// logLines are the entries of log as text, one string (of one or more
// lines) each (writeEntry).
func logLines(log []rules.Entry) []string {
	out := make([]string, len(log))
	for i, e := range log {
		var b bytes.Buffer
		writeEntry(&b, i+1, e)
		out[i] = b.String()
	}
	return out
}

// writeLines writes v (a struct marshalled to a JSON object) a key a line,
// sorted, each element of an array or object value on its own line.
func writeLines(b *bytes.Buffer, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		return err
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		val := top[k]
		var arr []json.RawMessage
		var obj map[string]json.RawMessage
		switch {
		case json.Unmarshal(val, &arr) == nil && len(arr) > 0:
			fmt.Fprintf(b, "%s:\n", k)
			for _, el := range arr {
				fmt.Fprintf(b, "  %s\n", el)
			}
		case k != "status" && json.Unmarshal(val, &obj) == nil && len(obj) > 0:
			fmt.Fprintf(b, "%s:\n", k)
			ks := make([]string, 0, len(obj))
			for kk := range obj {
				ks = append(ks, kk)
			}
			sort.Strings(ks)
			for _, kk := range ks {
				fmt.Fprintf(b, "  %q: %s\n", kk, obj[kk])
			}
		default:
			fmt.Fprintf(b, "%s: %s\n", k, val)
		}
	}
	return nil
}

// writeEntry writes a log entry: its number, action (or cover), dice,
// draws and what undo may do, then its events indented.
func writeEntry(b *bytes.Buffer, n int, e rules.Entry) {
	fmt.Fprintf(b, "%d %s", n, e.Action)
	if e.Cover != "" {
		fmt.Fprintf(b, " | cover %q", e.Cover)
	}
	if len(e.Faces) > 0 {
		fmt.Fprintf(b, " | dice %v", e.Faces)
	}
	if len(e.Draws) > 0 {
		var items []string
		for _, d := range e.Draws {
			items = append(items, d.Item)
		}
		fmt.Fprintf(b, " | drew %v", items)
	}
	if e.Reveals != "" {
		fmt.Fprintf(b, " | reveals %q", e.Reveals)
	}
	if e.Final {
		fmt.Fprintf(b, " | final %q", e.Why)
	}
	if e.SealsSide {
		b.WriteString(" | seals")
	}
	if e.HandedTo != "" {
		fmt.Fprintf(b, " | handed to %s", e.HandedTo)
	}
	b.WriteByte('\n')
	for _, ev := range e.Events {
		to := ""
		if !ev.To.Public() {
			to = fmt.Sprintf(" [to %s]", audienceText(ev.To))
		}
		fmt.Fprintf(b, "  %s%s\n", ev.String(), to)
	}
}

// audienceText names who an audience is.
func audienceText(a rules.Audience) string {
	if a.Referee {
		return "referee"
	}
	s := slices.Clone(a.Sides)
	sort.Strings(s)
	return strings.Join(s, ",")
}

// CheckFixture replays the saved game at dir/name.toml (ReplayFixture) and
// compares its outcome with dir/name.golden; it returns the difference, at
// its first differing line, or nil.
func CheckFixture(dir, name string) error {
	g, err := ReplayFixture(filepath.Join(dir, name+".toml"))
	if err != nil {
		return err
	}
	got, err := Outcome(g)
	if err != nil {
		return err
	}
	want, err := os.ReadFile(filepath.Join(dir, name+".golden"))
	if err != nil {
		return err
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("rulestest: replaying %s.toml gives another game than %s.golden records: %s",
			name, name, textdiff.FirstLine(name+".golden", string(want), "the replay", string(got)))
	}
	return nil
}
