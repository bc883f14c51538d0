package greenfields

import (
	"fmt"
	"slices"

	"sandtable/internal/plural"
	"sandtable/rules"
)

// This file is each period's hierarchy in the weekly turn's air operations
// (airweek.go), where it differs from the assault's (airops.go): the
// seed's Section 2 bullets, quoted above each function,
//
//	* Fighters may now roll hit dice for damage caused vs enemy balloons or
//	any other aircraft, splitting their fire into specific attacks against
//	each aircraft type. ...
//	* ... Recce aircraft may also fly off board and observe any one "thing"
//	(the depot or any 1 unit being held off board) ... Depots are protected
//	by two dice of flak.
//	* Finally - bombers make their raids! Bombers may attack ground units,
//	may attack enemy aircraft that are on the ground this period, or may
//	attack enemy depots. ...
//
// The rest of the hierarchy is airops.go's, flown period by period
// (revealWeekAir).

// airIntercept: "Fighters may now roll hit dice for damage caused vs
// enemy balloons or any other aircraft, splitting their fire into
// specific attacks against each aircraft type. Targets roll exp. dice to
// save as usual." Each side's surviving fighters on `intercept CLASS` fire
// together at the enemy aircraft of that class aloft in the period (one
// target class per fighter unit, W-6.2); balloons are airBalloons'.
func (st *State) airIntercept(ctx *rules.Context) error {
	for _, side := range Sides {
		for _, c := range interceptClasses {
			var firers []int
			for _, s := range st.Air.Sorties {
				if s.Mission == MissionIntercept && s.Target == string(c) && st.Units[s.Unit].Side == side && !st.Units[s.Unit].Loc.IsEliminated() {
					firers = append(firers, s.Unit)
				}
			}
			targets := st.aloft(other(side), []Class{c})
			if len(firers) == 0 {
				continue
			}
			if len(targets) == 0 {
				for _, f := range firers {
					st.logAbout(f, ctx, "%s finds no enemy %s aloft", st.unitName(f), classNames[c])
				}
				continue
			}
			sh := shot{For: fmt.Sprintf("the fighters of the %s at enemy %s", st.sideName(side), classNames[c]),
				Kind: FireAir, Side: side, Firers: firers, Dice: st.airDice(firers, 1), Targets: targets}
			if _, err := st.fire(sh, ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// balloonFlak is a balloon's flak dice: "rolling 1 hit dice" in the
// assault, "Balloons may roll 2 dice of "flak"" in the weekly turn
// (W-6.3: each as written).
func (st *State) balloonFlak() int {
	if st.Mode == ModeWeek {
		return 2
	}
	return 1
}

// airRecceOff: "Recce aircraft may also fly off board and observe any one
// "thing" (the depot or any 1 unit being held off board), allowing such
// areas to come under artillery fire by heavy guns. Depots are protected
// by two dice of flak." The depot observed is the bombardment's
// (depotSpotted); a unit held off board is one of the enemy's box, picked
// by a die its owner alone reads (W-6.4), and identified.
func (st *State) airRecceOff(ctx *rules.Context) error {
	for _, s := range st.Air.Sorties {
		f := s.Unit
		if s.Mission != MissionRecceOff || st.Units[f].Loc.IsEliminated() {
			continue
		}
		side, enemy := st.Units[f].Side, other(st.Units[f].Side)
		if s.Target == OffDepot {
			flak := shot{For: fmt.Sprintf("the flak of the %s depot at %s", st.sideName(enemy), st.unitName(f)), Kind: FireFlak,
				Side: enemy, Dice: 2, Targets: []int{f}}
			if _, err := st.fire(flak, ctx); err != nil {
				return err
			}
			if st.Units[f].Loc.IsEliminated() {
				continue
			}
			st.spotOff(side, OffDepot)
			ctx.Logf("%s observes the depot of the %s: it may come under heavy artillery fire this week", st.unitName(f), st.sideName(enemy))
			continue
		}
		box, ok := st.reserveLoc(enemy)
		if !ok {
			continue
		}
		held := st.unitsAt(box)
		if len(held) == 0 {
			ctx.LogTo(rules.SidesOnly(side), "%s finds no %s unit held off board", st.unitName(f), st.sideName(enemy))
			continue
		}
		// A d6, whatever the number held (the count is the owner's
		// secret), read by the owner alone: its face picks the unit.
		d, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		t := held[(d[0]-1)*len(held)/6]
		ctx.LogRollTo(rules.SidesOnly(enemy), "", rules.Roll{For: fmt.Sprintf("which unit held off board the recce of the %s finds", st.sideName(side)),
			Table: RuleWeekAir, Dice: d, Sides: 6, Total: d[0], Result: st.unitName(t)})
		st.spotOff(side, st.Units[t].ID)
		st.identify(t, "recce off board by the "+st.sideName(side), ctx)
		ctx.LogTo(rules.SidesOnly(side), "%s finds %s held off board: it may come under heavy artillery fire this week", st.unitName(f), st.unitName(t))
	}
	return nil
}

// spotOff records what side's recce observed off board this week.
func (st *State) spotOff(side, what string) {
	if st.Air.RecceOff == nil {
		st.Air.RecceOff = map[string][]string{}
	}
	if !slices.Contains(st.Air.RecceOff[side], what) {
		st.Air.RecceOff[side] = append(slices.Clone(st.Air.RecceOff[side]), what)
	}
}

// recceBy reports whether side's recce overflew the zone labelled zone
// this week (or, in an assault, today): "Artillery fire into these zones
// now counts as being "observed fire"".
func (st *State) recceBy(side, zone string) bool { return slices.Contains(st.Recce[side], zone) }

// depotSpotted reports whether side's recce observed the enemy depot this
// week: "allowing such areas to come under artillery fire by heavy guns"
// (the weekly bombardment's "unless a spotting aircraft ... performed a
// recce flight over the depot this turn").
func (st *State) depotSpotted(side string) bool {
	return slices.Contains(st.Air.RecceOff[side], OffDepot)
}

// offBoardSpotted reports whether side's recce found enemy unit i held off
// board this week.
func (st *State) offBoardSpotted(side string, i int) bool {
	return slices.Contains(st.Air.RecceOff[side], st.Units[i].ID)
}

// bombAirfield: "Bombers ... may attack enemy aircraft that are on the
// ground this period": every enemy aircraft not flying in the period,
// wherever it stands, 1 die per bomber strength point (the assault's
// "Bombers may attack ground targets (1 dice per strength point)"). "If
// enemy fighters are bombed on the ground during daytime, the defending
// player may roll 1 hit dice per strength point to see how many fighters
// he can "scramble"": in Dawn, Day and Dusk the fighters on the ground
// roll 1 die per strength point, each hit a strength point scrambled;
// the fighter units so scrambled (in unit order, a unit up with its first
// point) fire 1 die per point scrambled at the bomber before its bombs
// fall, and are spared them (W-6.6).
func (st *State) bombAirfield(s Sortie, ctx *rules.Context) error {
	f := s.Unit
	if st.Units[f].Loc.IsEliminated() {
		return nil
	}
	side, enemy := st.Units[f].Side, other(st.Units[f].Side)
	var ground, fighters []int
	sp := 0
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != enemy || !st.isAircraft(i) || u.Loc.IsEliminated() || u.Loc.IsZero() || st.sortieOf(i) >= 0 {
			continue
		}
		ground = append(ground, i)
		if st.class(i) == Fighter {
			fighters = append(fighters, i)
			sp += st.Troops[i].Strength
		}
	}
	var up []int
	if s.Period != PeriodNight && sp > 0 {
		roll, err := hitDice("Hit dice", sp).Resolve(ctx.Dice(), nil, nil)
		if err != nil {
			return err
		}
		n := min(roll.Total, sp)
		roll.For = fmt.Sprintf("the %s scramble their fighters against %s (1 die per strength point on the ground)", st.sideName(enemy), st.unitName(f))
		roll.Result = fmt.Sprintf("%s scrambled", plural.Count(n, "strength point"))
		ctx.LogRoll("", roll)
		for k, left := 0, n; k < len(fighters) && left > 0; k++ {
			up = append(up, fighters[k])
			left -= st.Troops[fighters[k]].Strength
		}
		if n > 0 {
			sh := shot{For: fmt.Sprintf("the scrambled fighters of the %s at %s", st.sideName(enemy), st.unitName(f)),
				Kind: FireAir, Side: enemy, Firers: up, Dice: n, Targets: []int{f}}
			if _, err := st.fire(sh, ctx); err != nil {
				return err
			}
			if st.Units[f].Loc.IsEliminated() {
				return nil
			}
		}
	}
	targets := slices.DeleteFunc(ground, func(i int) bool { return slices.Contains(up, i) })
	if len(targets) == 0 {
		ctx.LogTo(rules.SidesOnly(side), "%s finds no %s aircraft on the ground", st.unitName(f), st.sideName(enemy))
		return nil
	}
	sh := shot{For: fmt.Sprintf("%s: %s", st.unitName(f), st.missionText(s)), Kind: FireAir, Side: side,
		Firers: []int{f}, Dice: st.airDice([]int{f}, 1), Targets: targets}
	_, err := st.fire(sh, ctx)
	return err
}

// bombDepot: "Bombers ... may attack enemy depots. Depots receive 2 dice
// of flak cover": the flak first, then 1 die per bomber strength point,
// each hit a depot point lost, no save (W-9.6). The depot's points are
// public (W-9.10).
func (st *State) bombDepot(s Sortie, ctx *rules.Context) error {
	f := s.Unit
	if st.Units[f].Loc.IsEliminated() {
		return nil
	}
	enemy := other(st.Units[f].Side)
	flak := shot{For: fmt.Sprintf("the flak of the %s depot at %s", st.sideName(enemy), st.unitName(f)), Kind: FireFlak,
		Side: enemy, Dice: 2, Targets: []int{f}}
	if _, err := st.fire(flak, ctx); err != nil {
		return err
	}
	if st.Units[f].Loc.IsEliminated() {
		return nil
	}
	roll, err := hitDice("Hit dice", st.airDice([]int{f}, 1)).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	stores := st.stores(enemy)
	n := min(roll.Total, stores.Depot)
	stores.Depot -= n
	st.setStores(enemy, stores)
	roll.For = fmt.Sprintf("%s at the depot of the %s (1 hit = 1 depot point, no save)", st.unitName(f), st.sideName(enemy))
	roll.Result = fmt.Sprintf("the depot loses %s (%d left)", plural.Count(n, "point"), stores.Depot)
	ctx.LogRoll("", roll)
	return nil
}
