// RtAudio behind the small interface of audio_device.h. Each stream owns its RtAudio instance (RtAudio
// is not thread-safe across instances' calls, so none are shared); listing uses a fresh one, so a probe
// never races a running stream. Nothing is printed: the library's errors and warnings arrive in
// the error callback and end up in the stream's LastError() or the caller's error string.
#include "audio_device.h"

#include <RtAudio.h>
#if defined(__LINUX_ALSA__)
#include <alsa/asoundlib.h>
#endif

#include <algorithm>
#include <cstring>
#include <exception>
#include <utility>

namespace social_sdk_audio {

namespace {

// "auto" tries Pulse first on Linux (PulseAudio, or PipeWire through pipewire-pulse: the desktop's own
// mixer, with named sinks and sources), then ALSA; elsewhere the platform's backend. JACK and OSS are
// not compiled in.
const RtAudio::Api kAutoOrder[] = {RtAudio::LINUX_PULSE, RtAudio::LINUX_ALSA, RtAudio::WINDOWS_WASAPI,
                                   RtAudio::WINDOWS_DS, RtAudio::MACOSX_CORE};

bool IsCompiled(RtAudio::Api api) {
  std::vector<RtAudio::Api> apis;
  RtAudio::getCompiledApi(apis);
  return std::find(apis.begin(), apis.end(), api) != apis.end();
}

#if defined(__LINUX_ALSA__)
// libasound reports its own errors (and its PulseAudio plugin's) by printing them to stderr: while RtAudio
// probes or opens ALSA devices on a machine without a card, or whose sound server is gone, that is dozens
// of "ALSA lib ..." lines in the game's output for what RtAudio already reports to us as one error. The
// handler is process-wide: libasound has no other way to be quiet.
// Set when the module is loaded, before any controller or stream exists.
void QuietAlsa(const char*, int, const char*, int, const char*, ...) {}
const bool kAlsaQuiet = (snd_lib_error_set_handler(QuietAlsa), true);
#endif

// A controller for `api` whose errors land in `sink` instead of stderr. `api` must be compiled in (the
// constructor aborts when no compiled backend at all is found; a compiled one always opens).
std::unique_ptr<RtAudio> MakeController(RtAudio::Api api, std::string* sink) {
  auto audio = std::make_unique<RtAudio>(api, [sink](RtAudioErrorType type, const std::string& text) {
    if (type != RTAUDIO_WARNING && sink != nullptr) *sink = text;
  });
  audio->showWarnings(false);
  return audio;
}

void Collect(RtAudio& audio, DeviceList* out) {
  out->api = RtAudio::getApiName(audio.getCurrentApi());
  out->devices.clear();
  for (unsigned id : audio.getDeviceIds()) {
    RtAudio::DeviceInfo info = audio.getDeviceInfo(id);
    if (info.name.empty()) continue;
    DeviceEntry entry;
    entry.name = info.name;
    entry.inputChannels = info.inputChannels;
    entry.outputChannels = info.outputChannels;
    entry.defaultInput = info.isDefaultInput;
    entry.defaultOutput = info.isDefaultOutput;
    entry.preferredSampleRate = info.preferredSampleRate;
    out->devices.push_back(std::move(entry));
  }
}

// The backend `name` names, resolving "auto"; false when it is not compiled in.
bool ResolveApi(const std::string& name, RtAudio::Api* api, std::string* error) {
  if (name == "auto") {
    for (RtAudio::Api candidate : kAutoOrder) {
      if (!IsCompiled(candidate)) continue;
      *api = candidate;
      std::string ignored;
      auto audio = MakeController(candidate, &ignored);
      if (!audio->getDeviceIds().empty()) return true;
    }
    // Nothing has devices: the first compiled backend answers (with an empty list).
    std::vector<RtAudio::Api> apis;
    RtAudio::getCompiledApi(apis);
    if (apis.empty()) {
      *error = "no audio backend is compiled in";
      return false;
    }
    *api = apis.front();
    return true;
  }
  RtAudio::Api found = RtAudio::getCompiledApiByName(name);
  if (found == RtAudio::UNSPECIFIED || !IsCompiled(found)) {
    *error = "the audio backend \"" + name + "\" is not compiled in";
    return false;
  }
  *api = found;
  return true;
}

}  // namespace

std::vector<std::string> CompiledApis() {
  std::vector<std::string> names;
  for (RtAudio::Api api : kAutoOrder)
    if (IsCompiled(api)) names.push_back(RtAudio::getApiName(api));
  return names;
}

bool ListDevices(const std::string& api, DeviceList* out, std::string* error) {
  try {
    RtAudio::Api resolved = RtAudio::UNSPECIFIED;
    if (!ResolveApi(api, &resolved, error)) return false;
    std::string ignored;
    auto audio = MakeController(resolved, &ignored);
    Collect(*audio, out);
    return true;
  } catch (const std::exception& e) {
    *error = std::string("listing audio devices failed: ") + e.what();
    return false;
  }
}

Stream::Stream(const StreamOptions& options, StreamSignal* signal)
    : options_(options),
      signal_(signal),
      ring_(static_cast<size_t>(options.ringFrames) * options.frameSamples * options.channels) {}

Stream::~Stream() {
  Close();
}

std::unique_ptr<Stream> Stream::Open(const StreamOptions& options, StreamSignal* signal, std::string* error) {
  try {
    if (options.channels < 1 || options.channels > 2 || options.frameSamples == 0 || options.ringFrames < 2) {
      *error =
          "unsupported stream shape (1 or 2 channels, a frame of at least one sample, a ring of 2+ frames)";
      return nullptr;
    }
    RtAudio::Api api = RtAudio::UNSPECIFIED;
    if (!ResolveApi(options.api, &api, error)) return nullptr;
    std::unique_ptr<Stream> stream(new Stream(options, signal));
    stream->audio_ =
        std::make_unique<RtAudio>(api, [raw = stream.get()](RtAudioErrorType type, const std::string& text) {
          raw->OnError(static_cast<int>(type), text);
        });
    // Warnings reach the error callback (never stderr: there is one); OnError decides what they mean.
    stream->audio_->showWarnings(true);
    RtAudio& audio = *stream->audio_;
    stream->api_ = RtAudio::getApiName(api);

    // Find the device by name (or the default), with the channels it has in the direction asked.
    const std::vector<unsigned> ids = audio.getDeviceIds();
    const unsigned defaultId =
        options.capture ? audio.getDefaultInputDevice() : audio.getDefaultOutputDevice();
    bool found = false;
    RtAudio::DeviceInfo chosen;
    for (unsigned id : ids) {
      RtAudio::DeviceInfo info = audio.getDeviceInfo(id);
      const unsigned channels = options.capture ? info.inputChannels : info.outputChannels;
      if (channels == 0) continue;
      if (options.device.empty() ? id == defaultId : info.name == options.device) {
        chosen = info;
        found = true;
        break;
      }
    }
    if (!found) {
      const char* direction = options.capture ? "input" : "output";
      *error = options.device.empty()
                   ? std::string("no default ") + direction + " device (" + stream->api_ + ")"
                   : std::string("no ") + direction + " device named \"" + options.device + "\" (" +
                         stream->api_ + ")";
      return nullptr;
    }
    stream->device_ = chosen.name;
    stream->deviceChannels_ =
        std::min(options.channels, options.capture ? chosen.inputChannels : chosen.outputChannels);

    RtAudio::StreamParameters parameters;
    parameters.deviceId = chosen.ID;
    parameters.nChannels = stream->deviceChannels_;
    RtAudio::StreamOptions streamOptions;
    streamOptions.streamName = "social-sdk";
    // A short device queue, a few frames (Pulse's own default would be 2 s of playback).
    streamOptions.numberOfBuffers = options.deviceBuffers;
    if (options.realtime) {
      streamOptions.flags |= RTAUDIO_SCHEDULE_REALTIME;
      streamOptions.priority = options.priority;
    }
    unsigned bufferFrames = options.frameSamples;
    RtAudioErrorType status = audio.openStream(
        options.capture ? nullptr : &parameters, options.capture ? &parameters : nullptr, RTAUDIO_SINT16,
        options.sampleRate, &bufferFrames, &Stream::OnAudio, stream.get(), &streamOptions);
    if (status != RTAUDIO_NO_ERROR) {
      *error = "could not open \"" + chosen.name + "\": " + stream->LastError();
      return nullptr;
    }
    stream->bufferFrames_ = bufferFrames;
    // Room to convert one callback's worth between the device's channels and the stream's.
    stream->scratch_.assign(static_cast<size_t>(bufferFrames) * options.channels, 0);
    stream->open_.store(true, std::memory_order_release);
    status = audio.startStream();
    if (status != RTAUDIO_NO_ERROR) {
      *error = "could not start \"" + chosen.name + "\": " + stream->LastError();
      stream->Close();
      return nullptr;
    }
    return stream;
  } catch (const std::exception& e) {
    *error = std::string("opening the audio device failed: ") + e.what();
    return nullptr;
  }
}

void Stream::Close() {
  std::lock_guard<std::mutex> lock(closeMutex_);
  if (!audio_) return;
  open_.store(false, std::memory_order_release);
  try {
    if (audio_->isStreamRunning()) audio_->abortStream();
    if (audio_->isStreamOpen()) audio_->closeStream();
  } catch (...) {
    // Closing is best effort: the device may already be gone.
  }
  audio_.reset();
}

std::string Stream::LastError() {
  std::lock_guard<std::mutex> lock(errorMutex_);
  return lastError_.empty() ? "unknown error" : lastError_;
}

void Stream::OnError(int type, const std::string& text) {
  // Before the stream runs, warnings come from probing (a device that answers oddly) and do not matter.
  // While it runs, RtAudio reports a failed read or write as a warning and calls again at once: a sound
  // server that died would have the device thread spin, handing stale buffers over as fast as it can.
  // Any report while running fails the stream, and the next callback stops it.
  if (type == RTAUDIO_WARNING && !open_.load(std::memory_order_acquire)) return;
  {
    std::lock_guard<std::mutex> lock(errorMutex_);
    lastError_ = text;
  }
  // An error on a running stream (the device was unplugged, the server went away) is the owner's to see.
  if (open_.load(std::memory_order_acquire)) {
    failed_.store(true, std::memory_order_release);
    pending_.store(true, std::memory_order_release);
    signal_->Raise();
  }
}

void Stream::Notify() {
  if (!pending_.exchange(true, std::memory_order_acq_rel)) signal_->Raise();
}

int Stream::OnAudio(void* output, void* input, unsigned int frames, double, unsigned int status, void* self) {
  Stream* stream = static_cast<Stream*>(self);
  stream->callbacks_.fetch_add(1, std::memory_order_relaxed);
  return stream->options_.capture ? stream->Capture(static_cast<const int16_t*>(input), frames, status)
                                  : stream->Playback(static_cast<int16_t*>(output), frames, status);
}

int Stream::Capture(const int16_t* input, unsigned frames, unsigned int status) {
  if (failed_.load(std::memory_order_acquire)) return 2;  // abort: see OnError
  if (status & RTAUDIO_INPUT_OVERFLOW) overruns_.fetch_add(1, std::memory_order_relaxed);
  if (input == nullptr) return 0;
  const unsigned channels = options_.channels;
  const size_t chunk = scratch_.size() / channels;
  for (size_t done = 0; done < frames;) {
    const size_t count = std::min<size_t>(chunk, frames - done);
    const int16_t* source = input + done * deviceChannels_;
    if (deviceChannels_ != channels) {
      // A mono device into a stereo stream: the same sample on both sides.
      for (size_t i = 0; i < count; i++) scratch_[2 * i] = scratch_[2 * i + 1] = source[i];
      source = scratch_.data();
    }
    const size_t values = count * channels;
    if (ring_.Write(source, values) < values) overruns_.fetch_add(1, std::memory_order_relaxed);
    done += count;
  }
  if (ring_.Size() >= static_cast<size_t>(options_.frameSamples) * channels) Notify();
  return 0;
}

int Stream::Playback(int16_t* output, unsigned frames, unsigned int status) {
  if (failed_.load(std::memory_order_acquire)) {
    if (output != nullptr)
      std::memset(output, 0, static_cast<size_t>(frames) * deviceChannels_ * sizeof(int16_t));
    return 2;  // abort: see OnError
  }
  if (status & RTAUDIO_OUTPUT_UNDERFLOW) underruns_.fetch_add(1, std::memory_order_relaxed);
  if (output == nullptr) return 0;
  const unsigned channels = options_.channels;
  const size_t chunk = scratch_.size() / channels;
  bool short_read = false;
  for (size_t done = 0; done < frames;) {
    const size_t count = std::min<size_t>(chunk, frames - done);
    int16_t* target = output + done * deviceChannels_;
    int16_t* into = deviceChannels_ == channels ? target : scratch_.data();
    const size_t values = count * channels;
    const size_t got = ring_.Read(into, values);
    if (got < values) {
      std::memset(into + got, 0, (values - got) * sizeof(int16_t));
      short_read = true;
    }
    if (deviceChannels_ != channels) {
      // A stereo stream onto a mono device: the average of both sides.
      for (size_t i = 0; i < count; i++)
        target[i] = static_cast<int16_t>((into[2 * i] + into[2 * i + 1]) / 2);
    }
    done += count;
  }
  if (short_read) underruns_.fetch_add(1, std::memory_order_relaxed);
  if (ring_.Size() < static_cast<size_t>(options_.lowWaterFrames) * options_.frameSamples * channels)
    Notify();
  return 0;
}

size_t Stream::Read(int16_t* target, size_t count) {
  const size_t frame = static_cast<size_t>(options_.frameSamples) * options_.channels;
  const size_t whole = std::min(count, ring_.Size()) / frame * frame;
  return ring_.Read(target, whole);
}

size_t Stream::Write(const int16_t* source, size_t count) {
  return ring_.Write(source, count);
}

}  // namespace social_sdk_audio
