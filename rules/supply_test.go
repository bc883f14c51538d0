package rules_test

import (
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
)

// Central supply on test-hex-flat comes from the Railhead, W1206.
func TestSupplyTrace(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	sources := rules.PlaceCells(m, func(p *maps.Place) bool { return p.Is("supply_source") && p.Side == "central" })
	if got := bbLabels(s, sources.Sorted(m.Topology)); got != "W1206" {
		t.Fatalf("central sources: %s", got)
	}
	blocked := bbSet(t, m, "W1006", "W1106", "W1105")
	notBlocked := func(c board.Cell) bool { return !blocked[c] }
	tests := []struct {
		name    string
		from    string
		through func(board.Cell) bool
		max     int
		want    string // the line, "" for none; "?" for any cell of several equally short lines
	}{
		{"three steps east (by W1005 or W1006, W1106 or W1107)", "W0906", nil, 3, "W0906 ? ? W1206"},
		{"too far for two", "W0906", nil, 2, ""},
		{"on the source", "W1206", nil, 0, "W1206"},
		{"round the blocked cells by the forest", "W0906", notBlocked, 4, "W0906 W0907 W1007 W1107 W1206"},
		{"round the blocked cells needs four", "W0906", notBlocked, 3, ""},
		{"unlimited", "W0304", nil, -1, ""}, // filled in below
	}
	for _, tc := range tests {
		sp := rules.Supply{Map: m, Source: sources.Has, Through: tc.through, Step: rules.Passable(m), MaxSteps: tc.max}
		from := bbCell(t, s, "", tc.from)
		line, ok := sp.Trace(from)
		net := sp.Net()
		if tc.name == "unlimited" {
			if !ok || len(line) < 2 || line[len(line)-1] != bbCell(t, s, "", "W1206") {
				t.Errorf("%s: no line from W0304 to the Railhead: %s", tc.name, bbLabels(s, line))
			}
			if n, _ := net.Steps(from); n != len(line)-1 {
				t.Errorf("%s: Net says %d steps, Trace %d", tc.name, n, len(line)-1)
			}
			continue
		}
		if got := bbLabels(s, line); !bbLineIs(got, tc.want) || ok != (tc.want != "") {
			t.Errorf("%s: Trace = %q, %v, want %q", tc.name, got, ok, tc.want)
		}
		if net.Supplied(from) != ok {
			t.Errorf("%s: Net.Supplied = %v, Trace %v", tc.name, net.Supplied(from), ok)
		}
		if got := bbLabels(s, net.Line(from)); !bbLineIs(got, tc.want) {
			t.Errorf("%s: Net.Line = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// bbLineIs matches labels against a pattern where "?" is any one label.
func bbLineIs(got, want string) bool {
	g, w := strings.Fields(got), strings.Fields(want)
	if len(g) != len(w) {
		return false
	}
	for i := range w {
		if w[i] != "?" && w[i] != g[i] {
			return false
		}
	}
	return true
}

// Trace and Net agree for every cell, under predicates that block cells
// and steps, including the source's own cell.
func TestSupplyTraceAndNetAgree(t *testing.T) {
	var in, out, long int
	for _, name := range []string{"test-hex-flat", "test-square", "test-graph", "test-hex-pointy"} {
		s := bbScenario(t, name)
		for _, m := range s.Maps {
			top := m.Topology
			for seed := range 6 {
				h := func(c board.Cell, salt int) int {
					x := uint32(top.Index(c)*2654435761) ^ uint32(seed*40503+salt)
					x ^= x >> 13
					x *= 0x5bd1e995
					return int(x>>7) % 100
				}
				sp := rules.Supply{
					Map:      m,
					Source:   func(c board.Cell) bool { return h(c, 1) < 4 },
					Through:  func(c board.Cell) bool { return h(c, 2) >= 20*(seed%3) },
					Step:     func(a, b board.Cell) bool { return (top.Index(a)+top.Index(b)+seed)%7 != 0 },
					MaxSteps: []int{-1, 0, 1, 3, 5, 8}[seed],
				}
				net := sp.Net()
				for i := 0; i < top.Len(); i++ {
					c := top.Cell(i)
					line, ok := sp.Trace(c)
					n, nok := net.Steps(c)
					if ok != nok || (ok && n != len(line)-1) {
						t.Fatalf("%s seed %d at %s: Trace %v %d steps, Net %v %d", m.ID, seed, m.Label(c), ok, len(line)-1, nok, n)
					}
					switch {
					case !ok:
						out++
					case len(line) > 2:
						long++
						fallthrough
					default:
						in++
					}
					if ok && len(net.Line(c)) != len(line) {
						t.Fatalf("%s seed %d at %s: Net.Line %d cells, Trace %d", m.ID, seed, m.Label(c), len(net.Line(c)), len(line))
					}
				}
			}
		}
	}
	if in < 50 || out < 50 || long < 20 {
		t.Errorf("the predicates test too little: %d cells in supply (%d by lines of 2+ steps), %d out", in, long, out)
	}
}

func TestSupplyWithoutSources(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	sp := rules.Supply{Map: s.Maps[0], MaxSteps: -1}
	c := bbCell(t, s, "", "W0906")
	if _, ok := sp.Trace(c); ok || sp.Net().Supplied(c) || sp.Net().Line(c) != nil {
		t.Errorf("supplied with no sources")
	}
}
