"""The interpretation readings this engine knows, and which of them it implements.

`peerage rules dueling-nobles` lists every place where the rulebook can be read more than one way. This
engine plays the default reading of each (the first one listed below), and the few in ALSO_PLAYED; a new_game
asking for any other reading is declined with `bad-config`, which conform counts as a skipped case.
"""

# interpretation id -> its readings, the default first (copied from `peerage rules dueling-nobles`)
READINGS = {
    "dn.duels-per-turn": ["one", "each-noble", "unlimited"],
    "dn.empty-courtyards": ["draw", "shared-win"],
    "dn.triple-discard-face": ["face-up", "face-down"],
    "dn.support-price": ["one-each", "one-per-purchase"],
    "dn.triples-per-turn": ["repeat", "once"],
    "dn.king-tax": ["once-per-king", "repeat"],
    "dn.weapon-moves": ["each-once", "unlimited"],
    "dn.hearts-cap": ["capped", "uncapped"],
    "dn.clubs-self": ["allowed", "excluded"],
    "dn.support-reshuffle": ["immediate", "on-draw"],
    "dn.support-exhausted": ["skip", "refund"],
    "dn.jack-aces": ["tie", "more-aces-wins"],
    "dn.double-ace": ["tie", "totals-decide"],
    "dn.ace-value": ["one", "zero"],
    "dn.deflect-target": ["other", "any"],
    "dn.turn-limit": ["draw-after-200", "draw-after-1000"],
    "dn.diamonds-count": ["when-played", "start-of-turn"],
    "dn.spades-knowledge": ["snapshot", "glimpse"],
    "dn.command-order": ["suit-abilities-last", "free", "listed"],
    "dn.hires-per-turn": ["once", "unlimited"],
    "dn.token-supply": ["unlimited", "24-counters"],
    "dn.dealer-ties": ["cap-32", "cap-32-void"],
}

DEFAULTS = {key: readings[0] for key, readings in READINGS.items()}

# Non-default readings this engine plays too: dn.command-order=free was the reference's default before it
# became suit-abilities-last, and the golden traces were recorded under it.
ALSO_PLAYED = {"dn.command-order": {"free"}}


def check_settings(settings):
    """None when this engine plays these settings, else the reason it declines them."""
    if not isinstance(settings, dict):
        return "settings: expected an object {interpretation id: reading}"
    for key in sorted(settings):
        reading = settings[key]
        if key not in READINGS:
            return f"settings: '{key}' is not an interpretation of dueling-nobles"
        if reading not in READINGS[key]:
            return f"settings: '{reading}' is not a reading of {key} ({', '.join(READINGS[key])})"
        if reading != DEFAULTS[key] and reading not in ALSO_PLAYED.get(key, ()):
            return (f"settings: {key}={reading} is not implemented by this engine "
                    f"(it plays only the default reading, {DEFAULTS[key]})")
    return None
