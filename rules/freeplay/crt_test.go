package freeplay_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// crtFile is test-square with a CRT in [rules.crt] and two victory
// conditions.
const crtFile = "testdata/crt.toml"

func crtText(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(crtFile)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func loadText(t testing.TB, text string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadBuiltinText("crt.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A freeplay scenario's CRT is rolled on by column ("roll crt:2:1"), each
// column listed, the roll logged with the table, column and result; it is
// in the rules reference with the victory conditions, and forecast with
// the odds of each result.
func TestCRTRoll(t *testing.T) {
	s := loadText(t, crtText(t))
	g, err := rules.NewGame(s, nil, 7, false)
	if err != nil {
		t.Fatal(err)
	}
	side := s.Sides[0].ID
	var cols []string
	for _, a := range g.State().(*freeplay.State).LegalWith(side, rules.VerbRoll, "") {
		if strings.HasPrefix(a.Args[0], kit.CRTRollPrefix) {
			cols = append(cols, a.Args[0])
		}
	}
	if want := []string{"crt:1:2", "crt:1:1", "crt:2:1", "crt:3:1"}; !slices.Equal(cols, want) {
		t.Fatalf("CRT rolls %q, want %q", cols, want)
	}
	h, ok := g.State().(kit.HandCRT)
	if !ok {
		t.Fatal("the state offers no CRT (kit.HandCRT)")
	}
	if crt, ok := h.HandCRT(); !ok || crt.Name != "Combat results" || len(crt.Columns) != 4 {
		t.Fatalf("HandCRT = %+v, %v", crt, ok)
	}
	a := rules.Action{Side: side, Verb: rules.VerbRoll, Args: []string{"crt:2:1"}}
	f, ok := g.Forecast(a)
	if !ok || f.Column != "2:1" || len(f.Outcomes) != 2 {
		t.Fatalf("forecast %+v, %v", f, ok)
	}
	// Column 2:1: DR on 1-2 (1/3), EX on 3-6 (2/3).
	for _, o := range f.Outcomes {
		if want := map[string]string{"DR": "1/3", "EX": "2/3"}[o.Result]; o.P.Fraction() != want {
			t.Errorf("forecast %s: %s, want %s", o.Result, o.P.Fraction(), want)
		}
	}
	e, err := g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	var roll *rules.Roll
	for _, ev := range e.Events {
		if ev.Roll != nil {
			roll = ev.Roll
		}
	}
	if roll == nil || roll.Table != "Combat results 2:1" || len(roll.Dice) != 1 {
		t.Fatalf("logged roll %+v", roll)
	}
	if want := map[bool]string{true: "DR", false: "EX"}[roll.Total <= 2]; roll.Result != want {
		t.Errorf("rolled %d on 2:1: %s, want %s", roll.Total, roll.Result, want)
	}
	for _, bad := range []string{"crt:5:1", "crt:", "crt:2:1 "} {
		b := rules.Action{Side: side, Verb: rules.VerbRoll, Args: []string{bad}}
		wantRefused(t, g.State().Check(b), freeplay.RuleDice, "cannot roll")
	}

	ref := g.State().(rules.Referencer).Reference()
	var crtTable *rules.RefTable
	var victory, over string
	for _, sec := range ref.Sections {
		for i := range sec.Tables {
			if sec.Tables[i].ID == "crt" {
				crtTable = &sec.Tables[i]
			}
		}
		switch sec.Rule {
		case freeplay.RuleVictory:
			victory = sec.Text
		case freeplay.RuleOver:
			over = sec.Text
		}
	}
	if crtTable == nil || !slices.Equal(crtTable.Columns, []string{"Roll", "1:2", "1:1", "2:1", "3:1"}) ||
		len(crtTable.Rows) != 2 || !slices.Equal(crtTable.Rows[0], []string{"1-2", "AE", "AR", "DR", "DE"}) {
		t.Errorf("reference CRT %+v", crtTable)
	}
	for _, want := range []string{"Hold the line (Allies)", "The Allies win if no German unit is west of column 4.", "smash (Central Powers): eliminate 3 enemy counters"} {
		if !strings.Contains(victory, want) {
			t.Errorf("victory section %q lacks %q", victory, want)
		}
	}
	if strings.Contains(over, "The players decide who has won") {
		t.Errorf("end of game %q: the scenario has victory conditions", over)
	}
}

// A CRT that does not validate is refused with its place in the file; an
// unknown [rules] key too.
func TestCRTRefused(t *testing.T) {
	tests := []struct{ from, to, want string }{
		{`columns = ["1:2", "1:1", "2:1", "3:1"]`, `columns = ["1:2", "2:1", "1:1", "3:1"]`, "rules.crt: kit: CRT \"Combat results\": column 3 \"1:1\" does not come after column 2 \"2:1\""},
		{"\n[rules.crt]\n", "\n[rules]\ncrt_shift = 1\n[rules.crt]\n", "rules.crt_shift: unknown key"},
	}
	for _, tt := range tests {
		s := loadText(t, strings.Replace(crtText(t), tt.from, tt.to, 1))
		_, err := freeplay.Module{}.New(s, rules.DefaultOptions(s), rules.NewSetupRand(1))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.to, err, tt.want)
		}
	}
}

// A scenario of another module played under freeplay (the designer's
// board previews every scenario so) keeps its module's [rules]: freeplay
// reads none of them, and offers no CRT.
func TestOtherModulesTablesLeftAlone(t *testing.T) {
	s := load(t, "vernian")
	preview := *s
	preview.Module = freeplay.ModuleID
	st, err := freeplay.Module{}.New(&preview, rules.DefaultOptions(&preview), rules.NewSetupRand(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.(*freeplay.State).HandCRT(); ok {
		t.Error("a CRT offered from vernian's tables")
	}
}
