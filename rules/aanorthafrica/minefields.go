package aanorthafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "MINEFIELDS!" (its rules 1 to 8; the rolls and
// sweeps are minecombat.go):
//
//	"They may be purchased and positioned like any other unit, but they
//	are not revealed to the enemy until he stumbles into the space
//	containing it. The purchaser may hold his chip off to the side of the
//	board until such time that it's presence is discovered."
//	"3. Only 1 minefield per space, like AA guns.
//	4. Mines cannot be placed in an enemy controlled space.
//	4. They cannot be placed on city or road spaces.
//	5. Enemy units cannot occupy or control a space with an enemy
//	minefield still inside it.
//	6. Defending units may occupy or move through a minefield without
//	damage.
//	7. The controller must declare a minefield immediately upon entry by
//	the enemy, or forfeit the minefield back to the bank.
//	8. Once declared, all invading units which move into a minefield space
//	must stop to receive damage."
//
// A mine is bought with the purchase (public) and waits, hidden, in its
// nation's box; in the place phase `lay-mine` lays it in a space of its
// side's (both rules numbered 4: ruling N-7), which only its side learns.
// Every eligible entry of enemy land units (combat move into a space the
// side controls, not a city or road) stops them and asks the space's side
// while it may have a hidden mine anywhere (a public fact: it bought one
// and has not declared it): `declare SPACE` (the default; with no hidden
// mine there it answers "none") or `forfeit SPACE`. The enemy reads the
// same whether there was no mine or one was forfeited. Rulings: RULINGS.md
// N-7, N-8, N-M1 to N-M5.

// Rules of the minefields.
const (
	// RuleMines is the seed's "MINEFIELDS!" section.
	RuleMines = "Minefields"
	// RuleMineCombat is the seed's "Minefield Combat" section.
	RuleMineCombat = "Minefield Combat"
)

// Stages of the minefield choices (addChoice).
const (
	StageMineQuestion = "mine-question"
)

var (
	_ = addPhaseVerbs(PhasePlace, "lay-mine")
	// A minefield dragged from its box onto a space is laid there.
	_ = addDragVerbs("lay-mine")
	_ = addPlaceCheck(Minefield, func(st *State, i int, space string) *rules.Refusal {
		return &rules.Refusal{Rule: RuleMines, Reason: "a minefield is laid with lay-mine, hidden from the enemy, not placed"}
	})
	_ = addEntered(mineEntered)
	_ = addCleared(mineCleared)
	_ = addUnitMarks(mineMarks)
	_ = addChoice(func(st *State) string {
		switch {
		case len(st.Mines.Questions) > 0:
			return StageMineQuestion
		}
		return ""
	})
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "lay-mine", Title: "Lay a minefield", Args: "MINE SPACE", Rule: RuleMines,
		Help:  "lays a minefield of the acting nation's box, hidden from the enemy, in a space its side controls that is not a city or road space and has none of its side's yet",
		Words: "laying a minefield", Gen: genLay, Why: whyLay, Apply: applyLay,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			return "Lay a minefield at " + a.Args[1] + " (hidden from the " + st.SideName(Enemy(a.Side)) + ")", true
		}})
	book.Stage(kit.Stage[*State]{ID: StageMineQuestion, Name: "Minefield: declare or not", Rule: RuleMines, Choice: true,
		Verbs: []string{"declare", "forfeit"},
		Who:   func(st *State) []string { return []string{st.Mines.Questions[0].Side} },
		Prompt: func(st *State, viewer string) string {
			q := st.Mines.Questions[0]
			s := fmt.Sprintf("%s land units entered %s: ", sideAdjective(Enemy(q.Side)), q.Space)
			switch {
			case viewer != q.Side && viewer != "":
				return s + "the " + st.SideName(q.Side) + " declare a minefield there, or not"
			case st.hiddenMineAt(q.Side, q.Space) >= 0:
				return s + "declare your minefield there, or forfeit it"
			}
			return s + "you have no minefield there (declare: none, they go on)"
		},
		Default: func(st *State) rules.Action {
			q := st.Mines.Questions[0]
			return rules.Action{Side: q.Side, Verb: "declare", Args: []string{q.Space}}
		}})
	book.Verb(kit.Verb[*State]{Name: "declare", Title: "Declare the minefield", Args: "SPACE", Rule: RuleMines,
		Help:  "answers the minefield question at SPACE: declares your hidden minefield there (the invaders stop and it rolls at them), or, with none there, says so",
		Words: "declaring a minefield", Gen: genAnswer(false), Why: whyAnswer(false), Apply: applyDeclare,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			if viewer == a.Side && st.hiddenMineAt(a.Side, a.Args[0]) < 0 {
				return "No minefield of yours at " + a.Args[0] + ": let them go on", true
			}
			return "Declare the minefield at " + a.Args[0], true
		}})
	book.Verb(kit.Verb[*State]{Name: "forfeit", Title: "Forfeit the minefield", Args: "SPACE", Rule: RuleMines,
		Help:  "answers the minefield question at SPACE by forfeiting your hidden minefield there: it goes back to the bank unseen, the enemy reads only that none was declared",
		Words: "forfeiting a minefield", Gen: genAnswer(true), Why: whyAnswer(true), Apply: applyForfeit,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			return "Forfeit the minefield at " + a.Args[0], true
		}})
	on(kit.AfterAction, func(st *State, ctx *rules.Context) error { st.dropLostMines(ctx); return nil })
	book.Section(kit.Section[*State]{Rule: RuleMines, Title: "Minefields", Order: 65,
		Text: `"They may be purchased and positioned like any other unit, but they are not revealed to the enemy until he stumbles into the space containing it." "1. They cost 8 IPCs" "3. Only 1 minefield per space" "4. Mines cannot be placed in an enemy controlled space. 4. They cannot be placed on city or road spaces. 5. Enemy units cannot occupy or control a space with an enemy minefield still inside it. 6. Defending units may occupy or move through a minefield without damage. 7. The controller must declare a minefield immediately upon entry by the enemy, or forfeit the minefield back to the bank. 8. Once declared, all invading units which move into a minefield space must stop to receive damage."

A bought minefield waits in its nation's box; in the Place new units phase, lay-mine lays it, hidden, in a space your side controls that is not a city, a road space or impassable, and has no minefield of yours (both rules 4 apply: ruling N-7). The enemy reads only that a minefield was laid. When enemy land units enter, in a combat move, a space your side controls that is not a city or road space, they stop and you are asked, as long as you may have a hidden minefield anywhere (you bought one and have not declared it): declare (the default; with no minefield there it answers "none") or forfeit. The enemy reads the same whether there was none or you forfeited it; a forfeited minefield goes back to the bank unseen, with no refund (ruling N-M2).`})
}

// whereMine is why side may not lay a minefield at space, nil when it may.
func (st *State) whereMine(side, space string) *rules.Refusal {
	r := st.Rules()
	refuse := func(format string, args ...any) *rules.Refusal {
		return &rules.Refusal{Rule: RuleMines, Reason: fmt.Sprintf(format, args...)}
	}
	_, ok := st.Cell(space)
	switch {
	case !ok:
		return refuse("no space %q on the map", space)
	case st.SideAt(space) != side:
		return refuse("%s is not controlled by the %s: mines cannot be placed in an enemy controlled space (only in your side's: ruling N-7)", space, st.SideName(side))
	case st.IsTerrain(space, r.Terrain.Cities):
		return refuse("%s is a city: minefields cannot be placed on city or road spaces", space)
	case slices.Contains(r.Road, space):
		return refuse("%s is on the road: minefields cannot be placed on city or road spaces", space)
	case st.IsTerrain(space, r.Terrain.LandBlocked):
		return refuse("%s is impassable to land units: no minefield there", space)
	case st.mineAt(side, space) >= 0:
		return refuse("%s has a minefield of yours already: only 1 minefield per space", space)
	}
	return nil
}

func genLay(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if !st.layable(i, st.Nation()) || st.Units[i].Side != side || (arg0 != "" && arg0 != ref) {
			continue
		}
		for _, l := range st.Spaces() {
			if st.whereMine(side, l) == nil {
				out = append(out, rules.Action{Side: side, Verb: "lay-mine", Args: []string{ref, l}})
			}
		}
	}
	return out
}

// whyLay refuses a lay-mine: a unit that is no minefield of the acting
// nation's box reads alike whatever it is (an enemy's hidden mine
// included), then where it may not go.
func whyLay(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return &rules.Refusal{Rule: RuleMines, Reason: "lay-mine takes a minefield and a space"}
	}
	if i := st.Units.Resolve(a.Args[0]); i < 0 || !st.layable(i, st.Nation()) || st.Units[i].Side != a.Side {
		return &rules.Refusal{Rule: RuleMines, Reason: fmt.Sprintf("%s is no minefield of %s's waiting to be laid", a.Args[0], st.NationName(st.Nation()))}
	}
	return st.whereMine(a.Side, a.Args[1])
}

func applyLay(st *State, a rules.Action, ctx *rules.Context) error {
	i, space := st.Units.Resolve(a.Args[0]), a.Args[1]
	st.Units[i].Loc = st.Loc(space)
	ctx.Private(rules.SidesOnly(a.Side), st.NationName(st.Units[i].Nation)+" lays a minefield (hidden)")
	ctx.LogTo(rules.SidesOnly(a.Side), "%s laid at %s, hidden from the %s", st.unitName(i), space, st.SideName(Enemy(a.Side)))
	return nil
}

// mineEntered is the entered hook: an eligible entry of enemy land units
// stops them and asks the space's side (while it may have a hidden mine),
// or, into a declared minefield, stops them and rolls at them.
func mineEntered(st *State, ctx *rules.Context, e Entry) (bool, error) {
	side, owner := st.SideOf(e.Nation), st.SideAt(e.Space)
	if owner == "" || owner == side || !st.mineEligible(e.Space) {
		return false, nil
	}
	var land []int
	for _, i := range e.Units {
		if st.ClassOfUnit(i).IsLand() && st.SpaceOf(i) == e.Space {
			land = append(land, i)
		}
	}
	if len(land) == 0 {
		return false, nil
	}
	if i := st.mineAt(owner, e.Space); i >= 0 && !st.Units[i].Hidden {
		ctx.Logf("%s land units enter the declared %s at %s and stop", sideAdjective(side), st.unitName(i), e.Space)
		return true, st.mineRoll(i, land, ctx)
	}
	if !st.mayHaveHiddenMines(owner) {
		return false, nil
	}
	st.Mines.Questions = append(st.Mines.Questions, MineQuestion{Side: owner, Space: e.Space, Units: land})
	ctx.Logf("%s land units enter %s and stop: the %s declare a minefield there, or not", sideAdjective(side), e.Space, st.SideName(owner))
	return true, nil
}

func genAnswer(forfeit bool) func(st *State, side, arg0 string) []rules.Action {
	verb := map[bool]string{false: "declare", true: "forfeit"}[forfeit]
	return func(st *State, side, arg0 string) []rules.Action {
		if len(st.Mines.Questions) == 0 || st.Mines.Questions[0].Side != side {
			return nil
		}
		q := st.Mines.Questions[0]
		if forfeit && st.hiddenMineAt(side, q.Space) < 0 {
			return nil
		}
		return []rules.Action{{Side: side, Verb: verb, Args: []string{q.Space}}}
	}
}

func whyAnswer(forfeit bool) func(st *State, a rules.Action) *rules.Refusal {
	return func(st *State, a rules.Action) *rules.Refusal {
		q := st.Mines.Questions[0]
		if len(a.Args) != 1 || a.Args[0] != q.Space {
			return &rules.Refusal{Rule: RuleMines, Reason: "the question is about " + q.Space}
		}
		if forfeit {
			return &rules.Refusal{Rule: RuleMines, Reason: "you have no hidden minefield at " + q.Space + " to forfeit"}
		}
		return nil
	}
}

// popQuestion takes the question answered now off the list.
func (st *State) popQuestion() MineQuestion {
	q := st.Mines.Questions[0]
	st.Mines.Questions = slices.Delete(slices.Clone(st.Mines.Questions), 0, 1)
	return q
}

// notDeclared is what every side reads of an answer that declares none
// (no minefield there, or one forfeited): the action's cover and one line.
func (st *State) notDeclared(q MineQuestion, ctx *rules.Context) {
	ctx.Private(rules.SidesOnly(q.Side), "the "+st.SideName(q.Side)+" answer the minefield question at "+q.Space)
	ctx.Logf("No minefield is declared at %s", q.Space)
}

func applyDeclare(st *State, a rules.Action, ctx *rules.Context) error {
	q := st.popQuestion()
	i := st.hiddenMineAt(q.Side, q.Space)
	if i < 0 {
		st.notDeclared(q, ctx)
		ctx.LogTo(rules.SidesOnly(q.Side), "You have no minefield at %s", q.Space)
		return nil
	}
	st.Units[i].Hidden = false
	if st.Mines.Declared == nil {
		st.Mines.Declared = map[int]MineRecord{}
	}
	st.Mines.Declared[i] = MineRecord{Round: st.Round, Turn: st.Turn}
	ctx.Reveal(st.unitName(i) + " at " + q.Space)
	ctx.Logf("The %s declare a minefield at %s: %s; the invaders stop", st.SideName(q.Side), q.Space, st.unitName(i))
	return st.mineRoll(i, q.Units, ctx)
}

func applyForfeit(st *State, a rules.Action, ctx *rules.Context) error {
	q := st.popQuestion()
	i := st.hiddenMineAt(q.Side, q.Space)
	st.notDeclared(q, ctx)
	st.Units[i].Loc = rules.Eliminated // still hidden: the enemy never sees it go
	ctx.LogTo(rules.SidesOnly(q.Side), "%s at %s forfeited: back to the bank, no refund (ruling N-M2)", st.unitName(i), q.Space)
	return nil
}

// sideAdjective is side as an adjective: "Axis", "Allied" (land units).
func sideAdjective(side string) string {
	if side == Allies {
		return "Allied"
	}
	return "Axis"
}
