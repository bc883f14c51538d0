// Package tiled imports maps made with the Tiled map editor
// (https://www.mapeditor.org), in its XML (.tmx) and JSON (.tmj) formats,
// as Sandtable map files.
//
// Orthogonal maps become square grids; hexagonal maps become hex grids with
// the same cells (a row-staggered map is pointy-top, a column-staggered one
// flat-top, and Tiled's stagger index is Sandtable's shove). Tile layers
// become terrain, object layers places. What cannot be imported is listed in
// the Result's Report. The importer uses the standard library only, and
// bounds every input before reading it.
package tiled

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// Limits on what is read. Every input is bounded before it is parsed, and
// what a file holds is counted while it is decoded (see part): the import
// of anything within them takes well under a second and 200 MB
// (scripts/measure-loaders). docs/import.md lists them.
const (
	MaxFileSize        = 16 << 20 // a map file, bytes
	MaxTilesetFileSize = 4 << 20  // an external tileset file, bytes
	MaxImageFileSize   = 16 << 20 // a tileset image file, bytes
	MaxAllImageBytes   = 64 << 20 // the image files read for colours, bytes
	MaxImagePixels     = 4 << 20  // a tileset image's width × height (2048×2048), 16-bit colour counted double
	MaxImages          = 256      // images read for colours
	MaxAllImagePixels  = 4 << 20  // all images read for colours, counted so; and as many pixels averaged
	MaxLayers          = 256      // layers and groups of every kind
	MaxTilesets        = 256
	MaxObjects         = 10_000    // objects in all object layers
	MaxProperties      = 20_000    // custom properties of the map and all it holds
	MaxTilesetTiles    = 10_000    // tiles listed in tilesets (with a class, properties, an image or terrains), and terrains
	MaxLayerTiles      = 2_000_000 // tiles of all tile layers together: 8 layers of the largest map
	MaxXMLElements     = 100_000   // elements of the XML files together (Tiled's old XML tile format has one a cell)
	MaxXMLAttributes   = 200_000   // attributes of the XML files together
	MaxTileSize        = 4096      // tile width and height, pixels
	MaxSide            = 50_000    // columns or rows (a map file holds at most 100,000 values)
	MaxPlaces          = 10_000    // places made from objects
	maxGroupDepth      = 64
	maxCells           = maps.MaxCells // width × height
	maxReportLines     = 200
)

// ReadFunc reads the file at path (a tileset or image the map refers to,
// relative paths already joined to the map's directory), a file of the
// kind what ("tileset"), refusing one of more than max bytes and anything
// that is not a regular file (a named pipe would wait for ever) before
// reading it, as tomlfile.ReadFile does.
type ReadFunc func(path, what string, max int64) ([]byte, error)

// Result is an imported map.
type Result struct {
	// TOML is the map file's text, in Sandtable's map format; maps.Load
	// accepts it.
	TOML []byte
	// Map is what maps.Load makes of TOML (the importer checks it so), for
	// a caller that would load it again.
	Map *maps.Map
	// Report lists what was not imported, or imported with a guess, and
	// why; one line each.
	Report []string
}

// ImportFile imports the Tiled map at path (.tmx, .tmj or .json), reading
// the tilesets and images it refers to relative to it, each with
// tomlfile.ReadFile.
func ImportFile(path string) (*Result, error) {
	data, err := tomlfile.ReadFile(path, "Tiled map", MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("tiled: %v", err)
	}
	return Import(path, data, tomlfile.ReadFile)
}

// Import imports a Tiled map from its text; file names it in messages and
// says where the files it refers to are. read reads those files; with nil,
// external tilesets and images are not read (and the report says so).
func Import(file string, data []byte, read ReadFunc) (*Result, error) {
	im := &importer{file: file, read: read}
	if err := im.run(data); err != nil {
		return nil, fmt.Errorf("tiled: %s: %v", file, err)
	}
	return &Result{TOML: im.out, Map: im.loaded, Report: im.report}, nil
}

type importer struct {
	file  string
	read  ReadFunc
	lim   limiter
	m     *tmap
	lay   *layout
	cells []uint32 // the chosen tile of each cell of the cropped grid, row-major; 0 = none
	// The cropped grid (crop): Tiled's columns c0 to c0+cols-1 and rows
	// r0 to r0+rows-1.
	c0, r0, cols, rows int
	kinds              []*kind
	byGID              map[uint32]*kind
	places             []*place
	colors             map[uint32]tileColor // the picture colour of each tile that needs one
	report             []string
	more               int // report lines left off
	out                []byte
	loaded             *maps.Map // what maps.Load makes of out
}

func (im *importer) note(format string, args ...any) {
	if len(im.report) >= maxReportLines {
		im.more++
		return
	}
	im.report = append(im.report, fmt.Sprintf(format, args...))
}

func (im *importer) run(data []byte) error {
	if len(data) > MaxFileSize {
		return fmt.Errorf("%d bytes, more than the limit of %d", len(data), MaxFileSize)
	}
	m, err := parseMap(im.file, data, &im.lim)
	if err != nil {
		return err
	}
	im.m = m
	if err := im.checkMap(); err != nil {
		return err
	}
	if err := im.loadTilesets(); err != nil {
		return err
	}
	im.lay = newLayout(m)
	if err := im.tiles(); err != nil {
		return err
	}
	if err := im.terrain(); err != nil {
		return err
	}
	if err := im.objects(); err != nil {
		return err
	}
	for _, l := range m.layers {
		if l.kind == imageLayer {
			im.note("image layer %q: not imported (Sandtable maps have no pictures)", l.name)
		}
	}
	if im.more > 0 {
		im.report = append(im.report, fmt.Sprintf("... and %d more lines", im.more))
	}
	out, err := im.write()
	if err != nil {
		return err
	}
	if len(out) > maps.MaxFileSize { // long names or descriptions, many places
		return fmt.Errorf("the imported map would be %s, more than the %s a Sandtable map file may have (its names, description and places take the room)",
			tomlfile.Size(int64(len(out))), tomlfile.Size(maps.MaxFileSize))
	}
	loaded, err := maps.Load(im.file+".toml", out)
	if err != nil {
		return fmt.Errorf("internal error: the written map does not load: %v", err)
	}
	im.out, im.loaded = out, loaded
	return nil
}

// parseMap reads the map in the format its name says, or, for another
// name, the format its first character says.
func parseMap(file string, data []byte, lim *limiter) (*tmap, error) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".tmx", ".xml":
		return parseTMX(data, lim)
	case ".tmj", ".json":
		return parseTMJ(data, lim)
	}
	// Otherwise the first character but spaces and a byte-order mark.
	if t := bytes.TrimLeft(data, " \t\r\n\xef\xbb\xbf"); len(t) > 0 {
		switch t[0] {
		case '<':
			return parseTMX(data, lim)
		case '{':
			return parseTMJ(data, lim)
		}
	}
	return nil, errors.New("neither a .tmx nor a .tmj Tiled map (want XML or JSON)")
}

func (im *importer) checkMap() error {
	m := im.m
	switch m.orientation {
	case "orthogonal":
	case "hexagonal":
		switch m.staggerAxis {
		case "", "x", "y":
		default:
			return fmt.Errorf("staggeraxis %q is not x or y", m.staggerAxis)
		}
		switch m.staggerIndex {
		case "", "odd", "even":
		default:
			return fmt.Errorf("staggerindex %q is not odd or even", m.staggerIndex)
		}
		if m.staggerAxis == "" {
			m.staggerAxis = "y" // Tiled's default
		}
	case "isometric", "staggered":
		return fmt.Errorf("%s maps are not supported; Sandtable imports orthogonal and hexagonal maps", m.orientation)
	default:
		return fmt.Errorf("orientation %q is not one of orthogonal, hexagonal", m.orientation)
	}
	if m.infinite {
		return errors.New("infinite maps are not supported; in Tiled, untick Infinite in the map's properties and save again")
	}
	if m.width < 1 || m.height < 1 || m.width > MaxSide || m.height > MaxSide || m.width*m.height > maxCells {
		return fmt.Errorf("map size %d×%d: each side must be from 1 to %d and the map at most %d cells", m.width, m.height, MaxSide, maxCells)
	}
	if m.tileW < 1 || m.tileH < 1 || m.tileW > MaxTileSize || m.tileH > MaxTileSize {
		return fmt.Errorf("tile size %d×%d: each must be between 1 and %d pixels", m.tileW, m.tileH, MaxTileSize)
	}
	if m.orientation == "hexagonal" && (m.hexSide < 0 || m.hexSide > MaxTileSize) {
		return fmt.Errorf("hexsidelength %d: must be between 0 and %d pixels", m.hexSide, MaxTileSize)
	}
	return nil
}

// loadTilesets reads external tilesets and checks them all.
func (im *importer) loadTilesets() error {
	dir := filepath.Dir(im.file)
	for i, ts := range im.m.tilesets {
		if ts.file == "" {
			ts.file, ts.dir = im.file, dir
		} else {
			path := filepath.Join(dir, filepath.FromSlash(ts.file))
			if im.read == nil {
				return fmt.Errorf("tileset %d: the external tileset %q cannot be read here", i+1, ts.file)
			}
			data, err := im.read(path, "tileset", MaxTilesetFileSize)
			if err != nil {
				return fmt.Errorf("tileset %q: %v", ts.file, err)
			}
			var ext *tileset
			if strings.EqualFold(filepath.Ext(path), ".tsx") || strings.EqualFold(filepath.Ext(path), ".xml") {
				ext, err = parseTSX(data, &im.lim)
			} else {
				ext, err = parseTSJ(data, &im.lim)
			}
			if err != nil {
				return fmt.Errorf("tileset %s: %v", path, err)
			}
			ext.firstGID, ext.file, ext.dir = ts.firstGID, path, filepath.Dir(path)
			im.m.tilesets[i] = ext
			ts = ext
		}
		if ts.firstGID < 1 || ts.firstGID > gidMask {
			return fmt.Errorf("tileset %q (%s): firstgid %d is not a tile id", ts.name, ts.file, ts.firstGID)
		}
		if ts.tileW < 0 || ts.tileH < 0 || ts.tileW > MaxTileSize || ts.tileH > MaxTileSize ||
			ts.spacing < 0 || ts.margin < 0 || ts.spacing > MaxTileSize || ts.margin > MaxTileSize || ts.columns < 0 || ts.tileCount < 0 {
			return fmt.Errorf("tileset %q (%s): bad tile size, spacing, margin, columns or tilecount", ts.name, ts.file)
		}
	}
	sort.SliceStable(im.m.tilesets, func(a, b int) bool { return im.m.tilesets[a].firstGID < im.m.tilesets[b].firstGID })
	return nil
}
