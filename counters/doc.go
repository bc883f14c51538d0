// Package counters loads Sandtable counter catalogues: the sides and
// nations of a game with their colours, the unit types (kind for a
// NATO-style symbol, size, printed factors and the values of each step) and
// the markers (control, trench level, storm, shell holes...).
//
// Catalogue files are TOML beginning with format = "sandtable-counters" and
// version = 1; docs/formats.md describes every key. Loading is strict:
// every unknown key, bad value or missing reference is an error naming the
// file, line, column and field. Bundled catalogues are embedded in the
// binary and named by Builtin and BuiltinNames.
package counters
