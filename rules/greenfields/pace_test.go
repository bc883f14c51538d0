package greenfields

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// The pace of a hotseat game (issue 24: "31 hand-over screens in 106
// actions before the first close assault ... four assault turns passed
// with no target"), measured by playing the bundled scenario with seeded
// dice and a plain "advance toward the enemy" policy (advance), and
// counting the hand-over screens as the window shows them (seat).
//
// Run `go test -run TestPace -v ./rules/greenfields` to print the numbers.

// seat counts the hand-over screens of a hotseat game by the window's rule
// (ui/session's follow and Actor): the side at the screen is the side to
// act, the one already served while it still may act (the air phase, where
// both may), else the first active side; whenever that side changes the
// screen is handed over, since a Green Fields game always keeps secrets
// (its units start unidentified). The first side to act takes the screen
// without one.
type seat struct {
	served, looker string
	handovers      int
}

// follow is called after every action with the sides that may act now.
func (s *seat) follow(active []string) {
	want := ""
	switch {
	case len(active) == 0:
	case slices.Contains(active, s.served):
		want = s.served
	default:
		want = active[0]
	}
	if want == "" {
		return
	}
	s.served = want
	if s.looker == "" {
		s.looker = want // the game opens on the first side to act
		return
	}
	if want != s.looker {
		s.handovers++
		s.looker = want
	}
}

// paceTurn is what happened in one assault turn of a measured game.
type paceTurn struct {
	name               string
	actions, handovers int
}

// pace is a measured game: its assault turns, and the actions and
// hand-overs played before the first fire at an enemy unit and before the
// first close assault (-1: it did not happen).
type pace struct {
	turns                         []paceTurn
	why                           map[string]int
	result                        string
	fireActions, fireHandovers    int
	closeActions, closeHandovers  int
	fireTurn, closeTurn           string
	actions, handovers            int
	movesBeforeClose, stepsBefore int
}

// String reports the measure as the note gives it.
func (p pace) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "first fire at an enemy: action %d (%s), %d hand-overs before it\n", p.fireActions, p.fireTurn, p.fireHandovers)
	fmt.Fprintf(&b, "first close assault: action %d (%s), %d hand-overs before it\n", p.closeActions, p.closeTurn, p.closeHandovers)
	fmt.Fprintf(&b, "move actions before the first close assault: %d (%d zones moved)\n", p.movesBeforeClose, p.stepsBefore)
	for _, t := range p.turns {
		fmt.Fprintf(&b, "  %-28s %4d actions %3d hand-overs\n", t.name, t.actions, t.handovers)
	}
	for _, k := range slices.Sorted(maps.Keys(p.why)) {
		fmt.Fprintf(&b, "  hand-overs to %s: %d\n", k, p.why[k])
	}
	fmt.Fprintf(&b, "total %d actions, %d hand-overs in %d assault turns (%.1f hand-overs a turn) %s\n",
		p.actions, p.handovers, len(p.turns), float64(p.handovers)/float64(max(len(p.turns), 1)), p.result)
	return b.String()
}

// measurePace plays the scenario ref from seed with the advance policy
// for turns assault turns (or to the game's end).
func measurePace(t testing.TB, ref string, seed uint64, turns int) pace {
	t.Helper()
	g, err := rules.StartGame(ref, nil, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	p := pace{fireActions: -1, closeActions: -1, fireHandovers: -1, closeHandovers: -1}
	var s seat
	s.follow(g.Status().Active)
	turnOf := func() string { return g.State().(*State).turnName() }
	cur := paceTurn{name: turnOf()}
	for n := 0; !g.Status().Over; n++ {
		if n > 20000 {
			t.Fatalf("the policy played 20000 actions without ending %d turns", turns)
		}
		st := g.State().(*State)
		a := advance(st, s.served, g.Status())
		moved := 0
		if a.Verb == "move" {
			moved = st.pathLen(a)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d, %s: %v", len(g.Log())+1, a, err)
		}
		p.actions++
		cur.actions++
		before := s.handovers
		s.follow(g.Status().Active)
		cur.handovers += s.handovers - before
		if s.handovers > before {
			why := "phase " + g.State().(*State).phase().ID
			if d := g.Status().Decision; d != nil {
				why = "choice " + g.State().(*State).Pending[0].Kind
				if why == "choice opfire" && len(g.State().(*State).LegalWith(d.Side, "opfire", "")) == 0 {
					why += " (only hold)"
				}
			}
			if p.why == nil {
				p.why = map[string]int{}
			}
			p.why[why]++
		}
		p.handovers += s.handovers - before
		st = g.State().(*State)
		if p.fireActions < 0 && slices.ContainsFunc(st.Units, func(u rules.Unit) bool { return u.HasFlag(FlagFired) }) {
			p.fireActions, p.fireHandovers, p.fireTurn = p.actions, s.handovers, cur.name
		}
		if p.closeActions < 0 {
			p.movesBeforeClose += min(moved, 1)
			p.stepsBefore += moved
			if a.Verb == "assault" {
				p.closeActions, p.closeHandovers, p.closeTurn = p.actions, s.handovers, cur.name
			}
		}
		if name := turnOf(); name != cur.name {
			p.turns = append(p.turns, cur)
			if len(p.turns) == turns {
				break
			}
			cur = paceTurn{name: name}
		}
	}
	if cur.actions > 0 && len(p.turns) < turns {
		p.turns = append(p.turns, cur) // the game ended in it
	}
	p.result = g.Status().Result
	return p
}

// advance is the measuring policy's next action for the side at the
// screen (served) or the side that must act: every choice answered with
// fire when fire is possible (opportunity fire with every unit able, then
// hold) and else its suggested answer; every gun firing at the zone with
// the most enemy units its side sees in range; every unit but balloons
// moving towards the nearest enemy unit its side sees, or the enemy's base
// line when it sees none (guns stop when one is in their range); every
// close assault fought, every reserve brought on; nothing bought, no halt,
// no air mission. Only what the acting side sees guides it.
func advance(st *State, served string, status rules.Status) rules.Action {
	side := served
	if !slices.Contains(status.Active, side) {
		side = status.Active[0]
	}
	legal := st.Legal(side)
	first := func(verb string) (rules.Action, bool) {
		k := slices.IndexFunc(legal, func(a rules.Action) bool { return a.Verb == verb })
		if k < 0 {
			return rules.Action{}, false
		}
		return legal[k], true
	}
	if d := status.Decision; d != nil {
		if a, ok := first("opfire"); ok {
			return a
		}
		return st.decisionFor(side).Default
	}
	switch st.phase().ID {
	case PhaseBombardFirst, PhaseBombardSecond:
		if a, ok := st.bestBarrage(side, legal); ok {
			return a
		}
	case PhaseMoveFirst, PhaseMoveSecond:
		if a, ok := st.bestAdvance(side, legal); ok {
			return a
		}
	case PhaseClose:
		if a, ok := first("assault"); ok {
			return a
		}
	case PhaseAir:
		a, _ := first(rules.CommitVerb)
		return a
	case PhaseReserveFirst, PhaseReserveSecond:
		if a, ok := first("enter"); ok {
			return a
		}
	}
	if a, ok := first("end-phase"); ok {
		return a
	}
	// A routing unit must flee before the movement ends: its first move.
	a, ok := first("move")
	if !ok {
		panic(fmt.Sprintf("the policy has nothing to do: %v", legal))
	}
	return a
}

// seenEnemies are the enemy ground units on the map side sees.
func (st *State) seenEnemies(side string) []int {
	var out []int
	for _, i := range st.onMap(other(side)) {
		if !st.isAircraft(i) && st.sees(side, i) {
			out = append(out, i)
		}
	}
	return out
}

// bestBarrage is a plain barrage (no gas) of a gun that has not announced
// fire, at the legal zone where side sees the most enemy units.
func (st *State) bestBarrage(side string, legal []rules.Action) (rules.Action, bool) {
	count := map[string]int{}
	for _, i := range st.seenEnemies(side) {
		count[st.label(st.Units[i].Loc)]++
	}
	best, n := rules.Action{}, 0
	for _, a := range legal {
		if a.Verb == "barrage" && len(a.Args) == 2 && count[a.Args[1]] > n && st.barrageOf(st.unitArg(a.Args[0])) < 0 {
			best, n = a, count[a.Args[1]]
		}
	}
	return best, n > 0
}

// aim is how far the zone at l is from what side's units advance on: the
// nearest enemy ground unit side sees, else the enemy's base line.
func (st *State) aim(side string, l rules.Location, seen []int) int {
	d := -1
	for _, e := range seen {
		if n := st.fixed.topo.Distance(l.Cell, st.Units[e].Loc.Cell); d < 0 || n < d {
			d = n
		}
	}
	if d < 0 {
		return 100 + st.lineDistance(other(side), l)
	}
	return d
}

// bestAdvance is the legal move (of the first unit in list order that has
// one) that brings a unit nearest to what it advances on; guns do not
// advance once a seen enemy is within their range, balloons stay.
func (st *State) bestAdvance(side string, legal []rules.Action) (rules.Action, bool) {
	seen := st.seenEnemies(side)
	best, gain := rules.Action{}, 0
	unit := -1
	for _, a := range legal {
		if a.Verb != "move" || a.Args[1] == offBoard {
			continue
		}
		i := st.unitArg(a.Args[0])
		if unit >= 0 && i != unit || st.class(i) == Balloon {
			continue
		}
		from := st.aim(side, st.Units[i].Loc, seen)
		if st.class(i).isArtillery() && from <= st.gunRange(i) {
			continue
		}
		to, _ := st.zoneLoc(st.moveDest(a))
		if g := from - st.aim(side, to, seen); g > gain {
			best, gain, unit = a, g, i
		}
	}
	return best, gain > 0
}

// moveDest is the zone a move action ends in.
func (st *State) moveDest(a rules.Action) string { return a.Args[len(a.Args)-1] }

// pathLen is the zones a move action moves.
func (st *State) pathLen(a rules.Action) int {
	if a.Args[1] == offBoard {
		return 1
	}
	l, _ := st.zoneLoc(a.Args[1])
	return len(st.route(st.unitArg(a.Args[0]))[l.Cell].cells)
}

// The bundled 1914 scenario "begins with an assault" (RULINGS.md, "Where
// the armies start"): played by the advance policy, the first fire at an
// enemy unit comes on the first assault turn and the first close assault on
// the first day. The numbers of the measure are logged (-v).
func TestPaceBundled(t *testing.T) {
	p := measurePace(t, "builtin:greenfields-1914", 1, 5)
	t.Logf("builtin:greenfields-1914, seed 1, the advance policy:\n%s", p)
	if p.fireTurn != "Day 1, assault turn 1 of 4" {
		t.Errorf("the first fire at an enemy came at action %d, %q; want the first assault turn", p.fireActions, p.fireTurn)
	}
	if p.closeActions < 0 || !strings.HasPrefix(p.closeTurn, "Day 1,") {
		t.Errorf("the first close assault came at action %d, %q; want the first day", p.closeActions, p.closeTurn)
	}
}
