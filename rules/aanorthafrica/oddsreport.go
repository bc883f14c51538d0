package aanorthafrica

// "Show before a battle: win / lose / draw chances, the distribution of
// each side's surviving units, expected IPC lost, and the round after
// which retreating is best." (issue 28). This file gathers a forecast
// into the report `sandtable odds` prints (as text or JSON).

import (
	"cmp"
	"fmt"
	"io"
	"sandtable/internal/plural"
	"slices"
	"strings"
	"time"
)

// OddsReport is a forecast as the command prints it, and as its JSON.
type OddsReport struct {
	AttackerWins  float64 `json:"attacker_wins"`
	DefenderHolds float64 `json:"defender_holds"`
	BothDestroyed float64 `json:"both_destroyed"`
	Undecided     float64 `json:"undecided,omitempty"`
	// Takes and MustRetreat split AttackerWins in a mined space by the
	// sweep.
	Takes       *float64 `json:"attacker_takes,omitempty"`
	MustRetreat *float64 `json:"must_retreat,omitempty"`
	// Exact holds the three chances as fractions when computed exactly.
	Exact     map[string]string       `json:"exact,omitempty"`
	Left      map[string][]float64    `json:"left"`      // side -> chance of n units left, n = 0, 1, ...
	Survivors map[string][]OddsLineup `json:"survivors"` // side -> line-ups left, likeliest first
	IPCLost   map[string]float64      `json:"ipc_lost"`
	Retreat   OddsRetreatAdvice       `json:"retreat"`
	States    int                     `json:"states"`
	Lineups   int                     `json:"lineups"`
	Approx    bool                    `json:"approximate"`
	// Dropped is, when Approx, the chance the floating-point path left
	// out (below rules.MaxDropped): no chance above is off by more.
	Dropped float64 `json:"dropped,omitempty"`
	Millis  float64 `json:"ms"`
}

// OddsLineup is one way a side can end: units left, in words, and the chance.
type OddsLineup struct {
	Left  int     `json:"left"`
	Units string  `json:"units"`
	P     float64 `json:"p"`
}

// OddsRetreatAdvice is the best round to retreat after: 0 is not attacking,
// Never is fighting to the end; Value is the expected IPC swing of the
// advice and Values that of each round.
type OddsRetreatAdvice struct {
	BestRound int       `json:"best_round"`
	Never     bool      `json:"never"`
	Value     float64   `json:"value"`
	Values    []float64 `json:"values"`
}

// NewOddsReport gathers a forecast computed in elapsed time (negative:
// untimed, and the text leaves the time out).
func NewOddsReport(res OddsResult, elapsed time.Duration) OddsReport {
	ms := float64(elapsed.Microseconds()) / 1000
	if elapsed < 0 {
		ms = -1 // untimed: the text leaves the time out
	}
	o := res.Odds
	r := OddsReport{
		AttackerWins: o.Win(0).Float64(), DefenderHolds: o.Win(1).Float64(), BothDestroyed: o.BothDestroyed().Float64(),
		Left: map[string][]float64{}, Survivors: map[string][]OddsLineup{}, IPCLost: map[string]float64{},
		States: o.States, Lineups: o.Lineups, Approx: o.Approximate, Dropped: o.Dropped, Millis: ms,
	}
	r.Undecided = 1 - r.AttackerWins - r.DefenderHolds - r.BothDestroyed
	if r.Undecided < 1e-12 {
		r.Undecided = 0
	}
	if o.Battle.Sweep != nil {
		t := o.Taken().Float64()
		m := r.AttackerWins - t
		r.Takes, r.MustRetreat = &t, &m
	}
	if !o.Approximate {
		r.Exact = map[string]string{"attacker_wins": o.Win(0).Fraction(), "defender_holds": o.Win(1).Fraction(), "both_destroyed": o.BothDestroyed().Fraction()}
	}
	for s, name := range []string{"attacker", "defender"} {
		for _, p := range o.LeftCounts(s) {
			r.Left[name] = append(r.Left[name], p.Float64())
		}
		for _, sv := range o.Survivors(s) {
			r.Survivors[name] = append(r.Survivors[name], OddsLineup{Left: sv.Left, Units: sv.Lineup, P: sv.P.Float64()})
		}
		slices.SortStableFunc(r.Survivors[name], func(a, b OddsLineup) int { return cmp.Compare(b.P, a.P) })
		r.IPCLost[name], _ = o.ExpectedLoss(s).Float64()
	}
	plan := res.Retreat
	r.Retreat = OddsRetreatAdvice{BestRound: plan.Best, Never: plan.Never, Values: plan.Values}
	if len(plan.Values) > 0 {
		r.Retreat.Value = plan.Values[plan.Best]
	}
	return r
}

func oddsPct(p float64) string {
	switch {
	case p <= 0:
		return "0%"
	case p < 0.0005:
		return "<0.1%"
	case p > 0.9995 && p < 1:
		return ">99.9%"
	}
	return fmt.Sprintf("%.1f%%", 100*p)
}

// WriteText prints the report as people read it.
func (r OddsReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "Attacker wins %s · Defender holds %s · Both destroyed %s\n", oddsPct(r.AttackerWins), oddsPct(r.DefenderHolds), oddsPct(r.BothDestroyed))
	if r.Undecided > 0 {
		fmt.Fprintf(w, "Undecided (no hits possible) %s\n", oddsPct(r.Undecided))
	}
	if r.Takes != nil {
		fmt.Fprintf(w, "Attacker takes the space %s · wins but must retreat (sweep failed) %s\n", oddsPct(*r.Takes), oddsPct(*r.MustRetreat))
	}
	for _, side := range []string{"attacker", "defender"} {
		var parts []string
		other := 0.0
		for n, p := range r.Left[side] {
			if p >= 0.0005 {
				parts = append(parts, fmt.Sprintf("%d %s", n, oddsPct(p)))
			} else {
				other += p
			}
		}
		if other > 0 {
			parts = append(parts, "others "+oddsPct(other))
		}
		fmt.Fprintf(w, "%s left: %s\n", strings.ToUpper(side[:1])+side[1:], strings.Join(parts, " | "))
		for i, l := range r.Survivors[side] {
			if i == 5 || l.P < 0.0005 {
				break
			}
			fmt.Fprintf(w, "  %s: %s\n", l.Units, oddsPct(l.P))
		}
	}
	fmt.Fprintf(w, "Expected IPC lost: attacker %.1f, defender %.1f\n", r.IPCLost["attacker"], r.IPCLost["defender"])
	switch {
	case r.Retreat.BestRound == 0:
		end := 0.0
		if n := len(r.Retreat.Values); n > 0 {
			end = r.Retreat.Values[n-1]
		}
		fmt.Fprintf(w, "Best retreat: do not attack (fought to the end: %+.1f IPC)\n", end)
	case r.Retreat.Never:
		fmt.Fprintf(w, "Best retreat: never retreat (%+.1f IPC)\n", r.Retreat.Value)
	default:
		fmt.Fprintf(w, "Best retreat: after round %d (%+.1f IPC)\n", r.Retreat.BestRound, r.Retreat.Value)
	}
	how := "exactly"
	if r.Approx {
		how = fmt.Sprintf("in floating point (%.0e of chance left out)", r.Dropped)
	}
	fmt.Fprintf(w, "Computed %s: %s, %s", how, plural.Count(r.States, "state"), plural.Count(r.Lineups, "line-up"))
	if r.Millis >= 0 {
		fmt.Fprintf(w, ", %.1f ms", r.Millis)
	}
	fmt.Fprintln(w)
}
