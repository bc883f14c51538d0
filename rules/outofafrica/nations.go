package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's nations and nationality (PLAN.md §2.2):
//
//	"The Draka are considered a Great Power for all purposes." (L127)
//	"Draka count as British for nationality purposes" (L127)
//
// The two alliances are the engine's two sides: the Central Powers (the
// Triple Alliance, "cp") and the Allies (the Double Entente and the
// Draka, "ap"). A nation owns units; [rules.nations] gives each its
// alliance, whether it is a Great Power, the nations it counts as for
// nationality, its capitals and home regions. A nation's alliance is its
// side in the counters (the check at New holds them equal).

// Side ids: the two alliances.
const (
	CP = "cp" // the Central Powers
	AP = "ap" // the Allies, the Draka among them
)

// Sides are the module's sides, the Central Powers first (they act first
// in each action round).
var Sides = []string{CP, AP}

// Draka is the Draka's nation id: an Allied Great Power (L127).
const Draka = "dr"

// RuleNationality is the seed's nationality rules (L127 and the "counts
// as" of L57, L142, L158, L160, L576, L582, L698).
const RuleNationality = "Nationality"

// Enemy is the other alliance.
func Enemy(side string) string {
	if side == CP {
		return AP
	}
	return CP
}

// Purpose is what two nations are compared for (sameNationality): the
// seed makes the Draka and the British one nationality for some purposes
// and not for others.
type Purpose string

// The purposes of nationality.
const (
	ForActivation Purpose = "activation"  // one activation cost per nationality in a space (L127)
	ForStacking   Purpose = "stacking"    // stacking limits by nationality
	ForCombatCard Purpose = "combat-card" // a combat card of one nationality
	ForAirSupport Purpose = "air-support" // ZAF and BAF support (L277, L417, L421, L687)
)

// nationalityRules are the sections' exceptions to the counts-as rule
// (addNationality).
var nationalityRules []func(st *State, a, b string, p Purpose) (same, decided bool)

// addNationality registers fn, which decides whether nations a and b are
// one nationality for purpose p where a section's rule says so (decided
// true): "#55 Lloyd George" makes the Draka and the British two
// nationalities for activation while it is in effect (lane 3); air
// support keeps them apart (lane 1). The first that decides wins.
func addNationality(fn func(st *State, a, b string, p Purpose) (same, decided bool)) bool {
	nationalityRules = append(nationalityRules, fn)
	return true
}

// sameNationality reports whether nations a and b are one nationality for
// purpose p: a section's exception when one decides (addNationality),
// else a and b are the same nation or one counts as the other
// ([rules.nations] counts_as; not transitive: the HVC counts as Greek and
// Draka, not as British).
func (st *State) sameNationality(a, b string, p Purpose) bool {
	for _, fn := range nationalityRules {
		if same, ok := fn(st, a, b, p); ok {
			return same
		}
	}
	return a == b || slices.Contains(st.nation(a).CountsAs, b) || slices.Contains(st.nation(b).CountsAs, a)
}

// nation is nation id's [rules.nations] entry (the zero entry when it has
// none: the check at New gives every nation of the counters one).
func (st *State) nation(id string) NationRules { return st.fixed.r.Nations[id] }

// Alliance is nation's alliance ("cp" or "ap"; "" for no nation).
func (st *State) Alliance(nation string) string { return st.nation(nation).Alliance }

// GreatPower reports whether nation is a Great Power (the Draka are,
// L127).
func (st *State) GreatPower(nation string) bool { return st.nation(nation).GreatPower }

// Capitals are nation's capital spaces (Rome alone for Italy, L27;
// Constantinople and Ankara for Turkey, L31).
func (st *State) Capitals(nation string) []string { return st.nation(nation).Capitals }

// Nations are the nations of alliance side in the counters' order (every
// nation with side "" ).
func (st *State) Nations(side string) []string {
	var out []string
	for _, n := range st.fixed.s.Counters.Nations {
		if side == "" || st.Alliance(n.ID) == side {
			out = append(out, n.ID)
		}
	}
	return out
}

// NationName is nation's name for people ("Austria-Hungary").
func (st *State) NationName(nation string) string {
	if n := st.fixed.s.Counters.Nation(nation); n != nil && n.Name != "" {
		return n.Name
	}
	return nation
}

// SideName is side's name for people ("Central Powers").
func (st *State) SideName(side string) string {
	if s := st.fixed.s.Counters.Side(side); s != nil && s.Name != "" {
		return s.Name
	}
	return side
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleNationality, Title: "Nations and nationality", Order: 20,
		Text: `"The Draka are considered a Great Power for all purposes." The Draka count as British for nationality, and are an Allied nation.

Two alliances play: the Central Powers and the Allies (the Entente and the Draka). A unit belongs to its nation; two nations are one nationality when they are the same nation or one counts as the other, except where a rule says otherwise.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "nations", Caption: "Nations", Columns: []string{"Nation", "Alliance", "Great Power", "Counts as", "Capitals"}}
			for _, n := range st.Nations("") {
				nr := st.nation(n)
				gp := ""
				if nr.GreatPower {
					gp = "yes"
				}
				var as []string
				for _, o := range nr.CountsAs {
					as = append(as, st.NationName(o))
				}
				t.Rows = append(t.Rows, []string{st.NationName(n), st.SideName(nr.Alliance), gp, strings.Join(as, ", "), strings.Join(nr.Capitals, ", ")})
			}
			return "", []rules.RefTable{t}
		}})
}
