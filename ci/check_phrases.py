#!/usr/bin/env python3
"""Every interpretation's phrase is the rulebook's own words.

Usage: python3 ci/check_phrases.py PEERAGE [RULEBOOK_DIR]   (default RULEBOOK_DIR: ../shared/rulebooks)

A phrase (`peerage rules GAME --json`, "phrase") is what a report quotes as the words under analysis, so each
of its parts (split at "..." or "…") must stand in the game's rulebook text, in that order, with spacing,
line breaks, typographic quotes and apostrophes and Markdown's emphasis marks (*) ignored. A phrase that says the text is silent
("(silent: ...)") quotes nothing and is skipped. Prints one line per phrase not found, naming the game, the
interpretation and the part missing, and exits 1 if there is any; run by hand (the rulebooks are not part of
the repository) after editing a catalogue.
"""
import json
import os
import re
import subprocess
import sys


def norm(s):
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("*", "")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip()


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    peerage = sys.argv[1]
    books = sys.argv[2] if len(sys.argv) == 3 else os.path.join(os.path.dirname(__file__), "..", "..", "shared", "rulebooks")
    games = [line.split()[0] for line in subprocess.run([peerage, "games"], capture_output=True, text=True, check=True).stdout.splitlines() if line.strip()]
    missing = checked = 0
    for game in games:
        path = os.path.join(books, game + ".txt")
        if not os.path.exists(path):
            continue  # a game without a rulebook here (a test fixture)
        text = norm(open(path, encoding="utf-8").read())
        rules = json.loads(subprocess.run([peerage, "rules", game, "--json"], capture_output=True, text=True, check=True).stdout)
        for interp in rules["interpretations"]:
            phrase = interp["phrase"]
            if phrase.startswith("(silent"):
                continue
            checked += 1
            at = 0
            for part in re.split(r"\.\.\.|…", phrase):
                part = norm(part)
                if not part:
                    continue
                found = text.find(part, at)
                if found < 0:
                    print(f"{game}: {interp['id']}: \"{part}\" is not in {path}" + (" (not after the part before it)" if text.find(part) >= 0 else ""))
                    missing += 1
                    break
                at = found + len(part)
    print(f"{checked} phrases checked, {missing} not found")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
