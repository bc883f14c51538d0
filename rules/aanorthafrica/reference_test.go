package aanorthafrica

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// citedRules are the rules the package's source cites, read from its
// non-test files: every exported constant named Rule..., and every rule
// written as a string literal where a refusal or a verb, stage or section
// names its rule (a "Rule:" field, rules.Refuse's rule). A Rule constant
// whose value is not a plain string literal fails the test rather than
// being skipped.
func citedRules(t *testing.T) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "aanorthafrica" {
			t.Fatalf("%s is package %s", e.Name(), f.Name.Name)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatal("no source files read")
	}
	cited := map[string]string{} // rule -> where
	literal := func(e ast.Expr, where string) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			v, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatalf("%s: %v", fset.Position(lit.Pos()), err)
			}
			if v != "" {
				cited[v] = where + " at " + fset.Position(lit.Pos()).String()
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GenDecl:
				if n.Tok != token.CONST {
					return true
				}
				for _, spec := range n.Specs {
					vs := spec.(*ast.ValueSpec)
					for k, name := range vs.Names {
						if !strings.HasPrefix(name.Name, "Rule") || !name.IsExported() {
							continue
						}
						if k >= len(vs.Values) {
							t.Errorf("%s: %s has no value of its own: this test cannot read it", fset.Position(name.Pos()), name.Name)
							continue
						}
						lit, ok := vs.Values[k].(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							t.Errorf("%s: %s is not a string literal: this test cannot read it", fset.Position(name.Pos()), name.Name)
							continue
						}
						literal(lit, name.Name)
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && id.Name == "Rule" {
					literal(n.Value, "a Rule field")
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Refuse" && len(n.Args) > 1 {
					literal(n.Args[1], "a refusal")
				}
			}
			return true
		})
	}
	return cited
}

// Every rule the module cites finds its section of the rules reference
// (a refusal's rule is what a player looks up in Help), for every rule
// the package's source names, found by reading the source (a rule added
// tomorrow is checked without touching this test).
func TestRulesHaveSections(t *testing.T) {
	cited := citedRules(t)
	// The reading of the source must find the rules it is known to cite
	// (a broken reading would find none and pass).
	for _, r := range []string{RuleCombatants, RuleSequence, RuleTurn, RuleIPC, RuleBonus, RuleItalian, RuleIncome, RuleVictory, RuleRounds,
		RuleMines, RuleMineCombat, RuleTBR, RuleBalbia, RuleOneAA, RuleAT, RuleFlak} {
		if _, ok := cited[r]; !ok {
			t.Errorf("the source's rules %v lack %q", cited, r)
		}
	}
	ref := newTestState(t).Reference()
	var rules []string
	for r := range cited {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	for _, r := range rules {
		if ref.RuleSection(r) == nil {
			t.Errorf("no section of the rules reference for %q (%s)", r, cited[r])
		}
	}
}

// The units chart of the bundled scenario gives the seed's values:
// "Italian units are slightly weaker and therefore slightly cheaper: Inf-
// 1/1, 2 IPC / Art- 2/1, 3 IPC / Arm- 2/2, 4 IPC / Fit- 2/3, 10 IPC / Bom-
// normal cost and stats / AAA- normal cost and stats"; Allied and German
// units "as normal" (A&A: Europe: armour 3/3, move 2, 5 IPCs); AA guns
// "5 IPC"; minefields "cost 8 IPCs".
func TestUnitsChart(t *testing.T) {
	units := stateOf(t, bundledScenario).Reference().RuleSection(RuleItalian)
	if units == nil || len(units.Tables) != 1 {
		t.Fatalf("units section: %+v", units)
	}
	tab := units.Tables[0]
	if strings.Join(tab.Columns, "|") != "Unit|Italy|United Kingdom|Germany" {
		t.Fatalf("columns %q", tab.Columns)
	}
	want := map[string][3]string{ // unit: Italy, United Kingdom, Germany
		"Infantry":       {"1/1, 1, 2", "1/2, 1, 3", "1/2, 1, 3"},
		"Artillery":      {"2/1, 1, 3", "2/2, 1, 4", "2/2, 1, 4"},
		"Armour (tanks)": {"2/2, 2, 4", "3/3, 2, 5", "3/3, 2, 5"},
		"Fighter":        {"2/3, 4, 10", "3/4, 4, 10", "3/4, 4, 10"},
		"Bomber":         {"4/1, 6, 15", "4/1, 6, 15", "4/1, 6, 15"},
		"AA gun":         {"0/0, 1, 5", "0/0, 1, 5", "0/0, 1, 5"},
		"Minefield":      {"0/0, 0, 8", "0/0, 0, 8", "0/0, 0, 8"},
	}
	if len(tab.Rows) != len(want) {
		t.Errorf("%d rows, want %d: %q", len(tab.Rows), len(want), tab.Rows)
	}
	for _, row := range tab.Rows {
		w, ok := want[row[0]]
		if !ok {
			t.Errorf("unexpected row %q", row)
			continue
		}
		if len(row) != 4 || row[1] != w[0] || row[2] != w[1] || row[3] != w[2] {
			t.Errorf("row %q, want %q", row, w)
		}
	}
	if !strings.Contains(tab.Notes, "hitting on 1") {
		t.Errorf("the chart's notes do not say AA guns hit planes on 1 (their 0/0 would mislead): %q", tab.Notes)
	}
}
