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
	dir     string           // directory of the scenario file, for relative paths
	builtin bool             // the scenario is bundled: plain names are bundled data too
	noFiles bool             // refuse file references (fuzzing)
	budget  *tomlfile.Budget // what the scenario's files may add up to
	// files are texts read in place of the files they name (LoadWith):
	// by path for a file, by the bundled file's reported name
	// ("maps/data/NAME.toml") for bundled data.
	files map[string][]byte
}

// overlay is the text held for the file at path, if any.
func (r resolver) overlay(path string) ([]byte, bool) {
	if r.files == nil {
		return nil, false
	}
	text, ok := r.files[filepath.Clean(path)]
	return text, ok
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

// path is the file ref names: a .toml file in the scenario's folder or
// below it, named relative to the folder (see RefPath).
func (r resolver) path(ref string) (string, error) {
	if r.noFiles {
		return "", fmt.Errorf("file references are not allowed here")
	}
	return refPath(r.dir, ref, "the scenario's")
}

// RefPath is the path of the file that ref, written in a scenario file in
// folder dir, names, as Load reads it; an error says why the reference is
// refused (see refPath). The designer opens a scenario's files with it.
func RefPath(dir, ref string) (string, error) {
	return refPath(dir, ref, "the scenario's")
}

// refPath is the path of the file that ref, written in a file in folder
// dir, names. A reference inside a file may only name a .toml file in that
// file's folder or below it, relative to the folder: an absolute path, or
// one that climbs out with "..", is refused, so that a file shared with
// others cannot make Sandtable read anything else on their disk. (Paths a
// user gives, on the command line or in a file dialog, may be anywhere.)
// whose names the folder in errors ("the scenario's").
func refPath(dir, ref, whose string) (string, error) {
	switch {
	case ref == "":
		return "", errors.New("is empty")
	case !tomlfile.IsTOMLName(ref):
		return "", fmt.Errorf("is not a .toml file; name a data file in %s folder (\"maps/west.toml\") or a bundled one (\"%sNAME\")", whose, BuiltinPrefix)
	case filepath.IsAbs(ref) || strings.HasPrefix(ref, "/") || strings.HasPrefix(ref, `\`) || filepath.VolumeName(ref) != "":
		return "", fmt.Errorf("is an absolute path; name files relative to %s folder", whose)
	}
	clean := filepath.Clean(filepath.FromSlash(ref))
	if clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("leaves %s folder; a referenced file must be in that folder or below it", whose)
	}
	return filepath.Join(dir, clean), nil
}

func (r resolver) loadMap(ref string) (*maps.Map, error) {
	if name, ok := r.builtinName(ref); ok {
		name = strings.TrimPrefix(name, "maps/")
		if _, file, err := maps.BuiltinData(name); err == nil {
			if text, ok := r.overlay(file); ok {
				return maps.LoadReferencedText(file, text, r.budget)
			}
		}
		return maps.BuiltinCharged(name, r.budget)
	}
	p, err := r.path(ref)
	if err != nil {
		if _, _, berr := maps.BuiltinData(ref); berr == nil && !r.noFiles {
			return nil, fmt.Errorf("is not a .toml file; the bundled map is \"%s%s\"", BuiltinPrefix, ref)
		}
		return nil, err
	}
	if text, ok := r.overlay(p); ok {
		return maps.LoadReferencedText(p, text, r.budget)
	}
	return maps.LoadReferenced(p, r.budget)
}

func (r resolver) loadCatalogue(ref string) (*counters.Catalogue, error) {
	if name, ok := r.builtinName(ref); ok {
		name = strings.TrimPrefix(name, "counters/")
		if _, file, err := counters.BuiltinData(name); err == nil {
			if text, ok := r.overlay(file); ok {
				return counters.LoadReferencedText(file, text, r.budget)
			}
		}
		return counters.Builtin(name)
	}
	p, err := r.path(ref)
	if err != nil {
		if _, _, berr := counters.BuiltinData(ref); berr == nil && !r.noFiles {
			return nil, fmt.Errorf("is not a .toml file; the bundled catalogue is \"%s%s\"", BuiltinPrefix, ref)
		}
		return nil, err
	}
	if text, ok := r.overlay(p); ok {
		return counters.LoadReferencedText(p, text, r.budget)
	}
	return counters.LoadReferenced(p, r.budget)
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
