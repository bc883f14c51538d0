package greenfields

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Table ids of the rules reference, for forecasts and Help to name.
const (
	TableSaves       = "saves"       // the experience dice modifier chart
	TableObservation = "observation" // observation ranges
	TableMovement    = "movement"    // movement rates
	TableTerrain     = "terrain"     // terrain effects
	TablePoints      = "points"      // the points system
	TablePrices      = "prices"      // this scenario's units with their prices
	TableVP          = "vp"          // victory point gains and losses
	TableGraveyard   = "graveyard"   // "How did you rate!?!"
)

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: the rules as a player reads them
// in Help, one section per rule a refusal, a roll or a phase cites (its
// Rule is the citation), each quoting the seed, with its charts. The
// numbers a scenario sets (the day's turns, SHELLS, the budget, the
// restrictions, the prices) are this game's.
func (st *State) Reference() rules.Reference {
	r := rules.Reference{Title: "To The Green Fields Beyond!: rules reference"}
	add := func(rule, title, text string, tables ...rules.RefTable) {
		r.Sections = append(r.Sections, rules.RefSection{Rule: rule, Title: title, Text: text, Tables: tables})
	}
	add(RuleSequence, "The assault turn", st.sequenceText())
	add(RuleTurn, "Who acts", `"The player first announcing assault moves first on the first turn, and alternating with his opponent thereafter." In each step where both sides act in turn, the side moving first this turn acts first ("the loser declares their actions first during each stage of the turn").

Only the side whose step it is acts; the other waits. When the rules leave a choice to a side in the middle of a step (a wavering unit's retreat, opportunity fire, restacking between rounds of a close assault), the game waits for that side alone, and only for that choice. In air operations both sides choose at once, in secret, and commit.

End phase ends the step. It is refused, with the reason, while the step still needs something done. A step in which the acting side has nothing to do passes by itself, logged.`)
	add("", "Actions", st.verbsText())
	add(RuleDice, "The dice roll system", `"All dice used in this game are standard 6 sided dice. When a player is required to make a dice roll, roll the number of dice indicated, and count every dice that scores a "5" as one "hit", and every dice that scores a "6" as two "hits"."

"Most units roll 1 dice per strength point when opening fire - although artillery roll only 1 dice for every 3 full points of strength rating."

"It takes 2 hits to knock out a strength point of armoured vehicles, and 1 hit to knock out a strength point of other troops."

"All hit dice due to artillery fire are rolled in turn against EVERY unit occupying the target zone. All hit dice from other fire effects the closest unit in the target zone first, with damage in excess of the target's strength "sloping over" onto the next unit in the target zone."

"When a unit reaches zero strength points, it is destroyed and must be removed from play."`)
	add(RuleSaves, "Fire modifiers (experience dice)", `"HOWEVER - when units take hits, they then roll dice equal to their experience level, and subtract their subsequent "hit score" from the incoming damage."

"A unit's situation can temporarily modify the number of experience dice rolled when it makes a saving throw. These modifications can take temporarily the unit above 5 dice and below 1 dice (minimum rating of 0)."

Positive modifiers are not cumulative: count only the single best. Negative modifiers are cumulative. "Dice modifiers are not counted vs gas attack or mines."

"Units which have successfully rolled experience throws and have scored hits with every single dice immediately go up one experience level (to a maximum of 5)."`, savesTable())
	add(RuleMorale, "Morale checks", `"Whenever a unit takes casualties due to enemy fire, it must IMMEDIATELY roll hit dice equal to its morale."

- "If the unit scores hits equal to or more than the number of casualties suffered, the unit reduces its morale rating by one and may continue play."
- "If the unit scores some hits, but not enough to equal or exceed the number of casualties received, then the unit "wavers". The unit becomes suppressed. Drop the units morale by one, and retreat the unit one zone back towards its home base line."
- "If the unit scores no hits with its morale dice at all, drop its morale and experience by one. The unit becomes suppressed, and immediately flees its current position heading for its own base line and continuing to flee until it successfully makes two hits with a morale roll. If the unit fires, it does so at half its normal dice value (rounding down)"

"Whenever a unit suffers two casualties from enemy fire, it immediately lowers its morale by one. This takes place before the unit rolls its morale checks."

"If a unit makes a morale check with its full dice and scores hits with every single dice, then the unit permanently raises its morale by 1 above its usual maximum level."`)
	add(RuleSuppression, "Suppression", `"Suppressed units may not move towards the enemy, nor may they fire at any units outside of their own map zone. On the plus side - they are also harder to spot!"

A unit is suppressed when it wavers or flees on a morale check. The rules never say when suppression ends: the scenario's option "suppression" does ("turn": it lifts as the next assault turn starts, a routing unit's only after it rallies; "assault": it lasts until the assault ends). "An "assault" is declared at an end when both players agree to halt, or when 50% of the attacking player's troops have become suppressed."`)
	add(RuleTerrain, "Terrain types", `"The Green Fields Beyond" classifies terrain into 3 basic types: open ("Agricultural fields, flat plains - good solid footing, but offering little cover"), rough ("Scrub, brush and forest. Villages and ruins. ... Any area which includes trenchworks counts as "rough" terrain") and morass ("Shattered terrain, shell scape and yummy squelchy mud ... Morass zones are impassable to artillery, cavalry and vehicles").

- Roads: "Roads count as open terrain even when they cross through rough zones and morass- UNLESS the road zone is shelled until it degrades".
- Hills: "count as one or two levels of elevation above the surrounding terrain"; they block line of sight.
- Rivers and canals: "Deep rivers and canals may not be crossed except via bridges."
- Streams: "may be crossed by cavalry or infantry at any point, but are impassable to artillery and vehicles unless provided with a ford or bridge."
- Woods: "block all line of sight through their own zone until they are converted to "morass"."
- Intact towns: "count as 1 level of elevation higher than the surrounding terrain, and can act as spotters for artillery units".
- Railway embankments: "can count as light trenches vs small arms fire only. Vehicles and artillery crossing a railway embankment count the zone as rough terrain."

Degradation: "Place a shell hole counter on the terrain every time the zone comes under artillery bombardment. When two such shell holes are accumulated, the area is classified as one grade worse than its current level". "When an area crossed by a road receives one or more hits from artillery or bombers, the road is cut." "Whenever a zone containing a trench system takes three hits in a single turn due to artillery bombardment, the trench degrades by one level".`, st.terrainTable())
	add(RuleMovement, "Movement rates and terrain effects", `Drag a unit to any zone it can reach this turn, diagonals included ("Diagonal movement is allowed"): it goes there zone by zone by the way that takes the fewest zones (then the one beside the fewest woods, trenches and ruins, then the one most along roads), each zone counted against its allowance. To go another way, move it one zone at a time.

"All units moving along a road for at least half of their normal movement allowance gain an extra +1 movement. Wheeled vehicles and Infantry equipped with bicycles move an extra +1 zone per turn if part of their move is along a road."

"Vehicles moving cross country must roll for break downs. The vehicles undergo attack dice equal to (2+ the defensive modifier of the roughest terrain being crossed). This damage can be saved against by using the unit's experience dice."

"Mounted units may elect to abandon their mounts before they begin their movement, and operate as infantry." "Areas lined with trenches count as rough terrain for the purposes of movement."

Units that reach the enemy's rear board edge may exit off it (see Winning and losing).`, movementTable(), terrainEffectsTable())
	add(RuleStacking, "Stacking", fmt.Sprintf(`"Stacking multiple units within a single map zone is perfectly allowable. A maximum of three units may be stacked into a single map zone." (%d; aircraft do not count.)

"Players must designate which units within a zone form the leading wave, middle wave and end wave. Players who stack multiple regiments in a single zone may elect to swap "waves" after movement, or after each round of fire combat."

"There may be situations where units are attacked from the side, front and rear all at once; a max of 1 additional unit can "pile into the melee" per flank or facing."`, StackLimit))
	add(RuleObservation, "Elevation and line of sight", `"Normal range of vision is but a single zone in every direction (including diagonals) about the observing unit. This is modified by elevation above the basic "ground level" terrain. Armies are presumed to have observers present in every map zone that they control."

"Units in trenches, woods and ruins cannot be seen unless they have been identified by air recce or a trench raid, and are not placed upon the board unless an assault begins and the unit moves."

"During assaults, zones placed under gas attack block all line of sight both through the gassed zone and into/out of the gas."

"Troops that are in zones that can be seen from the enemy terrain must be placed in their positions upon the table top. Unit strength and morale/experience are still kept secret."`, observationTable())
	add(RuleBombard, "Artillery bombardment", fmt.Sprintf(`"Artillery fire takes place, with both players adjudicating their fire simultaneously. Artillery ranges are 3 zones for field artillery, 6 zones for medium artillery, and unlimited tabletop range for heavy artillery. Each artillery regiment rolls its usual dice for hits vs its target (halved if the target zone cannot be seen by any unit in the firing player's army). Multiple artillery units may stack their fire upon target zones."

"In addition to HE fire, artillery fired during an assault turn may also fire gas rounds. Hits caused by gas are taken directly from the target's experience level (although targets may roll vs their undamaged experience level to save vs casualties.) Gas may be designated to be "persistent" (mustard gas)". %s

"Artillery units use 1 point of SHELL supplies per turn of fire. Shell fire can only be performed if the artillery unit can trace a line of roadway or clear terrain to their own rear lines." SHELLS at the start of this game: %s %d, %s %d.`,
		st.gasText(), st.sideName(Allies), st.fixed.t.Shells[Allies], st.sideName(Central), st.fixed.t.Shells[Central]))
	add(RuleOpFire, "Movement and opportunity fire", `"Players move their armies in turn, with one player completing all their army's movement before their opponent moves their own men."

"As a player moves, their opponents may elect to perform opportunity fire. If a moving unit comes within 1 zone of an unsuppressed defender, then the defender may open fire on the moving unit using HALF its normal attack dice (rounding up). Artillery units do not use SHELL points to fire in this way."

"If moving units are not broken by enemy fire, they may continue movement up to their full allowance and enter the same zone as enemy units."

"Units may only use opportunity fire once per turn."

A move of several zones asks the other side once, where the mover first comes within 1 zone of a unit that might fire (or of woods, a trench or ruins, where one might hide): it may fire there at once, or order a unit to fire when the mover enters a zone further along its way, then hold and let the move go on. A move fired upon stops where the fire met it; its player may move the unit on if it was not broken.`)
	add(RuleClose, "Close assault", `"Units which find themselves in the same zones as enemies must now fight. Defenders fire first (eg - if one unit held a position and their opponents charged, then the stationary unit deals damage before the attackers can open fire). Combat continues until one or the other side is destroyed, or breaks their morale and retreats away. Note that in the case of combats involving multiple waves, the combat continues until only one side occupies the contested zone!"

"After each round of dice rolls, players may reorganise their unit stacking within each zone and leapfrog new units into the fore."

"Note that attacking units who suffer casualties from defending fire may have their morale break before they have the opportunity to return fire!"`)
	add(RuleAir, "Air operations", `"Each player secretly determines the number of aircraft they will hazard in the air."

- "All fighters now fire at enemy fighters (rolling hit and then saving rolls). Survivors may then fire again - this time at enemy observation and ground attack craft."
- "Alternatively, fighter aircraft may attack balloons, needing a single hit to ground the balloon for the rest of the day ... The balloon's flak protection batteries fire at the attacking aircraft BEFORE the attacking aircraft roll their dice, rolling 1 hit dice vs the incoming air attack."
- "Ground attack craft can now fire upon a single zone each, rolling 2 hit dice per strength point of ground attack aircraft. Fighters may also now strafe ground units, rolling 1 hit dice per strength point. Aircraft that attack ground units may then be fired upon by the ground units, who roll 1 "hit" dice per 3 strength points once the air to ground fire has been made."
- "Bombers may attack ground targets (1 dice per strength point)."
- "Aircraft may make only 1 sortie per day."

"Weather: On any given day, conditions may not make aviation possible. On a roll of 6 in autumn, summer and spring, and a roll of 5 or 6 in winter, no flights are possible."`)
	add(RulePioneers, "Pioneers and construction", `"Construction units that have NOT fired during combat may now attempt to create roads and bridges. Roll 1 dice per strength point of the unit. It will require 3 "hits" to bridge a stream, trench or bad terrain."

"ANY infantry, cavalry or pioneer unit that has remained unmoving within a zone, and has not fired during the turn, may now create a light trench in their current area at the cost of 1 point of morale."

"Trenches made by artillery units are termed "emplacements", and provide cover ONLY for artillery units."`)
	add(RuleReserves, "Bringing up reserves", fmt.Sprintf(`"Units held off board or purchased via victory point expenditure are now brought into play."

"Units purchased in this way move on the board from the player's rear table edge, but if brought on during an assault turn they must dice each turn they attempt to enter the board, needing a 5 or 6 to appear on table."

"Military units can be acquired for a cost in victory points equal to HALF their points cost" (rounded up; see Army design and points for each unit's price). "Such purchases may put the player into negative points - but remember that reaching -30 points automatically loses the game!"

"Shells may be purchased for 1 victory point per 4 factors of shells": 4 SHELLS for 1 victory point, in this step, for the bombardments to come.

Off-board reserves in this game: %s.`, st.reserveText()))
	add(RuleAssaultEnd, "Ending the assault", `"An "assault" is declared at an end when both players agree to halt, or when 50% of the attacking player's troops have become suppressed."

In this game the assault is the whole battle: when it ends, so does the game, decided on victory points (see Winning and losing).`)
	add(RuleArmy, "Army design and points", st.armyText(), pointsTable(), st.pricesTable())
	add(RuleVictory, "Winning and losing", `"Victory is determined by players accumulating "victory points" as they achieve significant military gains. If any player reaches -30 victory points, they lose the game (the general they represent is cashiered and replaced). If any player reaches +30 victory points, they automatically win the game. Otherwise, victory goes to the player who has the highest total of victory points after an agreed period of months have passed."

An enemy zone is a zone of the other side's deployment zone or base line; a side holds it while its units, and none of the enemy's, stand in it. Victory points are counted after every action: +30 or -30 ends the game at once. After the scenario's last day the higher total wins; equal totals draw. Victory points spent on units and SHELLS count against the spender.

The graveyard (just for "fun"): "each player should take a piece of paper and mark it with a cross whenever one strength point of one of their units dies ... How did you rate!?! Check your losses and see!" Each side sees its own graveyard during play, and both at the end.`, vpTable(), graveyardTable())
	return r
}

// sequenceText words the assault turn with this game's day.
func (st *State) sequenceText() string {
	var b strings.Builder
	fmt.Fprintf(&b, `"When an assault begins, the time scale of the game changes. Several assault turns represent a single day of action. There are 4 turns in a spring, summer or autumn day, and 3 turns in a winter day. Daytime is followed by a single turn of night." This game is in %s: %d assault turns and a night each day, for %d days (%s).

Each assault turn runs the seed's six steps; where both sides act in turn, the side moving first acts first:
`, st.fixed.season, st.turnsPerDay()-1, len(st.fixed.s.Turns.Names), strings.Join(st.fixed.s.Turns.Names, ", "))
	for _, ph := range phases {
		who := "the side moving first"
		switch {
		case ph.Both:
			who = "both sides, in secret"
		case ph.Second:
			who = "the side moving second"
		}
		// Who plays the step, not the script verbs it allows (issue 24):
		// the Actions section words those.
		fmt.Fprintf(&b, "\n- %s (step %d: %s)", ph.Name, ph.Step, who)
	}
	return b.String()
}

// verbDocs are the verbs for people (their records' Title, Args, Help,
// Rule) in the order of play: ending a step, the steps' verbs in turn
// order, then the choices the game asks for in the middle of a step.
func verbDocs() []kit.VerbDoc {
	docs := book.Docs()
	rank := func(name string) int {
		if name == kit.EndPhase {
			return -1
		}
		k := 0
		for _, ph := range phases {
			for _, v := range ph.Verbs {
				if v == name {
					return k
				}
				k++
			}
		}
		return k // a choice's verb
	}
	slices.SortStableFunc(docs, func(x, y kit.VerbDoc) int { return rank(x.Name) - rank(y.Name) })
	return docs
}

// verbStep is the step of the assault turn verb is played in, as
// docs/actions.md's verb table gives it: "any" for ending a step, "when
// asked" for a choice's.
func verbStep(verb string) string {
	if verb == kit.EndPhase {
		return "any"
	}
	for _, ph := range phases {
		if slices.Contains(ph.Verbs, verb) {
			s := fmt.Sprintf("%d %s", ph.Step, strings.ToLower(ph.Name))
			if ph.Both {
				s += " (both sides, secret)"
			}
			return s
		}
	}
	return "when asked"
}

// actionsTable is docs/actions.md's table of the module's verbs, between
// its markers (kit.VerbMarkers): the records' words, in the order of play.
func actionsTable() string { return kit.VerbTable(verbDocs(), verbStep) }

// verbNames is verbs by the names players know them by (their records'
// Title, the rules reference's Actions section), each quoted, joined with
// commas: a refusal tells a player what a step allows in the words of the
// window and the reference, not the scripts' verbs (issue 24). A verb
// with no title is given as it is.
func verbNames(verbs []string) string {
	docs := book.Docs()
	var out []string
	for _, v := range verbs {
		name := v
		if k := slices.IndexFunc(docs, func(d kit.VerbDoc) bool { return d.Name == v }); k >= 0 && docs[k].Title != "" {
			name = docs[k].Title
		}
		out = append(out, strconv.Quote(name))
	}
	return strings.Join(out, ", ")
}

// verbsText lists the verbs: what each does, and how a script writes it.
func (st *State) verbsText() string {
	var b strings.Builder
	b.WriteString("What a player does: the window offers each action when its step allows it (drag a counter, or the buttons of the Actions panel). The words in brackets are what sandtable play scripts write, units named by reference and zones by label (\"G6\").\n")
	for _, v := range verbDocs() {
		args := ""
		if v.Args != "" {
			args = " " + v.Args
		}
		fmt.Fprintf(&b, "\n- %s: %s [script: %s%s]", v.Title, strings.ReplaceAll(v.Help, "`", ""), v.Name, args)
	}
	return b.String()
}

// gasText says whether this game allows gas.
func (st *State) gasText() string {
	if st.gasAllowed() {
		return "Gas is allowed in this game."
	}
	return "Gas is not allowed in this game (\"Gas does not become available until mid 1915\")."
}

// reserveText names each side's off-board box.
func (st *State) reserveText() string {
	var parts []string
	for _, side := range Sides {
		id := st.fixed.t.Reserve[side]
		if id == "" {
			continue
		}
		name := id
		if b := st.fixed.m.Box(id); b != nil && b.Name != "" {
			name = b.Name
		}
		parts = append(parts, fmt.Sprintf("the %s hold theirs in the %s", st.sideName(side), name))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}

// armyText words the army design, this game's budget and restrictions.
func (st *State) armyText() string {
	var b strings.Builder
	b.WriteString(`"All other factors are bought using army points." 1914: "The game begins with an assault, players having no compulsory troops, but a basic 30 points per zone of frontage to buy any damned fool units they like! Gas, any aircraft except observation and tanks are not allowed." "For simple 1914 campaigns, French troops are forbidden to have medium and heavy artillery. The Germans are the only nationality to field observation aircraft, and all other aircraft except balloons are forbidden."

"All artillery units come with three points of SHELLS."`)
	if a := st.fixed.t.Army; a.PointsPerZone > 0 && a.Frontage > 0 {
		cost := setupCost(st.fixed.s, &st.fixed.t)
		fmt.Fprintf(&b, "\n\nIn this game each side may spend %d points per zone x %d zones of frontage = %d points; the set-up, reserves included, cost the %s %d and the %s %d.",
			a.PointsPerZone, a.Frontage, a.PointsPerZone*a.Frontage, st.sideName(Allies), cost[Allies], st.sideName(Central), cost[Central])
	}
	r := st.fixed.t.Restrictions
	var forb []string
	for _, c := range r.Forbidden {
		forb = append(forb, classNames[c])
	}
	if len(forb) > 0 {
		fmt.Fprintf(&b, "\n\nForbidden to every nation: %s.", strings.Join(forb, ", "))
	}
	for _, n := range sortedKeys(r.Nations) {
		var cs []string
		for _, c := range r.Nations[n] {
			cs = append(cs, classNames[c])
		}
		fmt.Fprintf(&b, "\n\nForbidden to %s: %s.", st.nationName(n), strings.Join(cs, ", "))
	}
	return b.String()
}

// savesTable is the seed's "Experience dice modifier chart".
func savesTable() rules.RefTable {
	return rules.RefTable{ID: TableSaves, Caption: "Experience dice modifier chart", Columns: []string{"Situation", "Experience dice"},
		Rows: [][]string{
			{"Unit is in light trench", "+1*"},
			{"Unit is in heavy trench", "+2*"},
			{"Unit is in rough going or morass", "+1"},
			{"Unit is in built up area or ruins", "+2"},
			{"Unit is moving", "-1"},
			{"Unit is mounted (on animals or motor transport)", "-1"},
			{"Unit is attacked from flank", "-1"},
		},
		Notes: "Positive modifiers are non-cumulative: count only the single best. Negative modifiers are cumulative. *Does not count vs heavy artillery. Dice modifiers are not counted vs gas attack or mines."}
}

// observationTable is the seed's "Observation ranges".
func observationTable() rules.RefTable {
	return rules.RefTable{ID: TableObservation, Caption: "Observation ranges", Columns: []string{"Condition", "Sectors"},
		Rows: [][]string{
			{"During day", "3"},
			{"During night", "0"},
			{"Target is vehicles or mounted", "+1"},
			{"Target is moving", "+1"},
			{"Target is suppressed", "-1"},
			{"Per elevation level", "+2"},
		},
		Notes: "Towns add +1 to the base terrain's elevation level. Balloons add +2 to the base terrain's elevation level."}
}

// movementTable is the seed's "Movement rates".
func movementTable() rules.RefTable {
	return rules.RefTable{ID: TableMovement, Caption: "Movement rates", Columns: []string{"Units", "Zones per assault turn"},
		Rows: [][]string{
			{"Infantry, medium artillery, heavy tanks", "2"},
			{"Cavalry, field artillery, wheeled vehicles and light tanks", "3"},
			{"Heavy artillery", "1"},
		},
		Notes: "Road: +1 for units moving along a road for at least half their normal allowance; wheeled vehicles and bicycle infantry +1 if part of their move is along a road."}
}

// terrainEffectsTable is the seed's "Terrain effects".
func terrainEffectsTable() rules.RefTable {
	return rules.RefTable{ID: TableTerrain, Caption: "Terrain effects", Columns: []string{"Terrain", "Effect"},
		Rows: [][]string{
			{"Morass, ruins, etc", "May only be entered by infantry & heavy tanks. Entering morass ends the units movement turn."},
			{"Rough ground", "Impassable to wheeled vehicles. Cavalry and vehicles entering rough terrain immediately end their movement turn."},
			{"Open ground", "No special effects."},
			{"Roads", "Always count as open ground; the road bonus above."},
		}}
}

// terrainTable is this map's terrain as the rules read it.
func (st *State) terrainTable() rules.RefTable {
	t := rules.RefTable{ID: "map-terrain", Caption: "This map's terrain", Columns: []string{"Terrain", "Going", "Elevation", "Notes"}}
	for _, tr := range st.fixed.m.Terrains {
		r := st.fixed.t.Terrain[tr.ID]
		var notes []string
		if r.Woods {
			notes = append(notes, "woods: block line of sight")
		}
		if r.Town {
			notes = append(notes, "intact town: +1 elevation, spotters, built up area")
		}
		if r.Ruins {
			notes = append(notes, "ruins")
		}
		t.Rows = append(t.Rows, []string{tr.Name, r.Going, fmt.Sprint(r.Elevation), strings.Join(notes, "; ")})
	}
	return t
}

// pointsTable is the seed's "Points system".
func pointsTable() rules.RefTable {
	t := rules.RefTable{ID: TablePoints, Caption: "Points system", Columns: []string{"Units", "Cost"}}
	for _, c := range Classes {
		t.Rows = append(t.Rows, []string{classNames[c], pointsSystem[c].Quote})
	}
	t.Rows = append(t.Rows,
		[]string{"Gas", "Gas canisters (not artillery shells) cost 3 points."},
		[]string{"Shells", "Shells cost 1 point for every 6 points of shells"},
		[]string{"Luxuries", "Luxuries cost 1 point per unit of luxuries."})
	return t
}

// pricesTable is this game's unit types with their prices: points (worked)
// and victory points, and whether the period allows them.
func (st *State) pricesTable() rules.RefTable {
	t := rules.RefTable{ID: TablePrices, Caption: "Units of this game and their prices", Columns: []string{"Unit", "Class", "Points", "Victory points", "This period"}}
	for _, u := range st.fixed.s.Counters.Units {
		c, ok := st.fixed.class[u.ID]
		if !ok {
			continue
		}
		_, sum := pointsCost(u, c)
		allowed := "allowed"
		if st.forbidden(u.Nation, c) {
			allowed = "forbidden"
		}
		t.Rows = append(t.Rows, []string{rules.TypeName(u, 0), classNames[c], sum, fmt.Sprint(st.vpCost(u.ID)), allowed})
	}
	t.Notes = "Points: strength, experience and morale times the class's rates (morale-experience-strength as printed); victory points: half, rounded up."
	return t
}

// vpTable is the seed's victory point gains and losses.
func vpTable() rules.RefTable {
	return rules.RefTable{ID: TableVP, Caption: "Victory points", Columns: []string{"Achievement", "Victory points"},
		Rows: [][]string{
			{"Exit a unit off enemy rear zone board edge", fmt.Sprintf("+%d", vpExit)},
			{"Capture and hold 1 enemy zone", fmt.Sprintf("+%d", vpZone)},
			{"Lose one zone to enemy", fmt.Sprintf("-%d", vpZone)},
			{"Victory points spent on units", "-1 each"},
			{"Reach +30", "win at once"},
			{"Reach -30", "lose at once"},
		}}
}

// graveyardTable is the seed's "How did you rate!?!".
func graveyardTable() rules.RefTable {
	t := rules.RefTable{ID: TableGraveyard, Caption: "The graveyard: how did you rate!?!", Columns: []string{"Losses (strength points)", "Rating"}}
	from := 0
	for _, g := range graveyard {
		span := fmt.Sprintf("%d to %d", from, g.upTo)
		if g.upTo < 0 {
			span = fmt.Sprintf("%d+", from)
		}
		t.Rows = append(t.Rows, []string{span, g.rating})
		from = g.upTo + 1
	}
	return t
}
