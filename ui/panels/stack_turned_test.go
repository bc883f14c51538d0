package panels

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// The stack panel (and the board's tooltip, UnitText) says a turned
// counter is on its side, just before the module's words for why; a
// counter not turned gets no such line.
func TestStackSaysTurned(t *testing.T) {
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 42, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	gas := "out of gas: no moves this turn; may defend"
	for _, c := range []struct {
		u    rules.UnitView
		want bool
	}{
		{rules.UnitView{ID: "ger-inf/1", Type: "ger-inf", Nation: "germany", Side: "central", Flags: []string{gas}, Turned: true}, true},
		{rules.UnitView{ID: "hidden:3", Nation: "germany", Side: "central", Flags: []string{gas}, Turned: true}, true},
		{rules.UnitView{ID: "ger-inf/1", Type: "ger-inf", Nation: "germany", Side: "central", Flags: []string{gas}}, false},
	} {
		lines := strings.Split(UnitText(s, c.u), "\n")
		at := slices.Index(lines, turnedText)
		switch {
		case c.want && (at < 0 || at+1 >= len(lines) || lines[at+1] != gas):
			t.Errorf("%s turned: %q, want %q just before %q", c.u.ID, lines, turnedText, gas)
		case !c.want && at >= 0:
			t.Errorf("%s upright: %q says %q", c.u.ID, lines, turnedText)
		}
	}
}
