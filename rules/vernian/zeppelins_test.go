package vernian

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// airFresh is fresh at the German New Units Phase of Strategic Turn A,
// Operational Turn 1, with the clock then set to phase id of that turn
// (an air phase with nothing to do passes by itself, so a test arranges
// its air units on a clock set by hand).
func airFresh(t testing.TB, opts rules.Options, id string) *State {
	t.Helper()
	st := fresh(t, opts, PhaseGerNewUnits)
	setPhase(t, st, id)
	return st
}

// setPhase sets the clock to phase id of the current operational turn.
func setPhase(t testing.TB, st *State, id string) {
	t.Helper()
	for k, ph := range st.fixed.op.Phases {
		if ph.ID == id {
			st.Clock.Phase = k
			st.Spent = nil
			st.memo.reset()
			return
		}
	}
	t.Fatalf("no phase %s", id)
}

// destTexts are the hexes of unit id's legal move actions.
func destTexts(st *State, side, id string) []string {
	var out []string
	for _, a := range st.LegalWith(side, "move", id) {
		out = append(out, a.Args[1])
	}
	return out
}

// 000 Über-Zeppelins a: "up to six hexes (i.e. double the middle number on
// the Zeppelin counter), but it may only move if the final hex moved to
// could trace Attack Supply in the normal fashion (over land). The hex
// must not contain an enemy unit. The presence of Zeppelins is always
// ignored"; "Zeppelins may never end a move over water".
func TestZeppelinBaseChange(t *testing.T) {
	st := airFresh(t, nil, PhaseGerBaseChange)
	z := add(t, st, "ger-zep-3", "W0703") // Aachen, a 0-3-3: six hexes
	if d := dist(t, st, "W0703", "W0706"); d != 3 {
		t.Fatalf("W0706 is %d hexes from Aachen, want 3", d)
	}
	wantLegal(t, st, act(Germans, "move", z, "W0706"))
	// The board's cost labels: one movement point per hex, six to fly.
	if costs, left, ok := st.MoveCosts(Germans, z); !ok || left != 6 || costs["W0706"] != 3 || len(costs) != len(destTexts(st, Germans, z)) {
		t.Errorf("MoveCosts: %v left %d ok %v", costs, left, ok)
	}
	// Seven hexes away: out of a 0-3-3's six.
	if d := dist(t, st, "W0703", "W0308"); d != 7 {
		t.Fatalf("W0308 is %d hexes from Aachen, want 7", d)
	}
	wantRefused(t, st, act(Germans, "move", z, "W0308"), RuleZeppelins, "out of reach", "up to 6 hexes")
	// W0101 is sea, six hexes off.
	wantRefused(t, st, act(Germans, "move", z, "W0101"), RuleZeppelins, "never end a move over water")
	// W0305 (France) traces no German Attack Supply: four hexes from the
	// nearest German town, supply range 3.
	if s := supplyAt(t, st, Germans, "W0305"); s == AttackSupply {
		t.Fatalf("W0305 is in German Attack Supply: the test needs it out")
	}
	wantRefused(t, st, act(Germans, "move", z, "W0305"), RuleZeppelins+" a", "could trace Attack Supply overland")
	// A Zeppelin next to it supplies W0305, but Zeppelins are ignored.
	add(t, st, "ger-zep-3", "W0304")
	if s := supplyAt(t, st, Germans, "W0305"); s != AttackSupply {
		t.Fatalf("W0305 next to a Zeppelin is %s, want Attack Supply", s)
	}
	wantRefused(t, st, act(Germans, "move", z, "W0305"), RuleZeppelins+" a", "could trace Attack Supply overland")
	// Enemy units, ground or air, bar a base.
	add(t, st, "fra-inf", "W0604")
	add(t, st, "fra-flyer-f", "W0804")
	wantRefused(t, st, act(Germans, "move", z, "W0604"), RuleZeppelins+" a", "without enemy units")
	wantRefused(t, st, act(Germans, "move", z, "W0804"), RuleZeppelins+" a", "without enemy units")
	// Five Zeppelins fill a hex; ground units do not count.
	for range 5 {
		add(t, st, "ger-zep-4", "W0904")
	}
	add(t, st, "ger-inf", "W0904")
	wantRefused(t, st, act(Germans, "move", z, "W0904"), RuleZeppelins, "5 Zeppelins per hex")
	wantLegal(t, st, act(Germans, "move", z, "W0905"))
	// Once per phase.
	lines := do(t, st, act(Germans, "move", z, "W0706"), nil)
	if !hasLine(lines, "changes base", "W0706", "3 hexes") {
		t.Errorf("log %v", lines)
	}
	wantRefused(t, st, act(Germans, "move", z, "W0707"), RuleZeppelins, "already moved")
}

// "If no such base is in range, the Zeppelin must stay put", and the phase
// may end with it there.
func TestZeppelinBaseChangeNoBase(t *testing.T) {
	st := airFresh(t, nil, PhaseGerBaseChange)
	z := add(t, st, "ger-zep-3", "W0107") // six hexes and more from German supply
	for _, h := range destTexts(st, Germans, z) {
		if supplyAt(t, st, Germans, h) != AttackSupply {
			t.Errorf("%s offered though not in Attack Supply", h)
		}
	}
	// Allied units on every hex in reach that traces German supply.
	st.Units[idx(t, st, z)].Loc = loc(t, st, "W0106")
	wall(t, st)
	st.memo.reset()
	if got := destTexts(st, Germans, z); len(got) != 0 {
		t.Fatalf("a cut-off Zeppelin may base at %v", got)
	}
	wantLegal(t, st, act(Germans, "end-phase"))
}

// 000 Über-Zeppelins, Crossing the Channel: "A Zeppelin entering this hex
// from the West Front (hex W7005) is immediately placed on Dover; a
// Zeppelin in Dover which wants to go back to France is immediately placed
// on 7005." On the bundled maps, one hex each way.
func TestZeppelinChannelCrossing(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	st0, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	st := st0.(*State)
	dover := st.fixed.dover
	w7005 := loc(t, st, "W7005")
	z := add(t, st, "ger-zep-3", "W7005")
	i := idx(t, st, z)
	if d, ok := st.airReach(i, 1)[dover]; !ok || d != 1 {
		t.Errorf("from W7005 Dover is %d hexes (reached %v), want 1", d, ok)
	}
	st.Units[i].Loc = dover
	if d, ok := st.airReach(i, 1)[w7005]; !ok || d != 1 {
		t.Errorf("from Dover W7005 is %d hexes (reached %v), want 1", d, ok)
	}
	// Any other way into the N arrow hex does not cross.
	st.Units[i].Loc = loc(t, st, "W7104")
	if _, ok := st.airReach(i, 1)[dover]; ok {
		t.Errorf("W7104 reaches Dover in one hex: only W7005 crosses")
	}
}

// 000 Über-Zeppelins b: "a Zeppelin may pick up one Crack Troop from its
// own hex. Each Zeppelin may carry one, and only one, Crack Troop. No other
// ground units may be carried." 000 Tanks: "Tanks cannot be transported by
// Zeppelins."
func TestEmbarkation(t *testing.T) {
	st := airFresh(t, nil, PhaseGerEmbark)
	z := add(t, st, "ger-zep-3", "W0706")
	z2 := add(t, st, "ger-zep-3", "W0806")
	c1 := add(t, st, "ger-crack", "W0706")
	c2 := add(t, st, "ger-crack", "W0706")
	far := add(t, st, "ger-crack", "W0707")
	inf := add(t, st, "ger-inf", "W0706")
	tank := add(t, st, "ger-tank", "W0706")
	wantRefused(t, st, act(Germans, "embark", inf, z), RuleCrack+" c", "only Crack Troops")
	wantRefused(t, st, act(Germans, "embark", tank, z), RuleCrack+" c", "only Crack Troops")
	wantRefused(t, st, act(Germans, "embark", far, z), RuleZeppelins+" b", "its own hex")
	wantRefused(t, st, act(Germans, "embark", c1, z2), RuleZeppelins+" b", "its own hex")
	lines := do(t, st, act(Germans, "embark", c1, z), nil)
	if !hasLine(lines, "embarks on", "W0706") {
		t.Errorf("log %v", lines)
	}
	if l := st.Units[idx(t, st, c1)].Loc; l != rules.AboardLocation(z) {
		t.Fatalf("the Crack Troop is at %v, want aboard %s", l, z)
	}
	// "Show the fact that the Troop is embarked by putting it directly
	// above the Zeppelin in the stack": every view lists it aboard the
	// Zeppelin, at the Zeppelin's hex.
	for _, viewer := range []string{"", Germans, Allies} {
		for _, uv := range st.View(viewer).Units {
			if uv.ID == c1 && (uv.Aboard != z || uv.Map != "test-west" || uv.Cell != "W0706") {
				t.Errorf("%q sees the passenger as %+v, want aboard %s at W0706", viewer, uv, z)
			}
		}
	}
	wantRefused(t, st, act(Germans, "embark", c2, z), RuleZeppelins+" b", "one, and only one")
	wantRefused(t, st, act(Germans, "embark", c1, z), RuleZeppelins+" b", "is not on the map") // aboard already: it cannot embark twice
}

// A face-down Crack Troop turns face up as it boards: only Crack Troops
// fly (RULINGS.md).
func TestEmbarkRevealsCrack(t *testing.T) {
	st := airFresh(t, nil, PhaseGerEmbark)
	z := add(t, st, "ger-zep-3", "W0706")
	c := add(t, st, "ger-crack", "W0706")
	i := idx(t, st, c)
	st.Units[i].Hidden = true
	lines := do(t, st, act(Germans, "embark", st.Units.Ref(i), z), nil)
	if st.Units[idx(t, st, c)].Hidden {
		t.Error("still face down aboard")
	}
	if !hasLine(lines, "Revealed", "only Crack Troops fly") {
		t.Errorf("log %v", lines)
	}
}

// 000 Über-Zeppelins c: "double the third number on its counter (so a
// 0-3-3 Zeppelin could Sortie six hexes; a 0-3-6 Zeppelin could Sortie
// twelve hexes). The final hex moved to may contain an enemy unit ... A
// Zeppelin which is carrying a Crack Troop may not end its Sortie over a
// hex containing an enemy ground unit, even an HQ."
func TestZeppelinSortie(t *testing.T) {
	st := airFresh(t, nil, PhaseGerSortie)
	z3 := add(t, st, "ger-zep-3", "W0703")
	z6 := add(t, st, "ger-zep-6", "W0703")
	wantRefused(t, st, act(Germans, "move", z3, "W0308"), RuleZeppelins, "out of reach", "up to 6 hexes")
	wantLegal(t, st, act(Germans, "move", z6, "W0308")) // 7 hexes of 12, deep in France
	add(t, st, "fra-hq-13", "W0406")
	add(t, st, "fra-inf", "W0506")
	wantLegal(t, st, act(Germans, "move", z6, "W0406"))
	c := add(t, st, "ger-crack", "W0703")
	st.Units[idx(t, st, c)].Loc = rules.AboardLocation(z3)
	st.memo.reset()
	wantRefused(t, st, act(Germans, "move", z3, "W0406"), RuleZeppelins+" c", "carrying a Crack Troop", "even an HQ")
	wantRefused(t, st, act(Germans, "move", z3, "W0506"), RuleZeppelins+" c", "carrying a Crack Troop")
	lines := do(t, st, act(Germans, "move", z3, "W0405"), nil)
	if !hasLine(lines, "sorties", "W0405", "carrying") {
		t.Errorf("log %v", lines)
	}
	if got := st.Units.Place(idx(t, st, c)); got != loc(t, st, "W0405") {
		t.Errorf("the passenger is at %v, want W0405 with its Zeppelin", got)
	}
	// Ether Flyers do not sortie.
	f := add(t, st, "ger-flyer-f", "W0803")
	wantRefused(t, st, act(Germans, "move", f, "W0804"), RuleFlyers, "do not sortie")
}

// Base Change and Sortie take place before ground movement: ground units
// do not move in them, and Zeppelins make no ground moves.
func TestAirPhasesAreForAirUnits(t *testing.T) {
	st := airFresh(t, nil, PhaseGerSortie)
	inf := add(t, st, "ger-inf", "W0706")
	wantRefused(t, st, act(Germans, "move", inf, "W0707"), RuleSequence, "only air units move")
	setPhase(t, st, PhaseGerMovement)
	z := add(t, st, "ger-zep-3", "W0703")
	st.markStartSupply()
	wantRefused(t, st, act(Germans, "move", z, "W0704"), RuleZeppelins, "Base Change Phase")
}

// A storm holds its air units until they roll to escape (000 Inventions
// b: "units which fail to rebase cannot Sortie"), and none enters it.
func TestZeppelinInStorm(t *testing.T) {
	st := airFresh(t, nil, PhaseGerSortie)
	z := add(t, st, "ger-zep-3", "W0703")
	z2 := add(t, st, "ger-zep-3", "W0803")
	st.Air.Storms = []string{"W0703", "W0705"}
	st.memo.reset()
	wantRefused(t, st, act(Germans, "move", z, "W0704"), RuleStorms+" b", "storm")
	if slices.Contains(destTexts(st, Germans, z2), "W0705") {
		t.Error("a Zeppelin may end in a storm")
	}
	st.Air.Escape = map[string]bool{z: true}
	st.memo.reset()
	wantLegal(t, st, act(Germans, "move", z, "W0704"))
}

// Disembarkation: "Zeppelins carrying passengers MUST land the passengers
// during the Movement Phase of the turn they pick them up. Passengers
// can't remain in the air. Disembarking costs all of a ground unit's
// movement points".
func TestDisembarkation(t *testing.T) {
	st := airFresh(t, nil, PhaseGerMovement)
	z := add(t, st, "ger-zep-3", "W0405")
	c := add(t, st, "ger-crack", "W0703")
	st.Units[idx(t, st, c)].Loc = rules.AboardLocation(z)
	st.markStartSupply()
	st.memo.reset()
	wantRefused(t, st, act(Germans, "end-phase"), RuleZeppelins, "can't remain in the air")
	// The phase panel says so, as a required item.
	landing := func() bool {
		for _, it := range st.Status().Checklist {
			if it.Required && strings.Contains(it.Text, "can't remain in the air") {
				return true
			}
		}
		return false
	}
	if !landing() {
		t.Errorf("checklist %+v does not ask to land the passenger", st.Status().Checklist)
	}
	wantRefused(t, st, act(Germans, "move", c, "W0406"), RuleZeppelins, "only in its Zeppelin's hex")
	if got := destTexts(st, Germans, c); !slices.Equal(got, []string{"W0405"}) {
		t.Fatalf("the passenger may land at %v, want only W0405", got)
	}
	lines := do(t, st, act(Germans, "move", c, "W0405"), nil)
	if !hasLine(lines, "disembarks", "W0405", "all its movement points") {
		t.Errorf("log %v", lines)
	}
	if got := destTexts(st, Germans, c); len(got) != 0 {
		t.Errorf("after landing it may still move to %v", got)
	}
	wantLegal(t, st, act(Germans, "end-phase"))
	if landing() {
		t.Errorf("checklist %+v still asks to land the passenger", st.Status().Checklist)
	}
}

// "The final hex moved to may contain an enemy unit, although this
// prohibits Disembarkation": the passenger cannot land, and at the end of
// the phase it is lost ("ground units may not end a player-turn in the
// air").
func TestPassengerLostWhenItCannotLand(t *testing.T) {
	st := airFresh(t, nil, PhaseGerMovement)
	z := add(t, st, "ger-zep-3", "W0405")
	add(t, st, "fra-flyer-f", "W0405")
	c := add(t, st, "ger-crack", "W0703")
	st.Units[idx(t, st, c)].Loc = rules.AboardLocation(z)
	st.memo.reset()
	wantRefused(t, st, act(Germans, "move", c, "W0405"), RuleZeppelins+" c", "prohibits Disembarkation")
	lines := endPhase(t, st)
	if !hasLine(lines, "is lost", "can't remain in the air") {
		t.Errorf("log %v", lines)
	}
	if l := st.Units[idx(t, st, c)].Loc; l != rules.Eliminated {
		t.Errorf("the passenger is at %v, want eliminated", l)
	}
}

// "A Zeppelin does not act as supply source if it shares a hex with an
// enemy ground unit at the instant of trace."
func TestZeppelinSupplySource(t *testing.T) {
	st := airFresh(t, nil, PhaseGerMovement)
	add(t, st, "ger-inf", "W0206")
	if s := supplyAt(t, st, Germans, "W0206"); s == AttackSupply {
		t.Fatalf("W0206 is in German Attack Supply without a Zeppelin")
	}
	add(t, st, "ger-zep-3", "W0207")
	if s := supplyAt(t, st, Germans, "W0206"); s != AttackSupply {
		t.Fatalf("next to a Zeppelin W0206 is %s, want Attack Supply", s)
	}
	add(t, st, "fra-inf", "W0207")
	if s := supplyAt(t, st, Germans, "W0206"); s == AttackSupply {
		t.Errorf("a Zeppelin sharing its hex with an enemy ground unit still supplies W0206")
	}
}

// The air verbs read as people say them, units by name and hexes by place.
func TestDescribeAirVerbs(t *testing.T) {
	st := airFresh(t, nil, PhaseGerBaseChange)
	z := add(t, st, "ger-zep-3", "W0703")
	c := add(t, st, "ger-crack", "W0703")
	f := add(t, st, "fra-flyer-f", "W0307")
	for _, c := range []struct {
		phase string
		a     rules.Action
		want  string
	}{
		{PhaseGerBaseChange, act(Germans, "move", z, "W0706"), "Base change Über-Zeppelin fleet 0-3-3 to W0706"},
		{PhaseGerSortie, act(Germans, "move", z, "W0706"), "Sortie Über-Zeppelin fleet 0-3-3 to W0706"},
		{PhaseGerEmbark, act(Germans, "embark", c, z), "Embark Crack Troops (Order of the Pickelhaube) 5-3-5 on Über-Zeppelin fleet 0-3-3"},
		{PhaseGerNewUnits, act(Germans, "improve", z), "Flip Über-Zeppelin fleet 0-3-3 to its improved side"},
		{PhaseGerMovement, act(Allies, "displace", f, "W0209"), "Displace French ether flyer (F, interceptor) to W0209 Orleans"},
	} {
		setPhase(t, st, c.phase)
		if got, ok := st.Describe(c.a, ""); !ok || !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q (%v), want %q", c.a, got, ok, c.want)
		}
	}
	st.Units[idx(t, st, c)].Loc = rules.AboardLocation(z)
	setPhase(t, st, PhaseGerMovement)
	if got, _ := st.Describe(act(Germans, "move", c, "W0703"), ""); !strings.HasPrefix(got, "Disembark Crack Troops") {
		t.Errorf("disembark reads %q", got)
	}
}

// A Zeppelin raid on the bundled maps: a Crack Troop embarks at W7005,
// the Zeppelin crosses the Channel to Dover ("A Zeppelin entering this hex
// from the West Front (hex W7005) is immediately placed on Dover") and the
// troop lands there. A Crack Troop picked up in England may not be flown
// out (000 England a: "no unit in England may ever leave England").
func TestZeppelinRaidToEngland(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	st0, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	st := st0.(*State)
	toPhase(t, st, PhaseGerNewUnits)
	z := add(t, st, "ger-zep-3", "W7005")
	c := add(t, st, "ger-crack", "W7005")
	setPhase(t, st, PhaseGerEmbark)
	do(t, st, act(Germans, "embark", c, z), nil)
	setPhase(t, st, PhaseGerSortie)
	dover := st.text(st.fixed.dover)
	if i := idx(t, st, z); st.airReach(i, 6)[st.fixed.dover] != 1 {
		t.Fatalf("Dover is not one hex from W7005")
	}
	// Dover is full (the German "B" units): land next to it, two hexes
	// from W7005, in an empty land hex.
	target := ""
	for _, h := range neighbours(t, st, dover) {
		if l := loc(t, st, h); !st.isWater(l) && len(st.at(l)) == 0 {
			target = h
			break
		}
	}
	if target == "" {
		t.Fatal("no empty land hex next to Dover")
	}
	lines := do(t, st, act(Germans, "move", z, target), nil)
	if !hasLine(lines, "sorties", "(2 hexes)", "carrying Crack Troops") {
		t.Errorf("log %v", lines)
	}
	setPhase(t, st, PhaseGerMovement)
	st.markStartSupply()
	wantRefused(t, st, act(Germans, "move", c, dover), RuleZeppelins, "only in its Zeppelin's hex")
	do(t, st, act(Germans, "move", c, target), nil)
	if got := where(t, st, c); got != target {
		t.Errorf("the Crack Troop is at %s, want %s", got, target)
	}
	// Back in the Embarkation Phase, from Dover: the troop stays in England.
	setPhase(t, st, PhaseGerEmbark)
	z2 := add(t, st, "ger-zep-3", target)
	do(t, st, act(Germans, "embark", c, z2), nil)
	setPhase(t, st, PhaseGerSortie)
	wantRefused(t, st, act(Germans, "move", z2, "W7005"), RuleEngland+" a", "no unit in England may ever leave England")
}

// Random legal play of the German air phases and ground movement with
// Crack Troops beside Zeppelins: whatever is embarked, sortied and landed,
// no ground unit ends the player-turn in the air ("Passengers can't remain
// in the air"), and no phase deadlocks.
func TestRandomAirmobileTurns(t *testing.T) {
	counts := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		st := airFresh(t, nil, PhaseGerEmbark)
		for _, h := range []string{"W0703", "W0803", "W0706"} {
			add(t, st, "ger-zep-"+[]string{"3", "4", "6"}[seed%3], h)
			add(t, st, "ger-zep-6", h)
			add(t, st, "ger-crack", h)
			add(t, st, "ger-crack", h)
		}
		add(t, st, "fra-inf", "W0505")
		add(t, st, "fra-hq-13", "W0406")
		add(t, st, "fra-flyer-f", "W0307")
		r := rand.New(rand.NewPCG(seed, 3))
		for n := 0; st.phase().ID != PhaseGerBombard; n++ {
			if n > 500 {
				t.Fatalf("seed %d: stuck in %s", seed, st.phase().ID)
			}
			side := st.active()
			legal := st.Legal(side)
			if len(legal) == 0 {
				t.Fatalf("seed %d: nothing legal for %s in %s", seed, side, st.phase().ID)
			}
			a := legal[r.IntN(len(legal))]
			if a.Verb == "end-phase" && len(legal) > 1 && r.IntN(4) > 0 {
				continue // act a while before ending the phase
			}
			for _, l := range do(t, st, a, nil) {
				for _, w := range []string{"embarks on", "sorties", "disembarks", "is lost"} {
					if strings.Contains(l, w) {
						counts[w]++
					}
				}
			}
		}
		for i := range st.Units {
			if st.Units[i].Loc.IsAboard() {
				t.Fatalf("seed %d: %s is still aboard after the movement phase", seed, st.Units[i].ID)
			}
		}
	}
	t.Logf("%v", counts)
	for _, w := range []string{"embarks on", "sorties", "disembarks"} {
		if counts[w] == 0 {
			t.Errorf("no %q in 30 games", w)
		}
	}
}
