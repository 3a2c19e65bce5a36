"""One browser's session: its settings, its language, its client id and its screens.
It is the one implementation of :class:`app.ui.host.Host`, all that screens see of it.

Routes: ``/`` games, ``/players``, ``/stats`` (top level, with the navigation bar);
``/settings``, ``/rules/<game>`` and ``/play/<game>/setup`` (pushed, with a back arrow);
``/play/<game>``, the table of this browser's running game of that game (resumed from its
autosave; each game keeps its own).
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TypeVar, Unpack

import flet as ft

from app.core.errors import UserError
from app.games import GAMES
from app.i18n import Arg, Translator, pick_language
from app.paths import IN_BROWSER
from app.stats import (
    LastSetup,
    SavedGame,
    SeatResult,
    load_game,
    move_games,
    record_result,
    saved_games,
    set_aside,
)
from app.ui.asking import NO_ANSWER, ask
from app.ui.boot import warm_up_slowly
from app.ui.boundary import failed
from app.ui.feedback import Feedback
from app.ui.games import SCREENS
from app.ui.household import Household
from app.ui.notice import Notice
from app.ui.recovery import tell as tell_recovery
from app.ui.recovery import withdraw as withdraw_recovery
from app.ui.release import stop_tasks
from app.ui.routes import parent, views_for
from app.ui.screens.elsewhere import Elsewhere
from app.ui.session import GameSession
from app.ui.settings import Changes, Settings
from app.ui.stalls import StallWatch
from app.ui.table import Table, taps
from app.ui.table.newcomers import remember
from app.ui.thaw import thaw
from app.ui.theme import apply_theme
from app.ui.unwritable import tell as tell_unwritable

SETTINGS_KEY = "kr.settings"
CLIENT_KEY = "kr.client"
LOCALES = {"de": ft.Locale("de", "AT"), "en": ft.Locale("en", "GB"), "hu": ft.Locale("hu", "HU")}
log = logging.getLogger(__name__)
T = TypeVar("T")
ECHO_SECONDS = 10.0
"""How long the browser's report of an address the app put into its address bar is
waited for (``Shell.echo``)."""
_SENDERS: set[asyncio.Task] = set()
"""The tasks sending drawings (``Shell.show``) and warming up controls, held until done."""


class Shell:
    """Holds what one connected browser needs and rebuilds its views on every change."""

    ask_seconds = 5.0
    """How long the start waits for the browser's answers (its storage, its languages)."""

    def __init__(self, page: ft.Page, household: Household) -> None:
        self.page = page
        self.household = household
        self.prefs = ft.SharedPreferences()
        self.settings = Settings()
        self.tr = Translator("en")
        self.client_id = ""
        self.route = "/"
        self.back_to = "/"
        """Where the back arrow of a pushed screen (settings, rules, setup) leads."""
        self.stalls: StallWatch | None = None
        """The pause measurement, while diagnostics are on."""
        self.table: Table | None = None
        """The controller of the running game's table, once it is open."""
        self.pending: str | None = None
        """The route of the newest drawing asked for and not built yet (``show``)."""
        self.sending = False
        """True while a task sends drawings."""
        self._feedback: Feedback | None = None
        self.notice = Notice(page)
        self.asking: asyncio.Task | None = None
        """Asking a browser that did not answer at the start again."""
        self.released = False
        """True once Flet has ended the session (``release``)."""
        self.backed = float("-inf")
        """When the last Back was taken, or the screen it led to was sent (``back_taken``)."""
        self.back_unsent = False
        """True from a Back taken until the next screen is sent."""
        self.recovery: ft.AlertDialog | None = None
        """The notice of a damaged database file, while this phone shows it
        (:mod:`app.ui.recovery`)."""
        self.pushed: list[tuple[str, float]] = []
        """Addresses the app put into the address bar whose change the browser has not
        reported back yet, each with when (``echo``)."""

    @property
    def feedback(self) -> Feedback:
        """Sound and vibration for this page (made on first use, inside a page event)."""
        if self._feedback is None:
            self._feedback = Feedback()
        return self._feedback

    @property
    def db(self):
        """The household's shared database."""
        return self.household.db

    @property
    def uploads(self) -> Path | None:
        """Where the web server puts a file this browser uploads (None: nowhere)."""
        return self.household.uploads

    async def start(self) -> None:
        """Load this browser's settings and client id, then show the current route."""
        page = self.page
        page.data = self  # keeps the SharedPreferences service referenced
        page.title = "Kartenrunde"
        page.fonts = {"Emoji": "fonts/NotoColorEmoji.ttf"}
        page.on_connect = self._reconnected
        page.on_close = self.release
        page.update()  # the browser learns of its storage before it is asked
        stored, client, languages = await self._read_browser()
        if NO_ANSWER in (stored, client):
            # defaults in the device's language and a client id of this session's own,
            # none of it stored: asked again until the browser answers
            self.settings = Settings(language=pick_language(languages))
            self.client_id = uuid.uuid4().hex
            self.asking = asyncio.create_task(self._ask_again())  # (page.run_task needs
            # a connection, and the browser may have gone away meanwhile)
        else:
            await self._use(stored, client, languages)
        if self.released:
            return
        self._apply()
        self.household.on_lost.append(self._storage_lost)
        page.on_route_change = self._route_changed
        page.on_view_pop = self._view_popped
        page.on_resize = self._resized
        self.show(page.route or "/")
        self._watch_stalls()  # from the first screen on: before it, there is nothing to tap
        tell_recovery(self)
        tell_unwritable(self)
        if IN_BROWSER:  # (the web server imported it all at start: app.ui.boot.prepare)
            warming = asyncio.get_running_loop().create_task(warm_up_slowly())
            _SENDERS.add(warming)  # held until done: the loop keeps only a weak reference
            warming.add_done_callback(_SENDERS.discard)

    async def _read_browser(self) -> tuple[object, object, list[str]]:
        """This browser's stored settings and client id (each NO_ANSWER if it did not
        answer in time) and its languages, asked at once."""
        seconds = self.ask_seconds
        return await asyncio.gather(
            ask(self.prefs.get(SETTINGS_KEY), seconds),
            ask(self.prefs.get(CLIENT_KEY), seconds),
            self._device_languages(),
        )

    async def _use(self, stored: object, client: object, languages: list[str]) -> None:
        """Take the browser's settings and client id; a browser without them gets new ones
        (stored)."""
        self.settings = Settings.from_json(stored)
        if self.settings.language is None:
            await self.change(redraw=False, language=pick_language(languages))
        if not isinstance(client, str) or not client:
            client = uuid.uuid4().hex
            await ask(self.prefs.set(CLIENT_KEY, client), self.ask_seconds)
        if self.client_id and client != self.client_id:
            move_games(self.db, self.client_id, client)  # games begun while it was silent
            self.household.owners.free(self)
            self.table = None
        self.client_id = client

    async def _ask_again(self) -> None:
        """Ask the silent browser again until it answers; then use its settings and client
        id (with any game begun meanwhile) and draw the screen again."""
        self.prefs = ft.SharedPreferences()  # a storage the browser cannot mistake
        self.page.update()
        while True:
            stored, client, languages = await self._read_browser()
            if NO_ANSWER not in (stored, client):
                break
            await asyncio.sleep(self.ask_seconds)
        await self._use(stored, client, languages)
        self._apply()
        self._watch_stalls()
        self.show(self.route)

    async def _device_languages(self) -> list[str]:
        info = await ask(self.page.get_device_info(), self.ask_seconds)
        if info is NO_ANSWER:  # the platform may not answer; English is the fallback
            return []
        langs = [getattr(info, "language", None), *(getattr(info, "languages", None) or [])]
        return [lang for lang in langs if isinstance(lang, str)]

    async def change(self, redraw: bool = True, **changes: Unpack[Changes]) -> None:
        """Change settings, remember them in this browser and (by default) redraw."""
        self.settings = replace(self.settings, **changes)
        await ask(self.prefs.set(SETTINGS_KEY, self.settings.to_json()), self.ask_seconds)
        self._apply()
        self._watch_stalls()
        if redraw and self.page.views:
            self.show(self.route)

    def _watch_stalls(self) -> None:
        """Start or stop measuring pauses as the diagnostics setting says."""
        if self.settings.diagnostics and self.stalls is None:
            self.stalls = StallWatch()
            self.stalls.start()
        elif not self.settings.diagnostics and self.stalls is not None:
            self.stalls.stop()
            self.stalls = None

    def _apply(self) -> None:
        """Language and theme from the settings, for our texts and Flutter's own."""
        self.tr = Translator(self.settings.language or "en")
        self.page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=list(LOCALES.values()), current_locale=LOCALES[self.tr.lang]
        )
        apply_theme(self.page, self.settings.theme, self.settings.reduce_motion)

    def saved_games(self) -> list[SavedGame]:
        """This browser's running games, the most recent first; a damaged one is set
        aside with a notice."""
        try:
            saved = saved_games(self.db, self.client_id)
        except UserError as error:
            self.notify(self.tr.error(error))
            saved = saved_games(self.db, self.client_id)
        saved = self.household.writes.unsaved(self.client_id, saved)
        return [s for s in saved if s.game in GAMES]

    def saved_game(self, game: str) -> SavedGame | None:
        """This browser's running ``game``, if any; a damaged one is set aside with a notice."""
        try:
            found = load_game(self.db, self.client_id, game)
        except UserError as error:
            self.notify(self.tr.error(error))
            found = None
        shown = self.household.writes.unsaved(self.client_id, [found] if found else [], game)
        return shown[0] if shown else None

    def table_for(self, game: str) -> Table | Elsewhere | None:
        """The table of this browser's running ``game``, resumed from its autosave if needed
        (or, while another tab plays it, the screen that says so)."""
        owners = self.household.owners
        if self.table is not None and self.table.session.game == game:
            if owners.holds(self, self.client_id, game):
                return self.table
            self.table = None
        if owners.busy(self, self.client_id, game):
            return Elsewhere(self, game)
        saved = self.saved_game(game)
        if saved is None:
            return None
        try:
            session = GameSession.from_saved(saved.record)
        except UserError as error:
            set_aside(self.db, self.client_id, game)
            self.notify(self.tr.error(error))
            return None
        return self._open(session)

    def _open(self, session: GameSession) -> Table:
        """Make ``session`` the running game on this phone, its seats named in the language
        on screen."""
        session.language = lambda: self.tr
        screens = SCREENS[session.game]
        self.table = Table(self, session, screens.board, screens.marks)
        self.household.owners.free(self)  # a tab plays one game at a time
        self.household.owners.claim(self, self.client_id, session.game)
        return self.table

    def begin(self, session: GameSession) -> None:
        """Start a new game and remember its setup for the next one; a saved game of the
        same game is only replaced after asking (other games stay saved). With "Remember
        these players" on, its typed names become players as it starts."""
        saved = self.saved_game(session.game)

        def start() -> None:
            if self.settings.remember_players:
                remember(self, session)
            self._open(session)
            self.autosave()
            setup = LastSetup(
                [asdict(s) for s in session.lineup],
                dict(session.record.options),
                dict(session.extras),
            )
            self.household.writes.setup(self, session.game, setup)
            self.go(f"/play/{session.game}")

        if saved is None:
            start()
            return
        self.confirm(
            self.t("play-replace-title"),
            self.t("play-replace-body", game=self.t(f"game-{session.game}")),
            self.t("play-start"),
            start,
        )

    def autosave(self) -> None:
        """Save the running game after every move (only while this tab holds it; later,
        if the database is in the way)."""
        table = self.held()
        if table is None:
            self.show(self.route)
            return
        session = table.session
        self.household.writes.save(self, session.game, session.to_saved())

    def stored(self, action: Callable[[], T]) -> T:
        """``action()`` on the database at once (:meth:`app.ui.saving.Writes.now`)."""
        return self.household.writes.now(action)

    def discard_game(self, game: str) -> None:
        """Forget this browser's running ``game`` (a tab playing it is told)."""
        if self.table is not None and self.table.session.game == game:
            self.table = None
        self.household.owners.claim(self, self.client_id, game)
        self.household.owners.free(self, self.client_id, game)
        self.household.writes.clear(self, game)

    def leave(self) -> None:
        """Back to the games; the game stays saved for "Continue"."""
        self.household.owners.free(self)
        self.table = None
        self.go("/")

    def held(self) -> Table | None:
        """The running game's table, if this tab has one and holds that game."""
        table = self.table
        if table is None or not self.household.owners.holds(
            self, self.client_id, table.session.game
        ):
            return None
        return table

    def take_over(self, game: str) -> None:
        """Play ``game`` on this tab, as saved; the tab that played it is told."""
        self.household.owners.claim(self, self.client_id, game)
        self.table = None
        self.go(f"/play/{game}")

    def lost_game(self, game: str) -> None:
        """Another tab took ``game`` over: drop its table and, if on screen, say so."""
        if self.table is not None and self.table.session.game == game:
            self.table = None
        if self.route == f"/play/{game}" and self.connected():
            self.show(self.route)

    def connected(self) -> bool:
        """True while this tab's browser is connected."""
        try:
            return self.page.session.connection is not None
        except RuntimeError:  # the session is gone
            return False

    def _reconnected(self, e: ft.Event[ft.Page]) -> None:
        """The browser is back (a reload, a network that returned): draw what is true now,
        e.g. that another tab took the game over meanwhile, or a first screen that was
        drawn while it was away. The phone may be in other hands now: a table of several
        people hides every hand behind its owner's hand-over again; a notice someone
        confirmed meanwhile on another phone goes."""
        if self.table is not None:
            self.table.conceal()
        withdraw_recovery(self)
        self.show(self.route)

    def release(self, e: ft.ControlEvent | None = None) -> None:
        """Flet ended this session: give back what it holds in the household and stop its
        tasks, so nothing of it stays alive."""
        self.released = True
        if self.asking is not None:
            self.asking.cancel()
        if self._storage_lost in self.household.on_lost:
            self.household.on_lost.remove(self._storage_lost)
        self.household.owners.free(self)
        self.pending = None
        if self.stalls is not None:
            self.stalls.stop()
            self.stalls = None
        stop_tasks(self)
        self.table = None

    def finish(self, next_session: GameSession | None = None) -> None:
        """Write a finished game to the statistics (with its record, for its replay) and
        forget its autosave; then go home, or straight on to ``next_session`` (a rematch)."""
        table = self.held()
        if table is None:
            self.show(self.route)
            return
        session = table.session
        result = session.outcome()
        assert result is not None  # (a table finishes once its game is over)
        now = datetime.now().astimezone().isoformat(timespec="seconds")
        record = partial(
            record_result,
            game=session.game,
            options=dict(session.record.options),
            seed=session.record.seed,
            started=session.started,
            ended=now,
            outcome={
                "scores": list(result.scores),
                "winners": list(result.winners),
                "detail": dict(result.detail),
                **({"helped": True} if session.helped else {}),
            },
            seats=[
                SeatResult(i, s.player_id, s.name, s.bot, result.scores[i], i in result.winners)
                for i, s in enumerate(session.seats)
            ],
            client_id=self.client_id,
            record=session.record.to_dict(),
        )
        self.household.writes.result(self, record)
        self.household.writes.clear(self, session.game)
        self.household.owners.free(self, self.client_id, session.game)
        self.table = None
        if next_session is not None:
            self.begin(next_session)
        else:
            self.go("/")

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate in the current language."""
        return self.tr.t(message_id, **args)

    def notify(self, text: str, undo: Callable[[], None] | None = None) -> None:
        """A short message over the top of the screen (:mod:`app.ui.notice`), sent at once
        with whatever the caller changed; the next screen takes it away. With ``undo``
        it carries an "Undo" button."""
        self.notice.show(text, (self.t("notice-undo"), undo) if undo else None)
        self.page.update()

    def _storage_lost(self) -> None:
        """Another tab now owns the database: say so and stop taking input here."""
        self.page.show_dialog(
            ft.AlertDialog(
                modal=True,
                title=ft.Text(self.t("notice-other-tab-title")),
                content=ft.Text(self.t("notice-other-tab")),
            )
        )

    def confirm(self, title: str, body: str, action: str, on_yes: Callable[[], object]) -> None:
        """Ask before doing something that cannot be undone.

        A yes is carried out once the dialog has gone (the browser reports it dismissed):
        carried out at the tap, the screen it drew could replace the pages under the
        closing dialog, which then stayed open over the new screen. Its buttons take no
        tap within a double tap's time of its opening: that is the second tap of the one
        that opened it, landing on a button that came under the finger
        (:mod:`app.ui.table.taps`)."""
        said: list[bool] = []
        opened = time.monotonic()

        def answer(yes: bool) -> None:
            if time.monotonic() - opened < taps.DOUBLE_TAP:
                return
            said.append(yes)
            self.page.pop_dialog()

        def dismissed() -> None:
            if said[:1] == [True]:
                on_yes()
                self.page.update()

        self.page.show_dialog(
            ft.AlertDialog(
                modal=True,
                on_dismiss=dismissed,
                title=ft.Text(title),
                content=ft.Text(body),
                actions=[
                    ft.TextButton(self.t("button-cancel"), on_click=lambda: answer(False)),
                    ft.FilledButton(action, on_click=lambda: answer(True)),
                ],
            )
        )

    def go(self, route: str) -> None:
        """Show ``route`` (drawn anew if it is showing) and put it into the address bar."""
        if route == self.route:
            self.show(route)
            return
        self.back_to = self.route
        self.show(route)
        self.pushed.append((route, time.monotonic()))
        self.page.navigate(route)

    def show(self, route: str) -> None:
        """Draw ``route`` (again, if it is showing).

        A tap's own callback only notes what to draw: the views are built after the event
        loop's next turn and sent after the one following (the newest drawing, if several
        were asked for meanwhile), each a pause of its own; in the browser build, a
        callback that played a move, saved it, built the table and sent it could keep the
        loop busy for over 100 ms. The server builds and sends in the turn after the
        tap's (both take a few ms there, and with many phones every turn a drawing waits
        for is a turn of the others' work: ``python -m app.bench server``). Every view is
        keyed by its route, so Flet diffs a rebuilt view against the one it replaces and
        sends only what changed. A screen that is not on the stack yet (a new route, or
        another kind of screen on the same route, such as a hand-over or a result, keyed
        ``route#kind``) goes out in three steps: its frame (bars, the old screen gone),
        then the first and the second half of its content. The first screen of all is
        built and sent at once.
        """
        self.route = route
        if not self.connected():
            return  # drawn when the browser is back (``_reconnected``)
        if not self.page.views or self.page.views[-1].key is None:
            self._send(views_for(self, route))
            return
        self.pending = route
        ft.context.mark_update_called()  # the drawing sends the page: no diff after the tap
        if not self.sending:
            self.sending = True
            task = asyncio.get_running_loop().create_task(self._send_pending())
            _SENDERS.add(task)  # held until done: the loop keeps only a weak reference
            task.add_done_callback(_SENDERS.discard)

    def _send(self, views: list[ft.View]) -> None:
        if self.back_unsent:  # the screen a Back led to arrives only now
            self.backed, self.back_unsent = time.monotonic(), False
        self.page.views.clear()
        self.page.views.extend(views)
        self.page.update()
        for view in views:
            thaw(view)  # (a view drawn again may be changed in place by its handlers)

    async def _send_pending(self) -> None:
        """Build and send the newest drawing, a new screen's content in two more steps
        (given up for a newer drawing, which is then built and sent instead, or when the
        tab has gone meanwhile: a session Flet collected cannot be sent to)."""
        try:
            while self.pending is not None:
                if IN_BROWSER:  # on the server, this task starts a turn after the tap's
                    await asyncio.sleep(0)  # and building and sending fit in one turn
                route, self.pending = self.pending, None
                said = self.notice.count  # a message given while drawing stays
                views = views_for(self, route)
                if IN_BROWSER:
                    await asyncio.sleep(0)
                if self.pending is not None:
                    continue
                if not self.connected():
                    return  # the tab went meanwhile: drawn when it is back (``_reconnected``)
                top = views[-1]
                if self.page.views and top.key != self.page.views[-1].key:
                    self.notice.hide(said)  # another screen: the message was about the last
                body: list[ft.BaseControl] = []
                if top.key not in [view.key for view in self.page.views]:
                    body, top.controls = top.controls, []
                self._send(views)
                half = (len(body) + 1) // 2
                for part in (body[:half], body[half:]):
                    await asyncio.sleep(0)
                    if self.pending is not None or not self.connected():
                        break
                    if part:
                        top.controls = [*top.controls, *part]
                        self.page.update()
        except Exception as error:  # a screen that could not be drawn
            failed(self, error)
        finally:
            self.sending = False

    def back_taken(self) -> bool:
        """Whether a Back tapped now climbs a screen: not when it comes within a double
        tap's time of the Back before it, or of the screen that Back led to arriving (the
        second tap of a double tap, or one Back reported twice): one tap, one screen."""
        now = time.monotonic()
        if now - self.backed < taps.DOUBLE_TAP:
            return False
        self.backed, self.back_unsent = now, True
        return True

    def echo(self, route: str) -> bool:
        """Whether the browser's report that its address is now ``route`` answers the app's
        own change of it (that report and any older unanswered ones are used up). The
        browser reports every change, the app's own too; under load the report can come
        after the person has tapped on to another screen, which it must not undo."""
        now = time.monotonic()
        self.pushed = [(r, t) for r, t in self.pushed if now - t < ECHO_SECONDS]
        for i, (pushed, _) in enumerate(self.pushed):
            if pushed == route:
                del self.pushed[: i + 1]
                return True
        return False

    def _route_changed(self, e: ft.RouteChangeEvent) -> None:
        """The browser's address changed (its Back or Forward, or a typed address; its
        report of the app's own change is passed over). Back from a table to its setup is
        Back from the table: home, as its app bar's Back."""
        if self.echo(e.route) or e.route == self.route:
            return
        if self.table is not None and e.route == f"{self.table.route}/setup":
            if self.route == self.table.route:
                self.table.leave()
            return
        self.show(e.route)

    def _resized(self, e: ft.PageResizeEvent) -> None:
        """A turned phone or a resized window: lay the screen out for its new size."""
        self.show(self.route)

    def _view_popped(self, e: ft.ViewPopEvent) -> None:
        """Back from the top screen: to its parent screen, else where the person came
        from. A pop of a screen that is no longer on top is the same Back arriving twice
        (seen under load in the phone build): it is not taken a second time."""
        if (e.route and e.route != self.route) or not self.back_taken():
            return
        back = self.back_to if self.back_to != self.route else "/"
        self.go(parent(self.route) or back)
