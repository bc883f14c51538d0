package greenfields

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// ruleConstants are the Rule* constants declared in the package's source
// (every file, so a section another file adds is checked too), by name.
func ruleConstants(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for k, id := range vs.Names {
					if !strings.HasPrefix(id.Name, "Rule") || k >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[k].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						v, _ := strconv.Unquote(lit.Value)
						out[id.Name] = v
					}
				}
			}
		}
	}
	return out
}

// Every rule a refusal, a roll or a phase cites (each Rule* constant) is a
// section of the rules reference, found by exactly that name, with the
// seed's words.
func TestReferenceHasEveryRule(t *testing.T) {
	st := newWeekState(t, nil) // a weekly game's reference has the assault's and the week's
	ref := st.Reference()
	consts := ruleConstants(t)
	if len(consts) < 19 {
		t.Fatalf("found %d Rule constants, want at least the design's 19: %v", len(consts), consts)
	}
	for name, rule := range consts {
		sec := ref.RuleSection(rule)
		if sec == nil || sec.Rule != rule {
			t.Errorf("%s (%q) has no section of its own", name, rule)
			continue
		}
		if sec.Title == "" || len(sec.Text) < 80 || !strings.Contains(sec.Text, `"`) {
			t.Errorf("section %q: title %q, %d characters, quoting the seed: %v", rule, sec.Title, len(sec.Text), strings.Contains(sec.Text, `"`))
		}
	}
	seen := map[string]bool{}
	for _, s := range ref.Sections {
		if s.Rule != "" && seen[s.Rule] {
			t.Errorf("two sections for %q", s.Rule)
		}
		seen[s.Rule] = true
	}
}

// The seed's charts are in the reference as printed: the modifier chart,
// the observation ranges, the movement rates, the points system and the
// graveyard, each under its section.
func TestReferenceTables(t *testing.T) {
	st := newTestState(t, nil)
	ref := st.Reference()
	find := func(rule, id string) [][]string {
		t.Helper()
		sec := ref.RuleSection(rule)
		if sec == nil {
			t.Fatalf("no section %s", rule)
		}
		for _, tb := range sec.Tables {
			if tb.ID == id {
				return tb.Rows
			}
		}
		t.Fatalf("section %s has no table %s", rule, id)
		return nil
	}
	cell := func(rows [][]string, first string) string {
		for _, r := range rows {
			if r[0] == first {
				return r[len(r)-1]
			}
		}
		return ""
	}
	if got := cell(find(RuleSaves, TableSaves), "Unit is in heavy trench"); got != "+2*" {
		t.Errorf("heavy trench: %q, want +2*", got)
	}
	if got := cell(find(RuleSaves, TableSaves), "Unit is attacked from flank"); got != "-1" {
		t.Errorf("flank: %q, want -1", got)
	}
	if got := cell(find(RuleObservation, TableObservation), "Per elevation level"); got != "+2" {
		t.Errorf("elevation: %q, want +2", got)
	}
	if got := cell(find(RuleObservation, TableObservation), "During night"); got != "0" {
		t.Errorf("night: %q, want 0", got)
	}
	if got := cell(find(RuleMovement, TableMovement), "Heavy artillery"); got != "1" {
		t.Errorf("heavy artillery moves %q, want 1", got)
	}
	if got := cell(find(RuleArmy, TablePoints), "field artillery"); !strings.Contains(got, "6 points (field artillery)") {
		t.Errorf("field artillery's price: %q", got)
	}
	grave := find(RuleVictory, TableGraveyard)
	want := [][2]string{{"0 to 20", "Girl's blouse"}, {"21 to 50", "Rum show"}, {"51 to 100", "Definite history book material!"}, {"101+", "General Haig"}}
	if len(grave) != len(want) {
		t.Fatalf("graveyard rows %v", grave)
	}
	for k, w := range want {
		if grave[k][0] != w[0] || grave[k][1] != w[1] {
			t.Errorf("graveyard row %d: %v, want %v", k, grave[k], w)
		}
	}
	// The prices of this game's units: a BEF regiment 27 points, 14 VP.
	for _, r := range find(RuleArmy, TablePrices) {
		if strings.HasPrefix(r[0], "BEF infantry, 1914") {
			if r[2] != "6x1 + 5x3 + 3x2 = 27" || r[3] != "14" || r[4] != "allowed" {
				t.Errorf("BEF price row %v", r)
			}
			return
		}
	}
	t.Error("no BEF row in the prices")
}

// Every verb the module registers is in the Actions section.
func TestReferenceVerbs(t *testing.T) {
	st := newWeekState(t, nil) // a weekly game's reference has the assault's and the week's
	text := ""
	for _, s := range st.Reference().Sections {
		text += s.Text + "\n"
	}
	for _, v := range book.Names() {
		if !strings.Contains(text, "[script: "+v) && !strings.Contains(text, ", "+v) {
			t.Errorf("the reference does not say what %s does", v)
		}
	}
	for _, ph := range phases {
		if !strings.Contains(text, "- "+ph.Name+" (") {
			t.Errorf("the reference does not list %s", ph.Name)
		}
	}
}

// The assault turn names who plays each step, not the script verbs it
// allows (issue 24).
func TestAssaultTurnSpeaksInThePlayersWords(t *testing.T) {
	st := newTestState(t, nil)
	text := st.sequenceText()
	for _, ph := range phases {
		if !strings.Contains(text, "- "+ph.Name+" (step "+strconv.Itoa(ph.Step)+": ") {
			t.Errorf("the assault turn does not list %s with its step:\n%s", ph.Name, text)
		}
	}
	if strings.Contains(text, "end-phase") {
		t.Errorf("the assault turn lists script verbs:\n%s", text)
	}
}
