package board

import (
	"fmt"
	"strings"
	"testing"
)

func TestEdgeOf(t *testing.T) {
	tests := []struct {
		a, b Cell
		want Edge
	}{
		{Cell{1, 2}, Cell{2, 1}, Edge{Cell{1, 2}, Cell{2, 1}}},
		{Cell{2, 1}, Cell{1, 2}, Edge{Cell{1, 2}, Cell{2, 1}}},
		{Cell{3, 5}, Cell{3, 4}, Edge{Cell{3, 4}, Cell{3, 5}}}, // same X: smaller Y first
		{Cell{-1, 0}, Cell{0, -1}, Edge{Cell{-1, 0}, Cell{0, -1}}},
	}
	for _, tt := range tests {
		if got := EdgeOf(tt.a, tt.b); got != tt.want {
			t.Errorf("EdgeOf(%v,%v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestEdgeFeatures(t *testing.T) {
	var f EdgeFeatures
	if f.Has(Cell{0, 0}, Cell{1, 0}, "river") || f.Of(Cell{0, 0}, Cell{1, 0}) != nil || f.Len() != 0 {
		t.Fatal("zero EdgeFeatures is not empty")
	}
	f.Add(Cell{1, 0}, Cell{0, 0}, "river")
	f.Add(Cell{0, 0}, Cell{1, 0}, "river") // same edge, same feature
	f.Add(Cell{0, 0}, Cell{1, 0}, "bridge")
	f.Add(Cell{2, 2}, Cell{2, 1}, "wall")
	f.Add(Cell{0, 1}, Cell{0, 0}, "rail")
	if !f.Has(Cell{0, 0}, Cell{1, 0}, "river") || !f.Has(Cell{1, 0}, Cell{0, 0}, "bridge") {
		t.Error("Has misses a feature")
	}
	if f.Has(Cell{0, 0}, Cell{1, 0}, "wall") || f.Has(Cell{0, 0}, Cell{0, 2}, "rail") {
		t.Error("Has finds a feature that is not there")
	}
	of := f.Of(Cell{1, 0}, Cell{0, 0})
	if strings.Join(of, ",") != "bridge,river" {
		t.Errorf("Of = %v", of)
	}
	of[0] = "changed"
	if f.Has(Cell{0, 0}, Cell{1, 0}, "changed") {
		t.Error("Of shares its slice")
	}
	var got []string
	f.Each(func(e Edge, fs []string) { got = append(got, fmt.Sprintf("%v%v%v", e.A, e.B, fs)) })
	want := []string{"(0,0)(0,1)[rail]", "(0,0)(1,0)[bridge river]", "(2,1)(2,2)[wall]"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Each = %v, want %v", got, want)
	}
	f.Remove(Cell{0, 0}, Cell{1, 0}, "river")
	f.Remove(Cell{2, 1}, Cell{2, 2}, "wall")
	f.Remove(Cell{2, 1}, Cell{2, 2}, "wall")
	if f.Has(Cell{0, 0}, Cell{1, 0}, "river") || !f.Has(Cell{0, 0}, Cell{1, 0}, "bridge") || f.Len() != 2 {
		t.Errorf("after Remove: Len %d", f.Len())
	}
}
