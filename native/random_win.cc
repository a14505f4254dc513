// Windows: BCryptGenRandom with the system-preferred RNG. Its length parameter is a ULONG (32 bits),
// so fill larger buffers in chunks.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
// windows.h must come first: bcrypt.h relies on its types.
#include <bcrypt.h>

#include <algorithm>
#include <cstdio>

#include "random.h"

namespace social_sdk {

const char* OsRandomSourceName() {
  return "BCryptGenRandom";
}

std::string FillFromOsRandom(unsigned char* data, std::size_t length) {
  constexpr std::size_t kMaxPerCall = 0x7fffffff;
  std::size_t filled = 0;
  while (filled < length) {
    const std::size_t chunk = std::min(kMaxPerCall, length - filled);
    const NTSTATUS status =
        BCryptGenRandom(nullptr, data + filled, static_cast<ULONG>(chunk), BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    if (status < 0) {  // NT_SUCCESS is status >= 0
      char text[64];
      std::snprintf(text, sizeof text, "BCryptGenRandom failed: NTSTATUS 0x%08lx",
                    static_cast<unsigned long>(status));
      return text;
    }
    filled += chunk;
  }
  return {};
}

}  // namespace social_sdk
