# CMake toolchain for cross-building the addon for 64-bit ARM Linux on Debian (g++-aarch64-linux-gnu).
# Used by scripts/prebuild.sh for prebuilds/linux-arm64 (the addon and the audio module).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)

set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

# Libraries and headers come from the cross sysroot only; programs (node) from the host.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

# pkg-config for arm64 (the audio module's libpulse and alsa): Debian's multiarch wrapper, from pkgconf:arm64,
# reads the .pc files of libpulse-dev:arm64 and libasound2-dev:arm64 in /usr/lib/aarch64-linux-gnu, whose
# libraries the cross-compiler links from there too. Missing, the audio prebuild stops with what to install.
set(PKG_CONFIG_EXECUTABLE /usr/bin/aarch64-linux-gnu-pkg-config CACHE FILEPATH "pkg-config for arm64")
