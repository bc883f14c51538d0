package vernian

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSetup, Title: "Set-up", Order: 40,
		Text: `The game starts with two set-up phases. The scenario's placement is legal; each side may rearrange its set-up units into any other legal set-up.

- Allied set-up: the British "K" units go in English town and city hexes, one per hex, with at least three empty hexes between any two of them; British HQs go in any English town or city. The French "G" and later units go one per French city hex that would otherwise be empty. Nobody sets up in Dover, Ramsgate or Folkestone.
- German set-up: the German "B" units go in Dover, Ramsgate and Folkestone as the Germans like, with a German infantry division in Dover.
- Every other unit is set up by the scenario.`,
	})
}

// code is unit i's reinforcement code ("" when none).
func (st *State) code(i int) string {
	if t := st.fixed.types[st.Units[i].Type]; t != nil {
		return t.Code
	}
	return ""
}

// codeAtLeast reports whether a letter code is at or after min ("G or
// greater"); numeric American codes are not letters.
func codeAtLeast(code, min string) bool {
	return len(code) == 1 && code[0] >= 'A' && code[0] <= 'Z' && code >= min
}

// setupRole is what the set-up rules say unit i is: "british-k",
// "british-hq", "french-g", "german-b" or "" (fixed by the scenario).
func (st *State) setupRole(i int) string {
	u := &st.Units[i]
	if !u.Loc.OnMap() {
		return ""
	}
	code := st.code(i)
	switch {
	case u.Nation == "britain" && u.Loc.Map == st.fixed.t.EnglandMap && st.isHQ(u):
		return "british-hq"
	case u.Nation == "britain" && code == "K" && u.Loc.Map == st.fixed.t.EnglandMap:
		return "british-k"
	case u.Nation == "france" && codeAtLeast(code, "G") && st.isInfantry(u):
		return "french-g"
	case u.Side == Germans && code == "B" && u.Loc.Map == st.fixed.t.EnglandMap:
		return "german-b"
	}
	return ""
}

// setupDestinations: 000 set-up rules, by role. Moves keep the set-up
// legal, so any legal set-up can be reached from the scenario's.
func (st *State) setupDestinations(i int) []dest {
	u := &st.Units[i]
	role := st.setupRole(i)
	if role == "" || (u.Side == Allies) != (st.phase().Side == Allies) {
		return nil
	}
	var out []dest
	for _, l := range st.setupCells(role) {
		if _, why := st.setupFits(i, role, l); l != u.Loc && why == "" {
			out = append(out, dest{loc: l})
		}
	}
	return out
}

// setupCells are the hexes a role may set up in.
func (st *State) setupCells(role string) []rules.Location {
	f := st.fixed
	var out []rules.Location
	add := func(mapID string, cells rules.CellSet, keep func(board.Cell) bool) {
		m := f.s.Map(mapID)
		if m == nil {
			return
		}
		for _, c := range cells.Sorted(m.Topology) {
			if keep == nil || keep(c) {
				out = append(out, rules.CellLocation(m, c))
			}
		}
	}
	switch role {
	case "british-k", "british-hq":
		add(f.t.EnglandMap, f.towns[f.t.EnglandMap], nil)
	case "french-g":
		m := f.west
		add(m.ID, f.cities[m.ID], func(c board.Cell) bool { return inRegion(m, c, []string{f.t.FrenchRegion}) })
	case "german-b":
		out = st.germanSetupLocs()
	}
	return out
}

// germanSetupLocs are the hexes of 000 England b: "The German Turn "B"
// reinforcement units start on the map, distributed as desired between
// Dover, Ramsgate, and Folkestone."
func (st *State) germanSetupLocs() []rules.Location {
	f := st.fixed
	var out []rules.Location
	for _, id := range []string{f.t.Tunnel.Dover, "ramsgate", "folkestone"} {
		if l := placeLoc(f.s, id); l.OnMap() {
			out = append(out, l)
		}
	}
	return out
}

// setupFits is why unit i of role may not stand at l, with the rule, ""
// when it may.
func (st *State) setupFits(i int, role string, l rules.Location) (rule, why string) {
	u := &st.Units[i]
	// Set-up never makes a hex hold both sides' ground units.
	if len(st.groundAt(l, enemy(u.Side))) > 0 {
		return RuleSetup, fmt.Sprintf("%s holds enemy units", st.place(l))
	}
	// The German "B" hexes are the Germans' to distribute their units
	// between (000 England b); British set-up units stay out of them.
	if (role == "british-k" || role == "british-hq") && slices.Contains(st.germanSetupLocs(), l) {
		return RuleSetup, fmt.Sprintf("%s is one of the hexes the German \"B\" units are distributed between", st.place(l))
	}
	switch role {
	case "british-k":
		// "No unit may be within three hexes of another unit (there must be
		// at least three intervening hexes between each unit and every
		// other). HQs ignore these restrictions."
		m := st.mapOf(l)
		for j := range st.Units {
			v := &st.Units[j]
			if j == i || v.Loc.Map != l.Map || !v.Loc.OnMap() || v.Side != Allies || st.isHQ(v) || st.isAir(v) {
				continue
			}
			if d := m.Topology.Distance(l.Cell, v.Loc.Cell); d < 4 {
				return RuleSetup, fmt.Sprintf("%s is %d hexes from %s: British set-up units need at least three empty hexes between them", st.place(l), d, st.name(j))
			}
		}
	case "british-hq":
		for _, j := range st.groundAt(l, Allies) {
			if j != i && st.isHQ(&st.Units[j]) {
				return RuleSetup, fmt.Sprintf("%s already has an HQ", st.place(l))
			}
		}
	case "french-g":
		// "one per French city hex that would otherwise be empty"
		for _, j := range st.at(l) {
			if j != i {
				return RuleSetup, fmt.Sprintf("%s is not empty: French \"G\"+ units set up one per otherwise empty French city", st.place(l))
			}
		}
	case "german-b":
		if !st.fits(i, l) {
			return RuleStacking, st.overstackWhy(l)
		}
		if st.leavesDoverEmpty(i, l) {
			return RuleTunnel, "a German infantry division must stay in Dover to keep the tunnel open"
		}
	}
	return "", ""
}

// setupWhy explains a refused set-up move, with the rule.
func (st *State) setupWhy(i int, l rules.Location) *rules.Refusal {
	role := st.setupRole(i)
	if role == "" {
		return refusalOf(RuleSetup, fmt.Sprintf("%s is set up by the scenario; only British \"K\" units and HQs, French \"G\"+ units and German \"B\" units are placed by the players", st.name(i)))
	}
	for _, c := range st.setupCells(role) {
		if c == l {
			return refusalOf(st.setupFits(i, role, l))
		}
	}
	switch role {
	case "british-k", "british-hq":
		return refusalOf(RuleSetup, "British set-up units go in English town and city hexes")
	case "french-g":
		return refusalOf(RuleSetup, "French \"G\"+ units go in French city hexes")
	}
	return refusalOf(RuleSetup, "German \"B\" units go in Dover, Ramsgate or Folkestone")
}

// setupProblem is why side's set-up is not legal yet ("" when it is).
func (st *State) setupProblem(side string) string {
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side {
			continue
		}
		role := st.setupRole(i)
		if role == "" {
			continue
		}
		in := false
		for _, c := range st.setupCells(role) {
			in = in || c == u.Loc
		}
		if !in {
			return fmt.Sprintf("%s is not where the set-up rules allow", st.name(i))
		}
		if _, why := st.setupFits(i, role, u.Loc); why != "" {
			return why
		}
	}
	if side == Germans && st.fixed.dover.OnMap() && !st.doverHeld() {
		return "a German infantry division must be in Dover"
	}
	return ""
}
