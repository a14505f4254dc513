// Windows: a per-user URL protocol under HKEY_CURRENT_USER\Software\Classes\<scheme>:
//   (default)            = "URL:<displayName>"
//   URL Protocol         = ""
//   SocialSdkScheme      = "<scheme>"  (marks the key as ours; foreign keys are never changed or deleted)
//   shell\open\command   (default) = "<program>" "<arg>"... "%1"   ("%1" left out when appendUrl is false)
// Strings arrive as UTF-8 and are converted to UTF-16 for the wide (W) registry functions. Cross-built
// with mingw-w64 and run under Wine with Node for Windows in CI (scripts/test-windows.sh, test/windows/).
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0601  // RegDeleteTreeW and RegGetValueW need Vista or later
#endif
#include <windows.h>

#include <string>
#include <vector>

#include "deeplink.h"

namespace social_sdk {
namespace {

const wchar_t kMarkerValue[] = L"SocialSdkScheme";

std::string ErrorText(DWORD code) {
  wchar_t* buffer = nullptr;
  const DWORD length = FormatMessageW(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
      code, 0, reinterpret_cast<wchar_t*>(&buffer), 0, nullptr);
  std::string text = "error " + std::to_string(code);
  if (length > 0 && buffer != nullptr) {
    std::wstring message(buffer, length);
    while (!message.empty() &&
           (message.back() == L'\r' || message.back() == L'\n' || message.back() == L' ')) {
      message.pop_back();
    }
    const int size = WideCharToMultiByte(CP_UTF8, 0, message.data(), static_cast<int>(message.size()),
                                         nullptr, 0, nullptr, nullptr);
    if (size > 0) {
      std::string utf8(static_cast<std::size_t>(size), '\0');
      WideCharToMultiByte(CP_UTF8, 0, message.data(), static_cast<int>(message.size()), &utf8[0], size,
                          nullptr, nullptr);
      text += ": " + utf8;
    }
  }
  if (buffer != nullptr) LocalFree(buffer);
  return text;
}

[[noreturn]] void Fail(const std::string& call, const std::string& key, LSTATUS status) {
  throw UriSchemeError(call + " " + key + " failed: " + ErrorText(static_cast<DWORD>(status)));
}

std::wstring Widen(const std::string& utf8) {
  if (utf8.empty()) return std::wstring();
  const int size = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8.data(),
                                       static_cast<int>(utf8.size()), nullptr, 0);
  if (size <= 0) throw UriSchemeError("invalid UTF-8 text: " + ErrorText(GetLastError()));
  std::wstring wide(static_cast<std::size_t>(size), L'\0');
  MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8.data(), static_cast<int>(utf8.size()), &wide[0],
                      size);
  return wide;
}

std::string Narrow(const std::wstring& wide) {
  if (wide.empty()) return std::string();
  const int size = WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()), nullptr, 0,
                                       nullptr, nullptr);
  if (size <= 0) throw UriSchemeError("cannot convert registry text to UTF-8: " + ErrorText(GetLastError()));
  std::string utf8(static_cast<std::size_t>(size), '\0');
  WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()), &utf8[0], size, nullptr,
                      nullptr);
  return utf8;
}

// Closes the key when it goes out of scope, whatever path leaves the function.
class Key {
 public:
  Key() = default;
  Key(const Key&) = delete;
  Key& operator=(const Key&) = delete;
  ~Key() {
    if (handle_ != nullptr) RegCloseKey(handle_);
  }
  HKEY* out() { return &handle_; }
  HKEY get() const { return handle_; }

 private:
  HKEY handle_ = nullptr;
};

void CreateKey(HKEY parent, const std::wstring& subkey, const std::string& name, Key* key) {
  const LSTATUS status =
      RegCreateKeyExW(parent, subkey.c_str(), 0, nullptr, REG_OPTION_NON_VOLATILE,
                      KEY_SET_VALUE | KEY_QUERY_VALUE | KEY_CREATE_SUB_KEY, nullptr, key->out(), nullptr);
  if (status != ERROR_SUCCESS) Fail("RegCreateKeyExW", name, status);
}

void SetString(HKEY key, const wchar_t* valueName, const std::wstring& value, const std::string& name) {
  const DWORD bytes = static_cast<DWORD>((value.size() + 1) * sizeof(wchar_t));  // including the terminator
  const LSTATUS status =
      RegSetValueExW(key, valueName, 0, REG_SZ, reinterpret_cast<const BYTE*>(value.c_str()), bytes);
  if (status != ERROR_SUCCESS) Fail("RegSetValueExW", name, status);
}

// A REG_SZ value (nullptr = the key's default value). Returns false when the key or value does not exist.
bool GetString(HKEY root, const std::wstring& subkey, const wchar_t* valueName, const std::string& name,
               std::wstring* value) {
  for (int attempt = 0; attempt < 3; ++attempt) {  // the value may grow between the two calls
    DWORD bytes = 0;
    LSTATUS status = RegGetValueW(root, subkey.c_str(), valueName, RRF_RT_REG_SZ, nullptr, nullptr, &bytes);
    if (status == ERROR_FILE_NOT_FOUND || status == ERROR_PATH_NOT_FOUND) return false;
    if (status != ERROR_SUCCESS) Fail("RegGetValueW", name, status);
    std::vector<wchar_t> buffer(bytes / sizeof(wchar_t) + 1, L'\0');
    bytes = static_cast<DWORD>(buffer.size() * sizeof(wchar_t));
    status = RegGetValueW(root, subkey.c_str(), valueName, RRF_RT_REG_SZ, nullptr, buffer.data(), &bytes);
    if (status == ERROR_MORE_DATA) continue;
    if (status == ERROR_FILE_NOT_FOUND || status == ERROR_PATH_NOT_FOUND) return false;
    if (status != ERROR_SUCCESS) Fail("RegGetValueW", name, status);
    value->assign(buffer.data());
    return true;
  }
  throw UriSchemeError("RegGetValueW " + name + " failed: the value kept changing while it was read");
}

// One argument quoted for CommandLineToArgvW and the C runtime: backslashes are literal except before a
// double quote, where they are doubled, and the quote itself gets a backslash.
std::wstring QuoteArgument(const std::wstring& argument) {
  std::wstring out = L"\"";
  std::size_t backslashes = 0;
  for (const wchar_t c : argument) {
    if (c == L'\\') {
      ++backslashes;
      continue;
    }
    out.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
    backslashes = 0;
    out += c;
  }
  out.append(2 * backslashes, L'\\');  // before the closing quote
  return out + L"\"";
}

std::wstring ClassesKey(const std::string& scheme) {
  return L"Software\\Classes\\" + Widen(scheme);
}
std::string KeyName(const std::string& scheme) {
  return "HKEY_CURRENT_USER\\Software\\Classes\\" + scheme;
}

bool KeyExists(const std::wstring& path, const std::string& name) {
  Key key;
  const LSTATUS status = RegOpenKeyExW(HKEY_CURRENT_USER, path.c_str(), 0, KEY_QUERY_VALUE, key.out());
  if (status == ERROR_FILE_NOT_FOUND || status == ERROR_PATH_NOT_FOUND) return false;
  if (status != ERROR_SUCCESS) Fail("RegOpenKeyExW", name, status);
  return true;
}

bool IsOurKey(const std::string& scheme) {
  std::wstring marker;
  return GetString(HKEY_CURRENT_USER, ClassesKey(scheme), kMarkerValue, KeyName(scheme), &marker) &&
         marker == Widen(scheme);
}

// A value of a key under HKCU; a value or key already gone is not an error.
void DeleteValue(const std::wstring& path, const wchar_t* valueName, const std::string& name) {
  const LSTATUS status = RegDeleteKeyValueW(HKEY_CURRENT_USER, path.c_str(), valueName);
  if (status != ERROR_SUCCESS && status != ERROR_FILE_NOT_FOUND && status != ERROR_PATH_NOT_FOUND) {
    Fail("RegDeleteKeyValueW", name, status);
  }
}

// Values plus subkeys of a key under HKCU; -1 when the key does not exist.
long CountEntries(const std::wstring& path, const std::string& name) {
  Key key;
  LSTATUS status = RegOpenKeyExW(HKEY_CURRENT_USER, path.c_str(), 0, KEY_QUERY_VALUE, key.out());
  if (status == ERROR_FILE_NOT_FOUND || status == ERROR_PATH_NOT_FOUND) return -1;
  if (status != ERROR_SUCCESS) Fail("RegOpenKeyExW", name, status);
  DWORD subkeys = 0;
  DWORD values = 0;
  status = RegQueryInfoKeyW(key.get(), nullptr, nullptr, nullptr, &subkeys, nullptr, nullptr, &values,
                            nullptr, nullptr, nullptr, nullptr);
  if (status != ERROR_SUCCESS) Fail("RegQueryInfoKeyW", name, status);
  return static_cast<long>(subkeys) + static_cast<long>(values);
}

// One key under HKCU, which must have no subkeys; a key already gone is not an error.
void DeleteKey(const std::wstring& path, const std::string& name) {
  const LSTATUS status = RegDeleteKeyW(HKEY_CURRENT_USER, path.c_str());
  if (status != ERROR_SUCCESS && status != ERROR_FILE_NOT_FOUND) Fail("RegDeleteKeyW", name, status);
}

// Opens Software\Classes\<scheme> as HKEY_CLASSES_ROOT presents it on Windows: the user's key, with all
// that is under it, when that key exists, else the machine's (Microsoft's "Merged View of
// HKEY_CLASSES_ROOT": a machine subkey that a user subkey duplicates is left out whole). False when neither
// exists; `name` receives the key's full name, for messages.
bool OpenSchemeClass(const std::string& scheme, Key* key, std::string* name) {
  const std::wstring subkey = ClassesKey(scheme);
  const struct {
    HKEY root;
    const char* name;
  } roots[] = {{HKEY_CURRENT_USER, "HKEY_CURRENT_USER"}, {HKEY_LOCAL_MACHINE, "HKEY_LOCAL_MACHINE"}};
  for (const auto& root : roots) {
    *name = std::string(root.name) + "\\Software\\Classes\\" + scheme;
    const LSTATUS status = RegOpenKeyExW(root.root, subkey.c_str(), 0, KEY_QUERY_VALUE, key->out());
    if (status == ERROR_FILE_NOT_FOUND || status == ERROR_PATH_NOT_FOUND) continue;
    if (status != ERROR_SUCCESS) Fail("RegOpenKeyExW", *name, status);
    return true;
  }
  return false;
}

void DeleteKeyTree(const std::wstring& path, const std::string& name) {
  const LSTATUS status = RegDeleteTreeW(HKEY_CURRENT_USER, path.c_str());
  if (status != ERROR_SUCCESS && status != ERROR_FILE_NOT_FOUND) Fail("RegDeleteTreeW", name, status);
  DeleteKey(path, name);  // the key itself, if the tree call left it
}

}  // namespace

const char* UriSchemeBackendName() {
  return "windows-registry";
}

UriSchemeRegistrationResult RegisterUriScheme(const UriSchemeRegistration& registration) {
  const std::string& scheme = registration.scheme;
  RequireValidScheme(scheme);
  const std::wstring path = ClassesKey(scheme);
  const std::string name = KeyName(scheme);
  const bool existed = KeyExists(path, name);
  if (existed && !IsOurKey(scheme)) {
    throw UriSchemeError(name + " exists and was not written by social-sdk; remove it first");
  }

  // The program path cannot contain '"' (the bindings refuse it); arguments are quoted for argv parsing.
  std::wstring command = L"\"" + Widen(registration.command) + L"\"";
  for (const std::string& argument : registration.args) command += L" " + QuoteArgument(Widen(argument));
  if (registration.appendUrl) command += L" \"%1\"";

  try {
    Key key;
    CreateKey(HKEY_CURRENT_USER, path, name, &key);
    SetString(key.get(), nullptr, L"URL:" + Widen(registration.displayName), name);
    SetString(key.get(), L"URL Protocol", L"", name);
    SetString(key.get(), kMarkerValue, Widen(scheme), name);
    Key commandKey;
    CreateKey(key.get(), L"shell\\open\\command", name + "\\shell\\open\\command", &commandKey);
    SetString(commandKey.get(), nullptr, command, name + "\\shell\\open\\command");
  } catch (...) {
    if (!existed) {
      try {
        DeleteKeyTree(path, name);  // do not leave half a registration behind
      } catch (const UriSchemeError&) {
        // the original failure is the one worth reporting
      }
    }
    throw;
  }
  return {Narrow(command), name};
}

bool UnregisterUriScheme(const std::string& scheme) {
  RequireValidScheme(scheme);
  const std::wstring path = ClassesKey(scheme);
  const std::string name = KeyName(scheme);
  if (!KeyExists(path, name) || !IsOurKey(scheme)) return false;
  // Only what RegisterUriScheme wrote goes: its values, then each of its keys that is left empty. A value
  // or subkey someone else added (an installer's DefaultIcon, another verb) stays, with its parents; the
  // scheme key then keeps our marker too, so that registering again is not refused as someone else's.
  DeleteValue(path + L"\\shell\\open\\command", nullptr, name + "\\shell\\open\\command");
  for (const wchar_t* sub : {L"\\shell\\open\\command", L"\\shell\\open", L"\\shell"}) {
    if (CountEntries(path + sub, name) == 0) DeleteKey(path + sub, name);
  }
  DeleteValue(path, nullptr, name);
  DeleteValue(path, L"URL Protocol", name);
  if (CountEntries(path, name) == 1) {  // the marker alone
    DeleteValue(path, kMarkerValue, name);
    DeleteKey(path, name);
  }
  return true;
}

std::string QueryUriScheme(const std::string& scheme, bool* found) {
  RequireValidScheme(scheme);
  *found = false;
  // What the shell runs for "<scheme>:" is what HKEY_CLASSES_ROOT shows, which on Windows merges the
  // user's classes over the machine's (OpenSchemeClass). Wine (8.0; its bug 14771) maps HKEY_CLASSES_ROOT
  // to the machine's classes alone, so reading through it missed the per-user key registerUriScheme had
  // just written. Both roots are read here directly: Windows' answer on Windows, and the same under Wine.
  // A key without "URL Protocol" is not a URL handler.
  Key key;
  std::string name;
  if (!OpenSchemeClass(scheme, &key, &name)) return {};
  std::wstring marker;
  if (!GetString(key.get(), std::wstring(), L"URL Protocol", name, &marker)) return {};
  std::wstring command;
  if (!GetString(key.get(), L"shell\\open\\command", nullptr, name + "\\shell\\open\\command", &command)) {
    return {};
  }
  *found = true;
  return Narrow(command);
}

}  // namespace social_sdk
