// JavaScript bindings for URI scheme registration:
//   registerUriScheme({ scheme, command, args?, displayName, desktopId?, appendUrl? })
//     -> { scheme, command, location }
//   unregisterUriScheme(scheme) -> boolean (false when nothing of ours was registered)
//   queryUriScheme(scheme) -> the command the OS runs for the scheme, or null
// Every argument is checked here before any OS code runs: wrong types are TypeErrors, wrong values
// RangeErrors; OS failures are Errors carrying the OS error text.
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "args.h"
#include "bindings.h"
#include "deeplink.h"

namespace social_sdk {
namespace {

constexpr std::size_t kMaxPathBytes = 4096;
constexpr std::size_t kMaxArgs = 64;
constexpr std::size_t kMaxArgBytes = 4096;
constexpr std::size_t kMaxCommandLineBytes = 32767;  // the Windows command-line limit, applied everywhere
constexpr std::size_t kMaxDisplayNameBytes = 256;
constexpr std::size_t kMaxDesktopIdBytes = 200;

// Names a byte for an error message without echoing the (possibly hostile) value itself.
std::string DescribeByte(unsigned char c) {
  char text[32];
  if (c >= 0x20 && c < 0x7f) {
    std::snprintf(text, sizeof text, "'%c'", c);
  } else {
    std::snprintf(text, sizeof text, "byte 0x%02x", c);
  }
  return text;
}

// Control characters (NUL, newlines, tabs, DEL, ...) would end or split a line of a .desktop file or a
// registry command line, so no string that reaches the OS may contain one.
void RequireNoControlCharacters(const Napi::Env& env, const std::string& value, const std::string& where) {
  for (std::size_t i = 0; i < value.size(); ++i) {
    const auto c = static_cast<unsigned char>(value[i]);
    if (c < 0x20 || c == 0x7f) {
      throw Napi::RangeError::New(env, where +
                                           ": control characters (NUL, newline, tab, ...) are not allowed; " +
                                           DescribeByte(c) + " found at byte " + std::to_string(i));
    }
  }
}

std::string ReadString(const Napi::Env& env, const Napi::Value& value, const std::string& where,
                       std::size_t maxBytes, bool allowEmpty) {
  if (!value.IsString()) {
    throw Napi::TypeError::New(env, where + ": expected a string, received " + TypeName(value));
  }
  const std::string text = value.As<Napi::String>().Utf8Value();
  if (text.empty() && !allowEmpty) throw Napi::RangeError::New(env, where + ": must not be empty");
  if (text.size() > maxBytes) {
    throw Napi::RangeError::New(env, where + ": at most " + std::to_string(maxBytes) +
                                         " bytes (UTF-8), received " + std::to_string(text.size()));
  }
  RequireNoControlCharacters(env, text, where);
  return text;
}

// A scheme per RFC 3986, 2..64 characters (one letter would be taken for a Windows drive letter),
// returned lowercased: schemes are case-insensitive and lowercase is their canonical form.
std::string ReadScheme(const Napi::Env& env, const Napi::Value& value, const std::string& where) {
  if (!value.IsString()) {
    throw Napi::TypeError::New(env, where + ": expected a string, received " + TypeName(value));
  }
  std::string scheme = value.As<Napi::String>().Utf8Value();
  const std::string allowed =
      "; a scheme is a letter followed by letters, digits, '+', '-' or '.' (RFC 3986)";
  if (scheme.size() < 2 || scheme.size() > kMaxSchemeLength) {
    throw Napi::RangeError::New(env, where + ": must be 2 to " + std::to_string(kMaxSchemeLength) +
                                         " characters long, received " + std::to_string(scheme.size()) +
                                         allowed);
  }
  if (!IsAsciiAlpha(scheme[0])) {
    throw Napi::RangeError::New(env, where + ": must start with a letter, found " +
                                         DescribeByte(static_cast<unsigned char>(scheme[0])) + allowed);
  }
  for (std::size_t i = 0; i < scheme.size(); ++i) {
    if (!IsSchemeCharacter(scheme[i])) {
      throw Napi::RangeError::New(env, where + ": " + DescribeByte(static_cast<unsigned char>(scheme[i])) +
                                           " at position " + std::to_string(i) + " is not allowed" + allowed);
    }
    if (scheme[i] >= 'A' && scheme[i] <= 'Z') scheme[i] = static_cast<char>(scheme[i] - 'A' + 'a');
  }
  return scheme;
}

bool IsAbsolutePath(const std::string& path) {
#ifdef _WIN32
  const bool drive =
      path.size() >= 3 && IsAsciiAlpha(path[0]) && path[1] == ':' && (path[2] == '\\' || path[2] == '/');
  return drive || path.rfind("\\\\", 0) == 0;
#else
  return !path.empty() && path[0] == '/';
#endif
}

// Windows substitutes %1, %*, %L ... in the command template and has no escape for a literal '%'; a
// double quote cannot occur in a Windows file name and would end the quoted program path.
void RequireWindowsCommandSafe(const Napi::Env& env, const std::string& value, const std::string& where,
                               bool isProgram) {
#ifdef _WIN32
  if (value.find('%') != std::string::npos) {
    throw Napi::RangeError::New(env,
                                where + ": '%' is not allowed on Windows (the shell would substitute it)");
  }
  if (isProgram && value.find('"') != std::string::npos) {
    throw Napi::RangeError::New(env, where + ": a Windows program path cannot contain '\"'");
  }
#else
  (void)env;
  (void)value;
  (void)where;
  (void)isProgram;
#endif
}

std::string ReadDesktopId(const Napi::Env& env, const Napi::Value& value, const std::string& where) {
  std::string id = ReadString(env, value, where, kMaxDesktopIdBytes, false);
  const std::string suffix = ".desktop";
  if (id.size() > suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0) {
    id.resize(id.size() - suffix.size());
  }
  if (id[0] == '.' || id[0] == '-') {
    throw Napi::RangeError::New(env, where + ": must not start with '.' or '-'");
  }
  for (const char c : id) {
    const bool ok = IsAsciiAlpha(c) || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    if (!ok) {
      throw Napi::RangeError::New(env, where + ": " + DescribeByte(static_cast<unsigned char>(c)) +
                                           " is not allowed; use letters, digits, '_', '-' and '.' (e.g. "
                                           "com.example.Game-url-handler)");
    }
  }
  return id;
}

std::vector<std::string> ReadArgs(const Napi::Env& env, const Napi::Value& value, const std::string& where) {
  std::vector<std::string> args;
  if (value.IsUndefined()) return args;
  if (!value.IsArray()) {
    throw Napi::TypeError::New(env, where + ": expected an array of strings, received " + TypeName(value));
  }
  const Napi::Array array = value.As<Napi::Array>();
  if (array.Length() > kMaxArgs) {
    throw Napi::RangeError::New(env, where + ": at most " + std::to_string(kMaxArgs) +
                                         " arguments, received " + std::to_string(array.Length()));
  }
  for (uint32_t i = 0; i < array.Length(); ++i) {
    const std::string itemWhere = where + "[" + std::to_string(i) + "]";
    args.push_back(ReadString(env, array.Get(i), itemWhere, kMaxArgBytes, true));
    RequireWindowsCommandSafe(env, args.back(), itemWhere, false);
  }
  return args;
}

UriSchemeRegistration ReadRegistration(const Napi::Env& env, const Napi::Value& value) {
  const std::string where = "registerUriScheme(options";
  if (!value.IsObject() || value.IsArray() || value.IsFunction()) {
    throw Napi::TypeError::New(env, where + "): expected an object, received " + TypeName(value));
  }
  const Napi::Object options = value.As<Napi::Object>();
  const std::set<std::string> known = {"scheme", "command", "args", "displayName", "desktopId", "appendUrl"};
  const Napi::Array names = options.GetPropertyNames();
  for (uint32_t i = 0; i < names.Length(); ++i) {
    const std::string name = names.Get(i).ToString().Utf8Value();
    if (known.count(name) == 0) {
      throw Napi::TypeError::New(env,
                                 where + "): unknown option '" + name +
                                     "'; allowed: scheme, command, args, displayName, desktopId, appendUrl");
    }
  }

  UriSchemeRegistration registration;
  registration.scheme = ReadScheme(env, options.Get("scheme"), where + ".scheme)");
  registration.command = ReadString(env, options.Get("command"), where + ".command)", kMaxPathBytes, false);
  if (!IsAbsolutePath(registration.command)) {
    throw Napi::RangeError::New(env, where + ".command): must be an absolute path to the program");
  }
  RequireWindowsCommandSafe(env, registration.command, where + ".command)", true);
  registration.args = ReadArgs(env, options.Get("args"), where + ".args)");
  registration.displayName =
      ReadString(env, options.Get("displayName"), where + ".displayName)", kMaxDisplayNameBytes, false);
  const Napi::Value desktopId = options.Get("desktopId");
  if (!desktopId.IsUndefined()) registration.desktopId = ReadDesktopId(env, desktopId, where + ".desktopId)");
  const Napi::Value appendUrl = options.Get("appendUrl");
  if (!appendUrl.IsUndefined()) {
    if (!appendUrl.IsBoolean()) {
      throw Napi::TypeError::New(env,
                                 where + ".appendUrl): expected a boolean, received " + TypeName(appendUrl));
    }
    registration.appendUrl = appendUrl.As<Napi::Boolean>().Value();
  }

  // Quoting at most doubles a string, plus quotes and separators.
  std::size_t total = 2 * registration.command.size() + 3;
  for (const std::string& arg : registration.args) total += 2 * arg.size() + 3;
  if (total > kMaxCommandLineBytes) {
    throw Napi::RangeError::New(
        env, where + "): the command line would exceed " + std::to_string(kMaxCommandLineBytes) + " bytes");
  }
  return registration;
}

std::string SchemeArgument(const Napi::CallbackInfo& info, const char* function) {
  const std::string where = std::string(function) + "(scheme)";
  if (info.Length() < 1) throw Napi::TypeError::New(info.Env(), where + ": scheme is required");
  return ReadScheme(info.Env(), info[0], where);
}

// Runs an OS operation, turning its failure into a JavaScript Error that names the function.
template <typename Operation>
auto CallOs(const Napi::Env& env, const char* function, Operation operation) -> decltype(operation()) {
  try {
    return operation();
  } catch (const UriSchemeError& error) {
    throw Napi::Error::New(env, std::string(function) + ": " + error.what());
  } catch (const std::bad_alloc&) {
    throw Napi::Error::New(env, std::string(function) + ": out of memory");
  }
}

Napi::Value RegisterUriSchemeBinding(const Napi::CallbackInfo& info) {
  const Napi::Env env = info.Env();
  if (info.Length() < 1) throw Napi::TypeError::New(env, "registerUriScheme(options): options is required");
  const UriSchemeRegistration registration = ReadRegistration(env, info[0]);
  const UriSchemeRegistrationResult result =
      CallOs(env, "registerUriScheme", [&] { return RegisterUriScheme(registration); });
  Napi::Object out = Napi::Object::New(env);
  out.Set("scheme", registration.scheme);
  out.Set("command", result.command);
  out.Set("location", result.location);
  return out;
}

Napi::Value UnregisterUriSchemeBinding(const Napi::CallbackInfo& info) {
  const std::string scheme = SchemeArgument(info, "unregisterUriScheme");
  return Napi::Boolean::New(
      info.Env(), CallOs(info.Env(), "unregisterUriScheme", [&] { return UnregisterUriScheme(scheme); }));
}

Napi::Value QueryUriSchemeBinding(const Napi::CallbackInfo& info) {
  const std::string scheme = SchemeArgument(info, "queryUriScheme");
  bool found = false;
  const std::string command =
      CallOs(info.Env(), "queryUriScheme", [&] { return QueryUriScheme(scheme, &found); });
  if (!found) return info.Env().Null();
  return Napi::String::New(info.Env(), command);
}

}  // namespace

void InitDeeplink(Napi::Env env, Napi::Object exports) {
  exports.Set("registerUriScheme", Napi::Function::New(env, RegisterUriSchemeBinding, "registerUriScheme"));
  exports.Set("unregisterUriScheme",
              Napi::Function::New(env, UnregisterUriSchemeBinding, "unregisterUriScheme"));
  exports.Set("queryUriScheme", Napi::Function::New(env, QueryUriSchemeBinding, "queryUriScheme"));
  exports.Set("uriSchemeBackend", Napi::String::New(env, UriSchemeBackendName()));
}

}  // namespace social_sdk
