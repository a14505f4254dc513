// Entry point of social_sdk_audio, the optional audio module (a separate .node file from the main addon,
// so that the main addon and `import('social-sdk')` never depend on the system's audio libraries).
//
// JavaScript gets: apis(), listDevices(api) -> Promise, openStream(options, onSignal) -> Promise of an
// AudioStream with read/write/acknowledge/info/close. Device work that may block (probing, opening,
// closing) runs on libuv's worker threads; read and write only copy between a JavaScript Int16Array and
// the stream's ring buffer. The audio thread tells JavaScript that a frame is ready (capture) or that the
// ring runs low (playback) through a thread-safe function, at most one call in flight (the JavaScript
// side acknowledges before it drains), so nothing is allocated per frame and the audio thread never
// waits. Every entry point turns a C++ exception into a JavaScript one; none escapes into Node-API.
#include <napi.h>

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <utility>

#include "audio_device.h"

namespace {

using social_sdk_audio::DeviceList;
using social_sdk_audio::Stream;
using social_sdk_audio::StreamOptions;

void CallSignal(Napi::Env env, Napi::Function callback, void*, void*) {
  if (env == nullptr || callback.IsEmpty()) return;
  try {
    callback.Call({});
  } catch (const Napi::Error& e) {
    // Rethrown as the callback's own uncaught exception, as for any other callback from Node.
    e.ThrowAsJavaScriptException();
  } catch (...) {
  }
}
using SignalFunction = Napi::TypedThreadSafeFunction<void, void, CallSignal>;

// The stream's signal: a non-blocking call of the thread-safe function (no data, so no allocation).
class TsfnSignal : public social_sdk_audio::StreamSignal {
 public:
  explicit TsfnSignal(SignalFunction tsfn) : tsfn_(tsfn) {}
  void Raise() noexcept override {
    if (!released_.load(std::memory_order_acquire)) tsfn_.NonBlockingCall();
  }
  // Main thread only, after the stream is closed (so Raise can no longer run).
  void Release() {
    if (released_.exchange(true)) return;
    tsfn_.Release();
  }

 private:
  SignalFunction tsfn_;
  std::atomic<bool> released_{false};
};

class AudioStream;

// Per-environment data: the AudioStream constructor and the streams alive in this environment, closed
// when the environment goes away (process exit, a worker thread ending) so that no audio thread outlives
// the code it calls into.
struct AddonData {
  Napi::FunctionReference streamConstructor;
  std::set<AudioStream*> live;
  ~AddonData();
};

// What an open resolves with, handed from the worker to the constructor through an External.
struct Opened {
  std::unique_ptr<Stream> stream;
  std::unique_ptr<TsfnSignal> signal;
};

class AudioStream : public Napi::ObjectWrap<AudioStream> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(
        env, "AudioStream",
        {InstanceMethod<&AudioStream::Read>("read"), InstanceMethod<&AudioStream::Write>("write"),
         InstanceMethod<&AudioStream::Acknowledge>("acknowledge"),
         InstanceMethod<&AudioStream::Queued>("queued"), InstanceMethod<&AudioStream::Failed>("failed"),
         InstanceMethod<&AudioStream::Info>("info"), InstanceMethod<&AudioStream::Close>("close")});
  }

  explicit AudioStream(const Napi::CallbackInfo& info) : Napi::ObjectWrap<AudioStream>(info) {
    if (info.Length() != 1 || !info[0].IsExternal())
      throw Napi::TypeError::New(info.Env(), "AudioStream is made by openStream(), not constructed");
    Opened* opened = info[0].As<Napi::External<Opened>>().Data();
    stream_ = std::move(opened->stream);
    signal_ = std::move(opened->signal);
    data_ = info.Env().GetInstanceData<AddonData>();
    if (data_ != nullptr) data_->live.insert(this);
  }

  ~AudioStream() override {
    if (data_ != nullptr) data_->live.erase(this);
    Shutdown();
  }

  // The environment is going away: stop now, and forget the per-environment data (freed next).
  void Detach() {
    data_ = nullptr;
    Shutdown();
  }

  // Stops the device and releases the signal, synchronously (finalizers and environment teardown).
  void Shutdown() {
    if (stream_) stream_->Close();
    if (signal_) signal_->Release();
    closed_ = true;
  }

 private:
  friend class CloseWorker;

  static int16_t* Samples(const Napi::CallbackInfo& info, const char* where, size_t* count) {
    if (info.Length() < 1 || !info[0].IsTypedArray() ||
        info[0].As<Napi::TypedArray>().TypedArrayType() != napi_int16_array)
      throw Napi::TypeError::New(info.Env(), std::string(where) + ": expected an Int16Array");
    Napi::Int16Array array = info[0].As<Napi::Int16Array>();
    *count = array.ElementLength();
    return array.Data();
  }

  Napi::Value Read(const Napi::CallbackInfo& info) {
    size_t count = 0;
    int16_t* target = Samples(info, "AudioStream.read(target)", &count);
    if (closed_ || closing_ || !stream_) return Napi::Number::New(info.Env(), 0);
    return Napi::Number::New(info.Env(), static_cast<double>(stream_->Read(target, count)));
  }

  Napi::Value Write(const Napi::CallbackInfo& info) {
    size_t count = 0;
    const int16_t* source = Samples(info, "AudioStream.write(source)", &count);
    if (closed_ || closing_ || !stream_) return Napi::Number::New(info.Env(), 0);
    return Napi::Number::New(info.Env(), static_cast<double>(stream_->Write(source, count)));
  }

  void Acknowledge(const Napi::CallbackInfo&) {
    if (stream_) stream_->Acknowledge();
  }

  // Cheap per-frame reads (info() builds an object; these do not).
  Napi::Value Queued(const Napi::CallbackInfo& info) {
    return Napi::Number::New(info.Env(), stream_ ? static_cast<double>(stream_->Queued()) : 0);
  }
  Napi::Value Failed(const Napi::CallbackInfo& info) {
    return Napi::Boolean::New(info.Env(), stream_ ? stream_->Failed() : false);
  }

  Napi::Value Info(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    Napi::Object out = Napi::Object::New(env);
    out.Set("closed", Napi::Boolean::New(env, closed_ || closing_));
    if (!stream_) return out;
    out.Set("device", Napi::String::New(env, stream_->Device()));
    out.Set("api", Napi::String::New(env, stream_->Api()));
    out.Set("deviceChannels", Napi::Number::New(env, stream_->DeviceChannels()));
    out.Set("bufferFrames", Napi::Number::New(env, stream_->BufferFrames()));
    out.Set("queued", Napi::Number::New(env, static_cast<double>(stream_->Queued())));
    out.Set("capacity", Napi::Number::New(env, static_cast<double>(stream_->Capacity())));
    out.Set("callbacks", Napi::Number::New(env, static_cast<double>(stream_->Callbacks())));
    out.Set("overruns", Napi::Number::New(env, static_cast<double>(stream_->Overruns())));
    out.Set("underruns", Napi::Number::New(env, static_cast<double>(stream_->Underruns())));
    out.Set("failed", Napi::Boolean::New(env, stream_->Failed()));
    if (stream_->Failed()) out.Set("error", Napi::String::New(env, stream_->LastError()));
    return out;
  }

  Napi::Value Close(const Napi::CallbackInfo& info);

  std::unique_ptr<Stream> stream_;
  std::unique_ptr<TsfnSignal> signal_;
  AddonData* data_ = nullptr;
  bool closing_ = false;
  bool closed_ = false;
};

AddonData::~AddonData() {
  for (AudioStream* stream : std::set<AudioStream*>(live)) stream->Detach();
}

class CloseWorker : public Napi::AsyncWorker {
 public:
  CloseWorker(Napi::Env env, AudioStream* owner, Napi::Object keep)
      : Napi::AsyncWorker(env, "social-sdk audio close"),
        owner_(owner),
        deferred_(Napi::Promise::Deferred::New(env)) {
    keep_ = Napi::Persistent(keep);
  }
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      if (owner_->stream_) owner_->stream_->Close();
    } catch (...) {
    }
  }
  void OnOK() override {
    if (owner_->signal_) owner_->signal_->Release();
    owner_->closed_ = true;
    deferred_.Resolve(Env().Undefined());
  }
  void OnError(const Napi::Error& error) override { deferred_.Reject(error.Value()); }

 private:
  AudioStream* owner_;
  Napi::ObjectReference keep_;  // the wrapper stays alive while its stream closes
  Napi::Promise::Deferred deferred_;
};

Napi::Value AudioStream::Close(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (closed_ || closing_) {
    Napi::Promise::Deferred done = Napi::Promise::Deferred::New(env);
    done.Resolve(env.Undefined());
    return done.Promise();
  }
  closing_ = true;
  auto* worker = new CloseWorker(env, this, info.This().As<Napi::Object>());
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

class ListWorker : public Napi::AsyncWorker {
 public:
  ListWorker(Napi::Env env, std::string api)
      : Napi::AsyncWorker(env, "social-sdk audio list"),
        api_(std::move(api)),
        deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    std::string error;
    if (!social_sdk_audio::ListDevices(api_, &list_, &error)) SetError(error);
  }
  void OnOK() override {
    Napi::Env env = Env();
    Napi::Object out = Napi::Object::New(env);
    out.Set("api", Napi::String::New(env, list_.api));
    Napi::Array devices = Napi::Array::New(env, list_.devices.size());
    for (size_t i = 0; i < list_.devices.size(); i++) {
      const auto& entry = list_.devices[i];
      Napi::Object device = Napi::Object::New(env);
      device.Set("name", Napi::String::New(env, entry.name));
      device.Set("inputChannels", Napi::Number::New(env, entry.inputChannels));
      device.Set("outputChannels", Napi::Number::New(env, entry.outputChannels));
      device.Set("defaultInput", Napi::Boolean::New(env, entry.defaultInput));
      device.Set("defaultOutput", Napi::Boolean::New(env, entry.defaultOutput));
      device.Set("preferredSampleRate", Napi::Number::New(env, entry.preferredSampleRate));
      devices.Set(static_cast<uint32_t>(i), device);
    }
    out.Set("devices", devices);
    deferred_.Resolve(out);
  }
  void OnError(const Napi::Error& error) override { deferred_.Reject(error.Value()); }

 private:
  std::string api_;
  DeviceList list_;
  Napi::Promise::Deferred deferred_;
};

class OpenWorker : public Napi::AsyncWorker {
 public:
  OpenWorker(Napi::Env env, StreamOptions options, std::unique_ptr<TsfnSignal> signal)
      : Napi::AsyncWorker(env, "social-sdk audio open"),
        options_(std::move(options)),
        deferred_(Napi::Promise::Deferred::New(env)) {
    opened_.signal = std::move(signal);
  }
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    std::string error;
    opened_.stream = Stream::Open(options_, opened_.signal.get(), &error);
    if (!opened_.stream) SetError(error);
  }
  void OnOK() override {
    Napi::Env env = Env();
    AddonData* data = env.GetInstanceData<AddonData>();
    try {
      Napi::Object stream = data->streamConstructor.New({Napi::External<Opened>::New(env, &opened_)});
      deferred_.Resolve(stream);
    } catch (const Napi::Error& error) {
      if (opened_.stream) opened_.stream->Close();
      if (opened_.signal) opened_.signal->Release();
      deferred_.Reject(error.Value());
    }
  }
  void OnError(const Napi::Error& error) override {
    if (opened_.signal) opened_.signal->Release();
    deferred_.Reject(error.Value());
  }

 private:
  StreamOptions options_;
  Opened opened_;
  Napi::Promise::Deferred deferred_;
};

std::string StringOption(const Napi::Object& options, const char* key, const std::string& fallback) {
  Napi::Value value = options.Get(key);
  if (value.IsUndefined()) return fallback;
  if (!value.IsString())
    throw Napi::TypeError::New(options.Env(),
                               std::string("openStream(options): ") + key + " must be a string");
  return value.As<Napi::String>().Utf8Value();
}

unsigned UintOption(const Napi::Object& options, const char* key, unsigned fallback, unsigned min,
                    unsigned max) {
  Napi::Value value = options.Get(key);
  if (value.IsUndefined()) return fallback;
  double number = value.IsNumber() ? value.As<Napi::Number>().DoubleValue() : -1;
  if (!(number >= min && number <= max) || number != static_cast<double>(static_cast<unsigned>(number)))
    throw Napi::RangeError::New(options.Env(), std::string("openStream(options): ") + key +
                                                   " must be an integer in [" + std::to_string(min) + ", " +
                                                   std::to_string(max) + "]");
  return static_cast<unsigned>(number);
}

// Runs `body`, turning any C++ exception other than Napi::Error (which node-addon-api converts) into a
// JavaScript Error, so that none reaches Node-API.
template <typename Body>
Napi::Value Guard(const Napi::CallbackInfo& info, Body body) {
  try {
    return body();
  } catch (const Napi::Error&) {
    throw;
  } catch (const std::exception& e) {
    throw Napi::Error::New(info.Env(), std::string("social-sdk audio: ") + e.what());
  } catch (...) {
    throw Napi::Error::New(info.Env(), "social-sdk audio: unknown native error");
  }
}

Napi::Value Apis(const Napi::CallbackInfo& info) {
  return Guard(info, [&]() -> Napi::Value {
    std::vector<std::string> names = social_sdk_audio::CompiledApis();
    Napi::Array out = Napi::Array::New(info.Env(), names.size());
    for (size_t i = 0; i < names.size(); i++) out.Set(static_cast<uint32_t>(i), names[i]);
    return out;
  });
}

Napi::Value ListDevices(const Napi::CallbackInfo& info) {
  return Guard(info, [&]() -> Napi::Value {
    std::string api = "auto";
    if (info.Length() > 0 && !info[0].IsUndefined()) {
      if (!info[0].IsString())
        throw Napi::TypeError::New(info.Env(), "listDevices(api): api must be a string");
      api = info[0].As<Napi::String>().Utf8Value();
    }
    auto* worker = new ListWorker(info.Env(), api);
    Napi::Promise promise = worker->Promise();
    worker->Queue();
    return promise;
  });
}

Napi::Value OpenStream(const Napi::CallbackInfo& info) {
  return Guard(info, [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    if (info.Length() < 2 || !info[0].IsObject() || !info[1].IsFunction())
      throw Napi::TypeError::New(env,
                                 "openStream(options, onSignal): expected an options object and a function");
    Napi::Object object = info[0].As<Napi::Object>();
    StreamOptions options;
    options.api = StringOption(object, "api", "auto");
    const std::string direction = StringOption(object, "direction", "capture");
    if (direction != "capture" && direction != "playback")
      throw Napi::RangeError::New(env, "openStream(options): direction must be \"capture\" or \"playback\"");
    options.capture = direction == "capture";
    options.device = StringOption(object, "device", "");
    options.channels = UintOption(object, "channels", 2, 1, 2);
    options.sampleRate = UintOption(object, "sampleRate", 48000, 8000, 192000);
    options.frameSamples = UintOption(object, "frameSamples", 960, 1, 48000);
    options.ringFrames = UintOption(object, "ringFrames", 25, 2, 500);
    options.lowWaterFrames = UintOption(object, "lowWaterFrames", 3, 1, 500);
    options.deviceBuffers = UintOption(object, "deviceBuffers", 4, 2, 50);
    Napi::Value priority = object.Get("priority");
    if (!priority.IsUndefined()) {
      if (!priority.IsNumber())
        throw Napi::TypeError::New(env, "openStream(options): priority must be a number");
      options.realtime = true;
      options.priority = priority.As<Napi::Number>().Int32Value();
    }
    SignalFunction tsfn =
        SignalFunction::New(env, info[1].As<Napi::Function>(), "social-sdk audio signal", 0, 1);
    // An open device does not keep the process alive by itself (the call's sockets do while in a call).
    tsfn.Unref(env);
    auto* worker = new OpenWorker(env, std::move(options), std::make_unique<TsfnSignal>(tsfn));
    Napi::Promise promise = worker->Promise();
    worker->Queue();
    return promise;
  });
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  auto* data = new AddonData();
  data->streamConstructor = Napi::Persistent(AudioStream::Define(env));
  env.SetInstanceData<AddonData>(data);
  exports.Set("apis", Napi::Function::New(env, Apis, "apis"));
  exports.Set("listDevices", Napi::Function::New(env, ListDevices, "listDevices"));
  exports.Set("openStream", Napi::Function::New(env, OpenStream, "openStream"));
  exports.Set("AudioStream", data->streamConstructor.Value());
  exports.Set("abiVersion", Napi::Number::New(env, 1));
  return exports;
}

}  // namespace

NODE_API_MODULE(social_sdk_audio, Init)
