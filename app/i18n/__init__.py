"""Translations: Fluent files under ``locales/<lang>/`` behind one ``t()`` call.

>>> Translator("de").t("nav-players")
'Spieler'
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import cache
from pathlib import Path

from babel.dates import format_skeleton
from fluent.runtime import FluentBundle, FluentResource

from app.core.errors import UserError
from app.paths import LOCALES

Arg = str | int | float | date | None
"""What a message may be given to say: a name, a number, a date (what Fluent formats);
None where a label passed on may be unset."""

LANGUAGES: tuple[tuple[str, str], ...] = (("de", "Deutsch"), ("en", "English"), ("hu", "Magyar"))
"""Language codes with their native names, in picker order."""
CODES = tuple(code for code, _ in LANGUAGES)
FALLBACK = "en"
_BUNDLE_LOCALE = {"de": "de-AT", "en": "en-GB", "hu": "hu-HU"}


def pick_language(tags: str | list[str] | None) -> str:
    """The first supported language among device tags such as ``"de-DE"``; else English."""
    if isinstance(tags, str):
        tags = [tags]
    for tag in tags or []:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in CODES:
            return code
    return FALLBACK


def ftl_files(lang: str, root: Path = LOCALES) -> list[Path]:
    """The Fluent files of one language, sorted by name."""
    return sorted((root / lang).glob("*.ftl"))


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([_BUNDLE_LOCALE[lang]], use_isolating=False)
    for path in ftl_files(lang):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


class Translator:
    """Formats message ids in one language, falling back to English."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in CODES else FALLBACK

    def t(self, message_id: str, **args: Arg) -> str:
        """The formatted message, or the id itself if no locale has it."""
        for lang in dict.fromkeys((self.lang, FALLBACK)):
            bundle = _bundle(lang)
            if bundle.has_message(message_id):
                message = bundle.get_message(message_id)
                if message.value is not None:
                    text, _errors = bundle.format_pattern(message.value, args)
                    return str(text)  # a pattern formats to a str; fluent's type adds FluentNone
        return message_id

    def join(self, items: Sequence[str]) -> str:
        """Items as a list in words, the last joined by this language's "and".

        >>> Translator("de").join(["Lukas", "Ben", "Mia"])
        'Lukas, Ben und Mia'
        >>> Translator("hu").join(["Lukas", "Ben"]), Translator("en").join(["Lukas"])
        ('Lukas és Ben', 'Lukas')
        """
        if len(items) < 2:
            return "".join(items)
        return self.t("list-and", head=", ".join(items[:-1]), last=items[-1])

    def month(self, month: str) -> str:
        """A month ("2026-11") in short, as this language writes it.

        >>> Translator("en").month("2026-11"), Translator("de").month("2026-11")
        ('Nov ’26', 'Nov. 2026')
        >>> Translator("hu").month("2026-11"), Translator("en").month("soon")
        ('2026. nov.', 'soon')
        """
        try:
            day = date(int(month[:4]), int(month[5:7]), 1)
        except ValueError:
            return month
        return format_skeleton("MMMyy", day, locale=_BUNDLE_LOCALE[self.lang].replace("-", "_"))

    def error(self, error: UserError) -> str:
        """The translated text of a :class:`~app.core.errors.UserError`; an argument that
        is one itself (why it came) is put in translated."""
        causes = {k: self.error(v) for k, v in error.causes.items()}
        return self.t(error.message_id, **error.args_dict, **causes)

    def rules(self, game: str) -> str | None:
        """The Markdown rule text of ``game``, in this language or else English."""
        for lang in dict.fromkeys((self.lang, FALLBACK)):
            path = LOCALES / lang / "rules" / f"{game}.md"
            if path.is_file():
                return path.read_text(encoding="utf-8")
        return None
