#!/bin/sh
# Compile-checks the Windows sources of the native addon on Linux with mingw-w64 (syntax and types only:
# nothing is linked or run). Used by CI; needs the Debian package g++-mingw-w64-x86-64-posix.
#
#   scripts/check-windows.sh          check native/*_win.cc and the bindings
set -eu
cd "$(dirname "$0")/.."

CXX=${MINGW_CXX:-x86_64-w64-mingw32-g++-posix}
if ! command -v "$CXX" >/dev/null 2>&1; then
  echo "check-windows: $CXX not found (apt-get install g++-mingw-w64-x86-64-posix)" >&2
  exit 1
fi

# The bindings and addon.cc contain the Windows-only branches (#ifdef _WIN32) too, so they are checked
# for Windows as well as every *_win.cc file.
status=0
for source in native/*_win.cc native/addon.cc native/addon_*.cc; do
  if "$CXX" -std=c++17 -fsyntax-only -Wall -Wextra -DNAPI_VERSION=8 -DNAPI_CPP_EXCEPTIONS \
    -DNODE_ADDON_API_DISABLE_DEPRECATED -I node_modules/node-api-headers/include -I node_modules/node-addon-api \
    -I native "$source"; then
    echo "check-windows: ok   $source"
  else
    echo "check-windows: FAIL $source" >&2
    status=1
  fi
done
exit $status
