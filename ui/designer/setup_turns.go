package designer

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/internal/plural"
)

// setTurns writes the scenario's [turns] as ts (SetTurns), after checking
// what check would refuse of the names, and says what in the status bar.
func (t *setupTab) setTurns(ts design.TurnsSpec, what string) error {
	seen := map[string]bool{}
	for i, n := range ts.Names {
		var err error
		switch {
		case strings.TrimSpace(n) == "":
			err = fmt.Errorf("designer: turn %d: empty turn name", i+1)
		case seen[n]:
			err = fmt.Errorf("designer: turn %d: %q is listed twice", i+1, n)
		}
		if err != nil {
			t.d.SetStatus(err.Error())
			return err
		}
		seen[n] = true
	}
	if ts.SubTurns == 0 {
		ts.SubTurnLabel = ""
	}
	err := t.edit(func(f *design.File) error { return f.SetTurns(ts) })
	if err == nil {
		t.done(what)
	}
	return err
}

// nextTurnName is a name for a turn after last: the next letter or
// number, else the track's length plus one.
func nextTurnName(names []string) string {
	if len(names) == 0 {
		return "1"
	}
	last := names[len(names)-1]
	if n, err := strconv.Atoi(last); err == nil {
		return strconv.Itoa(n + 1)
	}
	if len(last) == 1 && last[0] >= 'A' && last[0] < 'Z' {
		return string(last[0] + 1)
	}
	return strconv.Itoa(len(names) + 1)
}

// refreshTurns shows the turn track and its fields.
func (t *setupTab) refreshTurns() {
	ts := t.turnsSpec()
	names := turnNames(ts)
	named := len(ts.Names) > 0 || ts.Count == 0
	var objs []fyne.CanvasObject

	// The track as boxes.
	arrive := map[int]int{}
	for _, r := range t.reinforcements() {
		if i := turnIndex(ts, r.Turn); i >= 0 {
			arrive[i] += count(design.PlacementSpec(r.FilePlacement))
		}
	}
	track := container.NewHBox()
	for i, n := range names {
		if i == 200 {
			track.Add(widget.NewLabel(fmt.Sprintf("… %d turns", len(names))))
			break
		}
		bg := canvas.NewRectangle(color.NRGBA{230, 222, 200, 255})
		bg.StrokeColor = color.NRGBA{90, 80, 60, 255}
		bg.StrokeWidth = 1
		bg.SetMinSize(fyne.NewSize(36, 36))
		ink := color.NRGBA{40, 34, 24, 255}
		l := canvas.NewText(n, ink)
		l.TextStyle.Bold = true
		l.Alignment = fyne.TextAlignCenter
		box := container.NewVBox(l)
		if a := arrive[i]; a > 0 {
			// How many counters arrive that turn.
			more := canvas.NewText(fmt.Sprintf("+%d", a), color.NRGBA{150, 30, 20, 255})
			more.TextSize = theme.CaptionTextSize()
			more.Alignment = fyne.TextAlignCenter
			box.Add(more)
		}
		// Padded: the box is as wide as its name and a margin, so every
		// name reads whole inside the stroke ("Dawn" was cut at 36 px).
		track.Add(container.NewStack(bg, container.NewPadded(box)))
	}
	caption := plural.Count(len(names), "turn")
	if ts.Label != "" {
		caption = fmt.Sprintf("%d × %s", len(names), ts.Label)
	}
	if ts.SubTurns > 0 {
		sl := ts.SubTurnLabel
		if sl == "" {
			sl = "sub-turn"
		}
		caption += fmt.Sprintf(", each of %d × %s", ts.SubTurns, sl)
	}
	objs = append(objs, container.NewHScroll(track), widget.NewLabel(caption))

	mode := widget.NewRadioGroup([]string{"Named turns", "Numbered turns"}, nil)
	mode.Horizontal = true
	if named {
		mode.Selected = "Named turns"
	} else {
		mode.Selected = "Numbered turns"
	}
	mode.OnChanged = func(s string) {
		n := ts
		switch {
		case s == "Named turns" && !named:
			n.Names, n.Count = turnNames(ts), 0
		case s == "Numbered turns" && named:
			n.Names, n.Count = nil, max(len(names), 1)
		default:
			return
		}
		_ = t.setTurns(n, fmt.Sprintf("Turn track: %s.", strings.ToLower(s)))
	}
	objs = append(objs, mode)

	if named {
		for i, n := range ts.Names {
			e := widget.NewEntry()
			e.SetText(n)
			e.OnSubmitted = func(s string) {
				if s == ts.Names[i] {
					return
				}
				nt := ts
				nt.Names = slices.Clone(ts.Names)
				nt.Names[i] = strings.TrimSpace(s)
				_ = t.setTurns(nt, fmt.Sprintf("Renamed turn %d %q to %q.", i+1, ts.Names[i], nt.Names[i]))
			}
			up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { _ = t.swapTurns(ts, i, i-1) })
			down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { _ = t.swapTurns(ts, i, i+1) })
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				nt := ts
				nt.Names = slices.Delete(slices.Clone(ts.Names), i, i+1)
				_ = t.setTurns(nt, fmt.Sprintf("Removed turn %d %q.", i+1, n))
			})
			if i == 0 {
				up.Disable()
			}
			if i == len(ts.Names)-1 {
				down.Disable()
			}
			if len(ts.Names) == 1 {
				del.Disable()
			}
			objs = append(objs, container.NewBorder(nil, nil, widget.NewLabel(strconv.Itoa(i+1)),
				container.NewHBox(up, down, del), e))
		}
		objs = append(objs, widget.NewButtonWithIcon("Add turn", theme.ContentAddIcon(), func() {
			nt := ts
			nt.Names = append(slices.Clone(ts.Names), nextTurnName(ts.Names))
			_ = t.setTurns(nt, fmt.Sprintf("Added turn %d %q.", len(nt.Names), nt.Names[len(nt.Names)-1]))
		}))
	} else {
		objs = append(objs, t.intField("Turns", ts.Count, 1, 1000, func(v int) {
			nt := ts
			nt.Count = v
			_ = t.setTurns(nt, fmt.Sprintf("Turn track: %s.", plural.Count(v, "turn")))
		}))
	}
	objs = append(objs, t.textField("Turn label", ts.Label, "Turn", func(s string) {
		nt := ts
		nt.Label = s
		_ = t.setTurns(nt, fmt.Sprintf("Turn label: %q.", s))
	}))
	objs = append(objs, t.intField("Sub-turns per turn", ts.SubTurns, 0, 100, func(v int) {
		nt := ts
		nt.SubTurns = v
		_ = t.setTurns(nt, fmt.Sprintf("Sub-turns per turn: %d.", v))
	}))
	if ts.SubTurns > 0 {
		objs = append(objs, t.textField("Sub-turn label", ts.SubTurnLabel, "Operational Turn", func(s string) {
			nt := ts
			nt.SubTurnLabel = s
			_ = t.setTurns(nt, fmt.Sprintf("Sub-turn label: %q.", s))
		}))
	}
	t.turns.Objects = objs
	t.turns.Refresh()
}

// swapTurns moves turn i to place j.
func (t *setupTab) swapTurns(ts design.TurnsSpec, i, j int) error {
	if j < 0 || j >= len(ts.Names) {
		return nil
	}
	nt := ts
	nt.Names = slices.Clone(ts.Names)
	nt.Names[i], nt.Names[j] = nt.Names[j], nt.Names[i]
	return t.setTurns(nt, fmt.Sprintf("Moved turn %q to place %d.", ts.Names[i], j+1))
}

// intField is a labelled number field set on Enter: a number out of
// [lo, hi] is refused in the status bar.
func (t *setupTab) intField(label string, v, lo, hi int, set func(int)) fyne.CanvasObject {
	e := widget.NewEntry()
	e.SetText(strconv.Itoa(v))
	e.Validator = func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("designer: %s must be a whole number from %d to %d", strings.ToLower(label), lo, hi)
		}
		return nil
	}
	e.OnSubmitted = func(s string) {
		if err := e.Validator(s); err != nil {
			t.d.SetStatus(err.Error())
			return
		}
		if n, _ := strconv.Atoi(strings.TrimSpace(s)); n != v {
			set(n)
		}
	}
	return container.NewBorder(nil, nil, widget.NewLabel(label), nil, e)
}

// textField is a labelled text field set on Enter.
func (t *setupTab) textField(label, v, hint string, set func(string)) fyne.CanvasObject {
	e := widget.NewEntry()
	e.SetText(v)
	e.SetPlaceHolder(hint)
	e.OnSubmitted = func(s string) {
		if s = strings.TrimSpace(s); s != v {
			set(s)
		}
	}
	return container.NewBorder(nil, nil, widget.NewLabel(label), nil, e)
}
