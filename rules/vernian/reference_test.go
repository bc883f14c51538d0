package vernian

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Every rule a refusal, a decision, a phase or an overlay cites is a
// section of the rules reference, found by exactly that name, with words
// for the player.
func TestReferenceHasEveryRule(t *testing.T) {
	st := newTestState(t, nil)
	ref := st.Reference()
	for _, rule := range ruleCitations {
		sec := ref.RuleSection(rule)
		if sec == nil || sec.Rule != rule {
			t.Errorf("no section for %q", rule)
			continue
		}
		if sec.Title == "" || len(sec.Text) < 80 {
			t.Errorf("section %q: title %q, %d characters of text", rule, sec.Title, len(sec.Text))
		}
	}
	var cited []string
	for _, seq := range []kit.Sequence{st.fixed.setup, st.fixed.op} {
		for _, ph := range seq.Phases {
			cited = append(cited, ph.Rule)
		}
	}
	for _, o := range st.Overlays("") {
		cited = append(cited, o.Rule)
	}
	// Citations with the seed's paragraph find their section.
	cited = append(cited, RuleBombard+" f", RuleTanks+" b", RuleCrack+" a", RuleEngland+" c", RuleSupply+" 1")
	for _, rule := range cited {
		if ref.RuleSection(rule) == nil {
			t.Errorf("%q finds no section", rule)
		}
	}
	var titles []string
	for _, s := range ref.Sections {
		titles = append(titles, s.Title)
	}
	for _, want := range []string{"The operational turn", "Actions", "Supply", "Stacking", "Tanks", "Crack German Troops",
		"The Armored Front Buster", "England", "The Tunnel", "Monstrous Artilleries (bombards)", "Victory", "Combat results", "Terrain effects"} {
		if !slices.Contains(titles, want) {
			t.Errorf("no section %q (have %v)", want, titles)
		}
	}
}

// The reference lists every verb and every phase of the operational turn
// by the names the game uses.
func TestReferenceVerbsAndPhases(t *testing.T) {
	st := newTestState(t, nil)
	text := ""
	for _, s := range st.Reference().Sections {
		text += s.Text + "\n"
	}
	for _, v := range book.Names() {
		if !strings.Contains(text, "[script: "+v) && !strings.Contains(text, "; "+v) {
			t.Errorf("the reference does not say what %s does", v)
		}
	}
	for _, ph := range st.fixed.op.Phases {
		if !strings.Contains(text, "- "+ph.Name+" (") {
			t.Errorf("the reference does not list the %s", ph.Name)
		}
	}
}

// The CRT in the reference is the scenario's [rules.crt], as printed in
// vernian-test.toml: a die column, then the odds columns 1:2 to 4:1.
func TestReferenceCRT(t *testing.T) {
	st := newTestState(t, nil)
	var crt *rules.RefTable
	for _, s := range st.Reference().Sections {
		for i := range s.Tables {
			if s.Tables[i].ID == CRTTableID {
				crt = &s.Tables[i]
			}
		}
	}
	if crt == nil {
		t.Fatal("no table with id crt")
	}
	if want := []string{"Die", "1:2", "1:1", "2:1", "3:1", "4:1"}; !slices.Equal(crt.Columns, want) {
		t.Errorf("columns %v, want %v", crt.Columns, want)
	}
	if len(crt.Rows) != 6 || !slices.Equal(crt.Rows[0], []string{"1", "A1", "EX", "D1", "D1/DR", "DE"}) ||
		!slices.Equal(crt.Rows[5], []string{"6", "AE", "AE", "A2", "AR", "A1"}) {
		t.Errorf("rows %v", crt.Rows)
	}
	if crt.Caption != "Test CRT (original)" {
		t.Errorf("caption %q", crt.Caption)
	}
}

// The terrain chart is the test maps' terrain and hexsides with the
// scenario's shifts (the defaults: forest -1, mountain -2, flood plain -1,
// river -1, town or city -1, fortress -2).
func TestReferenceTerrain(t *testing.T) {
	st := newTestState(t, nil)
	var tab *rules.RefTable
	for _, s := range st.Reference().Sections {
		for i := range s.Tables {
			if s.Tables[i].ID == "terrain" {
				tab = &s.Tables[i]
			}
		}
	}
	if tab == nil {
		t.Fatal("no terrain table")
	}
	want := map[string][]string{
		"Clear":                     {"Clear", "1 MP", "-", "-"},
		"Forest":                    {"Forest", "2 MP", "-1 column(s)", "+1"},
		"Mountain":                  {"Mountain", "3 MP", "-2 column(s)", "+1"},
		"Flood plain":               {"Flood plain", "2 MP", "-1 column(s)", "-"},
		"Sea":                       {"Sea", "may not be entered", "-", "+1"},
		"River (hexside)":           {"River (hexside)", "+1 MP to cross", "-1 column(s) if every attacker is across one", "-"},
		"All-sea hexside (hexside)": {"All-sea hexside (hexside)", "may not be crossed", "-", "-"},
		"Town or city":              {"Town or city", "as its terrain", "-1 column(s)", "+1"},
		"Fortress (intact)":         {"Fortress (intact)", "as its terrain", "-2 column(s)", "+1"},
	}
	for _, row := range tab.Rows {
		if w, ok := want[row[0]]; ok {
			if !slices.Equal(row, w) {
				t.Errorf("row %v, want %v", row, w)
			}
			delete(want, row[0])
		}
	}
	for k := range want {
		t.Errorf("no row %q", k)
	}
}

// The forecast names the CRT and the column the roll reads after every
// shift: 12 against 2 is past 4:1, the last column, and -1 for Dover (a
// town) reads 3:1. An automatic result (odds past the table with an Above
// result: 6:1 reaches 5:1) has no column: the shifts are moot.
func TestForecastColumn(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	for range 4 {
		add(t, st, "bri-inf-k", "test-england:E0805")
	}
	st.Units[idx(t, st, "ger-inf-b/1")].Step = 1
	do(t, st, act(Allies, "attack", dover), nil)
	f, ok := st.Forecast(act(Allies, "resolve"))
	if !ok || f.TableID != CRTTableID || f.Column != "3:1" || f.Strength != "12 vs 2" {
		t.Errorf("forecast table %q column %q strength %s", f.TableID, f.Column, f.Strength)
	}
	st.fixed.t.CRT.Above = "DE"
	if f, _ := st.Forecast(act(Allies, "resolve")); f.Column != "" {
		t.Errorf("automatic DE: column %q, want none", f.Column)
	}
}

// No refusal, log line or reference text points a player at a file: they
// cite the rule. The Go scanner finds the string literals, so comments
// (which may name files, and quote the seed between backticks) are not
// read as strings.
func TestNoTextCitesAFile(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	quoted := regexp.MustCompile(`\.(md|go|toml)\b`)
	raw := regexp.MustCompile(`\.(md|go)\b`) // a raw string may show a scenario's TOML
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fs := token.NewFileSet()
		var sc scanner.Scanner
		sc.Init(fs.AddFile(f, -1, len(b)), b, func(pos token.Position, msg string) { t.Errorf("%s: %s", pos, msg) }, 0)
		for {
			pos, tok, lit := sc.Scan()
			if tok == token.EOF {
				break
			}
			if tok != token.STRING {
				continue
			}
			text, err := strconv.Unquote(lit)
			if err != nil {
				t.Fatalf("%s: %v", fs.Position(pos), err)
			}
			re := quoted
			if strings.HasPrefix(lit, "`") {
				re = raw
			}
			if re.MatchString(text) {
				t.Errorf("%s: a string names a file: %s", fs.Position(pos), lit)
			}
		}
	}
}

// Phase names are words, without the seed's "*" (the air war's phases are
// said to be so), and the sequence of play names who plays each phase, not
// the script verbs it allows (issue 24).
func TestSequenceOfPlaySpeaksInThePlayersWords(t *testing.T) {
	st := newTestState(t, nil)
	for _, seq := range []kit.Sequence{st.fixed.setup, st.fixed.op} {
		for _, ph := range seq.Phases {
			if strings.Contains(ph.Name, "*") {
				t.Errorf("phase %s is named %q", ph.ID, ph.Name)
			}
		}
	}
	text := st.sequenceText()
	for _, want := range []string{
		"- Storm Placement (Allied) (the Allies; air war)\n",
		"- German New Units Phase (the Germans)\n",
		"- German Bombards from Monstrous Artilleries (the Germans)\n",
		"- Interception Phase (German flyers) (the Germans; air war)\n",
		"- Allied Set-up (the Allies place their units)\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the sequence of play lacks %q:\n%s", want, text)
		}
	}
	for _, verb := range []string{"end-phase", "cancel-bombard", "*"} {
		if strings.Contains(text, verb) {
			t.Errorf("the sequence of play says %q:\n%s", verb, text)
		}
	}
}
