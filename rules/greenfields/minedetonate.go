package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// This file is the detonation of the seed's "Mines!" (mines.go holds the
// tunnels, minefight.go the mine combat):
//
//	When a mine is to be detonated, the attacker rolls 1 dice. On a 1 or
//	a 2, the mine is discovered and both sides must fight for control of
//	the mine shaft [...]
//
//	* If the mine detonates, casualties are rolled for all units stationed
//	  in the mine's target zone.
//
//	If the mine is undiscovered or detonates after a mine combat, the
//	attacker rolls 3 hit dice per strength point of explosives packed into
//	the mine. Units hit by a mine do NOT roll vs experience to save vs
//	casualties.
//
// A detonation is announced in the side's mines step (its target zone is
// public) and adjudicated, with every other announced, in the order
// announced, when the second side's step ends (RULINGS.md W-8.6, W-8.11).

// whyNoDetonate is why mine k may not be detonated (nil when it may).
func (st *State) whyNoDetonate(k int) *rules.Refusal {
	m := &st.Mines.Tunnels[k]
	switch {
	case m.Detonate:
		return refuse(RuleMines, "the detonation of %s is announced", m.ID)
	case len(m.Path) < 2:
		return refuse(RuleMines, "%s does not reach under another zone yet: \"A mine tunnel may be advanced by one zone every 2 turns\"", m.ID)
	case m.Explosive <= 0:
		return refuse(RuleMines, "%s holds no explosives: \"3 hit dice per strength point of explosives packed into the mine\"", m.ID)
	}
	return nil
}

func genDetonate(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for k, m := range st.Mines.Tunnels {
		if m.Side == side && (arg0 == "" || arg0 == m.ID) && st.whyNoDetonate(k) == nil {
			out = append(out, rules.Action{Side: side, Verb: "detonate", Args: []string{m.ID}})
		}
	}
	return out
}

func whyDetonate(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleMines, "detonate takes a mine: detonate MINE")
	}
	k := st.ownMine(a)
	if k < 0 {
		return refuse(RuleMines, "you have no mine %q", a.Args[0])
	}
	return st.whyNoDetonate(k)
}

func applyDetonate(st *State, a rules.Action, ctx *rules.Context) error {
	m := &st.Mines.Tunnels[st.ownMine(a)]
	m.Detonate = true
	st.Mines.Blasts = append(st.Mines.Blasts, m.Side+"/"+m.ID)
	ctx.Logf("the %s announce the detonation of a mine under %s (%s)", st.sideName(a.Side), m.head(), RuleMines)
	return nil
}

func describeDetonate(st *State, a rules.Action, viewer string) (string, bool) {
	k := st.ownMine(a)
	if k < 0 || len(a.Args) != 1 {
		return "", false
	}
	m := &st.Mines.Tunnels[k]
	if viewer != "" && viewer != a.Side {
		return "Detonate a mine under " + m.head(), true
	}
	return fmt.Sprintf("Detonate %s under %s (%d explosive points: %d hit dice, no save)", m.ID, m.head(), m.Explosive, 3*m.Explosive), true
}

// removeMine takes mine k out of play.
func (st *State) removeMine(k int) {
	st.Mines.Tunnels = slices.Delete(st.Mines.Tunnels, k, k+1)
	if len(st.Mines.Tunnels) == 0 {
		st.Mines.Tunnels = nil
	}
}

// runMines adjudicates the announced detonations in order: "When a mine
// is to be detonated, the attacker rolls 1 dice. On a 1 or a 2, the mine
// is discovered"; a mine combat waits for its choices (minefight.go),
// and play comes back here when it is over.
func (st *State) runMines(ctx *rules.Context) error {
	for {
		if st.Mines.Fight != nil {
			if st.waitsFor(kindMineFeed) || st.waitsFor(kindMineDecide) {
				return nil
			}
			if err := st.mineRound(ctx); err != nil {
				return err
			}
			continue
		}
		if len(st.Mines.Blasts) == 0 {
			st.Mines.Blasts = nil
			return nil
		}
		key := st.Mines.Blasts[0]
		st.Mines.Blasts = st.Mines.Blasts[1:]
		k := slices.IndexFunc(st.Mines.Tunnels, func(m Mine) bool { return m.Side+"/"+m.ID == key })
		if k < 0 {
			continue
		}
		m := &st.Mines.Tunnels[k]
		m.Detonate = false
		d, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		ctx.Reveal(fmt.Sprintf("the %s's mine under %s", st.sideName(m.Side), m.head()))
		result := "3-6: undiscovered, the mine detonates"
		if d[0] <= 2 {
			result = "1 or 2: the mine is discovered; both sides fight for control of the mine shaft"
		}
		ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("The %s's mine under %s: discovery", st.sideName(m.Side), m.head()),
			Table: RuleMines + " (1D6: 1-2 discovered)", Dice: d, Sides: 6, Total: d[0], Result: result})
		if d[0] <= 2 {
			st.Mines.Fight = &MineFight{Side: m.Side, Mine: m.ID}
			ctx.Logf("the mine runs from %s to under %s", m.Path[0], m.head())
			st.askFeeds(ctx)
			continue
		}
		if err := st.blast(k, ctx); err != nil {
			return err
		}
	}
}

// waitsFor reports whether a choice of kind is queued.
func (st *State) waitsFor(kind string) bool {
	return slices.ContainsFunc(st.Pending, func(p Pending) bool { return p.Kind == kind })
}

// blast detonates mine k and takes it out of play: "the attacker rolls 3
// hit dice per strength point of explosives packed into the mine. Units
// hit by a mine do NOT roll vs experience to save vs casualties", at "all
// units stationed in the mine's target zone", each its own roll. The
// ground takes a roll of its own, in the open whoever is there: a shell
// hole, its hits against the zone's trench (RULINGS.md W-8.6).
func (st *State) blast(k int, ctx *rules.Context) error {
	m := st.Mines.Tunnels[k]
	st.removeMine(k)
	l, _ := st.zoneLoc(m.head())
	dice := 3 * m.Explosive
	what := fmt.Sprintf("the %s's mine under %s", st.sideName(m.Side), m.head())
	ctx.Logf("%s detonates: %d strength points of explosives, %d hit dice (%s: 3 hit dice per strength point of explosives; no experience save)", what, m.Explosive, dice, RuleMines)
	roll, err := hitDice("Hit dice", dice).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	roll.For = what + ": the ground"
	ctx.LogRoll("", roll)
	var targets []int
	for _, t := range st.unitsAt(l) {
		if !st.isAircraft(t) {
			targets = append(targets, t)
		}
	}
	sh := shot{For: what, Kind: FireMine, Side: m.Side, Dice: dice, NoSave: true, Zone: l, Targets: targets}
	if _, err := st.fire(sh, ctx); err != nil {
		return err
	}
	st.shellZone(l, roll.Total, ctx)
	return nil
}
