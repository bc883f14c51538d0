package outofafrica

import (
	"fmt"
	"sync"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is victory points (PLAN.md §2.14):
//
//	"The Allied Player only receives -1 VP for every two victory locales
//	in originally CP territory controlled by the Draka. Original Allied
//	locales retaken from the CP (or "liberated") by the Draka only result
//	in the CP subtracting -1/2 VP per locale "liberated" and under Draka
//	control. Original Draka locales liberated by the Draka score the
//	normal -1 VP." (L181)
//
// Victory points are kept in halves, Central Powers positive (the
// scaffold's VPHalves is the track, which events move). The track starts
// at [rules] vp_start (Sandtable's default 10: the seed's first table is
// drawn at 10 and 11). Beside it, the victory spaces give VP by who holds
// them against who held them at the start (Sandtable's reading of the
// base game's track: a side gains a space's VP when it takes a space of
// the other side, and loses them when the space is taken back). A space's
// original owner is [rules] original (cp, ap or dr), else its controller
// at the start, dr when it starts with a Draka control marker (ruling
// OA-29); a space neutral at the start belongs to the first side that
// controls it. With a Draka control marker:
//
//   - an originally Central Powers space counts -½ a VP for the Allies
//     instead of -1 (ruling OA-27; [rules] draka_pairs = "pairs" counts
//     -1 for each full pair instead);
//   - an originally Allied space the Central Powers took and the Draka
//     liberated takes back only ½ of the CP's VP: it still counts +½;
//   - an originally Draka space liberated counts as usual, 0.

// RuleVP is the victory points with the Draka rule (SSR 14).
const RuleVP = "Draka control and VPs (SSR 14)"

// origins are each scenario's start-of-game controllers (original).
var origins sync.Map // *scenarios.Scenario -> kit.Control

// original is space's original owner: "cp", "ap", "dr" (the Draka), or
// "" for a space neutral at the start that no side has controlled yet.
func (st *State) original(space string) string {
	r := st.fixed.r
	if o, ok := r.Original[space]; ok {
		return o
	}
	for _, l := range r.DrakaControl {
		if l == space {
			return Draka
		}
	}
	v, ok := origins.Load(st.fixed.s)
	if !ok {
		v = st.startControl()
		origins.Store(st.fixed.s, v)
	}
	c, _ := st.Cell(space)
	if o := v.(kit.Control).Of(st.fixed.m, c); o != "" {
		return o
	}
	return st.Forces.FirstControl[space]
}

// startControl is control as New sets it up, before any GameStart
// handler: the map's, then [rules.control].
func (st *State) startControl() kit.Control {
	ct := kit.InitialControl(st.fixed.s)
	for side, ls := range st.fixed.r.Control {
		for _, l := range ls {
			c, _ := st.Cell(l)
			ct.Set(st.fixed.m, c, side)
		}
	}
	return ct
}

// placeSpace is the label of victory place p (its first cell).
func placeSpace(m *maps.Map, p *maps.Place) string { return m.Label(p.Cells[0]) }

// victoryPlaces are the map's places worth VP, in the map's order.
func victoryPlaces(s *scenarios.Scenario) []*maps.Place {
	var out []*maps.Place
	for _, p := range s.Maps[0].Places {
		if p.VP > 0 && len(p.Cells) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// spaceVP are the VP lines of the victory spaces now.
func (st *State) spaceVP() []VPLine {
	m := st.fixed.m
	var out []VPLine
	pairs := 0 // originally CP VP under Draka control, counted in pairs
	for _, p := range victoryPlaces(st.fixed.s) {
		l := placeSpace(m, p)
		now := kit.PlaceController(st.Control, m, p)
		orig := st.original(l)
		marked := st.Draka.Marked[l]
		switch {
		case now == CP && (orig == AP || orig == Draka):
			out = append(out, VPLine{Halves: 2 * p.VP, Reason: l + " (taken by the Central Powers)", Rule: RuleVP})
		case now == AP && orig == CP && marked && st.fixed.r.DrakaPairs == "pairs":
			pairs += p.VP
		case now == AP && orig == CP && marked:
			out = append(out, VPLine{Halves: -p.VP, Reason: l + " (originally Central Powers, Draka control)", Rule: RuleVP})
		case now == AP && orig == CP:
			out = append(out, VPLine{Halves: -2 * p.VP, Reason: l + " (taken by the Allies)", Rule: RuleVP})
		case now == AP && orig == AP && marked:
			out = append(out, VPLine{Halves: p.VP, Reason: l + " (liberated by the Draka: the Central Powers keep ½)", Rule: RuleVP})
		}
	}
	if pairs >= 2 {
		out = append(out, VPLine{Halves: -2 * (pairs / 2), Reason: fmt.Sprintf("%d originally Central Powers locales under Draka control", pairs), Rule: RuleVP})
	}
	return out
}

var _ = addVP(func(st *State) []VPLine { return st.spaceVP() })

// vpStart is where the track starts, in whole VP ([rules] vp_start).
func (st *State) vpStart() int { return intOr(st.fixed.r.VPStart, 10) }

// intOr is *p, or d when p is nil.
func intOr(p *int, d int) int {
	if p == nil {
		return d
	}
	return *p
}

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		st.VPHalves = 2 * st.vpStart()
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleVP, Title: "Victory points and the Draka", Order: 710,
		Text: `"The Allied Player only receives -1 VP for every two victory locales in originally CP territory controlled by the Draka. Original Allied locales retaken from the CP (or "liberated") by the Draka only result in the CP subtracting -1/2 VP per locale "liberated" and under Draka control. Original Draka locales liberated by the Draka score the normal -1 VP."

Victory points are counted in halves, the Central Powers' total as on the base game's track. The track starts at 10 (Sandtable's default) and events move it. Each victory space counts from who holds it now against who held it at the start: +1 when the Central Powers hold an Allied or Draka space, -1 when the Allies hold a Central Powers space. Under a Draka control marker an originally Central Powers space counts -½, and an Allied space the Draka liberated still counts +½ for the Central Powers.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "vp", Caption: "Victory points now", Columns: []string{"", "VP"}}
			t.Rows = append(t.Rows, []string{"Track", halves(st.VPHalves)})
			for _, l := range st.vpLines() {
				t.Rows = append(t.Rows, []string{l.Reason, halves(l.Halves)})
			}
			t.Rows = append(t.Rows, []string{"Total", halves(st.VPTotalHalves())})
			return "", []rules.RefTable{t}
		}})
}

var _ = addSideData(func(st *State, v *rules.View) {
	var items []string
	for _, l := range st.vpLines() {
		sign := ""
		if l.Halves > 0 {
			sign = "+"
		}
		items = append(items, l.Reason+" "+sign+halves(l.Halves))
	}
	v.SetSide(CP, rules.SideEntry{Key: "vp-lines", Label: "VP from spaces", Kind: rules.SideItems, Items: items})
})

// firstControl records the first side to control a victory space that
// was neutral at the start (its original owner).
var _ = addControlChange(func(st *State, _ *rules.Context, space, from, to string, _ []int) error {
	if from != "" || to == "" || st.original(space) != "" {
		return nil
	}
	for _, p := range victoryPlaces(st.fixed.s) {
		if placeSpace(st.fixed.m, p) == space {
			if st.Forces.FirstControl == nil {
				st.Forces.FirstControl = map[string]string{}
			}
			st.Forces.FirstControl[space] = to
		}
	}
	return nil
})
