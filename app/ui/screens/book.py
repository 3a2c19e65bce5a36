"""Settings → the record book: save every player and finished game in one file (the
browser downloads it) and load one back (a file picker), merging it into this phone's
(:mod:`app.stats.book`: players matched by name, no game twice, every game replayed
before it comes in, a bad file changes nothing).

A file above :data:`BOOK_MAX_MB` is refused at once, from the size the picker reports,
before its contents travel. In server mode the picker hands over only the file's name
and size; the contents are then uploaded to the server (``Household.uploads``) while the
screen shows how much has arrived. The browser build has no server to upload to: its
picker hands the contents over with the name (within the browser, no network). Then the
screen shows the games being checked, N of M, and their merging.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
import uuid
from datetime import date

import flet as ft

from app.core.errors import UserError
from app.games import engine_for
from app.stats import book_text, export_book
from app.stats.book import (
    BOOK_MAX,
    BOOK_MAX_MB,
    Book,
    ImportReport,
    left_out,
    merge_book,
    new_games,
    read_text,
)
from app.ui.host import Host
from app.ui.widgets import tagged

log = logging.getLogger(__name__)

SLICE = 0.05
"""Seconds of checking games before the page gets a turn (and sees how far it got)."""
STALL = 60.0
"""Seconds without news of an upload after which it is given up."""


def section(host: Host) -> ft.Control:
    """The record book's title, what it is for, its two buttons, and the progress of a
    book being loaded. The file picker opens in the browser inside the tap itself
    (``ft.PickFiles``: a picker opened after a round trip to Python is ignored by some
    phones' browsers); the chosen file arrives at the picker's ``on_result``."""
    loader = Loader(host)

    async def save() -> None:
        await save_book(host, loader.picker)

    buttons = ft.Row(
        [
            tagged(
                "book-save",
                ft.FilledTonalButton(
                    host.t("book-save"), icon=ft.Icons.SAVE_ALT, on_click=save, height=48
                ),
            ),
            tagged("book-load", loader.button),
        ],
        wrap=True,
        spacing=8,
        run_spacing=8,
    )
    return ft.Column(
        [
            ft.Text(host.t("settings-book"), weight=ft.FontWeight.BOLD, size=16),
            ft.Text(host.t("settings-book-hint"), size=14, color=ft.Colors.ON_SURFACE_VARIANT),
            buttons,
            loader.progress,
        ],
        spacing=6,
        tight=True,
    )


def file_name(day: date) -> str:
    """The book's file name: the app's name and the day it was saved."""
    return f"kartenrunde-{day.isoformat()}.json"


async def save_book(host: Host, picker: ft.FilePicker) -> None:
    """Write the book and hand it to the browser as a download; say what it holds."""
    book = export_book(host.db, host.settings.for_book())
    data = book_text(book).encode("utf-8")
    try:
        await picker.save_file(file_name=file_name(date.today()), src_bytes=data)
    except Exception:  # the browser refused the download: say so, nothing changed
        log.warning("the record book could not be saved", exc_info=True)
        host.notify(host.tr.error(UserError("book-not-saved")))
        return
    host.notify(host.t("book-saved", players=len(book["players"]), games=len(book["games"])))


class Loader:
    """Loading a picked book: its size checked, its contents fetched, its games checked
    and merged, each step shown under the buttons."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.picker = ft.FilePicker(on_result=self.picked, on_upload=self.uploaded)
        self.button = ft.OutlinedButton(
            host.t("book-load"),
            icon=ft.Icons.UPLOAD_FILE,
            height=48,
            action=ft.PickFiles(
                self.picker,
                file_type=ft.FilePickerFileType.CUSTOM,
                allowed_extensions=["json"],
                with_data=host.uploads is None,
                cancel_upload_on_window_blur=False,
            ),
        )
        self.bar = ft.ProgressBar(value=0)
        self.status = ft.Text("", size=14)
        self.steps = ft.Column([self.status, self.bar], spacing=4, visible=False)
        """What happens and how far, shown while a book loads."""
        self.progress = tagged("book-progress", self.steps)
        self.news: asyncio.Queue[ft.FilePickerUploadEvent] = asyncio.Queue()
        """What the browser tells of the upload under way."""

    async def picked(self, e: ft.FilePickerResultEvent) -> None:
        """Load the picked book (nothing if the picker was closed without one)."""
        if e.files:
            await load_book(self, e.files[0])

    def uploaded(self, e: ft.FilePickerUploadEvent) -> None:
        """News of the upload: how far it got, or why it failed."""
        self.news.put_nowait(e)

    def show(self, message: str, part: float | None, **args: int) -> None:
        """Show a step of the loading: what happens (``message`` with ``args``), and how
        far (None: unknown)."""
        self.status.value, self.bar.value = self.host.t(message, **args), part
        self.steps.visible = True
        self.button.disabled = True
        self.progress.update()
        self.button.update()

    def done(self) -> None:
        """The loading is over: the progress goes, the button is back."""
        self.steps.visible = False
        self.button.disabled = False
        if self.button.page is not None:  # (still on screen)
            self.progress.update()
            self.button.update()

    async def contents(self, file: ft.FilePickerFile) -> bytes:
        """The picked file's bytes: handed over with it, or uploaded to the server
        while the share arrived is shown; ``book-not-read`` if the upload fails."""
        if file.bytes is not None:
            self.show("book-reading", 1, percent=100)
            await asyncio.sleep(0)  # (the page sees it before the book is read)
            return file.bytes
        uploads = self.host.uploads
        if uploads is None:
            raise UserError("book-not-read")
        name = f"book-{uuid.uuid4().hex}.json"
        url = self.host.page.get_upload_url(name, int(STALL * 10))
        self.news = asyncio.Queue()
        self.show("book-reading", 0, percent=0)
        await self.picker.upload([ft.FilePickerUploadFile(url, id=file.id, name=file.name)])
        path = uploads / name
        try:
            while True:
                news = await asyncio.wait_for(self.news.get(), STALL)
                if news.error or news.progress is None:
                    raise UserError("book-not-read")
                self.show("book-reading", news.progress, percent=round(news.progress * 100))
                if news.progress >= 1:
                    return path.read_bytes()
        except (TimeoutError, OSError) as error:
            log.warning("the record book did not arrive", exc_info=True)
            raise UserError("book-not-read") from error
        finally:
            path.unlink(missing_ok=True)

    async def check(self, book: Book) -> dict[str, str]:
        """Replay each game of ``book`` not here yet (:func:`left_out`), giving the page
        a turn every :data:`SLICE` and showing how many are done; the ones left out.

        The garbage collector pauses meanwhile: each replay makes many short-lived
        states, and the collections they set off walked the whole book again and again
        (a 1,200-game book took 15 s to check instead of 5)."""
        todo = new_games(self.host.db, book)
        left: dict[str, str] = {}
        collecting = gc.isenabled()
        gc.disable()
        try:
            mark = -SLICE
            for done, game in enumerate(todo):
                if time.perf_counter() - mark >= SLICE:
                    self.show("book-checking", done / len(todo), done=done, total=len(todo))
                    await asyncio.sleep(0)
                    mark = time.perf_counter()
                if why := left_out(game, engine_for):
                    left[game.uid] = why
        finally:
            if collecting:
                gc.enable()
        return left


async def load_book(loader: Loader, file: ft.FilePickerFile) -> None:
    """Merge the picked book file; a refused file changes nothing and says why. The
    book's settings fill in what this phone has never changed."""
    host = loader.host
    if file.size > BOOK_MAX:
        size = round(file.size / 1_000_000, 1)
        host.notify(host.t("book-too-big", size=size, max=BOOK_MAX_MB))
        return
    try:
        book = read_text(await loader.contents(file))
        left = await loader.check(book)
        loader.show("book-merging", None)
        await asyncio.sleep(0)
        report = host.stored(lambda: merge_book(host.db, book, left))
    except UserError as error:
        host.notify(host.tr.error(error))
        return
    finally:
        loader.done()
    adopted = host.settings.adopt(report.settings)
    if adopted != host.settings:
        await host.change(**adopted.for_book())
    host.notify(loaded(host, report))


def loaded(host: Host, report: ImportReport) -> str:
    """What a book brought: new players and games, the games left out and why, and the
    names tidied up."""
    parts = [
        host.t(
            "book-loaded",
            players=report.players_added,
            games=report.games_added,
            skipped=report.games_skipped,
        )
    ]
    if report.illegal or report.unknown:
        why = [
            host.t(f"book-left-{kind}", count=count)
            for kind, count in (("illegal", report.illegal), ("unknown", report.unknown))
            if count
        ]
        left = report.illegal + report.unknown
        parts.append(host.t("book-left-out", left=left, why=", ".join(why)))
    if report.renamed:
        names = ", ".join(f"{was} → {now}" for was, now in report.renamed[:3])
        more = ", …" if len(report.renamed) > 3 else ""
        parts.append(host.t("book-renamed", count=len(report.renamed), names=names + more))
    return " ".join(parts)
