#!/usr/bin/env bash
# Install pdfspec the three ways the README gives, each into a temp prefix, from
# a fresh clone of this checkout's HEAD, and check that the installed command
# answers. Slow (npm installs the build tools and builds for each), so it is a
# script to run before a release rather than a test; test/install.test.ts
# (tarball) and test/install-checkout.test.ts (folder) cover the first two in
# `npm test`.
#   1. a folder:   npm install -g /path/to/checkout
#   2. a tarball:  npm pack, then npm install -g ./pdfspec-X.Y.Z.tgz
#   3. git, run:   npm exec --package=git+URL -- pdfspec   (what `npx` does)
# `npm install -g git+URL` itself is not checked: npm links a global git
# install that has a prepare script to its temporary clone, which it then
# deletes (npm/cli issues 6984 and 8440), whatever the package does.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pdfspec-check-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Settings of an enclosing npm run would redirect the installs.
while IFS= read -r name; do unset "$name"; done < <(env | sed -n 's/^\(npm_[^=]*\)=.*/\1/ip')
export PDFSPEC_CACHE_DIR="$work/cache" NO_COLOR=1
git clone --quiet --no-hardlinks "$root" "$work/clone"

check() { # check LABEL COMMAND...
  local label=$1; shift
  local out
  out=$("$@" search "logical content order" --spec sample20 | head -1)
  if [[ $out == sample20$'\t'4.2$'\t'* ]]; then echo "ok   $label"; else echo "FAIL $label: $out"; exit 1; fi
}

npm install -g --prefix "$work/folder" "$work/clone" --no-audit --no-fund --loglevel=error
check "npm install -g /path/to/checkout" "$work/folder/bin/pdfspec"

(cd "$work/clone" && npm pack --silent --pack-destination "$work" >/dev/null)
npm install -g --prefix "$work/tarball" "$work"/pdfspec-*.tgz --no-audit --no-fund --loglevel=error
check "npm install -g ./pdfspec-X.Y.Z.tgz" "$work/tarball/bin/pdfspec"

mkdir "$work/empty"
(cd "$work/empty" && check "npx git+URL" npm exec --yes --package="git+file://$work/clone" -- pdfspec)
