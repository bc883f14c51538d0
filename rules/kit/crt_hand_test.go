package kit

import "testing"

// Each column's strengths read that column: 2 against 1 is 2:1, and a
// difference of -1 is 0 against 1.
func TestCRTColumnStrengths(t *testing.T) {
	d6, err := ParseDiceExpr("1d6")
	if err != nil {
		t.Fatal(err)
	}
	odds := CRT{Dice: d6, Columns: []string{"1:2", "1:1", " 3:2", "2:1"},
		Rows: []CRTRow{{Min: 1, Max: 6, Results: []string{"A", "B", "C", "D"}}}}
	diff := CRT{Kind: CRTDifferential, Dice: d6, Columns: []string{"-1", "0", "+2"},
		Rows: []CRTRow{{Min: 1, Max: 6, Results: []string{"A", "B", "C"}}}}
	tests := []struct {
		t    CRT
		k    int
		a, d int
		ok   bool
	}{
		{odds, 0, 1, 2, true}, {odds, 1, 1, 1, true}, {odds, 2, 3, 2, true}, {odds, 3, 2, 1, true},
		{odds, 4, 0, 0, false}, {odds, -1, 0, 0, false},
		{diff, 0, 0, 1, true}, {diff, 1, 0, 0, true}, {diff, 2, 2, 0, true},
		{CRT{Dice: d6, Columns: []string{"2:1", "1:1"}}, 0, 0, 0, false}, // not ascending
	}
	for _, tt := range tests {
		a, d, ok := tt.t.ColumnStrengths(tt.k)
		if a != tt.a || d != tt.d || ok != tt.ok {
			t.Errorf("%v column %d: %d vs %d, %v; want %d vs %d, %v", tt.t.Columns, tt.k, a, d, ok, tt.a, tt.d, tt.ok)
			continue
		}
		if ok {
			if k, _ := tt.t.ColumnFor(a, d, nil); k != tt.k {
				t.Errorf("%v: %d vs %d reads column %d, want %d", tt.t.Columns, a, d, k, tt.k)
			}
		}
	}
	if k := odds.ColumnIndex("3:2"); k != 2 {
		t.Errorf("ColumnIndex(3:2) = %d, want 2", k)
	}
	if k := odds.ColumnIndex("5:1"); k != -1 {
		t.Errorf("ColumnIndex(5:1) = %d, want -1", k)
	}
}
