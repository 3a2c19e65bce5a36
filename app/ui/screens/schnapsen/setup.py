"""Setting up a Bummerl: the opponent (a computer level or a second person), the seats,
and the rule options with their defaults (the rarer ones folded under "More rules"); it
opens with the seats and rules this browser last started a Bummerl with."""

from __future__ import annotations

import flet as ft

from app.core.errors import UserError
from app.games.schnapsen import GAME
from app.games.schnapsen.model import Options
from app.stats import LastSetup, list_players
from app.ui.host import Host
from app.ui.screens.form import Form
from app.ui.screens.prefill import lineup_from, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.schnapsen.choices import Choices
from app.ui.screens.seats import PERSON, SeatEditor
from app.ui.session import GameSession, Seat
from app.ui.settings import SKINS
from app.ui.widgets import segmented, start_button, tagged

SWITCHES = {
    "manual_claim": ("opt-manual-claim", "opt-manual-claim-hint"),
    "show_points": ("opt-show-points", None),
    "aids": ("opt-aids", "opt-aids-hint"),
    "open_hands": ("opt-open-hands", "opt-open-hands-hint"),
    "bummerl_start": ("opt-bummerl-nine", None),
    "marriages_when_closed": ("opt-marriages-when-closed", None),
    "strict_exchange": ("opt-strict-exchange", None),
    "sharp": ("opt-sharp", None),
}
"""Each switch's label and the line that explains it (if any), in the order shown."""
MORE = ("marriages_when_closed", "strict_exchange", "sharp")
"""The rarer rules, folded under "More rules"."""
ON = {"bummerl_start": 9}
"""What a switch that is not a yes/no option sets when it is on."""


def first_lineup(host: Host, setup: LastSetup | None) -> tuple[Seat, ...] | None:
    """The last Bummerl's seats; else the first listed player against the normal computer."""
    if lineup := lineup_from(setup):
        return lineup
    players = list_players(host.db, visible_only=True)
    return (Seat(players[0].name, players[0].id), Seat(bot="normal")) if players else None


def view(host: Host) -> ft.View:
    """The setup view: the opponent, the seats (an empty name plays as its placeholder),
    the rules; it opens as this browser last started a Bummerl."""
    setup = remembered(host, "schnapsen")
    form = Form(host, Options, Choices, setup)
    editor = SeatEditor(
        host, GAME, start=(PERSON, "normal"), lineup=first_lineup(host, setup), kinds=False
    )
    other = editor.rows[1]
    state = {
        "opponent": "person" if other.kind == PERSON else "computer",
        "level": "normal" if other.kind == PERSON else other.kind,
    }
    level_row = ft.Column([], tight=True, visible=state["opponent"] == "computer")
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def seat_opponent() -> None:
        computer = state["opponent"] == "computer"
        editor.set_kind(editor.rows[1], state["level"] if computer else PERSON)
        level_row.visible = computer

    async def pick_opponent(e: ft.Event) -> None:
        state["opponent"] = e.control.selected[0]
        seat_opponent()

    async def pick_level(e: ft.Event) -> None:
        state["level"] = e.control.selected[0]
        seat_opponent()

    opponent = segmented(
        "setup-opponent",
        [
            ("computer", host.t("sn-vs-computer"), ft.Icons.SMART_TOY_OUTLINED),
            ("person", host.t("sn-vs-person"), ft.Icons.PERSON_OUTLINE),
        ],
        state["opponent"],
        pick_opponent,
    )
    level_row.controls = [
        ft.Text(host.t("sn-level"), weight=ft.FontWeight.BOLD),
        segmented(
            "setup-level",
            [(lv.name, host.t(f"level-{lv.name}"), None) for lv in GAME.levels],
            state["level"],
            pick_level,
        ),
    ]

    def switch(name: str) -> ft.Control:
        label, hint = SWITCHES[name]
        return form.switch(name, label, hint, on=ON.get(name, True))

    def start() -> None:
        seats = editor.seats()
        if seats is None:
            error.value, error.visible = host.t("seat-fix-names"), True
            return
        try:
            session = GameSession.new(
                "schnapsen",
                form.rules(),
                seats,
                host.client_id,
                form.table(),
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
            options=[
                ft.DropdownOption(
                    key=k, text=host.t(f"skin-{k}-name"), content=ft.Text(host.t(f"skin-{k}"))
                )
                for k in SKINS
            ],
            on_select=pick_skin,
            expand=True,
        ),
    )

    controls = [
        ft.Text(host.t("sn-opponent"), weight=ft.FontWeight.BOLD),
        opponent,
        level_row,
        *editor.controls(),
        skin,
        ft.Divider(),
        ft.Text(host.t("sn-rules"), weight=ft.FontWeight.BOLD),
        *[switch(name) for name in SWITCHES if name not in MORE],
        ft.ExpansionTile(
            title=ft.Text(host.t("sn-more-rules")),
            controls=[switch(name) for name in MORE],
            expanded=any(form.changed(name) for name in MORE),
        ),
    ]
    return setup_screen(
        host,
        "schnapsen",
        host.t("game-schnapsen"),
        controls,
        error,
        start_button(host.t("sn-start"), start),
    )
