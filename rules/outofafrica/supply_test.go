package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// Supply (supply.go): lines of connected land spaces controlled by the
// unit's alliance and free of enemy units, from its nation's sources.
// On the test map the Central Powers' default sources are the supply
// sources Constantinople and Cairo and the capitals Budapest and
// Constantinople (Cairo is Allied, so only Constantinople and Budapest
// count); the Draka add Cairo, every port (Alexandria, Constantinople,
// Odessa) and the off-map Upper Egypt (L11, L119).
func TestSupplyTrace(t *testing.T) {
	for _, tc := range []struct {
		name, top, more string
		set             func(t *testing.T, st *State)
		typ, at         string
		want            bool
	}{
		// Gaza - Jerusalem - Damascus - Adana - Constantinople, all Turkish.
		{name: "Turkish corps at Gaza", typ: "tu-corps", at: "Gaza", want: true},
		// A Draka corps in Adana cuts the only line to Constantinople.
		{name: "enemy unit blocks", typ: "tu-corps", at: "Gaza", want: false, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Adana")
		}},
		// L33: traced to both Baghdad and Basra (here), Gaza is in supply
		// though Constantinople is cut off...
		{name: "both sources", more: "[rules.supply.tu]\nsources = [\"Constantinople\"]\nboth = [\"Baghdad\", \"Basra\"]\n", typ: "tu-corps", at: "Gaza", want: true, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Adana")
		}},
		// ...but not when one of the two (Basra) is Allied.
		{name: "both sources, one lost", more: "[rules.supply.tu]\nsources = [\"Constantinople\"]\nboth = [\"Baghdad\", \"Basra\"]\n", typ: "tu-corps", at: "Gaza", want: false, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Adana")
			setCtl(st, "Basra", AP)
		}},
		// With Jerusalem Allied, Gaza traces by Beersheba, Aqaba, Amman.
		{name: "around enemy control", typ: "tu-corps", at: "Gaza", want: true, set: func(t *testing.T, st *State) {
			setCtl(st, "Jerusalem", AP)
		}},
		{name: "enemy control blocks", typ: "tu-corps", at: "Gaza", want: false, set: func(t *testing.T, st *State) {
			setCtl(st, "Jerusalem", AP)
			setCtl(st, "Amman", AP)
		}},
		// Medina is joined only by dotted lines, which carry no supply (OA-26).
		{name: "no supply along dotted lines", typ: "tu-corps", at: "Medina", want: false, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "tu-corps", "Baghdad"), "Medina")
		}},
		// A Draka corps at Odessa traces to Odessa, an Allied port (L119);
		// a Russian corps at Kiev has no Russian source.
		{name: "Draka to any Allied port", typ: "dr-corps", at: "Kiev", want: true, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Kiev")
		}},
		{name: "Russian has no source", typ: "ru-corps", at: "Kiev", want: false},
		// Upper Egypt is a Draka source (L11): cut off from Cairo (a
		// Turkish corps in Cairo), a Draka army there is still supplied.
		{name: "Draka to Upper Egypt", typ: "dr-army", at: "Upper Egypt", want: true, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-army", "Cairo"), "Upper Egypt")
			moveTo(st, unitAt(t, st, "tu-corps", "Baghdad"), "Cairo")
		}},
		// A Draka corps at Jerusalem (Allied now) is cut off by Turkish Gaza...
		{name: "Draka through Turks blocked", typ: "dr-corps", at: "Jerusalem", want: false, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Jerusalem")
			setCtl(st, "Jerusalem", AP)
		}},
		// ...unless its supply may pass spaces held by those units alone (L582).
		{name: "Draka through Kurds", more: "[rules.supply_through]\ndr = [\"tu-corps\"]\n", typ: "dr-corps", at: "Jerusalem", want: true, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Jerusalem")
			setCtl(st, "Jerusalem", AP)
		}},
		// A unit in a space its alliance does not control (Turkish
		// Beersheba) is supplied from the Allied Sinai next to it.
		{name: "besieging", typ: "dr-corps", at: "Beersheba", want: true, set: func(t *testing.T, st *State) {
			moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Beersheba")
		}},
		// A type of [rules] supply_always is always in supply (Errata 8).
		{name: "always in supply", top: "supply_always = [\"ru-corps\"]", typ: "ru-corps", at: "Kiev", want: true},
		// supply_as: the Russian corps traces as a Draka unit (to Odessa).
		{name: "supply as another nation", more: "[rules.supply_as]\n\"ru-corps\" = \"dr\"\n", typ: "ru-corps", at: "Kiev", want: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := stateWithTopRules(t, tc.top, tc.more)
			if tc.set != nil {
				tc.set(t, st)
			}
			i := unitAt(t, st, tc.typ, tc.at)
			if got := st.inSupply(i); got != tc.want {
				t.Fatalf("%s at %s in supply: %v, want %v", tc.typ, tc.at, got, tc.want)
			}
			m := unitMarks(st, i, CP)
			if tc.want != (m.Tag == "") || !tc.want && (m.Supply != "out" || !slices.Contains(m.Flags, "out of supply")) {
				t.Fatalf("marks %+v", m)
			}
		})
	}
}

// The supply overlays list the spaces each alliance's supply reaches, for
// every viewer; the Draka control overlay is shown, with DR marks.
func TestSupplyOverlay(t *testing.T) {
	st := stateWithTopRules(t, `draka_control = ["Sinai"]`, "")
	var cp, ap, dr *rules.Overlay
	ovs := st.Overlays(AP)
	for k := range ovs {
		switch ovs[k].ID {
		case "supply-cp":
			cp = &ovs[k]
		case "supply-ap":
			ap = &ovs[k]
		case "draka-control":
			dr = &ovs[k]
		}
	}
	if cp == nil || ap == nil || dr == nil {
		t.Fatalf("overlays %+v", ovs)
	}
	cells := func(o *rules.Overlay) []string {
		var out []string
		for _, c := range o.Cells {
			out = append(out, c.Cell)
		}
		return out
	}
	// The Central Powers: Turkey from Constantinople (all but Medina,
	// reached only by dotted lines) and Austria-Hungary and Italy from
	// Budapest.
	wantCP := []string{"Venice", "Trieste", "Budapest", "Sarajevo", "Adrianople", "Constantinople", "Adana", "Damascus", "Baghdad", "Basra", "Jerusalem", "Amman", "Gaza", "Beersheba", "Aqaba"}
	if got := cells(cp); !slices.Equal(got, wantCP) {
		t.Errorf("CP supply %v, want %v", got, wantCP)
	}
	// The Allies: Egypt from Cairo, Russia from the port of Odessa (the
	// Draka's); Serbia has no Allied source.
	wantAP := []string{"Kiev", "Odessa", "Sinai", "Port Said", "Alexandria", "Cairo", "Upper Egypt"}
	if got := cells(ap); !slices.Equal(got, wantAP) {
		t.Errorf("AP supply %v, want %v", got, wantAP)
	}
	if cp.Shown || ap.Shown || cp.Meaning == "" || cp.Rule != RuleSupply {
		t.Errorf("supply overlay %+v", cp)
	}
	if !dr.Shown || len(dr.Cells) != 1 || dr.Cells[0].Cell != "Sinai" || dr.Cells[0].Mark != "DR" || dr.Cells[0].Side != AP {
		t.Errorf("Draka control overlay %+v", dr)
	}
}
