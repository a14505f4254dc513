// macOS: getentropy(2) returns at most 256 bytes per call, so fill in 256-byte chunks.
// Not compiled on the project's Linux CI: keep this file small and reviewed.
#include <sys/random.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "random.h"

namespace social_sdk {

const char* OsRandomSourceName() {
  return "getentropy";
}

std::string FillFromOsRandom(unsigned char* data, std::size_t length) {
  constexpr std::size_t kMaxPerCall = 256;
  std::size_t filled = 0;
  while (filled < length) {
    const std::size_t chunk = std::min(kMaxPerCall, length - filled);
    if (getentropy(data + filled, chunk) != 0) {
      if (errno == EINTR) continue;
      return std::string("getentropy failed: ") + std::strerror(errno);
    }
    filled += chunk;
  }
  return {};
}

}  // namespace social_sdk
