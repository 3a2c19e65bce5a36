"""Setting up Schnipp-Schnapp: 2–6 seats, each a person or a computer level (the
youngest first: they start), the pack and its faces, the tempo of turning, the time
limit, the Snap pool, "the card underneath counts" and the children's mode, each with
a line that says what it does. It opens as this browser last started a game."""

from __future__ import annotations

import flet as ft

from app.games.snap import GAME
from app.games.snap.model import FACES, LIMITS, PACKS, TEMPOS
from app.ui.host import Host
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.session import Seat
from app.ui.widgets import hinted, radios, segmented, start_button, tagged

DEFAULTS = {
    "pack": "skat",
    "faces": "french",
    "tempo": "normal",
    "limit": 10,
    "pool": False,
    "covered": False,
}
CHOICES = {"pack": tuple(PACKS), "faces": FACES, "tempo": TEMPOS, "limit": LIMITS}


def remembered_choice(options: dict, extras: dict) -> dict:
    """The choices the last game was started with (defaults where it says nothing that
    fits)."""
    choice = prefilled({**DEFAULTS, "children": False}, {**options, **extras})
    for key, allowed in CHOICES.items():
        if choice[key] not in allowed:
            choice[key] = DEFAULTS[key]
    return choice


def problem(host: Host, choice: dict) -> str | None:
    """What is wrong with the choices, in words (None: nothing)."""
    if choice["faces"] != "french" and choice["pack"] != "skat":
        return host.t("snp-faces-need-skat")
    return None


def hint(host: Host, message_id: str) -> ft.Text:
    """A line that explains the choice above it."""
    return ft.Text(host.t(message_id), size=12, color=ft.Colors.ON_SURFACE_VARIANT)


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else a person against the
    normal computer."""
    setup = remembered(host, "snap")
    editor = SeatEditor(host, GAME, start=(PERSON, "normal"), lineup=lineup_from(setup))
    choice = remembered_choice(
        dict(setup.options) if setup else {}, dict(setup.extras) if setup else {}
    )
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def pick(name: str, kind: type = str):
        def handler(e: ft.Event) -> None:
            choice[name] = kind(e.control.selected[0])

        return handler

    def toggle(name: str):
        def handler(e: ft.Event) -> None:
            choice[name] = bool(e.control.value)

        return handler

    def tick(name: str):
        def handler(e: ft.Event) -> None:
            if e.control.value in CHOICES[name]:
                choice[name] = e.control.value

        return handler

    def rules(seats: tuple[Seat, ...]) -> dict:
        return {k: choice[k] for k in DEFAULTS} | {"first": 0}

    def start() -> None:
        wrong = problem(host, choice)
        if wrong is not None:
            error.value, error.visible = wrong, True
            return
        start_game(host, "snap", editor, error, rules, {"children": choice["children"]})

    def title(message_id: str) -> ft.Text:
        return ft.Text(host.t(message_id), weight=ft.FontWeight.BOLD)

    packs = [(p, host.t(f"snp-pack-{p}"), None) for p in PACKS]
    limits = [(str(m), str(m) if m else host.t("snp-limit-none"), None) for m in LIMITS]
    faces = radios([(f, host.t(f"snp-faces-{f}")) for f in FACES], choice["faces"], tick("faces"))
    tempo = radios([(k, host.t(f"snp-tempo-{k}")) for k in TEMPOS], choice["tempo"], tick("tempo"))
    controls: list[ft.Control] = [
        title("snp-seats"),
        hint(host, "snp-seats-hint"),
        *editor.controls(),
        ft.Divider(),
        title("snp-pack"),
        segmented("setup-pack", packs, choice["pack"], pick("pack")),
        hint(host, "snp-pack-hint"),
        title("snp-faces"),
        tagged("setup-faces", faces),
        hint(host, "snp-faces-hint"),
        title("snp-tempo"),
        tagged("setup-tempo", tempo),
        hint(host, "snp-tempo-hint"),
        title("snp-limit"),
        segmented("setup-limit", limits, str(choice["limit"]), pick("limit", int)),
        hint(host, "snp-limit-hint"),
        hinted(
            "opt-pool",
            ft.Switch(label=host.t("snp-pool"), value=choice["pool"], on_change=toggle("pool")),
            host.t("snp-pool-hint"),
        ),
        hinted(
            "opt-covered",
            ft.Switch(
                label=host.t("snp-covered"), value=choice["covered"], on_change=toggle("covered")
            ),
            host.t("snp-covered-hint"),
        ),
        hinted(
            "opt-children",
            ft.Switch(
                label=host.t("snp-children"),
                value=choice["children"],
                on_change=toggle("children"),
            ),
            host.t("snp-children-hint"),
        ),
    ]
    return setup_screen(
        host, "snap", host.t("game-snap"), controls, error, start_button(host.t("snp-start"), start)
    )
