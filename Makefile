# Build pipeline: tests, figures, HTML book and PDFs. `make` lists the targets.

# No built-in rules: every file below is a prerequisite of some step, and make would otherwise
# look for a rule to remake each one (a no-op build took half a second for that alone).
MAKEFLAGS += --no-builtin-rules
.SUFFIXES:

VENV   := .venv
PY     := $(VENV)/bin/python
SPHINX := $(PY) -m sphinx -W --keep-going
# Paper for every PDF: a4 (default) or letter, e.g. `make pdf PAPER=letter`.
PAPER  ?= a4
export PAPER
# Stop latexmk at the first TeX error instead of waiting for input.
LATEXMKOPTS := -interaction=nonstopmode -halt-on-error
# Date the PDFs by the last commit (title page and metadata), not by the clock.
GIT_DATE := $(shell git log -1 --format=%ct 2>/dev/null)
ifneq ($(GIT_DATE),)
export SOURCE_DATE_EPOCH ?= $(GIT_DATE)
endif
# Compiled Python is kept under build/ (even where the environment says not to write it), so
# that the test run's many processes and commands compile the project's modules once, not each.
unexport PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX := $(CURDIR)/build/pycache

# What the books are built from. A build step below runs only when one of these is newer than
# its stamp (build/.html, build/pdf/.built); Sphinx and latexmk then redo only what changed
# (Sphinx's incremental build; latexmk compares checksums, and a figure's PDF is rewritten
# only when its SVG changed: docs/_ext/svgpdf.py).
not_built = -not -path '*/__pycache__/*' -not -path '*/.pytest_cache/*' -not -name '.stamp'
GAME_FILES := $(shell find games diagrams -type f $(not_built) 2>/dev/null)
BOOK_FILES := $(GAME_FILES) $(shell find docs results -type f $(not_built) 2>/dev/null) Makefile
# The paper the PDFs were last built for, rewritten only when PAPER changes.
ifneq ($(filter pdf rulebook,$(MAKECMDGOALS)),)
$(shell mkdir -p build && { [ "$$(cat build/.paper 2>/dev/null)" = "$(PAPER)" ] \
                            || echo "$(PAPER)" > build/.paper; })
endif

.DEFAULT_GOAL := help
.PHONY: help venv test test-slow lint fuzz figures steps tex html pdf rulebook bench balance clean \
        distclean paper check \
        live typeset-latex typeset-latex-player check-pages

help:
	@echo "make test       run the unit tests and the examples in docs/ (no TeX needed),"
	@echo "                all but the slow tier, which it names"
	@echo "make test-slow  the slow tier: the book in chromium, the new-game scaffold, make live,"
	@echo "                the big studies' first games, the player's PDFs on Letter paper"
	@echo "                through the page check (CI runs it after make test)"
	@echo "make check GAME=name  everything that concerns one game, timed (rulebook check)"
	@echo "make lint       ruff and mypy over the project (make test runs it first)"
	@echo "make fuzz       the property tests of hostile input, with thousands of examples"
	@echo "make figures    bring diagrams/ up to date: the figures and the viewers' frames"
	@echo "make steps      only the viewers' frames, diagrams/<game>/steps/"
	@echo "make tex        install the TeX tools the PDFs need, and chromium (apt, as root)"
	@echo "make html       build the HTML books: build/html (designer's), build/html-player"
	@echo "make pdf        build build/pdf: rulebook.pdf (designer's), <game>.pdf and"
	@echo "                <game>-aid.pdf (player's edition), print-and-play sheets;"
	@echo "                PAPER=letter for US Letter (default PAPER=a4)"
	@echo "make check-pages  check the player's PDFs in build/pdf again (make pdf runs it): no"
	@echo "                page more than a third blank but a chapter's last, no lead-in apart"
	@echo "                from its figure, no term used before the page that defines it"
	@echo "make rulebook   html + pdf"
	@echo "make live       serve the HTML book on http://127.0.0.1:8000/, rebuilt on save"
	@echo "make bench      run scripts/bench.py"
	@echo "make balance    play every study of the book's balance sections (--jobs 2), write"
	@echo "                results/<game>/*.json and diagrams/<game>/balance-*.svg (at most"
	@echo "                30 minutes); BIG=1 adds the studies too big for one machine,"
	@echo "                CLUSTER=tcp://HOST:8786 plays on a Dask cluster"
	@echo "make clean      remove build/;  make distclean also removes $(VENV)"

# Reinstalled whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[docs,test]'
	touch $@

venv: $(VENV)/.installed

# One worker per core; --dist loadfile keeps each file's tests on one worker, in order (an
# example on a docs page builds on those before it). The slow tier (the test files marked
# `pytestmark = pytest.mark.slow`, and single tests or cases marked slow) is left to
# `make test-slow`, which CI runs too (.ci/run);
# `make test` names what it left out, last.
# The lint (ruff and mypy, one process) runs beside the tests, its output shown when they end.
SLOW_TESTS = $(shell grep -l '^pytestmark = pytest.mark.slow' tests/test_*.py)
SOME_SLOW = $(shell grep -L '^pytestmark = pytest.mark.slow' tests/test_*.py | xargs grep -l 'marks=pytest.mark.slow\|^@pytest.mark.slow')
test: venv
	@mkdir -p build; ( $(MAKE) --no-print-directory lint ) > build/lint.log 2>&1 & lint=$$!; \
	$(PY) -m pytest -n auto --dist loadfile -m "not slow"; tests=$$?; \
	wait $$lint; linted=$$?; cat build/lint.log; rm -f build/lint.log; \
	echo "make test: left the slow tier to CI and make test-slow: $(SLOW_TESTS), and the tests marked slow in $(SOME_SLOW)"; \
	[ $$linted -eq 0 ] || echo "make test: the lint failed (above)"; \
	[ $$tests -eq 0 ] && [ $$linted -eq 0 ]

test-slow: venv
	$(PY) -m pytest -n auto --dist loadfile -m slow

# One game's part of everything (rulebook check GAME: lint, its tests, the every-game tests,
# its pages in both editions, its figures, frames and player's PDF), each part timed. The name
# reaches the command through the environment, never through the shell's parsing.
check: export RULEBOOK_GAME = $(GAME)
check: venv
	$(if $(GAME),,$(error make check: give the game, e.g. make check GAME=in_crowd))
	$(PY) -m games.cli check "$$RULEBOOK_GAME"

# ruff over everything we wrote, and mypy --strict over all of games/; the
# settings of both are in pyproject.toml.
lint: venv
	$(PY) -m ruff check .
	$(PY) -m mypy

# The same property tests as `make test` (random records, headers, moves, boards and command
# lines), with the deep hypothesis profile of conftest.py.
fuzz: venv
	HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests/test_fuzz_inputs.py

# Two commands at once (a log each, shown when both are done); fails if either fails.
both = ( $(1) ) > $(3).log 2>&1 & pid=$$!; ( $(2) ) > $(4).log 2>&1; status=$$?; \
       wait $$pid; first=$$?; cat $(3).log $(4).log; rm -f $(3).log $(4).log; \
       [ $$first -eq 0 ] && exit $$status; exit $$first

# The figures (diagrams/<game>/*.svg) and the viewers' frames (diagrams/<game>/steps/), both
# committed and stamped per game (games/core/stamp.py, the stamps committed too), drawn only for
# the games whose sources changed: `make figures` draws them alone; a book build draws them as
# it starts (docs/_ext/diagrams.py), so a fresh clone draws nothing.
figures: venv
	@mkdir -p build; $(call both,$(PY) -m games.cli figures,$(PY) -m games.cli steps,build/figures,build/steps)

steps: venv
	$(PY) -m games.cli steps

tex:
	scripts/install-tex-deps.sh

paper:
	@case "$(PAPER)" in a4|letter) ;; *) echo "PAPER=$(PAPER): give a4 or letter" >&2; exit 2;; esac

# The designer's edition (the whole book, checks shown) and the player's edition (-t player:
# no code; see docs/conf.py) from the same sources, built at once.
html: build/.html

build/.html: $(BOOK_FILES) $(wildcard scripts/web/package-lock.json) | $(VENV)/.installed
	@[ ! -x scripts/install-web-deps.sh ] || scripts/install-web-deps.sh
	@mkdir -p build; $(call both,$(SPHINX) -b html docs build/html,$(SPHINX) -b html -t player docs \
	        build/html-player,build/html,build/html-player)
	@touch $@

# Sphinx writes one .tex per entry of latex_documents (docs/conf.py) and a Makefile that runs
# latexmk (xelatex) on every .tex in its folder; both editions are written at once, then both
# folders typeset at once, two documents at a time.
pdf: paper build/pdf/.built

build/pdf/.built: $(BOOK_FILES) build/.paper | $(VENV)/.installed
	scripts/install-tex-deps.sh
	@$(call both,$(SPHINX) -b latex docs build/latex,$(SPHINX) -b latex -t player docs \
	        build/latex-player,build/latex,build/latex-player)
	$(MAKE) -j2 typeset-latex typeset-latex-player
	mkdir -p build/pdf
	@# Only the documents: build/latex* also hold the SVGs converted to PDF.
	for tex in build/latex/*.tex build/latex-player/*.tex; do \
	  pdf="$${tex%.tex}.pdf"; cmp -s "$$pdf" "build/pdf/$${pdf##*/}" || cp "$$pdf" build/pdf/; \
	done
	$(PY) -m games.cli sheets --out build/pdf --paper $(PAPER)
	@# No wasted paper: every player's PDF passes the page check, or the build stops here.
	$(PY) scripts/check_pages.py
	@touch $@

build/.paper:
	mkdir -p build && echo "$(PAPER)" > $@

# The player's PDFs as built (issue 41, "no wasted paper"): pages more than a third blank, a
# lead-in split from its figure, a term used before the page that defines it; one line per
# finding (scripts/check_pages.py). Not yet run by `make pdf`.
check-pages: venv
	$(PY) scripts/check_pages.py

typeset-latex:
	$(MAKE) -C build/latex LATEXMKOPTS="$(LATEXMKOPTS)"

typeset-latex-player:
	$(MAKE) -C build/latex-player LATEXMKOPTS="$(LATEXMKOPTS)"

rulebook: html pdf
	@echo
	@echo "HTML: build/html/index.html (designer's edition), build/html-player/player.html"
	@echo "PDF:  $$(echo build/pdf/*.pdf)"

# The designer's edition served on this machine only, rebuilt on every save of a chapter or a
# game (the changed game's figures redrawn first); LIVE_PORT=8001 for another port.
LIVE_PORT ?= 8000
live: venv
	@[ ! -x scripts/install-web-deps.sh ] || scripts/install-web-deps.sh
	@echo "make live: open http://127.0.0.1:$(LIVE_PORT)/ (rebuilt on save; Ctrl-C stops it)"
	$(PY) -m sphinx_autobuild docs build/live --host 127.0.0.1 --port $(LIVE_PORT) \
	  --watch games --ignore '*/__pycache__/*'

bench: venv
	$(PY) scripts/bench.py

# The studies of games/sim/studies.py: minutes on two cores; commit what it writes.
# BIG=1 plays the studies declared too big for one machine as well, CLUSTER=tcp://HOST:8786
# plays on a Dask cluster (started with `dask scheduler` and `dask worker ADDRESS`);
# RESUME=1 keeps the games already in the results files and plays only the rest.
balance: venv
	$(PY) scripts/balance.py $(if $(CLUSTER),--cluster $(CLUSTER),--jobs 2) \
	  $(if $(filter 1 yes true,$(BIG)),--big) $(if $(filter 1 yes true,$(RESUME)),--resume)

clean:
	rm -rf build

distclean: clean
	rm -rf $(VENV)
