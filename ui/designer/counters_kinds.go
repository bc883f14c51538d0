package designer

import (
	"fmt"
	"image"
	"strconv"

	"sandtable/counterface"
	"sandtable/counters"
	"sandtable/design"
)

// sideRecord edits the catalogue's [[side]]s: id, name, colour.
func sideRecord(ce *countersEditor) record {
	return record{
		array: "side", noun: "side",
		fields: []recField{{key: "id", label: "Id"}, {key: "name", label: "Name"}, {key: "color", label: "Colour", colour: true}},
		read: func(f *design.File, i int) (map[string]string, error) {
			var s design.SideSpec
			err := f.Decode(i, &s)
			return map[string]string{"id": s.ID, "name": s.Name, "color": s.Color}, err
		},
		spec: func(v map[string]string) (design.Spec, func(f *design.File) error, error) {
			s := design.SideSpec{ID: v["id"], Name: v["name"], Color: v["color"]}
			return s, func(f *design.File) error { return f.AddSide(s) }, nil
		},
		line:   func(v map[string]string) string { return fmt.Sprintf("%s  (%s)", v["name"], v["id"]) },
		swatch: "color",
		fresh: func(taken map[string]bool) map[string]string {
			id := freshID("side", taken)
			return map[string]string{"id": id, "name": "Side " + id[len("side-"):], "color": "#888888"}
		},
	}
}

// nationRecord edits the catalogue's [[nation]]s: id, name, side and the
// counters' colours.
func nationRecord(ce *countersEditor) record {
	return record{
		array: "nation", noun: "nation",
		fields: []recField{{key: "id", label: "Id"}, {key: "name", label: "Name"},
			{key: "side", label: "Side", choices: ce.sideChoices},
			{key: "color", label: "Colour", colour: true}, {key: "text_color", label: "Text colour", colour: true},
			{key: "stripe_color", label: "Stripe colour", colour: true}},
		read: func(f *design.File, i int) (map[string]string, error) {
			var n design.NationSpec
			err := f.Decode(i, &n)
			return map[string]string{"id": n.ID, "name": n.Name, "side": n.Side, "color": n.Color,
				"text_color": n.TextColor, "stripe_color": n.StripeColor}, err
		},
		spec: func(v map[string]string) (design.Spec, func(f *design.File) error, error) {
			n := design.NationSpec{ID: v["id"], Name: v["name"], Side: v["side"], Color: v["color"],
				TextColor: v["text_color"], StripeColor: v["stripe_color"]}
			return n, func(f *design.File) error { return f.AddNation(n) }, nil
		},
		line: func(v map[string]string) string {
			return fmt.Sprintf("%s  (%s) — %s", v["name"], v["id"], ce.sideName(v["side"]))
		},
		swatch: "color",
		fresh: func(taken map[string]bool) map[string]string {
			id := freshID("nation", taken)
			side := ""
			if cs := ce.sideChoices(); len(cs) > 0 {
				side = cs[0].id
			}
			return map[string]string{"id": id, "name": "Nation " + id[len("nation-"):], "side": side,
				"color": "#cccccc", "text_color": "#111111"}
		},
	}
}

// markerRecord edits the catalogue's [[marker]]s, with a preview.
func markerRecord(ce *countersEditor) record {
	kinds := func() []choice { return plainChoices(counters.MarkerKinds) }
	return record{
		array: "marker", noun: "marker",
		fields: []recField{{key: "id", label: "Id"}, {key: "name", label: "Name"},
			{key: "kind", label: "Kind", choices: kinds},
			{key: "side", label: "Side", choices: ce.sideChoices, optional: true},
			{key: "nation", label: "Nation", choices: ce.nationChoices, optional: true},
			{key: "color", label: "Colour", colour: true}, {key: "text_color", label: "Text colour", colour: true},
			{key: "levels", label: "Levels"}, {key: "text", label: "Text"}},
		read: func(f *design.File, i int) (map[string]string, error) {
			var m design.MarkerSpec
			err := f.Decode(i, &m)
			lv := ""
			if m.Levels != 0 {
				lv = strconv.Itoa(m.Levels)
			}
			return map[string]string{"id": m.ID, "name": m.Name, "kind": m.Kind, "side": m.Side, "nation": m.Nation,
				"color": m.Color, "text_color": m.TextColor, "levels": lv, "text": m.Caption}, err
		},
		spec: func(v map[string]string) (design.Spec, func(f *design.File) error, error) {
			lv, err := atoi("a marker's levels", v["levels"])
			if err != nil {
				return nil, nil, err
			}
			m := design.MarkerSpec{ID: v["id"], Name: v["name"], Kind: v["kind"], Side: v["side"], Nation: v["nation"],
				Color: v["color"], TextColor: v["text_color"], Levels: lv, Caption: v["text"]}
			return m, func(f *design.File) error { return f.AddMarker(m) }, nil
		},
		line:   func(v map[string]string) string { return fmt.Sprintf("%s  (%s) — %s", v["name"], v["id"], v["kind"]) },
		swatch: "color",
		fresh: func(taken map[string]bool) map[string]string {
			id := freshID("marker", taken)
			return map[string]string{"id": id, "name": "Marker " + id[len("marker-"):], "kind": counters.MarkerKinds[0],
				"color": "#ffffff", "text_color": "#111111"}
		},
		preview: func(cat *counters.Catalogue, v map[string]string) image.Image {
			mk := cat.Marker(v["id"])
			if mk == nil {
				return nil
			}
			level := 0
			if mk.Levels > 0 {
				level = 1
			}
			return drawFace(counterface.Marker(mk, level))
		},
	}
}

// plainChoices are choices whose labels are their ids.
func plainChoices(ids []string) []choice {
	cs := make([]choice, len(ids))
	for i, id := range ids {
		cs[i] = choice{id, id}
	}
	return cs
}

// sideChoices are the catalogue's sides, by name.
func (ce *countersEditor) sideChoices() []choice {
	var cs []choice
	f := ce.file()
	for _, i := range f.Items("side") {
		var s design.SideSpec
		if f.Decode(i, &s) == nil {
			cs = append(cs, choice{s.ID, fmt.Sprintf("%s (%s)", s.Name, s.ID)})
		}
	}
	return cs
}

// nationChoices are the catalogue's nations, by name.
func (ce *countersEditor) nationChoices() []choice {
	var cs []choice
	f := ce.file()
	for _, i := range f.Items("nation") {
		var n design.NationSpec
		if f.Decode(i, &n) == nil {
			cs = append(cs, choice{n.ID, fmt.Sprintf("%s (%s)", n.Name, n.ID)})
		}
	}
	return cs
}

// sideName is the name of side id (the id when it has none).
func (ce *countersEditor) sideName(id string) string {
	for _, c := range ce.sideChoices() {
		if c.id == id {
			return c.label
		}
	}
	return id
}

// nationName is the name of nation id (the id when it has none).
func (ce *countersEditor) nationName(id string) string {
	for _, c := range ce.nationChoices() {
		if c.id == id {
			return c.label
		}
	}
	return id
}
