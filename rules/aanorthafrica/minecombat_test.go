package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// rollLine is the first roll line of log.
func rollLine(t *testing.T, log []string) string {
	t.Helper()
	for _, l := range log {
		if strings.Contains(l, "d6 [") {
			return l
		}
	}
	t.Fatalf("no roll in %q", log)
	return ""
}

// "The mine controller gets a one-shot roll of 1 die for each enemy land
// unit in the field, and hits on a roll of 3 or less during this first
// roll only. All land units hit by mine rolls are removed immediately."
// Italian infantry, artillery and armour enter Siwa (the test drives the
// entry hook with all three at once), where a British mine lies hidden;
// the Allies declare it: 3 dice [1 4 3], one for each unit in the order
// they entered, on 3 or less = 2 hits: the infantry's 1 and the armour's
// 3 remove them at once; the artillery's 4 misses.
func TestMineFirstRoll(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	m := mintMine(t, st, "uk-mine", "Siwa")
	inf, art, arm := unitOf(t, st, "ita-inf", "Tripoli"), unitOf(t, st, "ita-art", "Sirte"), unitOf(t, st, "ita-arm", "Jalo")
	if stop, _ := enter(t, st, Italy, "Siwa", "Jalo", nil, inf, art, arm); !stop {
		t.Fatal("the entering units did not stop for the question")
	}
	ctx := rulestest.DoContext(t, st, rulestest.Act(Allies, "declare", "Siwa"), rulestest.Manual(1, 4, 3))
	if ctx.Secret() == "" {
		t.Error("the declaration revealed nothing (ctx.Reveal)")
	}
	roll := rollLine(t, lines(ctx, Axis))
	for _, want := range []string{"a die for each entering land unit (3 units)", "3d6 [1 4 3]", "first roll: hits on 3 or less", "2 hits"} {
		if !strings.Contains(roll, want) {
			t.Errorf("roll %q, want %q", roll, want)
		}
	}
	if st.Units[m].Hidden || st.Mines.Declared[m].Rolls != 1 {
		t.Errorf("mine hidden %v, record %+v; want face up, 1 roll", st.Units[m].Hidden, st.Mines.Declared[m])
	}
	if st.choosing() != "" || !st.Units[inf].Loc.IsEliminated() || st.SpaceOf(art) != "Siwa" || !st.Units[arm].Loc.IsEliminated() {
		t.Errorf("after the roll: choice %q, infantry %v, artillery at %q, armour %v; want the infantry and armour destroyed",
			st.choosing(), st.Units[inf].Loc, st.SpaceOf(art), st.Units[arm].Loc)
	}
	var flags []string
	for _, u := range st.View(Axis).Units {
		if u.Cell == "Siwa" && u.Type == "uk-mine" {
			flags = u.Flags
		}
	}
	if want := "Minefield (declared; next roll hits on 3 or less; sweep on 2 or less)"; !slices.Contains(flags, want) {
		t.Errorf("the Axis see the mine with %q, want %q", flags, want)
	}
}

// "every time thereafter when a minefield roll is required (for that
// particular minefield), it only hits at a 2 or less for each invading
// unit": a mine declared in round 1 that has rolled once; in round 2 two
// Italian infantry enter; no question, they stop; 2 dice [3 2], one for
// each, on 2 or less = 1 hit: the second infantry's 2, removed at once.
func TestMineLaterIncursion(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	st.Round = 2
	m := mintMine(t, st, "uk-mine", "Siwa")
	st.Units[m].Hidden = false
	st.Mines.Declared = map[int]MineRecord{m: {Round: 1, Turn: 0, Rolls: 1}}
	a, b := st.At("Tripoli")[0], st.At("Tripoli")[1]
	stop, log := enter(t, st, Italy, "Siwa", "Jalo", []int{3, 2}, a, b)
	if !stop || st.choosing() != "" {
		t.Fatalf("stop %v, choice %q; want stopped, nothing asked", stop, st.choosing())
	}
	roll := rollLine(t, log)
	for _, want := range []string{"2d6 [3 2]", "roll 2: hits on 2 or less after the first", "1 hit"} {
		if !strings.Contains(roll, want) {
			t.Errorf("roll %q, want %q", roll, want)
		}
	}
	if st.SpaceOf(a) != "Siwa" || !st.Units[b].Loc.IsEliminated() || st.Mines.Declared[m].Rolls != 2 {
		t.Errorf("first infantry %v, second at %q, rolls %d", st.Units[a].Loc, st.SpaceOf(b), st.Mines.Declared[m].Rolls)
	}
}

// The sweep: "needing a roll of 2 or less" at the first incursion, "he
// can now sweep it on a roll of 3 or less" at a later one; "if not then
// he must retreat" (takes false). Ruling N-M4: the number is 2 in the
// turn the mine was declared, 3 in any later turn.
func TestMineSweep(t *testing.T) {
	for _, c := range []struct {
		name          string
		declaredRound int
		die           int
		takes         bool
		want          string
	}{
		{"first incursion, 3 fails", 1, 3, false, "sweeps on 2 or less at the first incursion"},
		{"first incursion, 2 sweeps", 1, 2, true, "sweeps on 2 or less at the first incursion"},
		{"later incursion, 3 sweeps", 0, 3, true, "sweeps on 3 or less at a later incursion"},
		{"later incursion, 4 fails", 0, 4, false, "sweeps on 3 or less at a later incursion"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newMinesState(t, PhaseCombat)
			m := mintMine(t, st, "uk-mine", "Siwa")
			st.Units[m].Hidden = false
			st.Mines.Declared = map[int]MineRecord{m: {Round: c.declaredRound, Rolls: 1}}
			st.Units[unitOf(t, st, "ita-arm", "Jalo")].Loc = st.Loc("Siwa")
			ctx := rules.NewContext(rulestest.Manual(c.die))
			takes, err := runCleared(st, ctx, "Siwa")
			if err != nil {
				t.Fatal(err)
			}
			roll := rollLine(t, lines(ctx, Axis))
			if takes != c.takes || !strings.Contains(roll, c.want) {
				t.Errorf("takes %v (want %v), roll %q (want %q)", takes, c.takes, roll, c.want)
			}
			if gone := st.Units[m].Loc.IsEliminated(); gone != c.takes {
				t.Errorf("mine eliminated %v, want %v", gone, c.takes)
			}
			if !c.takes && st.Mines.Declared[m].Sweeps != 1 {
				t.Errorf("record %+v, want 1 failed sweep", st.Mines.Declared[m])
			}
		})
	}
}

// A cleared space without a minefield takes no roll.
func TestClearedWithoutMine(t *testing.T) {
	st := newMinesState(t, PhaseCombat)
	ctx := rules.NewContext(rulestest.Manual())
	if takes, err := runCleared(st, ctx, "Siwa"); err != nil || !takes || len(ctx.Faces()) != 0 {
		t.Errorf("takes %v, err %v, dice %v; want takes, no roll", takes, err, ctx.Faces())
	}
}

// Ruling N-M3: units move one at a time, so a second Italian infantry
// entering Siwa in the combat move the minefield was declared in (round
// 1, Italy's turn) is part of the first incursion: its die [3] hits on 3
// or less, and the infantry is removed.
func TestMineSameIncursionRollsAtThree(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	m := mintMine(t, st, "uk-mine", "Siwa")
	st.Units[m].Hidden = false
	st.Mines.Declared = map[int]MineRecord{m: {Round: st.Round, Turn: st.Turn, Rolls: 1}}
	a := st.At("Tripoli")[0]
	stop, log := enter(t, st, Italy, "Siwa", "Jalo", []int{3}, a)
	if !stop {
		t.Fatal("the infantry did not stop in the declared minefield")
	}
	roll := rollLine(t, log)
	for _, want := range []string{"1d6 [3]", "the first incursion's roll: hits on 3 or less", "1 hit"} {
		if !strings.Contains(roll, want) {
			t.Errorf("roll %q, want %q", roll, want)
		}
	}
	if !st.Units[a].Loc.IsEliminated() {
		t.Errorf("infantry at %v, want destroyed", st.Units[a].Loc)
	}
}
