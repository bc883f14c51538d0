package scenarios

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// resolver finds the maps and catalogues a scenario names.
type resolver struct {
	dir     string // directory of the scenario file, for relative paths
	builtin bool   // the scenario is bundled: plain names are bundled data too
	noFiles bool   // refuse file references (fuzzing)
}

// BuiltinPrefix marks the name of bundled data: "builtin:test-hex-flat".
const BuiltinPrefix = "builtin:"

// builtinName is the bundled name ref stands for, if it stands for one.
func (r resolver) builtinName(ref string) (string, bool) {
	if name, ok := strings.CutPrefix(ref, BuiltinPrefix); ok {
		return name, true
	}
	if r.builtin {
		return strings.TrimSuffix(ref, ".toml"), true
	}
	return "", false
}

// path is the file ref names, relative to the scenario's directory.
func (r resolver) path(ref string) (string, error) {
	if r.noFiles {
		return "", fmt.Errorf("file references are not allowed here")
	}
	if filepath.IsAbs(ref) {
		return ref, nil
	}
	return filepath.Join(r.dir, filepath.FromSlash(ref)), nil
}

func (r resolver) loadMap(ref string) (*maps.Map, error) {
	if name, ok := r.builtinName(ref); ok {
		return maps.Builtin(strings.TrimPrefix(name, "maps/"))
	}
	p, err := r.path(ref)
	if err != nil {
		return nil, err
	}
	return maps.LoadFile(p)
}

func (r resolver) loadCatalogue(ref string) (*counters.Catalogue, error) {
	if name, ok := r.builtinName(ref); ok {
		return counters.Builtin(strings.TrimPrefix(name, "counters/"))
	}
	p, err := r.path(ref)
	if err != nil {
		return nil, err
	}
	return counters.LoadFile(p)
}

// referenceError reports, at path, that the file named by ref could not be
// loaded. Errors inside that file are added as they are, so they keep that
// file's name and position.
func referenceError(d *tomlfile.Doc, path, what, ref string, err error) {
	var es tomlfile.Errors
	if errors.As(err, &es) {
		d.Report(path, "%s %q has errors", what, ref)
		d.Add(es)
		return
	}
	d.Report(path, "cannot load %s %q: %s", what, ref, trimPkg(err))
}
