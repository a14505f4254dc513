#!/bin/sh
# Builds the prebuilt addons that ship in the package and in git, one per platform and architecture in the
# Node-API prebuild convention (prebuilds/<platform>-<arch>/social_sdk.node; Node-API 8, so one binary
# serves every Node and Electron version): linux-x64 with the host's g++, linux-arm64 with
# g++-aarch64-linux-gnu, win32-x64 with mingw-w64 (scripts/build-windows.sh). The source build with
# cmake-js (scripts/build-native.mjs) stays the way for every other platform. Each build is reproducible:
# .ci/run rebuilds them and fails when the committed binaries differ (scripts/check-prebuilds.sh).
#
#   scripts/prebuild.sh [target...]   default: linux-x64 linux-arm64 win32-x64
#   PREBUILD_OUT=dir                  write dir/<target>/social_sdk.node instead of prebuilds/
set -eu
cd "$(dirname "$0")/.."

out_root=${PREBUILD_OUT:-prebuilds}
targets=${*:-linux-x64 linux-arm64 win32-x64}

need() {
  command -v "$1" >/dev/null 2>&1 || {
    echo "prebuild: $1 not found (Debian: apt-get install $2)" >&2
    exit 1
  }
}
need cmake cmake
need ninja ninja-build

for target in $targets; do
  case $target in
  linux-x64)
    need g++ g++
    toolchain=""
    ;;
  linux-arm64)
    need aarch64-linux-gnu-g++ g++-aarch64-linux-gnu
    toolchain=scripts/aarch64-linux-gnu.cmake
    ;;
  win32-x64)
    bash scripts/build-windows.sh >/dev/null
    mkdir -p "$out_root/$target"
    cp build/win32-x64/social_sdk.node "$out_root/$target/social_sdk.node"
    echo "prebuild: $out_root/$target/social_sdk.node"
    continue
    ;;
  *)
    echo "prebuild: unknown target $target (linux-x64, linux-arm64, win32-x64)" >&2
    exit 1
    ;;
  esac
  build=build/prebuild-$target
  if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja --log-level=WARNING -DCMAKE_BUILD_TYPE=Release -DSOCIAL_SDK_PREBUILD=ON \
      ${toolchain:+"-DCMAKE_TOOLCHAIN_FILE=$toolchain"}
  fi
  cmake --build "$build" >/dev/null
  mkdir -p "$out_root/$target"
  cp "$build/social_sdk.node" "$out_root/$target/social_sdk.node"
  echo "prebuild: $out_root/$target/social_sdk.node"
done
