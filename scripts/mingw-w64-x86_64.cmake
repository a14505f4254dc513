# CMake toolchain for cross-building the addon for 64-bit Windows on Debian with mingw-w64
# (g++-mingw-w64-x86-64-posix, binutils-mingw-w64-x86-64). Used by scripts/build-windows.sh.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(MINGW_TRIPLET x86_64-w64-mingw32)
# The posix thread model's compiler is the one .ci/run installs; its libwinpthread is linked in statically
# (CMakeLists.txt), so the addon depends on no DLL beyond Windows' own and node.exe.
set(CMAKE_CXX_COMPILER ${MINGW_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${MINGW_TRIPLET}-windres)
set(CMAKE_DLLTOOL ${MINGW_TRIPLET}-dlltool)

# Libraries and headers come from the mingw sysroot only; programs (node, dlltool) from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${MINGW_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
