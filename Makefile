# Build pipeline: tests, figures, HTML book and PDFs. `make` lists the targets.

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

.DEFAULT_GOAL := help
.PHONY: help venv test fuzz figures steps tex html pdf rulebook bench clean distclean paper

help:
	@echo "make test       run the unit tests and the examples in docs/ (no TeX needed)"
	@echo "make fuzz       the property tests of hostile input, with thousands of examples"
	@echo "make figures    regenerate diagrams/<game>/*.svg"
	@echo "make steps      draw the viewer's frames into build/steps (make html does it too)"
	@echo "make tex        install the TeX tools the PDFs need, and chromium (apt, as root)"
	@echo "make html       build the HTML books: build/html (designer's), build/html-player"
	@echo "make pdf        build build/pdf: rulebook.pdf (designer's), <game>.pdf and"
	@echo "                <game>-aid.pdf (player's edition), print-and-play sheets;"
	@echo "                PAPER=letter for US Letter (default PAPER=a4)"
	@echo "make rulebook   html + pdf"
	@echo "make bench      run scripts/bench.py"
	@echo "make clean      remove build/;  make distclean also removes $(VENV)"

# Reinstalled whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[docs,test]'
	touch $@

venv: $(VENV)/.installed

test: venv
	$(PY) -m pytest

# The same property tests as `make test` (random records, headers, moves, boards and command
# lines), with the deep hypothesis profile of conftest.py.
fuzz: venv
	HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests/test_fuzz_inputs.py

figures: venv
	$(VENV)/bin/rulebook figures

# The HTML build draws them itself (docs/_ext/stepper.py); this only draws them ahead.
steps: venv
	$(VENV)/bin/rulebook steps --out build/steps

tex:
	scripts/install-tex-deps.sh

paper:
	@case "$(PAPER)" in a4|letter) ;; *) echo "PAPER=$(PAPER): give a4 or letter" >&2; exit 2;; esac

# The designer's edition (the whole book, checks shown) and the player's edition (-t player:
# no code; see docs/conf.py) from the same sources.
html: figures
	$(SPHINX) -b html docs build/html
	$(SPHINX) -b html -t player docs build/html-player

# Sphinx writes one .tex per entry of latex_documents (docs/conf.py) and a Makefile that runs
# latexmk (xelatex) on every .tex in its folder; -j2 typesets two documents at once.
pdf: paper figures tex
	$(SPHINX) -b latex docs build/latex
	$(SPHINX) -b latex -t player docs build/latex-player
	$(MAKE) -j2 -C build/latex LATEXMKOPTS="$(LATEXMKOPTS)"
	$(MAKE) -j2 -C build/latex-player LATEXMKOPTS="$(LATEXMKOPTS)"
	mkdir -p build/pdf
	@# Only the documents: build/latex* also hold the SVGs converted to PDF.
	for tex in build/latex/*.tex build/latex-player/*.tex; do cp "$${tex%.tex}.pdf" build/pdf/; done
	$(VENV)/bin/rulebook sheets --out build/pdf --paper $(PAPER)

rulebook: html pdf
	@echo
	@echo "HTML: build/html/index.html (designer's edition), build/html-player/player.html"
	@echo "PDF:  $$(echo build/pdf/*.pdf)"

bench: venv
	$(PY) scripts/bench.py

clean:
	rm -rf build

distclean: clean
	rm -rf $(VENV)
