package main

import (
	"errors"
	"fmt"
	"io"

	"sandtable/internal/plural"
	"sandtable/internal/tomlfile"
	"sandtable/rules"
	"sandtable/scenarios"
)

// cmdCheck validates each named file (map, counter set or scenario, told
// apart by its format key): a summary line for each good one on stdout,
// FILE:LINE:COL lines for each problem on stderr, failure if any was bad.
func cmdCheck(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: check needs at least one FILE (or builtin:NAME)", errUsage)
	}
	bad := 0
	for _, path := range args {
		summary, s, err := scenarios.CheckFileScenario(path)
		if err == nil && s != nil {
			err = checkWithModule(path, s)
		}
		if err != nil {
			bad++
			var list tomlfile.Errors
			if errors.As(err, &list) {
				for _, e := range list {
					fmt.Fprintln(stderr, e)
				}
			} else {
				fmt.Fprintln(stderr, err)
			}
			continue
		}
		fmt.Fprintf(stdout, "%s: ok: %s\n", path, summary)
	}
	if bad > 0 {
		fmt.Fprintf(stderr, "sandtable: %d of %s invalid\n", bad, plural.Count(len(args), "file"))
		return errReported
	}
	return nil
}

// checkWithModule sets up a game of scenario s, loaded from path, with its
// rules module and default options, so that what check accepts every
// command can load: a module refuses things the file format allows (a
// Vernian HQ set up face down, a unit in a box its rules do not have).
func checkWithModule(path string, s *scenarios.Scenario) error {
	if _, err := rules.NewGame(s, nil, 0, false); err != nil {
		return fmt.Errorf("%s: the %s rules do not accept this scenario: %v", path, s.Module, err)
	}
	return nil
}
