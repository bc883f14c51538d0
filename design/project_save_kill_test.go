//go:build unix

package design

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"sandtable/internal/atomicfile"
	"sandtable/internal/testchild"
	"sandtable/internal/tomlfile"
	"sandtable/rules"
	"sandtable/scenarios"
)

func init() { children["save"] = saveChild }

// killDesign copies the fixture's game into a new folder: the design as
// it was before the save.
func killDesign(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	copyFixture(t, dir, gameFiles...)
	return dir
}

// renameUnit opens the design in dir and makes the edits the save writes:
// the unit blue-inf renamed blue-foot in the catalogue and in the
// scenario's set-up, and a cell of the map painted. Only the whole of it
// checks: the old scenario does not set up the new catalogue's unit, nor
// the new scenario the old one's.
func renameUnit(dir string) (*Project, error) {
	p, err := OpenProject(filepath.Join(dir, "game.toml"))
	if err != nil {
		return nil, err
	}
	rename := func(f *File, old, new string) error {
		return p.Edit(f, func() error {
			for i, e := range f.Entries() {
				if strings.Contains(e.Text, old) {
					return f.ReplaceEntry(i, strings.Replace(e.Text, old, new, 1))
				}
			}
			return fmt.Errorf("%s has no %q", f.Name, old)
		})
	}
	if err := rename(p.Counters[0], `id = "blue-inf"`, `id = "blue-foot"`); err != nil {
		return nil, err
	}
	if err := rename(p.Scenario, `unit = "blue-inf"`, `unit = "blue-foot"`); err != nil {
		return nil, err
	}
	m := p.Maps[0]
	if err := p.Edit(m, func() error { return m.PaintCell(0, 0, "forest") }); err != nil {
		return nil, err
	}
	return p, nil
}

// saveChild, in another process, saves the design in DESIGN_TEST_DIR with
// renameUnit's edits (DESIGN_TEST_WHAT "save") or opens it
// ("open"), killing itself with SIGKILL before step DESIGN_TEST_KILL_AT
// of the save or of the open's recovery (atomicfile.OnStep), or, with
// none, when the parent kills it: it says "saving" just before it saves.
func saveChild() {
	dir := os.Getenv("DESIGN_TEST_DIR")
	if at, _ := strconv.Atoi(os.Getenv("DESIGN_TEST_KILL_AT")); at > 0 {
		k := 0
		atomicfile.OnStep(func() {
			if k++; k == at {
				testchild.KillSelf()
			}
		})
	}
	fail := func(err error) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if os.Getenv("DESIGN_TEST_WHAT") == "open" {
		if _, err := OpenProject(filepath.Join(dir, "game.toml")); err != nil {
			fail(err)
		}
		return
	}
	p, err := renameUnit(dir)
	if err != nil {
		fail(err)
	}
	fmt.Println("saving")
	if err := p.Save(); err != nil {
		fail(err)
	}
}

// startChild starts saveChild in another process on dir.
func startChild(t *testing.T, dir, what string, killAt int) *testchild.Child {
	t.Helper()
	return testchild.Start(t, "save", "DESIGN_TEST_DIR="+dir, "DESIGN_TEST_WHAT="+what,
		"DESIGN_TEST_KILL_AT="+strconv.Itoa(killAt))
}

// runChild runs saveChild to its end or its kill at step killAt; it
// reports whether it was killed.
func runChild(t *testing.T, dir, what string, killAt int) bool {
	t.Helper()
	return startChild(t, dir, what, killAt).Killed(t)
}

// texts of the design's files in dir as what reads them has them: read
// by tomlfile.ReadFile, as `sandtable check` and every loader reads
// them, or straight from disk.
func designTexts(t *testing.T, dir string, loaders bool) []string {
	t.Helper()
	var out []string
	for _, name := range gameFiles {
		var text []byte
		var err error
		if loaders {
			text, err = tomlfile.ReadFile(filepath.Join(dir, filepath.FromSlash(name)), "Sandtable data", tomlfile.MaxSize)
		} else {
			text, err = os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(text))
	}
	return out
}

// whichDesign is "old" or "new" when texts are the old design's or the
// new one's, else "a mix".
func whichDesign(texts, old, new []string) string {
	switch strings.Join(texts, "\x00") {
	case strings.Join(old, "\x00"):
		return "old"
	case strings.Join(new, "\x00"):
		return "new"
	}
	return "a mix"
}

// checked fails the test unless `sandtable check` accepts the design's
// scenario in dir: its files load together and its rules module sets up
// a game of it.
func checked(t *testing.T, what, dir string) {
	t.Helper()
	path := filepath.Join(dir, "game.toml")
	if _, err := scenarios.CheckFile(path); err != nil {
		t.Errorf("%s: sandtable check: %v", what, err)
		return
	}
	s, err := scenarios.LoadFile(path)
	if err == nil {
		_, err = rules.NewGame(s, nil, 0, false)
	}
	if err != nil {
		t.Errorf("%s: sandtable check (the rules module): %v", what, err)
	}
}

// after checks the design in dir after a kill: `sandtable check` and
// every loader see the old design or the new one, whole, and accept it;
// then the designer opens it and finds on disk the same design, with
// nothing of the save left beside it. It returns "old" or "new".
func after(t *testing.T, what, dir string, old, new []string) string {
	t.Helper()
	seen := whichDesign(designTexts(t, dir, true), old, new)
	if seen == "a mix" {
		t.Fatalf("%s: `sandtable check` reads a mix of the old design and the new", what)
	}
	checked(t, what, dir)
	p, err := OpenProject(filepath.Join(dir, "game.toml"))
	if err != nil {
		t.Fatalf("%s: open: %v", what, err)
	}
	if on := whichDesign(designTexts(t, dir, false), old, new); on != seen {
		t.Errorf("%s: check read the %s design, the open left the %s one on disk", what, seen, on)
	}
	checkOK(t, what, p)
	var left []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), ".") {
			left = append(left, path)
		}
		return nil
	})
	if len(left) > 0 {
		t.Errorf("%s: the save left %v", what, left)
	}
	return seen
}

// A design whose save is killed (SIGKILL) at any moment opens and checks:
// `sandtable check` of it reads the old design or the new one, whole,
// never some files of each, and the designer's open leaves that one on
// disk. The save is killed before each of its steps, and after its
// commit the open that finishes it too; then at moments spread over the
// time a save takes, mid-step.
func TestSaveKilledOpensAndChecks(t *testing.T) {
	oldDir := killDesign(t)
	old := designTexts(t, oldDir, false)
	p, err := renameUnit(oldDir)
	if err != nil {
		t.Fatal(err)
	}
	var new []string
	for _, name := range gameFiles {
		for _, f := range p.Files() {
			if f.Name == filepath.Join(oldDir, filepath.FromSlash(name)) {
				new = append(new, string(f.Bytes()))
			}
		}
	}
	start := time.Now()
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	checked(t, "saved whole", oldDir)

	outcomes := map[string]int{}
	kills := killAtEveryStep(t, old, new, outcomes)
	if outcomes["old"] == 0 || outcomes["new"] == 0 {
		t.Errorf("the kills left %v: none came on one side of the commit", outcomes)
	}
	// By the clock, from the child's "saving".
	const byClock = 40
	midway := 0
	for k := range byClock {
		dir := killDesign(t)
		c := startChild(t, dir, "save", 0)
		if line, _ := c.Out.ReadString('\n'); line != "saving\n" {
			c.Kill()
			c.Killed(t)
			t.Fatalf("the child says %q", line)
		}
		time.Sleep(took * time.Duration(k) / byClock * 3 / 2)
		c.Kill()
		if c.Killed(t) {
			kills++
		}
		if _, err := os.Lstat(filepath.Join(dir, atomicfile.JournalName)); err == nil {
			midway++
		}
		outcomes[after(t, fmt.Sprintf("save killed %d/%d of a save's time in", k, byClock), dir, old, new)]++
	}
	t.Logf("%d processes killed, %d of the %d by the clock with the save under way; the design left: %v (a save takes %v)",
		kills, midway, byClock, outcomes, took)
}

// killAtEveryStep kills the save before each of its steps in turn (and,
// each time, the open that finishes it before each of its own steps), and
// checks what each kill leaves (after), counting it in outcomes. It
// returns the number of processes killed.
func killAtEveryStep(t *testing.T, old, new []string, outcomes map[string]int) int {
	t.Helper()
	kills := 0
	for n := 1; ; n++ {
		for m := 0; ; m++ { // kill the open at step m; 0: no open in another process
			dir := killDesign(t)
			if !runChild(t, dir, "save", n) {
				if got := after(t, "not killed", dir, old, new); got != "new" || n < 8 {
					t.Errorf("a save of %d steps left the %s design", n-1, got)
				}
				return kills
			}
			kills++
			what := fmt.Sprintf("save killed at step %d, the open at step %d", n, m)
			killed := m > 0 && runChild(t, dir, "open", m)
			if killed {
				kills++
			}
			got := after(t, what, dir, old, new)
			outcomes[got]++
			if m == 0 && got == "old" || m > 0 && !killed {
				break // an open with nothing to finish, or not killed
			}
		}
	}
}
