package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Draka replacement points (PLAN.md §2.12):
//
//	"Whenever the Allied Player uses a card for RPs for the first time in
//	a game turn, he also gets 1 Draka CF RP and 2 Draka J RPs. One type
//	of Draka RP cannot be used to Replace units of the other type. A
//	maximum of 1 Draka CF RP and 2 J RPs can be utilized in a Replacement
//	Phase. No Draka RPs are received on Turns 1 and 2 (August/Sept.
//	1914)." (L119)
//
// The points are [rules.draka_rp] cf and j (default 1 and 2), received
// from turn from_turn (default 3) with the Allies' first RP card of a
// turn (addRPIncome: lane 3 runs it), kept until used (the seed's cap
// per phase implies they may be saved), and used at most max_cf and
// max_j (default 1 and 2) in a replacement phase. A Draka unit of one
// service is replaced only with points of its own service (services.go);
// the replacement phase (lane 3) asks mayReplace, which refuses it
// without them, and calls spendDrakaRP when it replaces one.

// RuleDrakaRP is the Draka replacement points (L119).
const RuleDrakaRP = "Draka replacement points"

// drakaRP are the points of [rules.draka_rp] with their defaults, as the
// events in effect cut them: the income of each service this turn, the
// first turn of income, the caps per phase.
func (st *State) drakaRP() (cf, j, from, maxCF, maxJ int) {
	d := st.fixed.r.DrakaRP
	cf, j, from, maxCF, maxJ = intOr(d.CF, 1), intOr(d.J, 2), intOr(d.FromTurn, 3), intOr(d.MaxCF, 1), intOr(d.MaxJ, 2)
	if st.Draka.JCut {
		j, maxJ = max(j-1, 0), min(maxJ, 1)
	}
	if st.Turn <= st.Draka.JCutUntil {
		j = max(j-1, 0)
	}
	return
}

// drakaIncome gives the Draka their points when the Allies play their
// first RP card of a turn.
func drakaIncome(st *State, ctx *rules.Context, side, _ string) error {
	cf, j, from, _, _ := st.drakaRP()
	if side != AP || st.Draka.RPTurn == st.Turn {
		return nil
	}
	st.Draka.RPTurn = st.Turn
	if st.Draka.NoRP {
		ctx.Logf("The Draka receive no replacement points (%s: none for the rest of the game after the Draka Nightmare)", RuleDrakaRP)
		return nil
	}
	if st.Turn < from {
		ctx.Logf("The Draka receive no replacement points on turn %d (%s: none before turn %d)", st.Turn, RuleDrakaRP, from)
		return nil
	}
	st.Draka.CF += cf
	st.Draka.J += j
	ctx.Logf("The Draka receive %d CF and %d J replacement points with the first RP card of the turn (%s): %s", cf, j, RuleDrakaRP, st.drakaRPText())
	return nil
}

var _ = addRPIncome(drakaIncome)

// drakaRPText is the points held as people read them: "CF 1, J 2".
func (st *State) drakaRPText() string { return fmt.Sprintf("CF %d, J %d", st.Draka.CF, st.Draka.J) }

// drakaRPCheck refuses to replace Draka unit i without a point of its
// service left to use in this phase.
func drakaRPCheck(st *State, i int, _ string) *rules.Refusal {
	svc := st.service(i)
	if svc == "" {
		return nil
	}
	_, _, _, maxCF, maxJ := st.drakaRP()
	have, used, most := st.Draka.CF, st.Draka.UsedCF, maxCF
	if svc == ServiceJ {
		have, used, most = st.Draka.J, st.Draka.UsedJ, maxJ
	}
	name := serviceName(svc)
	switch {
	case st.Draka.NoRP:
		return &rules.Refusal{Rule: RuleDrakaRP, Reason: "no Draka replacement points of any type may be taken for the rest of the game (the Draka Nightmare)"}
	case have == 0:
		return &rules.Refusal{Rule: RuleDrakaRP, Reason: fmt.Sprintf("%s has no Draka %s replacement point to use (one type of Draka RP cannot be used to replace units of the other type)", st.unitName(i), name)}
	case used >= most:
		return &rules.Refusal{Rule: RuleDrakaRP, Reason: fmt.Sprintf("the Draka have used %d %s replacement point(s) this phase, the most a replacement phase may use", used, name)}
	}
	return nil
}

var _ = addReplaceCheck(drakaRPCheck)

// spendDrakaRP uses one point of Draka unit i's service (lane 3's
// replacement calls it when it replaces or rebuilds a Draka unit, after
// mayReplace allowed it).
func (st *State) spendDrakaRP(ctx *rules.Context, i int) {
	switch st.service(i) {
	case ServiceCF:
		st.Draka.CF--
		st.Draka.UsedCF++
	case ServiceJ:
		st.Draka.J--
		st.Draka.UsedJ++
	default:
		return
	}
	ctx.Logf("The Draka use a %s replacement point for %s; Draka RPs left: %s", serviceName(st.service(i)), st.unitName(i), st.drakaRPText())
}

// The functions lane 3's replacements will call.
var _ = []any{(*State).spendDrakaRP}

var _ = addSideData(func(st *State, v *rules.View) {
	v.SetSide(AP, rules.SideEntry{Key: "draka-rp", Label: "Draka RPs", Kind: rules.SideText, Text: st.drakaRPText()})
})

func init() {
	on(ReplacementStart, func(st *State, _ *rules.Context) error {
		st.Draka.UsedCF, st.Draka.UsedJ = 0, 0
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleDrakaRP, Title: "Draka replacement points", Order: 140,
		Text: `"Whenever the Allied Player uses a card for RPs for the first time in a game turn, he also gets 1 Draka CF RP and 2 Draka J RPs. One type of Draka RP cannot be used to Replace units of the other type. A maximum of 1 Draka CF RP and 2 J RPs can be utilized in a Replacement Phase. No Draka RPs are received on Turns 1 and 2 (August/Sept. 1914)."

Draka points not used are kept for a later replacement phase.`,
		More: func(st *State) (string, []rules.RefTable) {
			cf, j, from, maxCF, maxJ := st.drakaRP()
			return fmt.Sprintf("In this game: %d CF and %d J with the first RP card of each turn from turn %d; at most %d CF and %d J used in a replacement phase. Held now: %s.", cf, j, from, maxCF, maxJ, st.drakaRPText()), nil
		}})
}
