package scenarios

import (
	"fmt"
	"strconv"

	"sandtable/internal/tomlfile"
)

func (b *builder) options() {
	d, f, s := b.doc, b.f, b.s
	seen := d.NewIDs()
	for i, fo := range f.Options {
		path := tomlfile.Index("option", i)
		if d.CheckID(tomlfile.Join(path, "id"), fo.ID) {
			seen.Add(tomlfile.Join(path, "id"), fo.ID, path)
		}
		o := &Option{ID: fo.ID, Name: fo.Name, Description: fo.Description}
		if o.Name == "" {
			o.Name = fo.ID
		}
		dp := tomlfile.Join(path, "default")
		if fo.Default == nil {
			d.Report(dp, "missing; give true/false, a number or a text")
			continue
		}
		v, ok := optionValue(fo.Default)
		if !ok {
			d.Report(dp, "must be true/false, an integer or a string")
			continue
		}
		o.Default = v
		inChoices := len(fo.Choices) == 0
		for j, c := range fo.Choices {
			cp := tomlfile.Index(tomlfile.Join(path, "choices"), j)
			cv, ok := optionValue(c)
			if !ok || fmt.Sprintf("%T", cv) != fmt.Sprintf("%T", v) {
				d.Report(cp, "must be of the same type as default (%s)", o.Kind())
				continue
			}
			for _, prev := range o.Choices {
				if prev == cv {
					d.Report(cp, "%v is listed twice", show(cv))
				}
			}
			o.Choices = append(o.Choices, cv)
			inChoices = inChoices || cv == v
		}
		if !inChoices {
			d.Report(dp, "%v is not one of the choices", show(v))
		}
		s.Options = append(s.Options, o)
	}
}

// optionValue turns a decoded TOML value into an option value: bool, int
// or string.
func optionValue(v any) (any, bool) {
	switch x := v.(type) {
	case bool, string:
		return x, true
	case int64:
		if int64(int(x)) == x {
			return int(x), true
		}
	}
	return nil, false
}

func show(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}
