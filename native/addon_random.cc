// JavaScript bindings for OS randomness: randomFill(view, offset?, size?) and randomBytes(size).
#include <string>

#include "args.h"
#include "bindings.h"
#include "random.h"

namespace social_sdk {
namespace {

// Same ceiling as Node's crypto.randomBytes: one request may not exceed 2^31 - 1 bytes.
constexpr double kMaxRequestBytes = 2147483647.0;

// A view's writable bytes, and the size of one element: offset and size arguments count elements, as
// Node's crypto.randomFillSync does (bytes for a Buffer, DataView or ArrayBuffer).
struct ByteRange {
  unsigned char* data = nullptr;
  std::size_t length = 0;
  std::size_t elementSize = 1;
};

// The writable bytes of a Buffer, any TypedArray, a DataView or an ArrayBuffer.
ByteRange ViewBytes(const Napi::Env& env, const Napi::Value& value) {
  ByteRange range;
  if (value.IsTypedArray()) {
    void* data = nullptr;
    size_t count = 0;
    napi_typedarray_type type;
    NAPI_THROW_IF_FAILED(env, napi_get_typedarray_info(env, value, &type, &count, &data, nullptr, nullptr),
                         range);
    range.data = static_cast<unsigned char*>(data);
    range.length = value.As<Napi::TypedArray>().ByteLength();
    range.elementSize = value.As<Napi::TypedArray>().ElementSize();
  } else if (value.IsDataView()) {
    auto view = value.As<Napi::DataView>();
    range.data = static_cast<unsigned char*>(view.Data());
    range.length = view.ByteLength();
  } else if (value.IsArrayBuffer()) {
    auto buffer = value.As<Napi::ArrayBuffer>();
    range.data = static_cast<unsigned char*>(buffer.Data());
    range.length = buffer.ByteLength();
  } else {
    throw Napi::TypeError::New(
        env,
        std::string("randomFill(buffer): expected a Buffer, TypedArray, DataView or ArrayBuffer, received ") +
            TypeName(value));
  }
  return range;
}

void Fill(const Napi::Env& env, unsigned char* data, std::size_t length) {
  const std::string error = FillFromOsRandom(data, length);
  if (!error.empty()) throw Napi::Error::New(env, error);
}

// randomFill(buffer, offset = 0, size = rest of buffer): fills in place and returns buffer.
Napi::Value RandomFill(const Napi::CallbackInfo& info) {
  const Napi::Env env = info.Env();
  if (info.Length() < 1) throw Napi::TypeError::New(env, "randomFill(buffer): buffer is required");
  const ByteRange range = ViewBytes(env, info[0]);
  const std::size_t elements = range.length / range.elementSize;

  std::size_t offset = 0;
  if (info.Length() > 1 && !info[1].IsUndefined()) {
    offset = ReadByteCount(env, info[1], "randomFill(buffer, offset)", static_cast<double>(elements));
  }
  std::size_t size = elements - offset;
  if (info.Length() > 2 && !info[2].IsUndefined()) {
    size = ReadByteCount(env, info[2], "randomFill(buffer, offset, size)", static_cast<double>(size));
  }
  if (size * range.elementSize > kMaxRequestBytes) {
    throw Napi::RangeError::New(env, "randomFill(buffer): at most 2147483647 bytes per call, received " +
                                         std::to_string(size * range.elementSize));
  }
  Fill(env, range.data + offset * range.elementSize, size * range.elementSize);
  return info[0];
}

// randomBytes(size): a new Buffer of `size` random bytes.
Napi::Value RandomBytes(const Napi::CallbackInfo& info) {
  const Napi::Env env = info.Env();
  if (info.Length() < 1) throw Napi::TypeError::New(env, "randomBytes(size): size is required");
  const std::size_t size = ReadByteCount(env, info[0], "randomBytes(size)", kMaxRequestBytes);
  Napi::Buffer<unsigned char> buffer = Napi::Buffer<unsigned char>::New(env, size);
  Fill(env, buffer.Data(), size);
  return buffer;
}

}  // namespace

void InitRandom(Napi::Env env, Napi::Object exports) {
  exports.Set("randomFill", Napi::Function::New(env, RandomFill, "randomFill"));
  exports.Set("randomBytes", Napi::Function::New(env, RandomBytes, "randomBytes"));
  exports.Set("randomSource", Napi::String::New(env, OsRandomSourceName()));
}

}  // namespace social_sdk
