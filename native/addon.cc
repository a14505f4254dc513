// Entry point of the social-sdk native addon: each concern registers its functions.
#include "bindings.h"

namespace {

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  social_sdk::InitRandom(env, exports);
  social_sdk::InitDeeplink(env, exports);
  exports.Set("abiVersion", Napi::Number::New(env, 1));
  return exports;
}

}  // namespace

NODE_API_MODULE(social_sdk, Init)
