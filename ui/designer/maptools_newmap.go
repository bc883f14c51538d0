package designer

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
)

// The new-map dialog: a map's grid kind, size and numbering.

// maxNewSide is the most columns or rows the dialog makes a map of.
const maxNewSide = 200

// The grid kinds the dialog offers.
var newMapKinds = []string{"Flat hex", "Pointy hex", "Square (4 neighbours)", "Square (8 neighbours)", "Graph (areas or points)", "Area map (neighbours by borders)"}

// newMapForm is the dialog's fields.
type newMapForm struct {
	kind, numbering                                *widget.Select
	id, name, cols, rows, size, firstCol, firstRow *widget.Entry
	prefix                                         *widget.Entry
	problem                                        *widget.Label
	create, cancel                                 *widget.Button
	content                                        fyne.CanvasObject
}

var idPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`)

// spec is the map the fields say, or what is wrong with them.
func (n *newMapForm) spec() (g design.GridSpec, id, name string, err error) {
	id, name = strings.TrimSpace(n.id.Text), strings.TrimSpace(n.name.Text)
	if !idPattern.MatchString(id) {
		return g, id, name, fmt.Errorf("designer: id %q: letters, digits, _ - and ., starting with a letter or digit, at most 64", id)
	}
	switch n.kind.Selected {
	case newMapKinds[0], newMapKinds[1]:
		g.Kind, g.Orientation = "hex", "flat"
		if n.kind.Selected == newMapKinds[1] {
			g.Orientation = "pointy"
		}
	case newMapKinds[2], newMapKinds[3]:
		g.Kind, g.Diagonals = "square", n.kind.Selected == newMapKinds[3]
	case newMapKinds[4]:
		g.Kind = "graph"
		return g, id, name, nil
	case newMapKinds[5]:
		g.Kind, g.Adjacency = "graph", "borders"
		return g, id, name, nil
	default:
		return g, id, name, fmt.Errorf("designer: choose the kind of grid")
	}
	num := func(e *widget.Entry, what string, lo, hi int) (int, error) {
		v, err := strconv.Atoi(strings.TrimSpace(e.Text))
		if err != nil || v < lo || v > hi {
			return 0, fmt.Errorf("designer: %s %q: a whole number from %d to %d", what, e.Text, lo, hi)
		}
		return v, nil
	}
	if g.Cols, err = num(n.cols, "Columns", 1, maxNewSide); err != nil {
		return
	}
	if g.Rows, err = num(n.rows, "Rows", 1, maxNewSide); err != nil {
		return
	}
	if s := strings.TrimSpace(n.size.Text); s != "" {
		v, err := num(n.size, "Cell size", 8, 400)
		if err != nil {
			return g, id, name, err
		}
		g.Size = float64(v)
	}
	if n.numbering.Selected == "Letter-number (G6)" {
		g.LabelStyle = "letter-number"
	}
	for _, v := range []struct {
		e    *widget.Entry
		p    **int
		what string
	}{{n.firstCol, &g.FirstCol, "First column"}, {n.firstRow, &g.FirstRow, "First row"}} {
		if strings.TrimSpace(v.e.Text) == "" {
			continue
		}
		x, err := num(v.e, v.what, 0, 9999)
		if err != nil {
			return g, id, name, err
		}
		if x != 1 {
			*v.p = &x
		}
	}
	g.Prefix = strings.TrimSpace(n.prefix.Text)
	if strings.ContainsAny(g.Prefix, "0123456789 \t/") {
		return g, id, name, fmt.Errorf("designer: label prefix %q: no digits, spaces or /", g.Prefix)
	}
	return g, id, name, nil
}

// newMapDialog is the new-map form; done gets the map asked for.
func (d *Designer) newMapDialog(done func(g design.GridSpec, id, name string), close func()) *newMapForm {
	n := &newMapForm{kind: widget.NewSelect(newMapKinds, nil), numbering: widget.NewSelect([]string{"Numeric (0101)", "Letter-number (G6)"}, nil),
		id: widget.NewEntry(), name: widget.NewEntry(), cols: widget.NewEntry(), rows: widget.NewEntry(), size: widget.NewEntry(),
		firstCol: widget.NewEntry(), firstRow: widget.NewEntry(), prefix: widget.NewEntry(), problem: widget.NewLabel("")}
	n.problem.Wrapping = fyne.TextWrapWord
	n.kind.SetSelected(newMapKinds[0])
	n.numbering.SetSelected("Numeric (0101)")
	n.id.SetText("new-map")
	n.name.SetText("New map")
	n.cols.SetText("12")
	n.rows.SetText("10")
	n.size.SetPlaceHolder("default")
	n.firstCol.SetText("1")
	n.firstRow.SetText("1")
	check := func(string) {
		if _, _, _, err := n.spec(); err != nil {
			n.problem.SetText(err.Error())
		} else {
			n.problem.SetText("")
		}
	}
	for _, e := range []*widget.Entry{n.id, n.cols, n.rows, n.size, n.firstCol, n.firstRow, n.prefix} {
		e.OnChanged = check
	}
	n.kind.OnChanged = func(s string) {
		grid := s != newMapKinds[4] && s != newMapKinds[5]
		for _, e := range []*widget.Entry{n.cols, n.rows, n.size, n.firstCol, n.firstRow, n.prefix} {
			if grid {
				e.Enable()
			} else {
				e.Disable()
			}
		}
		check(s)
	}
	n.create = widget.NewButton("Make map", func() {
		g, id, name, err := n.spec()
		if err != nil {
			n.problem.SetText(err.Error())
			return
		}
		close()
		done(g, id, name)
	})
	n.create.Importance = widget.HighImportance
	n.cancel = widget.NewButton("Cancel", close)
	n.content = container.NewVBox(widget.NewForm(
		widget.NewFormItem("Kind", n.kind), widget.NewFormItem("Id", n.id), widget.NewFormItem("Name", n.name),
		widget.NewFormItem("Columns", n.cols), widget.NewFormItem("Rows", n.rows), widget.NewFormItem("Cell size (px)", n.size),
		widget.NewFormItem("Numbering", n.numbering), widget.NewFormItem("First column", n.firstCol),
		widget.NewFormItem("First row", n.firstRow), widget.NewFormItem("Label prefix", n.prefix)),
		n.problem, container.NewHBox(n.cancel, n.create))
	return n
}

// NewMapDialog asks for a new map: its grid kind (flat or pointy hex,
// square with 4 or 8 neighbours, graph), size (at most 200×200), cell
// size, numbering, first column and row and label prefix; done gets them
// when the designer makes it (not when they cancel). ui/app wires
// File > New map to it.
func (d *Designer) NewMapDialog(done func(g design.GridSpec, id, name string)) {
	var dlg *dialog.CustomDialog
	n := d.newMapDialog(done, func() { dlg.Hide() })
	dlg = dialog.NewCustomWithoutButtons("New map", n.content, d.win)
	// Wide enough that the kinds and numberings read whole ("Numeric
	// (0101)", "Graph (areas or points)"), not cut to a few letters.
	dlg.Resize(fyne.NewSize(max(480, n.content.MinSize().Width+40), n.content.MinSize().Height+80))
	dlg.Show()
}
