package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/ui/session"
)

// Issue 24, the actions panel: players saw its buttons only on the Stack
// tab, three or four at a time; told two "Advance … into W7706 Liège"
// apart by guessing; had a click land on another action after the list
// changed under a scrolled panel; and scrolled through hundreds of buttons,
// one per hex, to send an aircraft on a mission. The panel is now a section
// of its own in the side column, its buttons tighter, short ones two a
// row; buttons that would read the same say what differs; a verb with many
// places for the selection is one button that asks for the place on the
// board; and the list is built again only when it changes, scrolled back
// to its top.

// pickMin is how many actions of one verb for the selection, differing
// only by a place, the panel lists as buttons; more are one button that
// asks for the place on the board.
const pickMin = 8

// actionEntry is one control of the actions panel.
type actionEntry struct {
	label string
	// acts are what the control does. A button applies the first; the
	// others read the same to the player (alike units in one place), and
	// the button comes back for them. A pick applies the one naming the
	// place chosen on the board.
	acts []rules.Action
	// place is, for a pick, the index of the argument that is the place
	// chosen on the board; -1 for a button.
	place int
	// then are, for a pick of several places (a recce over two zones), the
	// indexes of the arguments that are the places chosen after place, in
	// order: each click narrows the actions to those naming the place
	// clicked, and the next is asked on the board.
	then []int
	// hole is, for a pick, where in label the place is left out ("…");
	// holeEnd, for a pick of several places, where the last ends.
	hole, holeEnd int
}

// pick reports whether e asks for a place on the board.
func (e actionEntry) pick() bool { return e.place >= 0 }

// actionEntries are the controls for acts, in their order: one button
// each, but one pick for each group of more than pickMin actions that
// differ only by a place on the map (an aircraft's mission targets), and
// one button for actions no words tell apart. Labels that would read the
// same say what differs (tellApart).
func (w *Window) actionEntries(acts []rules.Action) []actionEntry {
	s := w.sess.Game.Scenario
	// groupKey is a's verb and arguments but the k-th.
	groupKey := func(a rules.Action, k int) string {
		args := slices.Clone(a.Args)
		args[k] = "\x00"
		return strconv.Itoa(k) + "\x01" + a.Side + "\x01" + a.Verb + "\x01" + strings.Join(args, "\x01")
	}
	places := make([][]int, len(acts)) // per action, the arguments that are map places
	count := map[string]int{}
	for i, a := range acts {
		for k, arg := range a.Args {
			if loc, err := rules.ParseLocation(s, arg); err == nil && loc.OnMap() {
				places[i] = append(places[i], k)
				count[groupKey(a, k)]++
			}
		}
	}
	// allKey is a's verb and arguments but every place: actions that
	// differ by several places (a recce over two zones) may be one pick
	// of them in turn when no one place alone groups them.
	allKey := func(a rules.Action, ks []int) string {
		args := slices.Clone(a.Args)
		for _, k := range ks {
			args[k] = "\x00"
		}
		return "*\x01" + a.Side + "\x01" + a.Verb + "\x01" + strings.Join(args, "\x01")
	}
	for i, a := range acts {
		if len(places[i]) > 1 {
			count[allKey(a, places[i])]++
		}
	}
	var out []actionEntry
	picks := map[string]int{} // group key: index in out
	for i, a := range acts {
		most, at := pickMin, -1
		for _, k := range places[i] {
			if n := count[groupKey(a, k)]; n > most {
				most, at = n, k
			}
		}
		key := ""
		var then []int
		switch {
		case at >= 0:
			key = groupKey(a, at)
		case len(places[i]) > 1 && count[allKey(a, places[i])] > pickMin:
			key, at, then = allKey(a, places[i]), places[i][0], places[i][1:]
		default:
			out = append(out, actionEntry{acts: []rules.Action{a}, place: -1})
			continue
		}
		if j, ok := picks[key]; ok {
			out[j].acts = append(out[j].acts, a)
			continue
		}
		picks[key] = len(out)
		out = append(out, actionEntry{acts: []rules.Action{a}, place: at, then: then})
	}
	for i := range out {
		out[i].label, out[i].hole, out[i].holeEnd = w.entryLabel(out[i])
	}
	w.tellApart(out)
	return mergeAlike(out)
}

// entryLabel is e's text before tellApart: its action described; for a
// pick with its place left out ("Send … to interdict …"), and where.
func (w *Window) entryLabel(e actionEntry) (string, int, int) {
	a := e.acts[0]
	text := w.describe(a)
	if !e.pick() {
		return text, -1, -1
	}
	name := rules.LocationName(w.sess.Game.Scenario, a.Args[e.place])
	i := strings.LastIndex(text, name)
	if i < 0 {
		return text + " …", len(text) + 1, len(text) + 1 + len("…")
	}
	text = text[:i] + "…" + text[i+len(name):]
	end := i + len("…")
	// The places picked after it: the words from the first to the last
	// ("reconnaissance over … and …") are the board's to ask.
	for _, k := range e.then {
		later := rules.LocationName(w.sess.Game.Scenario, a.Args[k])
		if j := strings.Index(text[end:], later); j >= 0 {
			text = text[:end+j] + "…" + text[end+j+len(later):]
			end += j + len("…")
		}
	}
	return text, i, end
}

// buttonText is what e's button says: a pick's label names the place as
// the one the player chooses on the board.
func (w *Window) buttonText(e actionEntry) string {
	if !e.pick() {
		return e.label
	}
	place, _ := rules.ParseLocation(w.sess.Game.Scenario, e.acts[0].Args[e.place])
	if len(e.then) > 0 {
		return e.label[:e.hole] + fmt.Sprintf("the %d %s you choose on the board", 1+len(e.then), w.placesWord(place.Map)) + e.label[e.holeEnd:]
	}
	return e.label[:e.hole] + "the " + w.placeWord(place.Map) + " you choose on the board" + e.label[e.hole+len("…"):]
}

// placesWord is placeWord in the plural: "hexes", "squares".
func (w *Window) placesWord(mapID string) string {
	many := w.placeWord(mapID) + "s"
	if strings.HasSuffix(many, "xs") {
		many = strings.TrimSuffix(many, "s") + "es"
	}
	return many
}

// tellApart adds to the labels of entries that read the same what tells
// them apart: for each argument in which their actions differ, the first
// of its descriptions (argWords) that differs among them ("from W7705
// Namur" for a unit). A pick's place is not compared: the board asks for it.
func (w *Window) tellApart(es []actionEntry) {
	same := map[string][]int{}
	var labels []string
	for i, e := range es {
		if same[e.label] == nil {
			labels = append(labels, e.label)
		}
		same[e.label] = append(same[e.label], i)
	}
	var words argNamer
	for _, label := range labels {
		group := same[label]
		if len(group) < 2 {
			continue
		}
		if words == nil {
			words = w.argWords()
		}
		args := make([][]string, len(group))
		n := 0
		for j, i := range group {
			args[j] = slices.Clone(es[i].acts[0].Args)
			if es[i].pick() {
				args[j][es[i].place] = ""
				for _, k := range es[i].then {
					args[j][k] = ""
				}
			}
			n = max(n, len(args[j]))
		}
		extra := make([][]string, len(group))
		for k := 0; k < n; k++ {
			vals := make([]string, len(group))
			for j := range group {
				if k < len(args[j]) {
					vals[j] = args[j][k]
				}
			}
			if allSame(vals) {
				continue
			}
			named := make([][]string, len(group))
			for j, v := range vals {
				named[j] = words(v)
			}
			for level := 0; ; level++ {
				texts := make([]string, len(group))
				left := false
				for j := range group {
					if level < len(named[j]) {
						texts[j], left = named[j][level], true
					}
				}
				if !left {
					break
				}
				if !allSame(texts) {
					for j, t := range texts {
						if t != "" {
							extra[j] = append(extra[j], t)
						}
					}
					break
				}
			}
		}
		for j, i := range group {
			if len(extra[j]) > 0 {
				es[i].label += " " + strings.Join(extra[j], " ")
			}
		}
	}
}

// argNamer describes an action's argument in the player's words, most
// telling first: a unit by where it is ("from W7705 Namur"), then by the
// state its flags tell; a place by its name; anything else as it is.
type argNamer func(arg string) []string

// argWords is the window's argNamer for the viewer's view now.
func (w *Window) argWords() argNamer {
	s := w.sess.Game.Scenario
	units := map[string]rules.UnitView{}
	for _, u := range w.sess.View().Units {
		units[u.ID] = u
	}
	return func(arg string) []string {
		if arg == "" {
			return nil
		}
		if u, ok := units[arg]; ok {
			var out []string
			if loc, ok := w.sess.UnitLocation(u); ok {
				out = append(out, "from "+rules.LocationName(s, loc.Text(s)))
			} else {
				out = append(out, "")
			}
			if len(u.Flags) > 0 {
				out = append(out, "("+strings.Join(u.Flags, ", ")+")")
			}
			return out
		}
		if ref, ok := strings.CutPrefix(arg, rules.AboardPrefix); ok {
			if u, ok := units[ref]; ok {
				return []string{"aboard " + rules.UnitName(s.Counters, u)}
			}
		}
		return []string{"(" + rules.LocationName(s, arg) + ")"}
	}
}

// allSame reports whether every string of xs is the same.
func allSame(xs []string) bool {
	for _, x := range xs[1:] {
		if x != xs[0] {
			return false
		}
	}
	return true
}

// mergeAlike makes entries of the same kind whose labels still read the
// same (alike units in one place: no words tell them apart) one entry,
// labelled "(one of N alike)"; it does the first action, and then the
// panel offers the next.
func mergeAlike(es []actionEntry) []actionEntry {
	var out []actionEntry
	at := map[string]int{}
	n := map[string]int{}
	for _, e := range es {
		key := strconv.FormatBool(e.pick()) + e.label
		n[key]++
		if i, ok := at[key]; ok {
			out[i].acts = append(out[i].acts, e.acts...)
			continue
		}
		at[key] = len(out)
		out = append(out, e)
	}
	for i, e := range out {
		if k := n[strconv.FormatBool(e.pick())+e.label]; k > 1 {
			out[i].label += fmt.Sprintf(" (one of %d alike)", k)
		}
	}
	return out
}

// placeWord is what the places of the map with id are called: "hex",
// "square" or "place".
func (w *Window) placeWord(mapID string) string {
	if m := w.sess.Game.Scenario.Map(mapID); m != nil {
		switch m.Topology.Kind() {
		case board.HexFlat, board.HexPointy:
			return "hex"
		case board.Square:
			return "square"
		}
	}
	return "place"
}

// pickOnBoard asks for e's place on the board (pick mode): a click on one
// of its places does the action naming it, with its forecast when the
// rules give one.
func (w *Window) pickOnBoard(e actionEntry) {
	w.toPresent() // the places are the present's
	s := w.sess.Game.Scenario
	byPlace := map[rules.Location]rules.Action{}
	var places []rules.Location
	for _, a := range e.acts {
		loc, err := rules.ParseLocation(s, a.Args[e.place])
		if err != nil {
			continue
		}
		if _, ok := byPlace[loc]; !ok {
			byPlace[loc] = a
			places = append(places, loc)
		}
	}
	if len(places) == 0 {
		return
	}
	prompt := fmt.Sprintf("%s: click one of the %d %s tinted green on the board; Escape cancels.", e.label, len(places), w.placesWord(places[0].Map))
	w.board.PickPlaces(places, prompt, func(loc rules.Location) {
		if len(e.then) == 0 {
			w.act(byPlace[loc])
			return
		}
		// The next place, among the actions naming this one.
		next := actionEntry{place: e.then[0], then: e.then[1:]}
		for _, a := range e.acts {
			if l, err := rules.ParseLocation(s, a.Args[e.place]); err == nil && l == loc {
				next.acts = append(next.acts, a)
			}
		}
		if len(next.acts) == 1 {
			w.act(next.acts[0])
			return
		}
		next.label, next.hole, next.holeEnd = w.entryLabel(next)
		w.pickOnBoard(next)
	})
}

// actionsSection is the side column's section of action buttons: "This
// phase" (actions naming no unit on the board and no place) and "Actions
// here" (naming the selected place or its units), shown whatever tab is
// open (panelActions).
type actionsSection struct {
	w      *Window
	flow   *actionFlow
	box    *fyne.Container
	scroll *container.Scroll
	// obj is the section; hidden when empty.
	obj fyne.CanvasObject
	// shown is what the section shows (showKey), to leave it be when a
	// change leaves it the same: a click under way stays on its button.
	shown string
	// relayout lays the column out again for a new height.
	relayout func()
}

// newActionsSection makes the actions section of w, refreshed on every
// change of the session.
func (w *Window) newActionsSection() *actionsSection {
	p := &actionsSection{w: w, flow: &actionFlow{natural: map[fyne.CanvasObject]float32{}}}
	p.box = container.New(p.flow)
	p.scroll = container.NewVScroll(p.box)
	p.obj = p.scroll
	w.sess.OnChange(func(session.Change) { p.refresh() })
	p.refresh()
	return p
}

// showKey is what entries show: their labels and actions.
func showKey(lists ...[]actionEntry) string {
	var b strings.Builder
	for _, es := range lists {
		b.WriteString("\x02")
		for _, e := range es {
			b.WriteString(e.label)
			for _, a := range e.acts {
				b.WriteString("\x00" + a.String())
			}
			b.WriteString("\x01")
		}
	}
	return b.String()
}

// refresh lists the actions anew when they changed, scrolled to the top.
func (p *actionsSection) refresh() {
	w := p.w
	phaseActs, hereActs := w.panelActions()
	phase := w.actionEntries(phaseActs)
	here := w.actionEntries(hereActs)
	key := showKey(phase, here)
	if key == p.shown {
		return
	}
	p.shown = key
	clear(p.flow.natural)
	var objs []fyne.CanvasObject
	add := func(title string, es []actionEntry) {
		if len(es) == 0 {
			return
		}
		head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		objs = append(objs, container.New(trimmed{}, head))
		for _, e := range es {
			e := e
			label, tap := w.buttonText(e), func() { w.act(e.acts[0]) }
			if e.pick() {
				tap = func() { w.pickOnBoard(e) }
			}
			b := actionButton(label, tap)
			p.flow.natural[b] = oneLineWidth(label)
			objs = append(objs, b)
		}
	}
	add("This phase", phase)
	add("Actions here", here)
	p.box.Objects = objs
	p.box.Refresh()
	p.scroll.ScrollToTop() // no stale offset over other buttons
	if len(objs) == 0 {
		p.obj.Hide()
	} else {
		p.obj.Show()
	}
	if p.relayout != nil {
		p.relayout()
	}
}

// contentHeight is the height the section's buttons want at width:
// they are laid out at it first, as a wrapped label knows its height
// only once it has its width.
func (p *actionsSection) contentHeight(width float32) float32 {
	if s := p.box.Size(); s.Width != width {
		p.box.Resize(fyne.NewSize(width, s.Height))
	}
	return p.box.MinSize().Height
}

// oneLineWidth is the width of an action button whose label is text on
// one line.
func oneLineWidth(text string) float32 {
	x, _ := buttonTrim()
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width +
		2*(theme.InnerPadding()-x) + 2
}

// actionFlow lays out the actions section: headings, and buttons whose
// label does not fit half the width, one a row; two buttons in a row when
// both labels fit half of it.
type actionFlow struct {
	// natural is each button's width with its label on one line.
	natural map[fyne.CanvasObject]float32
	// width is the width last laid out at (MinSize's height depends on it).
	width float32
}

// gap is the space between rows and between the buttons of a row.
func (l *actionFlow) gap() float32 { return theme.Padding() / 2 }

// rows groups objects into rows at width.
func (l *actionFlow) rows(objects []fyne.CanvasObject, width float32) [][]fyne.CanvasObject {
	half := (width - l.gap()) / 2
	fits := func(o fyne.CanvasObject) bool { n := l.natural[o]; return n > 0 && n <= half }
	var rows [][]fyne.CanvasObject
	for i := 0; i < len(objects); i++ {
		if !objects[i].Visible() {
			continue
		}
		if i+1 < len(objects) && objects[i+1].Visible() && fits(objects[i]) && fits(objects[i+1]) {
			rows = append(rows, objects[i:i+2])
			i++
			continue
		}
		rows = append(rows, objects[i:i+1])
	}
	return rows
}

// Layout places the rows top down, each as high as its highest object.
func (l *actionFlow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	gap := l.gap()
	y := float32(0)
	for _, row := range l.rows(objects, size.Width) {
		w := (size.Width - gap*float32(len(row)-1)) / float32(len(row))
		h := float32(0)
		for _, o := range row {
			o.Resize(fyne.NewSize(w, o.Size().Height)) // a wrapped label's height follows its width
			h = max(h, o.MinSize().Height)
		}
		for k, o := range row {
			o.Move(fyne.NewPos(float32(k)*(w+gap), y))
			o.Resize(fyne.NewSize(w, h))
		}
		y += h + gap
	}
}

// MinSize is the widest object's minimum and the rows' heights at the
// width last laid out.
func (l *actionFlow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var width, height float32
	for _, o := range objects {
		if o.Visible() {
			width = max(width, o.MinSize().Width)
		}
	}
	rows := l.rows(objects, max(l.width, width))
	for _, row := range rows {
		h := float32(0)
		for _, o := range row {
			h = max(h, o.MinSize().Height)
		}
		height += h
	}
	if len(rows) > 1 {
		height += l.gap() * float32(len(rows)-1)
	}
	return fyne.NewSize(width, height)
}
