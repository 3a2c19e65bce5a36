"""Run the real Flet session path without Flutter (a Page and its session, no websocket).

A fake connection msgpack-encodes every message like the real transports, answers
SharedPreferences and other client method calls, and records what was sent. This
uses Flet internals, which is why flet is pinned exactly.
"""

from __future__ import annotations

import asyncio
import inspect
import json
from datetime import UTC, datetime
from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page
from flet.messaging.connection import Connection
from flet.messaging.protocol import (
    MessageAction,
    configure_encode_object_for_msgpack,
    decode_ext_from_msgpack,
)
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

from app.ui.games import PACKAGES
from app.ui.screens.game import GameScreens
from app.ui.shell import SETTINGS_KEY

CHILD_FIELDS = (
    "controls",
    "content",
    "actions",
    "appbar",
    "navigation_bar",
    "leading",
    "title",
    "trailing",
    "subtitle",
    "segments",
    "label",
    "destinations",
)


def wire(obj: Any) -> Any:
    """Encode and decode as the real transport would."""
    packed = msgpack.packb(obj, default=configure_encode_object_for_msgpack(BaseControl))
    return msgpack.unpackb(packed, ext_hook=decode_ext_from_msgpack, strict_map_key=False)


COACHED = json.dumps({"coached": list(PACKAGES)})
"""Stored settings in which every game's first steps were seen: a test of a table starts
without them (unless its settings say otherwise: a test of the first steps)."""


class FakeConnection(Connection):
    """Records messages; answers client method calls like a browser would."""

    def __init__(self, prefs: dict[str, Any] | None = None, device_language: str = "en-GB"):
        super().__init__()
        self.page_url = "http://127.0.0.1:8550"  # (as a browser registers it)
        self.pubsubhub = PubSubHub()
        self.messages: list[tuple[MessageAction, Any]] = []
        self.session: Session | None = None
        self.prefs = {} if prefs is None else prefs
        self.prefs.setdefault(SETTINGS_KEY, COACHED)
        self.device_language = device_language
        self.routes: list[str] = []
        self.saved: list[tuple[str, bytes]] = []
        """Files the app saved (the browser's downloads): name and contents."""
        self.refused: set[str] = set()
        """Methods the browser answers with an error (e.g. a download it blocks)."""
        self.held: list[str] | None = None
        """Reports of address changes held back (a test sets a list), else sent at once."""
        self.reports: set[asyncio.Task] = set()
        self.uploads: list[ft.FilePickerUploadFile] = []
        """Files the app asked the browser to upload (a test then plays the browser)."""

    def send_message(self, message) -> None:
        action, body = wire([message.action, message.body])
        self.messages.append((MessageAction(action), body))
        if message.action == MessageAction.INVOKE_METHOD:
            b = message.body
            a = b.args or {}
            answers = {
                "get": lambda: self.prefs.get(a.get("key")),
                "set": lambda: self.prefs.__setitem__(a["key"], a["value"]) or True,
                "push_route": lambda: self.pushed(a.get("route")),
                "save_file": lambda: self.saved.append((a["file_name"], a["src_bytes"])),
                "upload": lambda: self.uploads.extend(a["files"]),
                "get_device_info": lambda: {
                    "language": self.device_language,
                    "languages": [self.device_language],
                    "locales": [],
                    "browser_name": "chrome",
                },
            }
            refused = b.name in self.refused
            result = None if refused else answers.get(b.name, lambda: None)()
            asyncio.get_running_loop().call_soon(
                self.session.handle_invoke_method_results,
                b.control_id,
                b.call_id,
                result,
                f"{b.name} refused" if refused else None,
            )

    def get_upload_url(self, file_name: str, expires: int) -> str:
        """An upload address as the web server signs one (relative to the page)."""
        return f"/upload?f={file_name}&e={expires}"

    def pushed(self, route: str) -> None:
        """The app put ``route`` into the address bar: the browser reports the change
        back, as Flutter does (unless held)."""
        self.routes.append(route)
        if self.held is not None:
            self.held.append(route)
        else:
            self.report(route)

    def report(self, route: str) -> None:
        """The browser says its address is now ``route``."""
        task = asyncio.get_running_loop().create_task(
            self.session.dispatch_event(self.session.page._i, "route_change", {"route": route})
        )
        self.reports.add(task)
        task.add_done_callback(self.reports.discard)


class Harness:
    """A page on a real Session; construct it inside an async test."""

    def __init__(
        self,
        prefs: dict[str, Any] | None = None,
        device_language: str = "en-GB",
        conn: FakeConnection | None = None,
    ):
        self.conn = conn or FakeConnection(prefs, device_language)
        self.session = Session(self.conn)
        self.conn.session = self.session
        self.conn.loop = asyncio.get_running_loop()
        self.page = self.session.page
        self.page.web = True  # as a browser client registers
        _context_page.set(self.page)
        wire(self.session.get_page_patch())

    async def run(self, main) -> None:
        """Run an app's main as a new session would."""
        result = main(self.page)
        if inspect.isawaitable(result):
            await result
        await self.drawn()
        await self.session.after_event(self.page)

    async def drawn(self) -> None:
        """Wait until the newest drawing has been sent, content and all (``Shell.show``)."""
        while getattr(self.page.data, "sending", False):
            await asyncio.sleep(0)

    def roots(self) -> list[BaseControl]:
        """The views, the open dialogs and the overlay's shown controls (the short
        message, :mod:`app.ui.notice`)."""
        roots = list(self.page.views) + list(
            getattr(self.page, "_dialogs", None).controls
            if getattr(self.page, "_dialogs", None)
            else []
        )
        return roots + [c for c in self.page.overlay if c.visible]

    def all(self) -> list[BaseControl]:
        """Every control reachable from :meth:`roots`, in the order drawn."""
        out: list[BaseControl] = []
        for root in self.roots():
            _walk(root, out)
        return out

    def find(self, identifier: str) -> BaseControl:
        """The control a ``tagged(identifier, …)`` wraps (or a control with that key)."""
        for c in self.all():
            if getattr(c, "identifier", None) == identifier:
                return c.content
            key = getattr(c, "key", None)
            if getattr(key, "value", key) == identifier:
                return c
        raise LookupError(identifier)

    def label(self, identifier: str) -> str:
        """What a screen reader hears for the control tagged ``identifier``."""
        return self.find(identifier).parent.label

    def has(self, identifier: str) -> bool:
        """True when a control with this identifier (or key) is drawn."""
        try:
            self.find(identifier)
        except LookupError:
            return False
        return True

    def texts(self) -> list[str]:
        """Every string shown by a Text or as a label."""
        out = []
        for c in self.all():
            for name in ("value", "label", "text", "error", "tooltip"):
                v = getattr(c, name, None)
                if isinstance(v, str) and v:
                    out.append(v)
        return out

    async def fire(self, control: BaseControl, event: str, data: Any = None, **props) -> None:
        """Send ``props`` the way the client does (e.g. a typed value), then the event;
        then, as the client does once a dialog has closed, its dismissal.

        Afterwards every change the handler made must already be on its way to the
        browser: a change left only in Python would never be seen by the player.
        """
        if props:
            self.session.apply_patch(control._i, props)
        await self.session.dispatch_event(control._i, event, data)
        for dialog in list(self.page._dialogs.controls):
            if not dialog.open:  # the browser reports a closed dialog dismissed
                await self.session.dispatch_event(dialog._i, "dismiss", None)
        await self.drawn()
        for _ in range(5):
            await asyncio.sleep(0)
        assert not (twice := same_keys(self.roots())), f"siblings keyed alike: {twice}"
        sent = len(self.conn.messages)
        self.page.update()
        unsent = [m for m in self.conn.messages[sent:] if m[0] == MessageAction.PATCH_CONTROL]
        assert not unsent, f"the {event} handler left changes unsent: {unsent}"


def register(monkeypatch, screens: GameScreens) -> None:
    """Add a game to the app for one test through its descriptors alone: its ``GAME`` to
    :data:`app.games.GAMES` (the one line of app/games/__init__.py a game adds) and its
    ``SCREENS`` to :data:`app.ui.games.SCREENS` (which finds a package under
    app/ui/screens/ by itself, but not one under tests/)."""
    from app.games import GAMES
    from app.ui.games import SCREENS

    monkeypatch.setitem(GAMES, screens.game.id, screens.game)
    monkeypatch.setitem(SCREENS, screens.game.id, screens)


async def open_app(tmp_path, prefs=None, device_language: str = "en-GB") -> tuple[Harness, Any]:
    """The app as a new browser session sees it: the harness and the session's shell."""
    from app.ui.app import make_main
    from app.ui.household import Household

    h = Harness(prefs, device_language)
    await h.run(make_main(Household(tmp_path)))
    return h, h.page.data


async def fill_seats(h: Harness, names, kinds=None) -> None:
    """On a setup screen: as many seats as ``kinds`` (default: a person per name), each
    of that kind, the people named in order."""
    kinds = kinds or ["person"] * len(names)
    for _ in range(2, len(kinds)):
        await h.fire(h.find("seat-add"), "click")
    person = iter(names)
    for i, kind in enumerate(kinds):
        if h.has(f"seat-{i}-kind") and h.find(f"seat-{i}-kind").value != kind:
            await h.fire(h.find(f"seat-{i}-kind"), "select", value=kind)
        if kind == "person":
            await h.fire(h.find(f"seat-{i}"), "change", value=next(person))


def faded(h: Harness) -> list[str]:
    """Keys of the animated parts drawn less than fully opaque (a card still fading in)."""
    out = []
    for c in h.all():
        key = getattr(getattr(c, "key", None), "value", getattr(c, "key", None))
        if isinstance(key, str) and getattr(c, "opacity", 1) != 1 and "-" in key:
            out.append(key)
    return out


def may_act(table) -> bool:
    """True while the seat on screen may act and no computer is thinking (a computer
    that was to move first has moved)."""
    return table.viewer() in table.session.actors() and not table.thinking


def at_result(table) -> bool:
    """True while the table shows a deal's or a round's result."""
    return table.seating.moment().kind == "result"


async def until(condition, timeout: float = 20.0) -> None:
    """Wait (letting background tasks run) until ``condition()`` holds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting"
        await asyncio.sleep(0.01)


async def settle(rounds: int = 40) -> None:
    """Let background tasks (computer turns, countdowns) run for a while."""
    for _ in range(rounds):
        await asyncio.sleep(0.01)


def same_keys(roots: list[BaseControl]) -> list[str]:
    """Keys that two children of one control share (Flutter refuses to draw them), under
    ``roots`` (a walk of the controls' own fields: after every event, so it is quick)."""
    twice = []
    stack = list(roots)
    while stack:
        control = stack.pop()
        for value in (*vars(control).values(), *control._values.values()):
            if isinstance(value, BaseControl):
                stack.append(value)
            elif isinstance(value, list):
                children = [x for x in value if isinstance(x, BaseControl)]
                stack.extend(children)
                keys = [getattr(k, "value", k) for x in children if (k := x.key) is not None]
                if len(set(keys)) < len(keys):
                    twice += sorted({k for k in keys if keys.count(k) > 1})
    return twice


def _walk(c: Any, out: list[BaseControl]) -> None:
    c = ft.unwrap_component(c)
    if c is None or not hasattr(c, "_i"):
        return
    out.append(c)
    for name in CHILD_FIELDS:
        v = getattr(c, name, None)
        for x in v if isinstance(v, list) else [v]:
            if isinstance(x, BaseControl):
                _walk(x, out)


class Moment(datetime):
    """A clock that always says the same moment (monkeypatched into the session module:
    every game a test starts is dealt alike)."""

    @classmethod
    def now(cls, tz=None):
        """2025-03-01 18:00 UTC, always."""
        return cls(2025, 3, 1, 18, 0, tzinfo=UTC)
