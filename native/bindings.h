// Each concern of the addon registers its JavaScript functions on the exports object here.
#pragma once

#include <napi.h>

namespace social_sdk {

void InitRandom(Napi::Env env, Napi::Object exports);
void InitDeeplink(Napi::Env env, Napi::Object exports);

}  // namespace social_sdk
