package main

import (
	"errors"
	"fmt"
	"io"

	"sandtable/internal/tomlfile"
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
		summary, err := scenarios.CheckFile(path)
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
		fmt.Fprintf(stderr, "sandtable: %d of %d files invalid\n", bad, len(args))
		return errReported
	}
	return nil
}
