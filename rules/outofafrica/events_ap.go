package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Allied cards' events that the seed states (PLAN.md
// §2.5; "Allied LW Cards" and "Allied TW Cards", L588-641). The units an
// event brings are data ([[rules.arrivals.ID]]: A15, A17, A20, A22, A38,
// A50 need nothing more than their units and their war status value);
// what the rules must decide is here:
//
//	#40* Becomes "TR Demands German Unconditional Surrender: Prerequisite:
//	A USA Reinforcements Card must have already been played (#38, # 43,
//	or #47) and "U-boats Unleashed" cannot be in effect uncanceled by
//	convoy. Effects: Neither side may offer peace terms for the rest of
//	the game. USA Republican Guard Army (5-3-3 that flips to a 4-3-3) is
//	placed in any French port or London, and the Allies get -1 VP. ..."
//	(L612-617)
//
//	#41* The Allied Player cannot use the event on the card, however if
//	this card is played for OPS, SRs or RPs the CP Player immediately
//	receives the ANA in Arabia or Medina, and the card is then
//	permanently removed from play. (L621)
//
// A17 Draka Full Mobilization's BAF and Army Det. Kempf, and A40's
// victory conditions, belong to their own sections, which ask
// eventPlayed("A17"), eventPlayed("A40").

// The Allied events' rules.
const (
	RuleA36 = "Out of Africa card #36 (the 1,000 Dirigible Raid)"
	RuleA49 = "Out of Africa card #49 (Draka Central Asia Offensive)"
	RuleA53 = "Out of Africa card #53 (French Orient Army)"
	RuleA40 = "Out of Africa card #40 (TR Demands German Unconditional Surrender)"
	RuleA41 = "Out of Africa card #41 (the ANA)"
)

// usReinforcementCards are the USA reinforcement cards A40 needs one of
// (L615).
var usReinforcementCards = []string{"A38", "A43", "A47"}

var _ = addEvent("A40", Event{Rule: RuleA40,
	Can: func(st *State, _ string) *rules.Refusal {
		if !slices.ContainsFunc(usReinforcementCards, st.eventPlayed) {
			return &rules.Refusal{Rule: RuleA40, Reason: "#40 needs a USA Reinforcements card (#38, #43 or #47) played for its event first"}
		}
		if st.inEffect("C36") {
			return &rules.Refusal{Rule: RuleA40, Reason: "#40 may not be played while U-boats Unleashed (CP #36) is in effect, not canceled by Convoy"}
		}
		return nil
	},
	Do: func(st *State, ctx *rules.Context, side string) error {
		st.eventUnits(ctx, "A40")
		st.VPHalves -= 2
		ctx.Logf("The Allies get -1 VP (#40): %s", halves(st.VPTotalHalves()))
		ctx.Logf("Neither side may offer peace terms for the rest of the game (#40)")
		return nil
	}})

var _ = addEvent("A41", Event{Rule: RuleA41,
	Can: func(*State, string) *rules.Refusal {
		return &rules.Refusal{Rule: RuleA41, Reason: "the Allied Player cannot use the event on card #41"}
	},
	Do: func(*State, *rules.Context, string) error { return nil },
})

var _ = addPlayHook("A41", func(st *State, ctx *rules.Context, _, _ string) (bool, error) {
	ctx.Logf("The Central Powers receive the ANA (#41)")
	st.eventUnits(ctx, "A41")
	return true, nil
})

//	#36* Becomes "Draka/Brit Empire 1,000 Dirigible Raid on
//	Constantinople: The CP must still control that space in order for
//	this event to be played. Reduce TU RPs by 2, any CP Trench Level in
//	the space is reduced by one, and the A-H Fleet if based in the space
//	is eliminated." (L608)
//
// The Turkish RPs are this file's (floor 0, ruling OA-11's reading); the
// trench level and the fleet are the combat lane's (addEventPart("A36",
// ...)); until it registers them, the Allies carry them out by hand.
var _ = addEvent("A36", Event{Rule: RuleA36,
	Can: func(st *State, _ string) *rules.Refusal {
		if st.ControlOf(a36Space) != CP {
			return &rules.Refusal{Rule: RuleA36, Reason: "#36 needs the Central Powers to control Constantinople"}
		}
		return nil
	},
	Do: func(st *State, ctx *rules.Context, side string) error {
		st.addRP(ctx, "tu", -2, "#36, the 1,000 Dirigible Raid")
		done, err := st.runEventParts(ctx, "A36", side)
		if err != nil || done {
			return err
		}
		ctx.Logf("#36: any CP trench level at Constantinople is reduced by one, and the A-H Fleet, if based there, is eliminated")
		st.adjudicate(ctx, side, "the trench level and the A-H Fleet at Constantinople (#36)")
		return nil
	}})

//	#49* Becomes "Draka Central Asia Offensive: Prerequisite: capture one
//	or both of the Turkish capitals. ..." (L625-635)
//
// The prerequisite is checked here: the Allies control a capital of
// Turkey ([rules.nations.tu] capitals). What the event allows (exiting
// from Hamadan, the supply line, one stack per action in the zone, the
// Allied 5 on the mandated offensive table) belongs to the sections of
// those rules, which ask eventPlayed("A49") and eventTurn("A49").
var _ = addEvent("A49", Event{Rule: RuleA49,
	Can: func(st *State, _ string) *rules.Refusal {
		for _, c := range st.fixed.r.Nations[a49Nation].Capitals {
			if st.ControlOf(c) == AP {
				return nil
			}
		}
		return &rules.Refusal{Rule: RuleA49, Reason: "#49 needs the Allies to have captured a Turkish capital"}
	},
	Do: func(st *State, ctx *rules.Context, _ string) error {
		ctx.Logf("The Allies may exit the Draka Central Asia force from Hamadan for -2 VP within the next 3 turns (#49)")
		return nil
	}})

//	#53* French Orient Army may be placed in Allied Controlled Naples as
//	well as Marselles, Salonika, Athens or Paris/Orleans. French also get
//	1 RP as well for immediate use ... (L641)
//
// The army and its spaces are data ([[rules.arrivals.A53]]; "Allied
// Controlled" is the placement's own check); the French RP is added to
// this turn's French RPs (ruling OA-K11).
var _ = addEvent("A53", Event{Rule: RuleA53,
	Do: func(st *State, ctx *rules.Context, _ string) error {
		st.eventUnits(ctx, "A53")
		st.addRP(ctx, a53Nation, 1, "#53, French Orient Army")
		return nil
	}})

// The nations the Allied events name.
const (
	a49Nation = "tu"
	a53Nation = "fr"
)

// a36Space is the space #36 names.
const a36Space = "Constantinople"

// inEffect reports whether card id's lasting event is in effect: played,
// and, for CP #36 U-boats Unleashed, not canceled by the Allies' card
// named "Convoy" (ruling OA-51).
func (st *State) inEffect(id string) bool {
	if !st.eventPlayed(id) {
		return false
	}
	if id == "C36" {
		for _, c := range st.fixed.r.Cards {
			if c.Side == AP && c.Name == "Convoy" && st.eventPlayed(c.ID) {
				return false
			}
		}
	}
	return true
}

func init() {
	for _, s := range []struct{ rule, title, text string }{
		{RuleA36, "Allied #36: the 1,000 Dirigible Raid", `"Draka/Brit Empire 1,000 Dirigible Raid on Constantinople: The CP must still control that space in order for this event to be played. Reduce TU RPs by 2, any CP Trench Level in the space is reduced by one, and the A-H Fleet if based in the space is eliminated." (L608)

Turkey's RPs of the turn are reduced by 2, never below 0.`},
		{RuleA40, "Allied #40: TR Demands German Unconditional Surrender", `"Prerequisite: A USA Reinforcements Card must have already been played (#38, # 43, or #47) and "U-boats Unleashed" cannot be in effect uncanceled by convoy. Effects: Neither side may offer peace terms for the rest of the game. USA Republican Guard Army (5-3-3 that flips to a 4-3-3) is placed in any French port or London, and the Allies get -1 VP. The war cannot be ended by armistice before Game Turn 22 (Summer 1919), but can still be ended by one player conceding defeat. Also play of this event affects victory conditions." (L612-617)

U-boats Unleashed (CP #36) is in effect once played, until the Allies' "Convoy" card is played for its event (ruling OA-51).`},
		{RuleA41, "Allied #41: the ANA", `"The Allied Player cannot use the event on the card, however if this card is played for OPS, SRs or RPs the CP Player immediately receives the ANA in Arabia or Medina, and the card is then permanently removed from play." (L621)`},
		{RuleA49, "Allied #49: Draka Central Asia Offensive", `"Prerequisite: capture one or both of the Turkish capitals." (L627) The event's effects are applied by the sections of the rules they change (movement, supply, victory points, the mandated offensives).`},
		{RuleA53, "Allied #53: French Orient Army", `"French Orient Army may be placed in Allied Controlled Naples as well as Marselles, Salonika, Athens or Paris/Orleans. French also get 1 RP as well for immediate use, but not the FR North Africa Corps" (L641). The French RP is added to this turn's French RPs (ruling OA-K11).`},
	} {
		book.Section(kit.Section[*State]{Rule: s.rule, Title: s.title, Order: 600, Text: s.text})
	}
}
