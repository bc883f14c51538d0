package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Winning and losing" (victory points, +30 wins
// and -30 loses at once) and its graveyard ("just for fun"): the seed's
// words and charts are the Section below. An enemy zone is one of the
// map's regions of the other side (its deployment zone and base line); a
// side holds it while its units, and no enemy's, stand in it when victory
// points are counted (RULINGS.md). Victory points spent on units and
// SHELLS (State.VPSpent) count against the side that spent them.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleVictory, Title: "Winning and losing", Order: 200,
		Text: `"Victory is determined by players accumulating "victory points" as they achieve significant military gains. If any player reaches -30 victory points, they lose the game (the general they represent is cashiered and replaced). If any player reaches +30 victory points, they automatically win the game. Otherwise, victory goes to the player who has the highest total of victory points after an agreed period of months have passed."

An enemy zone is a zone of the other side's deployment zone or base line; a side holds it while its units, and none of the enemy's, stand in it. Victory points are counted after every action: +30 or -30 ends the game at once. After the scenario's last day the higher total wins; equal totals draw. Victory points spent on units and SHELLS count against the spender.

The graveyard (just for "fun"): "each player should take a piece of paper and mark it with a cross whenever one strength point of one of their units dies ... How did you rate!?! Check your losses and see!" Each side sees its own graveyard during play, and both at the end.`,
		More: charts(vpTable, graveyardTable)})
}

// Victory point values and the sudden-death threshold.
const (
	vpExit      = 10 // "Exit a unit off enemy rear zone board edge: +10"
	vpZone      = 2  // "Capture and hold 1 enemy zone: +2" / "Lose one zone to enemy: -2"
	vpThreshold = 30 // "+30 victory points, they automatically win"; "-30 ... they lose"
)

func init() {
	book.On(kit.AfterAction, infallible(suddenDeath))
	book.On(kit.TurnEnd, infallible(suddenDeath))
	book.On(gameEnd, infallible(func(st *State, ctx *rules.Context) {
		why := "the assault is over"
		switch {
		case st.weekly():
			why = "the scenario's weeks are over"
		case st.Day >= len(st.fixed.s.Turns.Names):
			why = "the scenario's days are over"
		}
		st.finish(ctx, why)
	}))
}

// held counts the enemy zones side holds: zones of the other side's
// regions where side has a ground unit and the other side none.
func (st *State) held(side string) int {
	f := st.fixed
	const mine, theirs = 1, 2
	here := make([]uint8, f.topo.Len()) // by dense index: mine | theirs
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || u.Loc.Map != f.m.ID || !st.class(i).isGround() {
			continue
		}
		if u.Side == side {
			here[f.topo.Index(u.Loc.Cell)] |= mine
		} else {
			here[f.topo.Index(u.Loc.Cell)] |= theirs
		}
	}
	n := 0
	for k, p := range here {
		if p == mine && f.region[k] == other(side) {
			n++
		}
	}
	return n
}

// victoryPoints is side's victory points now: +10 per unit exited off the enemy's
// rear edge, +2 per enemy zone held, -2 per own zone the enemy holds,
// less the victory points spent.
func (st *State) victoryPoints(side string) int {
	return vpExit*st.Exited[side] + vpZone*st.held(side) - vpZone*st.held(other(side)) - st.VPSpent[side]
}

// vpText words side's victory points and where they come from.
func (st *State) vpText(side string) string {
	return fmt.Sprintf("%s %d (%d exited x %d, %d enemy zones held x %d, %d own zones lost x %d, %d spent)",
		st.sideName(side), st.victoryPoints(side), st.Exited[side], vpExit, st.held(side), vpZone, st.held(other(side)), vpZone, st.VPSpent[side])
}

// suddenDeath ends the game at once when a side reaches +30 or -30
// victory points.
func suddenDeath(st *State, ctx *rules.Context) {
	if st.Over {
		return
	}
	for _, side := range Sides {
		if v := st.victoryPoints(side); v >= vpThreshold || v <= -vpThreshold {
			st.finish(ctx, fmt.Sprintf("the %s reached %+d victory points", st.sideName(side), v))
			return
		}
	}
}

// finish ends the game for why: a side at +30 or more wins, a side at -30
// or less loses ("the general they represent is cashiered"), otherwise
// the higher total of victory points wins and equal totals draw. It logs
// both sides' victory points and graveyards. The assault's end and the
// scenario's last day call it.
func (st *State) finish(ctx *rules.Context, why string) {
	if st.Over {
		return
	}
	a, c := st.victoryPoints(Allies), st.victoryPoints(Central)
	winner := ""
	switch {
	case a >= vpThreshold && c < vpThreshold, c <= -vpThreshold && a > -vpThreshold:
		winner = Allies
	case c >= vpThreshold && a < vpThreshold, a <= -vpThreshold && c > -vpThreshold:
		winner = Central
	case a > c:
		winner = Allies
	case c > a:
		winner = Central
	}
	score := fmt.Sprintf("%s %d, %s %d victory points", st.sideName(Allies), a, st.sideName(Central), c)
	if winner == "" {
		st.Result = fmt.Sprintf("draw: %s (%s)", score, why)
	} else {
		st.Result = fmt.Sprintf("the %s win: %s (%s)", st.sideName(winner), score, why)
	}
	st.Over = true
	if ctx == nil {
		return
	}
	// Once the game is over every side sees everything (View): the
	// graveyards below tell what each side lost out of the other's sight.
	ctx.Reveal("the game's secrets, at its end")
	ctx.Logf("Victory points: %s; %s", st.vpText(Allies), st.vpText(Central))
	for _, side := range Sides {
		ctx.Logf("Graveyard of the %s: %s", st.sideName(side), graveyardText(st.Losses[side]))
	}
	ctx.Logf("The game is over: %s", st.Result)
}

// graveyard is the seed's "How did you rate!?!" table: the most losses of
// each rating ("0 to 20 losses Girl's blouse" ... "101 losses+ General
// Haig").
var graveyard = []struct {
	upTo   int // losses up to this many (the last: any)
	rating string
}{
	{20, "Girl's blouse"},
	{50, "Rum show"},
	{100, "Definite history book material!"},
	{-1, "General Haig"},
}

// graveyardRating is the seed's rating of a side that lost losses
// strength points.
func graveyardRating(losses int) string {
	for _, g := range graveyard {
		if g.upTo < 0 || losses <= g.upTo {
			return g.rating
		}
	}
	return ""
}

// graveyardText words a side's graveyard: "23 strength points lost: Rum show".
func graveyardText(losses int) string {
	return fmt.Sprintf("%d strength points lost: %s", losses, graveyardRating(losses))
}

// victoryView adds the victory points and the graveyards to v: each
// side's victory points for all (the score is public: "Armies are
// presumed to have observers present in every map zone that they
// control", so a side knows the zones it lost); a side's own graveyard for
// it, both to the referee and, once the game is over, to all.
func (st *State) victoryView(v *rules.View) {
	v.VP = map[string]int{}
	for _, side := range Sides {
		v.VP[side] = st.victoryPoints(side)
	}
	v.Notes = append(v.Notes, fmt.Sprintf("Victory points: %s; %s. +%d or -%d ends the game at once (%s).",
		st.vpText(Allies), st.vpText(Central), vpThreshold, vpThreshold, RuleVictory))
	for _, side := range Sides {
		if v.Side == "" || v.Side == side || st.Over {
			v.Notes = append(v.Notes, fmt.Sprintf("Graveyard of the %s: %s", st.sideName(side), graveyardText(st.Losses[side])))
		}
	}
}

// vpTable is the seed's victory point gains and losses.
func vpTable() rules.RefTable {
	return rules.RefTable{ID: TableVP, Caption: "Victory points", Columns: []string{"Achievement", "Victory points"},
		Rows: [][]string{
			{"Exit a unit off enemy rear zone board edge", fmt.Sprintf("+%d", vpExit)},
			{"Capture and hold 1 enemy zone", fmt.Sprintf("+%d", vpZone)},
			{"Lose one zone to enemy", fmt.Sprintf("-%d", vpZone)},
			{"Victory points spent on units", "-1 each"},
			{"Reach +30", "win at once"},
			{"Reach -30", "lose at once"},
		}}
}

// graveyardTable is the seed's "How did you rate!?!".
func graveyardTable() rules.RefTable {
	t := rules.RefTable{ID: TableGraveyard, Caption: "The graveyard: how did you rate!?!", Columns: []string{"Losses (strength points)", "Rating"}}
	from := 0
	for _, g := range graveyard {
		span := fmt.Sprintf("%d to %d", from, g.upTo)
		if g.upTo < 0 {
			span = fmt.Sprintf("%d+", from)
		}
		t.Rows = append(t.Rows, []string{span, g.rating})
		from = g.upTo + 1
	}
	return t
}
