package outofafrica

import (
	"fmt"
	"strconv"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Central Powers' cards' events that the seed states
// and the rules must decide (PLAN.md §2.5, "CP LW Cards" and "CP TW
// Cards", L643-669); the units an event brings are data
// ([[rules.arrivals.ID]]: C20, C22, C23, C54):
//
//	#32* Becomes "Revolt in Draka Police Zone: Allies must remove 1 Draka
//	CF Corps and 2 J Corps for a number of turns equal to a die roll.
//	Example: card played Turn 5 and a "3" is rolled; the above units
//	return to the Allied Reserve Box during the Replacement Phase of Turn
//	8. Optionally the Allies could accept the loss of +2 VP rather than
//	send the 3 corps units." (L657)
//
// The Allies choose first (ruling OA-K9): the corps, or +2 VP to the
// Central Powers. With the corps, the die is rolled and the Allies pick
// which corps go, among those of [[rules.removals.C32]]'s types on the
// map or in their reserve box; they wait off the map (returningBox) and
// return to the reserve box as the replacement phase of turn (played +
// roll) begins.

// RuleC32 is CP card #32.
const RuleC32 = "Out of Africa CP card #32 (Revolt in the Draka Police Zone)"

// RuleC27 is CP card #27.
const RuleC27 = "Out of Africa CP card #27 (Zeppelin raids)"

//	#27* Can be used to subtract 3 FR RPs rather than 4 BR RPs. (L655)
//
// The base event is Sandtable's wording ("Zeppelin raids: the Allies lose
// 4 British RPs"); the Central Powers choose: 4 br or 3 fr, taken from
// the Allies' RPs of this turn, never below 0.
var _ = addEvent("C27", Event{Rule: RuleC27,
	Do: func(st *State, ctx *rules.Context, side string) error {
		st.Cards.Choice = &EventChoice{Card: "C27", Side: CP, Options: []string{"br", "fr"},
			Prompt: "Zeppelin raids (#27): the Allies lose 4 British RPs (br) or 3 French RPs (fr)"}
		return nil
	}})

// chooseC27 applies the Central Powers' choice of #27.
func chooseC27(st *State, ctx *rules.Context, option string) error {
	n := 4
	if option == "fr" {
		n = 3
	}
	st.Cards.Choice = nil
	st.addRP(ctx, option, -n, "#27, Zeppelin raids")
	return nil
}

// StageEventChoice is the choice an event gives a player (choose).
const StageEventChoice = "event-choice"

// EventChoice is a pending choice of an event: who chooses, among what,
// for which card.
type EventChoice struct {
	Card    string   `json:"card"`
	Side    string   `json:"side"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options"`
	// Left counts what is still to choose (C32: corps of each type).
	Left map[string]int `json:"left,omitempty"`
	// Turns is a die roll kept for the choice (C32).
	Turns int `json:"turns,omitempty"`
}

// EventReturn is a unit out of play until the replacement phase of a turn,
// then back to a box (C32).
type EventReturn struct {
	Unit int    `json:"unit"`
	Turn int    `json:"turn"`
	Box  string `json:"box"`
	Why  string `json:"why"`
}

// eventChoosers resolve an option of card id's choice.
var eventChoosers = map[string]func(st *State, ctx *rules.Context, option string) error{}

var _ = addChoice(func(st *State) string {
	if st.Cards.Choice != nil {
		return StageEventChoice
	}
	return ""
})

var _ = addEvent("C32", Event{Rule: RuleC32,
	Do: func(st *State, ctx *rules.Context, side string) error {
		st.Cards.Choice = &EventChoice{Card: "C32", Side: AP, Options: []string{"corps", "vp"},
			Prompt: "Revolt in the Draka Police Zone (#32): send 1 CF corps and 2 J corps away for a die roll of turns (corps), or give the Central Powers +2 VP (vp)"}
		ctx.Logf("The Allies choose: the corps away for a die roll of turns, or +2 VP to the Central Powers (#32)")
		return nil
	}})

func init() {
	eventChoosers["C32"] = chooseC32
	eventChoosers["C27"] = chooseC27
	on(kit.Enter(PhaseReplacement), func(st *State, ctx *rules.Context) error {
		kept := st.Cards.Returns[:0:0]
		for _, r := range st.Cards.Returns {
			if r.Turn > st.Turn {
				kept = append(kept, r)
				continue
			}
			st.Units[r.Unit].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(r.Box))
			ctx.Logf("%s returns to the %s (%s)", st.unitName(r.Unit), st.fixed.m.Box(r.Box).Name, r.Why)
		}
		st.Cards.Returns = kept
		return nil
	})
	book.Stage(kit.Stage[*State]{ID: StageEventChoice, Name: "An event's choice", Rule: RuleCards, Choice: true, Verbs: []string{"choose"},
		RuleOf: func(st *State) string {
			if c := st.Cards.Choice; c != nil {
				if e, ok := eventOf(c.Card); ok && e.Rule != "" {
					return e.Rule
				}
			}
			return RuleCards
		},
		Who: func(st *State) []string {
			if st.Cards.Choice == nil {
				return nil
			}
			return []string{st.Cards.Choice.Side}
		},
		Prompt: func(st *State, _ string) string {
			if st.Cards.Choice == nil {
				return ""
			}
			return st.Cards.Choice.Prompt
		},
		Default: func(st *State) rules.Action {
			if c := st.Cards.Choice; c != nil && len(c.Options) > 0 {
				return rules.Action{Side: c.Side, Verb: "choose", Args: []string{c.Options[0]}}
			}
			return rules.Action{}
		},
	})
	book.Verb(kit.Verb[*State]{Name: "choose", Args: "OPTION", Rule: RuleCards, Title: "Choose",
		Help: "make the choice an event gives you", Words: "making an event's choice",
		Gen: func(st *State, side, _ string) []rules.Action {
			c := st.Cards.Choice
			if c == nil || c.Side != side {
				return nil
			}
			var out []rules.Action
			for _, o := range c.Options {
				out = append(out, rules.Action{Side: side, Verb: "choose", Args: []string{o}})
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return eventChoosers[st.Cards.Choice.Card](st, ctx, a.Args[0])
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			switch a.Args[0] {
			case "corps":
				return "Send the corps away (#32)", true
			case "vp":
				return "Give the Central Powers +2 VP (#32)", true
			case "br":
				return "The Allies lose 4 British RPs (#27)", true
			case "fr":
				return "The Allies lose 3 French RPs (#27)", true
			}
			if i := st.Units.Resolve(a.Args[0]); i >= 0 {
				return "Choose " + st.unitName(i), true
			}
			return "", false
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleC27, Title: "CP #27: Zeppelin raids", Order: 640,
		Text: `"#27* Can be used to subtract 3 FR RPs rather than 4 BR RPs." (L655) The base event is Sandtable's wording: the Allies lose 4 British RPs of the turn; the Central Powers may take 3 French RPs instead. Never below 0.`})
	book.Section(kit.Section[*State]{Rule: RuleC32, Title: "CP #32: Revolt in the Draka Police Zone", Order: 640,
		Text: `"Revolt in Draka Police Zone: Allies must remove 1 Draka CF Corps and 2 J Corps for a number of turns equal to a die roll. Example: card played Turn 5 and a "3" is rolled; the above units return to the Allied Reserve Box during the Replacement Phase of Turn 8. Optionally the Allies could accept the loss of +2 VP rather than send the 3 corps units." (L657)

The Allies choose first: the corps, or +2 VP to the Central Powers (ruling OA-K9). With the corps, a die is rolled; the Allies pick the corps among those on the map or in their reserve box; they come back to the Allied Reserve Box as the replacement phase of the turn played plus the roll begins. With fewer such corps than the event asks, those there are go.`})
}

// chooseC32 applies the Allies' choices of #32.
func chooseC32(st *State, ctx *rules.Context, option string) error {
	c := st.Cards.Choice
	switch option {
	case "vp":
		st.VPHalves += 4
		st.Cards.Choice = nil
		ctx.Logf("The Allies keep their corps: the Central Powers get +2 VP (#32): %s", halves(st.VPTotalHalves()))
		return nil
	case "corps":
		f, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		c.Turns = f[0]
		ctx.LogRoll("", rules.Roll{For: "Revolt in the Draka Police Zone (#32): turns away", Dice: f, Sides: 6, Total: f[0],
			Result: fmt.Sprintf("%d turns: back in the replacement phase of turn %d", f[0], st.Turn+f[0])})
		c.Left = map[string]int{}
		for _, r := range st.fixed.r.EventRemovals["C32"] {
			c.Left[r.Unit] += max(r.Count, 1)
		}
	default:
		i := st.Units.Resolve(option)
		c.Left[st.Units[i].Type]--
		box := st.Units[i].Side + "-reserve"
		st.Cards.Returns = append(st.Cards.Returns, EventReturn{Unit: i, Turn: st.Turn + c.Turns, Box: box, Why: "#32"})
		name, where := st.unitName(i), st.SpaceOf(i)
		if where == "" {
			where = st.Units[i].Loc.Box
		}
		st.Units[i].Loc = rules.BoxLocation(st.fixed.m, st.returningBox(st.Units[i].Side))
		ctx.Logf("%s leaves %s until turn %d (#32)", name, where, st.Turn+c.Turns)
	}
	c.Options = st.c32Options()
	c.Prompt = "Revolt in the Draka Police Zone (#32): choose a corps to send away (" + strconv.Itoa(c.Turns) + " turns)"
	if len(c.Options) == 0 {
		st.Cards.Choice = nil
	}
	return nil
}

// c32Options are the corps the Allies may still send away for #32: of a
// type still wanted, on the map or in their reserve box.
func (st *State) c32Options() []string {
	c := st.Cards.Choice
	var out []string
	for i := range st.Units {
		u := &st.Units[i]
		if c.Left[u.Type] <= 0 || u.Side != AP || !(u.Loc.OnMap() || u.Loc.Box == AP+"-reserve") {
			continue
		}
		out = append(out, st.Units.Ref(i))
	}
	return out
}

// returningBox is where side's units wait off the map to return (#32):
// its box of kind "holding" (the bundled map's "Off the map, returning
// (CP #32)"), else its force pool, else the box of the units removed from
// the game.
func (st *State) returningBox(side string) *maps.Box {
	for _, kind := range []string{"holding", poolKind} {
		for _, b := range st.fixed.m.Boxes {
			if b.Kind == kind && b.Side == side {
				return b
			}
		}
	}
	return st.fixed.m.Box(BoxRemoved)
}
