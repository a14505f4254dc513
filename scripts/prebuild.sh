#!/bin/sh
# Builds the prebuilt addons that ship in the package and in git, one per platform and architecture in the
# Node-API prebuild convention (prebuilds/<platform>-<arch>/social_sdk.node; Node-API 8, so one binary
# serves every Node and Electron version), each with the audio module beside it (social_sdk_audio.node,
# native/audio/CMakeLists.txt: RtAudio, whose sources `node scripts/build-native.mjs --rtaudio-sources`
# fetches): linux-x64 with the host's g++, linux-arm64 with g++-aarch64-linux-gnu, win32-x64 with mingw-w64
# (scripts/build-windows.sh, scripts/build-windows-audio.sh). The Linux audio modules link libpulse-simple,
# libpulse and libasound of the target's architecture: for arm64, Debian multiarch's libpulse-dev:arm64 and
# libasound2-dev:arm64 (`dpkg --add-architecture arm64` first; .ci/run does both). The source build with
# cmake-js (scripts/build-native.mjs) stays the way for every other platform. Each build is reproducible:
# .ci/run rebuilds them and fails when the committed binaries differ (scripts/check-prebuilds.sh).
#
#   scripts/prebuild.sh [target...]   default: linux-x64 linux-arm64 win32-x64
#   PREBUILD_OUT=dir                  write dir/<target>/*.node instead of prebuilds/
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
rtaudio=$(node scripts/build-native.mjs --rtaudio-sources) || {
  echo "prebuild: RtAudio's sources (for social_sdk_audio.node) could not be fetched" >&2
  exit 1
}

for target in $targets; do
  case $target in
  linux-x64)
    need g++ g++
    need pkg-config pkg-config
    toolchain=""
    ;;
  linux-arm64)
    need aarch64-linux-gnu-g++ g++-aarch64-linux-gnu
    need aarch64-linux-gnu-pkg-config "pkgconf:arm64 libpulse-dev:arm64 libasound2-dev:arm64, after dpkg --add-architecture arm64"
    toolchain=$PWD/scripts/aarch64-linux-gnu.cmake
    ;;
  win32-x64)
    # The very files the Windows suite runs on (scripts/test-windows.sh builds the same two).
    bash scripts/build-windows.sh >/dev/null
    bash scripts/build-windows-audio.sh >/dev/null
    mkdir -p "$out_root/$target"
    cp build/win32-x64/social_sdk.node "$out_root/$target/social_sdk.node"
    cp build/win32-x64-audio/social_sdk_audio.node "$out_root/$target/social_sdk_audio.node"
    echo "prebuild: $out_root/$target/social_sdk.node $out_root/$target/social_sdk_audio.node"
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
  # The audio module: configured until it has generated its build (a configure that stopped, say for a
  # missing libpulse-dev, is retried on the next run).
  audio=build/prebuild-$target-audio
  if [ ! -f "$audio/build.ninja" ]; then
    cmake -S native/audio -B "$audio" -G Ninja --log-level=WARNING -DCMAKE_BUILD_TYPE=Release \
      -DSOCIAL_SDK_PREBUILD=ON -DRTAUDIO_DIR="$rtaudio" ${toolchain:+"-DCMAKE_TOOLCHAIN_FILE=$toolchain"}
  fi
  cmake --build "$audio" >/dev/null
  mkdir -p "$out_root/$target"
  cp "$build/social_sdk.node" "$out_root/$target/social_sdk.node"
  cp "$audio/social_sdk_audio.node" "$out_root/$target/social_sdk_audio.node"
  echo "prebuild: $out_root/$target/social_sdk.node $out_root/$target/social_sdk_audio.node"
done
