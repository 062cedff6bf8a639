# Build pipeline: tests, figures, HTML book and PDFs. `make` lists the targets.

VENV   := .venv
PY     := $(VENV)/bin/python
SPHINX := $(PY) -m sphinx -W --keep-going
# Stop latexmk at the first TeX error instead of waiting for input.
LATEXMKOPTS := -interaction=nonstopmode -halt-on-error
# Paper for the printed output: a4 or letter (make pdf PAPER=letter).
PAPER ?= a4
# Date the PDFs by the last commit (title page and metadata), not by the clock.
GIT_DATE := $(shell git log -1 --format=%ct 2>/dev/null)
ifneq ($(GIT_DATE),)
export SOURCE_DATE_EPOCH ?= $(GIT_DATE)
endif

.DEFAULT_GOAL := help
.PHONY: help venv test fuzz figures steps tex html pdf rulebook bench clean distclean

help:
	@echo "make test       run the unit tests and the examples in docs/ (no TeX needed)"
	@echo "make fuzz       the property tests of hostile input, with thousands of examples"
	@echo "make figures    regenerate diagrams/<game>/*.svg"
	@echo "make steps      draw the viewer's frames into build/steps (make html does it too)"
	@echo "make tex        install the TeX tools the PDFs need, and chromium (apt, as root)"
	@echo "make html       build the HTML rulebook into build/html"
	@echo "make pdf        build build/pdf/rulebook.pdf, one PDF per game and the print-and-play"
	@echo "                sheets (PAPER=a4 or PAPER=letter; default a4)"
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

html: figures
	$(SPHINX) -b html docs build/html

# Sphinx writes one .tex per entry of latex_documents (docs/conf.py) and a
# Makefile that runs latexmk (xelatex) on every .tex in build/latex.
pdf: figures tex
	$(SPHINX) -b latex docs build/latex
	$(MAKE) -C build/latex LATEXMKOPTS="$(LATEXMKOPTS)"
	mkdir -p build/pdf
	@# Only the documents: build/latex also holds the SVGs converted to PDF.
	for tex in build/latex/*.tex; do cp "$${tex%.tex}.pdf" build/pdf/; done
	$(VENV)/bin/rulebook sheets --out build/pdf --paper $(PAPER)

rulebook: html pdf
	@echo
	@echo "HTML: build/html/index.html"
	@echo "PDF:  $$(echo build/pdf/*.pdf)"

bench: venv
	$(PY) scripts/bench.py

clean:
	rm -rf build

distclean: clean
	rm -rf $(VENV)
