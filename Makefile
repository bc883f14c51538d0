# Sandtable: `make run` opens the program, `make test` runs every test.
# Both install whatever Debian packages and Go toolchain are missing first
# (see scripts/install-deps and the README).
SHELL := /bin/bash
.DEFAULT_GOAL := run
BIN := bin/sandtable
# The go binary install-deps settles on is cached here per make invocation.
GO = $(shell scripts/install-deps $(DEPS) | tail -n1)
# When install-deps fails (its message is above) GO is empty: stop there.
CHECKGO = { [ -n "$$go" ] || { echo "make: no Go toolchain: scripts/install-deps failed (see above)" >&2; exit 1; }; }
# Build flags that compile the patched files of third_party/overlay (Fyne's
# event loop waits for events instead of ticking 60 times a second; GTK
# starts with the first native dialog): -modfile and -overlay files made
# in bin/overlay by scripts/overlay. A plain `go build` works, unpatched.
OVERLAY = $$(scripts/overlay $$go)

.PHONY: run build test staticcheck soak vet bench fuzz package windows clean

# staticcheck (honnef.co/go/tools), the linter make test runs after go vet.
# It is built from source by the go in use, fetched through the Go module
# proxy into bin/tools the first time, and again when its version here or
# that go's version changes (a staticcheck built by an older go cannot read
# newer code). It runs with that go first on PATH, since it calls go list.
# It checks the plain build, without the overlay: its package loader
# refuses -modfile (its go list probe runs outside the module), so the two
# files the overlay adds (ui/*/overlaid.go, one variable each) and the
# patched dependencies are not looked at; every file of ours is.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := bin/tools/staticcheck
STATICCHECK_INSTALL = { $$go version -m $(STATICCHECK) 2>/dev/null | grep -Eq "^[[:space:]]+mod[[:space:]]+honnef.co/go/tools[[:space:]]+$(STATICCHECK_VERSION)[[:space:]]" && \
	[ "$$($$go version $(STATICCHECK) | awk '{print $$2}')" = "$$($$go env GOVERSION)" ] || \
	{ echo "make: installing staticcheck $(STATICCHECK_VERSION) into $(dir $(STATICCHECK))" >&2; \
	  GOBIN=$$PWD/$(dir $(STATICCHECK)) GOFLAGS=-buildvcs=false $$go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION); }; }
STATICCHECK_RUN = PATH=$$(dirname $$go):$$PATH $(STATICCHECK) ./...

run: DEPS = build
run:
	@go=$(GO) && $(CHECKGO) && ov=$(OVERLAY) && $$go build $$ov -o $(BIN) ./cmd/sandtable && ./$(BIN) $(ARGS)

build: DEPS = build
build:
	@go=$(GO) && $(CHECKGO) && ov=$(OVERLAY) && $$go build $$ov -o $(BIN) ./cmd/sandtable && echo "built $(BIN)"

# The packages that start goroutines or guard state shared between them
# (compositor and host threads, autosave and file dialogs, the profile and
# memory watchers, the render font cache, the module registry, the board's
# shared tables) and whose tests run them concurrently: make test runs
# their tests again under the race detector. rules/vernian's supply cache
# has a lock but its tests are single-threaded; ui/fyneoverlay measures
# idle CPU of the real loop, which the detector would distort; ui/ebitenhost
# is left out because the detector reports, now and then, races inside
# Ebiten's own OpenGL driver (opengl.areSameUint32Array, between Ebiten's
# threads), which no change of ours can remove and which would make make
# test fail at random. Its hand-off to Fyne is the same as the pure-Go
# compositor's, which ui/boardview tests under -race. The longest come
# first (see SLOW_PKGS).
RACE_PKGS := ./ui/app ./ui/boardview ./cmd/sandtable ./rules ./scenarios \
	./ui/panels ./ui/render ./internal/tomlfile ./ui/session ./board

# The packages whose tests take longest, named before ./... so that go
# test, which starts packages in the order given (and runs each once),
# starts them first rather than leaving one to run alone at the end.
SLOW_PKGS := ./ui/fyneoverlay ./rules/vernian ./ui/designer ./ui/app \
	./rules/greenfields ./rules/freeplay ./ui/boardview ./rules/rulestest

# Test binaries run at once: one more than the cores, because some
# packages' tests mostly wait (ui/fyneoverlay's idle-loop tests sleep
# about 30 s; ui/boardview and ui/ebitenhost wait for frames to settle),
# and a core would idle meanwhile.
TESTP = $$(( $$(nproc) + 1 ))

# Every test, GUI tests under a private Xvfb server (xvfb-run -a), then the
# concurrent packages' tests with -race -short. Under -short the tests that
# add nothing under the detector skip (internal/heavytest says which and
# why): their added work is on the test goroutine alone (every bundled file
# round-tripped or drawn, whole boards, PDFs, key derivations, dialogs),
# which the detector makes 5-10 times slower and finds no race in; they
# ran in the first pass, which has no -short. Before them: go vet and
# staticcheck (above; a minute of CPU on a
# clean machine, seconds once its cache in ~/.cache/staticcheck is warm), the packages that need no cgo type-check for macOS and Windows (scripts/cross-check),
# and the Windows build compiles (scripts/build-windows --exe); the tests
# run that build under Wine (cmd/sandtable's TestWindowsBuild*; once, not
# again under -race). About 430 s of CPU with a warm build cache, the race
# pass 145 of them: under 5 minutes on 2 cores.
WINDOWS_EXE := bin/windows/Sandtable.exe
test: DEPS = test
test:
	@go=$(GO) && $(CHECKGO) && ov=$(OVERLAY) && $$go vet $$ov ./... && \
	$(STATICCHECK_INSTALL) && $(STATICCHECK_RUN) && \
	scripts/cross-check $$go && \
	scripts/build-windows --exe $$go && \
	SANDTABLE_WINDOWS_EXE=$$PWD/$(WINDOWS_EXE) \
	xvfb-run -a -s "-screen 0 1280x1024x24" $$go test $$ov -p $(TESTP) -count=1 $(SLOW_PKGS) ./... && \
	xvfb-run -a -s "-screen 0 1280x1024x24" $$go test $$ov -p $(TESTP) -race -short -count=1 -skip '^TestWindowsBuild' $(RACE_PKGS) && \
	{ command -v wine64 >/dev/null || command -v wine >/dev/null || [ -x /usr/lib/wine/wine64 ] || \
	  echo "make test: note: no Wine here, so the Windows build was compiled but its tests under Wine (TestWindowsBuild*) skipped" >&2; }

# staticcheck alone (make test runs it too; see STATICCHECK above).
staticcheck: DEPS = build
staticcheck:
	@go=$(GO) && $(CHECKGO) && $(STATICCHECK_INSTALL) && $(STATICCHECK_RUN) && echo "staticcheck $(STATICCHECK_VERSION): clean"

# The long versions of the rules modules' random-play tests: make test plays
# a short seeded sample of each (a few games, the first actions of a long
# one); with SANDTABLE_SOAK=1 (rulestest.Soak) every game of them is played
# to its end, with more seeds, and the fuzz targets' seed corpus plays its
# whole games. About 3 minutes of CPU (2 of them rules/vernian).
soak: DEPS = build
soak:
	@go=$(GO) && $(CHECKGO) && SANDTABLE_SOAK=1 $$go test -count=1 -timeout=60m ./rules/...

# Windows: Sandtable.exe (icon and version metadata from FyneApp.toml) and
# bin/windows/Sandtable-windows-amd64.zip, cross-compiled here with mingw-w64
# (scripts/build-windows; docs/platforms.md).
windows: DEPS = windows
windows:
	@go=$(GO) && $(CHECKGO) && scripts/build-windows $$go

bench: DEPS = build
bench:
	@go=$(GO) && $(CHECKGO) && ov=$(OVERLAY) && $$go test $$ov -run='^$$' -bench=. -benchmem ./...

# Short fuzzing of every loader and of random legal play in each module
# (FUZZTIME=20s each). A random-play input plays a bounded number of
# actions (its fuzzActions), a second or so, well within the 10 s the
# fuzzer allows an input.
FUZZTIME ?= 20s
fuzz: DEPS = build
fuzz:
	@go=$(GO) && $(CHECKGO) && for t in "FuzzLoad ./maps" "FuzzLoad ./counters" "FuzzLoad ./scenarios" "FuzzDecode ./internal/tomlfile" "FuzzImport ./importer/tiled" "FuzzOpen ./internal/seal" "FuzzRandomPlay ./rules/freeplay" "FuzzRandomPlay ./rules/vernian" "FuzzRandomPlay ./rules/greenfields" "FuzzRandomPlay ./rules/aanorthafrica" "FuzzOddsText ./rules/aanorthafrica" "FuzzRandomPlay ./rules/outofafrica"; do \
	  set -- $$t; $$go test -run='^$$' -fuzz="^$$1$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s $$2 || exit 1; done

# Desktop package (tar.xz on Linux) from FyneApp.toml, with the fyne tool
# bundled in fyne v2.8.1 (fyne.io/tools is not served by the module proxy here).
package: DEPS = build
package:
	@go=$(GO) && $(CHECKGO) && ov=$(OVERLAY) && $$go build $$ov -o $(BIN) ./cmd/sandtable && \
	$$go run fyne.io/fyne/v2/cmd/fyne@v2.8.1 package -release -executable $(BIN)

clean:
	rm -rf bin Sandtable.tar.xz Sandtable.exe
