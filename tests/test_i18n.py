"""The three locales are complete and consistent, and every error code has words."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

from app.games import GAMES
from app.i18n import CODES, LANGUAGES, Translator, ftl_files, pick_language
from app.paths import LOCALES, ROOT


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 - Visitor API
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages(lang: str) -> dict[str, set[str]]:
    """Message id → the variables it uses, over all Fluent files of a language."""
    out: dict[str, set[str]] = {}
    for path in ftl_files(lang):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, fast.Junk)]
        assert not junk, f"{path}: parse errors {[j.content[:60] for j in junk]}"
        for entry in resource.body:
            if isinstance(entry, fast.Message):
                assert entry.id.name not in out, f"{path}: {entry.id.name} defined twice"
                visitor = _Variables()
                visitor.visit(entry)
                out[entry.id.name] = visitor.names
    return out


def test_every_language_has_a_folder_and_files():
    """de, en and hu each have the same Fluent files."""
    names = {lang: [p.name for p in ftl_files(lang)] for lang in CODES}
    assert names["en"], "English must have Fluent files"
    assert all(n == names["en"] for n in names.values()), names


@pytest.mark.parametrize("lang", [c for c in CODES if c != "en"])
def test_same_messages_and_variables_as_english(lang):
    """Exactly en's message ids, and per message the same variables."""
    english, other = messages("en"), messages(lang)
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "extra"
    wrong = {m: (english[m], other[m]) for m in english if english[m] != other[m]}
    assert wrong == {}


def error_codes() -> set[str]:
    """Every literal code given to IllegalMove/UserError/InvalidNotation under app/."""
    codes = set()
    for path in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in {"IllegalMove", "UserError", "InvalidNotation"}
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                codes.add(node.args[0].value)
    return codes


def test_every_error_code_has_a_message():
    """Each code raised in app/ (engines included) is translated."""
    codes = error_codes()
    assert {"name-empty", "name-taken", "bad-card", "record-damaged"} <= codes
    known = messages("en")
    missing = sorted(c for c in codes if f"err-{c}" not in known)
    assert missing == []


def test_every_game_has_a_name_a_blurb_and_rules_in_every_language():
    """Home tiles and rules screens never fall back to an id."""
    for lang in CODES:
        ids = messages(lang)
        for info in GAMES.values():
            assert {f"game-{info.id}", f"game-{info.id}-blurb"} <= set(ids)
            rules = LOCALES / lang / "rules" / f"{info.id}.md"
            assert rules.is_file(), rules
            text = rules.read_text(encoding="utf-8")
            assert text.startswith("# ") and text.count("\n## ") >= 3


def test_language_picking_and_fallback():
    """Device tags map to our languages; anything else gives English."""
    assert pick_language("de-AT") == "de"
    assert pick_language(["fr-FR", "hu_HU"]) == "hu"
    assert pick_language(["fr", "it"]) == "en"
    assert pick_language(None) == "en"
    assert [code for code, _ in LANGUAGES] == ["de", "en", "hu"]


def test_translator_formats_plurals_and_numbers():
    """Selectors and numbers format per language, without isolation marks."""
    assert Translator("en").t("players-count", count=1) == "One player"
    assert Translator("de").t("players-count", count=3) == "3 Spieler"
    assert Translator("hu").t("players-count", count=3) == "3 játékos"
    assert Translator("de").t("err-name-taken", name="Anna") == (
        "Es gibt schon einen Spieler namens Anna."
    )
    assert Translator("xx").lang == "en"
    assert Translator("en").t("no-such-message") == "no-such-message"


def test_rules_fall_back_to_english_then_nothing(tmp_path):
    """A missing rule text in one language falls back; an unknown game has none."""
    assert Translator("de").rules("schnapsen").startswith("# Schnapsen")
    assert Translator("en").rules("chess") is None


def test_locale_files_are_utf8_without_tabs():
    """Translators' editors keep these files readable."""
    for path in Path(LOCALES).rglob("*"):
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            assert "\t" not in text, path
