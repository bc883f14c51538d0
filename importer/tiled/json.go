package tiled

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// The jsonXxx types mirror the parts of Tiled's JSON formats (.tmj maps,
// .tsj tilesets) that the importer reads.

type jsonMap struct {
	Type         string        `json:"type"`
	Orientation  string        `json:"orientation"`
	Width        int           `json:"width"`
	Height       int           `json:"height"`
	TileWidth    int           `json:"tilewidth"`
	TileHeight   int           `json:"tileheight"`
	HexSide      int           `json:"hexsidelength"`
	StaggerAxis  string        `json:"staggeraxis"`
	StaggerIndex string        `json:"staggerindex"`
	Infinite     bool          `json:"infinite"`
	Properties   []jsonProp    `json:"properties"`
	Tilesets     []jsonTileset `json:"tilesets"`
	Layers       []jsonLayer   `json:"layers"`
}

type jsonProp struct {
	Name  string          `json:"name"`
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}

type jsonTileset struct {
	FirstGID   uint32     `json:"firstgid"`
	Source     string     `json:"source"`
	Name       string     `json:"name"`
	TileWidth  int        `json:"tilewidth"`
	TileHeight int        `json:"tileheight"`
	Spacing    int        `json:"spacing"`
	Margin     int        `json:"margin"`
	TileCount  int        `json:"tilecount"`
	Columns    int        `json:"columns"`
	Image      string     `json:"image"`
	Tiles      []jsonTile `json:"tiles"`
	// Named terrains: terrain types before Tiled 1.5, wang sets since.
	Terrains []struct {
		Name string `json:"name"`
		Tile int    `json:"tile"`
	} `json:"terrains"`
	WangSets []jsonWangSet `json:"wangsets"`
}

type jsonWangSet struct {
	Name   string `json:"name"`
	Type   string `json:"type"`
	Colors []struct {
		Name  string `json:"name"`
		Color string `json:"color"`
		Tile  int    `json:"tile"`
	} `json:"colors"`
	WangTiles []struct {
		TileID uint32          `json:"tileid"`
		WangID json.RawMessage `json:"wangid"` // eight numbers; read by smallInts
	} `json:"wangtiles"`
	// Tiled 1.1 to 1.4: not read (reported).
	CornerColors json.RawMessage `json:"cornercolors"`
	EdgeColors   json.RawMessage `json:"edgecolors"`
}

type jsonTile struct {
	ID         uint32          `json:"id"`
	Type       string          `json:"type"`
	Class      string          `json:"class"`
	Image      string          `json:"image"`
	Terrain    json.RawMessage `json:"terrain"` // before Tiled 1.5: terrain types at its four corners
	Properties []jsonProp      `json:"properties"`
}

type jsonLayer struct {
	Type        string          `json:"type"`
	Name        string          `json:"name"`
	Width       int             `json:"width"`
	Height      int             `json:"height"`
	Visible     *bool           `json:"visible"`
	OffsetX     float64         `json:"offsetx"`
	OffsetY     float64         `json:"offsety"`
	Data        json.RawMessage `json:"data"`
	Encoding    string          `json:"encoding"`
	Compression string          `json:"compression"`
	Chunks      json.RawMessage `json:"chunks"`
	Objects     []jsonObject    `json:"objects"`
	Layers      []jsonLayer     `json:"layers"`
}

type jsonObject struct {
	ID         int             `json:"id"`
	Name       string          `json:"name"`
	Type       string          `json:"type"`
	Class      string          `json:"class"`
	X          float64         `json:"x"`
	Y          float64         `json:"y"`
	Width      float64         `json:"width"`
	Height     float64         `json:"height"`
	Rotation   float64         `json:"rotation"`
	GID        uint32          `json:"gid"`
	Visible    *bool           `json:"visible"`
	Point      bool            `json:"point"`
	Ellipse    bool            `json:"ellipse"`
	Polygon    json.RawMessage `json:"polygon"`
	Polyline   json.RawMessage `json:"polyline"`
	Text       json.RawMessage `json:"text"`
	Properties []jsonProp      `json:"properties"`
}

// parseTMJ reads a .tmj (or .json) map's text.
func parseTMJ(data []byte, lim *limiter) (*tmap, error) {
	var j jsonMap
	if err := decodeJSON(data, &j, lim); err != nil {
		return nil, err
	}
	if j.Type != "" && j.Type != "map" {
		return nil, fmt.Errorf("a Tiled JSON file of type %q, not a map", j.Type)
	}
	m := &tmap{
		orientation: j.Orientation, width: j.Width, height: j.Height,
		tileW: j.TileWidth, tileH: j.TileHeight, hexSide: j.HexSide,
		staggerAxis: j.StaggerAxis, staggerIndex: j.StaggerIndex,
		infinite: j.Infinite, props: jsonProps(j.Properties),
	}
	for i := range j.Tilesets {
		m.tilesets = append(m.tilesets, j.Tilesets[i].tileset())
	}
	if err := flattenJSON(m, j.Layers, true, 0); err != nil {
		return nil, err
	}
	return m, nil
}

// parseTSJ reads an external .tsj (or .json) tileset's text.
func parseTSJ(data []byte, lim *limiter) (*tileset, error) {
	var j jsonTileset
	if err := decodeJSON(data, &j, lim); err != nil {
		return nil, err
	}
	return j.tileset(), nil
}

// decodeJSON decodes data into v after counting it with lim (scanJSON).
func decodeJSON(data []byte, v any, lim *limiter) error {
	if err := scanJSON(data, lim); err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("not a Tiled JSON file: %v", err)
	}
	return nil
}

func jsonProps(js []jsonProp) []prop {
	var out []prop
	for _, j := range js {
		p := prop{name: j.Name, typ: j.Type, value: string(j.Value)} // numbers and booleans as written
		var s string
		if len(j.Value) > 0 && j.Value[0] == '"' && json.Unmarshal(j.Value, &s) == nil {
			p.value = s
		}
		out = append(out, p)
	}
	return out
}

func (j *jsonTileset) tileset() *tileset {
	ts := &tileset{
		firstGID: j.FirstGID, name: j.Name, tileW: j.TileWidth, tileH: j.TileHeight,
		spacing: j.Spacing, margin: j.Margin, columns: j.Columns, tileCount: j.TileCount,
		tiles: map[uint32]*tile{},
	}
	if j.Source != "" {
		ts.file = j.Source
	}
	if j.Image != "" {
		ts.image = &timage{source: j.Image}
	} else {
		ts.hasTileList = true
	}
	for _, jt := range j.Tiles {
		t := &tile{class: jt.Class, props: jsonProps(jt.Properties)}
		if t.class == "" {
			t.class = jt.Type
		}
		if jt.Image != "" {
			t.image = &timage{source: jt.Image}
		}
		ts.tiles[jt.ID] = t
	}
	if len(j.Terrains) > 0 {
		ws := &wangset{name: j.Name, typ: "corner", tiles: map[uint32][8]int{}}
		for _, tt := range j.Terrains {
			ws.colors = append(ws.colors, wangColor{name: tt.Name, tile: tt.Tile})
		}
		for _, jt := range j.Tiles {
			v := smallInts(jt.Terrain)
			if v == nil {
				continue
			}
			c := [4]int{-1, -1, -1, -1}
			copy(c[:], v)
			ws.setCorners(jt.ID, c)
		}
		ts.wangsets = append(ts.wangsets, ws)
	}
	for _, jw := range j.WangSets {
		ws := &wangset{name: jw.Name, typ: jw.Type, tiles: map[uint32][8]int{}, old: present(jw.CornerColors) || present(jw.EdgeColors)}
		for _, c := range jw.Colors {
			ws.colors = append(ws.colors, wangColor{name: c.Name, color: c.Color, tile: c.Tile})
		}
		for _, wt := range jw.WangTiles {
			var f []string
			for _, v := range smallInts(wt.WangID) {
				f = append(f, strconv.Itoa(v))
			}
			ws.set(wt.TileID, f)
		}
		ts.wangsets = append(ts.wangsets, ws)
	}
	return ts
}

func flattenJSON(m *tmap, js []jsonLayer, visible bool, depth int) error {
	if depth > maxGroupDepth {
		return fmt.Errorf("groups nested more than %d deep", maxGroupDepth)
	}
	for i := range js {
		j := &js[i]
		vis := visible && (j.Visible == nil || *j.Visible)
		l := &layer{name: j.Name, visible: vis, width: j.Width, height: j.Height, offX: j.OffsetX, offY: j.OffsetY}
		switch j.Type {
		case "tilelayer":
			l.kind = tileLayer
			l.encoding, l.compress = j.Encoding, j.Compression
			l.chunks = len(j.Chunks) > 0 && string(j.Chunks) != "null"
			if len(j.Data) > 0 && j.Data[0] == '"' {
				if err := json.Unmarshal(j.Data, &l.text); err != nil {
					return fmt.Errorf("layer %q: data: %v", j.Name, err)
				}
				if l.encoding == "" {
					l.encoding = "base64"
				}
			} else if len(j.Data) > 0 && string(j.Data) != "null" {
				gids, err := jsonGIDs(j.Data)
				if err != nil {
					return fmt.Errorf("layer %q: data: %v", j.Name, err)
				}
				l.gids, l.hasGIDs = gids, true
			}
		case "objectgroup":
			l.kind = objectLayer
			for _, jo := range j.Objects {
				o := object{
					id: jo.ID, name: jo.Name, class: jo.Class, x: jo.X, y: jo.Y, w: jo.Width, h: jo.Height,
					rotation: jo.Rotation, gid: jo.GID, point: jo.Point, ellipse: jo.Ellipse,
					polygon: present(jo.Polygon), polyline: present(jo.Polyline), text: present(jo.Text),
					visible: jo.Visible == nil || *jo.Visible, props: jsonProps(jo.Properties),
				}
				if o.class == "" {
					o.class = jo.Type
				}
				l.objects = append(l.objects, o)
			}
		case "imagelayer":
			l.kind = imageLayer
		case "group":
			if err := flattenJSON(m, j.Layers, vis, depth+1); err != nil {
				return err
			}
			continue
		default:
			continue
		}
		m.layers = append(m.layers, l) // counted against MaxLayers by scanJSON
	}
	return nil
}

// smallInts is a short JSON array of numbers (a wang id's eight, a
// tile's four terrains): nil for anything else, read without decoding a
// long one.
func smallInts(raw json.RawMessage) []int {
	var v []int
	if len(raw) > 256 || json.Unmarshal(raw, &v) != nil || len(v) > 8 {
		return nil
	}
	return v
}

func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

// jsonGIDs reads a layer's data array of global tile ids, bounded. The
// array is valid JSON (the decoder checked it), read byte by byte without
// a token for each id: a map may have a quarter of a million in each layer.
func jsonGIDs(raw json.RawMessage) ([]uint32, error) {
	t := bytes.TrimSpace(raw)
	if len(t) < 2 || t[0] != '[' || t[len(t)-1] != ']' {
		return nil, fmt.Errorf("want an array of tile ids or a base64 string")
	}
	t = t[1 : len(t)-1]
	var out []uint32
	for i := 0; ; {
		for i < len(t) && jsonSpace(t[i]) {
			i++
		}
		if i == len(t) && len(out) == 0 {
			return out, nil // []
		}
		start, v := i, uint64(0)
		for i < len(t) && t[i] >= '0' && t[i] <= '9' && v <= math.MaxUint32 {
			v = v*10 + uint64(t[i]-'0')
			i++
		}
		end := i
		for i < len(t) && jsonSpace(t[i]) {
			i++
		}
		if end == start || v > math.MaxUint32 || i < len(t) && t[i] != ',' {
			f := t[start:]
			if j := bytes.IndexByte(f, ','); j >= 0 {
				f = f[:j]
			}
			f = bytes.TrimSpace(f)
			if len(f) > 0 && (f[0] == '-' || f[0] >= '0' && f[0] <= '9') {
				return nil, fmt.Errorf("tile id %.20s is not a 32-bit unsigned number", f)
			}
			return nil, fmt.Errorf("want tile ids, got %.20s", f)
		}
		if len(out) >= maxCells {
			return nil, fmt.Errorf("more than %d tiles", maxCells)
		}
		out = append(out, uint32(v))
		if i == len(t) {
			return out, nil
		}
		i++ // the comma
	}
}

// jsonSpace reports whether c is JSON's white space.
func jsonSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}
