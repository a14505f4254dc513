// Windows, mingw builds only: the Node-API functions are imported from "node.exe" through a delay-load
// import library (CMakeLists.txt), and this hook answers that name with the executable that is running.
// So the module binds to whatever host loaded it, node.exe or a host with another name that exports
// Node-API (electron.exe, a game's renamed Electron): without it, Windows looks for a file node.exe and
// the load fails ("The specified module could not be found") or maps a second Node. The functions resolve
// on first call, from napi_register_module_v1 on, after this table entry is in place (static data).
#include <windows.h>
// delayimp.h after windows.h: it uses its types.
#include <delayimp.h>
#include <string.h>

namespace {

FARPROC WINAPI host_for_node_exe(unsigned notification, PDelayLoadInfo info) {
  if (notification != dliNotePreLoadLibrary || info == nullptr || info->szDll == nullptr) return nullptr;
  if (_stricmp(info->szDll, "node.exe") != 0) return nullptr;
  return reinterpret_cast<FARPROC>(GetModuleHandleW(nullptr));
}

}  // namespace

// The delay-load helper (mingw-w64's libmingwex, as MSVC's delayimp) calls this before loading a DLL.
extern "C" {
PfnDliHook __pfnDliNotifyHook2 = host_for_node_exe;
}
