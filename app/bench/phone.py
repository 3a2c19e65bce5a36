"""One simulated phone for ``python -m app.bench server``: Flet's own protocol over the
server's websocket, no browser.

It registers as the Flutter web client does (route ``/``, a 412×915 phone), answers the
client-side calls the app makes (SharedPreferences, device info), keeps a
:class:`Mirror` of the controls, and plays Schnapsen against the computer: the tile, the
setup's start, then a playable card whenever it is its turn (a result's "next" button
when one shows), after a human pause. A tap's time runs from sending the click to the
first patch after which the tapped control is gone (the card has left the hand).
"""

from __future__ import annotations

import asyncio
import random
import time

import msgpack
import websockets
from flet.messaging.protocol import decode_ext_from_msgpack
from websockets.asyncio.client import ClientConnection

from app.bench.mirror import Mirror, Node

REGISTER, PATCH, EVENT, INVOKE, CRASHED = 1, 2, 3, 5, 6
"""Flet's ``MessageAction`` codes."""
PAGE = {
    "route": "/",
    "web": True,
    "platform": "android",
    "platform_brightness": "light",
    "width": 412,
    "height": 915,
}
"""What the web client reports about itself when it registers: a phone's browser."""
ONWARD = ("next-round", "setup-start", "tile-schnapsen")
"""Buttons that move on, tapped when shown (a result, the setup, the home screen)."""
WAIT = 30.0
"""Seconds to wait for something to tap before giving up."""
LOST = 5.0
"""Seconds after which a tap with no effect counts as lost (and the phone taps again,
as a person would)."""


class Phone:
    """A browser session driven over the websocket; ``taps`` holds each tap's seconds."""

    def __init__(self, url: str, rng: random.Random, pause: tuple[float, float]) -> None:
        self.url = url
        self.rng = rng
        self.pause = pause
        self.prefs: dict[str, Node] = {}
        self.mirror: Mirror | None = None
        self.taps: list[float] = []
        self.lost: list[str] = []
        """What was tapped without effect (after LOST seconds)."""
        self.errors: list[str] = []
        self._changed = asyncio.Event()
        self._ws: ClientConnection | None = None

    async def play(self, taps: int) -> None:
        """Connect, then tap until ``taps`` taps were made (or something went wrong)."""
        async with websockets.connect(self.url, max_size=None, compression=None) as ws:
            self._ws = ws
            reader = asyncio.create_task(self._read())
            try:
                await self._send(REGISTER, {"session_id": "", "page_name": "", "page": PAGE})
                while len(self.taps) < taps and not self.errors and not reader.done():
                    if len(self.lost) > taps:
                        self.errors.append(f"taps keep getting lost: {self.lost[-3:]}")
                        break
                    target = await self._next_target()
                    if target is None:
                        self.errors.append("nothing to tap")
                        break
                    await asyncio.sleep(self.rng.uniform(*self.pause))
                    await self._tap(target)
            finally:
                reader.cancel()

    async def _next_target(self) -> str | None:
        """The identifier to tap next, once the screen offers one."""
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            if self.mirror is not None and (target := self._choose()):
                return target
            await self._wait_change(end - time.monotonic())
        return None

    def _choose(self) -> str | None:
        assert self.mirror is not None
        for ident in ONWARD:
            if self.mirror.find(ident) is not None:
                return ident
        playable = sorted(
            ident
            for ident, card in self.mirror.tagged("hand-").items()
            if card.get("foreground_decoration")
        )
        return self.rng.choice(playable) if playable else None

    async def _tap(self, ident: str) -> None:
        """Click ``ident`` and time it until the control is gone (or note it lost)."""
        assert self.mirror is not None
        control = self.mirror.find(ident)
        if control is None:  # gone during the pause: the screen moved on by itself
            return
        began = time.perf_counter()
        await self._send(EVENT, {"target": control["_i"], "name": "click", "data": None})
        end = time.monotonic() + LOST
        while self.mirror.find(ident) is not None:
            if time.monotonic() >= end:
                self.lost.append(ident)
                return
            await self._wait_change(end - time.monotonic())
        self.taps.append(time.perf_counter() - began)

    async def _wait_change(self, timeout: float) -> None:
        self._changed.clear()
        try:
            await asyncio.wait_for(self._changed.wait(), max(timeout, 0))
        except TimeoutError:
            pass

    async def _send(self, action: int, body: dict[str, Node]) -> None:
        assert self._ws is not None
        await self._ws.send(b"\x00" + msgpack.packb([action, body]))

    async def _read(self) -> None:
        try:
            assert self._ws is not None
            async for data in self._ws:
                if data[:1] != b"\x00":
                    continue
                action, body = msgpack.unpackb(
                    data[1:], ext_hook=decode_ext_from_msgpack, strict_map_key=False
                )
                await self._receive(action, body)
        except websockets.ConnectionClosed as closed:
            self.errors.append(f"connection closed: {closed}")
        except Exception as error:  # a bench reports what broke instead of hanging
            self.errors.append(f"client: {error!r}")
        self._changed.set()

    async def _receive(self, action: int, body: Node) -> None:
        if action == REGISTER:
            self.mirror = Mirror(body["page_patch"])
        elif action == PATCH and self.mirror is not None:
            self.mirror.patch(body["id"], body["patch"])
        elif action == INVOKE:
            result = self._answer(body["name"], body.get("args") or {})
            reply = {"control_id": body["control_id"], "call_id": body["call_id"]}
            await self._send(INVOKE, {**reply, "result": result, "error": None})
        elif action == CRASHED:
            self.errors.append(f"session crashed: {body.get('message')}")
        self._changed.set()

    def _answer(self, name: str, args: dict[str, Node]) -> Node:
        """What a phone's browser answers to the app's client-side calls."""
        if name == "get":
            key = args.get("key")
            return self.prefs.get(key) if isinstance(key, str) else None
        if name == "set":
            self.prefs[args["key"]] = args["value"]
            return True
        if name == "get_device_info":
            return {"language": "en-GB", "languages": ["en-GB"], "browser_name": "chrome"}
        return None
