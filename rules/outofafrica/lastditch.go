package outofafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the last-ditch reinforcements (PLAN.md §2.13):
//
//	"23) Last Ditch Reinforcements (Limited War Only) Italy may call for
//	last reserves only if two of its Victory Spaces are under Allied
//	Control, or if any Allied units are adjacent to Rome (see Poghouse
//	file). If Draka are adjacent to or have taken a Turkish capital, the
//	CP if at LW may call for Turkish "last ditch" Replacements once per
//	game in the Replacement Phase. Add 2 TU RP to the total RP available.
//	Turks may take up to 5 RPs in this Replacement Phase only." (L568-572)
//
// last-ditch, in the Central Powers' part of the replacement phase, while
// they are at LW (not TW), once per game, when a Draka unit stands in or
// next to a Turkish capital or the Allies hold one: Turkey gets 2 RPs
// (ForceState.ExtraRP, which lane 3's replacement phase takes) and may
// use up to 5 in this phase (turkishRP). Italy's last reserves follow the
// Poghouse file, which Sandtable does not have: left to the players.

// RuleLastDitch is the last-ditch reinforcements (SSR 23).
const RuleLastDitch = "Last ditch reinforcements (SSR 23)"

var _ = addPhaseVerbs(PhaseReplacement, "last-ditch")

// lastDitchBlocked says why Turkey may not call its last ditch now (""
// when it may), in the Central Powers' part of the replacement phase.
func (st *State) lastDitchBlocked() string {
	switch {
	case st.Forces.LastDitch > 0:
		return "Turkey has called its last-ditch replacements already (once per game)"
	case st.warStatus(CP) != WarLimited:
		return "the Central Powers may call Turkey's last ditch only at Limited War"
	case !st.drakaAtTurkishCapital():
		return "no Draka unit is in or next to a Turkish capital, and the Allies hold none"
	}
	return ""
}

// drakaAtTurkishCapital reports whether a Draka unit stands in or next to
// a Turkish capital, or the Allies hold one.
func (st *State) drakaAtTurkishCapital() bool {
	for _, c := range st.Capitals(Turkey) {
		if st.ControlOf(c) == AP {
			return true
		}
		for _, l := range append(st.Neighbours(c), c) {
			for _, i := range st.At(l) {
				if st.isDraka(i) {
					return true
				}
			}
		}
	}
	return false
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "last-ditch", Rule: RuleLastDitch, Title: "Turkish last ditch",
		Help:  "call Turkey's last-ditch replacements: 2 more Turkish RPs, and up to 5 used in this phase",
		Words: "calling Turkey's last-ditch replacements",
		Gen: func(st *State, side, _ string) []rules.Action {
			if side != CP || st.Phase != PhaseReplacement || st.Side != CP || st.lastDitchBlocked() != "" {
				return nil
			}
			return []rules.Action{{Side: CP, Verb: "last-ditch"}}
		},
		Why: func(st *State, _ rules.Action) *rules.Refusal {
			if why := st.lastDitchBlocked(); why != "" {
				return &rules.Refusal{Rule: RuleLastDitch, Reason: why}
			}
			return nil
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			st.Forces.LastDitch = st.Turn
			st.addExtraRP(Turkey, 2)
			ctx.Logf("The Central Powers call Turkey's last-ditch replacements (%s): 2 more Turkish RPs, and up to 5 may be used in this phase", RuleLastDitch)
			return nil
		},
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) {
			return "Call Turkey's last-ditch replacements (+2 Turkish RPs)", true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleLastDitch, Title: "Last ditch reinforcements", Order: 170,
		Text: `"Italy may call for last reserves only if two of its Victory Spaces are under Allied Control, or if any Allied units are adjacent to Rome (see Poghouse file). If Draka are adjacent to or have taken a Turkish capital, the CP if at LW may call for Turkish "last ditch" Replacements once per game in the Replacement Phase. Add 2 TU RP to the total RP available. Turks may take up to 5 RPs in this Replacement Phase only."

Italy's last reserves follow the Poghouse file, which Sandtable does not include: they are left to the players.`})
}
