// Command sandtable is the Sandtable war-game client. With no arguments it
// opens the desktop window on the default scenario; its subcommands serve
// designers, scripts and tests without a display:
//
//	sandtable design [FILE]                  open the window in Design mode
//	sandtable list                           bundled scenarios, maps and counter sets
//	sandtable check FILE...                  validate maps, counter sets and scenarios
//	sandtable render SCENARIO -o board.png   draw a scenario's maps and set-up, or a map, to PNG (or PDF)
//	sandtable sheet SCENARIO -o counters.pdf printable counter sheets
//	sandtable import MAP.tmx -o map.toml     turn a Tiled map into a Sandtable map
//	sandtable play SCENARIO --script FILE    apply a script of actions, print events and rolls
//	sandtable replay SAVE [--to N] [--side S] replay a saved game
//	sandtable state SCENARIO|SAVE --json     the state as JSON
//	sandtable odds FILE|- [--json] [--scenario S] exact odds of an A&A North Africa battle
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"sandtable/internal/display"
	"sandtable/internal/tomlfile"
	_ "sandtable/rules/aanorthafrica" // registers the aanorthafrica module
	_ "sandtable/rules/freeplay"      // registers the freeplay module
	_ "sandtable/rules/greenfields"   // registers the greenfields module
	_ "sandtable/rules/outofafrica"   // registers the outofafrica module
	_ "sandtable/rules/vernian"       // registers the vernian module
	"sandtable/scenarios"
	"sandtable/ui/app"
)

// usage is printed by `sandtable help` and on a usage error.
const usage = `Sandtable: map-and-counter war games that know the rules.

Usage:
  sandtable [SCENARIO|SAVE]          open the desktop client (default: the bundled default scenario)
  sandtable design [FILE|builtin:NAME]
                                     open the desktop client in Design mode on a scenario,
                                     map or counters file (default: a new design; docs/designer.md)
  sandtable list                     list the bundled scenarios, maps and counter sets
  sandtable check FILE...            validate map, counter and scenario files
                                     (builtin:NAME checks a bundled one)
  sandtable render SCENARIO|MAP -o OUT.png [--size WxH | --scale S] [--coords=false] [--reveal]
                                     draw a scenario's maps and set-up, or a map file, to a PNG
  sandtable render SCENARIO|MAP --format pdf -o OUT.pdf [--paper a4|letter] [--counter 16mm] [--setup] [--fit] [--force]
                                     the maps to print and play on, at the scale of
                                     counters of that size, tiled across pages with
                                     overlap and alignment marks (--fit: on one page)
  sandtable sheet SCENARIO|COUNTERS -o OUT.pdf [--size 16mm] [--paper a4|letter] [--force]
                                     printable counter sheets: a scenario's counters or a
                                     counter set's whole mix, each sheet a front page and a
                                     mirrored back page (print double-sided, long edge)
  sandtable import MAP.tmx|MAP.tmj -o MAP.toml [--force]
                                     turn a Tiled map into a Sandtable map file (docs/import.md),
                                     printing what was not imported; --force overwrites MAP.toml
  sandtable play SCENARIO --script FILE [--seed N] [--dice 3,6,1] [--option ID=VALUE]... [--defaults] [--save OUT.toml [--seal]]
                                     apply a script of actions (docs/actions.md), printing
                                     every event and roll; stops at the first refused one;
                                     rolls random dice as the window does (--seed N: seeded
                                     dice, the same on every run, foreseeable from N);
                                     --seal seals each side's secrets under its passphrase
  sandtable replay SAVE [--to N] [--side S]
                                     replay a saved game: its log (as side S sees it) and final (or Nth) state
  sandtable state SCENARIO|SAVE --json [--side SIDE]
                                     the state as JSON (units, supply, phase, turn, VP)
  sandtable odds FILE|- [--json] [--scenario SCENARIO]
                                     the exact odds of an Axis & Allies: North Africa battle
                                     given as text (docs/cli.md): win/hold chances, units
                                     left, IPCs lost, the best round to retreat after
  sandtable help                     this text

FILE and SCENARIO are TOML files or builtin:NAME (see "sandtable list").
A sealed save asks for a side's passphrase only when it is needed: from
SANDTABLE_PASSPHRASE_SIDE (the side id in capitals) or a prompt on the
terminal, never from the command line.

The window draws the board with the compositor proven on this system: on
Linux Ebiten (the GPU, after a first picture in pure Go), elsewhere pure
Go. SANDTABLE_COMPOSITOR=software or =ebiten
chooses one (SANDTABLE_SOFTWARE=1 is the same as software); see
docs/platforms.md.
`

// errUsage marks an error caused by how the command was called (exit 2).
var errUsage = errors.New("usage")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole program minus os.Exit, so tests can call it. It returns
// the exit status: 0 success, 1 failure (invalid file, failed render), 2
// usage. What it prints goes through printable.
func run(args []string, stdout, stderr io.Writer) int {
	// Names from data files and saves reach the terminal: no escapes.
	stdout, stderr = printable(stdout), printable(stderr)
	if len(args) == 0 {
		return openGUI("", stderr) // the bundled default game, and the offer of a game left open
	}
	if len(args) == 1 && isGameRef(args[0]) {
		return openGUI(args[0], stderr)
	}
	var err error
	switch args[0] {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "design":
		if len(args) > 2 {
			err = fmt.Errorf("%w: design takes at most one file", errUsage)
			break
		}
		ref := ""
		if len(args) == 2 {
			ref = args[1]
		}
		return openWindow(stderr, func() error { return app.RunDesign(ref, compositor()) })
	case "list":
		err = cmdList(args[1:], stdout)
	case "check":
		err = cmdCheck(args[1:], stdout, stderr)
	case "render":
		err = cmdRender(args[1:], stdout)
	case "sheet":
		err = cmdSheet(args[1:], stdout)
	case "import":
		err = cmdImport(args[1:], stdout)
	case "play":
		err = cmdPlay(args[1:], stdout)
	case "replay":
		err = cmdReplay(args[1:], stdout)
	case "state":
		err = cmdState(args[1:], stdout)
	case "odds":
		err = cmdOdds(args[1:], stdout)
	default:
		err = fmt.Errorf("%w: unknown command %q", errUsage, args[0])
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "sandtable: %v\n\n%s", err, usage)
		return 2
	case errors.Is(err, errReported):
		return 1
	default:
		fmt.Fprintf(stderr, "sandtable: %v\n", err)
		return 1
	}
}

// isGameRef reports whether arg, a lone argument, names a game for the
// window to open rather than a command: a bundled one (builtin:NAME) or a
// .toml file, whatever the case of its extension. Windows passes the
// file's own name when one is double-clicked or dropped on Sandtable.exe,
// and names there are often in capitals (GAME.TOML); "game.toml" and
// "GAME.TOML" are the same file to it.
func isGameRef(arg string) bool {
	return strings.HasPrefix(arg, scenarios.BuiltinPrefix) || tomlfile.IsTOMLName(arg)
}

// errReported means the details were already printed; only the exit status
// is left to set.
var errReported = errors.New("reported")

// openGUI opens the desktop client on a scenario or saved game, after
// checking there is a display to open it on.
func openGUI(ref string, stderr io.Writer) int {
	return openWindow(stderr, func() error { return app.Run(ref, compositor()) })
}

// openWindow runs the desktop client (runWindow), after checking there
// is a display to open it on. When the window cannot open, or its run
// panics, the error (and the panic's stack) goes to stderr and, on
// Windows, in a message box for a player who has no console
// (windowfail.go); the status is 1.
func openWindow(stderr io.Writer, runWindow func() error) int {
	if display.Missing(runtime.GOOS, os.Getenv) {
		fmt.Fprint(stderr, `sandtable: no display: neither DISPLAY nor WAYLAND_DISPLAY is set.
Run it from a desktop session, or on a headless machine under a virtual X server:
    xvfb-run -a make run
Without a display these still work: sandtable list | check | render | sheet | import | play | replay | state
(see: sandtable help)
`)
		return 1
	}
	heapProfileOnSignal()
	boundGoMemory()
	if err := runRecovered(runWindow); err != nil {
		fmt.Fprintf(stderr, "sandtable: %v\n", err)
		if p := (*windowPanic)(nil); errors.As(err, &p) {
			fmt.Fprintf(stderr, "\n%s", p.stack)
		}
		alert(windowFailure(err))
		return 1
	}
	return 0
}
