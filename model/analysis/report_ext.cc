// The registry of game-specific report extensions, and small table helpers for their sections.
#include "model/analysis/report_ext.h"

#include <map>
#include <utility>

#include "model/core/error.h"

namespace peerage {
namespace {

std::map<std::string, const ReportExtension*>& Extensions() {
  static std::map<std::string, const ReportExtension*> extensions;
  return extensions;
}

}  // namespace

void RegisterReportExtension(const ReportExtension* extension) {
  if (!Extensions().emplace(extension->game, extension).second)
    throw Error(extension->game, "a report extension is already registered for this game");
}

const ReportExtension* FindReportExtension(const std::string& game) {
  auto it = Extensions().find(game);
  return it == Extensions().end() ? nullptr : it->second;
}

std::string HtmlEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string HtmlText(const std::string& text) {
  std::string out, run;
  bool open = false;
  for (char c : text) {
    if (c != '`') {
      run += c;
      continue;
    }
    out += HtmlEscape(std::exchange(run, "")) + (open ? "</code>" : "<code>");
    open = !open;
  }
  out += HtmlEscape(run);
  if (open) out += "</code>";
  return out;
}

std::string MarkdownTable(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows) {
  auto line = [](const std::vector<std::string>& cells) {
    std::string s = "|";
    for (const std::string& c : cells) {
      std::string cell = c;
      for (std::size_t p = cell.find('|'); p != std::string::npos; p = cell.find('|', p + 2)) cell.replace(p, 1, "\\|");
      s += " " + cell + " |";
    }
    return s + "\n";
  };
  std::string md = line(head) + "|";
  for (std::size_t i = 0; i < head.size(); ++i) md += "---|";
  md += "\n";
  for (const auto& r : rows) md += line(r);
  return md + "\n";
}

std::string HtmlTable(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows) {
  std::string h = "<table><tr>";
  for (const std::string& c : head) h += "<th>" + HtmlText(c) + "</th>";
  h += "</tr>\n";
  for (const auto& r : rows) {
    h += "<tr>";
    for (const std::string& c : r) h += "<td>" + HtmlText(c) + "</td>";
    h += "</tr>\n";
  }
  return h + "</table>\n";
}

}  // namespace peerage
