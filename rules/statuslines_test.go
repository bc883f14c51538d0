package rules

import (
	"reflect"
	"testing"

	"sandtable/counters"
)

// TestStatusLinesCount: counts agree with their nouns, "1 action" and
// "1 unit", not "1 action(s)" and "1 units".
func TestStatusLinesCount(t *testing.T) {
	sides := []*counters.Side{{ID: "a", Name: "Allies"}, {ID: "c", Name: "Central"}, {ID: "n", Name: "Neutral"}}
	v := View{Status: Status{TurnName: "1"}, Units: []UnitView{{Side: "a"}, {Side: "c"}, {Side: "c"}}}
	want := []string{"-- after 1 action: turn 1", "-- Allies: 1 unit in play", "-- Central: 2 units in play", "-- Neutral: 0 units in play"}
	if got := StatusLines(v, sides, nil, 1); !reflect.DeepEqual(got, want) {
		t.Errorf("StatusLines after 1 action:\n got %q\nwant %q", got, want)
	}
	if got := StatusLines(v, nil, nil, 2)[0]; got != "-- after 2 actions: turn 1" {
		t.Errorf("after 2 actions: %q", got)
	}
}
