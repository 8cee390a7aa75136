// Errors the kernel and its users raise. Every error names where (file, line, step, option) and why,
// so the CLI can print one clear line and exit non-zero.
#pragma once
#include <stdexcept>
#include <string>

namespace peerage {

class Error : public std::runtime_error {
 public:
  Error(std::string where, std::string why)
      : std::runtime_error(where.empty() ? why : where + ": " + why),
        where_(std::move(where)), why_(std::move(why)) {}
  const std::string& where() const { return where_; }
  const std::string& why() const { return why_; }

 private:
  std::string where_, why_;
};

// An action that is not legal in the current state; the state is left unchanged.
class IllegalActionError : public Error { using Error::Error; };
// Malformed input: trace, JSON, data file, action text.
class ParseError : public Error { using Error::Error; };
// Unknown game, option, reading or bad player count.
class ConfigError : public Error { using Error::Error; };

}  // namespace peerage
