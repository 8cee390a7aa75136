// Exact probabilities for chance outcomes.
#pragma once
#include <cstdint>
#include <numeric>
#include <string>

namespace peerage {

struct Rational {
  std::int64_t num = 0;
  std::int64_t den = 1;

  constexpr Rational() = default;
  constexpr Rational(std::int64_t n, std::int64_t d = 1) : num(n), den(d) { Normalize(); }

  constexpr void Normalize() {
    if (den < 0) { num = -num; den = -den; }
    std::int64_t g = std::gcd(num < 0 ? -num : num, den);
    if (g > 1) { num /= g; den /= g; }
  }
  friend constexpr Rational operator+(Rational a, Rational b) {
    std::int64_t g = std::gcd(a.den, b.den);
    return Rational(a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den);
  }
  friend constexpr Rational operator*(Rational a, Rational b) {
    return Rational(a.num * b.num, a.den * b.den);
  }
  friend constexpr bool operator==(Rational a, Rational b) { return a.num == b.num && a.den == b.den; }
  friend constexpr bool operator<(Rational a, Rational b) {
    return static_cast<__int128>(a.num) * b.den < static_cast<__int128>(b.num) * a.den;
  }
  double AsDouble() const { return static_cast<double>(num) / static_cast<double>(den); }
  std::string ToString() const {
    return den == 1 ? std::to_string(num) : std::to_string(num) + "/" + std::to_string(den);
  }
};

}  // namespace peerage
