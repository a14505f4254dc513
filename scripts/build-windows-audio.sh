#!/bin/sh
# Cross-builds the optional audio module (native/audio/CMakeLists.txt: RtAudio with WASAPI and
# DirectSound) for 64-bit Windows with mingw-w64, into build/win32-x64-audio/social_sdk_audio.node: the
# win32-x64 audio prebuild (scripts/prebuild.sh copies it; reproducible: no PE timestamp, no build paths)
# and the file the Windows suite runs on under Wine (scripts/test-windows.sh). Apart from
# scripts/build-windows.sh on purpose: the main addon's build never depends on the audio module. RtAudio's
# sources come from `node scripts/build-native.mjs --rtaudio-sources` (npm pack of audify, pinned by
# integrity).
#
#   scripts/build-windows-audio.sh    configure if needed, then build (incrementally)
set -eu
cd "$(dirname "$0")/.."

for tool in cmake ninja x86_64-w64-mingw32-g++-posix x86_64-w64-mingw32-dlltool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "build-windows-audio: $tool not found (apt-get install cmake ninja-build g++-mingw-w64-x86-64-posix" \
      "binutils-mingw-w64-x86-64)" >&2
    exit 1
  fi
done
rtaudio=$(node scripts/build-native.mjs --rtaudio-sources)

out=build/win32-x64-audio
if [ ! -f "$out/CMakeCache.txt" ]; then
  cmake -S native/audio -B "$out" -G Ninja --log-level=WARNING \
    -DCMAKE_TOOLCHAIN_FILE="$PWD/scripts/mingw-w64-x86_64.cmake" -DCMAKE_BUILD_TYPE=Release \
    -DRTAUDIO_DIR="$rtaudio"
fi
cmake --build "$out"
echo "build-windows-audio: $out/social_sdk_audio.node"
