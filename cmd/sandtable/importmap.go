package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"sandtable/importer/tiled"
	"sandtable/internal/atomicfile"
)

// cmdImport turns a Tiled map (.tmx or .tmj) into a Sandtable map file and
// prints what could not be imported. It does not overwrite a file unless
// told to with --force.
func cmdImport(args []string, stdout io.Writer) error {
	flags := flag.NewFlagSet("import", flag.ContinueOnError)
	out := flags.String("o", "", "output map file (.toml)")
	force := flags.Bool("force", false, "overwrite the output file if it exists")
	pos, err := parseInterspersed(flags, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: import needs exactly one MAP.tmx or MAP.tmj, got %d", errUsage, len(pos))
	}
	if *out == "" {
		return fmt.Errorf("%w: import needs -o MAP.toml", errUsage)
	}
	if !*force {
		if _, err := os.Lstat(*out); err == nil {
			return fmt.Errorf("import: %s already exists; use --force to overwrite it", *out)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("import: %s: %v", *out, err)
		}
	}
	res, err := tiled.ImportFile(pos[0])
	if err != nil {
		return err
	}
	if err := atomicfile.Write(*out, func(w io.Writer) error { _, err := w.Write(res.TOML); return err }); err != nil {
		return fmt.Errorf("import: writing %s: %w", *out, err)
	}
	fmt.Fprintf(stdout, "%s: imported from %s: %s\n", *out, pos[0], res.Map.Summary()) // loaded by the importer
	if len(res.Report) == 0 {
		fmt.Fprintln(stdout, "everything was imported")
		return nil
	}
	fmt.Fprintln(stdout, "not imported, or imported with a guess:")
	for _, line := range res.Report {
		fmt.Fprintf(stdout, "  - %s\n", line)
	}
	return nil
}
