package kit

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
)

// A Rulebook is the skeleton of a rules module: its verbs, each declared
// in the file of the rule it applies, and its stages of play (the phases
// of the sequence and the choices the rules leave to a player), each with
// who acts, the prompt a player reads and the verbs it accepts. From them
// it implements, once for every module, what the engine asks of a state:
// Legal, LegalVerbs, LegalWith, Check, Apply and Describe, the status's
// active sides, decision, prompt and checklist, and the verb list of
// docs/actions.md. A module's State keeps its own data and forwards those
// methods to its Rulebook:
//
//	var book = kit.NewRulebook[*State]("greenfields")
//	func init() { book.Use(kit.Hooks[*State]{Sides: Sides, Phase: ..., Ended: ...}) }
//	func (st *State) Legal(side string) []rules.Action { return book.Legal(st, side) }
//
// Sections register their verbs, stages and moment handlers from their
// files' init; a name registered twice panics at start. Nothing is
// registered after init, so tests never change a Rulebook.
//
// S is the module's state type (a pointer).
type Rulebook[S any] struct {
	module string
	hooks  Hooks[S]

	verbs   map[string]*Verb[S]
	order   []string // verb names in registration order
	stages  map[string]*Stage[S]
	moments map[Moment][]func(st S, ctx *rules.Context) error
	refs    []*Section[S] // the rules reference's sections, in registration order
	choices []func(st S) string
}

// Hooks are what a Rulebook asks of the module's state: where play stands
// and how the module words sides and phases.
type Hooks[S any] struct {
	// Sides are the module's side ids.
	Sides []string
	// Phase is the id of the current phase's Stage; Choice is the id of
	// the choice the game waits for now, "" when none (optional). The
	// current stage is the choice when there is one, else the phase.
	Phase  func(st S) string
	Choice func(st S) string
	// Ended reports the game's end: the result and the rule that ended
	// it ("" result when the game goes on).
	Ended func(st S) (result, rule string)
	// SideName is a side's name for people ("the Germans" reads "the " +
	// SideName).
	SideName func(st S, side string) string
	// Where is the current phase for a refusal of a side that does not
	// act now ("it is the <Where>: the Allies do not act now"); default
	// the phase stage's Name.
	Where func(st S) string
	// VerbWords words verbs for people in refusals ("moving a unit",
	// `"Barrage"`); default the verbs' names quoted.
	VerbWords func(verbs []string) string
	// SequenceRule is cited for a verb the phase does not allow or a verb
	// the module does not have; TurnRule for a side that does not act now
	// or does not exist; ChoiceRule for a choice's verb with no choice
	// pending (default the first stage accepting it).
	SequenceRule, TurnRule, ChoiceRule string
	// WrongStage, optional, is the reason for a verb the current phase
	// does not allow, given the verbs it does (VerbsNow); default
	// "VERB is not done in the PHASE, where the rules allow VERBS".
	WrongStage func(st S, verb string, now []string) string
	// Refine rewords a refusal before it reaches the acting side
	// (optional): units named by their counters, and an argument the side
	// may not know about said alike whatever it is.
	Refine func(st S, a rules.Action, r *rules.Refusal) *rules.Refusal
	// Wrap, optional, runs around every action's Apply: bookkeeping
	// before (what each side sees) and after (sightings, control,
	// victory) it. apply performs the action and runs the AfterAction
	// moment.
	Wrap func(st S, a rules.Action, ctx *rules.Context, apply func() error) error
}

// Verb is one verb of a module: its name and arguments, what it does for
// people, the rule it applies, and the functions that list, refuse, apply
// and word its actions.
type Verb[S any] struct {
	// Name is the verb as actions and scripts spell it ("move").
	Name string
	// Args is the shape of its arguments for people and docs: "UNIT
	// ZONE", "UNIT ZONE [gas|persistent]"; "" for none.
	Args string
	// Help says what it does in a sentence, for docs/actions.md and Help.
	Help string
	// Words say doing it as players do ("moving a unit"), for refusals
	// that name what a stage allows; "" reads the name quoted.
	Words string
	// Title is the action as players say it, in the window and the rules
	// reference ("Barrage", "End the step"); optional.
	Title string
	// Rule is the rule section it applies: a refusal that names no rule
	// cites it.
	Rule string
	// Gen lists the verb's legal actions of side now; when arg0 is set it
	// may list only those whose first argument is arg0 (LegalWith drops
	// the rest).
	Gen func(st S, side, arg0 string) []rules.Action
	// Listed, optional, reports whether Gen would list a without
	// generating the rest (a unit's moves are every zone it reaches, each
	// a path to work out): Check asks it instead of Gen.
	Listed func(st S, a rules.Action) bool
	// Why is the refusal of an action Gen does not list: the rule and the
	// reason in a player's words; nil reads "not a legal VERB now".
	Why func(st S, a rules.Action) *rules.Refusal
	// Standing, optional, refuses the verb whatever the stage (an order
	// no phase lifts): Check asks it before whose turn it is, so the
	// player reads the rule that forbids the action.
	Standing func(st S, a rules.Action) *rules.Refusal
	// Apply performs a legal action. The engine has checked it: Apply
	// does not check again.
	Apply func(st S, a rules.Action, ctx *rules.Context) error
	// Describe words an action for viewer, as buttons, dialogs and the
	// log read it ("Move British infantry 3-3-4 to W0405 Calais"); ok
	// false falls back on the engine's words. Optional.
	Describe func(st S, a rules.Action, viewer string) (text string, ok bool)
}

// Stage is one state of play, as Rally the Troops' modules have them: a
// phase of the sequence, or a choice the rules leave to a player in the
// middle of play (a loss to choose, a retreat, whether to open fire). A
// multi-step procedure (a battle round: fire, casualties chosen by their
// owner, press on or retreat) is a chain of stages, each one's verbs
// moving play to the next; a stage where both sides act at once (secret
// orders closed by rules.CommitVerb) lists both in Who.
type Stage[S any] struct {
	// ID is the stage's id (a phase id, a choice's kind).
	ID string
	// Name is the stage for people: "Artillery bombardment", "step loss".
	Name string
	// Rule is the rule the stage plays; a choice's is cited while it waits.
	Rule string
	// RuleOf, optional, is the rule cited now when it depends on the
	// state (a step loss cites the result or table that caused it); Rule
	// when nil or "".
	RuleOf func(st S) string
	// Choice marks a choice the rules give one side (Status.Decision: the
	// window asks it in a dialog), not a phase; its verbs answer it and
	// nothing else is legal meanwhile. A phase also accepts "end-phase".
	Choice bool
	// Verbs are the verbs the stage accepts (a phase's besides end-phase).
	Verbs []string
	// Who are the sides that act now.
	Who func(st S) []string
	// Prompt is what the acting side is asked, as viewer may read it:
	// the chooser and the referee ("") may read what only that side
	// knows; another side, or Everyone, only what all may see. Optional.
	Prompt func(st S, viewer string) string
	// MustFinish is why the stage may not end yet (required work left),
	// nil when it may. Optional.
	MustFinish func(st S) *rules.Refusal
	// Checklist is the stage's checklist as viewer may read it. Optional.
	Checklist func(st S, viewer string) []rules.CheckItem
	// Default is the choice the game suggests (and quick play makes):
	// one of the legal actions. Optional; a choice should have one.
	Default func(st S) rules.Action
}

// Everyone stands, as a viewer, for every side at once: what the game's
// own status (read by every side) may hold.
const Everyone = "*"

// EndPhase is the verb that ends a phase ("SIDE end-phase").
const EndPhase = rules.VerbEndPhase

// Moment is a point of play at which sections run handlers: after every
// action, the start of a turn, entering or leaving a stage. Handlers
// return an error (the dice ran out) that the action returns.
type Moment struct{ name string }

// String is the moment's name.
func (m Moment) String() string { return m.name }

// NewMoment is a module's own moment ("day-start").
func NewMoment(name string) Moment { return Moment{name} }

// Moments every module may use.
var (
	// AfterAction runs after every action's verb applied.
	AfterAction = Moment{"after-action"}
	// TurnStart runs as a turn begins; TurnEnd as it ends.
	TurnStart = Moment{"turn-start"}
	TurnEnd   = Moment{"turn-end"}
	// GameStart runs once the starting state is set up.
	GameStart = Moment{"game-start"}
)

// Enter is the moment a stage begins; Leave the moment it ends.
func Enter(stage string) Moment { return Moment{"enter:" + stage} }

// Leave is the moment stage ends.
func Leave(stage string) Moment { return Moment{"leave:" + stage} }

// NewRulebook is an empty rulebook of module (its id, for panics); the
// module gives it its Hooks from init (Use), as they read the module's
// state through functions that may use the rulebook.
func NewRulebook[S any](module string) *Rulebook[S] {
	return &Rulebook[S]{module: module, verbs: map[string]*Verb[S]{},
		stages: map[string]*Stage[S]{}, moments: map[Moment][]func(S, *rules.Context) error{}}
}

// AddChoice registers fn, which names the choice stage a section of the
// module waits for now ("" when none). Call it from a package-level var
// of the section's file (var _ = book.AddChoice(...)); Choosing asks
// them in registration order.
func (b *Rulebook[S]) AddChoice(fn func(st S) string) bool {
	b.choices = append(b.choices, fn)
	return true
}

// Choosing is the first choice stage a registered section (AddChoice)
// waits for now, "" when none: a module's Hooks.Choice.
func (b *Rulebook[S]) Choosing(st S) string {
	for _, fn := range b.choices {
		if id := fn(st); id != "" {
			return id
		}
	}
	return ""
}

// Use sets the module's hooks, once; Sides, Phase and Ended are required.
func (b *Rulebook[S]) Use(h Hooks[S]) {
	if h.Phase == nil || h.Ended == nil || len(h.Sides) == 0 {
		panic("kit: rulebook " + b.module + " needs Sides, Phase and Ended")
	}
	if b.hooks.Phase != nil {
		panic("kit: rulebook " + b.module + ": Use called twice")
	}
	b.hooks = h
}

// Verb registers v; a name registered twice panics.
func (b *Rulebook[S]) Verb(v Verb[S]) {
	if v.Name == "" || v.Gen == nil || v.Apply == nil {
		panic(fmt.Sprintf("kit: %s: verb %q needs a name, Gen and Apply", b.module, v.Name))
	}
	if _, dup := b.verbs[v.Name]; dup {
		panic("kit: " + b.module + ": verb " + v.Name + " registered twice")
	}
	b.verbs[v.Name] = &v
	b.order = append(b.order, v.Name)
}

// Stage registers s; an id registered twice panics.
func (b *Rulebook[S]) Stage(s Stage[S]) {
	if s.ID == "" || s.Who == nil {
		panic(fmt.Sprintf("kit: %s: stage %q needs an id and Who", b.module, s.ID))
	}
	if _, dup := b.stages[s.ID]; dup {
		panic("kit: " + b.module + ": stage " + s.ID + " registered twice")
	}
	b.stages[s.ID] = &s
}

// On registers fn to run at moment m, after those registered before it.
func (b *Rulebook[S]) On(m Moment, fn func(st S, ctx *rules.Context) error) {
	b.moments[m] = append(b.moments[m], fn)
}

// Run runs m's handlers in order, stopping at the first error.
func (b *Rulebook[S]) Run(st S, m Moment, ctx *rules.Context) error {
	for _, fn := range b.moments[m] {
		if err := fn(st, ctx); err != nil {
			return err
		}
	}
	return nil
}

// Has reports whether a handler is registered at m.
func (b *Rulebook[S]) Has(m Moment) bool { return len(b.moments[m]) > 0 }

// HasVerb reports whether verb is registered.
func (b *Rulebook[S]) HasVerb(verb string) bool { _, ok := b.verbs[verb]; return ok }

// StageByID is the stage registered as id, nil when none.
func (b *Rulebook[S]) StageByID(id string) *Stage[S] { return b.stages[id] }

// Current is the stage play is at: the pending choice, else the phase.
func (b *Rulebook[S]) Current(st S) *Stage[S] {
	if b.hooks.Choice != nil {
		if id := b.hooks.Choice(st); id != "" {
			return b.mustStage(id)
		}
	}
	return b.mustStage(b.hooks.Phase(st))
}

// PhaseStage is the current phase's stage (under any pending choice).
func (b *Rulebook[S]) PhaseStage(st S) *Stage[S] { return b.mustStage(b.hooks.Phase(st)) }

func (b *Rulebook[S]) mustStage(id string) *Stage[S] {
	s := b.stages[id]
	if s == nil {
		panic("kit: " + b.module + ": no stage " + id)
	}
	return s
}

// over is the game's result, "" while it goes on.
func (b *Rulebook[S]) over(st S) bool { r, _ := b.hooks.Ended(st); return r != "" }

// Active are the sides that may act now (none once the game is over).
func (b *Rulebook[S]) Active(st S) []string {
	if b.over(st) {
		return nil
	}
	return b.Current(st).Who(st)
}

// Acts reports whether side may act now.
func (b *Rulebook[S]) Acts(st S, side string) bool {
	return side != "" && slices.Contains(b.Active(st), side)
}

// VerbsNow are the verbs that may be legal now: a choice's alone while
// one waits, else end-phase and the phase's registered verbs.
func (b *Rulebook[S]) VerbsNow(st S) []string {
	cur := b.Current(st)
	if cur.Choice {
		return cur.Verbs
	}
	out := []string{}
	if _, ok := b.verbs[EndPhase]; ok {
		out = append(out, EndPhase)
	}
	for _, v := range cur.Verbs {
		if _, ok := b.verbs[v]; ok && v != EndPhase {
			out = append(out, v)
		}
	}
	return out
}

// Legal lists every legal action of side now.
func (b *Rulebook[S]) Legal(st S, side string) []rules.Action {
	if !b.Acts(st, side) {
		return nil
	}
	var out []rules.Action
	for _, v := range b.VerbsNow(st) {
		out = append(out, b.verbs[v].Gen(st, side, "")...)
	}
	return out
}

// LegalVerbs lists the verbs of Legal(side) (rules.LegalFilter).
func (b *Rulebook[S]) LegalVerbs(st S, side string) []string {
	if !b.Acts(st, side) {
		return nil
	}
	var out []string
	for _, v := range b.VerbsNow(st) {
		if len(b.verbs[v].Gen(st, side, "")) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// LegalWith lists the actions of Legal(side) with verb whose first
// argument is arg0 ("" for any), generating that verb's alone
// (rules.LegalFilter).
func (b *Rulebook[S]) LegalWith(st S, side, verb, arg0 string) []rules.Action {
	if !b.Acts(st, side) || !slices.Contains(b.VerbsNow(st), verb) {
		return nil
	}
	out := b.verbs[verb].Gen(st, side, arg0)
	if arg0 != "" {
		// Gen may also match a unit's id where its actions name it by
		// reference: keep exactly what filtering Legal keeps.
		out = slices.DeleteFunc(out, func(a rules.Action) bool { return len(a.Args) == 0 || a.Args[0] != arg0 })
	}
	return out
}

// listed reports whether verb v's Gen lists a.
func (b *Rulebook[S]) listed(st S, v *Verb[S], a rules.Action) bool {
	if v.Listed != nil {
		return v.Listed(st, a)
	}
	arg0 := ""
	if len(a.Args) > 0 {
		arg0 = a.Args[0]
	}
	for _, l := range v.Gen(st, a.Side, arg0) {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

// Check returns nil exactly when a is in Legal(a.Side), else a
// *rules.Refusal citing the rule: the game's end, a side that does not
// act now (or a choice it waits for), a verb the stage does not allow,
// then the verb's own Why.
func (b *Rulebook[S]) Check(st S, a rules.Action) error {
	h := &b.hooks
	if result, rule := h.Ended(st); result != "" {
		return rules.Refuse(a, rule, "the game is over: %s", result)
	}
	if !slices.Contains(h.Sides, a.Side) {
		return rules.Refuse(a, h.TurnRule, "no side %q (sides: %s)", a.Side, strings.Join(h.Sides, ", "))
	}
	v := b.verbs[a.Verb]
	if v != nil && v.Standing != nil {
		if r := v.Standing(st, a); r != nil {
			return b.finish(st, a, v, r)
		}
	}
	cur := b.Current(st)
	if who := cur.Who(st); !slices.Contains(who, a.Side) {
		if cur.Choice && len(who) > 0 {
			return rules.Refuse(a, b.ruleOf(st, cur), "the game waits for the %s to choose: %s", b.sideName(st, who[0]), b.prompt(st, cur, Everyone))
		}
		return rules.Refuse(a, h.TurnRule, "it is the %s: the %s do not act now", b.where(st), b.sideName(st, a.Side))
	}
	if v == nil {
		return rules.Refuse(a, h.SequenceRule, "no verb %q in this game (verbs: %s)", a.Verb, strings.Join(b.Names(), ", "))
	}
	now := b.VerbsNow(st)
	if !slices.Contains(now, a.Verb) {
		switch {
		case cur.Choice:
			return rules.Refuse(a, b.ruleOf(st, cur), "first choose: %s", b.prompt(st, cur, Everyone))
		case b.choiceOnly(a.Verb):
			return rules.Refuse(a, b.choiceRule(a.Verb), "there is no choice to make now: %s answers a pending %s", a.Verb, b.choiceNames(a.Verb))
		}
		if h.WrongStage != nil {
			return rules.Refuse(a, h.SequenceRule, "%s", h.WrongStage(st, a.Verb, now))
		}
		return rules.Refuse(a, h.SequenceRule, "%s is not done in the %s, where the rules allow %s", b.verbWords([]string{a.Verb}), b.PhaseStage(st).Name, b.verbWords(now))
	}
	if b.listed(st, v, a) {
		return nil
	}
	return b.finish(st, a, v, b.why(st, v, a))
}

// Why is verb's refusal of a (which its Gen does not list), unrefined:
// what a Refine hook asks of another action.
func (b *Rulebook[S]) Why(st S, a rules.Action) *rules.Refusal {
	v := b.verbs[a.Verb]
	if v == nil {
		return rules.Refuse(a, b.hooks.SequenceRule, "no verb %q in this game", a.Verb)
	}
	return b.why(st, v, a)
}

func (b *Rulebook[S]) why(st S, v *Verb[S], a rules.Action) *rules.Refusal {
	var r *rules.Refusal
	if v.Why != nil {
		r = v.Why(st, a)
	}
	if r == nil || r.Reason == "" {
		rule := v.Rule
		if r != nil && r.Rule != "" {
			rule = r.Rule
		}
		r = rules.Refuse(a, rule, "not a legal %s now", a.Verb)
	}
	return r
}

// finish gives refusal r of a its action and a rule, then the module's
// wording (Refine).
func (b *Rulebook[S]) finish(st S, a rules.Action, v *Verb[S], r *rules.Refusal) error {
	out := *r
	out.Action = a
	if out.Rule == "" {
		out.Rule = v.Rule
	}
	if out.Rule == "" {
		out.Rule = b.hooks.SequenceRule
	}
	if b.hooks.Refine != nil {
		return b.hooks.Refine(st, a, &out)
	}
	return &out
}

// Apply performs a legal action (the engine checked it: Apply does not),
// then runs the AfterAction moment, all inside the module's Wrap.
func (b *Rulebook[S]) Apply(st S, a rules.Action, ctx *rules.Context) error {
	v := b.verbs[a.Verb]
	if v == nil {
		return fmt.Errorf("%s: no verb %q", b.module, a.Verb)
	}
	apply := func() error {
		if err := v.Apply(st, a, ctx); err != nil {
			return err
		}
		return b.Run(st, AfterAction, ctx)
	}
	if b.hooks.Wrap != nil {
		return b.hooks.Wrap(st, a, ctx, apply)
	}
	return apply()
}

// Describe words a for viewer with its verb's Describe (rules.Describer).
func (b *Rulebook[S]) Describe(st S, a rules.Action, viewer string) (string, bool) {
	v := b.verbs[a.Verb]
	if v == nil || v.Describe == nil {
		return "", false
	}
	return v.Describe(st, a, viewer)
}

// Decision is the choice the game waits for as viewer may read it, nil
// when none.
func (b *Rulebook[S]) Decision(st S, viewer string) *rules.Decision {
	if b.over(st) {
		return nil
	}
	cur := b.Current(st)
	if !cur.Choice {
		return nil
	}
	who := cur.Who(st)
	if len(who) == 0 {
		return nil
	}
	d := &rules.Decision{Side: who[0], Rule: b.ruleOf(st, cur), Prompt: b.prompt(st, cur, viewer)}
	if cur.Default != nil {
		d.Default = cur.Default(st)
	}
	return d
}

// Prompt is what the current stage asks, as viewer may read it.
func (b *Rulebook[S]) Prompt(st S, viewer string) string {
	if b.over(st) {
		return ""
	}
	return b.prompt(st, b.Current(st), viewer)
}

// ruleOf is the rule stage s cites now.
func (b *Rulebook[S]) ruleOf(st S, s *Stage[S]) string {
	if s.RuleOf != nil {
		if r := s.RuleOf(st); r != "" {
			return r
		}
	}
	return s.Rule
}

func (b *Rulebook[S]) prompt(st S, s *Stage[S], viewer string) string {
	if s.Prompt == nil {
		return ""
	}
	return s.Prompt(st, viewer)
}

// Checklist is what play asks for now as viewer may read it: the choice
// waited for first (required), then the phase stage's items.
func (b *Rulebook[S]) Checklist(st S, viewer string) []rules.CheckItem {
	if b.over(st) {
		return nil
	}
	var out []rules.CheckItem
	if d := b.Decision(st, viewer); d != nil {
		out = append(out, rules.CheckItem{Text: "Waiting for the " + b.sideName(st, d.Side) + " to choose: " + d.Prompt, Required: true})
	}
	if ph := b.PhaseStage(st); ph.Checklist != nil {
		out = append(out, ph.Checklist(st, viewer)...)
	}
	return out
}

// MustFinish is why the current phase may not end yet, nil when it may:
// a choice waiting, else the phase stage's MustFinish.
func (b *Rulebook[S]) MustFinish(st S) *rules.Refusal {
	if d := b.Decision(st, Everyone); d != nil {
		return &rules.Refusal{Rule: d.Rule, Reason: fmt.Sprintf("the %s must first choose: %s", b.sideName(st, d.Side), d.Prompt)}
	}
	if ph := b.PhaseStage(st); ph.MustFinish != nil {
		return ph.MustFinish(st)
	}
	return nil
}

// EndPhaseVerb is the end-phase verb every module has: legal for a side
// acting in a phase whose MustFinish is nil, refused with its reason
// otherwise; apply moves play on.
func (b *Rulebook[S]) EndPhaseVerb(help string, apply func(st S, ctx *rules.Context) error, describe func(st S, viewer string) string) Verb[S] {
	return Verb[S]{
		Name: EndPhase, Help: help, Rule: b.hooks.SequenceRule,
		Gen: func(st S, side, arg0 string) []rules.Action {
			if arg0 != "" || b.Current(st).Choice || !b.Acts(st, side) || b.MustFinish(st) != nil {
				return nil
			}
			return []rules.Action{{Side: side, Verb: EndPhase}}
		},
		Why: func(st S, a rules.Action) *rules.Refusal {
			if r := b.MustFinish(st); r != nil {
				return r
			}
			return rules.Refuse(a, b.hooks.SequenceRule, "end-phase takes no arguments")
		},
		Apply: func(st S, a rules.Action, ctx *rules.Context) error { return apply(st, ctx) },
		Describe: func(st S, a rules.Action, viewer string) (string, bool) {
			if describe == nil {
				return "", false
			}
			return describe(st, viewer), len(a.Args) == 0
		},
	}
}

// Names are the registered verbs, sorted.
func (b *Rulebook[S]) Names() []string {
	out := slices.Clone(b.order)
	slices.Sort(out)
	return out
}

// VerbDoc is a verb as docs/actions.md and Help list it.
type VerbDoc struct {
	Name, Args, Help, Rule, Title string
}

// Docs are the registered verbs for people, sorted by name.
func (b *Rulebook[S]) Docs() []VerbDoc {
	var out []VerbDoc
	for _, n := range b.Names() {
		v := b.verbs[n]
		out = append(out, VerbDoc{Name: v.Name, Args: v.Args, Help: v.Help, Rule: v.Rule, Title: v.Title})
	}
	return out
}

// choiceOnly reports whether verb is accepted by choices alone.
func (b *Rulebook[S]) choiceOnly(verb string) bool {
	found := false
	for _, s := range b.stages {
		if slices.Contains(s.Verbs, verb) {
			if !s.Choice {
				return false
			}
			found = true
		}
	}
	return found
}

// choiceStages are the choice stages accepting verb, by id.
func (b *Rulebook[S]) choiceStages(verb string) []*Stage[S] {
	var out []*Stage[S]
	for _, s := range b.stages {
		if s.Choice && slices.Contains(s.Verbs, verb) {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(x, y *Stage[S]) int { return strings.Compare(x.ID, y.ID) })
	return out
}

func (b *Rulebook[S]) choiceRule(verb string) string {
	if b.hooks.ChoiceRule != "" {
		return b.hooks.ChoiceRule
	}
	if s := b.choiceStages(verb); len(s) > 0 {
		return s[0].Rule
	}
	return b.hooks.SequenceRule
}

func (b *Rulebook[S]) choiceNames(verb string) string {
	var names []string
	for _, s := range b.choiceStages(verb) {
		names = append(names, s.Name)
	}
	return JoinOr(names)
}

// JoinOr joins words as "a", "a or b", "a, b or c".
func JoinOr(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func (b *Rulebook[S]) sideName(st S, side string) string {
	if b.hooks.SideName != nil {
		return b.hooks.SideName(st, side)
	}
	return side
}

func (b *Rulebook[S]) where(st S) string {
	if b.hooks.Where != nil {
		return b.hooks.Where(st)
	}
	return b.PhaseStage(st).Name
}

func (b *Rulebook[S]) verbWords(verbs []string) string {
	if b.hooks.VerbWords != nil {
		return b.hooks.VerbWords(verbs)
	}
	q := make([]string, len(verbs))
	for i, v := range verbs {
		q[i] = b.Words(v)
	}
	return JoinOr(q)
}

// Words are verb's Words, its name quoted when it has none (or is not
// registered): a VerbWords hook's words for one verb.
func (b *Rulebook[S]) Words(verb string) string {
	if v := b.verbs[verb]; v != nil && v.Words != "" {
		return v.Words
	}
	return fmt.Sprintf("%q", verb)
}
