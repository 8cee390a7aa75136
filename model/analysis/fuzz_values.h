// The fuzz decoder's byte conventions shared by the decoder (fuzz_decode.cc) and the encoder
// (fuzz_encode.cc): the game byte's range and a parameter's values in decoding order.
#pragma once
#include <cstdint>
#include <exception>
#include <string>

#include "model/core/catalogue.h"

namespace peerage::fuzz_detail {

inline constexpr int kFuzzIds = 256;  // the game byte's values

// A parameter's values in decoding order: its value ids, or the numbers min..max (never listed: a range
// may be long). Index i <-> value text; -1 for a text that is no value.
struct ParamValues {
  const Parameter& p;
  std::int64_t Count() const {
    return p.values.empty() ? std::int64_t{p.max} - p.min + 1 : static_cast<std::int64_t>(p.values.size());
  }
  std::string At(std::int64_t i) const {
    return p.values.empty() ? std::to_string(p.min + i) : p.values[static_cast<std::size_t>(i)].id;
  }
  std::int64_t IndexOf(const std::string& text) const {
    for (std::int64_t i = 0; i < Count() && !p.values.empty(); ++i)
      if (p.values[static_cast<std::size_t>(i)].id == text) return i;
    if (!p.values.empty()) return -1;
    try {
      std::size_t used = 0;
      const long long v = std::stoll(text, &used);
      return used == text.size() && v >= p.min && v <= p.max ? v - p.min : -1;
    } catch (const std::exception&) {
      return -1;
    }
  }
};

}  // namespace peerage::fuzz_detail
