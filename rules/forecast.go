package rules

// Forecast is what a player sees before committing to a chancy action such
// as an attack: who is involved, the table and column with every shift and
// modifier and its reason, and the exact probability of each result.
type Forecast struct {
	Title     string   // "Attack on W0506"
	Attackers []string // one line per attacking unit, with its strength
	Defenders []string // one line per defending unit
	Strength  string   // e.g. "12 vs 4"
	Table     string   // e.g. "Ground combat CRT, column 3:1 (from 4:1, -1 column: forest)"
	// TableID and Column name the reference table (RefTable.ID) and the
	// column the action will be resolved on after every shift, so Help can
	// mark it; Column is "" when an automatic result makes the table moot.
	TableID string
	Column  string
	// Automatic is set when the result does not depend on the roll's
	// column or modifiers (odds below or above the table): the dialog
	// says so instead of listing shifts that will not apply.
	Automatic bool
	Modifiers []Modifier   // column shifts and DRMs, each with its reason
	Outcomes  Distribution // every possible result with its exact probability
	// Battle is set for a multi-round battle: the exact chance of every
	// end state (who is left, how many), whose Distribution is Outcomes.
	Battle *BattleOdds
	// Parts are further distributions the dialog shows after Outcomes, each
	// under its title: a fire's casualties to each unit it may hit and the
	// morale check each may take ("Casualties to German regulars", "Morale
	// check of German regulars").
	Parts []ForecastPart
	// Confirm is the word on the dialog's button that carries the action
	// out ("Fire" for a bombardment); "" is "Resolve".
	Confirm string
}

// ForecastPart is one titled distribution of a Forecast.
type ForecastPart struct {
	Title    string
	Outcomes Distribution
	// Note is a line under the title ("its experience and morale are not
	// known to you"), "" for none.
	Note string
}

// Forecaster is implemented by states that can forecast an action before
// it is applied; the window shows the forecast and asks for confirmation
// (the combat dialog) for every action Forecast answers with ok=true.
type Forecaster interface {
	Forecast(a Action) (f Forecast, ok bool)
}
