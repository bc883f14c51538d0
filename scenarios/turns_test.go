package scenarios

import "testing"

// A turn's name is read with the track's label only when the name is a
// code: "Week 1" on a track labelled "Week" is not "Week Week 1".
func TestTurnTitle(t *testing.T) {
	for _, c := range []struct{ label, name, want string }{
		{"Strategic Turn", "A", "Strategic Turn A"},
		{"Turn", "3", "Turn 3"},
		{"Turn", "12", "Turn 12"},
		{"", "7", "Turn 7"},
		{"Week", "Week 1", "Week 1"},
		{"Week", "week 2", "week 2"},
		{"Week", "Assault", "Assault"},
		{"Week", "Weekend", "Weekend"},
		{"Month", "IV", "Month IV"},
		{"Turn", "Spring 1916", "Spring 1916"},
		{"Turn", "", "Turn"},
	} {
		if got := TurnTitle(c.label, c.name); got != c.want {
			t.Errorf("TurnTitle(%q, %q) = %q, want %q", c.label, c.name, got, c.want)
		}
	}
	if got := (Turns{Label: "Week"}).Title("Week 3"); got != "Week 3" {
		t.Errorf("Turns.Title = %q", got)
	}
}
