"""A game's rules, rendered from locales/<lang>/rules/<game>.md.

The app bar says "Rules" (short enough for any phone); the text's own first heading, the
game's name, is the page's title and is not repeated. Under it the contents: a button
per section heading that scrolls to it. The text is set at a size read comfortably on a
phone held at arm's length.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.theme import TAP
from app.ui.widgets import TEXT_WIDTH, tagged

BODY = 17
"""Size of the running text and the lists."""
STYLE = ft.MarkdownStyleSheet(
    p_text_style=ft.TextStyle(size=BODY, height=1.4),
    list_bullet_text_style=ft.TextStyle(size=BODY, height=1.4),
    strong_text_style=ft.TextStyle(size=BODY, weight=ft.FontWeight.BOLD),
    em_text_style=ft.TextStyle(size=BODY, italic=True),
    table_head_text_style=ft.TextStyle(size=BODY - 1, weight=ft.FontWeight.BOLD),
    table_body_text_style=ft.TextStyle(size=BODY - 1),
    h2_text_style=ft.TextStyle(size=23, weight=ft.FontWeight.BOLD),
    h2_padding=ft.Padding.only(top=12),
    h3_text_style=ft.TextStyle(size=19, weight=ft.FontWeight.BOLD),
    block_spacing=10,
)


@dataclass(frozen=True)
class Section:
    """One ``##`` part of a rule text: its heading and its Markdown (heading included)."""

    heading: str
    text: str


def parts(text: str) -> tuple[str | None, str, list[Section]]:
    """A rule text's ``#`` title (None if it has none), what stands before its first
    ``##`` heading, and its sections."""
    title: str | None = None
    lead: list[str] = []
    sections: list[Section] = []
    for line in text.splitlines():
        if line.startswith("# ") and title is None and not sections:
            title = line[2:].strip()
        elif line.startswith("## "):
            sections.append(Section(line[3:].strip(), line))
        elif sections:
            last = sections[-1]
            sections[-1] = Section(last.heading, f"{last.text}\n{line}")
        else:
            lead.append(line)
    return title, "\n".join(lead).strip(), sections


def view(host: Host, game: str) -> ft.View:
    """The rules view for ``game``: its title, the contents and the text."""
    t = host.t
    route, text = f"/rules/{game}", host.tr.rules(game)
    if not text:
        missing = tagged("rules-text", ft.Text(t("rules-missing")))
        return screen(host, route, t("button-rules"), [missing])
    title, lead, sections = parts(text)
    heading = ft.Text(title or t(f"game-{game}"), size=28, weight=ft.FontWeight.BOLD)
    body: list[ft.Control] = [tagged("rules-heading", heading, header=True)]
    if lead:
        body.append(markdown(lead))

    def scroller(key: str):
        async def scroll() -> None:
            duration = 0 if host.settings.reduce_motion else 300
            await page.scroll_to(scroll_key=key, duration=duration)

        return scroll

    jumps: list[ft.Control] = []
    for i, section in enumerate(sections):
        key = f"rules-{i}"
        # Flet builds its keys' fields with a decorator mypy cannot see into
        body.append(markdown(section.text, ft.ScrollKey(key)))  # type: ignore[call-arg]
        button = ft.TextButton(
            section.heading,
            height=TAP,
            style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=10)),
            on_click=scroller(key),
        )
        jumps.append(tagged(f"rules-to-{i}", button))
    if jumps:
        contents = ft.Column(
            [
                ft.Text(t("rules-contents"), size=15, weight=ft.FontWeight.BOLD),
                ft.Row(jumps, wrap=True, spacing=4, run_spacing=0),
            ],
            spacing=4,
            tight=True,
        )
        body.insert(2 if lead else 1, tagged("rules-contents", contents))  # under the lead
    text_column = tagged("rules-text", ft.Column(body))
    page = screen(host, route, t("button-rules"), [text_column], width=TEXT_WIDTH)
    return page  # (named: the contents' buttons scroll it)


def markdown(text: str, key: ft.ScrollKey | None = None) -> ft.Markdown:
    """A part of the rules in the readable style."""
    return ft.Markdown(
        text,
        key=key,
        md_style_sheet=STYLE,
        extension_set=ft.MarkdownExtensionSet.GITHUB_WEB,
    )
