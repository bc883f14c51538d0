package panels

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// aboardModule is freeplay whose views put ger-art/1 aboard ger-inf/1, as
// a module with transports or Zeppelins would.
type aboardModule struct{ freeplay.Module }

func (aboardModule) ID() string { return "aboard-panel-test" }

func (m aboardModule) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, opts, setup)
	return aboardState{st}, err
}

type aboardState struct{ rules.State }

func (s aboardState) Clone() rules.State { return aboardState{s.State.Clone()} }

func (s aboardState) View(side string) rules.View {
	v := s.State.View(side)
	var carrier *rules.UnitView
	for i := range v.Units {
		if v.Units[i].ID == "ger-inf/1" {
			carrier = &v.Units[i]
		}
	}
	for i := range v.Units {
		if v.Units[i].ID == "ger-art/1" && carrier != nil {
			u := &v.Units[i]
			u.Aboard, u.Map, u.Cell, u.Box = carrier.ID, carrier.Map, carrier.Cell, carrier.Box
		}
	}
	return v
}

func init() { rules.Register(aboardModule{}) }

// aboardSession is a session on test-hex-flat played by aboardModule.
func aboardSession(t *testing.T) *session.Session {
	t.Helper()
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	c := *sc
	c.Module = "aboard-panel-test"
	g, err := rules.NewGame(&c, nil, 42, false)
	if err != nil {
		t.Fatal(err)
	}
	return session.New(g)
}

// A passenger is listed under its carrier, titled "Aboard:", and is not a
// counter of the carrier's stack (nor of its own old place).
func TestStackListsPassengersUnderTheirCarrier(t *testing.T) {
	s := aboardSession(t)
	p := NewStack(s, nil)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))
	if p.header.Text != "W0906: 2 units, top first" || len(p.rows) != 2 {
		t.Fatalf("W0906 shows %q with %d stack rows, want the 2 ger-inf (the passenger is no counter of the stack)", p.header.Text, len(p.rows))
	}
	text := bodyText(p)
	carrier := strings.LastIndex(text, "German infantry corps 5-3\n") // ger-inf/1, at the bottom: shown last
	aboard := strings.Index(text, "Aboard: Monstrous artillery")
	if aboard < 0 || carrier < 0 || aboard < carrier {
		t.Errorf("the passenger is not listed under its carrier, the last row:\n%s", text)
	}
	s.Select(loc(t, s, "W1005"))
	if strings.Contains(bodyText(p), "artillery") {
		t.Errorf("the passenger is still shown at its old place:\n%s", bodyText(p))
	}
}

// bodyText is every label of the panel's body, in order, one a line.
func bodyText(p *Stack) string {
	var b strings.Builder
	for _, o := range p.body.Objects {
		for _, l := range test.LaidOutObjects(o) {
			if lab, ok := l.(*widget.Label); ok {
				b.WriteString(lab.Text + "\n")
			}
		}
	}
	return b.String()
}
