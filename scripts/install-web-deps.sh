#!/usr/bin/env bash
# Pyodide, which the Play pages run in the browser, from npm into scripts/web/node_modules as
# scripts/web/package-lock.json pins it (docs/_ext/play.py ships it with the built HTML book).
# Installed again only when the lock file changed. Without npm (make tex installs node and
# npm, with TeX and chromium): one line, exit 0, and the Play pages say how to install it.
set -euo pipefail
web_dir="$(cd "$(dirname "$0")" && pwd)/web"
if [ -f "$web_dir/node_modules/pyodide/pyodide.js" ] \
   && cmp -s "$web_dir/package-lock.json" "$web_dir/node_modules/.installed-lock"; then
    exit 0
fi
if ! command -v npm >/dev/null; then
    echo "install-web-deps: no npm here, so the Play pages will not play (make tex installs node and npm)" >&2
    exit 0
fi
echo "install-web-deps: installing Pyodide with npm into $web_dir/node_modules" >&2
cd "$web_dir"
npm ci --no-audit --no-fund --loglevel=error >&2
cp package-lock.json node_modules/.installed-lock
