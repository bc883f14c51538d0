package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"sandtable/internal/plural"
	"sandtable/internal/tomlfile"
	"sandtable/rules"
	"sandtable/scenarios"
)

// cmdPlay applies a script of actions to a new game of a scenario, printing
// each action's events and rolls; it stops with exit 1 at the first refused
// action. It rolls like the window: dice nobody can foresee and a fresh
// set-up seed, so its save foretells nothing (rules.StartNewGame); --seed N
// rolls seeded dice instead, so a run can be repeated. --dice switches to
// manual dice fed from the list; --draws, or a script line "drew card 37",
// to manual dice with the cards and chits the players drew (each line
// queues one draw for the next action that draws).
func cmdPlay(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	script := fs.String("script", "", "file of actions, one per line (- for standard input)")
	seed := fs.Uint64("seed", 0, "roll seeded dice from this seed (and set up from it), so a script replays alike; without it play rolls like the window, random dice nobody can foresee")
	dice := fs.String("dice", "", "manual dice: the faces to use, in order (e.g. 3,6,1)")
	draws := fs.String("draws", "", "manual dice: the ids of the cards or chits drawn, in order (e.g. 37,2); a script line \"drew card 37\" does the same")
	save := fs.String("save", "", "save the game to this file afterwards")
	sealSave := fs.Bool("seal", false, "with --save: seal each side's secrets under its passphrase (from "+passphraseEnv("SIDE")+" or a prompt)")
	defaults := fs.Bool("defaults", false, "take the suggested choice of every decision the script does not make (which unit takes a loss...)")
	var options []string
	fs.Func("option", "a scenario option, ID=VALUE (repeat for several), e.g. secret_setup=true", func(v string) error {
		options = append(options, v)
		return nil
	})
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || *script == "" {
		return fmt.Errorf("%w: play needs SCENARIO and --script FILE", errUsage)
	}
	var faces []int
	if *dice != "" {
		if faces, err = rules.ParseFaces(*dice); err != nil {
			return fmt.Errorf("%w: --dice: %v", errUsage, err)
		}
	}
	drawn, err := parseDraws(*draws)
	if err != nil {
		return err
	}
	name, lines, err := readScript(*script)
	if err != nil {
		return err
	}
	manual := *dice != "" || *draws != "" || slices.ContainsFunc(lines, isDrawLine)
	seeded := flagGiven(fs, "seed")
	g, err := startPlay(pos[0], nil, *seed, seeded, manual)
	if err != nil {
		return err
	}
	if len(options) > 0 {
		opts, err := parseOptions(g.Scenario, options)
		if err != nil {
			return err
		}
		if g, err = startPlay(pos[0], opts, *seed, seeded, manual); err != nil {
			return err
		}
	}
	g.EnterDice(faces...)
	g.EnterDraw(drawn...)
	if seeded {
		fmt.Fprintf(stdout, "%s: %s, seed %d, %s dice\n", g.Scenario.Name, g.Module.Name(), g.Seed, diceMode(g))
	} else {
		// The fresh set-up seed is not printed: it derives the aliases of
		// face-down units.
		fmt.Fprintf(stdout, "%s: %s, %s dice\n", g.Scenario.Name, g.Module.Name(), diceMode(g))
	}
	var failed error
	for i, line := range lines {
		text := strings.TrimSpace(line)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if isDrawLine(text) {
			var item string
			if _, item, err = rules.ParseDraw(text); err == nil {
				g.EnterDraw(item) // for the next action that draws
				continue
			}
			failed = fmt.Errorf("%s:%d: %v", name, i+1, err)
			break
		}
		a, err := rules.ParseAction(text)
		if err == nil {
			// A side may name its own units by id where the rules name
			// them by alias (rules.Canonicalizer).
			a = rules.Canonical(g.State(), a)
			if *defaults {
				err = takeDefaults(stdout, g, a)
			}
			if err == nil {
				var e *rules.Entry
				if e, err = g.Apply(a); err == nil {
					fmt.Fprintf(stdout, "%d. %s\n", len(g.Log()), a)
					printEvents(stdout, e.Events)
					printDecision(stdout, g)
					continue
				}
			}
		}
		failed = fmt.Errorf("%s:%d: %s: %v", name, i+1, text, err)
		if errors.Is(err, rules.ErrNeedDice) {
			failed = fmt.Errorf("%s:%d: %s: %v (add them to --dice)", name, i+1, text, err)
		}
		if errors.Is(err, rules.ErrNeedDraw) {
			failed = fmt.Errorf("%s:%d: %s: %v (a line \"drew KIND ID\" before it, or --draws)", name, i+1, text, err)
		}
		break
	}
	if *defaults && failed == nil {
		failed = takeDefaults(stdout, g, rules.Action{})
	}
	printStatus(stdout, g, "")
	if *save != "" {
		var locks *rules.Locks // nil: a plain save
		if *sealSave {
			if locks, err = sealLocks(g); err != nil {
				return err
			}
		}
		if err := g.SaveSealedFile(*save, locks); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "saved %s to %s\n", plural.Count(len(g.Log()), "action"), *save)
	}
	return failed
}

// isDrawLine reports whether a script line enters a physical draw ("drew
// card 37") rather than an action.
func isDrawLine(line string) bool {
	f := strings.Fields(line)
	return len(f) > 0 && f[0] == "drew"
}

// parseDraws reads --draws: item ids separated by commas or spaces.
func parseDraws(s string) ([]string, error) {
	items := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
	if strings.TrimSpace(s) != "" && len(items) == 0 {
		return nil, fmt.Errorf("%w: --draws %q: write the ids drawn, e.g. 37,2", errUsage, s)
	}
	return items, nil
}

// flagGiven reports whether the flag name was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// startPlay starts play's game of the scenario ref with opts: seeded by
// seed when seeded (--seed N: dice anyone who knows N can foresee), else as
// the window does, from a fresh set-up seed with random dice; manual dice
// either way when manual.
func startPlay(ref string, opts rules.Options, seed uint64, seeded, manual bool) (*rules.Game, error) {
	if seeded {
		return newGame(ref, opts, seed, manual)
	}
	return rules.StartNewGame(ref, opts, manual)
}

// newGame starts a game of the scenario named by ref with opts (nil: the
// defaults) and seeded (or manual) dice.
func newGame(ref string, opts rules.Options, seed uint64, manual bool) (*rules.Game, error) {
	if seed > rules.MaxSeed {
		return nil, fmt.Errorf("%w: --seed: at most %d", errUsage, uint64(rules.MaxSeed))
	}
	return rules.StartGame(ref, opts, seed, manual)
}

// parseOptions reads --option ID=VALUE flags as the scenario's options,
// each VALUE of its option's kind (true/false, a whole number or text).
func parseOptions(s *scenarios.Scenario, flags []string) (rules.Options, error) {
	opts := rules.Options{}
	for _, f := range flags {
		id, val, ok := strings.Cut(f, "=")
		opt := s.Option(id)
		switch {
		case !ok:
			return nil, fmt.Errorf("%w: --option %q: write ID=VALUE", errUsage, f)
		case opt == nil:
			var ids []string
			for _, o := range s.Options {
				ids = append(ids, o.ID)
			}
			return nil, fmt.Errorf("%w: --option %q: the scenario's options are %s", errUsage, id, strings.Join(ids, ", "))
		}
		switch opt.Default.(type) {
		case bool:
			b, err := strconv.ParseBool(val)
			if err != nil {
				return nil, fmt.Errorf("%w: --option %s: %q is not true or false", errUsage, id, val)
			}
			opts[id] = b
		case int:
			n, err := strconv.Atoi(val)
			if err != nil {
				return nil, fmt.Errorf("%w: --option %s: %q is not a whole number", errUsage, id, val)
			}
			opts[id] = n
		default:
			opts[id] = val
		}
	}
	return opts, nil
}

// maxScript is the most a script may hold, in bytes: 40,000 actions or
// so. A script may come from a pipe ("-", "<(...)"), so it is not required
// to be a regular file, only bounded.
const maxScript = 2 << 20

// readScript reads a script file (or standard input for "-").
func readScript(path string) (string, []string, error) {
	var r io.Reader = os.Stdin
	name := "stdin"
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return "", nil, err
		}
		defer f.Close()
		r, name = f, path
	}
	var lines []string
	lr := &io.LimitedReader{R: r, N: maxScript + 1}
	sc := bufio.NewScanner(lr)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("%s:%d: %v", name, len(lines)+1, err)
	}
	if lr.N <= 0 {
		return "", nil, fmt.Errorf("%s: more than the %s a script may have", name, tomlfile.Size(maxScript))
	}
	return name, lines, nil
}

// takeDefaults makes the suggested choice of each pending decision that
// next (the script's next action; zero at the end) does not answer: a
// decision is answered when next is one of its choices.
func takeDefaults(w io.Writer, g *rules.Game, next rules.Action) error {
	for range 10000 { // a module asking for ever is a bug, not a script's fault
		d := g.Status().Decision
		if d == nil || g.Status().Over {
			return nil
		}
		if next.Verb != "" && slices.ContainsFunc(g.Legal(d.Side), next.Equal) {
			return nil
		}
		e, err := g.Apply(d.Default)
		if err != nil {
			return fmt.Errorf("the suggested choice %q: %w", d.Default, err)
		}
		fmt.Fprintf(w, "%d. %s   # suggested choice (--defaults)\n", len(g.Log()), d.Default)
		printEvents(w, e.Events)
	}
	return fmt.Errorf("the rules kept asking for decisions")
}

// printDecision says what decision the game waits for, if any: the side,
// the question, the rule, and the suggested choice.
func printDecision(w io.Writer, g *rules.Game) {
	if d := g.Status().Decision; d != nil {
		fmt.Fprintf(w, "   waiting for %s: %s (%s); suggested: %s\n", d.Side, d.Prompt, d.Rule, d.Default)
	}
}

func diceMode(g *rules.Game) string { return string(g.Mode) }

func printEvents(w io.Writer, events []rules.Event) {
	for _, ev := range events {
		fmt.Fprintf(w, "   %s\n", ev)
	}
}

// printStatus is a short summary of where the game stands, as side sees
// it ("" the referee): Game.StatusLines.
func printStatus(w io.Writer, g *rules.Game, side string) {
	for _, l := range g.StatusLines(side) {
		fmt.Fprintln(w, l)
	}
}

// cmdReplay replays a saved game and prints its log and where it stands
// (after all actions, or after the first N with --to).
func cmdReplay(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	to := fs.Int("to", -1, "stop after this many actions (default: all)")
	side := fs.String("side", "", "print the log as this side sees it (default: the referee's, all of it)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: replay needs exactly one SAVE file", errUsage)
	}
	if *to < -1 {
		return fmt.Errorf("%w: --to %d: want a number of actions from 0", errUsage, *to)
	}
	if *side != "" {
		// A sealed save keeps each side's log under that side's
		// passphrase: one side's log needs only its own.
		s, err := readSealedSave(pos[0])
		if err != nil {
			return err
		}
		if s != nil {
			if *to >= 0 {
				return fmt.Errorf("%w: --to with --side on a sealed save: the save keeps each side's log as it was when saved; replaying to an earlier point needs every side's passphrase (leave out --side)", errUsage)
			}
			return replayOfSealed(pos[0], s, *side, stdout)
		}
	}
	g, err := loadAnySave(pos[0])
	if err != nil {
		return err
	}
	if *to >= 0 {
		if g, err = g.ReplayTo(*to); err != nil {
			return err
		}
	}
	if err := checkViewer(g, *side); err != nil {
		return err
	}
	if *side != "" {
		// No seed: it derives the aliases of face-down units.
		fmt.Fprintf(stdout, "%s: %s, %s dice, as the %s see it\n", g.Scenario.Name, g.Module.Name(), diceMode(g), g.Scenario.Counters.Side(*side).Name)
	} else {
		fmt.Fprintf(stdout, "%s: %s, seed %d, %s dice\n", g.Scenario.Name, g.Module.Name(), g.Seed, diceMode(g))
	}
	for i, e := range g.LogFor(*side) {
		if e.Action.Verb == rules.SecretVerb {
			fmt.Fprintf(stdout, "%d. %s: %s\n", i+1, e.Action, e.Cover)
		} else {
			fmt.Fprintf(stdout, "%d. %s\n", i+1, e.Action)
		}
		printEvents(stdout, e.Events)
	}
	printStatus(stdout, g, *side)
	return nil
}

// checkViewer refuses a side the scenario does not have, and the
// referee's view ("") when it may not be shown (see refereeViewAllowed).
func checkViewer(g *rules.Game, side string) error {
	if side == "" {
		return refereeViewAllowed(g)
	}
	if g.Scenario.Counters.Side(side) == nil {
		var ids []string
		for _, sd := range g.Scenario.Sides {
			ids = append(ids, sd.ID)
		}
		return fmt.Errorf("%w: --side %q: the scenario's sides are %s", errUsage, side, strings.Join(ids, ", "))
	}
	return nil
}

// refereeViewAllowed decides whether state and replay may show g as the
// referee sees it, every secret included (no --side). A plain save keeps
// no secret from whoever holds it, so it always may; a sealed save (one
// whose players set passphrases) never gets here: stateOfSealed refuses
// its referee view until the game is over, and replay opens it only with
// every side's passphrase.
func refereeViewAllowed(g *rules.Game) error { return nil }

// cmdState prints a scenario's starting state, or a save's current state,
// as JSON (the referee's view, or one side's with --side).
func cmdState(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("state", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON (the only format so far)")
	side := fs.String("side", "", "show only what this side may see")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: state needs exactly one SCENARIO or SAVE", errUsage)
	}
	if !*asJSON {
		return fmt.Errorf("%w: state prints JSON only: add --json", errUsage)
	}
	if s, err := readSealedSave(pos[0]); err != nil {
		return err
	} else if s != nil {
		return stateOfSealed(pos[0], s, *side, stdout)
	}
	g, err := openGameOrScenario(pos[0])
	if err != nil {
		return err
	}
	if err := checkViewer(g, *side); err != nil {
		return err
	}
	out := struct {
		Scenario string     `json:"scenario"`
		Module   string     `json:"module"`
		Actions  int        `json:"actions"`
		Checksum string     `json:"checksum,omitempty"`
		View     rules.View `json:"state"`
	}{Scenario: g.Ref, Module: g.Module.ID(), Actions: len(g.Log()), View: g.State().View(*side)}
	if *side == "" {
		// Only the referee's view carries the checksum: it hashes the
		// whole state, so a side could test guesses about hidden units
		// against it.
		if out.Checksum, err = g.Checksum(); err != nil {
			return err
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// openGameOrScenario loads a save, or starts a scenario (file or builtin).
func openGameOrScenario(ref string) (*rules.Game, error) {
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		data, err := tomlfile.ReadFile(ref, "Sandtable data", tomlfile.MaxSize)
		if err != nil {
			return nil, err
		}
		if format, _, _ := tomlfile.Sniff(ref, data); format == rules.SaveFormat {
			return rules.LoadSaveFile(ref)
		}
	}
	return newGame(ref, nil, 1, false)
}
