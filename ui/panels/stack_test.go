package panels

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/rules/freeplay"
)

// verbsOf lists the verbs row i of p offers, in button order.
func verbsOf(p *Stack, i int) []string {
	var out []string
	for _, v := range unitVerbs {
		if p.rows[i].buttons[v.verb] != nil {
			out = append(out, v.verb)
		}
	}
	return out
}

// allText is everything the stack panel's rows say.
func allText(p *Stack) string {
	var b strings.Builder
	b.WriteString(p.header.Text)
	for _, r := range p.rows {
		b.WriteString("\n" + r.title.Text + "\n" + r.detail.Text)
	}
	return b.String()
}

func TestStackListsSelectedUnits(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	test.NewTempWindow(t, p.Object())
	if p.header.Text != "Nothing selected" || len(p.rows) != 0 {
		t.Fatalf("with no selection the panel shows %q and %d units", p.header.Text, len(p.rows))
	}

	s.Select(loc(t, s, "W0906"))
	if p.header.Text != "W0906: 2 units, top first" || len(p.rows) != 2 {
		t.Fatalf("W0906 shows %q with %d units, want 2 ger-inf", p.header.Text, len(p.rows))
	}
	r := p.rows[1]                                   // top first: ger-inf/1 is at the bottom
	if r.title.Text != "German infantry corps 5-3" { // people read names, not ids
		t.Errorf("title %q", r.title.Text)
	}
	want := "Germany, Central Powers\nfull strength: 5-3 (combat 5, move 3)"
	if r.detail.Text != want {
		t.Errorf("details %q, want %q", r.detail.Text, want)
	}
	if got := strings.Join(verbsOf(p, 1), " "); got != "flip hide remove" {
		t.Errorf("ger-inf/1 offers %q, want flip hide remove (reveal is not legal on a face-up unit)", got)
	}

	// A reduced unit: the catalogue's step label and the reduced values.
	s.Select(loc(t, s, "W0805"))
	if len(p.rows) != 1 || p.rows[0].detail.Text != "Germany, Central Powers\nreduced: 3-3 (combat 3, move 3)" {
		t.Errorf("W0805 shows %q", allText(p))
	}
	// A single-step unit offers no flip, and its values keep print order.
	s.Select(loc(t, s, "W1005"))
	if d := p.rows[0].detail.Text; !strings.Contains(d, "attack 4, defense 1, move 2") || strings.Contains(d, "strength") {
		t.Errorf("ger-art details %q", d)
	}
	if got := strings.Join(verbsOf(p, 0), " "); got != "hide remove" {
		t.Errorf("ger-art offers %q, want hide remove", got)
	}

	s.Select(loc(t, s, "W0101"))
	if p.header.Text != "W0101: no units" || len(p.rows) != 0 {
		t.Errorf("an empty cell shows %q", allText(p))
	}
	s.Select(nil)
	if p.header.Text != "Nothing selected" {
		t.Errorf("after deselecting: %q", p.header.Text)
	}
}

func TestStackHiddenUnits(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	test.NewTempWindow(t, p.Object())

	// The Central Powers act and so are the viewer: the French infantry
	// at W0304 is face down and theirs to guess.
	s.Select(loc(t, s, "W0304"))
	if len(p.rows) != 1 {
		t.Fatalf("W0304 shows %q", allText(p))
	}
	r := p.rows[0]
	if !strings.HasPrefix(r.unit.ID, "hidden:") || r.title.Text != "face-down unit of France" {
		t.Errorf("hidden enemy titled %q", r.title.Text)
	}
	if r.detail.Text != "France, Allies\nface down: type and strength unknown" {
		t.Errorf("hidden enemy details %q", r.detail.Text)
	}
	if txt := allText(p); strings.Contains(txt, "fr-inf") || strings.Contains(txt, "infantry") || strings.Contains(txt, "combat") {
		t.Errorf("the panel gives the hidden unit away: %q", txt)
	}
	if v := verbsOf(p, 0); strings.Contains(strings.Join(v, " "), "reveal") || strings.Contains(strings.Join(v, " "), "hide") {
		t.Errorf("a hidden enemy offers %v; only its own side reveals or hides it", v)
	}

	// Their own face-down HQ: they see what it is, and may reveal it.
	s.Select(loc(t, s, "W1106"))
	r = p.rows[0]
	ref := r.unit.ID
	if !strings.HasPrefix(ref, "hidden:") || r.title.Text != "German army HQ 1-3" {
		t.Errorf("own hidden unit titled %q", r.title.Text)
	}
	if !strings.Contains(r.detail.Text, "face down") {
		t.Errorf("own hidden unit details %q do not say it is face down", r.detail.Text)
	}
	reveal := r.buttons["reveal"]
	if reveal == nil || r.buttons["hide"] != nil {
		t.Fatalf("own hidden unit offers %v, want reveal and not hide", verbsOf(p, 0))
	}
	test.Tap(reveal)
	if u := unit(t, s, "ger-hq/1"); u.Hidden {
		t.Errorf("Reveal left ger-hq/1 hidden")
	}
	if p.rows[0].title.Text != "German army HQ 1-3" || strings.Contains(p.rows[0].detail.Text, "face down") {
		t.Errorf("after Reveal the panel shows %q", allText(p))
	}
}

func TestStackFlipAndRemove(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewStack(s, st.fn)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))

	test.Tap(p.rows[1].buttons["flip"]) // ger-inf/1, under ger-inf/2
	if u := unit(t, s, "ger-inf/1"); u.Step != 1 {
		t.Fatalf("after Flip ger-inf/1 is at step %d, want 1", u.Step)
	}
	if e := s.Game.Log(); len(e) != 1 || e[0].Action.String() != "central flip ger-inf/1" {
		t.Errorf("log after Flip: %v", e)
	}
	if d := p.rows[1].detail.Text; !strings.Contains(d, "reduced: 3-3") {
		t.Errorf("the panel did not refresh after Flip: %q", d)
	}
	if st.last() != "" {
		t.Errorf("a successful action left status %q", st.last())
	}

	test.Tap(p.rows[0].buttons["remove"])
	if u := unit(t, s, "ger-inf/2"); u.Box != "eliminated" {
		t.Errorf("after Remove ger-inf/2 is at %+v", u)
	}
	if p.header.Text != "W0906: 1 unit" || len(p.rows) != 1 {
		t.Errorf("after Remove the panel shows %q", allText(p))
	}
}

func TestStackRefusalGoesToStatus(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewStack(s, st.fn)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))
	flip := p.rows[1].buttons["flip"]

	endPhaseBehindSessionsBack(t, s) // the Allies act now; the button is stale
	test.Tap(flip)
	if u := unit(t, s, "ger-inf/1"); u.Step != 0 {
		t.Errorf("a refused flip changed the unit to step %d", u.Step)
	}
	want := "Refused: it is the Allies turn, not the Central Powers turn (" + freeplay.RuleTurn + ")"
	if st.last() != want {
		t.Errorf("status %q, want %q", st.last(), want)
	}
}

func TestStackNoButtonsWhilePreviewingOrForAnotherSeat(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))
	if _, err := s.Apply(legal(t, s, "flip", "ger-inf/1")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(legal(t, s, "roll", "1d6")); err != nil {
		t.Fatal(err)
	}
	if err := s.Preview(0); err != nil {
		t.Fatal(err)
	}
	if len(p.rows) != 2 || len(p.rows[1].buttons) != 0 {
		t.Fatalf("while previewing the stack offers %v", verbsOf(p, 1))
	}
	if !strings.Contains(p.rows[1].detail.Text, "full strength") {
		t.Errorf("the preview of the set-up shows ger-inf/1 as %q", p.rows[0].detail.Text)
	}
	if err := s.Preview(-1); err != nil {
		t.Fatal(err)
	}
	if len(p.rows[0].buttons) == 0 {
		t.Errorf("back in the present the stack offers nothing")
	}

	s.Seat = "allies" // the players at this screen are the Allies
	s.Select(loc(t, s, "W0805"))
	if len(p.rows[0].buttons) != 0 {
		t.Errorf("the Allies' screen offers %v during the Central Powers turn", verbsOf(p, 0))
	}
}

// Selecting a small stack after scrolling down a big one shows the small
// one's units: the list starts at its top again, not scrolled past them.
func TestStackScrollResetsForAnotherStack(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(320, 300))
	// Every unit into the Central reserve: a stack far taller than the panel.
	box := loc(t, s, "box:central-reserve")
	for _, u := range s.View().Units {
		if u.Box == "central-reserve" {
			continue
		}
		if _, err := s.Apply(rules.Action{Side: s.Actor(), Verb: "move", Args: []string{u.ID, "box:central-reserve"}}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Apply(rules.Action{Side: s.Actor(), Verb: "move", Args: []string{"ger-inf/1", "W0505"}}); err != nil { // one back out, alone
		t.Fatal(err)
	}
	alone, _ := s.UnitLocation(unit(t, s, "ger-inf/1"))
	// The window's driver lays the scroll out again whenever what it
	// holds changes size (EnsureMinSize); the test canvas does not.
	relayout := func() { test.WidgetRenderer(p.scroll).Layout(p.scroll.Size()) }
	s.Select(box)
	relayout()
	if p.header.Text != "Central reserve: 13 units" {
		t.Errorf("the box's header %q, want its name and no stacking order", p.header.Text)
	}
	if len(p.rows) != 13 || p.scroll.Content.Size().Height < 3*p.scroll.Size().Height {
		t.Fatalf("the box shows %d units in %v of a %v panel, want 13 units, far taller", len(p.rows), p.scroll.Content.Size(), p.scroll.Size())
	}
	p.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -10000)}) // the wheel, to the end
	if p.scroll.Offset.Y == 0 {
		t.Fatal("the wheel did not scroll the box's units")
	}
	s.Select(&alone)
	relayout()
	if len(p.rows) != 1 {
		t.Fatalf("%v shows %d units, want ger-inf/1 alone", alone, len(p.rows))
	}
	// The row must be inside the scroll's viewport.
	top := p.scroll.Content.Position().Y + p.rows[0].box.Position().Y
	if top < 0 || top >= p.scroll.Size().Height {
		t.Errorf("the only row is at %v of a %v viewport (offset %v): the panel looks blank", top, p.scroll.Size().Height, p.scroll.Offset.Y)
	}

	// The same place getting shorter: every unit but one leaves the box
	// while its list is scrolled to the end.
	s.Select(box)
	relayout()
	p.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -10000)})
	for _, u := range s.UnitsAt(*box)[1:] {
		if _, err := s.Apply(rules.Action{Side: s.Actor(), Verb: "move", Args: []string{u.ID, "W0505"}}); err != nil {
			t.Fatal(err)
		}
	}
	relayout()
	if len(p.rows) != 1 {
		t.Fatalf("the box shows %d units, want 1", len(p.rows))
	}
	if top := p.scroll.Content.Position().Y + p.rows[0].box.Position().Y; top < 0 || top >= p.scroll.Size().Height {
		t.Errorf("the box's last unit is at %v of a %v viewport: the panel looks blank", top, p.scroll.Size().Height)
	}
}
