// Package kit is the optional toolkit for rules modules: helpers a module
// may call but the engine never needs. Package rules is the contract every
// module implements (Module, State, Game, Context, Action, Refusal, the
// audience of secrets, names, reference, forecasts, saves); kit builds on
// it and rules never imports kit.
//
// What it holds, each used by a module or kept for a coming one (its doc
// comment names which) and proven by its tests:
//   - dice tables read by a roll: DiceExpr ("2d6+1"), RowTable (a total
//     read by rows), Check (a roll against a number), HitDice (dice
//     counting hits, "5 = 1 hit, 6 = 2 hits": fire, experience saves and
//     morale checks), CRT (combat results by odds, by difference, or by
//     the firer's strength alone), each with exact odds for the combat
//     dialog;
//   - NumDist, exact arithmetic on small numeric distributions (loss
//     points, a random DRM): NumOf reads a table's odds as numbers, Plus
//     adds two, Mix weighs parts, Over mixes a result over a random DRM
//     and Versus judges two rolls into outcomes (seed 004's attacks);
//   - Fire, one fire's exact odds after saves: casualties, armour, the
//     morale check's outcome (continues, wavers, routs) and the all-dice
//     rises (seed 003), with SaveModifiers for its experience chart;
//   - Duel, a "table duel": one die a round on a table whose rows shoot
//     down, abort or lose passengers, rolled until one side is gone, with
//     the exact odds of every end state (seed 000's Air Combat), solved
//     by rules.ChainOdds like rules.Battle;
//   - Halve for dice counts ("half dice, rounding down");
//   - step losses (TakeLosses, StepsLeft, NextStep);
//   - control of cells and victory points of places (Control, PlaceVP);
//   - PlaceCells, the cells of the places a predicate picks (supply sources);
//   - Trace, the flood-fill supply trace over any board (hex, square or
//     graph): sources, per-position passable steps and blocked cells, a
//     range, optional step costs; and TraceCache, what a module works out
//     from its traces kept by a key the module gives (seed 000's supply).
//
// Errors start "kit: ". A helper that refuses an action does so with a
// *rules.Refusal citing its own rule (see rules.Refusal).
package kit
