package plural

import "testing"

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{Count(1, "side"), "1 side"},
		{Count(2, "side"), "2 sides"},
		{Count(0, "space"), "0 spaces"},
		{Count(-1, "turn"), "-1 turn"},
		{CountOf(1, "entry", "entries"), "1 entry"},
		{CountOf(3, "entry", "entries"), "3 entries"},
		{Noun(1, "Zeppelin"), "Zeppelin"},
		{Noun(3, "Zeppelin"), "Zeppelins"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
