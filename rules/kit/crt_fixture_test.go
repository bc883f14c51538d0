package kit

import "testing"

// tabOddsCRT is a realistic odds CRT made up for Sandtable's tests (not
// taken from any published game): 1d6, high rolls favour the attacker;
// odds below 1:2 are an automatic AE and odds past 6:1 read 6:1.
//
//	die  1:2  1:1  3:2  2:1  3:1  4:1  5:1  6:1
//	 1   AE   AE   AE   AR   AR   EX   DR   DR
//	 2   AE   AE   AR   AR   EX   DR   DR   DE
//	 3   AE   AR   AR   EX   DR   DR   DE   DE
//	 4   AR   AR   EX   DR   DR   DE   DE   DE
//	 5   AR   EX   DR   DR   DE   DE   DE   DE
//	 6   EX   DR   DR   DE   DE   DE   DE   DE
//
// AE attacker eliminated, AR attacker retreats, EX exchange, DR defender
// retreats, DE defender eliminated.
func tabOddsCRT(t testing.TB) CRT {
	return CRT{
		Dice:    tabDice(t, "1d6"),
		Columns: []string{"1:2", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1"},
		Rows: []CRTRow{
			{Min: 1, Max: 1, Results: []string{"AE", "AE", "AE", "AR", "AR", "EX", "DR", "DR"}},
			{Min: 2, Max: 2, Results: []string{"AE", "AE", "AR", "AR", "EX", "DR", "DR", "DE"}},
			{Min: 3, Max: 3, Results: []string{"AE", "AR", "AR", "EX", "DR", "DR", "DE", "DE"}},
			{Min: 4, Max: 4, Results: []string{"AR", "AR", "EX", "DR", "DR", "DE", "DE", "DE"}},
			{Min: 5, Max: 5, Results: []string{"AR", "EX", "DR", "DR", "DE", "DE", "DE", "DE"}},
			{Min: 6, Max: 6, Results: []string{"EX", "DR", "DR", "DE", "DE", "DE", "DE", "DE"}},
		},
		Below: "AE",
	}
}

// tabDiffCRT is a made-up differential CRT read with 2d6 in row bands,
// with step losses (A1, D1) as well as retreats and eliminations; attacks
// below -2 are an automatic AE, above +3 read +3.
//
//	2d6    -2   -1    0   +1   +2   +3
//	2-3    AE   AE   A1   A1   EX   EX
//	4-5    AE   A1   A1   EX   EX   D1
//	6-7    A1   A1   EX   EX   D1   D1
//	8-9    A1   EX   EX   D1   D1   DR
//	10-11  EX   EX   D1   D1   DR   DE
//	12     EX   D1   D1   DR   DE   DE
func tabDiffCRT(t testing.TB) CRT {
	return CRT{
		Name:    "Assault",
		Kind:    CRTDifferential,
		Dice:    tabDice(t, "2d6"),
		Columns: []string{"-2", "-1", "0", "+1", "+2", "+3"},
		Rows: []CRTRow{
			{Min: 2, Max: 3, Results: []string{"AE", "AE", "A1", "A1", "EX", "EX"}},
			{Min: 4, Max: 5, Results: []string{"AE", "A1", "A1", "EX", "EX", "D1"}},
			{Min: 6, Max: 7, Results: []string{"A1", "A1", "EX", "EX", "D1", "D1"}},
			{Min: 8, Max: 9, Results: []string{"A1", "EX", "EX", "D1", "D1", "DR"}},
			{Min: 10, Max: 11, Results: []string{"EX", "EX", "D1", "D1", "DR", "DE"}},
			{Min: 12, Max: 12, Results: []string{"EX", "D1", "D1", "DR", "DE", "DE"}},
		},
		Below: "AE",
	}
}
