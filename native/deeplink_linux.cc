// Linux (freedesktop.org): a Desktop Entry in $XDG_DATA_HOME/applications declaring
// MimeType=x-scheme-handler/<scheme>, made the default in $XDG_CONFIG_HOME/mimeapps.list.
// Files are written atomically (temporary file in the same directory, then rename), no shell or helper
// program is run, and files this code did not write are never overwritten or deleted: every desktop file
// written here carries an X-Social-SDK-Scheme key naming its scheme.
#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "deeplink.h"

namespace social_sdk {
namespace {

constexpr std::size_t kMaxFileBytes = 1 << 20;  // desktop files and mimeapps.list are small
constexpr const char* kDefaultGroup = "[Default Applications]";
constexpr const char* kMarkerKey = "X-Social-SDK-Scheme";

[[noreturn]] void Fail(const std::string& what, const std::string& path, int error) {
  throw UriSchemeError(what + " " + path + " failed: " + std::strerror(error));
}

std::string HomeDirectory() {
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') return home;
  long size = sysconf(_SC_GETPW_R_SIZE_MAX);
  std::vector<char> buffer(size > 0 ? static_cast<std::size_t>(size) : 16384);
  passwd entry{};
  passwd* result = nullptr;
  if (getpwuid_r(getuid(), &entry, buffer.data(), buffer.size(), &result) == 0 && result != nullptr &&
      result->pw_dir != nullptr && result->pw_dir[0] == '/') {
    return result->pw_dir;
  }
  throw UriSchemeError("cannot find the home directory: HOME is unset and the user database has no entry");
}

// An XDG base directory: the variable when it holds an absolute path (the spec says relative values are
// invalid and must be ignored), else the default under the home directory.
std::string XdgDirectory(const char* variable, const char* homeRelativeDefault) {
  const char* value = std::getenv(variable);
  if (value != nullptr && value[0] == '/') return value;
  return HomeDirectory() + "/" + homeRelativeDefault;
}

std::vector<std::string> XdgDirectoryList(const char* variable, const char* defaults) {
  const char* value = std::getenv(variable);
  const std::string list = (value != nullptr && value[0] != '\0') ? value : defaults;
  std::vector<std::string> result;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t end = std::min(list.find(':', start), list.size());
    const std::string item = list.substr(start, end - start);
    if (!item.empty() && item[0] == '/') result.push_back(item);
    start = end + 1;
  }
  return result;
}

std::string DataHome() {
  return XdgDirectory("XDG_DATA_HOME", ".local/share");
}
std::string ConfigHome() {
  return XdgDirectory("XDG_CONFIG_HOME", ".config");
}
std::string UserApplicationsDir() {
  return DataHome() + "/applications";
}
std::string UserMimeappsList() {
  return ConfigHome() + "/mimeapps.list";
}

// mkdir -p; new directories get 0700 as the XDG Base Directory spec asks.
void MakeDirectories(const std::string& path) {
  for (std::size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
    const std::string prefix = slash == std::string::npos ? path : path.substr(0, slash);
    if (mkdir(prefix.c_str(), 0700) != 0 && errno != EEXIST) Fail("mkdir", prefix, errno);
    if (slash == std::string::npos) break;
  }
  struct stat info {};
  if (stat(path.c_str(), &info) != 0) Fail("stat", path, errno);
  if (!S_ISDIR(info.st_mode)) throw UriSchemeError(path + " exists and is not a directory");
}

// Closes a file descriptor when it goes out of scope, whatever path leaves the function.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (fd_ >= 0) close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

// Reads a whole file. Returns false when it does not exist; throws on any other failure.
bool ReadFile(const std::string& path, std::string* content) {
  // O_NONBLOCK: a FIFO planted at the path must not hang the caller (it is refused just below).
  const FileDescriptor fd(open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) {
    if (errno == ENOENT || errno == ENOTDIR) return false;
    Fail("open", path, errno);
  }
  struct stat info {};
  if (fstat(fd.get(), &info) != 0) Fail("fstat", path, errno);
  if (!S_ISREG(info.st_mode)) throw UriSchemeError(path + " is not a regular file");
  content->clear();
  char buffer[8192];
  for (;;) {
    const ssize_t got = read(fd.get(), buffer, sizeof buffer);
    if (got < 0) {
      if (errno == EINTR) continue;
      Fail("read", path, errno);
    }
    if (got == 0) break;
    content->append(buffer, static_cast<std::size_t>(got));
    if (content->size() > kMaxFileBytes)
      throw UriSchemeError(path + " is larger than 1 MiB; refusing to edit it");
  }
  return true;
}

// Replaces `path` atomically: a new file in the same directory, written and flushed, then renamed over
// the old one, so a reader sees either the old or the new content. A symlink is followed, so that a
// mimeapps.list kept in a dotfiles repository stays a symlink.
void WriteFileAtomically(const std::string& path, const std::string& content, mode_t mode) {
  std::string target = path;
  struct stat info {};
  if (lstat(path.c_str(), &info) == 0 && S_ISLNK(info.st_mode)) {
    char resolved[PATH_MAX];
    if (realpath(path.c_str(), resolved) == nullptr) Fail("realpath", path, errno);
    target = resolved;
  }
  if (stat(target.c_str(), &info) == 0) mode = info.st_mode & 07777;  // keep the existing permissions

  std::string temp = target + ".social-sdk-XXXXXX";
  const int fd = mkostemp(&temp[0], O_CLOEXEC);
  if (fd < 0) Fail("mkostemp", temp, errno);
  const auto abandon = [&](const char* what, int error) {
    close(fd);
    unlink(temp.c_str());
    Fail(what, temp, error);
  };
  if (fchmod(fd, mode) != 0) abandon("fchmod", errno);
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t put = write(fd, content.data() + written, content.size() - written);
    if (put < 0) {
      if (errno == EINTR) continue;
      abandon("write", errno);
    }
    written += static_cast<std::size_t>(put);
  }
  if (fsync(fd) != 0) abandon("fsync", errno);
  if (close(fd) != 0) {
    const int error = errno;
    unlink(temp.c_str());
    Fail("close", temp, error);
  }
  if (rename(temp.c_str(), target.c_str()) != 0) {
    const int error = errno;
    unlink(temp.c_str());
    Fail("rename to", target, error);
  }
}

std::string Lowercase(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

std::string Trim(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// Splits into lines, each keeping its '\n' (the last may lack one), so untouched lines are kept byte for
// byte.
std::vector<std::string> SplitLines(const std::string& content) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < content.size()) {
    const std::size_t end = content.find('\n', start);
    const std::size_t stop = end == std::string::npos ? content.size() : end + 1;
    lines.push_back(content.substr(start, stop - start));
    start = stop;
  }
  return lines;
}

bool IsGroupHeader(const std::string& line) {
  const std::string trimmed = Trim(line.substr(0, line.find('\n')));
  return trimmed.size() >= 2 && trimmed.front() == '[' && trimmed.back() == ']';
}

// For `key = value` lines: the trimmed key and value; false for comments, blank lines and group headers.
bool SplitEntry(const std::string& line, std::string* key, std::string* value) {
  const std::string body = line.substr(0, line.find('\n'));
  const std::string trimmed = Trim(body);
  if (trimmed.empty() || trimmed[0] == '#' || trimmed[0] == '[') return false;
  const std::size_t equals = body.find('=');
  if (equals == std::string::npos) return false;
  *key = Trim(body.substr(0, equals));
  *value = Trim(body.substr(equals + 1));
  return true;
}

std::vector<std::string> SplitList(const std::string& value) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start <= value.size()) {
    const std::size_t end = std::min(value.find(';', start), value.size());
    const std::string item = Trim(value.substr(start, end - start));
    if (!item.empty()) items.push_back(item);
    start = end + 1;
  }
  return items;
}

// The Desktop Entry spec's escapes for string values: \s \n \t \r \\.
std::string UnescapeDesktopString(const std::string& value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] != '\\' || i + 1 == value.size()) {
      out += value[i];
      continue;
    }
    const char next = value[++i];
    switch (next) {
      case 's':
        out += ' ';
        break;
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      default:
        out += next;
        break;
    }
  }
  return out;
}

std::string EscapeDesktopString(const std::string& value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] == '\\') {
      out += "\\\\";
    } else if (value[i] == ' ' && i == 0) {
      out += "\\s";  // a leading space would otherwise be trimmed by readers
    } else {
      out += value[i];
    }
  }
  return out;
}

// One Exec argument per the Desktop Entry spec. An argument holding a reserved character (or an empty
// one) is quoted: inside double quotes, '"', '`', '$' and '\' get a backslash. Others stay unquoted, which
// the spec allows and which xdg-mime 1.1.3 needs: it reads the program as the Exec value's first word,
// quotes included. '%' is doubled everywhere because field codes are expanded before unquoting.
std::string QuoteExecArgument(const std::string& argument) {
  const bool quote =
      argument.empty() || argument.find_first_of(" \t\n\"'\\><~|&;$*?#()`") != std::string::npos;
  std::string out = quote ? "\"" : "";
  for (const char c : argument) {
    if (quote && (c == '"' || c == '`' || c == '$' || c == '\\')) out += '\\';
    out += c;
    if (c == '%') out += '%';
  }
  return quote ? out + "\"" : out;
}

std::string MimeTypeFor(const std::string& scheme) {
  return "x-scheme-handler/" + scheme;
}

// '+' is the only scheme character that is not also safe in a desktop file ID; '_' cannot occur in a
// scheme, so the mapping is one to one.
std::string DefaultDesktopId(const std::string& scheme) {
  std::string id = "social-sdk-" + scheme;
  std::replace(id.begin(), id.end(), '+', '_');
  return id;
}

std::string MarkerLine(const std::string& scheme) {
  return std::string(kMarkerKey) + "=" + scheme;
}

// The value of `key` in the [Desktop Entry] group of a desktop file's content, string-unescaped.
bool DesktopEntryValue(const std::string& content, const std::string& wanted, std::string* value) {
  bool inEntry = false;
  for (const std::string& line : SplitLines(content)) {
    if (IsGroupHeader(line)) {
      inEntry = Trim(line.substr(0, line.find('\n'))) == "[Desktop Entry]";
      continue;
    }
    std::string key;
    std::string raw;
    if (inEntry && SplitEntry(line, &key, &raw) && key == wanted) {
      *value = UnescapeDesktopString(raw);
      return true;
    }
  }
  return false;
}

bool IsOurDesktopFile(const std::string& content, const std::string& scheme) {
  std::string value;
  return DesktopEntryValue(content, kMarkerKey, &value) && value == scheme;
}

// Inserts a line at `position`, making sure the line before it ends with a newline.
void InsertLine(std::vector<std::string>* lines, std::size_t position, const std::string& line) {
  if (position > 0 && (*lines)[position - 1].back() != '\n') (*lines)[position - 1] += '\n';
  lines->insert(lines->begin() + static_cast<std::ptrdiff_t>(position), line);
}

// Rewrites mimeapps.list content so that the [Default Applications] entry for `mimeType` lists
// `desktopFile` first (add) or no longer lists it (remove). Every other line is kept byte for byte, and
// other handlers listed for the same type stay listed after ours, so removing ours restores them.
std::string EditDefaults(const std::string& content, const std::string& mimeType,
                         const std::string& desktopFile, bool add) {
  const std::string entry = mimeType + "=" + desktopFile + ";\n";
  std::vector<std::string> out;
  bool inDefaults = false;
  bool added = false;
  std::size_t insertAt = std::string::npos;  // after the last entry of the first [Default Applications]
  for (const std::string& line : SplitLines(content)) {
    if (IsGroupHeader(line)) {
      if (inDefaults && add && !added) {
        InsertLine(&out, insertAt, entry);
        added = true;
      }
      inDefaults = Trim(line.substr(0, line.find('\n'))) == kDefaultGroup;
      out.push_back(line);
      if (inDefaults) insertAt = out.size();
      continue;
    }
    std::string key;
    std::string value;
    if (!inDefaults || !SplitEntry(line, &key, &value) || Lowercase(key) != mimeType) {
      out.push_back(line);
      if (inDefaults && !Trim(line.substr(0, line.find('\n'))).empty()) insertAt = out.size();
      continue;
    }
    const std::vector<std::string> original = SplitList(value);
    std::vector<std::string> items = original;
    items.erase(std::remove(items.begin(), items.end(), desktopFile), items.end());
    if (add && !added) {
      items.insert(items.begin(), desktopFile);
      added = true;
    }
    if (items == original) {
      out.push_back(line);  // nothing to change: keep the line exactly as it was
    } else if (!items.empty()) {
      std::string rewritten = key + "=";
      for (const std::string& item : items) rewritten += item + ";";
      out.push_back(rewritten + "\n");
    }
    insertAt = out.size();
  }
  if (add && !added) {
    if (inDefaults) {
      InsertLine(&out, insertAt, entry);
    } else {
      if (!out.empty()) InsertLine(&out, out.size(), "\n");
      InsertLine(&out, out.size(), std::string(kDefaultGroup) + "\n");
      out.push_back(entry);
    }
  }
  std::string result;
  for (const std::string& line : out) result += line;
  return result;
}

// The Default Applications entries for `mimeType` in one mimeapps.list's content, in order of preference.
std::vector<std::string> DefaultsIn(const std::string& content, const std::string& mimeType) {
  std::vector<std::string> result;
  bool inDefaults = false;
  for (const std::string& line : SplitLines(content)) {
    if (IsGroupHeader(line)) {
      inDefaults = Trim(line.substr(0, line.find('\n'))) == kDefaultGroup;
      continue;
    }
    std::string key;
    std::string value;
    if (inDefaults && SplitEntry(line, &key, &value) && Lowercase(key) == mimeType) {
      for (const std::string& item : SplitList(value)) result.push_back(item);
    }
  }
  return result;
}

// A desktop file ID must name a file directly in an applications directory.
bool IsPlainDesktopFileName(const std::string& name) {
  return name.size() > 8 && name.find('/') == std::string::npos && name[0] != '.' &&
         name.compare(name.size() - 8, 8, ".desktop") == 0;
}

void UpdateMimeappsList(const std::string& mimeType, const std::string& desktopFile, bool add) {
  const std::string path = UserMimeappsList();
  std::string content;
  const bool exists = ReadFile(path, &content);
  const std::string updated = EditDefaults(content, mimeType, desktopFile, add);
  if (exists && updated == content) return;
  if (!exists && !add) return;
  MakeDirectories(ConfigHome());
  WriteFileAtomically(path, updated, 0644);
}

}  // namespace

const char* UriSchemeBackendName() {
  return "xdg-desktop-entry";
}

UriSchemeRegistrationResult RegisterUriScheme(const UriSchemeRegistration& registration) {
  const std::string& scheme = registration.scheme;
  RequireValidScheme(scheme);
  const std::string id = registration.desktopId.empty() ? DefaultDesktopId(scheme) : registration.desktopId;
  const std::string desktopFile = id + ".desktop";
  if (!IsPlainDesktopFileName(desktopFile)) throw UriSchemeError("invalid desktop file ID: " + id);

  std::string exec = QuoteExecArgument(registration.command);
  for (const std::string& argument : registration.args) exec += " " + QuoteExecArgument(argument);
  if (registration.appendUrl) exec += " %u";

  // A user file with the ID of a system one would hide it (for every MIME type it handles).
  for (const std::string& dir : XdgDirectoryList("XDG_DATA_DIRS", "/usr/local/share:/usr/share")) {
    const std::string system = dir + "/applications/" + desktopFile;
    if (access(system.c_str(), F_OK) == 0) {
      throw UriSchemeError("the desktop file ID " + id + " is taken by " + system +
                           "; a user entry with that ID would hide it, so choose another desktopId");
    }
  }
  const std::string directory = UserApplicationsDir();
  const std::string path = directory + "/" + desktopFile;
  std::string existing;
  const bool existed = ReadFile(path, &existing);
  if (existed && !IsOurDesktopFile(existing, scheme)) {
    throw UriSchemeError(path + " exists and was not written by social-sdk for the scheme " + scheme +
                         "; choose another desktopId or remove that file");
  }

  const std::string content =
      "# Written by social-sdk registerUriScheme(); unregisterUriScheme() removes it.\n"
      "[Desktop Entry]\n"
      "Type=Application\n"
      "Version=1.0\n"
      "Name=" +
      EscapeDesktopString(registration.displayName) +
      "\n"
      "Exec=" +
      EscapeDesktopString(exec) +
      "\n"
      "Terminal=false\n"
      "NoDisplay=true\n"
      "MimeType=" +
      MimeTypeFor(scheme) + ";\n" + MarkerLine(scheme) + "\n";
  MakeDirectories(directory);
  WriteFileAtomically(path, content, 0644);
  try {
    UpdateMimeappsList(MimeTypeFor(scheme), desktopFile, true);
  } catch (...) {
    if (!existed) unlink(path.c_str());  // do not leave half a registration behind
    throw;
  }
  return {exec, path};
}

bool UnregisterUriScheme(const std::string& scheme) {
  RequireValidScheme(scheme);
  const std::string directory = UserApplicationsDir();
  // Ours are the desktop files in the user's applications directory that carry our marker for this
  // scheme, whatever desktopId they were registered with.
  std::vector<std::string> ours;
  DIR* dir = opendir(directory.c_str());
  if (dir == nullptr) {
    if (errno != ENOENT && errno != ENOTDIR) Fail("opendir", directory, errno);
  } else {
    std::unique_ptr<DIR, int (*)(DIR*)> guard(dir, closedir);
    while (const dirent* entry = readdir(dir)) {
      const std::string name = entry->d_name;
      if (!IsPlainDesktopFileName(name)) continue;
      std::string content;
      try {
        if (!ReadFile(directory + "/" + name, &content)) continue;
      } catch (const UriSchemeError&) {
        continue;  // an unreadable file is not one we wrote (ours are 0644)
      }
      if (IsOurDesktopFile(content, scheme)) ours.push_back(name);
    }
  }
  std::sort(ours.begin(), ours.end());
  for (const std::string& name : ours) UpdateMimeappsList(MimeTypeFor(scheme), name, false);
  for (const std::string& name : ours) {
    const std::string path = directory + "/" + name;
    if (unlink(path.c_str()) != 0 && errno != ENOENT) Fail("unlink", path, errno);
  }
  return !ours.empty();
}

std::string QueryUriScheme(const std::string& scheme, bool* found) {
  RequireValidScheme(scheme);
  *found = false;
  // mimeapps.list files in the order the MIME Applications Associations spec gives (without the
  // desktop-specific variants), and the applications directories that desktop file IDs resolve in.
  std::vector<std::string> lists = {UserMimeappsList()};
  for (const std::string& dir : XdgDirectoryList("XDG_CONFIG_DIRS", "/etc/xdg"))
    lists.push_back(dir + "/mimeapps.list");
  std::vector<std::string> appDirs = {UserApplicationsDir()};
  for (const std::string& dir : XdgDirectoryList("XDG_DATA_DIRS", "/usr/local/share:/usr/share")) {
    appDirs.push_back(dir + "/applications");
  }
  for (const std::string& dir : appDirs) lists.push_back(dir + "/mimeapps.list");

  // The user's own files must be readable (a failure is reported); system files that cannot be read
  // are skipped, as desktop environments do.
  const auto readable = [](const std::string& path, bool userFile, std::string* content) {
    try {
      return ReadFile(path, content);
    } catch (const UriSchemeError&) {
      if (userFile) throw;
      return false;
    }
  };
  for (std::size_t i = 0; i < lists.size(); ++i) {
    std::string listContent;
    if (!readable(lists[i], i == 0, &listContent)) continue;
    for (const std::string& desktopFile : DefaultsIn(listContent, MimeTypeFor(scheme))) {
      if (!IsPlainDesktopFileName(desktopFile)) continue;
      for (std::size_t j = 0; j < appDirs.size(); ++j) {
        std::string content;
        std::string exec;
        if (readable(appDirs[j] + "/" + desktopFile, j == 0, &content) &&
            DesktopEntryValue(content, "Exec", &exec)) {
          *found = true;
          return exec;
        }
      }
    }
  }
  return {};
}

}  // namespace social_sdk
