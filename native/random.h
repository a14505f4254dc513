// Secure randomness from the operating system. One implementation per OS:
// random_linux.cc (getrandom), random_mac.cc (getentropy), random_win.cc (BCryptGenRandom).
#pragma once

#include <cstddef>
#include <string>

namespace social_sdk {

// Fills `length` bytes at `data` from the OS CSPRNG. Returns an empty string on success, otherwise a
// message naming the failing OS call and its error text. Never returns with part of the buffer unfilled
// and success reported.
std::string FillFromOsRandom(unsigned char* data, std::size_t length);

// The OS call behind FillFromOsRandom, reported to JavaScript for diagnostics.
const char* OsRandomSourceName();

}  // namespace social_sdk
