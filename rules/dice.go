package rules

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Modifier is one die-roll modifier or column shift with the reason for it,
// e.g. {+1, "target hex not Clear (000 Monstrous Artilleries)"}.
type Modifier struct {
	Value  int
	Reason string
}

// String is "+1 target hex not Clear".
func (m Modifier) String() string { return fmt.Sprintf("%+d %s", m.Value, m.Reason) }

// Sum adds up modifiers.
func Sum(ms []Modifier) int {
	t := 0
	for _, m := range ms {
		t += m.Value
	}
	return t
}

// Roll is one logged roll: what it was for, the table consulted, the dice,
// every modifier with its reason, and the outcome.
type Roll struct {
	For       string     // "attrition, stack at W0304"
	Table     string     // "Attrition (000 Supply 3)", "CRT 3:1"
	Dice      []int      // the faces rolled, in order
	Sides     int        // faces per die (6 for d6)
	Modifiers []Modifier // applied to the total (or columns shifted)
	Total     int        // sum of dice plus modifiers (for tables read by total)
	Result    string     // the outcome as players read it: "D1", "2 hits", "no effect"
}

// String is the roll as one log line: "attrition, stack at W0304: d6 [3] +1 river = 4 on Attrition: step lost".
func (r Roll) String() string {
	var b strings.Builder
	b.WriteString(r.For)
	b.WriteString(": ")
	fmt.Fprintf(&b, "%dd%d %v", len(r.Dice), r.Sides, r.Dice)
	for _, m := range r.Modifiers {
		b.WriteString(" ")
		b.WriteString(m.String())
	}
	if len(r.Modifiers) > 0 {
		fmt.Fprintf(&b, " = %d", r.Total)
	}
	if r.Table != "" {
		b.WriteString(" on ")
		b.WriteString(r.Table)
	}
	if r.Result != "" {
		b.WriteString(": ")
		b.WriteString(r.Result)
	}
	return b.String()
}

// Dice is where rolls come from: a seeded generator stored in the game (so
// a game replays exactly) or the faces players rolled on real dice.
type Dice interface {
	// Roll returns n faces of sides-sided dice, or ErrNeedDice when manual
	// dice have not been entered yet.
	Roll(n, sides int) ([]int, error)
}

// NeedDice is the error of manual dice that have run out: the engine
// leaves the state untouched and the caller asks players for N dice of
// Sides faces, feeds them with (*ManualDice).Enter and tries again.
type NeedDice struct {
	N, Sides int
}

func (e *NeedDice) Error() string {
	return fmt.Sprintf("rules: roll %d d%d and enter the results", e.N, e.Sides)
}

// ErrNeedDice matches any *NeedDice with errors.Is.
var ErrNeedDice = errors.New("rules: dice needed")

// Is makes errors.Is(err, ErrNeedDice) true for a *NeedDice.
func (e *NeedDice) Is(target error) bool { return target == ErrNeedDice }

// SeededDice is a deterministic generator: the same seed gives the same
// faces on every machine and Go version (PCG from math/rand/v2, whose
// algorithm is fixed, and our own unbiased reduction to a face).
type SeededDice struct {
	pcg *rand.PCG
}

// NewSeededDice starts a generator from seed.
func NewSeededDice(seed uint64) *SeededDice {
	return &SeededDice{pcg: rand.NewPCG(seed, 0x5a4d7461626c65)} // "ZMtable": a fixed stream
}

// Roll returns n faces from 1 to sides.
func (d *SeededDice) Roll(n, sides int) ([]int, error) { return roll(d.pcg, n, sides) }

// roll draws n faces from 1 to sides from src.
func roll(src rand.Source, n, sides int) ([]int, error) {
	if n < 0 || sides < 1 {
		return nil, fmt.Errorf("rules: cannot roll %d d%d", n, sides)
	}
	out := make([]int, n)
	for i := range out {
		out[i] = face(src, uint64(sides))
	}
	return out, nil
}

// face is a uniform value in 1..s by rejection sampling (no modulo bias).
func face(src rand.Source, s uint64) int {
	limit := ^uint64(0) - (^uint64(0)%s+1)%s
	for {
		v := src.Uint64()
		if v <= limit {
			return int(v%s) + 1
		}
	}
}

// DiceMode is where a game's new rolls come from, as its save says.
type DiceMode string

// The dice modes.
const (
	// DiceRandom: fresh entropy nobody can foresee (normal play). The
	// generator is seeded from crypto/rand for each game, and again for
	// each loaded save, and never saved: the save holds the faces rolled,
	// not the means to predict the next.
	DiceRandom DiceMode = "random"
	// DiceSeeded: a deterministic generator from the game's seed (tests,
	// reproducible runs: play --seed). Whoever knows the seed can foresee
	// every roll.
	DiceSeeded DiceMode = "seeded"
	// DiceManual: players roll real dice and enter the faces.
	DiceManual DiceMode = "manual"
)

// RandomDice rolls from a ChaCha8 generator seeded from the operating
// system's entropy (crypto/rand): no seed, save or program lets anyone
// predict its next face.
type RandomDice struct {
	src *rand.ChaCha8
}

// NewRandomDice is a generator seeded from crypto/rand.
func NewRandomDice() *RandomDice {
	var seed [32]byte
	if _, err := crand.Read(seed[:]); err != nil {
		panic("rules: no entropy for the dice: " + err.Error()) // crypto/rand does not fail on supported systems
	}
	return &RandomDice{src: rand.NewChaCha8(seed)}
}

// Roll returns n faces from 1 to sides.
func (d *RandomDice) Roll(n, sides int) ([]int, error) { return roll(d.src, n, sides) }

// NewSetupSeed is a fresh seed, from crypto/rand, for the set-up of a game
// in normal play (the aliases of its hidden units, see Module.New): it is
// written in the save, which must rebuild the game, and nowhere a player
// sees it otherwise. It is at most MaxSeed, so a save can hold it.
func NewSetupSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		panic("rules: no entropy for the set-up: " + err.Error())
	}
	return binary.LittleEndian.Uint64(b[:]) & MaxSeed
}

// State returns the generator's state, to copy a game exactly.
func (d *SeededDice) State() ([]byte, error) { return d.pcg.MarshalBinary() }

// Clone is an independent generator in the same state.
func (d *SeededDice) Clone() *SeededDice {
	b, _ := d.pcg.MarshalBinary()
	p := &rand.PCG{}
	_ = p.UnmarshalBinary(b)
	return &SeededDice{pcg: p}
}

// ManualDice hands out faces players rolled on real dice, in the order they
// were entered.
type ManualDice struct {
	queue  []int
	draws  []string // items players drew and entered (see Context.Draw)
	engine []string // recorded engine draws, on replay (see Draw.Engine)
}

// Enter queues faces players rolled.
func (d *ManualDice) Enter(faces ...int) { d.queue = append(d.queue, faces...) }

// Pending is how many entered faces are not used yet.
func (d *ManualDice) Pending() int { return len(d.queue) }

// Roll takes n faces from the queue, checking each fits the die; with too
// few entered it takes none and returns a *NeedDice.
func (d *ManualDice) Roll(n, sides int) ([]int, error) {
	if len(d.queue) < n {
		return nil, &NeedDice{N: n - len(d.queue), Sides: sides}
	}
	for i, f := range d.queue[:n] {
		if f < 1 || f > sides {
			return nil, &BadDice{Index: i + 1, Face: f, Sides: sides}
		}
	}
	out := append([]int(nil), d.queue[:n]...)
	d.queue = d.queue[n:]
	return out, nil
}

// BadDice is the error of an entered face that does not fit the die
// rolled. The game discards the faces entered for that roll, so players
// enter them again; a mistyped 9 never lingers to be used by a later d10.
type BadDice struct {
	Index, Face, Sides int
}

func (e *BadDice) Error() string {
	return fmt.Sprintf("rules: entered die %d is %d, not a face of a d%d (1-%d); the entered dice were discarded, enter them again", e.Index, e.Face, e.Sides, e.Sides)
}

// Clear discards every entered face not used yet.
func (d *ManualDice) Clear() { d.queue = nil }

// ParseFaces reads "3,6,1" or "3 6 1" as die faces.
func ParseFaces(s string) ([]int, error) {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("rules: %q is not a die face (a whole number from 1)", f)
		}
		out = append(out, v)
	}
	return out, nil
}
