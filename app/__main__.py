"""``python -m app``: serve Kartenrunde as a web app on this machine.

Every asset is served locally (no CDN; Flet's web client changed as
:mod:`app.publish.client` says), so the app works without internet. Open the printed
address in a browser; with ``--host 0.0.0.0`` phones on the same network can join too.
``python -m app publish`` builds the installable offline app instead (:mod:`app.publish`).

The server keeps going through what a household's network throws at it: a write the
database refuses just now is kept and retried (:mod:`app.ui.saving`), a damaged file is
moved aside and an unwritable one read as it is (:mod:`app.stats.db`), one tab at a time
plays each running game (:mod:`app.ui.owners`), a browser that does not answer at the
start is asked again (:mod:`app.ui.asking`), and a tab left open across a restart
reconnects by itself.
"""

from __future__ import annotations

import argparse
import logging
import os
import secrets
import sys
import tempfile
from pathlib import Path

DEFAULT_PORT = 8550


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line: ``[--host H] [--port P] [--data-dir D]``."""
    parser = argparse.ArgumentParser(prog="python -m app", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="port to listen on")
    parser.add_argument("--data-dir", type=Path, default=None, help="folder for the database")
    return parser.parse_args(argv)


def serve(args: argparse.Namespace) -> None:
    """Start the Flet web server and block until Ctrl-C."""
    from app.stats.book import BOOK_MAX

    os.environ.setdefault("FLET_FORCE_WEB_SERVER", "1")
    os.environ["FLET_WEB_NO_CDN"] = "1"
    # Uploads (a record book being loaded) are signed with a key of this run, and none
    # may be larger than a book may be.
    os.environ.setdefault("FLET_SECRET_KEY", secrets.token_urlsafe(32))
    os.environ["FLET_MAX_UPLOAD_SIZE"] = str(BOOK_MAX)
    import flet as ft

    from app.paths import default_data_dir
    from app.publish.client import server_assets
    from app.ui.app import make_main
    from app.ui.boot import frozen_once, prepare
    from app.ui.household import Household

    data_dir = (args.data_dir or default_data_dir()).resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    shown = "localhost" if args.host in ("0.0.0.0", "::") else args.host
    print(f"Kartenrunde is running at http://{shown}:{args.port}/", flush=True)
    print(f"Data folder: {data_dir}  (stop with Ctrl-C)", flush=True)
    prepare()
    with tempfile.TemporaryDirectory(prefix="kartenrunde-web-") as tmp:
        uploads = Path(tmp) / "uploads"
        main = frozen_once(make_main(Household(data_dir, uploads)))
        if probe := os.environ.get("KR_LOOP_PROBE"):  # python -m app.bench server
            from app.ui.probe import probed

            main = probed(main, Path(probe))
        try:
            ft.run(
                main,
                view=ft.AppView.WEB_BROWSER,
                host=args.host,
                port=args.port,
                assets_dir=str(server_assets(Path(tmp) / "assets")),
                upload_dir=str(uploads),
                no_cdn=True,
            )
        except KeyboardInterrupt:
            pass
    print("Kartenrunde stopped.", flush=True)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m app``."""
    logging.basicConfig(level=logging.WARNING)
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["publish"]:
        from app.publish import main as publish

        return publish(argv[1:])
    serve(parse_args(argv))
    return 0


if __name__ == "__main__":
    sys.exit(main())
