// Linux: getrandom(2) from the kernel's CSPRNG. A single call may return fewer bytes than asked
// (at most 32 MiB - 1 per call, and fewer when interrupted by a signal), so loop until done.
#include <sys/random.h>

#include <cerrno>
#include <cstring>

#include "random.h"

namespace social_sdk {

const char* OsRandomSourceName() {
  return "getrandom";
}

std::string FillFromOsRandom(unsigned char* data, std::size_t length) {
  std::size_t filled = 0;
  while (filled < length) {
    const ssize_t got = getrandom(data + filled, length - filled, 0);
    if (got < 0) {
      if (errno == EINTR) continue;  // interrupted before any byte was copied: try again
      return std::string("getrandom failed: ") + std::strerror(errno);
    }
    filled += static_cast<std::size_t>(got);
  }
  return {};
}

}  // namespace social_sdk
