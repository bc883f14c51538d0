package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"sandtable/rules/aanorthafrica"
	"sandtable/scenarios"
)

// oddsStdin is where `sandtable odds -` reads the battle (tests replace it).
var oddsStdin io.Reader = os.Stdin

// oddsScenario is the scenario whose unit values `sandtable odds` uses
// when not told.
const oddsScenario = scenarios.BuiltinPrefix + "aa-north-africa"

// cmdOdds prints the exact odds of an Axis & Allies: North Africa battle
// given as text in FILE or on standard input (-): the chances, the units
// left, the IPCs lost and the best round to retreat after. The unit
// values are the scenario's [rules.units] (-scenario, the bundled one by
// default).
func cmdOdds(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	scen := fs.String("scenario", oddsScenario, "the aanorthafrica scenario whose unit values to use")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: odds needs exactly one FILE (or - for standard input)", errUsage)
	}
	sc, err := scenarios.LoadFile(*scen)
	if err != nil {
		return err
	}
	table, err := aanorthafrica.NewOddsUnits(sc)
	if err != nil {
		return err
	}
	var in io.Reader = oddsStdin
	name := "standard input"
	if pos[0] != "-" {
		f, err := os.Open(pos[0])
		if err != nil {
			return err
		}
		defer f.Close()
		in, name = f, pos[0]
	}
	src, err := io.ReadAll(io.LimitReader(in, aanorthafrica.MaxOddsText+1))
	if err != nil {
		return fmt.Errorf("odds: %s: %w", name, err)
	}
	ob, err := aanorthafrica.ParseOddsText(src, table)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	start := time.Now()
	res, err := ob.Odds()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	rep := aanorthafrica.NewOddsReport(res, time.Since(start))
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	rep.WriteText(stdout)
	return nil
}
