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
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor
from app.ui.session import AIDS, GameSession, Seat
from app.ui.settings import SKINS
from app.ui.widgets import hinted, segmented, start_button, tagged

OPEN_HANDS = "open_hands"
"""Training: the computer's cards face up (the computer still plays from its own view)."""
MAIN_OPTIONS = ("manual_claim", "show_points", AIDS, OPEN_HANDS, "bummerl_nine")
MORE_OPTIONS = ("marriages_when_closed", "strict_exchange", "sharp")
LABELS = {
    "manual_claim": "opt-manual-claim",
    "show_points": "opt-show-points",
    AIDS: "opt-aids",
    OPEN_HANDS: "opt-open-hands",
    "bummerl_nine": "opt-bummerl-nine",
    "marriages_when_closed": "opt-marriages-when-closed",
    "strict_exchange": "opt-strict-exchange",
    "sharp": "opt-sharp",
}
EXPLAINED = {
    "manual_claim": "opt-manual-claim-hint",
    AIDS: "opt-aids-hint",
    OPEN_HANDS: "opt-open-hands-hint",
}
"""The switches with a line of explanation under them."""
EXTRAS = ("show_points", AIDS, OPEN_HANDS)
"""The switches that are presentation choices and aids, not rules (the session's extras)."""


def defaults() -> dict[str, bool]:
    """Every switch of the setup screen at its default."""
    o = Options()
    return {
        "manual_claim": o.manual_claim,
        "show_points": False,
        AIDS: False,
        OPEN_HANDS: False,
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


def remembered_choice(setup: LastSetup | None) -> dict[str, bool]:
    """The switches as the last Bummerl was started (defaults where it says nothing)."""
    if setup is None:
        return defaults()
    stored = {**setup.options, **{name: setup.extras.get(name) for name in EXTRAS}}
    if "bummerl_start" in setup.options:
        stored["bummerl_nine"] = setup.options["bummerl_start"] == 9
    return prefilled(defaults(), stored)


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
    choice = remembered_choice(setup)
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
        async def toggle(e: ft.Event) -> None:
            choice[name] = bool(e.control.value)

        switch = ft.Switch(label=host.t(LABELS[name]), value=choice[name], on_change=toggle)
        hint = host.t(EXPLAINED[name]) if name in EXPLAINED else None
        return hinted(f"opt-{name}", switch, hint)

    def start() -> None:
        seats = editor.seats()
        if seats is None:
            error.value, error.visible = host.t("seat-fix-names"), True
            return
        try:
            session = GameSession.new(
                "schnapsen",
                engine_options(choice),
                seats,
                host.client_id,
                {name: choice[name] for name in EXTRAS},
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
        *[switch(name) for name in MAIN_OPTIONS],
        ft.ExpansionTile(
            title=ft.Text(host.t("sn-more-rules")),
            controls=[switch(name) for name in MORE_OPTIONS],
            expanded=any(choice[n] != defaults()[n] for n in MORE_OPTIONS),
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
