package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// SideKind is what a SideEntry holds, so the window can show any module's
// per-side data without knowing the module.
type SideKind string

// The kinds of per-side data.
const (
	SideNumber SideKind = "number" // Number: IPCs, VP, shells, luxuries
	SideText   SideKind = "text"   // Text: "Tank production: 2 a turn"
	SideItems  SideKind = "items"  // Items: a hand of cards, a purchase queue
)

// SideEntry is one piece of a side's data in a view (money, production, a
// purchase queue, shells and luxuries, a hand of cards, VP), with the
// audience that may see it: a side's hand is SidesOnly(that side), its VP
// public (the zero Audience).
type SideEntry struct {
	Key    string   `json:"key"`              // for scripts: "ipcs", "hand", "vp"
	Label  string   `json:"label"`            // for people: "IPCs", "Hand"
	Kind   SideKind `json:"kind"`             // which of Number, Text, Items it holds
	Number int      `json:"number,omitempty"` // SideNumber
	Text   string   `json:"text,omitempty"`   // SideText
	Items  []string `json:"items,omitempty"`  // SideItems, in the order to show
	To     Audience `json:"to,omitzero"`
}

// Value is the entry as people read it: "12", "Tank production: 2",
// "c3, c7" or "none".
func (e SideEntry) Value() string {
	switch e.Kind {
	case SideText:
		return e.Text
	case SideItems:
		if len(e.Items) == 0 {
			return "none"
		}
		return strings.Join(e.Items, ", ")
	}
	return strconv.Itoa(e.Number)
}

// String is "Label: value".
func (e SideEntry) String() string { return e.Label + ": " + e.Value() }

// SideData is one side's entries in a view, in the order to show them.
// The window shows them under the phase panel (ui/panels). No module
// fills them yet: they are kept for the Axis & Allies North Africa variant
// (seed 002: each power's IPCs, income and purchases) and the card hands of
// "Out of Africa" (seed 004, Paths of Glory).
type SideData []SideEntry

// Get is the entry with key, or nil.
func (d SideData) Get(key string) *SideEntry {
	for i := range d {
		if d[i].Key == key {
			return &d[i]
		}
	}
	return nil
}

// SetSide puts entry e in side's data of v, replacing the entry with the
// same key. Its Kind is inferred when empty (Items set: SideItems; Text
// set: SideText; else SideNumber). Build every side's entries, then return
// v.For(viewer) from State.View so no side gets another's secrets.
func (v *View) SetSide(side string, e SideEntry) {
	if e.Kind == "" {
		switch {
		case e.Items != nil:
			e.Kind = SideItems
		case e.Text != "":
			e.Kind = SideText
		default:
			e.Kind = SideNumber
		}
	}
	e.Items = slices.Clone(e.Items)
	if v.Sides == nil {
		v.Sides = map[string]SideData{}
	}
	if old := v.Sides[side].Get(e.Key); old != nil {
		*old = e
		return
	}
	v.Sides[side] = append(v.Sides[side], e)
}

// For is v with only the side entries viewer may see (every entry for the
// referee, ""): the view of side X never holds side Y's private entries.
// A side left with no entries is left out.
func (v View) For(viewer string) View {
	if v.Sides == nil {
		return v
	}
	out := make(map[string]SideData, len(v.Sides))
	for side, d := range v.Sides {
		var keep SideData
		for _, e := range d {
			if e.To.Sees(viewer) {
				keep = append(keep, e)
			}
		}
		if len(keep) > 0 {
			out[side] = keep
		}
	}
	v.Sides = out
	return v
}

// CheckSides reports the first side entry of v that viewer may not see,
// for tests of a module's views (nil when there is none).
func (v View) CheckSides(viewer string) error {
	for side, d := range v.Sides {
		for _, e := range d {
			if !e.To.Sees(viewer) {
				return fmt.Errorf("rules: the view of %q holds %s's entry %q, which only %v may see", viewer, side, e.Key, e.To)
			}
		}
	}
	return nil
}
