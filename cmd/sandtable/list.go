package main

import (
	"fmt"
	"io"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"
)

// cmdList prints the bundled scenarios (with their descriptions), maps and
// counter sets, each as the builtin: name the other commands accept.
func cmdList(args []string, w io.Writer) error {
	if len(args) > 0 {
		return fmt.Errorf("%w: list takes no arguments", errUsage)
	}
	fmt.Fprintln(w, "Scenarios:")
	for _, n := range scenarios.BuiltinNames() {
		s, err := scenarios.Builtin(n)
		if err != nil {
			fmt.Fprintf(w, "  builtin:%-22s BROKEN: %v\n", n, err)
			continue
		}
		def := ""
		if n == scenarios.Default {
			def = " (default)"
		}
		fmt.Fprintf(w, "  builtin:%-22s %s%s\n", n, s.Name, def)
		if s.Description != "" {
			fmt.Fprintf(w, "  %-31s %s\n", "", firstLine(s.Description))
		}
	}
	fmt.Fprintln(w, "Maps:")
	for _, n := range maps.BuiltinNames() {
		fmt.Fprintf(w, "  builtin:maps/%s\n", n)
	}
	fmt.Fprintln(w, "Counter sets:")
	for _, n := range counters.BuiltinNames() {
		fmt.Fprintf(w, "  builtin:counters/%s\n", n)
	}
	return nil
}

// firstLine is s up to its first line break.
func firstLine(s string) string {
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return s
}
