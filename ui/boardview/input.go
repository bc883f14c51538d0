package boardview

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sandtable/board"
	"sandtable/rules"
)

var (
	_ fyne.Tappable       = (*Board)(nil)
	_ fyne.DoubleTappable = (*Board)(nil)
	_ fyne.Draggable      = (*Board)(nil)
	_ fyne.Scrollable     = (*Board)(nil)
	_ fyne.Focusable      = (*Board)(nil)
	_ desktop.Mouseable   = (*Board)(nil)
	_ desktop.Hoverable   = (*Board)(nil)
)

// toBoard converts a Fyne position in the widget to a board-layout point.
func (b *Board) toBoard(pos fyne.Position) board.Point {
	k := float64(b.pixelScale())
	b.mu.Lock()
	v := b.view
	b.mu.Unlock()
	return v.ToBoard(float64(pos.X)*k, float64(pos.Y)*k)
}

// Tapped selects the cell or box under the pointer; in pick mode it
// chooses it (pick.go).
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.toolTapped(ev) || b.pickTapped(ev) {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
	b.hideTip()
	if d := b.drag; d != nil && d.placing {
		b.placeAt(d, ev.Position)
		return
	}
	loc, u, ok := b.pick(b.toBoard(ev.Position))
	if !ok {
		b.sess.Select(nil)
		return
	}
	b.sess.Select(&loc)
	msg := b.describe(loc, u)
	if key := b.rangeKey(); key != "" {
		msg += " · " + key
	}
	if where := b.showOffScreenPlaces(loc); where != "" {
		msg += " · " + where
	}
	b.status(msg)
}

// DoubleTapped opens the stack under the pointer; in pick mode it is a
// click.
func (b *Board) DoubleTapped(ev *fyne.PointEvent) {
	if b.toolDoubleTapped() || b.pickTapped(ev) {
		return
	}
	if d := b.drag; d != nil && d.placing {
		b.placeAt(d, ev.Position)
		return
	}
	loc, ok := b.locationAt(b.toBoard(ev.Position))
	if !ok {
		return
	}
	b.sess.Select(&loc)
	if b.OnOpenStack != nil {
		b.OnOpenStack(loc)
	}
}

// describe is the status-bar text for a location, as people read it:
// "W0405 Calais · clear · 2 units", or for the counter u taken in a box
// "British HQ 1-3 · Available units (8 units)".
func (b *Board) describe(loc rules.Location, u *rules.UnitView) string {
	s := b.sess.Game.Scenario
	n := len(b.sess.UnitsAt(loc))
	if u != nil {
		return fmt.Sprintf("%s · %s (%s)", b.unitName(*u), b.locationName(loc), plural(n, "unit", "units"))
	}
	parts := []string{b.locationName(loc)}
	if loc.OnMap() {
		if t := s.Map(loc.Map).TerrainAt(loc.Cell); t != nil && t.Name != "" {
			parts = append(parts, t.Name)
		}
	}
	if n > 0 {
		parts = append(parts, plural(n, "unit", "units"))
	}
	return strings.Join(parts, " · ")
}

// unitName is unit u as people read it ("British infantry division 3-3-4").
func (b *Board) unitName(u rules.UnitView) string {
	return rules.UnitName(b.sess.Game.Scenario.Counters, u)
}

// unitNames names the units with view IDs refs as the viewer sees them,
// joined: "German infantry corps 4-4-4 and German HQ 0-3".
func (b *Board) unitNames(refs []string) string {
	byID := map[string]rules.UnitView{}
	for _, u := range b.sess.View().Units {
		byID[u.ID] = u
	}
	names := make([]string, len(refs))
	for i, ref := range refs {
		names[i] = ref
		if u, ok := byID[ref]; ok {
			names[i] = b.unitName(u)
		}
	}
	if len(names) > 1 {
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return strings.Join(names, "")
}

// locationName is loc as people read it ("W0405 Calais", "Available units").
func (b *Board) locationName(loc rules.Location) string {
	s := b.sess.Game.Scenario
	return rules.LocationName(s, loc.Text(s))
}

// plural is "1 unit", "3 units".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// MouseDown remembers the modifier keys (Shift picks up the whole stack)
// and starts a middle-button pan.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	b.modifier = ev.Modifier
	b.hideTip()
	if b.toolMouseDown(ev) {
		return
	}
	if ev.Button == desktop.MouseButtonTertiary {
		b.midPan, b.midAt = true, ev.Position
	}
}

// MouseUp ends a middle-button pan.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	if b.toolMouseUp(ev) {
		return
	}
	if ev.Button == desktop.MouseButtonTertiary {
		b.midPan = false
	}
}

// MouseIn is the pointer coming over the board: as MouseMoved.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

// MouseMoved pans while the middle button is held; otherwise the counter
// being placed follows the pointer, or a tooltip waits for the pointer to
// rest on a counter (tip.go).
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if b.toolHover(ev) {
		return
	}
	if !b.midPan {
		if d := b.drag; d != nil && d.placing {
			b.carryTo(d, ev.Position)
			return
		}
		b.hover(ev.Position)
		return
	}
	b.panTo(ev.Position)
}

// panTo pans a middle-button drag by the pointer's move to pos.
func (b *Board) panTo(pos fyne.Position) {
	k := float64(b.pixelScale())
	b.Pan(float64(pos.X-b.midAt.X)*k, float64(pos.Y-b.midAt.Y)*k)
	b.midAt = pos
}

// MouseOut ends a middle-button pan that leaves the board, and hides the
// tooltip.
func (b *Board) MouseOut() {
	b.midPan = false
	b.hideTip()
}

// Dragged picks up the actor's counters under the pointer, or pans when
// the drag starts on empty space. A drag that starts on counters none of
// which may move now does neither: the status bar says why (whyNotMove).
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if b.toolDragged(ev) {
		return
	}
	b.hideTip()
	if b.midPan {
		// The middle button pans wherever it is pressed, on a counter
		// or a box's too: it never takes one.
		b.panTo(ev.Position)
		return
	}
	if d := b.drag; d != nil && d.placing {
		// Choosing a place for a counter (Move… in its menu): a drag pans,
		// the counter stays with the pointer.
		k := float64(b.pixelScale())
		b.Pan(float64(ev.Dragged.DX)*k, float64(ev.Dragged.DY)*k)
		b.carryTo(d, ev.Position)
		return
	}
	p := b.toBoard(ev.Position)
	start := b.drag == nil
	if start {
		b.drag = b.startDrag(b.toBoard(ev.Position.Subtract(ev.Dragged)))
		if b.drag.moving() {
			b.pieces = nil // the picked-up counters leave their stack
		}
	}
	d := b.drag
	switch {
	case d.refused:
		return
	case d.panning:
		k := float64(b.pixelScale())
		b.Pan(float64(ev.Dragged.DX)*k, float64(ev.Dragged.DY)*k)
		return
	}
	d.at, d.pos = p, ev.Position
	if start {
		// The board without the picked-up counters, with their legal
		// destinations; from now on only the ghost moves.
		b.redraw()
		return
	}
	b.moveGhost(d)
}

// startDrag decides what a drag starting at p moves: in a box the counter
// under the pointer, on a cell the top counter that may move (Shift: every
// one that may). Empty space pans; counters that may not move are refused.
func (b *Board) startDrag(p board.Point) *dragState {
	loc, unit, ok := b.pick(p)
	if !ok {
		return &dragState{panning: true}
	}
	units := b.sess.Stack(loc) // top first
	if unit != nil {
		units = []rules.UnitView{*unit} // a box: the counter pressed on
	}
	if len(units) == 0 {
		return &dragState{panning: true}
	}
	return b.pickUp(loc, units, unit == nil && b.modifier&fyne.KeyModifierShift != 0)
}

// pickUp picks up, of units (top first) at loc, the top one that may move
// now, or with whole every one that may (a Shift-drag of a stack); none
// that may is refused, the status bar saying why. It selects loc.
func (b *Board) pickUp(loc rules.Location, units []rules.UnitView, whole bool) *dragState {
	var movable []rules.UnitView
	if _, past := b.sess.Previewing(); !past && !b.sess.HandingOver() {
		for _, u := range units {
			if len(b.dragActions(u.ID)) > 0 {
				movable = append(movable, u)
			}
		}
	}
	if len(movable) == 0 {
		b.sess.Select(&loc)
		b.status(b.whyNotMove(units[0]))
		return &dragState{refused: true}
	}
	pick := movable[:1] // the top counter
	if whole {
		// The whole stack moves (moves only: the other drag verbs are
		// one unit's action each).
		pick = nil
		for _, u := range movable {
			if len(b.sess.LegalWith(rules.VerbMove, u.ID)) > 0 {
				pick = append(pick, u)
			}
		}
		if len(pick) == 0 {
			pick = movable[:1]
		}
		slices.Reverse(pick) // bottom first as it is drawn
	}
	d := &dragState{from: loc, targets: map[string]bool{}}
	aboard := carried(b.sess.View())
	for i, u := range pick {
		d.refs = append(d.refs, u.ID)
		f := b.face(u)
		f.Carrying = aboard[u.ID] // its passengers go with it
		d.faces = append(d.faces, f)
		// Legal destinations: where every picked unit may go.
		dests := map[string]bool{}
		acts := b.dragActions(u.ID)
		if len(pick) > 1 {
			acts = b.sess.LegalWith(rules.VerbMove, u.ID)
		}
		for _, a := range acts {
			if len(a.Args) == 2 {
				dests[a.Args[1]] = true
			}
		}
		if i == 0 {
			d.targets = dests
			continue
		}
		for t := range d.targets {
			if !dests[t] {
				delete(d.targets, t)
			}
		}
	}
	b.moveCosts(d)
	b.sess.Select(&loc)
	if d.costs != nil {
		b.status(fmt.Sprintf("%s: %s left; each legal hex shows what the move costs", b.unitNames(d.refs), plural(d.left, "movement point", "movement points")))
	} else {
		b.status(fmt.Sprintf("%s: drop it on a highlighted place", b.unitNames(d.refs)))
	}
	return d
}

// moving reports whether drag d carries counters (not a pan, not refused).
func (d *dragState) moving() bool { return !d.panning && !d.refused }

// whyNotMove says why unit u may not be moved now: the board shows the
// past, the screen is being handed over, nobody or another side acts, or
// the rules' own reason (the module's refusal of moving u).
func (b *Board) whyNotMove(u rules.UnitView) string {
	name := b.unitName(u)
	if _, past := b.sess.Previewing(); past {
		return name + " cannot move: the board shows an earlier point of the log; return to the present to act"
	}
	if b.sess.HandingOver() {
		return name + " cannot move: hand the screen over first (press Continue)"
	}
	st := b.sess.Game.Status()
	actor := b.sess.Actor()
	switch {
	case st.Over:
		return name + " cannot move: the game is over"
	case actor == "":
		return name + " cannot move: nobody acts now"
	case b.sess.Seat != "" && b.sess.Seat != actor:
		return fmt.Sprintf("%s cannot move: it is the %s, waiting for the %s", name, st.PhaseName, b.sideName(actor))
	}
	return name + " cannot move now: " + b.moveRefusal(u, actor)
}

// moveRefusal is the module's reason for refusing side a move of u: its
// refusal of moves to the neighbouring cells (or, in a box, to the box
// itself), when they all give the same reason, which is then about the
// unit and not the destination ("it has moved", "not a German phase").
func (b *Board) moveRefusal(u rules.UnitView, side string) string {
	s := b.sess.Game.Scenario
	loc, ok := b.sess.UnitLocation(u)
	if !ok {
		return "it has no legal move now"
	}
	var dests []string
	if loc.OnMap() {
		m := s.Map(loc.Map)
		for _, c := range m.Topology.Neighbors(loc.Cell, nil) {
			dests = append(dests, rules.Location{Map: loc.Map, Cell: c}.Text(s))
		}
	}
	if len(dests) == 0 {
		dests = []string{loc.Text(s)}
	}
	reason := ""
	for _, to := range dests {
		err := b.sess.Game.Check(rules.Action{Side: side, Verb: rules.VerbMove, Args: []string{u.ID, to}})
		if err == nil {
			return "it has no legal move now"
		}
		text := refusalText(err)
		if reason != "" && text != reason {
			return "it has no legal move now"
		}
		reason = text
	}
	return reason
}

// refusalText is a refusal's reason and rule, without the package prefix.
func refusalText(err error) string {
	var r *rules.Refusal
	if errors.As(err, &r) {
		return strings.TrimPrefix(r.Error(), "refused: ")
	}
	return err.Error()
}

// sideName is side id as people read it ("Allies").
func (b *Board) sideName(id string) string {
	if sd := b.sess.Game.Scenario.Counters.Side(id); sd != nil && sd.Name != "" {
		return sd.Name
	}
	return id
}

// moveCosts asks the module what a move of the picked-up units to each
// target costs (rules.MoveCoster): for a stack, the most any of them pays;
// left is the least any has. Without a MoveCoster d.costs stays nil.
func (b *Board) moveCosts(d *dragState) {
	mc, ok := b.sess.Game.State().(rules.MoveCoster)
	if !ok {
		return
	}
	for i, ref := range d.refs {
		costs, left, ok := mc.MoveCosts(b.sess.Actor(), ref)
		if !ok {
			d.costs = nil
			return
		}
		if i == 0 {
			d.costs, d.left = map[string]int{}, left
		}
		d.left = min(d.left, left)
		for t := range d.targets {
			if c, ok := costs[t]; ok {
				d.costs[t] = max(d.costs[t], c)
			}
		}
	}
}

// DragEnd drops the dragged counters: a move action for each if the drop
// cell is legal, else they snap back and the status bar says why.
func (b *Board) DragEnd() {
	if b.toolDragEnd() {
		return
	}
	d := b.drag
	if d != nil && d.placing {
		return // a drag while placing pans (Dragged); a click drops
	}
	b.drag = nil
	if d == nil || !d.moving() {
		return
	}
	b.drop(d)
}

// drop ends carrying d at d.at: the counters go back, or to their new
// place through the legal list.
func (b *Board) drop(d *dragState) {
	b.pieces = nil // the counters go back, or to their new place
	b.hideGhost()
	loc, ok := b.locationAt(d.at)
	if !ok {
		b.status("that is not a cell or box: the counter goes back")
		b.redraw()
		return
	}
	if loc == d.from && !d.aboard {
		if d.placing {
			b.status(b.unitNames(d.refs) + " stays where it is")
		}
		b.redraw()
		return
	}
	s := b.sess.Game.Scenario
	dest := loc.Text(s)
	actor := b.sess.Actor()
	names := b.unitNames(d.refs)
	if len(d.refs) == 1 && b.dropOther(d, loc, dest) {
		return
	}
	if len(d.refs) == 1 && b.refuseOther(d.refs[0], loc, dest) {
		return
	}
	for _, ref := range d.refs {
		a := rules.Action{Side: actor, Verb: rules.VerbMove, Args: []string{ref, dest}}
		if !legalContains(b.sess.LegalWith(rules.VerbMove, ref), a) {
			reason := "not a legal move"
			if err := b.sess.Game.Check(a); err != nil {
				reason = refusalText(err)
			}
			b.status(fmt.Sprintf("%s cannot move to %s: %s", b.unitNames([]string{ref}), b.locationName(loc), reason))
			b.redraw()
			return
		}
		if _, err := b.sess.Apply(a); err != nil {
			b.status(refusalText(err))
			b.redraw()
			return
		}
	}
	if d.from.OnMap() && loc.OnMap() && loc != d.from {
		b.setLastMove(&Arrow{From: b.cellPoint(b.mapIndex(d.from.Map), d.from.Cell), To: b.cellPoint(b.mapIndex(loc.Map), loc.Cell)})
	}
	b.selectDrop(d, loc)
	b.status(fmt.Sprintf("moved %s to %s", names, b.locationName(loc)))
	b.redraw()
}

// selectDrop selects where d was dropped, loc, as a board drag does; a
// unit dragged in from the stack panel leaves its stack selected, so that
// the next of a big stack can be dragged out in turn.
func (b *Board) selectDrop(d *dragState, loc rules.Location) {
	if !d.foreign {
		b.sess.Select(&loc)
	}
}

// dragActions are the legal actions that dragging unit ref performs: its
// moves, and its actions of the module's other drag verbs (rules.Dragger:
// a flyer landing, flying a mission), each VERB ref PLACE, where a drop
// can send them (rules.Controls.Droppable: not a move off the board).
func (b *Board) dragActions(ref string) []rules.Action {
	var out []rules.Action
	var controls *rules.Controls
	for _, v := range rules.DragVerbsOf(b.sess.Game.State()) {
		for _, a := range b.sess.LegalWith(v, ref) {
			if len(a.Args) != 2 || a.Args[0] != ref {
				continue
			}
			if controls == nil {
				controls = rules.NewControls(b.sess.Game.Scenario, b.sess.View())
			}
			if controls.Droppable(a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// dropOther performs the drop of d's one counter on loc when it is not a
// move but another drag verb's action (a flyer landing there, a Sweep to
// it): the one legal there, or the player's choice among several
// (OnChoose). It reports whether it handled the drop.
func (b *Board) dropOther(d *dragState, loc rules.Location, dest string) bool {
	ref := d.refs[0]
	var here []rules.Action
	for _, a := range b.dragActions(ref) {
		if a.Args[1] == dest {
			here = append(here, a)
		}
	}
	if len(here) == 0 || len(here) == 1 && here[0].Verb == rules.VerbMove {
		return false // a move, or nothing legal: the move's own path says why
	}
	do := func(a rules.Action) {
		b.selectDrop(d, loc)
		if b.OnAct != nil {
			b.OnAct(a) // the window's way: forecasts, real dice, results
			b.redraw()
			return
		}
		if _, err := b.sess.Apply(a); err != nil {
			b.status(refusalText(err))
		} else {
			b.status(b.sess.Game.Describe(a, b.sess.Viewer()))
		}
		b.redraw()
	}
	if len(here) == 1 || b.OnChoose == nil {
		do(here[0])
		return true
	}
	b.redraw() // the counter goes back while the player chooses
	b.OnChoose(here, do)
	return true
}

// refuseOther says why a drop of unit ref on loc is refused when the unit
// has no legal move but another drag verb's actions (a bought unit waiting
// in its box to be placed): that verb's refusal, not the move's. It
// reports whether it did.
func (b *Board) refuseOther(ref string, loc rules.Location, dest string) bool {
	if len(b.sess.LegalWith(rules.VerbMove, ref)) > 0 {
		return false
	}
	acts := b.dragActions(ref)
	if len(acts) == 0 {
		return false
	}
	a := rules.Action{Side: acts[0].Side, Verb: acts[0].Verb, Args: []string{ref, dest}}
	reason := "not legal there"
	if err := b.sess.Game.Check(a); err != nil {
		reason = refusalText(err)
	}
	b.status(fmt.Sprintf("%s cannot go to %s (%s): %s", b.unitNames([]string{ref}), b.locationName(loc), a.Verb, reason))
	b.redraw()
	return true
}

func legalContains(list []rules.Action, a rules.Action) bool {
	for _, l := range list {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

// Scrolled zooms around the pointer.
func (b *Board) Scrolled(ev *fyne.ScrollEvent) {
	b.hideTip()
	f := 1.15
	if ev.Scrolled.DY < 0 {
		f = 1 / f
	}
	k := float64(b.pixelScale())
	b.Zoom(f, float64(ev.Position.X)*k, float64(ev.Position.Y)*k)
}

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() { b.shiftHeld = false }

// FocusLost is part of fyne.Focusable; Shift's release goes elsewhere.
func (b *Board) FocusLost() { b.shiftHeld = false }

// TypedRune zooms with + and -, fits with 0; other characters go to
// OnRune.
func (b *Board) TypedRune(r rune) {
	switch r {
	case '+', '=':
		b.ZoomCenter(1.25)
	case '-':
		b.ZoomCenter(1 / 1.25)
	case '0':
		b.Fit()
	default:
		if b.OnRune != nil {
			b.OnRune(r)
		}
	}
}

// TypedKey pans with the arrow keys; Home goes back to the home view;
// Escape ends pick mode (PickPlaces) or placing a unit (StartMove); the
// menu key and Shift+F10 open the selection's counter menu.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	const step = 60
	switch ev.Name {
	case fyne.KeyHome:
		b.Home()
	case fyne.KeyEscape:
		switch {
		case b.CancelPick():
			b.status("Nothing chosen on the board")
		case b.CancelMove():
		default:
			b.passKey(ev)
		}
	case fyne.KeyLeft:
		b.Pan(step, 0)
	case fyne.KeyRight:
		b.Pan(-step, 0)
	case fyne.KeyUp:
		b.Pan(0, step)
	case fyne.KeyDown:
		b.Pan(0, -step)
	case desktop.KeyMenu:
		b.OpenMenu() // the menu key: the selected counter's menu
	case fyne.KeyF10:
		if !b.shiftHeld || !b.OpenMenu() {
			b.passKey(ev)
		}
	default:
		b.passKey(ev) // e.g. Space ends the phase: the window decides
	}
}

// passKey gives a key the board does not use to OnKey.
func (b *Board) passKey(ev *fyne.KeyEvent) {
	if b.OnKey != nil {
		b.OnKey(ev)
	}
}
