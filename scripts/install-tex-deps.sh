#!/usr/bin/env bash
# Makes sure the TeX tools and fonts for `make pdf` are installed (Debian/Ubuntu), chromium,
# the browser tests/test_browser.py drives (`make test` skips it without), and node with npm,
# which then install Pyodide (pinned in scripts/web/package-lock.json) into
# scripts/web/node_modules: the Play pages ship it with the built book (docs/_ext/play.py).
# All present: exit 0. Missing: install them if root, else print the command, exit 2.
set -euo pipefail

PACKAGES=(latexmk texlive-latex-recommended texlive-latex-extra
          texlive-fonts-recommended texlive-xetex tex-gyre fonts-freefont-otf xindy
          chromium nodejs npm)

missing=()
for cmd in xelatex latexmk xindy kpsewhich chromium node npm; do
    command -v "$cmd" >/dev/null || missing+=("$cmd")
done
if command -v kpsewhich >/dev/null; then
    # LaTeX packages loaded by Sphinx's xelatex preamble (and its .sty files),
    # then the fonts: GNU FreeFont is Sphinx's xelatex default, TeX Gyre a fallback.
    for file in fontspec.sty polyglossia.sty fncychap.sty titlesec.sty tabulary.sty \
                varwidth.sty wrapfig.sty capt-of.sty needspace.sty framed.sty \
                fancyvrb.sty upquote.sty float.sty tgtermes.sty tcolorbox.sty \
                FreeSerif.otf FreeSans.otf FreeMono.otf; do
        kpsewhich "$file" >/dev/null || missing+=("$file")
    done
fi

# Pyodide from npm, as the lock file pins it (no download at run time; only here).
web() {
    "$(dirname "$0")/install-web-deps.sh"
}

if [ ${#missing[@]} -eq 0 ]; then
    web
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    echo "install-tex-deps: missing ${missing[*]}; installing TeX (a few minutes)" >&2
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${PACKAGES[@]}"
    web
else
    echo "install-tex-deps: missing ${missing[*]}; run: sudo apt-get install -y --no-install-recommends ${PACKAGES[*]}" >&2
    exit 2
fi
