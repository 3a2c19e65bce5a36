"""First names in alphabetical order as each of the app's languages sorts them.

Pure Python (no locale, no ICU), so the engine's helpers and the tests agree everywhere.

- German (DIN 5007-1, the order of dictionaries and name lists): ä, ö and ü count as
  a, o and u, ß as ss, other accents are ignored: *Ömer* comes before *Otto*.
- English: accents are ignored.
- Hungarian (the Hungarian alphabet): cs comes after c, dz and dzs after d, gy after g,
  ly after l, ny after n, sz after s, ty after t, zs after z; ö/ő are a letter of their
  own after o/ó, and ü/ű after u/ú; a long vowel sorts as its short one (á as a).
  So *Cecília* comes before *Csaba*, and *Olga* before *Ödön*.

Names that tie so far: the one without accents first (*Muller* before *Müller*), then
the lower-case one. Characters that are no letters (a space, a hyphen) come before the
letters, other scripts after them.
"""

from __future__ import annotations

import unicodedata

HUNGARIAN: tuple[str, ...] = (
    *("a", "b", "c", "cs", "d", "dz", "dzs", "e", "f", "g", "gy", "h", "i", "j", "k", "l"),
    *("ly", "m", "n", "ny", "o", "ö", "p", "q", "r", "s", "sz", "t", "ty", "u", "ü", "v"),
    *("w", "x", "y", "z", "zs"),
)
"""The Hungarian alphabet's letters in order (the long vowels sort as the short ones)."""
LATIN: tuple[str, ...] = tuple("abcdefghijklmnopqrstuvwxyz")
"""The German and English alphabet (umlauts and accents fold onto these)."""

_HUNGARIAN_KEEP = {"á": "a", "é": "e", "í": "i", "ó": "o", "ö": "ö", "ő": "ö", "ú": "u"}
_HUNGARIAN_KEEP |= {"ü": "ü", "ű": "ü"}
"""Hungarian vowels folded by hand: ö and ü stay letters of their own."""
_OTHER = {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i"}
"""Letters that Unicode does not split into a base letter and an accent."""


def _fold(char: str, lang: str) -> tuple[str, bool]:
    """``char`` (lower case) as its base letters, and whether an accent was dropped."""
    if lang == "hu" and char in _HUNGARIAN_KEEP:
        base = _HUNGARIAN_KEEP[char]
        return base, base != char and char not in "öü"
    if char in _OTHER:
        return _OTHER[char], True
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return base or char, base != char


def _tokens(text: str, lang: str) -> list[tuple[str, bool]]:
    """The letters of ``text`` (lower case) in the language's alphabet, each with its
    accent flag; Hungarian double and triple letters are one token."""
    chars = [(base, accent) for char in text for base, accent in [_fold(char, lang)]]
    plain = "".join(base for base, _ in chars)
    marks = [accent for base, accent in chars for _ in base]
    out: list[tuple[str, bool]] = []
    i = 0
    while i < len(plain):
        size = 1
        if lang == "hu":
            size = next((n for n in (3, 2) if plain[i : i + n] in HUNGARIAN), 1)
        out.append((plain[i : i + size], any(marks[i : i + size])))
        i += size
    return out


def sort_key(name: str, lang: str) -> tuple:
    """What ``sorted(names, key=…)`` needs to put first names in the order of ``lang``
    (``"de"``, ``"en"`` or ``"hu"``; any other sorts as English)."""
    text = name.strip()
    order = HUNGARIAN if lang == "hu" else LATIN
    rank = {letter: i for i, letter in enumerate(order)}
    tokens = _tokens(text.casefold(), lang)
    primary = tuple(
        (1, rank[t], 0) if t in rank else (2 if t.isalpha() else 0, 0, ord(t[0])) for t, _ in tokens
    )
    accents = tuple(accent for _, accent in tokens)
    cases = tuple(c.isupper() for c in text)
    return primary, accents, cases, text
