// Tudor's set-up parameters: the choices the rulebook offers on purpose (which Scoring and Scenario Cards,
// the Advanced Variant, the option for new players), as opposed to the rules questions of td_catalogue.cc.
// Engines read them with context().Param(kP...) (tudor.h: ParamIndex).
#include <string>

#include "model/games/tudor/tudor.h"

namespace peerage::td {

std::vector<Parameter> TudorParameters() {
  std::vector<Parameter> v(kNumParams);
  Parameter sc{"td.scoring-cards", "SETUP, Customized Setup: \"any combination of 2 Scoring Cards\"; Random Setup",
               "Which two of the six Scoring Cards are in play.",
               {{"random", "Random Setup: a chance node draws \"one Red Scoring Card\" (1-3) and \"one Green Scoring "
                           "Card\" (4-6), each of the 9 pairs with probability 1/9"}},
               0, 0, "random",
               "Random Setup (one Red, one Green) is the rulebook's only procedure that needs no table choice, and "
               "any fixed pair would favour its own cards."};
  // The 15 pairs in lexicographic order: value k (1..15) is the k-th pair (tudor.cc reads it so). Two of
  // one colour is allowed by the Customized Setup ("two Red OR two Green Cards").
  for (int a = 0; a < kNumScoring; ++a)
    for (int b = a + 1; b < kNumScoring; ++b)
      sc.values.push_back({std::to_string(a + 1) + "+" + std::to_string(b + 1), "these two Scoring Cards"});
  v[kPScoringCards] = sc;
  Parameter sn{"td.scenario", "SETUP, Customized Setup: \"1 Scenario Card of your choice\"; Random Setup",
               "Which Scenario Card is in play.",
               {{"random", "Random Setup: a chance node at setup draws one of the 5 uniformly"}},
               0, 0, "random",
               "Random Setup also draws the Scenario Card (\"Randomly select one Blue Scenario Card\"); any fixed "
               "card would favour its own scenario."};
  for (int s = 1; s <= kNumScenario; ++s) sn.values.push_back({std::to_string(s), "this Scenario Card"});
  v[kPScenario] = sn;
  v[kPOpportunity] = {"td.opportunity", "Game setup, \"Advanced Variant\"",
                      "Whether 4 Influence and 4 Intrigue Tokens are replaced by the 8 Opportunity Tokens.",
                      {{"off", "18 Influence and 18 Intrigue Tokens (14 each with 2 players)"},
                       {"on", "4 of each replaced by 8 Opportunity Tokens, which count as either"}},
                      0, 0, "off", "The text labels it an \"Advanced Variant\"; the base game is the default."};
  v[kPEnhFirstRound] = {
      "td.enhance-first-round",
      "RE-POSITIONING RINGS, NOTE: \"New players may ignore the Ring Action Enhancements in the first Round\"",
      "Whether the Ring Action Enhancements apply from round 1 or, as the NOTE lets new players choose, only "
      "from round 2.",
      {{"always", "the full rules: enhancements apply from the start"},
       {"from-round-2", "no enhancement in round 1; at the start of round 2, before Chamber Assignment, every "
                        "player holding a Ring may rearrange them (one \"arrange\" decision each, from the start "
                        "player on), then enhancements apply"}},
      0, 0, "always",
      "The NOTE is an option offered to new players (\"may ignore\"); the full rules use the enhancements from "
      "the start."};
  return v;
}

}  // namespace peerage::td
