// Package design is the document model of Sandtable's designer: one data
// file (map, counter catalogue or scenario) held as its own text, split into
// entries (the top-level keys, each [table], each [[array]] item, each with
// the comments and blank lines before it), edited entry by entry with undo
// and redo, and checked after every edit by the same loaders, with the same
// messages, as `sandtable check`.
//
// An untouched file saves to exactly the bytes it was opened from; an edit
// changes one entry (or one line or key inside it) and leaves every other
// byte as it was, comments included. A form's change to an entry
// (SetEntry) rewrites only the values that differ: comments inside the
// entry and keys the form does not model (a newer version's) stay. New
// entries are written by a small canonical writer in the formats' own key
// order (docs/formats.md).
//
// The entries are edited as the loaders' own structs (PlaceSpec is
// maps.FilePlace, UnitSpec counters.FileUnit...): one schema, so the
// designer models exactly the keys `sandtable check` reads.
//
// A Project is what the designer has open: a scenario with the maps and
// catalogues it names (or a lone map or catalogue), one history of edits
// across them, the scenario checked and previewed with their unsaved
// texts (scenarios.LoadWith), saved together as one, whole or not at all
// (bundled files as copies).
// The package has no user interface: ui/designer draws
// and drives it.
package design
