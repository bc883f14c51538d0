package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// combatScenario is the combat tests' scenario (testdata/aant-combat.toml):
// Germans at Benghazi (2 infantry, artillery, 2 armour, 2 fighters, a
// bomber), the British at Tobruk (infantry, 3 artillery, an AA gun) and
// Sollum (2 infantry, armour), Italians at Sirte (2 infantry, artillery,
// armour).
const combatScenario = "testdata/aant-combat.toml"

// combatState is a game of the combat scenario in nation's combat phase.
func combatState(t *testing.T, nation string) *State {
	t.Helper()
	st := stateOf(t, combatScenario)
	st.Turn = slices.Index(st.Rules().Order, nation)
	st.Phase = PhaseCombat
	st.Moves.Moved = map[int]Moved{}
	return st
}

// unit is the index of the unit with id, failing t when there is none.
func unit(t *testing.T, st *State, id string) int {
	t.Helper()
	i := st.Units.Index(id)
	if i < 0 {
		t.Fatalf("no unit %s", id)
	}
	return i
}

// attackWith puts units ids in space as if they moved there from from in
// the combat move (what the movement lane records).
func attackWith(t *testing.T, st *State, space, from string, ids ...string) {
	t.Helper()
	for _, id := range ids {
		i := unit(t, st, id)
		st.Units[i].Loc = st.Loc(space)
		st.Moves.Moved[i] = Moved{Start: from, Prev: from, Combat: true}
	}
}

// putAt puts units ids in space (set-up, no move).
func putAt(t *testing.T, st *State, space string, ids ...string) {
	t.Helper()
	for _, id := range ids {
		st.Units[unit(t, st, id)].Loc = st.Loc(space)
	}
}

// do applies the action with exactly the dice given (all used) and
// returns the log.
func do(t *testing.T, st *State, a rules.Action, faces ...int) []string {
	t.Helper()
	d := rulestest.Manual(faces...)
	out := rulestest.Do(t, st, a, d)
	if d.Pending() != 0 {
		t.Fatalf("%s: %d dice left unrolled; log:\n%s", a, d.Pending(), strings.Join(out, "\n"))
	}
	return out
}

// hasLine fails t unless some line of log contains want.
func hasLine(t *testing.T, log []string, want string) {
	t.Helper()
	for _, l := range log {
		if strings.Contains(l, want) {
			return
		}
	}
	t.Errorf("no log line with %q in:\n%s", want, strings.Join(log, "\n"))
}

// endable reports whether the acting side may end the phase now (every
// battle fought).
func endable(st *State) bool {
	return slices.ContainsFunc(st.Legal(st.ActingSide()), func(a rules.Action) bool { return a.Verb == rules.VerbEndPhase })
}

// legalLines are side's legal actions as text. of side's legal actions, with their arguments.
func legalLines(st *State, side string) []string {
	var out []string
	for _, a := range st.Legal(side) {
		out = append(out, a.String())
	}
	return out
}

// "Artillery still modifies accompanying infantry attack strength to 2":
// 2 infantry + 1 artillery attack as 2, 1, 2. Dice 2 2 2: the supported
// infantry hits (2 <= 2), the other misses (2 > 1), the artillery hits:
// 2 hits, which destroy the lone defender; the space is taken.
func TestArtillerySupport(t *testing.T) {
	st := combatState(t, Germany)
	putAt(t, st, "Siwa", "uk-inf/2")
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1", "ger-inf/2", "ger-art/1")
	if got := st.pendingBattles(); !slices.Equal(got, []string{"Siwa"}) {
		t.Fatalf("battles %v, want [Siwa]", got)
	}
	log := do(t, st, rulestest.Act(Axis, "fight", "Siwa"), 2, 2, 2, 6)
	hasLine(t, log, "Germany attacks at Siwa, round 1 (Combat: hit on the attack value or less): infantry@2 (artillery support) [2], infantry@1 [2], artillery@2 [2] — 2 hits")
	hasLine(t, log, "The Allies defend Siwa, round 1 (Combat: hit on the defence value or less): infantry@2 [6] — 0 hits")
	hasLine(t, log, "Germany takes Siwa from the United Kingdom")
	if st.Owner["Siwa"] != Germany || st.Units[unit(t, st, "uk-inf/2")].Loc != rules.Eliminated {
		t.Errorf("Siwa owner %q, British infantry at %v", st.Owner["Siwa"], st.Units[unit(t, st, "uk-inf/2")].Loc)
	}
}

// Italian armour attacks at 2 (the seed's "Arm- 2/2"): a 2 hits, a 3
// does not.
func TestItalianArmourAttacksAt2(t *testing.T) {
	for _, c := range []struct{ die, hits int }{{2, 1}, {3, 0}} {
		st := combatState(t, Italy)
		putAt(t, st, "Siwa", "uk-inf/2")
		attackWith(t, st, "Siwa", "Jalo", "ita-arm/1")
		log := do(t, st, rulestest.Act(Axis, "fight", "Siwa"), c.die, 6)
		hasLine(t, log, "Italy attacks at Siwa, round 1 (Combat: hit on the attack value or less): armour@2 ["+string(rune('0'+c.die))+"] — "+hitWords(c.hits))
	}
}

// An empty enemy space is taken without a fight (no dice); planes alone
// take nothing.
func TestEmptySpaceAndPlanesAlone(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1")
	attackWith(t, st, "Sollum", "Benghazi", "ger-ftr/1")
	putAt(t, st, "Sollum", "uk-inf/2", "uk-inf/3", "uk-arm/1")
	st.Units[unit(t, st, "uk-inf/2")].Loc = rules.Eliminated
	st.Units[unit(t, st, "uk-inf/3")].Loc = rules.Eliminated
	st.Units[unit(t, st, "uk-arm/1")].Loc = rules.Eliminated
	log := do(t, st, rulestest.Act(Axis, "fight", "Siwa"))
	hasLine(t, log, "Germany takes Siwa")
	log = do(t, st, rulestest.Act(Axis, "fight", "Sollum"))
	hasLine(t, log, "planes alone do not take a space")
	if st.Owner["Siwa"] != Germany || st.Owner["Sollum"] != UK {
		t.Errorf("owners: Siwa %q (want germany), Sollum %q (want uk)", st.Owner["Siwa"], st.Owner["Sollum"])
	}
	if !endable(st) {
		t.Errorf("end-phase not legal after the last battle: %v", legalLines(st, Axis))
	}
}

// clearRefusedAt, when set, is a space the test's cleared hook forbids
// taking (as a failed minefield sweep does).
var clearRefusedAt string

var _ = addCleared(func(_ *State, _ *rules.Context, space string) (bool, error) {
	return space != clearRefusedAt, nil
})

// The combat phase may not end with a battle unfought; a cleared hook
// that forbids taking the space (a failed sweep: "if not then he must
// retreat") leaves the attacker only the retreat.
func TestMustFightAndForcedRetreat(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1")
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, rules.VerbEndPhase), RuleCombat, "still to fight at Siwa")
	st.Owner["Jalo"] = Germany
	st.Moves.Moved[unit(t, st, "ger-inf/1")] = Moved{Start: "Jalo", Prev: "Jalo", Combat: true}
	clearRefusedAt = "Siwa"
	defer func() { clearRefusedAt = "" }()
	do(t, st, rulestest.Act(Axis, "fight", "Siwa"))
	if got, want := legalLines(st, Axis), []string{"axis retreat Jalo"}; !slices.Equal(got, want) {
		t.Fatalf("after a refused clearing the Axis may %v, want %v", got, want)
	}
	do(t, st, rulestest.Act(Axis, "retreat", "Jalo"))
	if st.Owner["Siwa"] != UK || st.SpaceOf(unit(t, st, "ger-inf/1")) != "Jalo" || !endable(st) {
		t.Errorf("Siwa %q, infantry at %s, end-phase legal %v", st.Owner["Siwa"], st.SpaceOf(unit(t, st, "ger-inf/1")), endable(st))
	}
}

// Every rule the combat files cite finds its section of the rules
// reference.
func TestCombatRulesHaveSections(t *testing.T) {
	ref := combatState(t, Germany).Reference()
	for _, r := range []string{RuleCombat, RuleArtillery, RuleCasualties, RuleAT, RuleFlak, RuleRetreat, RuleTBR} {
		if ref.RuleSection(r) == nil {
			t.Errorf("no section of the rules reference for %q", r)
		}
	}
}

// playBattles fights every battle of st's combat phase in the map's
// order, each choice answered by its default and the dice seeded, so that
// a test of another section may end the combat phase (its MustFinish
// refuses while a battle is unfought).
func playBattles(t *testing.T, st *State) {
	t.Helper()
	d := rules.NewSeededDice(1)
	for n := 0; st.Phase == PhaseCombat && n < 500; n++ {
		var a rules.Action
		switch dec := st.Status().Decision; {
		case dec != nil:
			a = dec.Default
		case len(st.pendingBattles()) > 0:
			a = rulestest.Act(st.ActingSide(), "fight", st.pendingBattles()[0])
		default:
			return
		}
		rulestest.Do(t, st, a, d)
	}
}

// playBattles ends with every battle fought.
func TestPlayBattles(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-arm/1", "ger-inf/1", "ger-ftr/1")
	attackWith(t, st, "Sollum", "Benghazi", "ger-arm/2")
	playBattles(t, st)
	if len(st.pendingBattles()) != 0 || st.Battle.Space != "" || !endable(st) {
		t.Errorf("battles left %v, in progress %q", st.pendingBattles(), st.Battle.Space)
	}
}

// Liberation (base game): Jalo, Italy's at the start, held by the United
// Kingdom and empty, is retaken by German infantry: it returns to Italy,
// who collects its income again; Siwa, British at the start, stays German.
func TestLiberationReturnsAllySpace(t *testing.T) {
	st := combatState(t, Germany)
	st.Owner["Jalo"] = UK
	attackWith(t, st, "Jalo", "Benghazi", "ger-inf/1")
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/2")
	log := do(t, st, rulestest.Act(Axis, "fight", "Jalo"))
	hasLine(t, log, "Germany liberates Jalo from the United Kingdom: it returns to Italy (Liberation)")
	do(t, st, rulestest.Act(Axis, "fight", "Siwa"))
	if st.Owner["Jalo"] != Italy || st.Owner["Siwa"] != Germany {
		t.Errorf("owners: Jalo %q (want italy), Siwa %q (want germany)", st.Owner["Jalo"], st.Owner["Siwa"])
	}
}
