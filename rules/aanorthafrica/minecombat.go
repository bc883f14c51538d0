package aanorthafrica

import (
	"fmt"
	"sandtable/internal/plural"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Minefield Combat":
//
//	"When an enemy moves into a minefield, the mine controller declares the
//	minefield and places his "M" chip upon the space for the first time.
//	The enemy's forces stop all movement. The mine controller gets a
//	one-shot roll of 1 die for each enemy land unit in the field, and hits
//	on a roll of 3 or less during this first roll only. [...] All land
//	units hit by mine rolls are removed immediately. At this point, the
//	minefield has done it's job and ground combat can take place as
//	normal. If the attacking force is able to clear the space of defending
//	units, then the attacker can roll 1 die in an attempt to "sweep" the
//	minefield needing a roll of 2 or less to sweep successfully. If he gets
//	his roll he may then remove the chip and take control of the space,
//	and if not then he must retreat.
//	On each subsequent enemy incursion into the minefield, [...] every
//	time thereafter when a minefield roll is required (for that particular
//	minefield), it only hits at a 2 or less for each invading unit. And
//	conversely, [...] he can now sweep it on a roll of 3 or less. This
//	status stays in effect until the minefield is swept clear."
//
// Rulings: N-8 (the dice: one for each land unit entering now, AA guns
// none), N-M3 (the first roll hits on 3, every later one on 2), N-M4
// (the sweep: on 2 in the turn the mine was declared, its first
// incursion; on 3 in any later turn), N-17a (a failed sweep is a retreat).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMineCombat, Title: "Minefield combat", Order: 66,
		Text: `"The mine controller gets a one-shot roll of 1 die for each enemy land unit in the field, and hits on a roll of 3 or less during this first roll only." "All land units hit by mine rolls are removed immediately." "If the attacking force is able to clear the space of defending units, then the attacker can roll 1 die in an attempt to "sweep" the minefield needing a roll of 2 or less to sweep successfully. If he gets his roll he may then remove the chip and take control of the space, and if not then he must retreat." "On each subsequent enemy incursion into the minefield ... it only hits at a 2 or less for each invading unit ... he can now sweep it on a roll of 3 or less."

One die for each land unit entering now (AA guns, which cannot be destroyed, roll none: ruling N-8). The first incursion's rolls hit on 3 or less (every unit entering in the combat move the minefield was declared in: units move one at a time), every later incursion's on 2 or less; every entry into a declared minefield stops the units and rolls. Each die is rolled for one entering unit, which it removes when it hits. The sweep hits on 2 or less in the turn the minefield was declared and on 3 or less in any later turn (ruling N-M4); a failed sweep makes the attackers retreat (ruling N-17a; see Retreat).`})
}

// mineRoll is mine i's roll at the units (indices) that entered its
// space: one die for each land unit still there but AA guns (N-8),
// hitting on 3 or less in the first incursion (the nation turn it was
// declared in) and on 2 or less afterwards.
func (st *State) mineRoll(i int, entered []int, ctx *rules.Context) error {
	space := st.SpaceOf(i)
	var targets []int
	for _, j := range entered {
		if c := st.ClassOfUnit(j); c.IsLand() && c != AA && st.SpaceOf(j) == space {
			targets = append(targets, j)
		}
	}
	if len(targets) == 0 {
		ctx.Logf("The %s rolls no die: no land unit it can hit entered", st.unitName(i))
		return nil
	}
	rec := st.Mines.Declared[i]
	// The first incursion is the declaring nation turn's: units move one
	// at a time, so every unit entering in that combat move is part of
	// the incursion the mine surprised and rolls at 3 or less, as if they
	// had come together (ruling N-M3); a later turn's incursion at 2.
	hitOn, which := 3, "first roll: hits on 3 or less, the first roll only"
	if rec.Rolls > 0 && (rec.Round != st.Round || rec.Turn != st.Turn) {
		hitOn, which = 2, fmt.Sprintf("roll %d: hits on 2 or less after the first", rec.Rolls+1)
	} else if rec.Rolls > 0 {
		which = "the first incursion's roll: hits on 3 or less"
	}
	faces, err := ctx.Roll(len(targets), 6)
	if err != nil {
		return err
	}
	hits := 0
	for _, f := range faces {
		if f <= hitOn {
			hits++
		}
	}
	rec.Rolls++
	st.Mines.Declared[i] = rec
	ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("%s at %s, a die for each entering land unit (%s)", st.unitName(i), space, plural.Count(len(targets), "unit")),
		Table: RuleMineCombat + " (" + which + ")", Dice: faces, Sides: 6, Result: minePlural(hits, "hit")})
	// "All land units hit by mine rolls are removed immediately": each
	// die is rolled for one entering unit (N-8), so the die names the unit
	// it hits; no one chooses.
	for k, f := range faces {
		if f <= hitOn {
			st.destroy(targets[k], ctx, "minefield")
		}
	}
	return nil
}

// sweepOn is the sweep's number for declared mine i now, and why: 2 in
// the turn it was declared (its first incursion), 3 in any later turn.
func (st *State) sweepOn(i int) (int, string) {
	rec := st.Mines.Declared[i]
	if rec.Round == st.Round && rec.Turn == st.Turn {
		return 2, "sweeps on 2 or less at the first incursion"
	}
	return 3, "sweeps on 3 or less at a later incursion"
}

// mineCleared is the cleared hook: attackers who cleared a space holding
// a declared enemy mine roll to sweep it; they take the space only if
// they do ("Enemy units cannot occupy or control a space with an enemy
// minefield still inside it").
func mineCleared(st *State, ctx *rules.Context, space string) (bool, error) {
	attackers := st.ActingSide()
	i := st.mineAt(Enemy(attackers), space)
	if i < 0 || st.Units[i].Hidden {
		// A hidden mine no land unit entered (the question would have
		// been asked): left to dropLostMines, which tells its owner only.
		return true, nil
	}
	on, why := st.sweepOn(i)
	faces, err := ctx.Roll(1, 6)
	if err != nil {
		return false, err
	}
	swept := faces[0] <= on
	result := "swept: the attackers may take " + space
	if !swept {
		result = "not swept: the attackers must retreat"
	}
	ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("The %s sweep the %s at %s", st.SideName(attackers), st.unitName(i), space),
		Table: RuleMineCombat + " (" + why + ")", Dice: faces, Sides: 6, Result: result})
	if swept {
		delete(st.Mines.Declared, i)
		st.destroy(i, ctx, "swept")
		return true, nil
	}
	rec := st.Mines.Declared[i]
	rec.Sweeps++
	st.Mines.Declared[i] = rec
	return false, nil
}

// mineMarks are a minefield's words on the board: a declared one's next
// roll and sweep numbers; a hidden one, which only its side sees, that it
// is hidden.
func mineMarks(st *State, i int, viewer string) ([]string, bool) {
	u := &st.Units[i]
	if !st.isMine(i) || !u.Loc.OnMap() {
		return nil, false
	}
	if u.Hidden {
		return []string{"Minefield (hidden from the " + st.SideName(Enemy(u.Side)) + ")"}, false
	}
	hitOn := 3
	if rec := st.Mines.Declared[i]; rec.Rolls > 0 && (rec.Round != st.Round || rec.Turn != st.Turn) {
		hitOn = 2 // a later incursion (N-M3)
	}
	on, _ := st.sweepOn(i)
	return []string{fmt.Sprintf("Minefield (declared; next roll hits on %d or less; sweep on %d or less)", hitOn, on)}, false
}

// minePlural is "1 hit", "2 hits", "no hit".
func minePlural(n int, word string) string {
	switch n {
	case 0:
		return "no " + word
	case 1:
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
