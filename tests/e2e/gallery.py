"""The screenshot matrix a person reviews before a release, run by hand (not a test: it
asserts nothing and takes minutes): every game's setup, table and result, the home,
settings and rules screens, the players, statistics, history, a replay and a hand-over,
in German, English and Hungarian, on a 412×915 and a 360×740 phone, light and dark.
``python -m tests.e2e.gallery [--langs de,hu] [--sizes small] [--themes light]``; the
pictures land in ``tests/e2e/screenshots/gallery/``."""

from __future__ import annotations

import argparse
import tempfile
from contextlib import suppress
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from app.i18n import Translator
from tests.e2e.conftest import (
    CHROMIUM,
    PHONE,
    SHOTS,
    SMALL,
    answer,
    by_id,
    enable_semantics,
    open_app,
    settings_init,
    shot,
    shown,
    start_server,
    stop_server,
    type_into,
)
from tests.e2e.test_snorkeling_e2e import hand_cards, my_move

SIZES = {"phone": PHONE, "small": SMALL}
IDENTIFIERS = "els => els.map(e => e.getAttribute('flt-semantics-identifier'))"
NAMES = {"de": ("Lukas", "Mia"), "en": ("Anna", "Ben"), "hu": ("Réka", "Ödön")}


def screens(page, lang: str, theme: str) -> list[tuple[str, object]]:
    """(name, how to reach it from home) for every screen in the matrix; the results
    (a deal or a round played through, an SLF game ended at once) in the light theme."""

    tr = Translator(lang)

    def table(game: str, people: int) -> None:
        by_id(page, f"tile-{game}").click()
        for i, name in enumerate(NAMES[lang][:people]):
            type_into(page, tr.t("seat-player", number=i + 1), name)
        by_id(page, "setup-start").click()
        asked = page.get_by_role("alertdialog")
        shown(by_id(page, "table-back").or_(asked))
        if asked.count():  # a saved game of this game is replaced
            answer(page, tr.t("play-start"))
            shown(by_id(page, "table-back"))

    def result(game: str, people: int, done: str, step) -> None:
        table(game, people)
        for _ in range(300):
            if by_id(page, done).count():
                return
            step()
            page.wait_for_timeout(100)

    taps = iter(range(10_000))

    def tap_a_card() -> None:
        """On the person's turn, the next card in turn (a refused one explains itself)."""
        hand = hand_cards(page)
        if by_id(page, "turn").filter(has_text=tr.t("sn-your-turn")).count() and hand.count():
            with suppress(PlaywrightError):
                hand.nth(next(taps) % hand.count()).click(timeout=2_000)

    def end_slf() -> None:
        """End the game at once (once: the podium may take a moment to come)."""
        if by_id(page, "end-game").count():
            by_id(page, "end-game").click()
            answer(page, tr.t("slf-end-yes"))

    results = [
        ("result-schnapsen", lambda: result("schnapsen", 1, "deal-result", tap_a_card)),
        (
            "result-snorkeling",
            lambda: result("snorkeling", 1, "round-result", lambda: my_move(page)),
        ),
        ("result-slf", lambda: result("slf", 2, "podium", end_slf)),
    ]

    def handover() -> None:
        by_id(page, "tile-schnapsen").click()
        by_id(page, "setup-opponent").get_by_role("button", name=tr.t("sn-vs-person")).click()
        by_id(page, "setup-start").click()
        asked = page.get_by_role("alertdialog")
        shown(by_id(page, "handover-ready").or_(asked))
        if asked.count():
            answer(page, tr.t("play-start"))
            shown(by_id(page, "handover-ready"))

    def statistics() -> None:
        page.get_by_role("tab", name=tr.t("nav-stats")).click()
        shown(by_id(page, "open-history"))

    def history() -> None:
        statistics()
        by_id(page, "open-history").click()

    def finished() -> None:
        """A finished game for the history and its replay (the statistics then)."""
        result("slf", 2, "podium", end_slf)
        by_id(page, "next-round").click()
        shown(by_id(page, "tile-schnapsen"))
        statistics()

    def replay() -> None:
        history()
        ids = page.locator('[flt-semantics-identifier^="history-"]')
        shown(ids.first)
        games = [i for i in ids.evaluate_all(IDENTIFIERS) if i.removeprefix("history-").isdigit()]
        by_id(page, games[-1]).click()
        shown(by_id(page, "replay-step"))

    after_results = [
        ("players", lambda: page.get_by_role("tab", name=tr.t("nav-players")).click()),
        ("stats", finished),
        ("history", history),
        ("replay", replay),
    ]
    return [
        *(results + after_results if theme == "light" else []),
        ("home", lambda: None),
        ("settings", lambda: by_id(page, "open-settings").click()),
        ("rules-schnapsen", lambda: by_id(page, "rules-schnapsen").click()),
        ("setup-schnapsen", lambda: by_id(page, "tile-schnapsen").click()),
        ("table-schnapsen", lambda: table("schnapsen", 1)),
        ("setup-snorkeling", lambda: by_id(page, "tile-snorkeling").click()),
        ("table-snorkeling", lambda: table("snorkeling", 1)),
        ("setup-slf", lambda: by_id(page, "tile-slf").click()),
        ("table-slf", lambda: table("slf", 2)),
        ("setup-schnitzel", lambda: by_id(page, "tile-schnitzel").click()),
        ("table-schnitzel", lambda: table("schnitzel", 1)),
        ("setup-snap", lambda: by_id(page, "tile-snap").click()),
        ("handover-schnapsen", handover),
    ]


def main() -> None:
    """Take the matrix."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--langs", default="de,en,hu")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--themes", default="light,dark")
    args = parser.parse_args()
    (SHOTS / "gallery").mkdir(parents=True, exist_ok=True)
    server = start_server(Path(tempfile.mkdtemp()) / "data")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM))
            for lang in args.langs.split(","):
                for size in args.sizes.split(","):
                    viewport = SIZES[size]
                    for theme in args.themes.split(","):
                        init = settings_init(
                            language=lang, theme=theme, bot_speed="fast", remember_players=True
                        )
                        page = open_app(browser, server.url, init=init, viewport=viewport)
                        for name, reach in screens(page, lang, theme):
                            page.goto(server.url)
                            enable_semantics(page)
                            shown(by_id(page, "tile-schnapsen"))
                            reach()
                            path = shot(page, f"gallery/{name}-{lang}-{size}-{theme}")
                            print(path.relative_to(SHOTS))
                        page.close()
            browser.close()
    finally:
        stop_server(server)


if __name__ == "__main__":
    main()
