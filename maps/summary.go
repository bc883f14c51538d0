package maps

import (
	"fmt"

	"sandtable/board"
)

// Summary is a one-line description of the map for "sandtable check":
// map "Test flat hex" (hex-flat, 12×10, 120 cells, 5 terrains, 4 places),
// and its picture when it has one (", picture coast.png 1200×900").
func (m *Map) Summary() string {
	var shape string
	if g, ok := m.Topology.(interface {
		Cols() int
		Rows() int
	}); ok {
		shape = fmt.Sprintf("%d×%d, %d cells", g.Cols(), g.Rows(), m.Topology.Len())
	} else {
		shape = fmt.Sprintf("%s, %s", plural(m.Topology.Len(), "space"), plural(m.connections(), "connection"))
	}
	pic := ""
	if p := m.Picture; p != nil {
		pic = fmt.Sprintf(", picture %s %d×%d", p.File, p.Image.Rect.Dx(), p.Image.Rect.Dy())
	}
	return fmt.Sprintf("map %q (%s, %s, %s, %s%s)", m.Name, m.Kind(), shape,
		plural(len(m.Terrains), "terrain"), plural(len(m.Places), "place"), pic)
}

// connections counts the pairs of neighbouring cells.
func (m *Map) connections() int {
	n := 0
	var buf []board.Cell
	for i := 0; i < m.Topology.Len(); i++ {
		buf = m.Topology.Neighbors(m.Topology.Cell(i), buf[:0])
		n += len(buf)
	}
	return n / 2
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
