package boardview

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/ui/render"
)

// Issue 24: a unit whose legal places are all outside the view (a Vernian
// new unit in the Available box, whose towns are across the map) left the
// player hunting for them. Selecting it brings the view to them, and the
// status bar says where they are.

// maxNamedPlaces is how many places the status bar names before "and N
// more".
const maxNamedPlaces = 6

// showOffScreenPlaces looks at where the units of the stack at loc may be
// dragged to by the side acting now. When there are such places on the
// maps and none is in view, it pans the view to them (the whole group when
// it fits, else the one nearest the view's middle) and returns the status
// text naming them, nearest first ("may go to W0405 Calais, ..."); otherwise "".
func (b *Board) showOffScreenPlaces(loc rules.Location) string {
	if _, past := b.sess.Previewing(); past || b.sess.HandingOver() {
		return ""
	}
	var texts []string
	seen := map[string]bool{}
	for _, u := range b.sess.Stack(loc) {
		for _, a := range b.dragActions(u.ID) {
			if text := a.Args[1]; !seen[text] {
				seen[text] = true
				texts = append(texts, text)
			}
		}
	}
	if names := b.showPlaces(texts); names != "" {
		return "may go to " + names + " (the view moved there)"
	}
	return ""
}

// showPlaces brings the places texts (location texts; those not on a map
// are left out) into view when none of them is: the whole group when it
// fits, else the one nearest the view's middle. It returns their names,
// nearest first, up to maxNamedPlaces ("W0405 Calais, W0406 and 3 more")
// when it moved the view, "" when one was in view already or none is on
// a map.
func (b *Board) showPlaces(texts []string) string {
	s := b.sess.Game.Scenario
	var polys [][]board.Point
	var onMap []string
	for _, text := range texts {
		to, err := rules.ParseLocation(s, text)
		if err != nil || !to.OnMap() {
			continue
		}
		i := b.mapIndex(to.Map)
		if i < 0 {
			continue
		}
		onMap = append(onMap, text)
		polys = append(polys, b.cellPolygon(i, to.Cell))
	}
	texts = onMap
	if len(polys) == 0 {
		return ""
	}
	b.mu.Lock()
	v, px := b.view, b.pxSize
	b.mu.Unlock()
	if px.X <= 1 || px.Y <= 1 || v.Scale == 0 {
		return ""
	}
	w, h := float64(px.X)/v.Scale, float64(px.Y)/v.Scale
	seenRect := board.Rect{Min: v.Origin, Max: board.Point{X: v.Origin.X + w, Y: v.Origin.Y + h}}
	all := render.Bounds(polys[0])
	for _, p := range polys {
		r := render.Bounds(p)
		if r.Min.X < seenRect.Max.X && r.Max.X > seenRect.Min.X && r.Min.Y < seenRect.Max.Y && r.Max.Y > seenRect.Min.Y {
			return "" // one is in view: the player sees it when dragging
		}
		all.Min.X, all.Min.Y = math.Min(all.Min.X, r.Min.X), math.Min(all.Min.Y, r.Min.Y)
		all.Max.X, all.Max.Y = math.Max(all.Max.X, r.Max.X), math.Max(all.Max.Y, r.Max.Y)
	}
	target := all
	if all.Max.X-all.Min.X > w || all.Max.Y-all.Min.Y > h {
		// Too spread out for the view: the nearest one.
		mid := board.Point{X: v.Origin.X + w/2, Y: v.Origin.Y + h/2}
		best := math.Inf(1)
		for _, p := range polys {
			r := render.Bounds(p)
			if d := math.Hypot((r.Min.X+r.Max.X)/2-mid.X, (r.Min.Y+r.Max.Y)/2-mid.Y); d < best {
				best, target = d, r
			}
		}
	}
	cx, cy := (target.Min.X+target.Max.X)/2, (target.Min.Y+target.Max.Y)/2
	b.userView = true
	b.setView(View{Scale: v.Scale, Origin: board.Point{X: cx - w/2, Y: cy - h/2}})
	// Named nearest first: the first names are those now in view.
	order := make([]int, len(texts))
	dist := make([]float64, len(texts))
	for k, p := range polys {
		r := render.Bounds(p)
		order[k], dist[k] = k, math.Hypot((r.Min.X+r.Max.X)/2-cx, (r.Min.Y+r.Max.Y)/2-cy)
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(dist[x], dist[y]) })
	names := make([]string, 0, len(texts))
	for _, k := range order {
		names = append(names, rules.LocationName(s, texts[k]))
	}
	more := ""
	if len(names) > maxNamedPlaces {
		more = fmt.Sprintf(" and %d more", len(names)-maxNamedPlaces)
		names = names[:maxNamedPlaces]
	}
	return strings.Join(names, ", ") + more
}
