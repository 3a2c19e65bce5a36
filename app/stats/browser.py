"""The browser build's file storage (Pyodide only): an IndexedDB-backed mount for the
database folder, the sync that writes the mount back to IndexedDB, and the lock that
lets only one tab write."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path


async def syncfs(populate: bool) -> None:
    """Copy IndexedDB into the mount (``populate``) or the mount into IndexedDB."""
    import pyodide_js
    from pyodide.ffi import create_once_callable

    done = asyncio.get_running_loop().create_future()

    def finished(error=None) -> None:
        if error:
            done.set_exception(OSError(str(error)))
        else:
            done.set_result(None)

    pyodide_js.FS.syncfs(populate, create_once_callable(finished))
    await done


async def mount(folder: Path) -> None:
    """Mount IndexedDB at ``folder`` and load what an earlier visit stored there."""
    import pyodide_js

    fs = pyodide_js.FS
    if not folder.exists():
        fs.mkdir(str(folder))
    fs.mount(fs.filesystems.IDBFS, {}, str(folder))
    await syncfs(True)


async def save() -> None:
    """Write the mount back to IndexedDB."""
    await syncfs(False)


LOCK = "kartenrunde-storage"


async def hold_storage(on_lost: Callable[[], None]) -> None:
    """Take the storage lock from any other tab of the app, and keep it: each tab works
    on its own copy of the database, so only the newest tab may write. Returns once the
    lock is held; ``on_lost`` runs when a newer tab takes it over."""
    import js
    from pyodide.ffi import create_proxy, to_js

    granted = asyncio.get_running_loop().create_future()
    forever = js.Promise.new(create_proxy(lambda resolve, reject: None))

    def got(lock):
        granted.set_result(None)
        return forever

    options = to_js({"steal": True}, dict_converter=js.Object.fromEntries)
    held = js.navigator.locks.request(LOCK, options, create_proxy(got))
    held.catch(create_proxy(lambda error: on_lost()))
    await granted
