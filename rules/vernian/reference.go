package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// CRTTableID is the id of the ground-combat CRT in the rules reference:
// forecasts name it so Help can mark the column an attack reads.
const CRTTableID = "crt"

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: the rules as a player reads them
// in Help, one section per rule a refusal, a decision or a phase cites
// (its Rule is the citation), in the player's words. The CRT, the terrain
// effects and the numbers the scenario sets (stacking limit, supply range,
// operational turns) come from this game's scenario and options.
func (st *State) Reference() rules.Reference {
	f := st.fixed
	r := rules.Reference{Title: "20,000 Leagues under the Trenches: rules reference"}
	add := func(rule, title, text string, tables ...rules.RefTable) {
		r.Sections = append(r.Sections, rules.RefSection{Rule: rule, Title: title, Text: text, Tables: tables})
	}
	add(RuleSequence, "The operational turn", st.sequenceText())
	add(RuleTurn, "Who acts",
		`Only the side whose phase it is acts; the other side waits. The one exception is a choice the rules leave to a unit's owner in the middle of a resolution (see Step losses and Retreats): while the game waits for it, that side alone acts, and only to make the choice.

End phase ends the current phase. It is refused, with the reason, while the phase still needs something done (fire designated bombards, finish an attack, roll attrition, a legal set-up).`)
	add("", "Actions", st.verbsText())
	add(RuleSetup, "Set-up",
		`The game starts with two set-up phases. The scenario's placement is legal; each side may rearrange its set-up units into any other legal set-up.

- Allied set-up: the British "K" units go in English town and city hexes, one per hex, with at least three empty hexes between any two of them; British HQs go in any English town or city. The French "G" and later units go one per French city hex that would otherwise be empty. Nobody sets up in Dover, Ramsgate or Folkestone.
- German set-up: the German "B" units go in Dover, Ramsgate and Folkestone as the Germans like, with a German infantry division in Dover.
- Every other unit is set up by the scenario.`)
	add(RuleMovement, "Movement", st.movementText())
	add(RuleStacking, "Stacking", fmt.Sprintf(`A hex may hold up to %d divisions of one side, and exactly %d is allowed. Infantry, cavalry, fortresses and the Armored Front Buster count one each; HQs, tanks, Zeppelins and Ether Flyers count nothing.

Only one tank may be in a stack.

The limit holds everywhere: moves, new units, set-up, retreats, advances, the tunnel's arrivals in Dover and the Armored Front Buster's push.`, f.stackLimit, f.stackLimit))
	add(RuleSupply, "Supply", fmt.Sprintf(`Every ground unit is in one of three supply states (the counters and the View menu's supply overlays show them).

- Attack Supply: full capabilities. A unit is in Attack Supply when a line of at most %d hexes leads to an ultimate supply source or to a friendly town or city that itself traces a line of any length to one; or when it is in or next to a friendly HQ that traces a line of any length to one; or, for the Germans, in or next to a Zeppelin that shares no hex with an enemy ground unit.
- Defense Supply: a unit not in Attack Supply that is in a town or city hex, or traces a line of any length to a friendly city hex. Its attack factor is halved; it defends at full strength and never dies from attrition.
- Out of Supply: neither. Attack and defense factors are halved, and it may suffer attrition.

Supply lines never enter hexes holding enemy ground units (they may end in one), sea hexes or neutral countries, nor cross all-sea hexsides. Ultimate sources: the Allies' are the French Atlantic and southern map edges, London and the northern hex row of England; the Germans' are Germany's map edges, and Dover while the tunnel is open.

Units cannot voluntarily move out of Attack Supply. A unit that starts its movement phase out of Attack Supply may move only to improve its supply state or to get closer to a supply source.`, f.t.SupplyRange))
	add(RuleAttrition, "Attrition", `In its Attrition Phase a side rolls one die for each of its stacks that holds Out of Supply ground units. On a roll equal to or less than the number of those units, the stack loses one step, from one of its Out of Supply units: the owner chooses which (HQs last). The Armored Front Buster never suffers attrition.`)
	add(RuleBombard, "Monstrous Artilleries (bombards)", `HQs fire in the Bombard Phase, right before the Combat Phase, only in their owner's turn.

- a) An HQ's two numbers are its dice and its kill number: a 1-3 rolls one die and kills an enemy step on 3 or less. A 0-3 HQ has no gun.
- b) Its range is the kill number: a 1-3 fires up to three hexes away.
- c) All bombards are designated before any is rolled (bombard, cancel-bombard), then fire rolls them all. Excess hits are wasted.
- d) A hex totally cleared of enemy ground units by bombardment may not be attacked nor advanced into in that Combat Phase.
- e) Each die is modified: +1 if the target hex is anything other than clear or flood plain (towns, cities and forts count as not clear); +1 if no friendly unit is next to the target (no spotters). Modifiers make a kill harder.
- f) The owner of the bombarded stack chooses which of its units takes each hit; HQs are always the last units in a stack to be killed. A tank in the target hex ignores the first hit against that hex each Bombard Phase. Zeppelins, Ether Flyers and the Armored Front Buster are immune.`)
	add(RuleCombat, "Ground combat", st.combatText(), st.crtTable())
	add("", "Combat results", `Each result is one or more codes joined by "/" (for example "D1/DR"):

- AE: every attacking unit is eliminated.
- AR: the attackers retreat one hex.
- A1, A2...: the attackers lose that many steps.
- EX: exchange: each side loses one step.
- DR: the defenders retreat one hex (a fortress stays and holds the hex).
- D1, D2...: the defenders lose that many steps.
- DE: every defending unit is eliminated.
- "-": no effect.

Steps are lost before retreats; then the defenders retreat, then the attackers (see Retreats).`)
	add("", "Terrain effects", `What a hex or hexside costs to enter and what it does to combat and bombardment. A town or city shifts an attack on it as well as its terrain does; an intact fortress shifts it again.`, st.terrainTable())
	add(RuleLosses, "Step losses", `Whoever owns the units chooses which of them takes each step lost to a combat result, a bombard or attrition, one step at a time; the game waits for that choice (lose), even during the other side's phase.

- HQs are always the last units to be lost.
- When Crack Troops took part in a German attack, the first German step lost must be a Crack Troop's.
- Tanks and the Armored Front Buster take no steps; a tank is destroyed with the last infantry step in its hex.
- The game takes the loss itself when there is no real choice: one candidate, candidates alike (the same counter at the same step in the same hex), or every unit lost anyway (AE, DE, or as many steps as the group has).
- With the option "Automatic losses and retreats" the game takes every loss itself: Crack Troops first when they must, then the unit with the most steps left, HQs last.`)
	add(RuleRetreat, "Retreats", `A retreat (DR, AR) is one hex, and the owner of the retreating units chooses it (retreat), after the losses, even during the other side's phase: on a DR the defenders of the hex, then on an AR each stack of attackers, one choice per stack. A stack retreats together, into one hex:

- next to the hex it leaves, and one it could move into (no sea, no neutral country, no all-sea hexside);
- holding no enemy ground units;
- within stacking: the hex's divisions and the retreating ones together (see Stacking);
- holding no tank of its side when the stack brings one: a stack's tank goes with it when no infantry of its hex stays behind, and only one tank may be in a stack.

A fortress never moves: on a DR it stays and holds the hex while the other defenders go.

The game moves the stack itself when only one hex is open, and eliminates its units when none is. With the option "Automatic losses and retreats" it chooses every retreat: a hex next to no enemy ground unit first, then one in the side's Attack Supply.`)
	add(RuleCrack, "Crack German Troops", `- a) After a German attack in which yellow-striped units took part, ONE surviving yellow-striped attacker may be flipped to its Crack Troops side (crack), with the better attack and movement. They remain one-step units.
- b) When Crack Troops take part in a German attack, the first German step lost must be a Crack Troop's.
- c) Only Crack Troops may fly in Zeppelins (see Über-Zeppelins: Embarkation).`)
	add(RuleTanks, "Tanks", `Only one tank may be in a stack, and it does not count for stacking. A tank is not a combat unit: it must always be stacked with infantry and is destroyed along with the last infantry step in its hex, or when left alone at the end of a phase.

A tank never attacks by itself and cannot be used to attack a hex containing another tank. An attacking stack using a tank:

- a) ignores the first hit its side would suffer in that combat (one hit per combat, however many tanks);
- b) may advance two hexes after combat: the attacked hex, then any adjacent vacant hex;
- c) has one unit's attack strength doubled: the strongest infantry of the stack, or the one the attacker chooses (double) before resolving.

On defense, the first hit each Bombard Phase against the tank's hex is ignored.`)
	add(RuleAFB, "The Armored Front Buster", `The Allies' land battleship. It counts as a division for stacking, has no attack strength, is immune to Monstrous Artilleries and never suffers attrition; its hex cannot be attacked in normal combat, but other units there can be bombarded.

- It moves one hex per turn while in Attack Supply (none otherwise), never into mountains or the sea or across all-sea hexsides, and never out of Attack Supply.
- It may enter a hex holding enemy ground units: they are pushed straight back one hex. If that overstacks the hex they enter, the units that were already there must go on back (their owner chooses which, push-out), and so on. Units pushed off the map, into the sea, a neutral country or a hex holding Allied units are destroyed.
- A fortress in the hex it enters is destroyed.`)
	add(RuleEngland, "England", `- a) No unit in England may leave England while fighting continues. Once no German ground unit is in England, British units there may be taken back to the Available box in an Allied New Units Phase.
- c) New British units may be placed in England, in friendly towns and cities, one ground unit plus one HQ per hex; London and Birmingham take normal stacking.
- d) Nobody gets doubled movement in England.
- For victory and control, building hexes in England are towns, except London, its six neighbours and Birmingham, which are cities.`)
	add(RuleTunnel, "The Tunnel", `The Kaiser's tunnel runs from Munich to Dover. While it is open, Dover is a German ultimate supply source.

- A German infantry division must stay in Dover: the Germans may not move or advance the last one out. If Dover is ever empty of German infantry divisions (an HQ does not count), the tunnel is sealed for good.
- The German "I", "J" and "O" units travel through it in stacks of five divisions with at most one HQ, one stack per Strategic Turn, arriving in Dover. What does not fit is bumped to the next turn, and as many units from each stack down the line.
- Once sealed, the stacks still in the tunnel turn back: after a delay of two Strategic Turns they re-emerge in Germany, last stack first, one per turn.`)
	add(RuleNewUnits, "New units and reinforcements", `Each Strategic Turn's reinforcements wait in their side's Available box and are placed in any New Units Phase (move):

- German units in friendly German towns and cities.
- French units in friendly French towns and cities; the Armored Front Buster in a friendly French city.
- British units in friendly French ports or English towns and cities; the lone British "A" unit in a French port.
- American units on Allied ultimate supply source map-edge hexes in France or England; from Strategic Turn D on, also in or next to a US HQ.
- Tanks with friendly infantry in a friendly town or city.
- Zeppelins arrive in Germany; Ether Flyers in Paris or London (Allied) or in Germany (German), each in a hex that is a legal base.`)
	add(RuleZeppelins, "Über-Zeppelins", `Zeppelins (0-base-sortie, e.g. 0-3-6) are never affected by enemy ground units and never affect them: they never attack or advance, combat results and Monstrous Artilleries do not touch them, and only Allied Ether Flyers can destroy them. At most 5 Zeppelins may be in a hex, apart from the ground units there. They pay one movement point per hex and never end a move over water.

- Supply: a Zeppelin supplies its own and the adjacent hexes like an HQ, without tracing back (it is supplied by air), except while it shares its hex with an enemy ground unit.
- a) Base Change (German Base Change Phase): up to twice the middle number in hexes, only to a hex with no enemy unit that could trace Attack Supply overland (Zeppelins ignored). If there is none in range, it stays put.
- b) Embarkation: a Zeppelin may pick up one Crack Troop from its own hex. Nothing else may fly: no other infantry, no tanks.
- c) Sortie: a Zeppelin may always sortie, up to twice its third number in hexes, and stays where it ends. It may end over enemy units (then nobody disembarks there, and it supplies nobody while an enemy ground unit is there), but not over enemy ground units (even an HQ) while it carries a Crack Troop.
- Disembarkation: passengers must land in the Ground Movement Phase of the turn they embarked, in their Zeppelin's hex, and it costs all their movement points. No ground unit ends a player-turn in the air.
- Crossing the Channel: a Zeppelin entering the N arrow hex from W7005 is placed on Dover; from Dover it goes back to W7005.`)
	add(RuleFlyers, "Ether Flyers", `There are three types: F (fighter, the only air units that attack other air units), CS (close support: Light Interdiction) and B (bomber: Heavy Interdiction). At most 5 friendly flyers may be in a hex. They pay one movement point per hex.

- Base Change (their side's Base Change Phase): up to 6 hexes, like Zeppelins, but they must end the phase in a friendly hex in Attack Supply; one that cannot reach such a hex is destroyed. If an enemy ground unit enters a flyer's hex, the flyer displaces to a friendly hex in Attack Supply within 6 hexes (its owner chooses), or is destroyed if there is none.
- Missions (Allied Mission Allocation Phase): range 6 from the base, one way. An F flies a Sweep (to a hex with Zeppelins, and attacks them) or an Escort (with a CS or B, to protect it), not both. A CS flies Light Interdiction of an empty hex; a B Heavy Interdiction of any hex. Enemy supply cannot be traced from, into or through an interdicted hex, and units in a Heavily Interdicted hex are Out of Supply for that Combat Phase, until the flyer returns to base.
- Interception (the other side's turn only, range 3): an F flies to a hex with enemy air units and attacks them. German Ether Flyers fly only Interception missions, by order of the Kaiser: they cannot Escort or Sweep.
- Returning to base: flyers still in the air return at the end of the Combat Phase (Allied Return to Base Phase) to any friendly hex in mission range in Attack Supply; interceptors right after their combat. A flyer that aborts returns at once to the base it flew from.`)
	add(RuleAirCombat, "Air combat", `Air combat is rolled one die at a time until only one side has a unit left in the hex; nobody may abort voluntarily. Before resolving (fight), the combat dialog shows the exact chance of each end.

- a) Fighter versus Fighter: where interceptors meet escorts, they fight it out first; the intercepting player rolls. German fighters fight only when intercepting.
- b) Allied Fighter versus Zeppelin: fighters attack one Zeppelin at a time, in the order their owner chooses before the first roll (first; else those carrying troops first).
- c) German Fighter versus Bomber or Close Support Flyer: fighters attack one flyer at a time, in the order their owner chooses (first; else in take-off order).

The three tables follow as printed, with their modifiers. The modifiers count the units still in the fight at each roll; a modified roll above 6 reads the 6 row, below 1 the 1 row.`, st.airCombatTables()...)
	add(RuleStorms, "Inventions: Storms (Weather Control Projection Devices)", `If German infantry is within three hexes of London or Paris, or the Germans control 8 or more French city hexes, the Allies roll once per Strategic Turn, from Strategic Turn B on, to build a Weather Control Projection Device: they roll with invent in the Storm Placement phase that opens each Operational Turn (required while it is due), and a 1 or 2 on a die builds one. Up to two can be built, at most one per Strategic Turn.

At the start of each Operational Turn the Allies may place one Storm per device with storm anywhere in France or England (on land), one per hex. It stays for that Operational Turn. In a Storm hex:

- a) defending units gain two column shifts to the left;
- b) air units may not enter; to leave, each must roll to escape (1 or 2 on a die), only in its Base Change Phase, and one that fails cannot sortie or fly a mission; an Ether Flyer overrun there by an enemy ground unit is destroyed;
- c) moving in costs 1 more.`)
	add(RuleGenerators, "Inventions: Van der Graaf Generators", `If the Allies control two or more German city hexes, or Allied infantry is within three hexes of a Ruhr hex, the Germans roll the same way for Gigantic Van der Graaf Generators (up to two), with invent in their New Units Phase. Each built generator is placed there with generator in a German-controlled German city hex free of Allied units, one per hex, and never moves (one that has no such hex is lost). It has no stacking value and is destroyed when an enemy ground unit enters its hex.

- a) In the Allied Attrition Phase, each Allied stack next to a generator loses a step.
- b) Allied Ether Flyers may not enter a generator's hex.`)
	add(RuleHidden, "Face-down units", `The seed has no face-down rule: a scenario may set units up face down (the bundled "face-down Germans" scenario does), and these are Sandtable's rules for them.

- Only infantry, cavalry and fortresses may be face down; HQs, tanks, the Armored Front Buster, Zeppelins and Ether Flyers are always face up.
- You see your own face-down units in full. The enemy's show only their nation and place, and are named hidden:N in actions and the log.
- Declaring an attack on a hex turns its defenders face up. Resolving an attack turns the attackers face up, before the roll. Firing the bombards turns face up every unit in a target hex.
- Adjacency, movement and attrition reveal nothing. A unit turned face up stays face up, and undo cannot take a reveal back.`)
	add(RuleVictory, "Victory", fmt.Sprintf(`The game ends the instant a side wins:

- a) the Germans control %d French city hexes (each Paris hex counts two), or
- b) the Germans control the London hex and all six hexes next to it;
- the Allies control %d German city hexes (each Ruhr hex counts two).

A hex is controlled by the side whose ground units last stood in it alone; at the start each country's hexes belong to its side. Map-edge hexes never count.`, GermanCityTarget, AlliedCityTarget))
	add(RuleEnd, "End of the game", `The game ends at the start of Strategic Turn H. If nobody has won by then, civilization triumphs and a negotiated peace occurs: a draw.`)
	return r
}

// sequenceText lists the set-up and the operational turn's phases.
func (st *State) sequenceText() string {
	f := st.fixed
	var b strings.Builder
	fmt.Fprintf(&b, "A game has Strategic Turns %s to %s; each has %d operational turns (option). Each operational turn runs these phases, each played by the side named; a phase of the air war passes by itself when its side has nothing to do in it:\n\n",
		f.s.Turns.Names[0], f.s.Turns.Names[len(f.s.Turns.Names)-1], f.plan.SubTurns)
	for _, ph := range f.op.Phases {
		who := "nobody acts yet"
		if ph.Side != "" {
			who = "the " + st.sideName(ph.Side)
		}
		if airWarPhases[ph.ID] {
			who += "; air war"
		}
		fmt.Fprintf(&b, "- %s (%s)\n", ph.Name, who)
	}
	b.WriteString("\nBefore Strategic Turn A come the set-up phases:\n\n")
	for _, ph := range f.setup.Phases {
		fmt.Fprintf(&b, "- %s (the %s place their units)\n", ph.Name, st.sideName(ph.Side))
	}
	b.WriteString("\nAt the start of each Strategic Turn its reinforcements arrive in the Available boxes and the tunnel delivers its stack.")
	return b.String()
}

// stepWords are the kinds of phase as the verb lists name them.
var stepWords = map[string]string{"setup": "set-up", "storms": "storm placement", "new-units": "new units",
	"base-change": "base change", "embark": "embarkation", "sortie": "sortie", "interception": "interception",
	"missions": "mission allocation", "movement": "movement", "bombard": "bombard", "combat": "combat",
	"return": "return to base", "attrition": "attrition"}

// verbsInPlay are the verbs' records in the order of play (end-phase
// first, then by the first phase allowing each, the choices' verbs last)
// and, for each verb, the kinds of phase that allow it ("any" for
// end-phase, "when asked" for a choice's): the verb lists of the rules
// reference and of the actions doc.
func verbsInPlay() ([]kit.VerbDoc, func(verb string) string) {
	steps := map[string][]string{}
	var order []string
	for _, seq := range []kit.Sequence{setupSequence(), operationalSequence()} {
		for _, ph := range seq.Phases {
			for _, v := range ph.Verbs {
				if w := stepWords[kindOf(ph.ID)]; !slices.Contains(steps[v], w) {
					steps[v] = append(steps[v], w)
				}
				if !slices.Contains(order, v) {
					order = append(order, v)
				}
			}
		}
	}
	rank := func(d kit.VerbDoc) int {
		switch i := slices.Index(order, d.Name); {
		case d.Name == kit.EndPhase:
			return -1
		case i < 0:
			return len(order) // a choice's verb
		default:
			return i
		}
	}
	docs := book.Docs()
	slices.SortStableFunc(docs, func(x, y kit.VerbDoc) int { return rank(x) - rank(y) })
	return docs, func(verb string) string {
		switch {
		case verb == kit.EndPhase:
			return "any"
		case len(steps[verb]) == 0:
			return "when asked"
		}
		return strings.Join(steps[verb], ", ")
	}
}

// verbsText says what players do, from the verbs' records in the order of
// play (verbsInPlay), each by the words players say it with (its Words,
// issue 24: the reference speaks as the players do, not in script verbs),
// then when, what it does and, in brackets, its script form.
func (st *State) verbsText() string {
	var b strings.Builder
	b.WriteString("What a player does. The window offers each action when it is allowed: drag a counter, or use the buttons of the Actions panel (End phase: the button, Space or Enter). The words in brackets are what sandtable play scripts write.\n")
	docs, step := verbsInPlay()
	for _, d := range docs {
		script := strings.TrimSpace(d.Name + " " + d.Args)
		fmt.Fprintf(&b, "\n- %s (%s): %s [script: %s].", capitalise(book.Words(d.Name)), step(d.Name), strings.TrimSuffix(d.Help, "."), script)
	}
	return b.String()
}

// movementText is the movement section, with the doubling option.
func (st *State) movementText() string {
	when := "the game's first operational turn"
	if st.fixed.opts.String(OptDoubling) == "each" {
		when = "the first operational turn of every Strategic Turn"
	}
	return fmt.Sprintf(`Units move one at a time with their printed movement factors, each as often as its movement points last; a move takes the cheapest path (see Terrain effects for costs).

- German units moving only in Germany, France and Belgium get doubled movement on %s (option). Nobody gets doubled movement in England.
- No unit enters a hex holding enemy ground units (attack it instead), the sea, or a neutral country, nor crosses an all-sea hexside. There are no zones of control.
- Units cannot voluntarily move out of Attack Supply (see Supply).
- Ground units never change maps: nobody leaves England while fighting continues, and German units reach England only through the Tunnel.
- Fortresses do not move.`, when)
}

// combatText is the ground combat section.
func (st *State) combatText() string {
	return `In its Combat Phase a side may attack each adjacent enemy hex once; each unit attacks once. Attack starts an attack with every unit that may join it; commit and withdraw change who attacks; resolve rolls.

- Strength: attack factors against defense factors. Units in Defense Supply attack at half; units Out of Supply attack and defend at half; halves are added up and the total rounded up. A tank doubles one attacking unit of its stack.
- Odds: attack to defense, rounded in the defender's favour, read a column of the CRT; terrain, towns and cities, intact fortresses and a river between every attacker and the defender shift it (see Terrain effects). There are no trenches.
- The die reads the result (see Combat results). Each side's owner chooses its step losses (see Step losses); then the defenders retreat, then the attackers, each owner choosing the hex (see Retreats).
- The Armored Front Buster's hex cannot be attacked; nor can a hex cleared by bombardment this phase.
- Afterwards the surviving attackers may advance into the emptied hex, one by one (advance), and a yellow-striped survivor may become Crack Troops; done finishes the attack.`
}

// crtTable is the scenario's CRT as printed: a row per die range, a
// column per odds column.
func (st *State) crtTable() rules.RefTable {
	crt := st.fixed.t.CRT
	t := rules.RefTable{ID: CRTTableID, Caption: crtName(crt), Columns: append([]string{"Die"}, crt.Columns...)}
	for _, row := range crt.Rows {
		die := fmt.Sprint(row.Min)
		if row.Max != row.Min {
			die = fmt.Sprintf("%d-%d", row.Min, row.Max)
		}
		t.Rows = append(t.Rows, append([]string{die}, row.Results...))
	}
	notes := []string{fmt.Sprintf("Roll %s; odds are rounded in the defender's favour (7 against 3 is 2:1); column shifts move the column, stopping at the first and last.", crt.Dice)}
	if crt.Below != "" {
		notes = append(notes, fmt.Sprintf("Odds below %s: %s, whatever the shifts.", crt.Columns[0], crt.Below))
	} else {
		notes = append(notes, fmt.Sprintf("Odds below %s read %s.", crt.Columns[0], crt.Columns[0]))
	}
	if crt.Above != "" {
		notes = append(notes, fmt.Sprintf("Odds past %s: %s, whatever the shifts.", crt.Columns[len(crt.Columns)-1], crt.Above))
	} else {
		notes = append(notes, fmt.Sprintf("Odds past %s read %s.", crt.Columns[len(crt.Columns)-1], crt.Columns[len(crt.Columns)-1]))
	}
	t.Notes = strings.Join(notes, " ")
	return t
}

// terrainTable is the terrain effects chart: each terrain and hexside of
// the scenario's maps with its movement cost, the column shift of a
// defender in it and its bombard modifier, then towns, cities and
// fortresses.
func (st *State) terrainTable() rules.RefTable {
	t := st.fixed.t
	tab := rules.RefTable{ID: "terrain", Caption: "Terrain effects",
		Columns: []string{"Terrain", "Movement", "Attack on it", "Bombard die"}}
	shift := func(n int) string {
		if n == 0 {
			return "-"
		}
		return fmt.Sprintf("%+d column(s)", n)
	}
	var seen []string
	for _, m := range st.fixed.s.Maps {
		for _, ter := range m.Terrains {
			if slices.Contains(seen, ter.ID) {
				continue
			}
			seen = append(seen, ter.ID)
			move := fmt.Sprintf("%d MP", max(ter.MoveCost, 1))
			if ter.Impassable {
				move = "may not be entered"
			}
			drm := "+1"
			if ter.ID == "clear" || ter.ID == "flood_plain" {
				drm = "-"
			}
			tab.Rows = append(tab.Rows, []string{ter.Name, move, shift(t.TerrainShifts[ter.ID]), drm})
		}
		for _, e := range m.EdgeTypes {
			if slices.Contains(seen, "edge:"+e.ID) {
				continue
			}
			seen = append(seen, "edge:"+e.ID)
			move := fmt.Sprintf("+%d MP to cross", e.MoveCost)
			if e.Impassable {
				move = "may not be crossed"
			}
			att := "-"
			if e.ID == "river" {
				att = shift(t.RiverShift) + " if every attacker is across one"
			}
			tab.Rows = append(tab.Rows, []string{e.Name + " (hexside)", move, att, "-"})
		}
	}
	tab.Rows = append(tab.Rows,
		[]string{"Town or city", "as its terrain", shift(t.CityShift), "+1"},
		[]string{"Fortress (intact)", "as its terrain", shift(t.FortressShift), "+1"})
	tab.Notes = "Neutral countries may not be entered. A negative shift moves the attack's column towards the defender. The bombard die's +1 for a hex not clear counts once; spotters are a separate +1."
	return tab
}
