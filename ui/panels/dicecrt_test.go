package panels

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// The dice panel of a game whose scenario has a CRT: the players type the
// strengths (or pick the column), read the column and the chance of each
// result, and roll on it; the roll shows with its table and result. The
// CRT's columns are not plain roll buttons.
func TestDiceCRT(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.LoadFile("testdata/crt.toml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 42, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	var st statusLog
	p := NewDice(s, st.fn)
	test.NewTempWindow(t, p.Object())
	for e := range p.buttons {
		if strings.HasPrefix(e, "crt:") {
			t.Errorf("a plain roll button for %s", e)
		}
	}
	if !p.crtBox.Visible() || !strings.Contains(p.crtTitle.Text, "Combat results") {
		t.Fatalf("CRT shown %v, titled %q", p.crtBox.Visible(), p.crtTitle.Text)
	}
	if got := strings.Join(p.crtColumn.Options, " "); got != "1:2 1:1 2:1 3:1" {
		t.Errorf("columns %q", got)
	}
	// 7 against 3 is 2:1 (rounded down): DR on 1-2, EX on 3-6.
	test.Type(p.crtAttack, "7")
	test.Type(p.crtDefense, "3")
	if p.crtColumn.Selected != "2:1" {
		t.Errorf("7 against 3 chose column %q, want 2:1", p.crtColumn.Selected)
	}
	for _, want := range []string{"2:1", "DR: 33% (1/3)", "EX: 67% (2/3)"} {
		if !strings.Contains(p.crtOdds.Text, want) {
			t.Errorf("odds %q lack %q", p.crtOdds.Text, want)
		}
	}
	test.Tap(p.crtRoll)
	log := s.Game.Log()
	if len(log) != 1 || log[0].Action.String() != "central roll crt:2:1" {
		t.Fatalf("after Roll the log is %+v", log)
	}
	if got := st.last(); !strings.HasPrefix(got, "Combat results 2:1: rolled ") {
		t.Errorf("status %q, want the roll's result", got)
	}
	if !strings.Contains(p.last.Text, "Table: Combat results 2:1") || !strings.Contains(p.last.Text, "Result: ") {
		t.Errorf("last roll %q", p.last.Text)
	}
	// The column picked by hand; strengths below the table read its first
	// column (no Below result).
	p.crtColumn.SetSelected("3:1")
	if !strings.Contains(p.crtOdds.Text, "3:1") || !strings.Contains(p.crtOdds.Text, "DR: 67% (2/3)") {
		t.Errorf("odds of 3:1 %q", p.crtOdds.Text)
	}
	p.crtAttack.SetText("1")
	p.crtDefense.SetText("9")
	if p.crtColumn.Selected != "1:2" {
		t.Errorf("1 against 9 chose %q, want 1:2", p.crtColumn.Selected)
	}
	p.crtAttack.SetText("x")
	if !strings.Contains(p.crtOdds.Text, "whole number") {
		t.Errorf("odds %q after a mistyped strength", p.crtOdds.Text)
	}
}

// Without a CRT the panel shows none.
func TestDiceNoCRT(t *testing.T) {
	s := newSession(t, false)
	p := NewDice(s, func(string) {})
	test.NewTempWindow(t, p.Object())
	if p.crtBox.Visible() {
		t.Error("a CRT shown for a scenario without one")
	}
}
