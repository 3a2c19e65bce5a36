"""Setting up a Bummerl: the opponent (a computer level or a second person), the seats,
and the rule options with their defaults (the rarer ones folded under "More rules")."""

from __future__ import annotations

import flet as ft

from app.core.errors import UserError
from app.games.schnapsen import GAME
from app.games.schnapsen.model import Options
from app.stats import list_players
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.session import GameSession, Seat
from app.ui.settings import SKINS
from app.ui.widgets import segmented, start_button, tagged

MAIN_OPTIONS = ("manual_claim", "show_points", "bummerl_nine")
MORE_OPTIONS = ("marriages_when_closed", "strict_exchange", "sharp")
LABELS = {
    "manual_claim": "opt-manual-claim",
    "show_points": "opt-show-points",
    "bummerl_nine": "opt-bummerl-nine",
    "marriages_when_closed": "opt-marriages-when-closed",
    "strict_exchange": "opt-strict-exchange",
    "sharp": "opt-sharp",
}


def defaults() -> dict[str, bool]:
    """Every switch of the setup screen at its default."""
    o = Options()
    return {
        "manual_claim": o.manual_claim,
        "show_points": False,
        "bummerl_nine": o.bummerl_start == 9,
        "marriages_when_closed": o.marriages_when_closed,
        "strict_exchange": o.strict_exchange,
        "sharp": o.sharp,
    }


def engine_options(choice: dict[str, bool]) -> dict:
    """The engine's options from the switches."""
    return {
        "manual_claim": choice["manual_claim"],
        "strict_exchange": choice["strict_exchange"],
        "marriages_when_closed": choice["marriages_when_closed"],
        "sharp": choice["sharp"],
        "bummerl_start": 9 if choice["bummerl_nine"] else 7,
    }


def view(host: Host) -> ft.View:
    """The setup view."""
    players = list_players(host.db)
    choice = defaults()
    state = {"opponent": "computer", "level": "normal"}
    people = [
        ("guest-1", host.t("sn-guest", number=1)),
        ("guest-2", host.t("sn-guest", number=2)),
    ]
    people += [(str(p.id), p.name) for p in players]

    def picker(label: str, value: str, ident: str) -> ft.Dropdown:
        return tagged(
            ident,
            ft.Dropdown(
                label=host.t(label),
                value=value,
                options=[ft.DropdownOption(key=k, text=name) for k, name in people],
                expand=True,
            ),
        )

    first = picker("sn-player-1", str(players[0].id) if players else "guest-1", "seat-1")
    second = picker("sn-player-2", str(players[1].id) if len(players) > 1 else "guest-2", "seat-2")
    second.visible = False
    level_row = ft.Column([], tight=True)
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    async def pick_opponent(e: ft.Event) -> None:
        state["opponent"] = e.control.selected[0]
        second.visible = state["opponent"] == "person"
        level_row.visible = not second.visible

    async def pick_level(e: ft.Event) -> None:
        state["level"] = e.control.selected[0]

    opponent = segmented(
        "setup-opponent",
        [
            ("computer", host.t("sn-vs-computer"), ft.Icons.SMART_TOY_OUTLINED),
            ("person", host.t("sn-vs-person"), ft.Icons.PERSON_OUTLINE),
        ],
        "computer",
        pick_opponent,
    )
    level_row.controls = [
        ft.Text(host.t("sn-level"), weight=ft.FontWeight.BOLD),
        segmented(
            "setup-level",
            [(lv.name, host.t(f"level-{lv.name}"), None) for lv in GAME.levels],
            "normal",
            pick_level,
        ),
    ]

    def switch(name: str) -> ft.Control:
        async def toggle(e: ft.Event) -> None:
            choice[name] = bool(e.control.value)

        control = tagged(
            f"opt-{name}",
            ft.Switch(label=host.t(LABELS[name]), value=choice[name], on_change=toggle),
        )
        if name != "manual_claim":
            return control
        hint = ft.Text(host.t("opt-manual-claim-hint"), size=12, color=ft.Colors.ON_SURFACE_VARIANT)
        return ft.Column([control, hint], spacing=2, tight=True)

    def seat(ref: ft.Semantics) -> Seat:
        key = ref.content.value
        names = dict(people)
        return Seat(names[key], player_id=None if key.startswith("guest") else int(key))

    def start() -> None:
        you = seat(first)
        if state["opponent"] == "person":
            other = seat(second)
            if other == you:
                error.value, error.visible = host.t("err-same-player"), True
                return
        else:
            level = state["level"]
            other = Seat(host.t("sn-computer-name", level=host.t(f"level-{level}")), bot=level)
        try:
            session = GameSession.new(
                "schnapsen",
                engine_options(choice),
                (you, other),
                host.client_id,
                {"show_points": choice["show_points"]},
            )
        except UserError as problem:
            error.value, error.visible = host.tr.error(problem), True
            return
        host.begin(session)

    async def pick_skin(e: ft.Event) -> None:
        await host.change(redraw=False, skin=e.control.value)

    skin = tagged(
        "setup-skin",
        ft.Dropdown(
            label=host.t("settings-skin"),
            value=host.settings.skin,
            options=[ft.DropdownOption(key=k, text=host.t(f"skin-{k}")) for k in SKINS],
            on_select=pick_skin,
            expand=True,
        ),
    )

    controls = [
        ft.Text(host.t("sn-opponent"), weight=ft.FontWeight.BOLD),
        opponent,
        level_row,
        first,
        second,
        skin,
        ft.Divider(),
        ft.Text(host.t("sn-rules"), weight=ft.FontWeight.BOLD),
        *[switch(name) for name in MAIN_OPTIONS],
        ft.ExpansionTile(
            title=ft.Text(host.t("sn-more-rules")),
            controls=[switch(name) for name in MORE_OPTIONS],
        ),
        error,
        start_button(host.t("sn-start"), start),
    ]
    return screen(host, "/play/schnapsen/setup", host.t("sn-setup-title"), controls)
