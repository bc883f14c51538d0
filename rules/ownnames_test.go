package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// shadows is a tiny module with face-down units, for the owner's wording
// of texts that name them (rules.OwnNamer): each of the two sides has one
// face-down unit, "alpha scouts" of the first side (hidden:1) and "bravo
// sappers" of the second (hidden:2). Its texts name a face-down unit as
// every side may read it: "face-down unit of SIDE (hidden:N)". Verbs (any
// side, any time): "move REF" (a public line), "clash" (a public line
// naming both units, and a public roll naming the first), "whisper REF" (a
// line only the other side of the unit's owner reads), "reveal REF" (a
// line naming the unit before it turns face up), "rest REF" (always
// refused, naming the unit). Its forecast of "clash" names both units.
type shadows struct{}

func (shadows) ID() string   { return "shadows" }
func (shadows) Name() string { return "Shadows (engine test module)" }

func (shadows) New(s *scenarios.Scenario, _ rules.Options, _ *rand.Rand) (rules.State, error) {
	a, b := s.Sides[0].ID, s.Sides[1].ID
	return &shadowsState{Sides: []string{a, b}, Units: rules.Units{
		{ID: "alpha/1", Alias: 1, Type: "alpha", Side: a, Hidden: true},
		{ID: "bravo/1", Alias: 2, Type: "bravo", Side: b, Hidden: true},
	}}, nil
}

type shadowsState struct {
	Sides []string
	Units rules.Units
}

var shadowsNames = map[string]string{"alpha": "alpha scouts", "bravo": "bravo sappers"}

// cover is unit i as every side's texts name it.
func (s *shadowsState) cover(i int) string {
	if !s.Units[i].Hidden {
		return shadowsNames[s.Units[i].Type]
	}
	return fmt.Sprintf("face-down unit of %s (%s)", s.Units[i].Side, s.Units.Ref(i))
}

func (s *shadowsState) OwnName(ref string) (rules.HiddenName, bool) {
	i := s.Units.Resolve(ref)
	if i < 0 || !s.Units[i].Hidden {
		return rules.HiddenName{}, false
	}
	return rules.HiddenName{Side: s.Units[i].Side, Cover: s.cover(i), Name: shadowsNames[s.Units[i].Type] + " (face down)"}, true
}

func (s *shadowsState) Legal(side string) []rules.Action { return nil }

func (s *shadowsState) Check(a rules.Action) error {
	i := -1
	if len(a.Args) == 1 {
		i = s.Units.Resolve(a.Args[0])
	}
	switch {
	case a.Verb == "clash" && len(a.Args) == 0:
		return nil
	case i < 0:
		return rules.Refuse(a, "shadows 1", "no unit %v", a.Args)
	case a.Verb == "rest":
		return rules.Refuse(a, "shadows 2", "%s may not rest", s.cover(i))
	case slices.Contains([]string{"move", "whisper", "reveal"}, a.Verb):
		return nil
	}
	return rules.Refuse(a, "shadows 1", "no verb %q", a.Verb)
}

func (s *shadowsState) Apply(a rules.Action, ctx *rules.Context) error {
	if err := s.Check(a); err != nil {
		return err
	}
	if a.Verb == "clash" {
		ctx.Logf("%s clashes with %s", s.cover(0), s.cover(1))
		faces, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		ctx.LogRoll("", rules.Roll{For: "clash of " + s.cover(0), Dice: faces, Sides: 6, Total: faces[0], Result: s.cover(1) + " holds"})
		return nil
	}
	i := s.Units.Resolve(a.Args[0])
	switch a.Verb {
	case "move":
		ctx.Logf("%s moves", s.cover(i))
	case "whisper":
		other := s.Sides[0]
		if s.Units[i].Side == other {
			other = s.Sides[1]
		}
		ctx.LogTo(rules.SidesOnly(other), "%s is heard", s.cover(i))
	case "reveal":
		ctx.Logf("%s turns over", s.cover(i))
		ref := s.Units.Ref(i)
		s.Units[i].Hidden = false
		ctx.Reveal(ref)
		ctx.Logf("%s is %s", ref, s.cover(i))
	}
	return nil
}

func (s *shadowsState) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != "clash" {
		return rules.Forecast{}, false
	}
	return rules.Forecast{Title: "Clash of " + s.cover(0), Attackers: []string{s.cover(0)}, Defenders: []string{s.cover(1)},
		Outcomes: rules.Distribution{{Result: s.cover(1) + " holds", P: rules.NewProb(1, 1)}}}, true
}

func (s *shadowsState) Clone() rules.State {
	c := *s
	c.Units = s.Units.Clone()
	return &c
}

func (s *shadowsState) Status() rules.Status {
	return rules.Status{Phase: "play", PhaseName: "Play", Active: s.Sides}
}

func (s *shadowsState) View(side string) rules.View {
	return rules.View{Side: side, Status: s.Status()}
}

func init() { rules.Register(shadows{}) }

// shadowsGame is a new game of the shadows module and its two sides.
func shadowsGame(t *testing.T) (g *rules.Game, a, b string) {
	t.Helper()
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		t.Fatal(err)
	}
	c := *s
	c.Module = "shadows"
	g, err = rules.NewGame(&c, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	return g, c.Sides[0].ID, c.Sides[1].ID
}

// logLines are the event lines of g's last entry as side reads them.
func logLines(g *rules.Game, side string) []string {
	log := g.LogFor(side)
	var out []string
	for _, ev := range log[len(log)-1].Events {
		if len(ev.Own) > 0 {
			out = append(out, "OWN WORDINGS LEFT IN: "+fmt.Sprint(ev.Own))
		}
		out = append(out, ev.String())
	}
	return out
}

// A side reads its own face-down unit by its name in every log line it
// may read, the other side reads the module's words (the cover), and the
// referee, who sees everything, reads every unit named; a line the owner
// may not read gets no wording for it, and the reveal names the unit as it
// was when the line was written.
func TestOwnersReadTheirFaceDownUnitsByName(t *testing.T) {
	g, a, b := shadowsGame(t)
	coverA, coverB := "face-down unit of "+a+" (hidden:1)", "face-down unit of "+b+" (hidden:2)"
	tests := []struct {
		do           string
		owner, other []string // the lines as the first side, as the second reads them
		referee      []string
	}{
		{
			do:      a + " move hidden:1",
			owner:   []string{"alpha scouts (face down) moves"},
			other:   []string{coverA + " moves"},
			referee: []string{"alpha scouts (face down) moves"},
		},
		{
			do:      a + " clash",
			owner:   []string{"alpha scouts (face down) clashes with " + coverB, "clash of alpha scouts (face down): 1d6 [1]: " + coverB + " holds"},
			other:   []string{coverA + " clashes with bravo sappers (face down)", "clash of " + coverA + ": 1d6 [1]: bravo sappers (face down) holds"},
			referee: []string{"alpha scouts (face down) clashes with bravo sappers (face down)", "clash of alpha scouts (face down): 1d6 [1]: bravo sappers (face down) holds"},
		},
		{
			do:      b + " whisper hidden:1", // to b only: a may not read it
			owner:   nil,
			other:   []string{coverA + " is heard"},
			referee: []string{"alpha scouts (face down) is heard"},
		},
		{
			do:      a + " reveal hidden:1",
			owner:   []string{"alpha scouts (face down) turns over", "hidden:1 is alpha scouts"},
			other:   []string{coverA + " turns over", "hidden:1 is alpha scouts"},
			referee: []string{"alpha scouts (face down) turns over", "hidden:1 is alpha scouts"},
		},
	}
	for _, tc := range tests {
		act, err := rules.ParseAction(tc.do)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(act); err != nil {
			t.Fatalf("%s: %v", tc.do, err)
		}
		// The roll's face is the seeded die's: fill it in.
		for _, want := range [][]string{tc.owner, tc.other, tc.referee} {
			for k := range want {
				want[k] = strings.Replace(want[k], "[1]", fmt.Sprint(g.Log()[len(g.Log())-1].Faces), 1)
			}
		}
		for _, c := range []struct {
			side string
			want []string
		}{{a, tc.owner}, {b, tc.other}, {"", tc.referee}} {
			if got := logLines(g, c.side); !slices.Equal(got, c.want) {
				t.Errorf("%s, as %q reads it:\n got %q\nwant %q", tc.do, c.side, got, c.want)
			}
		}
	}
}

// A refusal of a side's action, and its forecast, name its own face-down
// units by name and the other side's by their covers: through Apply, and
// through Check and Forecast, which the window asks before acting.
func TestRefusalsAndForecastsNameTheActorsOwnUnits(t *testing.T) {
	g, a, b := shadowsGame(t)
	coverA := "face-down unit of " + a + " (hidden:1)"
	for _, tc := range []struct{ do, want string }{
		{a + " rest hidden:1", "alpha scouts (face down) may not rest"},
		{b + " rest hidden:1", coverA + " may not rest"},
		{a + " rest hidden:2", "face-down unit of " + b + " (hidden:2) may not rest"},
	} {
		act, _ := rules.ParseAction(tc.do)
		for name, err := range map[string]error{"Apply": func() error { _, err := g.Apply(act); return err }(), "Check": g.Check(act)} {
			var r *rules.Refusal
			if !errors.As(err, &r) || r.Reason != tc.want || r.Rule != "shadows 2" || !r.Action.Equal(act) {
				t.Errorf("%s(%s) = %v; want the refusal %q (shadows 2)", name, tc.do, err, tc.want)
			}
		}
	}
	if err := g.Check(rules.Action{Side: a, Verb: "clash"}); err != nil {
		t.Errorf("Check of a legal action: %v", err)
	}
	f, ok := g.Forecast(rules.Action{Side: a, Verb: "clash"})
	if !ok || f.Title != "Clash of alpha scouts (face down)" || !slices.Equal(f.Attackers, []string{"alpha scouts (face down)"}) ||
		!slices.Equal(f.Defenders, []string{"face-down unit of " + b + " (hidden:2)"}) || f.Outcomes[0].Result != "face-down unit of "+b+" (hidden:2) holds" {
		t.Errorf("the first side's forecast: %+v, %v", f, ok)
	}
	if f, _ := g.Forecast(rules.Action{Side: b, Verb: "clash"}); f.Attackers[0] != coverA || f.Outcomes[0].Result != "bravo sappers (face down) holds" {
		t.Errorf("the second side's forecast: %+v", f)
	}
}
