// This go.mod only keeps the replacement files below out of the main
// module's ./... patterns: they are not a module of their own. They are
// compiled in place of the originals through Go's -overlay flag (see
// overlay.txt, README.md and scripts/overlay).
module sandtable/third_party/overlay

go 1.26.8
