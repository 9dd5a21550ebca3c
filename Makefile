# Vellum: `make gallery` renders the gallery, `make test` runs every test.
# Each target first installs whatever Debian packages are missing (quietly when none are).

SWIFT ?= swift
GALLERY_OUT ?= gallery-out

.PHONY: deps build gallery test lint format bench docs clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

gallery: deps
	$(SWIFT) build -c release --product gallery
	$$($(SWIFT) build -c release --show-bin-path)/gallery --out $(GALLERY_OUT)

test: deps lint
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

bench: deps
	$(SWIFT) build -c release --product bench
	$$($(SWIFT) build -c release --show-bin-path)/bench

clean:
	rm -rf .build $(GALLERY_OUT)
