package greenfields

import (
	"testing"

	"sandtable/rules"
)

// modText is "+2 unit is in heavy trench, -1 unit is moving".
func modText(ms []rules.Modifier) string {
	s := ""
	for k, m := range ms {
		if k > 0 {
			s += ", "
		}
		s += m.String()
	}
	return s
}

// 003 Fire modifiers: "Positive modifiers non-cumulative: count only the
// single best modifier: Unit is in Light Trench +1*, Unit is in Heavy
// Trench +2*, Unit is in rough going or morass +1, Unit is in built up area
// or ruins +2. *Does not count vs heavy artillery. Negative modifiers
// cumulative: Unit is moving -1, Unit is mounted (on animals or motor
// transport) -1, Unit is attacked from flank -1. Dice modifiers are not
// counted vs gas attack or mines." "Trenches made by artillery units are
// termed "emplacements", and provide cover ONLY for artillery units."
// "Railway embankments can count as light trenches vs small arms fire
// only." The map (maps/data/greenfields-1914.toml): G6 open, H5 woods
// (rough), M1 marsh (morass), L8 Vaucourt (town), G10 touched by a road.
func TestSaveModifierChart(t *testing.T) {
	for _, c := range []struct {
		name  string
		unit  string // unit type
		at    string
		zone  Zone
		kind  string
		move  bool
		flank bool
		flags []string
		want  string
	}{
		{"open ground: nothing", "ger-reg", "G6", Zone{}, FireSmallArms, false, false, nil, ""},
		{"light trench", "ger-reg", "G6", Zone{Trench: 1}, FireSmallArms, false, false, nil, "+1 unit is in light trench"},
		{"heavy trench", "ger-reg", "G6", Zone{Trench: 2}, FireSmallArms, false, false, nil, "+2 unit is in heavy trench"},
		{"heavy trench vs field artillery", "ger-reg", "G6", Zone{Trench: 2}, FireArtillery, false, false, nil, "+2 unit is in heavy trench"},
		{"heavy trench vs heavy artillery: does not count", "ger-reg", "G6", Zone{Trench: 2}, FireHeavy, false, false, nil, ""},
		{"woods are rough going", "ger-reg", "H5", Zone{}, FireSmallArms, false, false, nil, "+1 unit is in rough going"},
		{"heavy trench in woods: only the best, +2", "ger-reg", "H5", Zone{Trench: 2}, FireSmallArms, false, false, nil, "+2 unit is in heavy trench"},
		{"heavy trench in woods vs heavy artillery: the rough going", "ger-reg", "H5", Zone{Trench: 2}, FireHeavy, false, false, nil, "+1 unit is in rough going"},
		{"marsh is morass", "ger-reg", "M1", Zone{}, FireSmallArms, false, false, nil, "+1 unit is in morass"},
		{"open shelled once: rough", "ger-reg", "G6", Zone{Degraded: 1}, FireSmallArms, false, false, nil, "+1 unit is in rough going"},
		{"open shelled twice: morass", "ger-reg", "G6", Zone{Degraded: 2}, FireSmallArms, false, false, nil, "+1 unit is in morass"},
		{"town: built up area", "ger-reg", "L8", Zone{}, FireSmallArms, false, false, nil, "+2 unit is in built up area"},
		{"town with a light trench: the best only", "ger-reg", "L8", Zone{Trench: 1}, FireSmallArms, false, false, nil, "+2 unit is in built up area"},
		{"town vs heavy artillery: still +2", "ger-reg", "L8", Zone{Trench: 2}, FireHeavy, false, false, nil, "+2 unit is in built up area"},
		{"emplacement: no cover for infantry", "ger-reg", "G6", Zone{Trench: 1, Emplacement: true}, FireArtillery, false, false, nil, ""},
		{"emplacement: cover for artillery", "ger-fa", "G6", Zone{Trench: 1, Emplacement: true}, FireArtillery, false, false, nil, "+1 unit is in artillery emplacement (light trench)"},
		{"moving", "ger-reg", "G6", Zone{}, FireSmallArms, true, false, nil, "-1 unit is moving"},
		{"mounted on animals", "ger-cav", "G6", Zone{}, FireSmallArms, false, false, nil, "-1 unit is mounted"},
		{"cavalry that abandoned its mounts", "ger-cav", "G6", Zone{}, FireSmallArms, false, false, []string{FlagDismounted}, ""},
		{"motor transport is mounted", "brit-lorries", "G6", Zone{}, FireSmallArms, false, false, nil, "-1 unit is mounted"},
		{"a tank is armour, not mounted", "brit-tank", "G6", Zone{}, FireSmallArms, false, false, nil, ""},
		{"attacked from flank", "ger-reg", "G6", Zone{}, FireSmallArms, false, true, nil, "-1 unit is attacked from flank"},
		{"negatives add up, after the best positive", "ger-cav", "G6", Zone{Trench: 2}, FireSmallArms, true, true, nil,
			"+2 unit is in heavy trench, -1 unit is moving, -1 unit is mounted, -1 unit is attacked from flank"},
		{"no modifiers vs gas", "ger-cav", "G6", Zone{Trench: 2}, FireGas, true, true, nil, ""},
		{"no modifiers vs mines", "ger-reg", "G6", Zone{Trench: 2}, FireMine, true, false, nil, ""},
		{"a balloon has no cover", "ger-balloon", "L8", Zone{Trench: 2}, FireAir, false, false, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newTestState(t, nil)
			u := addUnit(t, st, c.unit, c.at)
			st.setZone(st.Units[u].Loc, c.zone)
			for _, f := range c.flags {
				st.Units[u].SetFlag(f)
			}
			got := modText(st.saveMods(u, shot{Kind: c.kind, Side: Allies, Moving: c.move, Flank: c.flank}))
			if got != c.want {
				t.Errorf("modifiers %q, want %q", got, c.want)
			}
		})
	}
}

// "Railway embankments can count as light trenches vs small arms fire
// only." The test map has no railway, so this game names its road type
// as the embankment: G10 is touched by a road, G6 is not.
func TestSaveEmbankmentSmallArmsOnly(t *testing.T) {
	st := newTestState(t, nil)
	st.fixed.t.Edges.Embankment = []string{"road"}
	u := unit(t, st, "ger-reg", 1)
	for _, c := range []struct {
		at, kind, want string
	}{
		{"G10", FireSmallArms, "+1 railway embankment (light trench vs small arms)"},
		{"G10", FireArtillery, ""},
		{"G10", FireAir, ""},
		{"G6", FireSmallArms, ""},
	} {
		place(t, st, u, c.at)
		if got := modText(st.saveMods(u, shot{Kind: c.kind, Side: Allies})); got != c.want {
			t.Errorf("%s vs %s: %q, want %q", c.at, c.kind, got, c.want)
		}
	}
}

// "These modifications can take temporarily the unit above 5 dice and
// below 1 dice (minimum rating of 0)." An experience-5 BEF regiment in a
// heavy trench rolls 7 dice; German cavalry (experience 2), mounted,
// moving and attacked from flank rolls none (2-3 = -1, raised to 0). The
// fire rolls exactly those dice: 1 hit die (a 5), then the save.
func TestSaveDiceCountAboveFiveAndFloorZero(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	st.setZone(st.Units[bef].Loc, Zone{Trench: 2})
	_, log := fireWith(t, st, shot{For: "test fire", Kind: FireSmallArms, Side: Central, Dice: 1, Targets: []int{bef}},
		5, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1)
	if !hasLine(log, "7d6") {
		t.Errorf("the BEF in a heavy trench must roll 7 experience dice: %q", log)
	}
	cav := unit(t, st, "ger-cav", 1)
	place(t, st, cav, "H6")
	hits, log := fireWith(t, st, shot{For: "test fire", Kind: FireSmallArms, Side: Allies, Dice: 1, Targets: []int{cav}, Moving: true, Flank: true},
		5, 5, 1, 1, 1)
	if len(hits) != 1 || hits[0].Saved != 0 || hits[0].Casualties != 1 {
		t.Fatalf("cavalry with no save dice: %+v", hits)
	}
	if !hasLine(log, "0d6") || !hasLine(log, "-1 dice raised to 0") {
		t.Errorf("the cavalry's save must be 0 dice: %q", log)
	}
}
