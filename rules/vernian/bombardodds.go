package vernian

import (
	"fmt"
	"math/big"
	"sandtable/internal/plural"
	"slices"
	"strings"

	"sandtable/rules"
)

// bombardForecast is the combat dialog's content for "fire": for every
// designated bombard its dice, kill number and DRMs and the exact chance
// of each number of hits (000 Monstrous Artilleries a, e: a die kills a
// step on the kill number or less after the modifiers), then for every
// target hex the steps it loses, the tank ignoring the first hit (000 Part
// II Tanks) and hits beyond the stack's steps wasted (c). Only what the
// firing side sees goes in: dice, modifiers (terrain and its own
// spotters) and tanks (always face up) are public, but a face-down unit's
// steps are not, so a stack holding one is forecast in hits, and the
// forecast says so (RULINGS.md, "Bombard odds").
func (st *State) bombardForecast(a rules.Action) (rules.Forecast, bool) {
	if st.Check(a) != nil || len(st.Bombards) == 0 {
		return rules.Forecast{}, false
	}
	foe := enemy(a.Side)
	f := rules.Forecast{Title: "Bombards from Monstrous Artilleries", Confirm: "Fire",
		Table: "Monstrous Artillery: each die kills an enemy step on the gun's kill number or less, after the modifiers; excess hits are wasted (" + RuleBombard + ")."}
	hexHits := map[string][]*big.Rat{}
	var order []string
	targets := map[string]rules.Location{}
	for _, b := range st.Bombards {
		i := st.Units.Index(b.HQ)
		target, err := rules.ParseLocation(st.fixed.s, b.Target)
		if i < 0 || err != nil {
			return rules.Forecast{}, false
		}
		dice, kill := st.gun(i)
		drms := st.BombardDRMs(a.Side, target)
		need := kill - rules.Sum(drms) // the highest die that hits
		d := binomial(dice, min(max(need, 0), 6))
		f.Attackers = append(f.Attackers, fmt.Sprintf("%s at %s: %s on %s, a hit on a die of %s", st.name(i), st.place(st.Units[i].Loc),
			diceWord(dice), st.place(target), dieRange(need)))
		for _, m := range drms {
			m.Reason = fmt.Sprintf("%s (bombard by %s)", m.Reason, st.name(i))
			f.Modifiers = append(f.Modifiers, m)
		}
		f.Parts = append(f.Parts, rules.ForecastPart{Title: fmt.Sprintf("Hits of %s on %s", st.name(i), st.place(target)),
			Outcomes: countOutcomes(d, "hit")})
		key := st.key(target)
		if _, ok := hexHits[key]; !ok {
			order = append(order, key)
			targets[key] = target
			hexHits[key] = []*big.Rat{big.NewRat(1, 1)}
		}
		hexHits[key] = convolve(hexHits[key], d)
	}
	total := []*big.Rat{big.NewRat(1, 1)}
	unit := "step"
	for _, key := range order {
		target := targets[key]
		units := st.groundAt(target, foe)
		var names []string
		hidden := false
		for _, j := range units {
			names = append(names, st.name(j))
			hidden = hidden || !st.sees(a.Side, j)
		}
		f.Defenders = append(f.Defenders, fmt.Sprintf("%s: %s", st.place(target), strings.Join(names, ", ")))
		d := hexHits[key]
		var notes []string
		if st.tankAt(target, foe) >= 0 && !slices.Contains(st.TankShield, key) {
			d = shiftDown(d)
			notes = append(notes, "the tank ignores the first hit ("+RuleTanks+")")
		}
		part := rules.ForecastPart{Title: "Steps lost at " + st.place(target)}
		if hidden {
			unit = "hit"
			part.Title = "Hits that count at " + st.place(target)
			notes = append(notes, "based on what you see: the stack holds face-down units whose steps are not known to you; hits beyond its steps are wasted")
		} else {
			l := &Loss{Side: foe, Units: ids(st, units)}
			d = capAt(d, st.stepsLeft(l))
			notes = append(notes, fmt.Sprintf("the stack has %s; hits beyond them are wasted", plural.Noun(st.stepsLeft(l), fmt.Sprintf("%d step", st.stepsLeft(l)))))
		}
		part.Note = strings.Join(notes, "; ")
		part.Outcomes = countOutcomes(d, unit)
		f.Parts = append(f.Parts, part)
		total = convolve(total, d)
	}
	if len(order) > 1 {
		f.Outcomes = countOutcomes(total, unit)
		if unit == "hit" {
			f.Table += " A target holds face-down units: the results in all are hits that count, some of which may be wasted."
		}
	} else {
		// One target: its part is the result.
		last := f.Parts[len(f.Parts)-1]
		f.Outcomes = last.Outcomes
		f.Parts = f.Parts[:len(f.Parts)-1]
		f.Table += " " + capitalFirst(last.Note) + "."
	}
	f.Strength = fmt.Sprintf("%s on %s", plural.Noun(len(st.Bombards), fmt.Sprintf("%d bombard", len(st.Bombards))), plural.Noun(len(order), fmt.Sprintf("%d hex", len(order))))
	if len(order) > 1 {
		f.Strength += "es"
	}
	return f, true
}

// diceWord is "1 die", "2 dice".
func diceWord(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// dieRange words the faces that hit when a die hits on need or less.
func dieRange(need int) string {
	switch {
	case need <= 0:
		return "nothing (no die can hit)"
	case need == 1:
		return "1"
	case need >= 6:
		return "any roll"
	}
	return fmt.Sprintf("1-%d", need)
}

// capitalFirst upper-cases an ASCII first letter.
func capitalFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// binomial is the exact chance of each number of hits (index) when n dice
// each hit on `faces` of six faces.
func binomial(n, faces int) []*big.Rat {
	d := []*big.Rat{big.NewRat(1, 1)}
	die := []*big.Rat{big.NewRat(int64(6-faces), 6), big.NewRat(int64(faces), 6)}
	for range n {
		d = convolve(d, die)
	}
	return d
}

// convolve is the distribution of the sum of two independent counts.
func convolve(a, b []*big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(a)+len(b)-1)
	for k := range out {
		out[k] = new(big.Rat)
	}
	for i, p := range a {
		for j, q := range b {
			out[i+j].Add(out[i+j], new(big.Rat).Mul(p, q))
		}
	}
	return out
}

// shiftDown is d less one (never below 0): the first hit ignored.
func shiftDown(d []*big.Rat) []*big.Rat {
	if len(d) < 2 {
		return d
	}
	out := append([]*big.Rat{new(big.Rat).Add(d[0], d[1])}, d[2:]...)
	return out
}

// capAt is d with every count above n counted as n: excess hits wasted.
func capAt(d []*big.Rat, n int) []*big.Rat {
	if len(d) <= n+1 {
		return d
	}
	out := slices.Clone(d[:n+1])
	out[n] = new(big.Rat).Set(out[n])
	for _, p := range d[n+1:] {
		out[n].Add(out[n], p)
	}
	return out
}

// countOutcomes words d ("no step lost", "1 step lost", "2 hits"),
// leaving out counts that cannot happen.
func countOutcomes(d []*big.Rat, unit string) rules.Distribution {
	var out rules.Distribution
	for k, p := range d {
		if p.Sign() == 0 {
			continue
		}
		var w string
		switch {
		case k == 0 && unit == "step":
			w = "no step lost"
		case k == 0:
			w = "no hit"
		case unit == "step":
			w = plural.Noun(k, fmt.Sprintf("%d step", k)) + " lost"
		default:
			w = plural.Noun(k, fmt.Sprintf("%d hit", k))
		}
		out = append(out, rules.Outcome{Result: w, P: rules.FracProb(p.Num(), p.Denom())})
	}
	return out
}
