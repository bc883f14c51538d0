// Command genvernian draws the two maps of the Vernian WWI variant "20,000
// Leagues under the Trenches" from real geography and writes them as
// Sandtable map files:
//
//	maps/data/vernian-west.toml     West Front (France, Low Countries, western Germany)
//	maps/data/vernian-england.toml  Southern England
//
// Run it from the repository root:
//
//	go run ./maps/internal/genvernian            # rewrite both files
//	go run ./maps/internal/genvernian -ascii     # also print both maps as text
//	go run ./maps/internal/genvernian -list      # also list every place's hexes
//	go run ./maps/internal/genvernian -where W7005,E2714   # where a hex's centre is
//	go run ./maps/internal/genvernian -dir /tmp  # write somewhere else
//
// How it works. Coasts, estuaries and islands (world.go) are lon/lat
// polygons; so are the frontiers of 1914, assembled from shared border
// lines, and the relief areas (mountains, forest/rough, flood plain). They
// are projected (Lambert conformal conic) onto a flat-top hex grid placed so
// that a chosen town sits at the centre of a chosen hex (Calais in W7005 on
// the West Front). Each hex samples 19 points: it is land when most of them
// are, its region is the country most of its land is in, and its terrain is
// the first relief area covering most of its land (clear otherwise). Rivers
// are polylines snapped to the nearest hex corners and walked corner to
// corner, so they always form chains of adjacent hexsides; sides on the
// coast are dropped. A side between two land hexes that water mostly covers
// (an estuary, a strait, a bay) becomes an all-sea hexside. Places are put
// in the hex under their real position, or the nearest free land hex when
// that one is sea, taken, or (for cities) on the map's edge; the generator
// prints every such move. The places' hexes take the places' countries.
//
// Nothing is copied from a published game: positions are real geography,
// traced by hand at a precision well below the hex size.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"sandtable/maps"
)

func main() {
	dir := flag.String("dir", filepath.Join("maps", "data"), "directory to write the map files to")
	ascii := flag.Bool("ascii", false, "print the maps as text on stderr")
	list := flag.Bool("list", false, "list every place's hexes on stderr")
	where := flag.String("where", "", "print the lon/lat of the centres of these comma-separated hexes")
	flag.Parse()

	west, england := generate()
	for _, f := range []*mapFile{west, england} {
		f.m.printNotes(f.id)
		if *ascii {
			printASCII(f)
		}
		for _, l := range strings.Split(*where, ",") {
			if c, err := f.m.topo.Parse(l); err == nil && l != "" {
				ll := f.m.spec.proj.LL(f.m.km(f.m.topo.Center(c)))
				i := f.m.idx(c)
				fmt.Fprintf(os.Stderr, "%s %s: lon %.2f lat %.2f %s %q\n", f.id, l, ll.Lon, ll.Lat, f.m.terrain[i], f.m.region[i])
			}
		}
		if *list {
			for _, p := range f.places {
				var cells []string
				for _, c := range p.cells {
					cells = append(cells, f.m.label(c))
				}
				fmt.Fprintf(os.Stderr, "%s %-20s %-28s %v\n", f.id, p.id, strings.Join(p.kinds, ","), cells)
			}
		}
		text := f.String()
		if _, err := maps.Load(f.id+".toml", []byte(text)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		path := filepath.Join(*dir, f.id+".toml")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(f.summary())
		fmt.Println("wrote", path)
	}
}

// generate builds both maps; each links to the other's Dover, Calais and
// Munich hexes.
func generate() (west, england *mapFile) {
	west, wm := buildWest("")
	munich := wm.label(findPlace(west, "munich").cells[0])
	england, em := buildEngland(calaisHex, munich)
	dover := em.label(findPlace(england, "dover").cells[0])
	for i := range west.links {
		west.links[i].toCell = dover
	}
	return west, england
}

func findPlace(f *mapFile, id string) *placed {
	for _, p := range f.places {
		if p.id == id {
			return p
		}
	}
	panic("no place " + id)
}

// printASCII draws the terrain (upper case where a place is) and then the
// regions, as rows of text; odd columns are half a row lower on the map.
func printASCII(f *mapFile) {
	m := f.m
	at := map[int]bool{}
	for _, p := range f.places {
		if p.kinds[0] == "supply_source" {
			continue
		}
		for _, c := range p.cells {
			at[m.idx(c)] = true
		}
	}
	sym := map[string]string{"": "."}
	for _, r := range f.regions {
		sym[r.id] = r.symbol
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n    ", f.id)
	for col := 0; col < m.spec.cols; col++ {
		fmt.Fprintf(&b, "%d", (m.spec.firstCol+col)%10)
	}
	b.WriteString("\n")
	for row := 0; row < m.spec.rows; row++ {
		fmt.Fprintf(&b, "%02d  ", m.spec.firstRow+row)
		for col := 0; col < m.spec.cols; col++ {
			i := m.idx(m.topo.FromOffset(col, row))
			s := terrainSymbols[m.terrain[i]]
			if at[i] {
				s = "@"
			}
			b.WriteString(s)
		}
		b.WriteString("   ")
		for col := 0; col < m.spec.cols; col++ {
			i := m.idx(m.topo.FromOffset(col, row))
			if !m.land[i] {
				b.WriteString(" ")
			} else {
				b.WriteString(sym[m.region[i]])
			}
		}
		b.WriteString("\n")
	}
	fmt.Fprint(os.Stderr, b.String())
}
