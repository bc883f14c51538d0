package designer

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/design"
	"sandtable/internal/plural"
	"sandtable/maps"
)

// problemsTab is the side panel's tab title without its count.
const problemsTab = "Problems"

// Problem is one line of the Problems tab: a message of `sandtable check`
// about file File.
type Problem struct {
	File *design.File
	Msg  design.Message
}

// Problems are the project's problems as the Problems tab lists them: by
// file in the project's order (scenario, maps, catalogues), each file's
// messages in check's order.
func (d *Designer) Problems() []Problem {
	results := d.Proj.Check()
	var out []Problem
	for _, f := range d.Proj.Files() {
		r := results[f]
		if r == nil {
			continue
		}
		for _, m := range r.Messages {
			out = append(out, Problem{File: f, Msg: m})
		}
	}
	return out
}

// problemsPanel is the Problems tab: every message `sandtable check`
// would print for the project now, grouped by file, each a button that
// goes to the place at fault. It is made again after every edit, undo and
// redo; the tab's title counts the problems and the status bar names the
// first one an edit introduced.
func (d *Designer) problemsPanel() fyne.CanvasObject {
	list := container.NewVBox()
	seen := map[string]bool{} // the messages listed last time, by file and text
	first := true
	d.OnRefresh(func(*design.File) {
		probs := d.Problems()
		list.RemoveAll()
		now := map[string]bool{}
		var introduced *Problem
		var last *design.File
		for i := range probs {
			p := probs[i]
			if p.File != last {
				last = p.File
				list.Add(widget.NewLabelWithStyle(p.File.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			}
			key := p.File.Name + "\x00" + p.Msg.Text
			now[key] = true
			if !seen[key] && introduced == nil {
				introduced = &probs[i]
			}
			// A link that wraps: check's messages are long, and a button's
			// text does not wrap, so one long message made the side panel
			// as wide as itself and squeezed the board.
			b := widget.NewHyperlink(p.Msg.Text, nil)
			b.Wrapping = fyne.TextWrapWord
			b.OnTapped = func() { d.GoToProblem(p) }
			list.Add(b)
		}
		if len(probs) == 0 {
			list.Add(widget.NewLabel("No problems: `sandtable check` accepts every file."))
		}
		d.setProblemsTitle(len(probs))
		switch {
		case first:
		case introduced != nil:
			d.setProblem(introduced.Msg.Text)
		case len(probs) == 0 && len(seen) > 0:
			d.problem = ""
			d.SetStatus("No problems")
		case d.problem != "" && d.status.Text == d.problem && !slices.ContainsFunc(probs, func(p Problem) bool { return p.Msg.Text == d.problem }):
			// The problem the status bar names is mended; others are left.
			d.problem = ""
			d.SetStatus("Mended; " + plural.Count(len(probs), "problem") + " left (see Problems)")
		}
		first = false
		seen = now
		list.Refresh()
	})
	return container.NewVScroll(list)
}

// Status is what the designer's status bar says.
func (d *Designer) Status() string { return d.status.Text }

// setProblemsTitle shows the count in the Problems tab's title.
func (d *Designer) setProblemsTitle(n int) {
	if d.tabs == nil {
		return
	}
	title := problemsTab
	if n > 0 {
		title = fmt.Sprintf("%s (%d)", problemsTab, n)
	}
	for _, t := range d.tabs.Items {
		if t.Text == problemsTab || strings.HasPrefix(t.Text, problemsTab+" (") {
			if t.Text != title {
				t.Text = title
				d.tabs.Refresh()
			}
			return
		}
	}
}

// GoToProblem shows where p is: a cell or edge on the board (centred on
// it), a place on the Map tab and on the board, a unit on the Set-up tab
// and where it is set up; otherwise the file's line in the status bar.
func (d *Designer) GoToProblem(p Problem) {
	pl := p.Msg.Place
	switch pl.Kind {
	case design.AtCell, design.AtEdge:
		label := pl.Label
		if pl.Kind == design.AtEdge {
			label, _, _ = strings.Cut(label, "/")
		}
		if m, c, ok := d.findCell(p.File, label); ok {
			d.board.ShowCell(m.ID, c)
			d.SetStatus(p.Msg.Text)
			return
		}
	case design.AtPlace:
		d.ShowTab("Map")
		if d.SelectPlace != nil {
			d.SelectPlace(pl.Label)
		}
		if f := d.mapFileOf(p.File); f != nil {
			for _, ps := range f.Places() {
				if (ps.ID == pl.Label || ps.Name == pl.Label) && len(ps.Cells) > 0 {
					if m, c, ok := d.findCell(f, ps.Cells[0]); ok {
						d.board.ShowCell(m.ID, c)
					}
					break
				}
			}
		}
		d.SetStatus(p.Msg.Text)
		return
	case design.AtUnit:
		d.ShowTab("Set-up")
		if d.SelectUnit != nil {
			d.SelectUnit(pl.Label)
		}
		if d.preview != nil {
			for _, sp := range d.preview.Setup {
				if sp.Unit != nil && sp.Unit.ID == pl.Label && sp.Box == nil && sp.Map != nil {
					d.board.ShowCell(sp.Map.ID, sp.Cell)
					break
				}
			}
		}
		d.SetStatus(p.Msg.Text)
		return
	}
	d.SetStatus(lineText(p))
}

// lineText is the message with the line of the file it is about.
func lineText(p Problem) string {
	pl := p.Msg.Place
	if pl.Line <= 0 {
		return p.Msg.Text
	}
	lines := strings.Split(string(p.File.Bytes()), "\n")
	if pl.Line > len(lines) {
		return p.Msg.Text
	}
	return fmt.Sprintf("%s   ·   line %d: %s", p.Msg.Text, pl.Line, strings.TrimSpace(lines[pl.Line-1]))
}

// mapFileOf is f when it is one of the project's maps, else the first map.
func (d *Designer) mapFileOf(f *design.File) *design.File {
	for _, m := range d.Proj.Maps {
		if m == f {
			return f
		}
	}
	if len(d.Proj.Maps) > 0 {
		return d.Proj.Maps[0]
	}
	return nil
}

// findCell finds the cell labelled label on the board: on the map of file
// f when f is a map file (the preview's maps are in the project's order),
// else on the first of the preview's maps that has it.
func (d *Designer) findCell(f *design.File, label string) (*maps.Map, board.Cell, bool) {
	if d.preview == nil {
		return nil, board.Cell{}, false
	}
	for i, mf := range d.Proj.Maps {
		if mf == f && i < len(d.preview.Maps) {
			m := d.preview.Maps[i]
			if c, err := m.Cell(label); err == nil {
				return m, c, true
			}
		}
	}
	for _, m := range d.preview.Maps {
		if c, err := m.Cell(label); err == nil {
			return m, c, true
		}
	}
	return nil, board.Cell{}, false
}
