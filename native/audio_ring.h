// A single-producer single-consumer ring of Int16 samples: the audio thread on one side, the JavaScript
// thread on the other. Allocated once when a stream opens; reads and writes copy and never allocate,
// lock or wait, so neither side can block the other.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace social_sdk_audio {

class SampleRing {
 public:
  explicit SampleRing(size_t capacity) : buffer_(capacity) {}

  size_t Capacity() const { return buffer_.size(); }

  // Samples waiting to be read (a snapshot: the other side may be moving).
  size_t Size() const {
    return written_.load(std::memory_order_acquire) - read_.load(std::memory_order_acquire);
  }

  // Producer side: copies up to `count` samples in, as many as fit; returns how many.
  size_t Write(const int16_t* source, size_t count) {
    const size_t written = written_.load(std::memory_order_relaxed);
    const size_t read = read_.load(std::memory_order_acquire);
    count = std::min(count, buffer_.size() - (written - read));
    Copy(buffer_.data(), written, source, count, true);
    written_.store(written + count, std::memory_order_release);
    return count;
  }

  // Consumer side: copies up to `count` samples out; returns how many.
  size_t Read(int16_t* target, size_t count) {
    const size_t read = read_.load(std::memory_order_relaxed);
    const size_t written = written_.load(std::memory_order_acquire);
    count = std::min(count, written - read);
    Copy(target, read, buffer_.data(), count, false);
    read_.store(read + count, std::memory_order_release);
    return count;
  }

 private:
  // Copies `count` samples between the ring (at absolute position `position`) and a flat buffer, in at
  // most two pieces around the ring's end.
  void Copy(int16_t* target, size_t position, const int16_t* source, size_t count, bool intoRing) {
    const size_t capacity = buffer_.size();
    if (count == 0 || capacity == 0) return;
    const size_t start = position % capacity;
    const size_t first = std::min(count, capacity - start);
    if (intoRing) {
      std::memcpy(target + start, source, first * sizeof(int16_t));
      std::memcpy(target, source + first, (count - first) * sizeof(int16_t));
    } else {
      std::memcpy(target, source + start, first * sizeof(int16_t));
      std::memcpy(target + first, source, (count - first) * sizeof(int16_t));
    }
  }

  std::vector<int16_t> buffer_;
  std::atomic<size_t> written_{0};
  std::atomic<size_t> read_{0};
};

}  // namespace social_sdk_audio
