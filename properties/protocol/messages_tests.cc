// The message codec: what docs/protocol.md says a request and a reply look like, restated case by case,
// and the small text helpers reports are built from.
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/protocol/atoms.h"
#include "model/protocol/json_diff.h"
#include "model/protocol/junit.h"
#include "model/protocol/lockstep.h"
#include "model/protocol/messages.h"

using namespace peerage;
using namespace peerage::protocol;

namespace {

// The ProtocolError a request line raises: (code, id or -1).
std::pair<std::string, std::int64_t> RequestError(const std::string& line) {
  try {
    ParseRequest(line);
  } catch (const ProtocolError& e) {
    return {e.code(), e.id() ? *e.id() : -1};
  }
  return {"accepted", -1};
}

std::string ReplyErrorCode(const std::string& line, std::int64_t id, int which) {
  try {
    Json m = ParseLine(line);
    ReadReply(m, id);
    if (which == 1) ReadStatus(m);
    if (which == 2) ReadLegal(m);
    if (which == 3) ReadHello(m);
  } catch (const ProtocolError& e) {
    return e.code();
  }
  return "accepted";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(messages)

BOOST_AUTO_TEST_CASE(valid_requests_carry_their_fields) {
  Request hello = ParseRequest(R"({"id": 1, "cmd": "hello", "protocol": 1})");
  BOOST_TEST(hello.id == 1);
  BOOST_TEST(hello.cmd == "hello");
  BOOST_TEST(hello.protocol == 1);
  Request ng = ParseRequest(R"({"id":2,"cmd":"new_game","game":"g","players":3,"settings":{"a.b":"c"},"start":{"x":1}})");
  BOOST_TEST(ng.config.game == "g");
  BOOST_TEST(ng.config.players == 3);
  BOOST_TEST(ng.config.settings.at("a.b") == "c");
  BOOST_TEST(ng.start->at("x").get<int>() == 1);
  Request ng0 = ParseRequest(R"({"id":3,"cmd":"new_game","game":"g"})");
  BOOST_TEST(ng0.config.players == 0);
  BOOST_TEST(!ng0.start);
  BOOST_TEST(ParseRequest(R"({"id":4,"cmd":"apply","action":"die:3"})").action == "die:3");
  BOOST_TEST(ParseRequest(R"({"id":5,"cmd":"observation","player":1})").player == 1);
  for (const char* cmd : {"status", "legal", "state", "quit"})
    BOOST_TEST(ParseRequest(std::string(R"({"id":9007199254740991,"cmd":")") + cmd + "\"}").id == 9007199254740991);
}

BOOST_AUTO_TEST_CASE(bad_requests_name_the_problem_and_keep_the_id_when_they_can) {
  using P = std::pair<std::string, std::int64_t>;
  BOOST_TEST((RequestError("not json") == P{"bad-request", -1}));
  BOOST_TEST((RequestError("[1, 2]") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"cmd":"status"})") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"id":-1,"cmd":"status"})") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"id":9007199254740992,"cmd":"status"})") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"id":1.5,"cmd":"status"})") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"id":"7","cmd":"status"})") == P{"bad-request", -1}));
  BOOST_TEST((RequestError(R"({"id":5})") == P{"bad-request", 5}));
  BOOST_TEST((RequestError(R"({"id":6,"cmd":"fly"})") == P{"unknown-command", 6}));
  BOOST_TEST((RequestError(R"({"id":7,"cmd":"hello"})") == P{"bad-request", 7}));
  BOOST_TEST((RequestError(R"({"id":8,"cmd":"apply","action":3})") == P{"bad-request", 8}));
  BOOST_TEST((RequestError(R"({"id":9,"cmd":"new_game","game":"g","settings":{"a":1}})") == P{"bad-request", 9}));
  BOOST_TEST((RequestError(R"({"id":10,"cmd":"new_game","game":"g","players":0})") == P{"bad-request", 10}));
  BOOST_TEST((RequestError(R"({"id":11,"cmd":"observation","player":-1})") == P{"bad-request", 11}));
  BOOST_TEST((RequestError(R"({"id":12,"cmd":"new_game","game":"g","start":[1]})") == P{"bad-request", 12}));
  std::string deep = std::string(200, '[') + std::string(200, ']');
  BOOST_TEST((RequestError(R"({"id":13,"cmd":"status","x":)" + deep + "}") == P{"bad-request", -1}));
  BOOST_TEST((RequestError("{\"id\":14,\"cmd\":\"apply\",\"action\":\"\xff\"}") == P{"bad-request", -1}));
}

BOOST_AUTO_TEST_CASE(builders_write_one_canonical_line) {
  BOOST_TEST(HelloRequest(1) == R"({"cmd":"hello","id":1,"protocol":1})");
  BOOST_TEST(SimpleRequest(2, "legal") == R"({"cmd":"legal","id":2})");
  BOOST_TEST(ApplyRequest(3, "die:4") == R"({"action":"die:4","cmd":"apply","id":3})");
  BOOST_TEST(ObservationRequest(4, 1) == R"({"cmd":"observation","id":4,"player":1})");
  BOOST_TEST(NewGameRequest(5, "g", 2, {{"b", "y"}, {"a", "x"}}, nullptr) ==
             R"({"cmd":"new_game","game":"g","id":5,"players":2,"settings":{"a":"x","b":"y"}})");
  BOOST_TEST(OkReply(6, nullptr) == R"({"id":6,"ok":true})");
  BOOST_TEST(OkReply(7, {{"actions", {"b", "a"}}}) == R"({"actions":["b","a"],"id":7,"ok":true})");
  BOOST_TEST(ErrorReply(std::nullopt, "bad-request", "x") ==
             R"({"error":{"code":"bad-request","message":"x"},"id":null,"ok":false})");
  BOOST_TEST(Dump(Json(std::string("a\xff"))) == "\"a\xEF\xBF\xBD\"");  // invalid UTF-8 replaced, never thrown
}

// The per-step requests and replies skip the JSON document only where the bytes are those Dump writes; the
// expectations here are the general path's own output (and, for lines off the canonical form, "not read").
BOOST_AUTO_TEST_CASE(per_step_messages_read_and_written_without_a_document_match_the_general_path) {
  for (const std::string& line : {SimpleRequest(7, "status"), SimpleRequest(0, "legal"),
                                  ApplyRequest(9007199254740991, "die:3"), ApplyRequest(12, ""),
                                  ApplyRequest(5, "move weapon 3C QH->QS")}) {
    std::optional<Request> fast = ReadCanonicalRequest(line);
    BOOST_REQUIRE_MESSAGE(fast, line);
    Request slow = ParseRequest(line);
    BOOST_TEST(fast->id == slow.id);
    BOOST_TEST(fast->cmd == slow.cmd);
    BOOST_TEST(fast->action == slow.action);
  }
  // Off the canonical form: the general reader's business (spaces, key order, escapes, non-ASCII, a leading
  // zero, an id past 2^53-1, trailing bytes, other commands).
  for (const char* line :
       {R"({"cmd": "status","id":7})", R"({"id":7,"cmd":"status"})", R"({"action":"a\"b","cmd":"apply","id":1})",
        "{\"action\":\"\xc3\xa9\",\"cmd\":\"apply\",\"id\":1}", R"({"cmd":"legal","id":07})",
        R"({"cmd":"legal","id":9007199254740992})", R"({"cmd":"legal","id":7} )", R"({"cmd":"legal","id":-1})",
        R"({"cmd":"legal","id":})", R"({"cmd":"state","id":7})", R"({"cmd":"status","id":7,"x":1})"})
    BOOST_TEST(!ReadCanonicalRequest(line), line);
  BOOST_TEST(ApplyRequest(1, "a\"b") == R"({"action":"a\"b","cmd":"apply","id":1})");

  const std::vector<std::string> actions = {"die:3", "tab\there", "quote\"d", "caf\xc3\xa9", "bad\xff"};
  const std::vector<std::string> probabilities = {"1/6", "1/6", "1/3", "1/6", "1/6"};
  BOOST_TEST(LegalOkReply(4, actions, nullptr) == OkReply(4, {{"actions", actions}}));
  BOOST_TEST(LegalOkReply(4, {}, nullptr) == OkReply(4, {{"actions", Json::array()}}));
  BOOST_TEST(LegalOkReply(4, actions, &probabilities) ==
             OkReply(4, {{"actions", actions}, {"probabilities", probabilities}}));
  BOOST_TEST(LegalOkReply(4, {"die:3"}, nullptr) == R"({"actions":["die:3"],"id":4,"ok":true})");
  const std::vector<std::int64_t> scores = {12, -3, 0};
  BOOST_TEST(StatusOkReply(8, "p1", nullptr) == OkReply(8, {{"actor", "p1"}}));
  BOOST_TEST(StatusOkReply(8, "terminal", &scores) == OkReply(8, {{"actor", "terminal"}, {"scores", scores}}));
  BOOST_TEST(StatusOkReply(8, "p1", nullptr) == R"({"actor":"p1","id":8,"ok":true})");
  BOOST_TEST(EmptyOkReply(9007199254740991) == OkReply(9007199254740991, nullptr));
}

BOOST_AUTO_TEST_CASE(replies_are_validated_field_by_field) {
  BOOST_TEST(ReplyErrorCode(R"({"id":3,"ok":true})", 3, 0) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":4,"ok":true})", 3, 0) == "id");
  BOOST_TEST(ReplyErrorCode(R"({"id":null,"ok":false,"error":{"code":"x","message":"y"}})", 3, 0) == "id");
  BOOST_TEST(ReplyErrorCode(R"({"ok":true})", 3, 0) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":3,"ok":"yes"})", 3, 0) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":3,"ok":false})", 3, 0) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":3,"ok":false,"error":{"code":"x"}})", 3, 0) == "garbage");
  BOOST_TEST(ReplyErrorCode("ok", 3, 0) == "bad-request");  // not JSON at all
  // status
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"p1"})", 1, 1) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"chance"})", 1, 1) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"terminal","scores":[1,-2]})", 1, 1) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"terminal"})", 1, 1) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"p0","scores":[1]})", 1, 1) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"p01"})", 1, 1) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"player"})", 1, 1) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actor":"terminal","scores":[1.5]})", 1, 1) == "garbage");
  // legal
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actions":[]})", 1, 2) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actions":["a"],"probabilities":["1"]})", 1, 2) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actions":[1]})", 1, 2) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actions":"a"})", 1, 2) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"actions":["a"],"probabilities":[]})", 1, 2) == "garbage");
  // hello
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"protocol":1,"engine":"e","games":["g"]})", 1, 3) == "accepted");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"protocol":"1","engine":"e","games":["g"]})", 1, 3) == "garbage");
  BOOST_TEST(ReplyErrorCode(R"({"id":1,"ok":true,"protocol":1,"engine":"e","games":"g"})", 1, 3) == "garbage");
  StatusReply s = ReadStatus(ParseLine(R"({"id":1,"ok":true,"actor":"terminal","scores":[3,1]})"));
  BOOST_TEST((*s.scores == std::vector<std::int64_t>{3, 1}));
}

BOOST_AUTO_TEST_CASE(legal_and_json_differences_read_plainly) {
  auto d = LegalDiff({"a", "b", "c"}, {"c", "d", "a", "d"});
  BOOST_TEST((d == std::vector<std::string>{"missing in engine: b", "extra in engine: d",
                                            "listed more than once by engine: d"}));
  BOOST_TEST(LegalDiff({"a", "b"}, {"b", "a"}).empty());
  Json ref = {{"x", 1}, {"y", {1, 2}}, {"a/b", "s"}};
  Json eng = {{"x", 2}, {"y", {1, 2, 3}}, {"z", true}, {"a/b", "s"}};
  auto j = JsonDiff(ref, eng);
  BOOST_TEST((j == std::vector<std::string>{"/x: reference 1, engine 2",
                                            "/y: first differing index 2: reference (end of list), engine 3 (2 elements "
                                            "in reference, 3 in engine)",
                                            "/y: only in engine: 3", "/z: only in engine, true"}));
  BOOST_TEST(JsonDiff({{"a~", {{"b", 1}}}}, {{"a~", {{"b", 0}}}}).front() == "/a~0/b: reference 1, engine 0");
  BOOST_TEST(JsonDiff(ref, ref).empty());
}

BOOST_AUTO_TEST_CASE(list_differences_are_shown_per_element_in_full) {
  // A hand with one card different: where it first differs, then each card only one side holds.
  // (Objects built key by key: a braced list of one pair is an object to g++ but an array to clang.)
  Json ref, eng;
  ref["hand"] = Json::array({"2C", "7H", "KS", "QD"});
  eng["hand"] = Json::array({"2C", "9H", "KS", "QD", "QD"});
  BOOST_TEST((JsonDiff(ref, eng) ==
              std::vector<std::string>{"/hand: first differing index 1: reference \"7H\", engine \"9H\" (4 elements in "
                                       "reference, 5 in engine)",
                                       "/hand: only in reference: \"7H\"", "/hand: only in engine: \"9H\"",
                                       "/hand: only in engine: \"QD\""}));
  // The same elements in another order.
  BOOST_TEST((JsonDiff(Json{1, 2, 3}, Json{1, 3, 2}) ==
              std::vector<std::string>{"/: first differing index 1: reference 2, engine 3 (3 elements in reference, 3 in "
                                       "engine)",
                                       "/: same elements in another order"}));
  // Lists of objects of the same length: index by index.
  BOOST_TEST((JsonDiff(Json::parse(R"([{"a":1},{"a":2}])"), Json::parse(R"([{"a":1},{"a":3}])")) ==
              std::vector<std::string>{"/1/a: reference 2, engine 3"}));
  // Long values are not cut.
  std::string long_text(300, 'x');
  Json a, b;
  a["s"] = long_text;
  b["s"] = long_text + "y";
  auto d = JsonDiff(a, b);
  BOOST_REQUIRE(d.size() == 1u);
  BOOST_TEST(d.front() == "/s: reference \"" + long_text + "\", engine \"" + long_text + "y\"");
}

// conform's `--field POINTER` "restricts the comparison to JSON pointers" (docs/protocol.md): at a chosen
// pointer a value only one side has is a difference, as it is when whole states are compared; a pointer
// neither side has is none; fields not chosen are not compared. Each line carries the prefix.
BOOST_AUTO_TEST_CASE(chosen_fields_differ_where_one_side_lacks_them) {
  Json ref, eng;
  ref["step"] = 3, ref["phase"] = "duel", ref["other"] = 1;
  eng["step"] = 3, eng["hand"] = Json::array({"KH"}), eng["other"] = 2;
  BOOST_TEST((CompareJson(ref, eng, {"/step", "/phase", "/hand", "/absent"}, "p0 ") ==
              std::vector<std::string>{"p0 /phase: only in reference, \"duel\"", "p0 /hand: only in engine, [\"KH\"]"}));
  BOOST_TEST(CompareJson(ref, eng, {"/step"}, "").empty());
  BOOST_TEST(CompareJson(ref, eng, {}, "").size() == 3u);  // no field chosen: the whole states
}

// Grouping (docs/protocol.md, "A state is grouped by the fields that differ (JSON pointers, list indices
// as `*`)"): the pattern of a detail line drops the player prefix of an observation ("p1 "), writes every
// list index as "*", whatever its digits, and the patterns of several lines are sorted, each once.
BOOST_AUTO_TEST_CASE(state_differences_group_by_field_pattern) {
  BOOST_TEST(DifferingFields({"/players/0/hand: reference 1, engine 2"}) == "/players/*/hand");
  BOOST_TEST(DifferingFields({"p1 /players/3/hand: only in engine, 2"}) == "/players/*/hand");
  BOOST_TEST(DifferingFields({"p12 /players/12/hand/0: reference 1, engine 2"}) == "/players/*/hand/*");
  BOOST_TEST(DifferingFields({"/score: reference 1, engine 2", "p0 /players/1/hand: reference 1, engine 2",
                              "p1 /players/0/hand: reference 3, engine 4"}) == "/players/*/hand, /score");
  BOOST_TEST(DifferingFields({"/players1: reference 1, engine 2"}) == "/players1");  // a name with digits stays
}

BOOST_AUTO_TEST_CASE(xml_escaping_keeps_reports_well_formed) {
  BOOST_TEST(XmlEscape("<a & \"b\" 'c'>") == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;");
  BOOST_TEST(XmlEscape("tab\there\x01\xff") == "tab\there??");
  BOOST_TEST(XmlEscape("caf\xC3\xA9") == "caf\xC3\xA9");
}

BOOST_AUTO_TEST_SUITE_END()
