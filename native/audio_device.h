// Audio devices through RtAudio (the one audio library; its sources come from the audify package, see
// native/audio/CMakeLists.txt): listing the OS's input and output devices, and streams that move 16-bit
// PCM between a device and a ring buffer. Nothing here knows Node-API (audio_addon.cc binds it) and
// nothing here throws: every failure is a return value with a message.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "audio_ring.h"

class RtAudio;

namespace social_sdk_audio {

// One device as the backend names it. The name is the device's identity: RtAudio's numeric ids are
// per process and per probe, names are what the OS shows and keeps.
struct DeviceEntry {
  std::string name;
  unsigned inputChannels = 0;
  unsigned outputChannels = 0;
  bool defaultInput = false;
  bool defaultOutput = false;
  unsigned preferredSampleRate = 0;
};

struct DeviceList {
  std::string api;  // the backend that answered ("pulse", "alsa", "wasapi", "core", "dummy", ...)
  std::vector<DeviceEntry> devices;
};

// The backends compiled in, by RtAudio's short names, in the order "auto" tries them.
std::vector<std::string> CompiledApis();

// Lists the devices of `api` ("auto": the first compiled backend that has devices). False with `error`
// set when the backend is unknown or not compiled in; an empty list is not an error.
bool ListDevices(const std::string& api, DeviceList* out, std::string* error);

// What a stream tells its owner, from the audio thread: never blocks, never allocates.
class StreamSignal {
 public:
  virtual ~StreamSignal() = default;
  virtual void Raise() noexcept = 0;
};

struct StreamOptions {
  std::string api = "auto";
  bool capture = true;
  std::string device;  // a DeviceEntry name; empty: the backend's default device
  unsigned channels = 2;
  unsigned sampleRate = 48000;
  unsigned frameSamples = 960;  // samples per channel in one frame (20 ms at 48 kHz)
  unsigned ringFrames = 25;     // frames the ring holds (500 ms)
  unsigned lowWaterFrames = 3;  // playback: ask for more below this many queued frames
  unsigned deviceBuffers = 4;   // frames the backend queues on its side (Pulse: its buffer length)
  bool realtime = false;        // ask the backend for realtime scheduling of its thread
  int priority = 0;             // with realtime: the priority asked for
};

class Stream {
 public:
  // Opens and starts a stream; nullptr with `error` set when the device is missing or refuses.
  // `signal` must outlive the stream (until Close returns).
  static std::unique_ptr<Stream> Open(const StreamOptions& options, StreamSignal* signal, std::string* error);
  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  // Stops the device and closes it; idempotent. No signal is raised after it returns.
  void Close();

  // The JavaScript side took note of the last signal: the next one may be raised.
  void Acknowledge() { pending_.store(false, std::memory_order_release); }
  // Capture: copies whole frames out (at most `count` values); playback: copies values in.
  size_t Read(int16_t* target, size_t count);
  size_t Write(const int16_t* source, size_t count);
  size_t Queued() const { return ring_.Size(); }
  size_t Capacity() const { return ring_.Capacity(); }

  const std::string& Device() const { return device_; }
  const std::string& Api() const { return api_; }
  unsigned DeviceChannels() const { return deviceChannels_; }
  unsigned BufferFrames() const { return bufferFrames_; }
  bool Failed() const { return failed_.load(std::memory_order_acquire); }
  std::string LastError();
  uint64_t Callbacks() const { return callbacks_.load(std::memory_order_relaxed); }
  uint64_t Overruns() const { return overruns_.load(std::memory_order_relaxed); }
  uint64_t Underruns() const { return underruns_.load(std::memory_order_relaxed); }

 private:
  Stream(const StreamOptions& options, StreamSignal* signal);
  static int OnAudio(void* output, void* input, unsigned int frames, double time, unsigned int status,
                     void* self);
  int Capture(const int16_t* input, unsigned frames, unsigned int status);
  int Playback(int16_t* output, unsigned frames, unsigned int status);
  void OnError(int type, const std::string& text);
  void Notify();

  StreamOptions options_;
  StreamSignal* signal_;
  std::unique_ptr<RtAudio> audio_;
  SampleRing ring_;
  std::vector<int16_t> scratch_;  // channel conversion, sized once at open
  std::string device_;
  std::string api_;
  unsigned deviceChannels_ = 0;
  unsigned bufferFrames_ = 0;
  std::atomic<bool> pending_{false};
  std::atomic<bool> open_{false};
  std::atomic<bool> failed_{false};
  std::atomic<uint64_t> callbacks_{0};
  std::atomic<uint64_t> overruns_{0};
  std::atomic<uint64_t> underruns_{0};
  std::mutex errorMutex_;
  std::string lastError_;
  std::mutex closeMutex_;
};

}  // namespace social_sdk_audio
