// What a Tudor player can know. Every Court Card, Court Token and Influence/Intrigue/Opportunity Token
// enters and leaves a Player Hand Screen face up (tudor.h, "Hidden information"), so a player who remembers
// the game knows every screen. The test below deduces the screens the way a player at the table would,
// from the public piles only, and checks the deduction against the state; observations and ResampleHidden
// must then keep exactly that knowledge.
#include "properties/games/tudor/tudor_fixtures.h"

namespace {

struct Screens {
  std::vector<std::array<int, 7>> cards, tokens;
  std::vector<std::array<int, 3>> ii;
};

// Public piles of one colour (index f): Court Cards outside every hand (stacks + cards out of the game),
// Court Tokens outside every screen (on spaces + spent in front of screens + removed + the bag, whose
// contents are known: it starts as the set-up gives it and every draw is placed face up), Influence/
// Intrigue/Opportunity Tokens of type t outside every screen (on spaces + the box, known the same way +
// spent + the token just picked up, waiting for its keep/use decision). What these piles gain or lose in one
// step is what the screen of the player whose turn it is ("actor", public) lost or gained: the rules move
// these pieces only into and out of that player's screen (a chance draw moves a token from the bag onto a
// space and may end a movement, whose picked-up token is then kept: still the mover's screen).
int CardsOut(const Json& st, int f) { return st["stack"][f].get<int>() + st["cards_out"][f].get<int>(); }
int TokensOut(const Json& st, int f) {
  int n = st["removed"][f].get<int>() + st["bag"][f].get<int>();
  for (const auto& t : st["token"]) n += t.get<int>() == f;
  for (const auto& pl : st["players"]) n += pl["spent"][f].get<int>();
  return n;
}
int IIOut(const Json& st, int t) {
  int n = st["ii_pool"][t].get<int>() + st["ii_used"][t].get<int>() + (st["pending"]["ii"].get<int>() == t);
  for (const auto& x : st["ii"]) n += x.get<int>() == t;
  return n;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_knowledge)

// Game setup: every screen starts empty. Then, step by step, the screen of the player whose turn it is
// changes by what the public piles lost (a card taken from a stack: +1 of its colour; a card discarded onto
// its stack or out of the game: -1; a Court Token gone from a space: +1; spent: -1; ...).
// The deduced screens equal the state's at every step (they are public), the observation of every player
// shows them, and every resample for every observer keeps them (and the whole state: nothing is left to
// redraw).
RC_BOOST_PROP(every_screen_is_deducible_and_resamples_keep_it, ()) {
  const GameConfig config = *AnyConfig();
  const std::uint64_t seed = *rc::gen::noShrink(props::GenSeed());
  const int n = config.players;
  Screens known{std::vector<std::array<int, 7>>(n), std::vector<std::array<int, 7>>(n), std::vector<std::array<int, 3>>(n)};
  int step = 0;
  WalkTudor(config, seed, [&](const Json& pre, const std::string& text, int, const Json& post) {
    ++step;
    const int actor = pre["actor"];
    if (pre["phase"] != "setup") {  // set-up fills the stacks, the bag and the board; every screen is empty
      for (int f = 0; f < 7; ++f) {
        known.cards[actor][f] -= CardsOut(post, f) - CardsOut(pre, f);
        known.tokens[actor][f] -= TokensOut(post, f) - TokensOut(pre, f);
      }
      for (int t = 0; t < 3; ++t) known.ii[actor][t] -= IIOut(post, t) - IIOut(pre, t);
    }
    for (int p = 0; p < n; ++p) {
      const Json& pl = post["players"][p];
      for (int f = 0; f < 7; ++f) {
        RC_ASSERT(pl["cards"][f].get<int>() == known.cards[p][f]);
        RC_ASSERT(pl["tokens"][f].get<int>() == known.tokens[p][f]);
      }
      for (int t = 0; t < 3; ++t) {
        if (pl["ii"][t].get<int>() != known.ii[p][t])
          RC_LOG() << "step " << step << " " << text << " by " << actor << " p" << p << "\n" << Json::diff(pre, post).dump() << "\n";
        RC_ASSERT(pl["ii"][t].get<int>() == known.ii[p][t]);
      }
    }
    (void)text;
  });
  RC_ASSERT(step > 0);
  // Observations and resamples of random reachable states keep all of it.
  props::Reach reach{config, seed, *rc::gen::inRange(0, 1001)};
  auto s = props::ReachState(reach).state;
  const Json full = s->ToJson();
  for (int j = 0; j < n; ++j) {
    RC_ASSERT(s->ObservationJson(j).at("state") == full.at("state"));
    for (std::uint64_t k = 1; k <= 3; ++k) RC_ASSERT(s->ResampleHidden(j, seed + k)->ToJson() == full);
  }
}

BOOST_AUTO_TEST_SUITE_END()
