package vernian

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBombard, Title: "Monstrous Artilleries (bombards)", Order: 90,
		Text: `HQs fire in the Bombard Phase, right before the Combat Phase, only in their owner's turn.

- a) An HQ's two numbers are its dice and its kill number: a 1-3 rolls one die and kills an enemy step on 3 or less. A 0-3 HQ has no gun.
- b) Its range is the kill number: a 1-3 fires up to three hexes away.
- c) All bombards are designated before any is rolled (bombard, cancel-bombard), then fire rolls them all. Excess hits are wasted.
- d) A hex totally cleared of enemy ground units by bombardment may not be attacked nor advanced into in that Combat Phase.
- e) Each die is modified: +1 if the target hex is anything other than clear or flood plain (towns, cities and forts count as not clear); +1 if no friendly unit is next to the target (no spotters). Modifiers make a kill harder.
- f) The owner of the bombarded stack chooses which of its units takes each hit; HQs are always the last units in a stack to be killed. A tank in the target hex ignores the first hit against that hex each Bombard Phase. Zeppelins, Ether Flyers and the Armored Front Buster are immune.`,
	})
	book.Verb(kit.Verb[*State]{Name: "bombard", Words: "choosing a bombard's target", Args: "HQ HEX", Rule: RuleBombard,
		Help: "Designates a target in range for the Monstrous Artillery of HQ (all bombards are designated before any is rolled).",
		Gen:  genBombard, Why: whyBombard, Apply: applyBombard,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, uok := st.argUnit(a, 0, viewer)
			h, hok := st.argHex(a, 1)
			return fmt.Sprintf("Bombard %s with %s", h, u), uok && hok
		}})
	book.Verb(kit.Verb[*State]{Name: "cancel-bombard", Words: "taking back a bombard", Args: "HQ", Rule: RuleBombard,
		Help: "Takes HQ's designation back, before the bombards are fired.",
		Gen:  genCancelBombard, Why: whyBombard, Apply: applyCancelBombard,
		Describe: describeUnit("Cancel the bombard by %s")})
	book.Verb(kit.Verb[*State]{Name: "fire", Words: "firing the bombards", Rule: RuleBombard,
		Help: "Rolls every designated bombard.",
		Gen:  genFire, Why: whyBombard, Apply: applyFire,
		Describe: func(*State, rules.Action, string) (string, bool) { return "Fire the designated bombards", true }})
}

// Bombard is a designated Monstrous Artillery bombard: an HQ firing at a
// hex.
type Bombard struct {
	HQ     string `json:"hq"`     // unit id
	Target string `json:"target"` // hex, as the action named it
}

// gun is unit i's Monstrous Artillery: dice and kill number (000
// Monstrous Artilleries a: "the first number is the number of dice ...,
// the second is the kill number per die"; b: "The range ... is also the
// second number").
func (st *State) gun(i int) (dice, kill int) {
	u := &st.Units[i]
	return st.value(u, "dice"), st.value(u, "kill")
}

// bombardTargets are the hexes HQ i may bombard: within range on its map,
// holding enemy ground units that bombardment can hurt (not only the AFB,
// 000 Part II: "The AFB itself is immune to Monstrous Artilleries").
func (st *State) bombardTargets(i int) []rules.Location {
	u := &st.Units[i]
	dice, kill := st.gun(i)
	if dice <= 0 || !u.Loc.OnMap() {
		return nil
	}
	m := st.mapOf(u.Loc)
	foe := enemy(u.Side)
	cells := map[board.Cell]bool{}
	for j := range st.Units {
		v := &st.Units[j]
		if v.Side != foe || v.Loc.Map != u.Loc.Map || !v.Loc.OnMap() || st.isAir(v) || st.isAFB(v) || st.isTank(v) {
			continue
		}
		if m.Topology.Distance(u.Loc.Cell, v.Loc.Cell) <= kill {
			cells[v.Loc.Cell] = true
		}
	}
	var out []rules.Location
	for _, c := range sortedCells(m, cells) {
		out = append(out, rules.CellLocation(m, c))
	}
	return out
}

func (st *State) designated(id string) bool {
	return slices.ContainsFunc(st.Bombards, func(b Bombard) bool { return b.HQ == id })
}

func genBombard(st *State, side, arg0 string) []rules.Action {
	if st.Fired {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !st.isHQ(u) || st.designated(u.ID) || (arg0 != "" && arg0 != u.ID) {
			continue
		}
		for _, l := range st.bombardTargets(i) {
			out = append(out, rules.Action{Side: side, Verb: "bombard", Args: []string{u.ID, st.text(l)}})
		}
	}
	return out
}

func genCancelBombard(st *State, side, arg0 string) []rules.Action {
	if st.Fired {
		return nil
	}
	var out []rules.Action
	for _, b := range st.Bombards {
		if arg0 == "" || arg0 == b.HQ {
			out = append(out, rules.Action{Side: side, Verb: "cancel-bombard", Args: []string{b.HQ}})
		}
	}
	return out
}

func genFire(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || st.Fired || len(st.Bombards) == 0 {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "fire"}}
}

func whyBombard(st *State, a rules.Action) *rules.Refusal {
	if st.Fired {
		return refusalOf(RuleBombard+" c", "the bombards of this phase have been fired; all bombards are designated before any is rolled")
	}
	switch a.Verb {
	case "fire":
		if len(a.Args) > 0 {
			return refusalOf(RuleBombard+" c", "fire takes no arguments: it rolls every designated bombard")
		}
		return refusalOf(RuleBombard+" c", "no bombard is designated")
	case "cancel-bombard":
		if len(a.Args) != 1 {
			return refusalOf(RuleBombard, "cancel-bombard takes HQ")
		}
		return refusalOf(RuleBombard, fmt.Sprintf("%s has no designated bombard", st.nameOf(a.Args[0])))
	}
	if len(a.Args) != 2 {
		return refusalOf(RuleBombard, "bombard takes HQ and HEX")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || !st.isHQ(&st.Units[i]) || st.Units[i].Side != a.Side {
		return refusalOf(RuleBombard, fmt.Sprintf("%s is not one of your HQs", st.nameOf(a.Args[0])))
	}
	if st.designated(st.Units[i].ID) {
		return refusalOf(RuleBombard, "that HQ already has a target this phase")
	}
	dice, kill := st.gun(i)
	if dice <= 0 {
		return refusalOf(RuleBombard+" a", fmt.Sprintf("%s is a %d-%d HQ: it has no gun, it is just an HQ", st.name(i), dice, kill))
	}
	return refusalOf(RuleBombard+" b", fmt.Sprintf("%s is not an enemy stack within %d hexes of %s", st.placeText(a.Args[1]), kill, st.name(i)))
}

func applyBombard(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	st.Bombards = append(st.Bombards, Bombard{HQ: st.Units[i].ID, Target: a.Args[1]})
	ctx.Logf("%s at %s designated to bombard %s", st.name(i), st.place(st.Units[i].Loc), st.placeText(a.Args[1]))
	return nil
}

func applyCancelBombard(st *State, a rules.Action, ctx *rules.Context) error {
	st.Bombards = slices.DeleteFunc(st.Bombards, func(b Bombard) bool { return b.HQ == a.Args[0] })
	ctx.Logf("bombard by %s cancelled", st.nameOf(a.Args[0]))
	return nil
}

// BombardDRMs are the die modifiers of a bombard of target by side (000
// Monstrous Artilleries e): "+1 if the target hex is anything other than
// Clear or flood plain (Towns, cities and forts count as 'not Clear')" and
// "+1 if the target hex has no friendly units adjacent to it (spotters)".
func (st *State) BombardDRMs(side string, target rules.Location) []rules.Modifier {
	m := st.mapOf(target)
	var drms []rules.Modifier
	ter := m.TerrainAt(target.Cell)
	notClear := ter == nil || (ter.ID != "clear" && ter.ID != "flood_plain")
	for _, p := range m.PlacesAt(target.Cell) {
		notClear = notClear || p.Is("town") || p.Is("city") || p.Is("fortress")
	}
	if notClear {
		drms = append(drms, rules.Modifier{Value: 1, Reason: "target hex not Clear or flood plain"})
	}
	spotted := false
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(target.Cell, buf) {
		if len(st.groundAt(rules.CellLocation(m, c), side)) > 0 {
			spotted = true
			break
		}
	}
	if !spotted {
		drms = append(drms, rules.Modifier{Value: 1, Reason: "no friendly unit adjacent to the target (no spotters)"})
	}
	return drms
}

// applyFire rolls every designated bombard in designation order (000
// Monstrous Artilleries c: "All bombards must be predesignated before any
// are rolled. Excess hits ... are wasted."). Each die modified by the DRMs
// kills a step on the kill number or less. A tank in the target hex
// ignores the first hit against that hex each Bombard Phase (000 Part II
// Tanks). The owner of each hit stack then chooses the units that take
// its hits, HQs last (f); a hex left with no enemy ground units may not be
// attacked nor advanced into this Combat Phase (d, afterBombard).
func applyFire(st *State, a rules.Action, ctx *rules.Context) error {
	foe := enemy(a.Side)
	p := &Pending{Then: "bombard"}
	hits := map[string]int{}
	var order []string
	// Every face-down unit in a target hex is turned face up before the
	// dice are rolled (hidden.go).
	var targeted []int
	for _, b := range st.Bombards {
		if target, err := rules.ParseLocation(st.fixed.s, b.Target); err == nil {
			for _, j := range st.groundAt(target, foe) {
				if !slices.Contains(targeted, j) {
					targeted = append(targeted, j)
				}
			}
		}
	}
	st.reveal(ctx, targeted, "bombarded")
	for _, b := range st.Bombards {
		i := st.Units.Index(b.HQ)
		target, _ := rules.ParseLocation(st.fixed.s, b.Target)
		dice, kill := st.gun(i)
		drms := st.BombardDRMs(a.Side, target)
		faces, err := ctx.Roll(dice, 6)
		if err != nil {
			return err
		}
		mod := rules.Sum(drms)
		n := 0
		for k, f := range faces {
			res := "miss"
			if f+mod <= kill {
				n++
				res = "hit"
			}
			ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("bombard by %s on %s, die %d of %d", st.name(i), st.place(target), k+1, len(faces)),
				Table: fmt.Sprintf("Monstrous Artillery %d-%d: kill on %d or less (%s)", dice, kill, kill, RuleBombard), Dice: []int{f}, Sides: 6,
				Modifiers: drms, Total: f + mod, Result: res})
		}
		key := st.key(target)
		if !slices.Contains(order, key) {
			order = append(order, key)
			if len(st.groundAt(target, foe)) > 0 {
				p.Targets = append(p.Targets, key)
			}
		}
		if n > 0 && st.tankAt(target, foe) >= 0 && !slices.Contains(st.TankShield, key) {
			st.TankShield = append(st.TankShield, key)
			n--
			ctx.Logf("the tank at %s ignores the first Monstrous Artillery hit this Bombard Phase (%s)", st.place(target), RuleTanks)
		}
		hits[key] += n
	}
	for _, key := range order {
		target, _ := rules.ParseLocation(st.fixed.s, key)
		// The result in a line, for the log and the window's result dialog.
		if hits[key] == 0 {
			ctx.Logf("the bombardment of %s: no hit, no step lost", st.place(target))
			continue
		}
		ctx.Logf("the bombardment of %s: %s; %s choose the steps lost (excess hits are wasted)", st.place(target),
			plural.Noun(hits[key], fmt.Sprintf("%d hit", hits[key])), st.sideName(foe))
		p.Losses = append(p.Losses, Loss{Side: foe, Units: ids(st, st.groundAt(target, foe)), Steps: hits[key], Of: hits[key], Wasted: true,
			For: fmt.Sprintf("the bombardment of %s", st.place(target)), Rule: RuleBombard + " f"})
	}
	st.Fired = true
	st.Pending = p
	st.settle(ctx)
	return nil
}

// afterBombard is what follows the bombards' losses: tanks left without
// infantry die, and 000 Monstrous Artilleries d, "If a hex is totally
// cleared of enemy ground units by bombardment ... then that hex may not
// be attacked nor advanced into in that Combat Phase".
func (st *State) afterBombard(targets []string, ctx *rules.Context) {
	st.sweepTanks(ctx)
	foe := enemy(st.phase().Side)
	for _, key := range targets {
		target, _ := rules.ParseLocation(st.fixed.s, key)
		if len(st.groundAt(target, foe)) == 0 && !slices.Contains(st.Cleared, key) {
			st.Cleared = append(st.Cleared, key)
			ctx.Logf("%s is cleared by bombardment: it may not be attacked nor advanced into this Combat Phase (%s d)", st.place(target), RuleBombard)
		}
	}
}
