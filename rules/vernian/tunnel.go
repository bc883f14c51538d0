package vernian

import (
	"sandtable/internal/plural"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleTunnel, Title: "The Tunnel", Order: 190,
		Text: `The Kaiser's tunnel runs from Munich to Dover. While it is open, Dover is a German ultimate supply source.

- A German infantry division must stay in Dover: the Germans may not move or advance the last one out. If Dover is ever empty of German infantry divisions (an HQ does not count), the tunnel is sealed for good.
- The German "I", "J" and "O" units travel through it in stacks of five divisions with at most one HQ, one stack per Strategic Turn, arriving in Dover. What does not fit is bumped to the next turn, and as many units from each stack down the line.
- Once sealed, the stacks still in the tunnel turn back: after a delay of two Strategic Turns they re-emerge in Germany, last stack first, one per turn.`,
	})
}

// Tunnel is the Kaiser's tunnel between Dover and Munich (000 England b).
type Tunnel struct {
	// Sealed is set, permanently, once Dover was ever empty of a German
	// infantry division.
	Sealed bool `json:"sealed,omitempty"`
	// SealedTurn is the Strategic Turn (index) it was sealed in.
	SealedTurn int `json:"sealed_turn,omitempty"`
	// Stacks are the stacks on the Turn Record Track, in order.
	Stacks []TunnelStack `json:"stacks,omitempty"`
}

// TunnelStack is one stack of the tunnel schedule: the unit ids, due on
// Strategic Turn Turn (an index).
type TunnelStack struct {
	Turn  int      `json:"turn"`
	Units []string `json:"units"`
}

func (t Tunnel) clone() Tunnel {
	c := t
	c.Stacks = make([]TunnelStack, len(t.Stacks))
	for i, s := range t.Stacks {
		c.Stacks[i] = TunnelStack{Turn: s.Turn, Units: slices.Clone(s.Units)}
	}
	return c
}

// open reports whether the tunnel is still open.
func (t Tunnel) open() bool { return !t.Sealed }

// newTunnel sorts the units waiting in the tunnel box "into stacks of 5
// infantry divisions, with at most one HQ per stack" and places them "on
// the Turn Record Track, one stack per Strategic Turn, starting with A".
func newTunnel(st *State) Tunnel {
	f := st.fixed
	var inf, hqs []string
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == Germans && u.Loc.InBox() && u.Loc.Box == f.t.Tunnel.Box {
			if st.isHQ(u) {
				hqs = append(hqs, u.ID)
			} else {
				inf = append(inf, u.ID)
			}
		}
	}
	var t Tunnel
	size := f.t.Tunnel.StackSize
	for k := 0; k*size < len(inf) || k < len(hqs); k++ {
		s := TunnelStack{Turn: k}
		s.Units = append(s.Units, inf[min(k*size, len(inf)):min((k+1)*size, len(inf))]...)
		if k < len(hqs) {
			s.Units = append(s.Units, hqs[k])
		}
		t.Stacks = append(t.Stacks, s)
	}
	return t
}

// doverHeld reports whether a German infantry division is in Dover.
func (st *State) doverHeld() bool {
	for _, j := range st.groundAt(st.fixed.dover, Germans) {
		if st.isInfantry(&st.Units[j]) {
			return true
		}
	}
	return false
}

// leavesDoverEmpty reports whether moving unit i to l would take the last
// German infantry division out of Dover ("The German player may not
// voluntarily close the tunnel - Kaiser's orders").
func (st *State) leavesDoverEmpty(i int, l rules.Location) bool {
	u := &st.Units[i]
	d := st.fixed.dover
	if !d.OnMap() || st.Tunnel.Sealed || u.Side != Germans || u.Loc != d || l == d || !st.isInfantry(u) {
		return false
	}
	for _, j := range st.groundAt(d, Germans) {
		if j != i && st.isInfantry(&st.Units[j]) {
			return false
		}
	}
	return true
}

// checkTunnel seals the tunnel the moment Dover holds no German infantry
// division: "If for any reason Dover is ever empty of a German infantry
// division the tunnel is permanently sealed closed". The stacks still on
// the Turn Record Track reverse and, after a delay of two Strategic Turns,
// re-emerge in Germany one per turn.
func (st *State) checkTunnel(ctx *rules.Context) {
	if st.Setup || st.Tunnel.Sealed || !st.fixed.dover.OnMap() || st.doverHeld() {
		return
	}
	t := st.Clock.Turn
	st.Tunnel.Sealed, st.Tunnel.SealedTurn = true, t
	ctx.Logf("Dover holds no German infantry division: the tunnel is sealed for good (%s)", RuleTunnel)
	// Stacks not yet through the tunnel: due after this Strategic Turn.
	var waiting []TunnelStack
	for _, s := range st.Tunnel.Stacks {
		if s.Turn > t && len(s.Units) > 0 {
			waiting = append(waiting, s)
		}
	}
	slices.Reverse(waiting)
	// "if the Tunnel is closed by British action between Strategic Turns
	// B and C, starting on Turn E the 'last' stack in line will re-emerge":
	// sealed in B (index 1), first out in E (index 4) = t+3.
	for k := range waiting {
		waiting[k].Turn = t + 3 + k
	}
	st.Tunnel.Stacks = waiting
	for _, s := range waiting {
		ctx.Logf("tunnel stack of %d units turns back: due in Germany on %s", len(s.Units), st.turnName(s.Turn))
	}
}

// turnName is the name of Strategic Turn t ("past the end" beyond H).
func (st *State) turnName(t int) string {
	names := st.fixed.s.Turns.Names
	if t < len(names) {
		return st.fixed.s.Turns.Label + " " + names[t]
	}
	return "a turn after the game ends"
}

// tunnelTurn runs the tunnel at the start of Strategic Turn t. Open: the
// stack due is placed in Dover "If it can't fit, only place what will fit;
// ... excess units are bumped to the next Strategic Turn, and the same
// number of excess units are bumped from each stack down the line."
// Sealed: the stack due re-emerges in Germany (the German Available box).
func (st *State) tunnelTurn(ctx *rules.Context, t int) {
	stacks := st.Tunnel.Stacks
	k := slices.IndexFunc(stacks, func(s TunnelStack) bool { return s.Turn == t })
	if k < 0 {
		return
	}
	due := stacks[k]
	if st.Tunnel.Sealed {
		box := st.availableBox(Germans)
		for _, id := range due.Units {
			if i := st.Units.Index(id); i >= 0 {
				st.Units[i].Loc = box
				ctx.Logf("tunnel: %s re-emerges in Germany (%s)", st.name(i), st.place(box))
			}
		}
		st.Tunnel.Stacks = slices.Delete(stacks, k, k+1)
		return
	}
	dover := st.fixed.dover
	var excess []string
	for _, id := range due.Units {
		i := st.Units.Index(id)
		if i < 0 {
			continue
		}
		u := &st.Units[i]
		if w := st.weight(u); w > 0 && st.overstack(st.stackWeight(dover, Germans), w) > 0 {
			excess = append(excess, id)
			continue
		}
		u.Loc = dover
		ctx.Logf("tunnel: %s arrives in Dover", st.name(i))
	}
	st.Tunnel.Stacks = slices.Delete(slices.Clone(stacks), k, k+1)
	if len(excess) == 0 {
		return
	}
	ctx.Logf("tunnel: Dover is full; %s bumped to %s, and as many from each stack down the line (%s)",
		plural.Count(len(excess), "unit"), st.turnName(t+1), RuleTunnel)
	later := st.Tunnel.Stacks[k:]
	if len(later) == 0 || later[0].Turn != t+1 {
		// No stack due next turn: the excess alone comes then.
		st.Tunnel.Stacks = slices.Insert(st.Tunnel.Stacks, k, TunnelStack{Turn: t + 1, Units: excess})
		return
	}
	// The excess are divisions (an HQ always fits): each stack down the
	// line takes the carried divisions first and passes on its own last n
	// divisions, keeping its HQ ("with at most one HQ per stack").
	n := len(excess)
	carry := excess
	for j := range later {
		units := append(slices.Clone(carry), later[j].Units...)
		carry = nil
		for k := len(units) - 1; k >= 0 && len(carry) < n; k-- {
			if i := st.Units.Index(units[k]); i >= 0 && st.weight(&st.Units[i]) > 0 {
				carry = append(carry, units[k])
				units = slices.Delete(units, k, k+1)
			}
		}
		slices.Reverse(carry)
		later[j].Units = units
	}
	last := later[len(later)-1].Turn
	st.Tunnel.Stacks = append(st.Tunnel.Stacks, TunnelStack{Turn: last + 1, Units: carry})
}
