package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Close assault" ("Defenders fire first"; the
// combat goes on "until only one side occupies the contested zone"): the
// seed's words are the Section below.
//
// One round (assault ZONE, by the attacker): the defenders' leading wave
// fires at the attackers, leading wave first; the attackers' leading wave
// fires back unless that fire destroyed it or broke its morale ("attacking
// units who suffer casualties from defending fire may have their morale
// break *before* they have the opportunity to return fire!"). Then each
// side with two or more units left may leapfrog one into the fore (a
// "lead" decision). The phase may not end while a zone is contested.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleClose, Title: "Close assault", Order: 140,
		Text: `"Units which find themselves in the same zones as enemies must now fight. Defenders fire first (eg - if one unit held a position and their opponents charged, then the stationary unit deals damage before the attackers can open fire). Combat continues until one or the other side is destroyed, or breaks their morale and retreats away. Note that in the case of combats involving multiple waves, the combat continues until only one side occupies the contested zone!"

"After each round of dice rolls, players may reorganise their unit stacking within each zone and leapfrog new units into the fore."

"Note that attacking units who suffer casualties from defending fire may have their morale break before they have the opportunity to return fire!"`})
}

// fighters are side's units fighting at l: ground units in the zone not
// waiting to fall back out of it, leading wave first.
func (st *State) fighters(side string, l rules.Location) []int {
	var out []int
	for _, i := range st.sideAt(side, l) {
		if !st.isAircraft(i) && !st.retreating(i) {
			out = append(out, i)
		}
	}
	return out
}

// contested are the zones holding both sides' fighting units, in map
// order (row by row). A zone where no unit of either side has a hit die
// is not fought (nobody can harm anybody there; RULINGS.md).
func (st *State) contested() []rules.Location {
	seen := map[rules.Location]bool{}
	var out []rules.Location
	for _, i := range st.onMap("") {
		l := st.Units[i].Loc
		if seen[l] {
			continue
		}
		seen[l] = true
		al, ce := st.fighters(Allies, l), st.fighters(Central, l)
		if len(al) > 0 && len(ce) > 0 && slices.ContainsFunc(append(al, ce...), st.canFire) {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(a, b rules.Location) int {
		if a.Cell.Y != b.Cell.Y {
			return a.Cell.Y - b.Cell.Y
		}
		return a.Cell.X - b.Cell.X
	})
	return out
}

// assaulter is the attacker in the zone at l: "if one unit held a
// position and their opponents charged, then the stationary unit deals
// damage before the attackers can open fire". The attacker is the side
// that came into the zone this turn while the enemy held it (its front,
// Movement.Front); a unit that fell back into an empty zone earlier in the
// turn holds it. When both sides did, the side that moved second; when
// neither did, the side whose units entered it this turn (Troop.From);
// else the side moving first (RULINGS.md).
func (st *State) assaulter(l rules.Location) string {
	entered := map[string]bool{}
	for _, side := range Sides {
		if _, ok := st.Move.Front[st.frontKey(side, l)]; ok {
			entered[side] = true
		}
	}
	if !entered[Allies] && !entered[Central] {
		for _, side := range Sides {
			for _, i := range st.fighters(side, l) {
				if st.Troops[i].From != "" {
					entered[side] = true
				}
			}
		}
	}
	switch {
	case entered[Allies] && entered[Central]:
		return other(st.First)
	case entered[Allies]:
		return Allies
	case entered[Central]:
		return Central
	}
	return st.First
}

// canFire reports whether unit f rolls at least one hit die in close
// assault.
func (st *State) canFire(f int) bool {
	n, mods := st.closeFireDice(f)
	return n+rules.Sum(mods) > 0
}

// closeFireDice are unit f's hit dice in close assault and their
// modifiers: 1 per strength point (artillery 1 per 3), halved rounding
// down while it routs.
func (st *State) closeFireDice(f int) (int, []rules.Modifier) {
	n := st.attackDice(f)
	if st.Units[f].HasFlag(FlagRouting) {
		if lost := n - kit.Halve(n, false); lost > 0 {
			return n, []rules.Modifier{{Value: -lost, Reason: "routing: half dice, rounding down"}}
		}
	}
	return n, nil
}

// closeShot is unit f firing at targets in the zone at l: small arms
// (artillery fires as artillery at every target), the targets moving when
// their leading unit moved this turn.
func (st *State) closeShot(f int, targets []int, l rules.Location, what string) shot {
	n, mods := st.closeFireDice(f)
	kind := FireSmallArms
	switch st.class(f) {
	case FieldArtillery, MediumArtillery:
		kind = FireArtillery
	case HeavyArtillery:
		kind = FireHeavy
	}
	moving := len(targets) > 0 && (st.Troops[targets[0]].Moved > 0 || st.Units[targets[0]].HasFlag(FlagMoving))
	return shot{For: fmt.Sprintf("%s: %s fires at %s", what, st.unitName(f), st.label(l)), Kind: kind,
		Side: st.Units[f].Side, Firers: []int{f}, Dice: n, DiceMods: mods, Zone: l, Targets: targets, Moving: moving}
}

// broke reports whether unit i no longer fights at l after a fire: it is
// destroyed, gone, waits to fall back, or its morale broke (hits).
func (st *State) broke(i int, l rules.Location, hits []hit) bool {
	if st.Units[i].Loc != l || st.retreating(i) {
		return true
	}
	for _, h := range hits {
		if h.Unit == i && (h.Morale == kit.MoraleWavers || h.Morale == kit.MoraleRouts || h.Morale == kit.MoraleDestroyed) {
			return true
		}
	}
	return false
}

// assaultRound fights one round at l: defenders first, then the
// attackers' leading wave if it still stands; then the "lead" decisions.
func (st *State) assaultRound(l rules.Location, ctx *rules.Context) error {
	att := st.assaulter(l)
	def := other(att)
	label := st.label(l)
	ctx.Logf("Close assault at %s: the %s attack, the %s defend", label, st.sideName(att), st.sideName(def))
	atts := st.fighters(att, l)
	defs := st.fighters(def, l)
	lead := atts[0]
	var hits []hit
	if d := defs[0]; st.attackDice(d) > 0 {
		st.Units[d].SetFlag(FlagFired)
		var err error
		if hits, err = st.fire(st.closeShot(d, atts, l, "defenders fire first"), ctx); err != nil {
			return err
		}
	}
	if st.broke(lead, l, hits) {
		st.logAbout(lead, ctx, "%s falls without having the opportunity to return fire", st.unitName(lead))
	} else if defs = st.fighters(def, l); len(defs) > 0 && st.attackDice(lead) > 0 {
		st.Units[lead].SetFlag(FlagFired)
		sh := st.closeShot(lead, defs, l, "the attackers fire back")
		// "Unit is attacked from flank -1": the attacking unit came in
		// from a flank or the rear of the attack's front (stacking.go).
		sh.Flank = st.fromFlank(lead)
		if _, err := st.fire(sh, ctx); err != nil {
			return err
		}
	}
	if !slices.Contains(st.contested(), l) {
		for _, side := range []string{att, def} {
			if len(st.fighters(side, l)) > 0 {
				ctx.Logf("The %s hold %s", st.sideName(side), label)
			}
		}
		return nil
	}
	// "After each round of dice rolls, players may reorganise their unit
	// stacking within each zone and leapfrog new units into the fore."
	for _, side := range []string{att, def} {
		if us := st.fighters(side, l); len(us) >= 2 {
			st.ask(Pending{Kind: "lead", Side: side, Units: us, Zone: label})
		}
	}
	return nil
}

func genAssault(st *State, side, arg0 string) []rules.Action {
	if len(st.Pending) > 0 {
		return nil
	}
	var out []rules.Action
	for _, l := range st.contested() {
		label := st.label(l)
		if st.assaulter(l) == side && (arg0 == "" || arg0 == label) {
			out = append(out, rules.Action{Side: side, Verb: "assault", Args: []string{label}})
		}
	}
	return out
}

func whyAssault(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleClose, "assault takes one zone: assault ZONE")
	}
	l, ok := st.zoneLoc(a.Args[0])
	if !ok {
		return refuse(RuleClose, "no zone %q on the map", a.Args[0])
	}
	if !slices.Contains(st.contested(), l) {
		return refuse(RuleClose, "no close assault at %s: \"Units which find themselves in the same zones as enemies must now fight\"", a.Args[0])
	}
	return refuse(RuleClose, "the %s attack at %s: they fight its rounds", st.sideName(st.assaulter(l)), a.Args[0])
}

func applyAssault(st *State, a rules.Action, ctx *rules.Context) error {
	l, _ := st.zoneLoc(a.Args[0])
	return st.assaultRound(l, ctx)
}

// closeActive: in the close assault the attacker of the first contested
// zone acts.
func closeActive(st *State) string {
	if c := st.contested(); len(c) > 0 {
		return st.assaulter(c[0])
	}
	return ""
}

// closeUnfinished blocks the end of the close assault while a zone is
// contested: "the combat continues until only one side occupies the
// contested zone".
func closeUnfinished(st *State) *rules.Refusal {
	if c := st.contested(); len(c) > 0 {
		return refuse(RuleClose, "the close assault at %s goes on until only one side occupies the zone (assault %s)", st.label(c[0]), st.label(c[0]))
	}
	return nil
}

// closePrompt asks the attacker of the next contested zone to fight it.
func closePrompt(st *State, viewer string) string {
	c := st.contested()
	if len(c) == 0 {
		return "Close assault: no zone is contested; end the step"
	}
	return fmt.Sprintf("Close assault: fight a round at %s (the %s attack), defenders first; the step goes on until no zone is contested", st.label(c[0]), st.sideName(st.assaulter(c[0])))
}

func closeChecklist(st *State) []rules.CheckItem {
	var out []rules.CheckItem
	for _, l := range st.contested() {
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Fight the close assault at %s (the %s attack)", st.label(l), st.sideName(st.assaulter(l))), Required: true})
	}
	return out
}

// leadPending is the lead decision waiting now, nil when none.
func (st *State) leadPending() *Pending {
	if len(st.Pending) == 0 || st.Pending[0].Kind != "lead" {
		return nil
	}
	return &st.Pending[0]
}

func genLeapfrog(st *State, side, arg0 string) []rules.Action {
	p := st.leadPending()
	if p == nil || p.Side != side {
		return nil
	}
	l, _ := st.zoneLoc(p.Zone)
	var out []rules.Action
	for _, i := range st.fighters(side, l) {
		ref := st.Units.Ref(i)
		if arg0 == "" || arg0 == ref {
			out = append(out, rules.Action{Side: side, Verb: "leapfrog", Args: []string{ref}})
		}
	}
	return out
}

func whyLeapfrog(st *State, a rules.Action) *rules.Refusal {
	p := st.leadPending()
	if p == nil {
		return refuse(RuleStacking, "leapfrog answers the choice of a zone's leading unit between rounds of close assault")
	}
	return refuse(RuleStacking, "leapfrog takes one of your units fighting at %s", p.Zone)
}

func applyLeapfrog(st *State, a rules.Action, ctx *rules.Context) error {
	p := st.leadPending()
	l, _ := st.zoneLoc(p.Zone)
	i := st.unitArg(a.Args[0])
	us := st.fighters(a.Side, l)
	if us[0] != i {
		// The chosen unit leads; the others keep their order behind it.
		st.Troops[i].Wave = 0
		for _, j := range us {
			if j != i {
				st.Troops[j].Wave += 1
			}
		}
		st.Troops[i].Wave = 1
		st.restack(ctx)
		st.logAbout(i, ctx, "%s leapfrogs into the fore at %s", st.unitName(i), p.Zone)
	} else {
		st.logAbout(i, ctx, "%s keeps the lead at %s", st.unitName(i), p.Zone)
	}
	st.answered()
	return nil
}

// assaultForecast is the fire dialog's forecast of a round at a zone, as
// the attacker may see it: the defenders fire first, so the odds of their
// fire at the attackers' leading wave (casualties and morale check, exact)
// when the attacker knows every defender that fires; then the odds of the
// leading wave's fire back, should it stand (at targets it has not
// identified, the hit dice only). A defender the attacker has not
// identified gives no dice away: its fire is named, not forecast.
func (st *State) assaultForecast(a rules.Action) (rules.Forecast, bool) {
	if st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	l, _ := st.zoneLoc(a.Args[0])
	att := st.assaulter(l)
	atts, defs := st.fighters(att, l), st.fighters(other(att), l)
	title := "Close assault at " + st.label(l)
	first := st.closeShot(defs[0], atts, l, "defenders fire first")
	var f rules.Forecast
	if st.knownTo(a.Side, defs[0]) {
		f = st.fireForecastFor(a.Side, title+": the defenders fire first", first)
	} else {
		f = rules.Forecast{Title: title + ": the defenders fire first", Table: "Hit dice (5 = 1 hit, 6 = 2 hits)"}
		f.Attackers = []string{st.unitName(defs[0]) + " (not identified: its dice are unknown to you)"}
	}
	// The attackers' answer, if their leading wave stands.
	back := st.fireForecastFor(a.Side, "", st.closeShot(atts[0], defs, l, "the attackers fire back"))
	f.Parts = append(f.Parts, rules.ForecastPart{Title: "Then, if it stands, " + st.nameFor(atts[0], a.Side) + " fires back: hits",
		Outcomes: back.Outcomes, Note: back.Table})
	f.Parts = append(f.Parts, back.Parts...)
	f.Confirm = "Assault"
	// The dialog's lines: who fires first, who is fired at.
	f.Defenders, f.Attackers = f.Attackers, nil
	for _, i := range atts {
		f.Attackers = append(f.Attackers, st.nameFor(i, a.Side))
	}
	return f, true
}

func init() {
	book.Stage(phaseStage(PhaseClose, kit.Stage[*State]{Rule: RuleClose,
		Who: func(st *State) []string {
			if side := closeActive(st); side != "" {
				return []string{side}
			}
			return st.phaseSides()
		},
		Prompt:     closePrompt,
		MustFinish: closeUnfinished,
		Checklist:  phaseItems(closeChecklist, nil)}))
	book.Stage(choice("lead", "choice of the unit to lead", RuleStacking, []string{"leapfrog"},
		func(st *State, p *Pending, viewer string) string {
			return fmt.Sprintf("after this round at %s, choose your unit to lead the next (leapfrog UNIT; the current leader by default)", p.Zone)
		},
		func(st *State, p *Pending) rules.Action {
			l, _ := st.zoneLoc(p.Zone)
			us := st.fighters(p.Side, l)
			if len(us) == 0 {
				return rules.Action{}
			}
			return rules.Action{Side: p.Side, Verb: "leapfrog", Args: []string{st.Units.Ref(us[0])}}
		}))
	book.Verb(kit.Verb[*State]{Name: "assault", Title: "Close assault", Args: "ZONE", Rule: RuleClose,
		Help: "fights a round in a zone holding both sides' units, defenders first; the step may not end while a zone is contested",
		Gen:  genAssault, Why: whyAssault, Apply: applyAssault,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			z, ok := st.argZone(a, 0)
			return "Fight a round of close assault at " + z, ok && len(a.Args) == 1
		}})
	book.Verb(kit.Verb[*State]{Name: "leapfrog", Title: "Leapfrog", Args: "UNIT", Rule: RuleStacking,
		Help: "when asked, between rounds of a close assault: the unit to lead the next round (the leader keeps it by default)",
		Gen:  genLeapfrog, Why: whyLeapfrog, Apply: applyLeapfrog, Describe: describeLead})
}
