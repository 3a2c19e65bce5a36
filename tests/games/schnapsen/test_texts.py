"""The Schnapsen rule texts and option labels say what the engine does, in all three
languages (issue 17 point 18)."""

from __future__ import annotations

import re

import pytest

from app.i18n import Translator

LANGS = ("de", "en", "hu")
OPTIONS = (
    "opt-manual-claim",
    "opt-show-points",
    "opt-bummerl-nine",
    "opt-marriages-when-closed",
    "opt-strict-exchange",
    "opt-sharp",
)
"""The setup's option labels."""
LAST_TRICK = {
    "en": "The last trick needs no tap: if its winner has 66, the app counts that as a claim.",
    "de": "Beim letzten Stich musst du nicht tippen: Hat, wer ihn macht, 66, zählt die App das",
    "hu": "Az utolsó ütés után nem kell gombot nyomni: ha aki vitte, elérte a 66-ot, az alkalm",
}
"""What the engine does with the manual claim when the last trick is taken."""
NO_BUTTON_AFTER_THE_LAST_TRICK = {
    "en": "right after the last trick",
    "de": "gleich nach dem letzten Stich",
    "hu": "rögtön az utolsó ütés után",
}
"""The old promise of a "66!" button after the last trick, which the engine never offers."""
USED_UP = {"en": "used up", "de": "aufgebraucht", "hu": "elfogy"}


def rules(lang: str) -> str:
    """The Schnapsen rule text in ``lang``."""
    return Translator(lang).rules("schnapsen")


def option_bullets(lang: str) -> list[str]:
    """The rule text's options, one bullet each (the last section)."""
    section = rules(lang).rsplit("\n## ", 1)[1]
    return [line for line in section.splitlines() if line.startswith("- **")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_claim_text_says_what_happens_at_the_last_trick(lang):
    """The engine scores the last trick itself (a winner with 66 counts as claimed; see
    test_claim.py): the text says so and offers no button the app does not have."""
    (claim,) = [b for b in option_bullets(lang) if "66" in b.split("**")[1]]
    assert LAST_TRICK[lang] in claim
    assert NO_BUTTON_AFTER_THE_LAST_TRICK[lang] not in claim


@pytest.mark.parametrize("lang", LANGS)
def test_the_marriages_option_also_names_a_used_up_talon(lang):
    """The option holds once the talon is used up, not only once it is closed."""
    label = Translator(lang).t("opt-marriages-when-closed")
    assert USED_UP[lang] in label


@pytest.mark.parametrize("lang", LANGS)
def test_an_option_name_names_one_option(lang):
    """A label that starts with a name ("Sharp: …") is used by no other option's bullet in
    the rule text ("Szigorú" once named both the sharp game and the strict exchange)."""
    tr = Translator(lang)
    named = [tr.t(o).split(":")[0] for o in OPTIONS if ":" in tr.t(o)]
    assert named, "no option label has a name"
    for name in named:
        word = re.compile(rf"\*{{1,2}}{re.escape(name)}\b", re.IGNORECASE)
        using = [b for b in option_bullets(lang) if word.search(b)]
        assert len(using) <= 1, (name, using)
        for bullet in using:
            assert name.lower() in bullet.split("**")[1].lower(), (name, bullet)


@pytest.mark.parametrize("lang", LANGS)
def test_the_schneider_bummerl_is_not_called_seven_to_nothing(lang):
    """A Bummerl may start at 9, so its whitewash is not named "7:0"."""
    tr = Translator(lang)
    assert "7:0" not in tr.t("sn-schneider-bummerl")
    assert "7:0" not in tr.t("sn-stats-double", count=2)


def test_german_card_names_are_compounds():
    """ "Schellen-Ass", not "Schelle-Ass"; the other suits keep their form."""
    tr = Translator("de")

    def name(suit: str, rank: str) -> str:
        return tr.t("card-name", suit=tr.t(f"suit-german-{suit}"), rank=tr.t(f"rank-german-{rank}"))

    assert [name(s, "A") for s in "HDSC"] == ["Herz-Ass", "Schellen-Ass", "Laub-Ass", "Eichel-Ass"]
    assert name("D", "J") == "Schellen-Unter"
