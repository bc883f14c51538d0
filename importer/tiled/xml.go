package tiled

import (
	"encoding/xml"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The xmlXxx types mirror the parts of Tiled's XML formats (.tmx maps,
// .tsx tilesets) that the importer reads.

type xmlMap struct {
	XMLName      xml.Name     `xml:"map"`
	Orientation  string       `xml:"orientation,attr"`
	Width        int          `xml:"width,attr"`
	Height       int          `xml:"height,attr"`
	TileWidth    int          `xml:"tilewidth,attr"`
	TileHeight   int          `xml:"tileheight,attr"`
	HexSide      int          `xml:"hexsidelength,attr"`
	StaggerAxis  string       `xml:"staggeraxis,attr"`
	StaggerIndex string       `xml:"staggerindex,attr"`
	Infinite     int          `xml:"infinite,attr"`
	Properties   xmlProps     `xml:"properties"`
	Tilesets     []xmlTileset `xml:"tileset"`
	// Layers catches every other child in document order: layer,
	// objectgroup, imagelayer and group (whose children nest likewise).
	Layers []xmlLayer `xml:",any"`
}

type xmlProps struct {
	List []xmlProp `xml:"property"`
}

type xmlProp struct {
	Name  string `xml:"name,attr"`
	Type  string `xml:"type,attr"`
	Value string `xml:"value,attr"`
	Text  string `xml:",chardata"` // multi-line string values
}

type xmlTileset struct {
	XMLName    xml.Name  `xml:"tileset"`
	FirstGID   uint32    `xml:"firstgid,attr"`
	Source     string    `xml:"source,attr"`
	Name       string    `xml:"name,attr"`
	TileWidth  int       `xml:"tilewidth,attr"`
	TileHeight int       `xml:"tileheight,attr"`
	Spacing    int       `xml:"spacing,attr"`
	Margin     int       `xml:"margin,attr"`
	TileCount  int       `xml:"tilecount,attr"`
	Columns    int       `xml:"columns,attr"`
	Image      *xmlImage `xml:"image"`
	Tiles      []xmlTile `xml:"tile"`
	// Named terrains: terrain types before Tiled 1.5, wang sets since.
	TerrainTypes *struct {
		List []xmlTerrainType `xml:"terrain"`
	} `xml:"terraintypes"`
	WangSets *struct {
		List []xmlWangSet `xml:"wangset"`
	} `xml:"wangsets"`
}

type xmlTerrainType struct {
	Name string `xml:"name,attr"`
	Tile int    `xml:"tile,attr"`
}

type xmlWangSet struct {
	Name   string `xml:"name,attr"`
	Type   string `xml:"type,attr"`
	Colors []struct {
		Name  string `xml:"name,attr"`
		Color string `xml:"color,attr"`
		Tile  int    `xml:"tile,attr"`
	} `xml:"wangcolor"`
	Tiles []struct {
		TileID uint32 `xml:"tileid,attr"`
		WangID string `xml:"wangid,attr"`
	} `xml:"wangtile"`
	// Tiled 1.1 to 1.4 wrote corner and edge colours apart, and wang ids
	// in hexadecimal: not read (reported).
	OldCorners []struct{} `xml:"wangcornercolor"`
	OldEdges   []struct{} `xml:"wangedgecolor"`
}

type xmlImage struct {
	Source string `xml:"source,attr"`
}

type xmlTile struct {
	ID         uint32    `xml:"id,attr"`
	Type       string    `xml:"type,attr"`
	Class      string    `xml:"class,attr"`
	Terrain    string    `xml:"terrain,attr"` // before Tiled 1.5: terrain types at its corners
	Properties xmlProps  `xml:"properties"`
	Image      *xmlImage `xml:"image"`
}

type xmlLayer struct {
	XMLName    xml.Name
	Name       string      `xml:"name,attr"`
	Width      int         `xml:"width,attr"`
	Height     int         `xml:"height,attr"`
	Visible    *int        `xml:"visible,attr"`
	OffsetX    float64     `xml:"offsetx,attr"`
	OffsetY    float64     `xml:"offsety,attr"`
	Data       *xmlData    `xml:"data"`
	Objects    []xmlObject `xml:"object"`
	Properties xmlProps    `xml:"properties"`
	Children   []xmlLayer  `xml:",any"` // a group's layers
}

type xmlData struct {
	Encoding    string     `xml:"encoding,attr"`
	Compression string     `xml:"compression,attr"`
	Text        string     `xml:",chardata"`
	Tiles       []xmlGID   `xml:"tile"`
	Chunks      []struct{} `xml:"chunk"`
}

type xmlGID struct {
	GID uint32 `xml:"gid,attr"`
}

// UnmarshalXML reads a layer's <data> as the struct tags say, but its
// <tile> elements one by one without reflection: a map in Tiled's old
// XML tile format has one for every cell.
func (x *xmlData) UnmarshalXML(d *xml.Decoder, start xml.StartElement) error {
	for _, a := range start.Attr {
		switch a.Name.Local {
		case "encoding":
			x.Encoding = a.Value
		case "compression":
			x.Compression = a.Value
		}
	}
	var text []byte
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "tile":
				var g xmlGID
				for _, a := range t.Attr {
					if a.Name.Local == "gid" {
						v, err := strconv.ParseUint(strings.TrimSpace(a.Value), 10, 32)
						if err != nil {
							return fmt.Errorf("tile gid %q is not a tile id", a.Value)
						}
						g.GID = uint32(v)
					}
				}
				x.Tiles = append(x.Tiles, g)
			case "chunk":
				x.Chunks = append(x.Chunks, struct{}{})
			}
			if err := d.Skip(); err != nil {
				return err
			}
		case xml.CharData:
			text = append(text, t...)
		case xml.EndElement:
			x.Text = string(text)
			return nil
		}
	}
}

type xmlObject struct {
	ID         int       `xml:"id,attr"`
	Name       string    `xml:"name,attr"`
	Type       string    `xml:"type,attr"`
	Class      string    `xml:"class,attr"`
	X          float64   `xml:"x,attr"`
	Y          float64   `xml:"y,attr"`
	Width      float64   `xml:"width,attr"`
	Height     float64   `xml:"height,attr"`
	Rotation   float64   `xml:"rotation,attr"`
	GID        uint32    `xml:"gid,attr"`
	Visible    *int      `xml:"visible,attr"`
	Point      *struct{} `xml:"point"`
	Ellipse    *struct{} `xml:"ellipse"`
	Polygon    *struct{} `xml:"polygon"`
	Polyline   *struct{} `xml:"polyline"`
	Text       *struct{} `xml:"text"`
	Properties xmlProps  `xml:"properties"`
}

// parseTMX reads a .tmx map's text.
func parseTMX(data []byte, lim *limiter) (*tmap, error) {
	var x xmlMap
	if err := decodeXML(data, &x, lim); err != nil {
		return nil, err
	}
	m := &tmap{
		orientation: x.Orientation, width: x.Width, height: x.Height,
		tileW: x.TileWidth, tileH: x.TileHeight, hexSide: x.HexSide,
		staggerAxis: x.StaggerAxis, staggerIndex: x.StaggerIndex,
		infinite: x.Infinite != 0, props: x.Properties.props(),
	}
	for _, xt := range x.Tilesets {
		m.tilesets = append(m.tilesets, xt.tileset())
	}
	if err := flattenXML(m, x.Layers, 0); err != nil {
		return nil, err
	}
	return m, nil
}

// parseTSX reads an external .tsx tileset's text.
func parseTSX(data []byte, lim *limiter) (*tileset, error) {
	var x xmlTileset
	if err := decodeXML(data, &x, lim); err != nil {
		return nil, err
	}
	return x.tileset(), nil
}

// decodeXML decodes data into v, counted by lim: a limit error as it is,
// any other as the file not being Tiled's XML.
func decodeXML(data []byte, v any, lim *limiter) error {
	if err := newXMLDecoder(data, lim).Decode(v); err != nil {
		var le *limitError
		if errors.As(err, &le) {
			return le
		}
		return fmt.Errorf("not a Tiled XML file: %v", err)
	}
	return nil
}

func (p xmlProps) props() []prop {
	var out []prop
	for _, x := range p.List {
		v := x.Value
		if v == "" {
			v = strings.TrimSpace(x.Text)
		}
		out = append(out, prop{name: x.Name, typ: x.Type, value: v})
	}
	return out
}

func (x *xmlTileset) tileset() *tileset {
	ts := &tileset{
		firstGID: x.FirstGID, name: x.Name, tileW: x.TileWidth, tileH: x.TileHeight,
		spacing: x.Spacing, margin: x.Margin, columns: x.Columns, tileCount: x.TileCount,
		tiles: map[uint32]*tile{},
	}
	if x.Source != "" {
		ts.file = x.Source // read later, relative to the map
	}
	if x.Image != nil {
		ts.image = &timage{source: x.Image.Source}
	} else {
		ts.hasTileList = true
	}
	for _, xt := range x.Tiles {
		t := &tile{class: xt.Class, props: xt.Properties.props()}
		if t.class == "" {
			t.class = xt.Type
		}
		if xt.Image != nil {
			t.image = &timage{source: xt.Image.Source}
		}
		ts.tiles[xt.ID] = t
	}
	if x.TerrainTypes != nil && len(x.TerrainTypes.List) > 0 {
		ws := &wangset{name: x.Name, typ: "corner", tiles: map[uint32][8]int{}}
		for _, tt := range x.TerrainTypes.List {
			ws.colors = append(ws.colors, wangColor{name: tt.Name, tile: tt.Tile})
		}
		for _, xt := range x.Tiles {
			if xt.Terrain == "" || len(xt.Terrain) > 256 { // four numbers
				continue
			}
			var corners [4]int // top-left, top-right, bottom-left, bottom-right; -1 none
			f := strings.Split(xt.Terrain, ",")
			for i := range corners {
				corners[i] = -1
				if i < len(f) {
					if v, err := strconv.Atoi(strings.TrimSpace(f[i])); err == nil {
						corners[i] = v
					}
				}
			}
			ws.setCorners(xt.ID, corners)
		}
		ts.wangsets = append(ts.wangsets, ws)
	}
	if x.WangSets != nil {
		for _, xw := range x.WangSets.List {
			ws := &wangset{name: xw.Name, typ: xw.Type, tiles: map[uint32][8]int{}}
			if len(xw.OldCorners)+len(xw.OldEdges) > 0 {
				ws.old = true
			}
			for _, c := range xw.Colors {
				ws.colors = append(ws.colors, wangColor{name: c.Name, color: c.Color, tile: c.Tile})
			}
			for _, wt := range xw.Tiles {
				if len(wt.WangID) <= 256 { // eight numbers
					ws.set(wt.TileID, strings.Split(wt.WangID, ","))
				}
			}
			ts.wangsets = append(ts.wangsets, ws)
		}
	}
	return ts
}

// flattenXML appends the layers of a map or group, groups flattened in
// document order (bottom to top).
func flattenXML(m *tmap, xs []xmlLayer, depth int) error {
	if depth > maxGroupDepth {
		return fmt.Errorf("groups nested more than %d deep", maxGroupDepth)
	}
	for i := range xs {
		x := &xs[i]
		visible := x.Visible == nil || *x.Visible != 0
		l := &layer{name: x.Name, visible: visible, width: x.Width, height: x.Height, offX: x.OffsetX, offY: x.OffsetY}
		switch x.XMLName.Local {
		case "layer":
			l.kind = tileLayer
			if x.Data != nil {
				l.encoding, l.compress = x.Data.Encoding, x.Data.Compression
				l.text = x.Data.Text
				l.chunks = len(x.Data.Chunks) > 0
				if len(x.Data.Tiles) > 0 {
					l.hasGIDs = true
					if len(x.Data.Tiles) > maxCells {
						return fmt.Errorf("layer %q: %d tiles, more than the limit of %d", x.Name, len(x.Data.Tiles), maxCells)
					}
					for _, t := range x.Data.Tiles {
						l.gids = append(l.gids, t.GID)
					}
				}
			}
		case "objectgroup":
			l.kind = objectLayer
			for _, xo := range x.Objects {
				o := object{
					id: xo.ID, name: xo.Name, class: xo.Class, x: xo.X, y: xo.Y, w: xo.Width, h: xo.Height,
					rotation: xo.Rotation, gid: xo.GID, point: xo.Point != nil, ellipse: xo.Ellipse != nil,
					polygon: xo.Polygon != nil, polyline: xo.Polyline != nil, text: xo.Text != nil,
					visible: xo.Visible == nil || *xo.Visible != 0, props: xo.Properties.props(),
				}
				if o.class == "" {
					o.class = xo.Type
				}
				l.objects = append(l.objects, o)
			}
		case "imagelayer":
			l.kind = imageLayer
		case "group":
			if !visible {
				// A hidden group hides its layers.
				for j := range x.Children {
					zero := 0
					x.Children[j].Visible = &zero
				}
			}
			if err := flattenXML(m, x.Children, depth+1); err != nil {
				return err
			}
			continue
		default:
			continue // editor settings and the like
		}
		m.layers = append(m.layers, l) // counted against MaxLayers as decoded
	}
	return nil
}
