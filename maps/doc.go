// Package maps loads Sandtable map files: the grid (hex flat-top or
// pointy-top, square) or graph (named areas or points and their
// connections), terrain per cell, hexside and connection features, named
// places, regions, off-map boxes and links to other maps.
//
// Map files are TOML beginning with format = "sandtable-map" and
// version = 1; docs/formats.md describes every key. Loading is strict:
// every unknown key, bad value or missing reference is an error naming the
// file, line, column and field. Bundled maps are embedded in the binary and
// named by Builtin and BuiltinNames.
package maps
