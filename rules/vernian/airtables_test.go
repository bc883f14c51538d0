package vernian

import (
	"reflect"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// The three Air Combat tables are scenario data "exactly as printed" (000
// Ether Flyers, Air Combat a-c): rows 6 to 1 with the seed's words, and
// the same in every bundled scenario and the test scenario.
func TestAirTablesAsPrinted(t *testing.T) {
	st := newTestState(t, nil)
	a := &st.fixed.t.AirCombat
	want := map[string][]string{ // die 6 first, as printed
		AirFighterFighter:  {"target-shot-down", "target-aborts", "target-aborts", "fighter-aborts", "fighter-aborts", "fighter-shot-down"},
		AirFighterZeppelin: {"target-shot-down/passengers-lost", "passengers-lost", "fighter-aborts", "fighter-aborts", "fighter-shot-down", "fighter-shot-down"},
		AirFighterFlyer:    {"target-shot-down", "target-shot-down", "target-aborts", "target-aborts", "fighter-aborts", "fighter-shot-down"},
	}
	for kind, results := range want {
		tab := a.Table(kind)
		for i, r := range tab.Rows {
			if r.Die != 6-i || r.Result != results[i] {
				t.Errorf("%s row %d: die %d %q, want die %d %q", kind, i, r.Die, r.Result, 6-i, results[i])
			}
		}
	}
	if r := a.FighterZeppelin.row(5); r.Text != "Zeppelin survives but passengers lost." {
		t.Errorf("table b, 5: %q", r.Text)
	}
	if r := a.FighterFighter.row(1); r.Text != "One Intercepting F type is shot down" {
		t.Errorf("table a, 1: %q", r.Text)
	}
	// DRMs: a) "+1 if there are more Intercepting F types than Escorts;
	// -1 if there are more Escorts than Interceptors"; b), c) "+1 if more
	// than one Fighter is present".
	drm := func(kind string, left [2]int) int { return rules.Sum(a.Table(kind).duel().DRM(left)) }
	for _, c := range []struct {
		kind string
		left [2]int
		want int
	}{
		{AirFighterFighter, [2]int{2, 1}, 1}, {AirFighterFighter, [2]int{1, 3}, -1}, {AirFighterFighter, [2]int{2, 2}, 0},
		{AirFighterZeppelin, [2]int{1, 5}, 0}, {AirFighterZeppelin, [2]int{2, 1}, 1},
		{AirFighterFlyer, [2]int{1, 1}, 0}, {AirFighterFlyer, [2]int{3, 1}, 1},
	} {
		if got := drm(c.kind, c.left); got != c.want {
			t.Errorf("%s with %v left: DRM %+d, want %+d", c.kind, c.left, got, c.want)
		}
	}
	for _, name := range []string{"vernian", "vernian-hidden"} {
		s, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := loadTables(s)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(tb.AirCombat, *a) {
			t.Errorf("%s: the Air Combat tables differ from the test scenario's", name)
		}
	}
}

// A bad entry of [rules.air_combat] is an error naming the file, line and
// field, like the CRT's.
func TestAirTablesStrict(t *testing.T) {
	for _, c := range []struct{ old, new, want string }{
		{`{ die = 5, result = "passengers-lost", text`, `{ die = 5, result = "passengers-gone", text`, `rules.air_combat.fighter-zeppelin.rows[1].result: duel result "passengers-gone": unknown token`},
		{`{ die = 5, result = "target-shot-down", text = "B or CS`, `{ die = 5, result = "target-shot-down/passengers-lost", text = "B or CS`, "rules.air_combat.fighter-flyer.rows[1].result: only Zeppelins carry passengers"},
		{`{ die = 4, result = "target-aborts", text = "One Escort`, `{ die = 7, result = "target-aborts", text = "One Escort`, "rules.air_combat.fighter-fighter.rows[2].die: die 7"},
		{`{ die = 4, result = "target-aborts", text = "One Escort`, `{ die = 5, result = "target-aborts", text = "One Escort`, "a second row for die 5"},
		{`{ die = 6, result = "target-shot-down/passengers-lost"`, `{ die = 6, result = "target-shot-down"`, "rules.air_combat.fighter-zeppelin.rows[0].result: a Zeppelin shot down loses its passengers"},
		{`{ die = 4, result = "fighter-aborts", text = "One F type aborts and returns to base immediately" },
  { die = 3, result = "fighter-aborts", text = "One F type aborts and returns to base immediately" },
  { die = 2, result = "fighter-shot-down", text = "One F type shot down" },
  { die = 1, result = "fighter-shot-down", text = "One F type shot down" },
]
drm_text = "DRMs: +1 if more than one Fighter is present."
drms = [{ value = 1, when = "several-fighters", reason = "more than one Fighter present" }]

[rules.air_combat.fighter-flyer]`, `{ die = 4, result = "target-aborts", text = "One F type aborts and returns to base immediately" },
  { die = 3, result = "fighter-aborts", text = "One F type aborts and returns to base immediately" },
  { die = 2, result = "fighter-shot-down", text = "One F type shot down" },
  { die = 1, result = "fighter-shot-down", text = "One F type shot down" },
]
drm_text = "DRMs: +1 if more than one Fighter is present."
drms = [{ value = 1, when = "several-fighters", reason = "more than one Fighter present" }]

[rules.air_combat.fighter-flyer]`, "rules.air_combat.fighter-zeppelin.rows[2].result: Zeppelins do not abort"},
		{`when = "several-fighters"`, `when = "many-fighters"`, `rules.air_combat.fighter-zeppelin.drms[0].when: condition "many-fighters"`},
		{`targets = "Zeppelin"`, `targets = "Zeppelin"` + "\nrolls = 2", "rules.air_combat.fighter-zeppelin.rolls: unknown key"},
		{"[rules.air_combat.fighter-flyer]", "[rules.air_combat.fighter-bomber]", "rules.air_combat.fighter-bomber: unknown key"},
	} {
		err := startEdited(t, func(s string) string {
			if !strings.Contains(s, c.old) {
				t.Fatalf("the test scenario has no %q", c.old)
			}
			return strings.Replace(s, c.old, c.new, 1)
		})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "s.toml:") {
			t.Errorf("%s -> %s: want an error in s.toml with %q, got %v", c.old, c.new, c.want, err)
		}
	}
	// A scenario without the tables is told where they go.
	err := startEdited(t, func(s string) string {
		i := strings.Index(s, "[rules.air_combat.fighter-zeppelin]")
		j := strings.Index(s, "[rules.air_combat.fighter-flyer]")
		return s[:i] + s[j:]
	})
	if err == nil || !strings.Contains(err.Error(), `Air Combat table "fighter-zeppelin"`) {
		t.Errorf("no table b: %v", err)
	}
}

// Help shows the three tables as printed, the DRMs in the notes.
func TestReferenceAirTables(t *testing.T) {
	st := newTestState(t, nil)
	sec := st.Reference().RuleSection(RuleAirCombat)
	if sec == nil || len(sec.Tables) != 3 {
		t.Fatalf("air combat section %+v", sec)
	}
	b := sec.Tables[1]
	if b.ID != AirTableID(AirFighterZeppelin) || len(b.Rows) != 6 || b.Rows[0][0] != "6" || b.Rows[0][1] != "Zeppelin shot down. Any passengers lost." {
		t.Errorf("table b: %+v", b)
	}
	if !strings.Contains(b.Notes, "DRMs: +1 if more than one Fighter is present.") {
		t.Errorf("table b notes: %q", b.Notes)
	}
	if a := sec.Tables[0]; !strings.Contains(a.Notes, "-1 if there are more Escorts than Interceptors") || a.Rows[5][1] != "One Intercepting F type is shot down" {
		t.Errorf("table a: %+v", a)
	}
}
