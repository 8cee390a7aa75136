// The checked-in HTML reports fit a page (issue 38, item 6): no Markdown code mark is printed as a literal
// backtick anywhere outside a position picture, no chart is taller than a page, and no picture line pairing
// two players (" || ") is wider than the page's picture column, where it would wrap in the middle of a player.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "model/core/game.h"
#include "properties/unit/report_files.h"

using namespace peerage;
using report_files::ReadText;

namespace {

// A page's height at 96 dpi (A4 is 1123 px; a laptop screen shows about 900): a chart must fit one.
constexpr int kPageHeight = 1000;
// The picture column of report_html.cc's page (about 105 monospace characters; lines are kept to 100).
constexpr std::size_t kPictureColumns = 100;

// The text between <pre class="picture"> and </pre>, with the page's entities read back.
std::vector<std::string> PictureLines(const std::string& html) {
  std::vector<std::string> out;
  static const std::string kOpen = "<pre class=\"picture\">", kClose = "</pre>";
  for (std::size_t at = html.find(kOpen); at != std::string::npos; at = html.find(kOpen, at + 1)) {
    const std::size_t from = at + kOpen.size(), to = html.find(kClose, from);
    std::string text = html.substr(from, to - from);
    for (const auto& [entity, c] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
      for (std::size_t e = text.find(entity); e != std::string::npos; e = text.find(entity, e + 1))
        text.replace(e, std::string(entity).size(), c);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out.push_back(line);
  }
  return out;
}

// The page without its position pictures (whose characters are the game's own symbols).
std::string WithoutPictures(const std::string& html) {
  static const std::string kOpen = "<pre class=\"picture\">", kClose = "</pre>";
  std::string out;
  std::size_t from = 0;
  for (std::size_t at = html.find(kOpen); at != std::string::npos; at = html.find(kOpen, from)) {
    out += html.substr(from, at - from);
    const std::size_t close = html.find(kClose, at);
    from = close == std::string::npos ? html.size() : close + kClose.size();
  }
  return out + html.substr(std::min(from, html.size()));
}

// UTF-8 characters in `s` (names may carry accents).
std::size_t Characters(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(report_html_page)

BOOST_AUTO_TEST_CASE(checked_in_html_reports_fit_a_page) {
  static const std::regex chart_height(R"re(<svg class="chart"[^>]* height="([0-9]+)")re");
  for (const GameInfo* g : Registry::Instance().All()) {
    BOOST_TEST_CONTEXT(g->name) {
      const std::string html = ReadText("reports/" + g->name + ".html");
      BOOST_REQUIRE(!html.empty());
      const std::string words = WithoutPictures(html);
      const std::size_t tick = words.find('`');
      BOOST_TEST(tick == std::string::npos,
                 "a literal backtick near: " << (tick == std::string::npos ? "" : words.substr(tick < 60 ? 0 : tick - 60, 120)));
      int charts = 0;
      for (std::sregex_iterator m(html.begin(), html.end(), chart_height), end; m != end; ++m, ++charts)
        BOOST_TEST(std::stoi((*m)[1].str()) <= kPageHeight, "a chart " << (*m)[1].str() << " px tall");
      BOOST_TEST(charts >= 4);
      for (const std::string& line : PictureLines(html))
        if (line.find(" || ") != std::string::npos)
          BOOST_TEST(Characters(line) <= kPictureColumns, "a line of two players, " << Characters(line) << " wide: " << line);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
