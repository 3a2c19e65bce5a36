"""What the rule-text tests share: a game's stored text and its ``##`` sections."""

from __future__ import annotations

import re

from app.paths import LOCALES


def rule_text(game: str, lang: str) -> str:
    """The rule text of ``game`` as stored (no fallback to English)."""
    return (LOCALES / lang / "rules" / f"{game}.md").read_text(encoding="utf-8")


def sections(body: str) -> dict[str, str]:
    """Heading → text, for the ``##`` sections."""
    parts = re.split(r"^## (.+)$", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def bullet(text: str, label: str) -> str:
    """The bullet of ``text`` that starts with the bold ``label``."""
    return next(line for line in text.splitlines() if line.startswith(f"- **{label}"))


def check_words(body: str, words: tuple[str, ...]) -> None:
    """Every one of ``words`` is in ``body`` (ignoring case), and no straight quotation
    mark is: each language writes its own."""
    missing = [word for word in words if word.casefold() not in body.casefold()]
    assert missing == []
    assert '"' not in body
