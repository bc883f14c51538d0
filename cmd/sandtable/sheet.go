package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"sandtable/counters"
	"sandtable/internal/atomicfile"
	"sandtable/internal/plural"
	"sandtable/internal/tomlfile"
	"sandtable/scenarios"
	"sandtable/sheets"
)

// cmdSheet prints counter sheets to a PDF: a scenario's counters (its
// set-up and reinforcements) or a whole counter set's mix.
func cmdSheet(args []string, stdout io.Writer) error {
	fset := flag.NewFlagSet("sheet", flag.ContinueOnError)
	out := fset.String("o", "", "output PDF file")
	size := fset.String("size", "16mm", "counter side, e.g. 16mm, 1.6cm, 0.625in")
	paper := fset.String("paper", "a4", "paper: a4 or letter")
	force := fset.Bool("force", false, "replace OUT.pdf if it exists")
	pos, err := parseInterspersed(fset, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: sheet needs exactly one SCENARIO or COUNTERS file, got %d", errUsage, len(pos))
	}
	if *out == "" {
		return fmt.Errorf("%w: sheet needs -o OUT.pdf", errUsage)
	}
	opt := sheets.Options{}
	if opt.Side, err = sheets.ParseSide(*size); err != nil {
		return fmt.Errorf("%w: --size: %v", errUsage, err)
	}
	if opt.Paper, err = sheets.PaperNamed(*paper); err != nil {
		return fmt.Errorf("%w: --paper: %v", errUsage, err)
	}
	if err := refuseOverwrite(*out, *force); err != nil {
		return err
	}
	title, cs, err := sheetCounters(pos[0])
	if err != nil {
		return err
	}
	opt.Title = title
	n := 0
	err = atomicfile.Write(*out, func(w io.Writer) error {
		var err error
		n, err = sheets.Write(w, cs, opt)
		return err
	})
	if err != nil {
		return fmt.Errorf("sheet: %s: %w", *out, err)
	}
	fmt.Fprintf(stdout, "%s: %s on %s (%d pages: front, back), %s, %s\n", *out, plural.Count(len(cs), "counter"), plural.Count(n, "sheet"), 2*n, opt.Paper.Name, sheets.FormatMM(opt.Side))
	return nil
}

// refuseOverwrite is an error when path exists and force is not given:
// print commands do not silently replace a file.
func refuseOverwrite(path string, force bool) error {
	if force {
		return nil
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s exists: give --force to replace it", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// sheetCounters loads ref, a scenario or a counter set (a file told apart
// by its format key, or builtin:NAME), and lists the counters to print.
func sheetCounters(ref string) (string, []sheets.Counter, error) {
	if name, ok := strings.CutPrefix(ref, scenarios.BuiltinPrefix); ok {
		kind, rest, qualified := strings.Cut(name, "/")
		if !qualified {
			kind, rest = "", name
		}
		switch {
		case kind == "scenarios" || kind == "" && slices.Contains(scenarios.BuiltinNames(), rest):
			return scenarioCounters(ref)
		case kind == "counters" || kind == "" && slices.Contains(counters.BuiltinNames(), rest):
			return catalogueCounters(ref)
		}
		return "", nil, fmt.Errorf("sheet: %s: no bundled scenario or counter set of that name (see sandtable list)", ref)
	}
	data, err := tomlfile.ReadFile(ref, "Sandtable data", tomlfile.MaxSize)
	if err != nil {
		return "", nil, err
	}
	format, _, err := tomlfile.Sniff(ref, data)
	if err != nil {
		return "", nil, err
	}
	switch format {
	case scenarios.Format:
		return scenarioCounters(ref)
	case counters.Format:
		return catalogueCounters(ref)
	}
	return "", nil, fmt.Errorf("sheet: %s is a %q file, not a scenario or a counter set", ref, format)
}

func scenarioCounters(ref string) (string, []sheets.Counter, error) {
	s, err := scenarios.LoadFile(ref)
	if err != nil {
		return "", nil, err
	}
	return s.Name, sheets.ScenarioCounters(s), nil
}

func catalogueCounters(ref string) (string, []sheets.Counter, error) {
	c, err := counters.LoadFile(ref)
	if err != nil {
		return "", nil, err
	}
	return c.Name, sheets.CatalogueCounters(c), nil
}
