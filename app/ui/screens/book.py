"""Settings → the record book: save every player and finished game in one file (the
browser downloads it) and load one back (a file picker), merging it into this phone's
(:mod:`app.stats.book`: players matched by name, no game twice, a bad file changes
nothing)."""

from __future__ import annotations

import logging
from datetime import date

import flet as ft

from app.core.errors import UserError
from app.games import engine_for
from app.stats import book_text, export_book, import_text
from app.ui.host import Host
from app.ui.widgets import tagged

log = logging.getLogger(__name__)


def section(host: Host) -> ft.Control:
    """The record book's title, what it is for, and its two buttons. The file picker
    opens in the browser inside the tap itself (``ft.PickFiles``: a picker opened after
    a round trip to Python is ignored by some phones' browsers); the chosen file arrives
    at the picker's ``on_result``."""

    async def picked(e: ft.FilePickerResultEvent) -> None:
        await load_book(host, e.files)

    picker = ft.FilePicker(on_result=picked)

    async def save() -> None:
        await save_book(host, picker)

    pick = ft.PickFiles(
        picker,
        file_type=ft.FilePickerFileType.CUSTOM,
        allowed_extensions=["json"],
        with_data=True,
        cancel_upload_on_window_blur=False,
    )
    buttons = ft.Row(
        [
            tagged(
                "book-save",
                ft.FilledTonalButton(
                    host.t("book-save"), icon=ft.Icons.SAVE_ALT, on_click=save, height=48
                ),
            ),
            tagged(
                "book-load",
                ft.OutlinedButton(
                    host.t("book-load"), icon=ft.Icons.UPLOAD_FILE, action=pick, height=48
                ),
            ),
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


async def load_book(host: Host, files: list[ft.FilePickerFile]) -> None:
    """Merge the picked book file; a refused file changes nothing and says why. The
    book's settings fill in what this phone has never changed."""
    if not files:
        return  # the picker was closed without a file
    content = files[0].bytes
    try:
        if content is None:
            raise UserError("book-damaged")
        report = host.stored(lambda: import_text(host.db, content, engine_for))
    except UserError as error:
        host.notify(host.tr.error(error))
        return
    adopted = host.settings.adopt(report.settings)
    if adopted != host.settings:
        await host.change(**adopted.for_book())
    host.notify(
        host.t(
            "book-loaded",
            players=report.players_added,
            games=report.games_added,
            skipped=report.games_skipped,
        )
    )
