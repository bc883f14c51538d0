package scenarios

import (
	"strconv"

	"sandtable/internal/tomlfile"
)

func (b *builder) turns() {
	d, ft, t := b.doc, b.f.Turns, &b.s.Turns
	if ft == nil {
		d.Report("turns", "missing; add [turns] with names = [\"A\", \"B\"...] or count = 10")
		return
	}
	t.Label, t.SubTurns, t.SubTurnLabel = ft.Label, ft.SubTurns, ft.SubTurnLabel
	if t.Label == "" {
		t.Label = "Turn"
	}
	hasNames, hasCount := d.Has("turns.names"), d.Has("turns.count")
	switch {
	case hasNames && hasCount:
		d.Report("turns.count", "give names or count, not both")
	case hasNames:
		if len(ft.Names) == 0 || len(ft.Names) > maxTurns {
			d.Report("turns.names", "must list between 1 and %d turns, got %d", maxTurns, len(ft.Names))
		}
		seen := map[string]bool{}
		for i, n := range ft.Names {
			p := tomlfile.Index("turns.names", i)
			switch {
			case n == "":
				d.Report(p, "empty turn name")
			case seen[n]:
				d.Report(p, "%q is listed twice", n)
			}
			seen[n] = true
		}
		t.Names = ft.Names
	case hasCount:
		if ft.Count < 1 || ft.Count > maxTurns {
			d.Report("turns.count", "must be between 1 and %d, got %d", maxTurns, ft.Count)
			break
		}
		for i := 1; i <= ft.Count; i++ {
			t.Names = append(t.Names, strconv.Itoa(i))
		}
	default:
		d.Report("turns", "give names = [\"A\", \"B\"...] or count = 10")
	}
	if ft.SubTurns < 0 || ft.SubTurns > maxSubTurns {
		d.Report("turns.sub_turns", "must be between 0 and %d, got %d", maxSubTurns, ft.SubTurns)
	}
	if ft.SubTurnLabel != "" && ft.SubTurns == 0 {
		d.Report("turns.sub_turn_label", "given without sub_turns")
	}
}

// turn resolves a turn reference at path: a turn name, or a number from 1.
func (b *builder) turn(path string, v any) (int, bool) {
	names := b.s.Turns.Names
	switch x := v.(type) {
	case string:
		for i, n := range names {
			if n == x {
				return i, true
			}
		}
		if len(names) > 0 {
			b.doc.Report(path, "no turn %q (turns are %s to %s)", x, names[0], names[len(names)-1])
		}
	case int64:
		if x >= 1 && x <= int64(len(names)) {
			return int(x - 1), true
		}
		if len(names) > 0 {
			b.doc.Report(path, "turn %d is not on the track (1 to %d)", x, len(names))
		}
	case nil:
		b.doc.Report(path, "missing; give a turn name or number")
	default:
		b.doc.Report(path, "must be a turn name or number")
	}
	return 0, false
}
