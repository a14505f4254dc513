// Argument checks shared by every binding: wrong arguments become TypeError or RangeError in JavaScript
// (thrown as Napi::Error under NAPI_CPP_EXCEPTIONS), never a process abort.
#pragma once

#include <napi.h>

#include <cmath>
#include <cstddef>
#include <string>

namespace social_sdk {

inline const char* TypeName(const Napi::Value& value) {
  switch (value.Type()) {
    case napi_undefined:
      return "undefined";
    case napi_null:
      return "null";
    case napi_boolean:
      return "boolean";
    case napi_number:
      return "number";
    case napi_string:
      return "string";
    case napi_symbol:
      return "symbol";
    case napi_object:
      return value.IsArray() ? "array" : "object";
    case napi_function:
      return "function";
    case napi_external:
      return "external";
    case napi_bigint:
      return "bigint";
  }
  return "unknown";
}

// Reads a byte count argument: a finite integer number in [0, max]. `where` names the function and
// argument for the message, e.g. "randomBytes(size)".
inline std::size_t ReadByteCount(const Napi::Env& env, const Napi::Value& value, const std::string& where,
                                 double max) {
  if (!value.IsNumber()) {
    throw Napi::TypeError::New(env, where + ": expected a number, received " + TypeName(value));
  }
  const double number = value.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(number) || std::floor(number) != number) {
    throw Napi::RangeError::New(env,
                                where + ": expected an integer, received " + value.ToString().Utf8Value());
  }
  if (number < 0 || number > max) {
    throw Napi::RangeError::New(env, where + ": must be between 0 and " +
                                         std::to_string(static_cast<long long>(max)) + ", received " +
                                         value.ToString().Utf8Value());
  }
  return static_cast<std::size_t>(number);
}

}  // namespace social_sdk
