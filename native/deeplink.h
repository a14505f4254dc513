// Registering a URI scheme (e.g. `discord-123:`) with the operating system so that opening
// `<scheme>:/authorize/callback?...` starts a given program with the URL as its last argument (or, with
// appendUrl false, without it).
// One implementation per OS: deeplink_linux.cc (Desktop Entry + mimeapps.list), deeplink_win.cc
// (HKCU\Software\Classes), deeplink_mac.mm (Launch Services). addon_deeplink.cc validates the JavaScript
// arguments and binds these functions; the OS files validate the scheme again before touching anything.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace social_sdk {

// What to register. Strings are UTF-8. `scheme` is already validated and lowercased by the caller.
struct UriSchemeRegistration {
  std::string scheme;
  std::string command;            // absolute path of the program to start
  std::vector<std::string> args;  // arguments before the URL
  std::string displayName;        // shown by the OS (Name= on Linux, URL:<name> on Windows)
  std::string desktopId;          // Linux only: file name without ".desktop"; empty = derived from scheme
  // Whether the OS appends the URL (%u on Linux, "%1" on Windows). False for a command that must not get
  // it, such as an opener of one fixed URL (a Steam launch); the Desktop Entry and registry rules are the
  // same otherwise. macOS delivers URLs as Apple Events and ignores it.
  bool appendUrl = true;
};

// Where a registration was written, and the command line the OS will run (as the OS stores it).
struct UriSchemeRegistrationResult {
  std::string command;
  std::string location;
};

// An OS call failed; the message names the call, the path or key, and the OS error text.
class UriSchemeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// RFC 3986 section 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). Checked byte by byte, so a
// quote, backslash, slash, space, NUL or non-ASCII byte can never pass.
inline bool IsAsciiAlpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

inline bool IsSchemeCharacter(char c) {
  return IsAsciiAlpha(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

inline bool IsRfc3986Scheme(const std::string& scheme) {
  if (scheme.empty() || !IsAsciiAlpha(scheme[0])) return false;
  for (const char c : scheme) {
    if (!IsSchemeCharacter(c)) return false;
  }
  return true;
}

// Longest scheme accepted: real schemes are short, and the name becomes part of file, key and socket names.
constexpr std::size_t kMaxSchemeLength = 64;

// Defence in depth for the OS files: the bindings check this too, with friendlier messages.
inline void RequireValidScheme(const std::string& scheme) {
  if (scheme.size() < 2 || scheme.size() > kMaxSchemeLength || !IsRfc3986Scheme(scheme)) {
    throw UriSchemeError("invalid URI scheme (RFC 3986: a letter, then letters, digits, '+', '-' or '.')");
  }
}

// Each throws UriSchemeError when an OS call fails.
UriSchemeRegistrationResult RegisterUriScheme(const UriSchemeRegistration& registration);

// Removes what RegisterUriScheme wrote for `scheme`. Returns false when nothing of ours was registered.
bool UnregisterUriScheme(const std::string& scheme);

// The command line the OS runs for `scheme` (Linux: the handler's Exec value; Windows: the
// shell\open\command value; macOS: the handler's bundle identifier). `found` is false when none is set.
std::string QueryUriScheme(const std::string& scheme, bool* found);

// How this OS stores the registration, reported to JavaScript for diagnostics.
const char* UriSchemeBackendName();

}  // namespace social_sdk
