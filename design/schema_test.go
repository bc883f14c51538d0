package design

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/BurntSushi/toml"
)

// specs are the entry types the designer edits: the loaders' own structs
// (maps.FilePlace...), so they model exactly the keys the loaders read.
var specs = []Spec{TerrainSpec{}, EdgeFeatureSpec{}, RoadTypeSpec{}, RoadSpec{}, PlaceSpec{}, BoxSpec{}, SpaceSpec{}, ConnectionSpec{},
	RegionSpec{}, LinkSpec{}, SideSpec{}, NationSpec{}, UnitSpec{}, MarkerSpec{},
	PlacementSpec{}, TurnsSpec{}, OptionSpec{}, VictorySpec{}}

// fill gives every field of v a value that is not zero, named after the
// field where it is a string.
func fill(v reflect.Value, name string) {
	switch v.Kind() {
	case reflect.String:
		v.SetString("x-" + name)
	case reflect.Int:
		v.SetInt(3)
	case reflect.Float64:
		v.SetFloat(2.5)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), name)
	case reflect.Interface: // a turn, an option's default: a string will do
		v.Set(reflect.ValueOf("x-" + name))
	case reflect.Map:
		v.Set(reflect.ValueOf(map[string]int{"attack": 4, "move": 3}))
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for k := range 2 {
			fill(s.Index(k), fmt.Sprintf("%s%d", name, k))
		}
		v.Set(s)
	case reflect.Struct:
		for k := range v.NumField() {
			fill(v.Field(k), v.Type().Field(k).Name)
		}
	default:
		panic("fill: a " + v.Kind().String())
	}
}

// tableKeys are the keys of the table of entry name ("terrain.x-ID",
// "place", "unit") in doc, the first item of an array; sub-arrays of
// tables ("step") as "step.KEY".
func tableKeys(doc map[string]any, name string) []string {
	var t any = doc
	for _, p := range nameParts(name) {
		t = t.(map[string]any)[p]
	}
	if items, ok := t.([]map[string]any); ok {
		t = items[0]
	}
	var keys []string
	for k, v := range t.(map[string]any) {
		if sub, ok := v.([]map[string]any); ok {
			for sk := range sub[0] {
				keys = append(keys, k+"."+sk)
			}
			continue
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// structKeys are the toml keys of struct type typ, those of a sub-array
// of tables as "KEY.SUBKEY".
func structKeys(typ reflect.Type) []string {
	var keys []string
	for k := range typ.NumField() {
		sf := typ.Field(k)
		key := tomlKey(sf)
		if key == "" {
			continue
		}
		if sf.Type.Kind() == reflect.Slice && sf.Type.Elem().Kind() == reflect.Struct {
			for _, sk := range structKeys(sf.Type.Elem()) {
				keys = append(keys, key+"."+sk)
			}
			continue
		}
		keys = append(keys, key)
	}
	slices.Sort(keys)
	return keys
}

// TestSpecsWriteEveryKey checks each spec's canonical text writes every
// key its struct (the loader's) models, no other, and reads back as the
// same values: a key the loaders learn that the canonical writer does not
// write fails here, before SetEntry could take it out of a file.
func TestSpecsWriteEveryKey(t *testing.T) {
	for _, s := range specs {
		typ := reflect.TypeOf(s)
		t.Run(typ.Name(), func(t *testing.T) {
			v := reflect.New(typ).Elem()
			fill(v, "")
			text := v.Interface().(Spec).Text()
			var doc map[string]any
			if _, err := toml.Decode(text, &doc); err != nil {
				t.Fatalf("%v in\n%s", err, text)
			}
			es := split(text)
			if got, want := tableKeys(doc, es[1].Name), structKeys(typ); !slices.Equal(got, want) {
				t.Errorf("writes the keys %v, the struct has %v:\n%s", got, want, text)
			}
			f := Open("spec.toml", []byte(text))
			back := reflect.New(typ)
			if err := f.Decode(1, back.Interface()); err != nil {
				t.Fatal(err)
			}
			if id := v.FieldByName("ID"); id.IsValid() && typ.Field(0).Tag.Get("toml") == "-" {
				back.Elem().FieldByName("ID").Set(id) // the table's name, not a key
			}
			if !reflect.DeepEqual(back.Elem().Interface(), v.Interface()) {
				t.Errorf("reads back as\n%+v\nnot\n%+v\nfrom\n%s", back.Elem().Interface(), v.Interface(), text)
			}
		})
	}
}
