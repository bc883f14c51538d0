package greenfields

import "testing"

// The zone markers overlay writes the seed's counters on a zone: shell
// holes, trenches (light, heavy), cut roads, gas.
func TestZoneMarkersOverlay(t *testing.T) {
	st := newTestState(t, nil)
	l, _ := st.zoneLoc("G6")
	st.setZone(l, Zone{ShellHoles: 1, Trench: 2, RoadCut: true})
	l2, _ := st.zoneLoc("H7")
	st.setZone(l2, Zone{Gassed: true})
	ov := st.Overlays(Allies)
	if len(ov) != 1 || !ov[0].Shown {
		t.Fatalf("want one overlay shown at first, got %+v", ov)
	}
	got := map[string]string{}
	for _, c := range ov[0].Cells {
		got[c.Cell] = c.Mark
	}
	if got["G6"] != "SH1 HT Cut" || got["H7"] != "Gas" || len(got) != 2 {
		t.Fatalf("marks = %v", got)
	}
	st.setZone(l2, Zone{})
	if _, ok := st.Zones["H7"]; ok {
		t.Fatal("an empty zone must be dropped")
	}
}
