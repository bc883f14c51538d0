package panels

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/ui/session"
)

// shown is line id of p as the list draws it.
func shown(p *Log, id int) *widget.Label {
	r := p.list.CreateItem().(*logRow)
	p.list.UpdateItem(id, r)
	return r.label
}

// lineTexts is every line of p as the list draws it.
func lineTexts(p *Log) []string {
	out := make([]string, p.list.Length())
	for i := range out {
		out[i] = shown(p, i).Text
	}
	return out
}

// play applies a move and a 2d6 roll for the Central Powers.
func play(t *testing.T, s *session.Session) {
	t.Helper()
	for _, a := range [][]string{{"move", "ger-inf/1", "W0805"}, {"roll", "2d6"}} {
		if _, err := s.Apply(legal(t, s, a[0], a[1:]...)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLogListsEntriesAndRolls(t *testing.T) {
	s := newSession(t, false)
	p := NewLog(s, nil)
	test.NewTempWindow(t, p.Object())
	if got := lineTexts(p); len(got) != 1 || got[0] != "0. Set-up" {
		t.Fatalf("a new game's log shows %q", got)
	}

	play(t, s)
	got := lineTexts(p)
	if len(got) != 5 {
		t.Fatalf("log lines %q, want set-up, 2 actions and their 2 events", got)
	}
	// People read names: the side, the unit by its name and values.
	if got[1] != "1. Central Powers: move German infantry corps 5-3 W0805" || got[3] != "2. Central Powers: roll 2d6" {
		t.Errorf("action lines %q, %q", got[1], got[3])
	}
	if !strings.HasPrefix(got[2], "      ger-inf/1 (German infantry corps) moved from W0906 to W0805") {
		t.Errorf("move event line %q", got[2])
	}
	roll := s.Game.Log()[1].Events[0]
	if roll.Roll == nil {
		t.Fatal("roll 2d6 logged no roll")
	}
	if got[4] != "      "+roll.String() || !regexp.MustCompile(`^ +dice on demand \(Central Powers\): 2d6 \[\d \d\]: \d+$`).MatchString(got[4]) {
		t.Errorf("roll line %q", got[4])
	}
	if !shown(p, 1).TextStyle.Bold || shown(p, 2).TextStyle.Bold {
		t.Error("action lines should be bold and event lines not")
	}

	if err := s.Undo(); err == nil {
		t.Error("undo went back past a roll")
	}
	if _, err := s.Apply(legal(t, s, "end-phase")); err != nil {
		t.Fatal(err)
	}
	if got := lineTexts(p); got[5] != "3. Central Powers: end phase" {
		t.Errorf("after end-phase the log shows %q", got[5:])
	}
}

func TestLogPreviewAndBack(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewLog(s, st.fn)
	test.NewTempWindow(t, p.Object())
	play(t, s)
	if p.back.Visible() || p.where.Visible() {
		t.Fatal("Back to present is shown in the present")
	}

	p.list.Select(1) // "1. Central Powers: move German infantry corps 5-3 W0805"
	if at, past := s.Previewing(); !past || at != 1 {
		t.Fatalf("clicking action 1 previews (%d, %v), want (1, true)", at, past)
	}
	if !p.back.Visible() || !strings.Contains(p.where.Text, "after action 1 of 2") {
		t.Errorf("while previewing: back visible=%v, note %q", p.back.Visible(), p.where.Text)
	}
	if u := s.UnitsAt(*loc(t, s, "W0805")); len(u) != 2 {
		t.Errorf("the previewed board has %d units at W0805, want 2 (after the move)", len(u))
	}
	if shown(p, 3).Importance != widget.LowImportance || shown(p, 1).Importance == widget.LowImportance {
		t.Error("lines after the previewed point should be dimmed, and only those")
	}

	p.list.Select(0) // "0. Set-up"
	if at, past := s.Previewing(); !past || at != 0 {
		t.Errorf("clicking the set-up previews (%d, %v), want (0, true)", at, past)
	}
	p.list.Select(4) // the roll's event line: the board after action 2, the present
	if _, past := s.Previewing(); past {
		t.Errorf("clicking the newest action still previews")
	}
	if p.list.sel != -1 {
		t.Errorf("line %d stays selected in the present", p.list.sel)
	}

	p.list.Select(2) // an event line of action 1
	if at, past := s.Previewing(); !past || at != 1 {
		t.Fatalf("clicking an event of action 1 previews (%d, %v)", at, past)
	}
	test.Tap(p.back)
	if _, past := s.Previewing(); past {
		t.Error("Back to present left the board in the past")
	}
	if p.back.Visible() || p.list.sel != -1 {
		t.Errorf("after Back to present: button visible=%v, selected line %d", p.back.Visible(), p.list.sel)
	}

	// A preview started elsewhere (the board's own controls) selects its line.
	if err := s.Preview(1); err != nil {
		t.Fatal(err)
	}
	if p.list.sel != 1 || !p.back.Visible() {
		t.Errorf("after an outside preview: selected line %d, back visible=%v", p.list.sel, p.back.Visible())
	}
	if _, err := s.Apply(legal(t, s, "end-phase")); err != session.ErrPreviewing {
		t.Errorf("acting while previewing: %v", err)
	}
}

func TestLogScrollsToNewest(t *testing.T) {
	s := newSession(t, false)
	for i := 0; i < 60; i++ {
		if _, err := s.Apply(legal(t, s, "roll", "1d6")); err != nil {
			t.Fatal(err)
		}
	}
	p := NewLog(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(400, 300))
	first := p.list.GetScrollOffset()
	if first <= 0 {
		t.Fatalf("a long log opens at offset %v, not at its end", first)
	}
	if _, err := s.Apply(legal(t, s, "roll", "2d6")); err != nil {
		t.Fatal(err)
	}
	if next := p.list.GetScrollOffset(); next <= first {
		t.Errorf("after a new action the log stays at offset %v (was %v)", next, first)
	}
	if n := p.list.Length(); n != 1+61*2 {
		t.Errorf("%d lines, want %d", n, 1+61*2)
	}
}

func BenchmarkLogRebuild(b *testing.B) {
	s := newSession(b, false)
	roll := s.LegalWith("roll", "1d6")[0]
	for i := 0; i < 5000; i++ {
		if _, err := s.Apply(roll); err != nil {
			b.Fatal(err)
		}
	}
	p := NewLog(s, nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.refresh()
	}
}

// A line too long for the panel is cut with "…", and its full text shows
// wrapped under the list: the line under the pointer, else the selected
// one, else the newest.
func TestLogShowsFullTextOfLongLines(t *testing.T) {
	s := newSession(t, false)
	p := NewLog(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(260, 400))
	play(t, s)
	move := "1. Central Powers: move German infantry corps 5-3 W0805"
	event := s.Game.Log()[0].Events[0].String()
	roll := s.Game.Log()[1].Events[0].String()
	if want := "2. Central Powers: roll 2d6\n" + roll; p.detail.Text != want || p.detail.Wrapping != fyne.TextWrapWord {
		t.Errorf("detail %q (wrapping %v), want the newest line with its action %q, wrapped", p.detail.Text, p.detail.Wrapping, want)
	}
	if !p.detail.Visible() || p.detail.MinSize().Height < 2*shown(p, 1).MinSize().Height {
		t.Errorf("the detail is %v tall at 260 wide: the full text does not show", p.detail.MinSize())
	}
	// The list draws the rows: find the row of line 2 (the move's event).
	var row *logRow
	for _, o := range test.LaidOutObjects(p.list) {
		if r, ok := o.(*logRow); ok && r.id == 2 {
			row = r
		}
	}
	if row == nil {
		t.Fatal("line 2 is not drawn")
	}
	if row.label.Truncation != fyne.TextTruncateEllipsis {
		t.Error("a long row is not cut with an ellipsis")
	}
	row.MouseIn(&desktop.MouseEvent{})
	if want := "1. Central Powers: move German infantry corps 5-3 W0805\n" + event; p.detail.Text != want {
		t.Errorf("hovering the move's event: detail %q, want %q", p.detail.Text, want)
	}
	row.MouseOut()
	p.list.Select(1)
	if p.detail.Text != move {
		t.Errorf("with the move selected: detail %q, want %q", p.detail.Text, move)
	}
}
