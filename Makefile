# Vellum: `make gallery` renders the gallery, `make test` runs every test.
# Each target first installs whatever Debian packages are missing (quietly when none are).

SWIFT ?= swift
GALLERY_OUT ?= gallery-out

.PHONY: deps build gallery test quick lint format bench docs clean fuzz fuzz-check leaks soak cliffs asan

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

gallery: deps
	$(SWIFT) build -c release --product gallery
	$$($(SWIFT) build -c release --show-bin-path)/gallery --out $(GALLERY_OUT)

# Tests render with Vellum's pinned fonts from the first text operation on (see FontConfiguration);
# the child processes that stress threads and the gallery CLI they run come from the release build.
# Then 20,000 fixed-seed fuzz cases in the release build (about three minutes on two cores).
test: deps lint
	$(SWIFT) build -c release --product vellum-stress
	$(SWIFT) build -c release --product gallery
	VELLUM_FONTS=pinned VELLUM_RELEASE_TOOLS="vellum-stress gallery" \
	  VELLUM_TOOLS_DIR=$$($(SWIFT) build -c release --show-bin-path) $(SWIFT) test
	$(MAKE) --no-print-directory fuzz-check

# The inner loop: the debug build's tests, without the release tools, the hardening suites that
# run them in child processes, and the fuzz run. `make quick FILTER=ShapedWord` runs the suites
# and tests whose names match.
quick: deps
	$(SWIFT) build --build-tests
	VELLUM_FONTS=pinned $(SWIFT) test --skip-build --skip HardeningTests $(if $(FILTER),--filter '$(FILTER)')

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests
	scripts/check-layers
	scripts/check-commit-subjects

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

# The bench binary links the Swift runtime and Foundation statically, as a server deployment
# would (`--static-swift-stdlib`: a cold process starts sooner and smaller), in a build directory
# of its own so the other release builds keep their flags.
# `cold-card` is built there too: the cold-start figure times it beside the fast-start build.
BENCH_BUILD = $(SWIFT) build -c release --static-swift-stdlib --build-path .build/bench-static

# The cold-start program, `cold-card`, is built for a fast start by bench/build-cold-card.sh
# (static runtimes, metadata accessors, lld with packed relocations and a profiled function order).
bench: deps
	bench/c-baseline/build.sh .build/bench/baseline
	$(BENCH_BUILD) --product bench
	$(BENCH_BUILD) --product cold-card
	@cold=$$(bench/build-cold-card.sh $(SWIFT)) && \
	  $$($(BENCH_BUILD) --show-bin-path)/bench --baseline .build/bench/baseline \
	  --cold-program $$cold $(BENCH_ARGS) $(ARGS)

# DocC documentation of Canvas, Widgets and VellumTesting into docs-out/: one archive per module and
# Vellum.doccarchive, the three merged into one static site (see scripts/build-docs.sh).
docs: deps
	SWIFT="$(SWIFT)" scripts/build-docs.sh

# Generated hostile input (markup, text, view trees, tables in reports, geometry), each case laid out
# and rendered to PDF, SVG and PNG in a worker child process under a 1 s limit (release build).
FUZZ_CASES ?= 100000
FUZZ_SEED ?= 1
STRESS = VELLUM_FONTS=pinned $$($(SWIFT) build -c release --show-bin-path)/vellum-stress
fuzz: deps
	$(SWIFT) build -c release --product vellum-stress
	$(STRESS) fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) --time-limit-ms 1000

# The fixed-seed run `make test` ends with.
fuzz-check: deps
	$(SWIFT) build -c release --product vellum-stress
	$(STRESS) fuzz --cases 20000 --seed 1 --time-limit-ms 1000

# 100 and 1,000 mixed renders and error paths under valgrind memcheck (release build): nothing
# definitely or indirectly lost, and the same bytes still reachable after both, within 32 KB (see
# scripts/leaks.sh and valgrind.supp).
leaks: deps
	$(SWIFT) build -c release --product vellum-stress
	scripts/leaks.sh $$($(SWIFT) build -c release --show-bin-path)/vellum-stress

# How time grows with input for the shapes that once had cliffs (long words either side of the
# unbreakable-run cut-off, many runs, distinct font sizes, deep and wide trees): ratios, release build.
cliffs: deps
	$(SWIFT) build -c release --product vellum-stress
	$(STRESS) cliffs

# The thread check (16 threads, 64 tasks and a batch, every script, on the pinned and the system
# fonts) and 500 fuzz cases under AddressSanitizer (debug build in .build-asan): any heap overflow
# or use after free stops the run with its report, whether or not it would have crashed. It found
# the hyphenation overflow that crashed one CI run in ten. About 6 minutes on two cores (the
# slowest fuzz case takes about 15 s of the 60 s it is allowed under the sanitizer).
ASAN_BUILD = $(SWIFT) build --product vellum-stress --sanitize=address --build-path .build-asan
ASAN_STRESS = ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 $$($(ASAN_BUILD) --show-bin-path)/vellum-stress
asan: deps
	$(ASAN_BUILD)
	VELLUM_FONTS=pinned $(ASAN_STRESS) threads --threads 16 --tasks 64 --cards 12
	VELLUM_FONTS=system $(ASAN_STRESS) threads --threads 16 --tasks 64 --cards 12
	VELLUM_FONTS=pinned $(ASAN_STRESS) fuzz --cases 500 --seed 1 --time-limit-ms 60000

# 50,000 mixed renders with the resident memory sampled every 1,000: passes on a plateau.
soak: deps
	$(SWIFT) build -c release --product vellum-stress
	$(STRESS) soak --renders 50000 --every 1000

clean:
	rm -rf .build $(GALLERY_OUT)
