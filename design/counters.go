package design

import (
	"fmt"
	"sort"
	"strings"

	"sandtable/counters"
)

// SideSpec is a catalogue's [[side]].
type SideSpec counters.FileSide

// Text is the side's canonical [[side]] item.
func (s SideSpec) Text() string {
	return WriteTable("side", true, []KV{{"id", s.ID, false}, {"name", s.Name, false}, {"color", s.Color, false}})
}

// NationSpec is a catalogue's [[nation]].
type NationSpec counters.FileNation

// Text is the nation's canonical [[nation]] item.
func (n NationSpec) Text() string {
	return WriteTable("nation", true, []KV{{"id", n.ID, false}, {"name", n.Name, false}, {"side", n.Side, false},
		{"color", n.Color, false}, {"text_color", n.TextColor, false}, {"stripe_color", n.StripeColor, false}})
}

// StepSpec is one [[unit.step]]: the printed factors of one strength.
type StepSpec = counters.FileStep

// UnitSpec is a catalogue's [[unit]] with its steps, full strength first.
type UnitSpec counters.FileUnit

// Text is the unit's canonical [[unit]] item followed by its
// [[unit.step]] items.
func (u UnitSpec) Text() string {
	var b strings.Builder
	b.WriteString(WriteTable("unit", true, []KV{{"id", u.ID, false}, {"name", u.Name, false},
		{"nation", u.Nation, false}, {"kind", u.Kind, false}, {"size", u.Size, false},
		{"stripe", u.Stripe, false}, {"back", u.Back, false}, {"code", u.Code, false}, {"count", u.Count, false}}))
	for _, s := range u.Steps {
		b.WriteString(WriteTable("unit.step", true, []KV{{"print", s.Print, false}}))
		if len(s.Values) > 0 {
			b.WriteString("values = " + valuesTable(s.Values) + "\n")
		}
		writeKeys(&b, []KV{{"label", s.Label, false}})
	}
	return b.String()
}

// valuesTable writes a step's values as an inline table in the order
// counters print them: attack, defense, the others alphabetically, move.
func valuesTable(v map[string]int) string {
	names := make([]string, 0, len(v))
	for k := range v {
		names = append(names, k)
	}
	rank := func(k string) int {
		switch k {
		case "attack":
			return 0
		case "defense":
			return 1
		case "move":
			return 3
		}
		return 2
	}
	sort.Slice(names, func(i, j int) bool {
		if rank(names[i]) != rank(names[j]) {
			return rank(names[i]) < rank(names[j])
		}
		return names[i] < names[j]
	})
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s = %d", keyText(k), v[k])
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

// keyText writes a key, quoted when it is not bare.
func keyText(k string) string {
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return Quote(k)
		}
	}
	if k == "" {
		return `""`
	}
	return k
}

// MarkerSpec is a catalogue's [[marker]].
type MarkerSpec counters.FileMarker

// Text is the marker's canonical [[marker]] item.
func (m MarkerSpec) Text() string {
	return WriteTable("marker", true, []KV{{"id", m.ID, false}, {"name", m.Name, false}, {"kind", m.Kind, false},
		{"side", m.Side, false}, {"nation", m.Nation, false}, {"color", m.Color, false},
		{"text_color", m.TextColor, false}, {"levels", m.Levels, false}, {"text", m.Caption, false}})
}

// itemByID is the entry of the item of array name whose id is id.
func (f *File) itemByID(name, id string) (int, error) {
	for _, i := range f.Items(name) {
		var v struct {
			ID string `toml:"id"`
		}
		if decodeEntry(f.entries[i], &v) == nil && v.ID == id {
			return i, nil
		}
	}
	return -1, fmt.Errorf("design: there is no %s %q", name, id)
}

// addItemText inserts an item's canonical text (with its sub-tables)
// after the last item of its array, else after the first of after.
func (f *File) addItemText(what, name, text string, after ...string) error {
	tx := f.begin(what)
	tx.insertText(f.afterLast(ArrayItem, name, after...), withGap(text))
	return tx.commit()
}

// AddSide adds side s after the last [[side]].
func (f *File) AddSide(s SideSpec) error {
	return f.addItemText("add side "+s.ID, "side", s.Text())
}

// AddNation adds nation n after the last [[nation]].
func (f *File) AddNation(n NationSpec) error {
	return f.addItemText("add nation "+n.ID, "nation", n.Text(), "side")
}

// AddUnit adds unit u, with its steps, after the last [[unit]] and its
// steps.
func (f *File) AddUnit(u UnitSpec) error {
	return f.addItemText("add unit "+u.ID, "unit", u.Text(), "nation", "side")
}

// Unit reads unit id with its steps.
func (f *File) Unit(id string) (UnitSpec, error) {
	var u UnitSpec
	i, err := f.itemByID("unit", id)
	if err == nil {
		err = f.Decode(i, &u)
	}
	return u, err
}

// SetUnit makes unit id and its steps say u, as one edit, changing only
// the keys that differ (SetEntry): steps are matched in order, extra ones
// added or removed; comments and keys u does not model stay.
func (f *File) SetUnit(id string, u UnitSpec) error {
	i, err := f.itemByID("unit", id)
	if err != nil {
		return err
	}
	tx := f.begin("change unit " + id)
	tx.setSpec(i, u)
	return tx.commit()
}

// RemoveUnit takes unit id and its steps away, as one edit.
func (f *File) RemoveUnit(id string) error {
	i, err := f.itemByID("unit", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove unit " + id)
	tx.remove(i)
	return tx.commit()
}

// AddMarker adds marker m after the last [[marker]].
func (f *File) AddMarker(m MarkerSpec) error {
	return f.addItemText("add marker "+m.ID, "marker", m.Text(), "unit", "nation", "side")
}
