// macOS: Launch Services. A URL scheme handler on macOS is an application bundle, not a command line:
// the scheme must be declared in the app's Info.plist (CFBundleURLTypes -> CFBundleURLSchemes), and
// LSSetDefaultHandlerForURLScheme makes a bundle the default handler: the one at `command` when that is
// the path of an application bundle (".app", for a launcher registering the game it starts), else the
// running one. macOS then delivers the URL to the running (or newly launched) app as an Apple Event
// (Electron: app.on('open-url')), not in argv, so `args` and `appendUrl` are not used here. Launch
// Services has no call that removes a handler.
// Not compiled on the project's Linux CI: keep this file small and reviewed. Uses only C APIs of
// CoreServices and CoreFoundation; it is Objective-C++ so that the build can add Cocoa code later.
#include <CoreFoundation/CoreFoundation.h>
#include <CoreServices/CoreServices.h>

#include <string>
#include <vector>

#include "deeplink.h"

namespace social_sdk {
namespace {

// Releases a CoreFoundation object obtained under the Create/Copy rule.
class CfRef {
 public:
  explicit CfRef(CFTypeRef ref) : ref_(ref) {}
  CfRef(const CfRef&) = delete;
  CfRef& operator=(const CfRef&) = delete;
  ~CfRef() {
    if (ref_ != nullptr) CFRelease(ref_);
  }
  CFTypeRef get() const { return ref_; }

 private:
  CFTypeRef ref_;
};

std::string ToUtf8(CFStringRef text) {
  if (text == nullptr) return std::string();
  const CFIndex max = CFStringGetMaximumSizeForEncoding(CFStringGetLength(text), kCFStringEncodingUTF8) + 1;
  std::vector<char> buffer(static_cast<std::size_t>(max), '\0');
  if (!CFStringGetCString(text, buffer.data(), max, kCFStringEncodingUTF8)) return std::string();
  return std::string(buffer.data());
}

CFStringRef CreateString(const std::string& utf8) {
  CFStringRef text = CFStringCreateWithBytes(kCFAllocatorDefault, reinterpret_cast<const UInt8*>(utf8.data()),
                                             static_cast<CFIndex>(utf8.size()), kCFStringEncodingUTF8, false);
  if (text == nullptr) throw UriSchemeError("CFStringCreateWithBytes failed: invalid UTF-8 or out of memory");
  return text;
}

// The OSStatus with the system's description of it.
std::string StatusText(OSStatus status) {
  std::string text = "OSStatus " + std::to_string(static_cast<long>(status));
  CfRef error(CFErrorCreate(kCFAllocatorDefault, kCFErrorDomainOSStatus, status, nullptr));
  if (error.get() != nullptr) {
    // CFErrorRef and CFBundleRef are pointers to non-const structs, so const_cast first; static_cast alone
    // from CFTypeRef (const void*) does not compile.
    CfRef description(CFErrorCopyDescription(static_cast<CFErrorRef>(const_cast<void*>(error.get()))));
    const std::string detail = ToUtf8(static_cast<CFStringRef>(description.get()));
    if (!detail.empty()) text += ": " + detail;
  }
  return text;
}

// A bundle's identifier (Get rule: not released). A plain `node` binary has none.
CFStringRef BundleIdentifier(CFBundleRef bundle) {
  CFStringRef identifier = bundle != nullptr ? CFBundleGetIdentifier(bundle) : nullptr;
  if (identifier == nullptr) {
    throw UriSchemeError(
        "the program has no bundle identifier; on macOS only an application bundle (for example a "
        "packaged Electron app) can handle a URL scheme");
  }
  return identifier;
}

bool IsAppBundlePath(const std::string& path) {
  const std::string suffix = ".app";
  std::string trimmed = path;
  while (trimmed.size() > 1 && trimmed.back() == '/') trimmed.pop_back();
  return trimmed.size() > suffix.size() &&
         trimmed.compare(trimmed.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The bundle at an absolute path (Create rule: the caller releases it); throws when it is not one.
CFBundleRef CreateBundleAt(const std::string& path) {
  CfRef url(CFURLCreateFromFileSystemRepresentation(kCFAllocatorDefault,
                                                    reinterpret_cast<const UInt8*>(path.data()),
                                                    static_cast<CFIndex>(path.size()), true));
  if (url.get() == nullptr)
    throw UriSchemeError("CFURLCreateFromFileSystemRepresentation failed for " + path);
  CFBundleRef bundle = CFBundleCreate(kCFAllocatorDefault, static_cast<CFURLRef>(url.get()));
  if (bundle == nullptr) throw UriSchemeError(path + " is not an application bundle");
  return bundle;
}

// Whether the bundle's Info.plist lists `scheme` under CFBundleURLTypes[*].CFBundleURLSchemes.
bool InfoPlistDeclares(CFBundleRef bundle, CFStringRef scheme) {
  CFTypeRef types = CFBundleGetValueForInfoDictionaryKey(bundle, CFSTR("CFBundleURLTypes"));
  if (types == nullptr || CFGetTypeID(types) != CFArrayGetTypeID()) return false;
  const CFArrayRef typeArray = static_cast<CFArrayRef>(types);
  for (CFIndex i = 0; i < CFArrayGetCount(typeArray); ++i) {
    CFTypeRef type = CFArrayGetValueAtIndex(typeArray, i);
    if (type == nullptr || CFGetTypeID(type) != CFDictionaryGetTypeID()) continue;
    CFTypeRef schemes = CFDictionaryGetValue(static_cast<CFDictionaryRef>(type), CFSTR("CFBundleURLSchemes"));
    if (schemes == nullptr || CFGetTypeID(schemes) != CFArrayGetTypeID()) continue;
    const CFArrayRef schemeArray = static_cast<CFArrayRef>(schemes);
    for (CFIndex j = 0; j < CFArrayGetCount(schemeArray); ++j) {
      CFTypeRef candidate = CFArrayGetValueAtIndex(schemeArray, j);
      if (candidate != nullptr && CFGetTypeID(candidate) == CFStringGetTypeID() &&
          CFStringCompare(static_cast<CFStringRef>(candidate), scheme, kCFCompareCaseInsensitive) ==
              kCFCompareEqualTo) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace

const char* UriSchemeBackendName() {
  return "launch-services";
}

// LSSetDefaultHandlerForURLScheme and LSCopyDefaultHandlerForURLScheme are deprecated since macOS 12 in
// favour of NSWorkspace's asynchronous setDefaultApplicationAtURL:toOpenURLsWithScheme:, but still work
// and are synchronous, which keeps this binding simple.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

UriSchemeRegistrationResult RegisterUriScheme(const UriSchemeRegistration& registration) {
  RequireValidScheme(registration.scheme);
  CfRef scheme(CreateString(registration.scheme));
  const CFStringRef schemeRef = static_cast<CFStringRef>(scheme.get());
  const bool otherApp = IsAppBundlePath(registration.command);
  CfRef created(otherApp ? CreateBundleAt(registration.command) : nullptr);
  const CFBundleRef bundle =
      otherApp ? static_cast<CFBundleRef>(const_cast<void*>(created.get())) : CFBundleGetMainBundle();
  const CFStringRef bundleId = BundleIdentifier(bundle);
  if (!InfoPlistDeclares(bundle, schemeRef)) {
    throw UriSchemeError("the app's Info.plist does not declare the scheme " + registration.scheme +
                         " under CFBundleURLTypes -> CFBundleURLSchemes; add it when packaging the app");
  }
  if (otherApp) {
    // Launch Services may not have seen an app that was never opened; without this it cannot be the handler.
    CfRef bundleUrl(CFBundleCopyBundleURL(bundle));
    const OSStatus registered = LSRegisterURL(static_cast<CFURLRef>(bundleUrl.get()), true);
    if (registered != noErr)
      throw UriSchemeError("LSRegisterURL " + registration.command + " failed: " + StatusText(registered));
  }
  const OSStatus status = LSSetDefaultHandlerForURLScheme(schemeRef, bundleId);
  if (status != noErr) throw UriSchemeError("LSSetDefaultHandlerForURLScheme failed: " + StatusText(status));
  const std::string id = ToUtf8(bundleId);
  return {id, "LaunchServices:" + id};
}

bool UnregisterUriScheme(const std::string& scheme) {
  RequireValidScheme(scheme);
  throw UriSchemeError(
      "macOS Launch Services has no call that removes a URL scheme handler; remove the scheme from the app's "
      "Info.plist CFBundleURLTypes (or delete the app) instead");
}

std::string QueryUriScheme(const std::string& schemeText, bool* found) {
  RequireValidScheme(schemeText);
  *found = false;
  CfRef scheme(CreateString(schemeText));
  CfRef handler(LSCopyDefaultHandlerForURLScheme(static_cast<CFStringRef>(scheme.get())));
  if (handler.get() == nullptr) return std::string();
  *found = true;
  return ToUtf8(static_cast<CFStringRef>(handler.get()));
}

#pragma clang diagnostic pop

}  // namespace social_sdk
