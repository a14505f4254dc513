#!/bin/sh
# Cross-builds the addon for 64-bit Windows with mingw-w64, from the same CMakeLists.txt as the native
# build, into build/win32-x64/social_sdk.node. Needs cmake, ninja and the Debian packages
# g++-mingw-w64-x86-64-posix and binutils-mingw-w64-x86-64 (.ci/run installs them). The result imports
# the Node-API functions through a delay-load table that native/host_module_win.cc points at the running
# executable: it loads in Node for Windows and in a host with another name such as electron.exe
# (scripts/test-windows.sh runs both under Wine).
#
#   scripts/build-windows.sh          configure if needed, then build (incrementally)
set -eu
cd "$(dirname "$0")/.."

for tool in cmake ninja x86_64-w64-mingw32-g++-posix x86_64-w64-mingw32-dlltool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "build-windows: $tool not found (apt-get install cmake ninja-build g++-mingw-w64-x86-64-posix" \
      "binutils-mingw-w64-x86-64)" >&2
    exit 1
  fi
done
if [ ! -d node_modules/node-api-headers ] || [ ! -d node_modules/node-addon-api ]; then
  echo "build-windows: node_modules is missing the Node-API headers; run npm ci first" >&2
  exit 1
fi

out=build/win32-x64
# Configured once; afterwards ninja re-runs cmake by itself when CMakeLists.txt changes.
if [ ! -f "$out/CMakeCache.txt" ]; then
  cmake -S . -B "$out" -G Ninja --log-level=WARNING \
    -DCMAKE_TOOLCHAIN_FILE=scripts/mingw-w64-x86_64.cmake -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$out"
echo "build-windows: $out/social_sdk.node"
