package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// L31, L37: Turkey (and Persia with it) joins at the Central Powers' LW;
// a nation entering by its card is at war once its event says so. Here
// Turkey enters at "cp-lw" and the United States by "event"; Italy,
// never neutral, is at war from the start.
func TestEntry(t *testing.T) {
	status := map[string]string{}
	warStatusIs(t, status)
	st := stateWithRules(t, "[rules.neutral]\ntu = \"cp-lw\"\nus = \"event\"\n")
	if st.atWar(Turkey) || st.atWar("us") || !st.atWar("it") {
		t.Fatalf("at the start: tu %v, us %v, it %v", st.atWar(Turkey), st.atWar("us"), st.atWar("it"))
	}
	neutral := func(side string) []string {
		for _, e := range st.View(AP).Sides[side] {
			if e.Key == "neutral" {
				return e.Items
			}
		}
		return nil
	}
	if got := neutral(CP); !slices.Equal(got, []string{"Turkey"}) {
		t.Fatalf("CP neutrals shown: %q", got)
	}
	status[AP] = WarLimited
	log := logOf(func(ctx *rules.Context) { _ = book.Run(st, WarStatusChanged, ctx) })
	if st.atWar(Turkey) || len(log) != 0 {
		t.Fatalf("at the Allies' LW: %v, log %q", st.atWar(Turkey), log)
	}
	status[CP] = WarLimited
	log = logOf(func(ctx *rules.Context) { _ = book.Run(st, WarStatusChanged, ctx) })
	if !st.atWar(Turkey) || !slices.Equal(log, []string{"Turkey enters the war on the side of the Central Powers (at the Central Powers' Limited War)"}) {
		t.Fatalf("at the CP's LW: %v, log %q", st.atWar(Turkey), log)
	}
	log = logOf(func(ctx *rules.Context) { st.enterWar(ctx, "us", "Over There") })
	if !st.atWar("us") || len(log) != 1 || !strings.HasPrefix(log[0], "United States enters the war on the side of the Allies") {
		t.Fatalf("the USA: %v, log %q", st.atWar("us"), log)
	}
	if err := rulesError(t, "[rules.neutral]\ntu = \"lw\"\n"); !strings.Contains(err, `rules.neutral.tu: "lw"`) {
		t.Fatalf("error %q", err)
	}
}
