// Package designer is Sandtable's Design mode: the window's board and a
// side panel of tools for making a game's maps, counters and scenario,
// editing a design.Project (package design) with undo and redo and
// checking it after every edit with `sandtable check`'s own messages.
//
// The window has one board (one Ebiten host per process): in Design mode
// the window lends the designer its board and session. The session then
// holds a freeplay game of the scenario being designed (the preview,
// solitaire: the designer sees everything) and the board's left button
// goes to the designer's current tool (boardview.Tool). ui/app switches
// between Play and Design (design.go there).
package designer

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/BurntSushi/toml"

	"sandtable/board"
	"sandtable/design"
	"sandtable/internal/plural"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/boardview"
	"sandtable/ui/render"
	"sandtable/ui/session"
)

// PickFunc asks for a file to open or save (the window's native or Fyne
// dialog); done gets the path, "" when cancelled. Tests answer it
// themselves.
type PickFunc func(save bool, title, startDir, startFile, filterName string, exts []string, done func(path string))

// Designer is the Design mode of a window: the project, the board lent by
// the window, the tool panels and the problems list.
type Designer struct {
	win   fyne.Window
	sess  *session.Session
	board *boardview.Board
	pick  PickFunc

	// Proj is the project being designed.
	Proj *design.Project

	// refused is the error of a refused edit and problem the problem an
	// edit made, as the status bar shows them: the next edit that goes
	// through, or that mends the problem, takes them away. "" for none.
	refused, problem string

	// preview is the scenario the board shows (Proj.PreviewScenario), nil
	// while the files do not load; previewErr says why.
	preview    *scenarios.Scenario
	previewErr error

	status  *widget.Label
	tabs    *container.AppTabs
	content fyne.CanvasObject
	// refreshers are the panels' refresh functions, called after every
	// edit, undo and redo with the file changed (nil: everything, as after
	// opening a project).
	refreshers []func(f *design.File)
	// editing is set while the designer's own Edit, Undo or Redo runs:
	// it brings the board and panels up to date itself, once.
	editing bool
	// mapTab is the Map tab (maptools.go), for its tool keys.
	mapTab *mapTab

	// OnPlay plays s in the window ("Play this scenario"); set by ui/app.
	OnPlay func(s *scenarios.Scenario)
	// OnClose leaves Design mode (File > Close designer); set by ui/app.
	OnClose func()
	// SelectPlace and SelectUnit, when set by the Map and Set-up tabs,
	// select a place or unit there (the Problems tab going to one).
	SelectPlace, SelectUnit func(id string)
	// OnTitle is told the window title's text when it changes (the project
	// and whether it has unsaved edits); set by ui/app.
	OnTitle func(title string)
}

// New makes the Design mode for proj on the window's board and session
// (lent by the window while Design mode lasts).
func New(win fyne.Window, sess *session.Session, board *boardview.Board, proj *design.Project, pick PickFunc) *Designer {
	d := &Designer{win: win, sess: sess, board: board, pick: pick, Proj: proj, status: widget.NewLabel("")}
	d.status.Wrapping = fyne.TextWrapWord
	d.tabs = container.NewAppTabs(
		container.NewTabItem("Map", d.mapPanel()),
		container.NewTabItem("Counters", d.countersPanel()),
		container.NewTabItem("Set-up", d.setupPanel()),
		container.NewTabItem("Scenario", d.scenarioPanel()),
		container.NewTabItem("Problems", d.problemsPanel()),
	)
	// The board's left button goes to the tool of the tab shown.
	d.tabs.OnSelected = func(*container.TabItem) { d.toolForTab() }
	if board != nil {
		board.HomeArea, board.HomeWhole = d.homeArea, true
	}
	split := container.NewHSplit(board, d.tabs)
	split.Offset = 0.62
	d.content = container.NewBorder(nil, d.status, nil, nil, split)
	// A change of the project the designer did not make itself (a save,
	// which may rename files; a scenario added) brings everything up to
	// date; the designer's own edits, undos and redos do it themselves.
	proj.OnChange(func(f *design.File) {
		if !d.editing {
			d.changed(f, nil)
		}
	})
	d.changed(nil, nil)
	d.SetStatus(d.welcome())
	d.toolForTab()
	return d
}

// welcome is the status bar's first line: what the design is and what to
// do first.
func (d *Designer) welcome() string {
	name := d.projectName()
	what := name
	if fs := d.Proj.Files(); d.Proj.Dir == "" && len(fs) > 0 && strings.HasPrefix(filepath.ToSlash(fs[0].Name), design.Untitled+"/") {
		what = "New design" // never saved
	}
	if s := d.preview; s != nil {
		var maps []string
		for _, m := range s.Maps {
			maps = append(maps, mapSummary(m, name))
		}
		what += ": " + strings.Join(maps, ", ")
		if s.Counters != nil && len(s.Counters.Sides) > 0 {
			what += ", " + plural.Count(len(s.Counters.Sides), "side")
		}
	}
	return what + ". Pick a tool on the Map tab (keys 1–9, C, D, O, G); Ctrl+Z undoes; Design ▸ Play this scenario tries it."
}

// projectName is the name people read for the project: its scenario's,
// else its (first) map's or catalogue's, else its first file's. A file
// that does not check yet still gives the name its text says.
func (d *Designer) projectName() string {
	p := d.Proj
	if n := nameOf(p.Scenario); n != "" {
		return n
	}
	for _, fs := range [][]*design.File{p.Maps, p.Counters} {
		for _, f := range fs {
			if n := nameOf(f); n != "" {
				return n
			}
		}
	}
	if files := p.Files(); len(files) > 0 {
		return filepath.Base(files[0].Name)
	}
	return ""
}

// nameOf is the name file f gives its scenario, map or catalogue: as
// loaded when it checks, else as its top-level name key says; "" for
// none (or no file).
func nameOf(f *design.File) string {
	if f == nil {
		return ""
	}
	if r := f.Result(); r != nil {
		switch {
		case r.Scenario != nil:
			return r.Scenario.Name
		case r.Map != nil:
			return r.Map.Name
		case r.Catalogue != nil:
			return r.Catalogue.Name
		}
	}
	var h struct {
		Name string `toml:"name"`
	}
	_, _ = toml.Decode(f.Entry(0).Text, &h) // keys that do not read give no name
	return strings.TrimSpace(h.Name)
}

// toolForTab gives the board's left button to the tool of the tab shown:
// the Map tab's current tool, the Set-up tab's set-up tool, and on the
// Counters, Scenario and Problems tabs the look tool (a click says what
// is there and changes nothing: with no tool the button would move the
// preview game's counters, which no file keeps). Called on every change
// of tab and when the window lends its board back (Resume).
func (d *Designer) toolForTab() {
	if d.board == nil || d.tabs == nil {
		return
	}
	d.board.SetToolMarks(nil)
	var tool boardview.Tool = &lookTool{d}
	switch it := d.tabs.Selected(); {
	case it == nil:
	case it.Text == "Map" && d.mapTab != nil && d.mapTab.tool != nil:
		tool = d.mapTab.tool.tool
	case it.Text == "Set-up":
		if st, ok := it.Content.(*setupTab); ok && st.tool != nil {
			tool = st.tool
		}
	}
	d.board.SetTool(tool)
}

// Tool is the tool the board's left button goes to in Design mode (the
// tab shown's).
func (d *Designer) Tool() boardview.Tool {
	if d.board == nil {
		return nil
	}
	return d.board.CurrentTool()
}

// TypedRune is a key typed while Design mode shows and no field has the
// focus: on the Map tab the tools' keys (1–9, C and the tools' letters)
// choose a tool. It reports whether the key was used.
func (d *Designer) TypedRune(r rune) bool {
	if it := d.tabs.Selected(); it == nil || it.Text != "Map" {
		return false
	}
	return d.MapKey(r)
}

// lookTool is the board's tool on the tabs that have none of their own:
// a click says in the status bar what is under the pointer.
type lookTool struct{ d *Designer }

func (l *lookTool) Press(boardview.ToolPoint) {}
func (l *lookTool) Drag(boardview.ToolPoint)  {}
func (l *lookTool) Hover(boardview.ToolPoint) {}
func (l *lookTool) Release(p boardview.ToolPoint) {
	name := p.Map
	if s := l.d.preview; s != nil {
		for _, m := range s.Maps {
			if m.ID == p.Map && m.Name != "" {
				name = m.Name
				if b := m.Box(p.Box); b != nil && b.Name != "" {
					l.d.SetStatus(fmt.Sprintf("Box %s on %s.", b.Name, name))
					return
				}
			}
		}
	}
	switch {
	case p.Box != "":
		l.d.SetStatus(fmt.Sprintf("Box %s on %s.", p.Box, name))
	case p.OnCell:
		l.d.SetStatus(fmt.Sprintf("%s, %s (the Map tab's tools edit it).", p.Label, name))
	}
}

// Content is what the window shows in Design mode.
func (d *Designer) Content() fyne.CanvasObject { return d.content }

// Board is the board the designer draws on (the window's).
func (d *Designer) Board() *boardview.Board { return d.board }

// Session is the session holding the preview game (the window's).
func (d *Designer) Session() *session.Session { return d.sess }

// Window is the window the designer is in.
func (d *Designer) Window() fyne.Window { return d.win }

// SetStatus shows s in the designer's status bar.
func (d *Designer) SetStatus(s string) { d.status.SetText(s) }

// OnRefresh registers a panel's refresh function, called after every
// edit, undo and redo with the file changed (nil: anything may have).
func (d *Designer) OnRefresh(fn func(f *design.File)) { d.refreshers = append(d.refreshers, fn) }

// Edit makes one designer action: fn edits f with f's own methods (one
// design.Edit). The project records it for undo; the board, the panels
// and the problems list follow. changed are the map cells (or boxes) the
// edit changed, for the board to redraw only those; nil for anything.
// An edit refused (fn's error) changes nothing and the status bar says
// why.
func (d *Designer) Edit(f *design.File, changed []rules.Location, fn func() error) error {
	before := d.Proj.UndoName() + "\x00" + string(f.Bytes())
	d.editing = true
	err := d.Proj.Edit(f, fn)
	d.editing = false
	if err != nil {
		d.refused = err.Error()
		d.SetStatus(d.refused)
		return err
	}
	if d.Proj.UndoName()+"\x00"+string(f.Bytes()) != before {
		// A refused edit's error no longer holds: the next edit went
		// through. What the problems list makes of it comes after.
		if d.refused != "" && d.status.Text == d.refused {
			d.SetStatus("Done: " + d.Proj.UndoName())
		}
		d.refused = ""
		d.changed(f, changed)
	}
	return nil
}

// setProblem shows what is wrong in the status bar, for the edit that
// mends it to take away.
func (d *Designer) setProblem(s string) {
	d.problem = s
	d.SetStatus(s)
}

// Undo undoes the project's last edit, whichever file it changed.
func (d *Designer) Undo() {
	name := d.Proj.UndoName()
	d.editing = true
	f := d.Proj.Undo()
	d.editing = false
	if f != nil {
		d.changed(f, nil)
		d.SetStatus("Undone: " + name)
	}
}

// Redo makes the last undone edit again.
func (d *Designer) Redo() {
	name := d.Proj.RedoName()
	d.editing = true
	f := d.Proj.Redo()
	d.editing = false
	if f != nil {
		d.changed(f, nil)
		d.SetStatus("Redone: " + name)
	}
}

// changed brings the board and the panels up to date after f changed
// (nil: the whole project). The preview game is made again from the
// project's scenario; the board keeps the tiles of the cells not changed.
func (d *Designer) changed(f *design.File, cells []rules.Location) {
	d.updatePreview(cells)
	for _, fn := range d.refreshers {
		fn(f)
	}
	if d.OnTitle != nil {
		d.OnTitle(d.Title())
	}
}

// updatePreview makes the preview game again and shows it.
func (d *Designer) updatePreview(cells []rules.Location) {
	if d.board == nil || d.sess == nil {
		return // a panel tested alone
	}
	s, err := d.Proj.PreviewScenario()
	if err != nil {
		// The board keeps showing the last good preview; the problems
		// list says what is wrong.
		d.previewErr = err
		return
	}
	g, err := rules.NewGame(s, nil, uint64(time.Now().UnixNano()), false)
	if err != nil {
		d.previewErr = err
		return
	}
	d.preview, d.previewErr = s, nil
	d.board.EditMaps(s, cells)
	d.sess.Solitaire = true
	d.sess.Replace(g, "")
}

// Resume shows the project again on the board and in every panel, as
// after opening it: the window lends its board and session back to a
// designer it left for a game (Play this scenario), or the project gained
// files (a scenario around a lone map).
func (d *Designer) Resume() {
	if d.board != nil {
		d.board.HomeArea, d.board.HomeWhole = d.homeArea, true
	}
	d.changed(nil, nil)
	d.toolForTab()
}

// MinGraphArea is the least area, in map pixels, the home view shows of a
// graph map in the designer: a new graph map has one space, and a view
// fitted to it would be zoomed in until that space and its name filled
// the board, leaving no room to add the next one.
var MinGraphArea = board.Point{X: 1200, Y: 800}

// homeArea is the board's HomeArea in Design mode: the first map with
// the title above it (Home fits it whole: HomeWhole), and a graph map's
// home view shows at least MinGraphArea around the middle of its spaces.
func (d *Designer) homeArea(r board.Rect) board.Rect {
	const margin = 12 // map pixels: the title and the edges clear of the board's
	r = board.Rect{Min: board.Point{X: r.Min.X - margin, Y: r.Min.Y - render.TitleHeight - margin}, Max: board.Point{X: r.Max.X + margin, Y: r.Max.Y + margin}}
	if d.preview == nil || len(d.preview.Maps) == 0 {
		return r
	}
	if _, graph := d.preview.Maps[0].Topology.(board.SpaceBoard); !graph {
		return r
	}
	cx, cy := (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2
	hw, hh := max(r.Max.X-r.Min.X, MinGraphArea.X)/2, max(r.Max.Y-r.Min.Y, MinGraphArea.Y)/2
	return board.Rect{Min: board.Point{X: cx - hw, Y: cy - hh}, Max: board.Point{X: cx + hw, Y: cy + hh}}
}

// Preview is the scenario the board shows, and why it is not up to date
// with the files (nil when it is).
func (d *Designer) Preview() (*scenarios.Scenario, error) { return d.preview, d.previewErr }

// Title is the window title in Design mode: the project's name, marked
// when it has unsaved edits.
func (d *Designer) Title() string {
	name := "New design"
	if fs := d.Proj.Files(); len(fs) > 0 {
		// The project's name and the file it is in ("untitled/" until
		// saved).
		name = fs[0].Name
		if n := d.projectName(); n != "" && n != filepath.Base(fs[0].Name) {
			name = n + " (" + fs[0].Name + ")"
		}
	}
	mark := ""
	if d.Proj.Modified() {
		mark = "• "
	}
	return fmt.Sprintf("%s%s — Design — Sandtable", mark, name)
}

// ShowTab brings the side panel's tab named name forward ("Map",
// "Counters", "Set-up", "Scenario", "Problems").
func (d *Designer) ShowTab(name string) {
	for _, t := range d.tabs.Items {
		if t.Text == name || strings.HasPrefix(t.Text, name+" (") { // "Problems (3)"
			d.tabs.Select(t)
			return
		}
	}
}

// mapSummary is a map as the status bar names it: "a 12×10 hex map
// (Name)" or "a graph map of 7 spaces (Name)"; the name left out when it
// is the project's.
func mapSummary(m *maps.Map, project string) string {
	var s string
	if g, ok := m.Topology.(board.OffsetGrid); ok {
		kind := "hex"
		if m.Kind() == board.Square {
			kind = "square"
		}
		s = fmt.Sprintf("a %d×%d %s map", g.Cols(), g.Rows(), kind)
	} else {
		s = "a graph map of " + plural.Count(m.Topology.Len(), "space")
	}
	if m.Name != "" && m.Name != project && !strings.HasPrefix(m.Name, "New ") {
		s += " (" + m.Name + ")"
	}
	return s
}
