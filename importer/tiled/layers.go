package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Tiled keeps flip and rotation flags in the top four bits of a global
// tile id; the rest is the tile.
const (
	flagBits = 0xF0000000 // flipped horizontally, vertically, diagonally; rotated 120° (hex)
	gidMask  = ^uint32(flagBits)
)

// tiles decodes the visible tile layers and keeps, for each cell, the tile
// of the topmost layer that has one there.
func (im *importer) tiles() error {
	m := im.m
	n := m.width * m.height
	im.cells = make([]uint32, n)
	covered := 0 // cells where an upper layer hides a lower one's tile
	var used []string
	for _, l := range m.layers {
		if l.kind != tileLayer {
			continue
		}
		if !l.visible {
			im.note("tile layer %q: hidden in Tiled, not imported", l.name)
			continue
		}
		if l.chunks {
			im.note("tile layer %q: its data is in chunks (an infinite map), not imported", l.name)
			continue
		}
		if l.width != 0 && l.height != 0 && (l.width != m.width || l.height != m.height) {
			return fmt.Errorf("tile layer %q is %d×%d, the map %d×%d", l.name, l.width, l.height, m.width, m.height)
		}
		if l.offX != 0 || l.offY != 0 {
			im.note("tile layer %q: its pixel offset (%g, %g) is ignored; its tiles stay on their cells", l.name, l.offX, l.offY)
		}
		if !l.hasGIDs { // those were counted as decoded
			if err := im.lim.add(partGID, n); err != nil {
				return fmt.Errorf("tile layer %q: %v", l.name, err)
			}
		}
		gids, err := decodeData(l, n)
		if err != nil {
			if err == errZstd {
				im.note("tile layer %q: not imported: zstd compression is not supported; in Tiled, set the map's Tile Layer Format to CSV or Base64 (zlib or gzip)", l.name)
				continue
			}
			return fmt.Errorf("tile layer %q: %v", l.name, err)
		}
		any := false
		for i, g := range gids {
			g &= gidMask
			if g == 0 {
				continue
			}
			any = true
			if im.cells[i] != 0 {
				covered++
			}
			im.cells[i] = g
		}
		if any {
			used = append(used, strconv.Quote(l.name))
		}
	}
	if covered > 0 {
		im.note("%d cells have tiles on more than one of the layers %s: each takes the tile of the topmost layer", covered, strings.Join(used, ", "))
	}
	im.crop()
	return nil
}

// crop keeps the cells within the smallest rectangle that holds every
// tile. Sandtable's grids are rectangles without holes: the rows and
// columns around the tiles with no tile on any layer are left off the
// map, and the cells inside it that have none take the terrain "Off map"
// (impassable, in the colour around the map). The labels keep Tiled's
// numbering (its column c, row r is still c+1, r+1). A map without a tile
// is kept whole.
func (im *importer) crop() {
	m := im.m
	im.cols, im.rows = m.width, m.height
	c0, r0, c1, r1 := m.width, m.height, -1, -1
	for i, g := range im.cells {
		if g == 0 {
			continue
		}
		c, r := i%m.width, i/m.width
		c0, r0, c1, r1 = min(c0, c), min(r0, r), max(c1, c), max(r1, r)
	}
	if c1 < 0 {
		im.note("the map has no tile on any visible layer: all its cells are %q", offMapName)
		return
	}
	if c0 == 0 && r0 == 0 && c1 == m.width-1 && r1 == m.height-1 {
		return
	}
	cols, rows := c1-c0+1, r1-r0+1
	out := make([]uint32, cols*rows)
	for r := 0; r < rows; r++ {
		copy(out[r*cols:(r+1)*cols], im.cells[(r+r0)*m.width+c0:])
	}
	im.cells, im.c0, im.r0, im.cols, im.rows = out, c0, r0, cols, rows
	im.note("%d of the %d×%d cells, around those with tiles, have no tile on any layer: left off the map, which keeps the %d×%d cells from column %d, row %d (labels keep Tiled's numbering)",
		m.width*m.height-cols*rows, m.width, m.height, cols, rows, c0+1, r0+1)
}

var errZstd = fmt.Errorf("zstd compression is not supported")

// decodeData is a tile layer's n global tile ids (flags included).
func decodeData(l *layer, n int) ([]uint32, error) {
	if l.hasGIDs {
		if len(l.gids) != n {
			return nil, fmt.Errorf("has %d tiles, the map %d cells", len(l.gids), n)
		}
		return l.gids, nil
	}
	switch l.encoding {
	case "csv":
		return decodeCSV(l.text, n)
	case "base64":
		return decodeBase64(l.text, l.compress, n)
	case "":
		if strings.TrimSpace(l.text) == "" {
			return make([]uint32, n), nil // an empty layer
		}
		return nil, fmt.Errorf("data without an encoding")
	}
	return nil, fmt.Errorf("encoding %q is not one of csv, base64", l.encoding)
}

func decodeCSV(text string, n int) ([]uint32, error) {
	out := make([]uint32, 0, n)
	for f := range strings.SplitSeq(text, ",") {
		f = strings.TrimSpace(f)
		if f == "" && len(out) == n {
			continue // a trailing comma
		}
		if len(out) == n {
			return nil, fmt.Errorf("csv data has more than the map's %d cells", n)
		}
		v, err := strconv.ParseUint(f, 10, 32)
		if err != nil {
			return nil, fmt.Errorf("csv data: tile %d: %q is not a tile id", len(out)+1, f)
		}
		out = append(out, uint32(v))
	}
	if len(out) != n {
		return nil, fmt.Errorf("csv data has %d tiles, the map %d cells", len(out), n)
	}
	return out, nil
}

func decodeBase64(text, compression string, n int) ([]uint32, error) {
	text = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
			return -1
		}
		return r
	}, text)
	if len(text) > base64.StdEncoding.EncodedLen(n*4)*4+64 {
		return nil, fmt.Errorf("base64 data is longer than %d cells can be", n)
	}
	raw, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return nil, fmt.Errorf("base64 data: %v", err)
	}
	var r io.Reader = bytes.NewReader(raw)
	switch compression {
	case "":
	case "zlib":
		zr, err := zlib.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("zlib data: %v", err)
		}
		defer zr.Close()
		r = zr
	case "gzip":
		gr, err := gzip.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("gzip data: %v", err)
		}
		defer gr.Close()
		r = gr
	case "zstd":
		return nil, errZstd
	default:
		return nil, fmt.Errorf("compression %q is not one of zlib, gzip", compression)
	}
	buf, err := io.ReadAll(io.LimitReader(r, int64(n)*4+1))
	if err != nil {
		return nil, fmt.Errorf("%s data: %v", compression, err)
	}
	if len(buf) != n*4 {
		return nil, fmt.Errorf("base64 data holds %d bytes, the map's %d cells need %d", len(buf), n, n*4)
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(buf[i*4:])
	}
	return out, nil
}
