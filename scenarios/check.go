package scenarios

import (
	"fmt"
	"path/filepath"
	"strings"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// Check loads any Sandtable data file (map, counters or scenario, told
// apart by its format key) and returns a one-line summary of it, or the
// errors that make it unusable. name is the file's name in errors; a
// scenario's relative references are resolved from its directory.
func Check(name string, text []byte) (string, error) {
	summary, _, err := check(name, text, resolver{dir: filepath.Dir(name)})
	return summary, err
}

// check is Check, also returning the scenario when the file is one (nil
// for a map or a catalogue).
func check(name string, text []byte, r resolver) (string, *Scenario, error) {
	format, doc, err := tomlfile.Sniff(name, text)
	if err != nil {
		return "", nil, err
	}
	switch format {
	case maps.Format:
		m, err := maps.Load(name, text)
		if err != nil {
			return "", nil, err
		}
		return m.Summary(), nil, nil
	case counters.Format:
		c, err := counters.Load(name, text)
		if err != nil {
			return "", nil, err
		}
		return c.Summary(), nil, nil
	case Format:
		s, err := load(name, text, r)
		if err != nil {
			return "", nil, err
		}
		return s.Summary(), s, nil
	}
	return "", nil, tomlfile.Errors{doc.Errorf("format", "%q is not a Sandtable data format (use %q, %q or %q)",
		format, maps.Format, counters.Format, Format)}
}

// CheckFile is Check on the file at path. "builtin:NAME" checks bundled
// data: the scenario called NAME, else the map, else the catalogue;
// "builtin:maps/NAME", "builtin:counters/NAME" and "builtin:scenarios/NAME"
// pick one.
func CheckFile(path string) (string, error) {
	summary, _, err := CheckFileScenario(path)
	return summary, err
}

// CheckFileScenario is CheckFile also returning the scenario when the
// file is one (nil for a map or a catalogue), so that a caller checking it
// further (with its rules module) need not load it again.
func CheckFileScenario(path string) (string, *Scenario, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return checkBuiltin(name)
	}
	text, err := tomlfile.ReadFile(path, "Sandtable data", tomlfile.MaxSize)
	if err != nil {
		return "", nil, fmt.Errorf("scenarios: %w", err)
	}
	return check(path, text, resolver{dir: filepath.Dir(path)})
}

func checkBuiltin(name string) (string, *Scenario, error) {
	kind, rest, qualified := strings.Cut(name, "/")
	if !qualified {
		kind, rest = "", name
	}
	if kind == "" || kind == "scenarios" {
		if text, file, err := BuiltinData(rest); err == nil {
			return check(file, text, resolver{builtin: true})
		} else if kind != "" {
			return "", nil, err
		}
	}
	if kind == "" || kind == "maps" {
		if text, file, err := maps.BuiltinData(rest); err == nil {
			return check(file, text, resolver{builtin: true})
		} else if kind != "" {
			return "", nil, err
		}
	}
	if kind == "" || kind == "counters" {
		if text, file, err := counters.BuiltinData(rest); err == nil {
			return check(file, text, resolver{builtin: true})
		} else if kind != "" {
			return "", nil, err
		}
	}
	if kind != "" {
		return "", nil, fmt.Errorf("scenarios: %q: use builtin:scenarios/NAME, builtin:maps/NAME or builtin:counters/NAME", name)
	}
	return "", nil, fmt.Errorf("scenarios: no built-in scenario, map or catalogue %q", name)
}
