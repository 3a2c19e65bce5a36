"""The app's icons: three fanned cards (spade, heart, diamond) on felt green.

``python -m app.publish.icons`` draws them as SVG and lets Chromium rasterise them into
``assets/icons/`` (192 and 512 px, plain and maskable; the opaque one iOS rounds itself;
the one on the loading screen) and ``assets/favicon.png``. Their names are those of
Flet's web client, which they replace. The PNGs are committed, so building the app needs
no browser.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from app.paths import ASSETS

FELT = "#1B5E20"
SPADE = (
    "M50 4 C58 19 78 33 88 45 C99 58 95 79 76 81 C66 82 59 77 55 71 C56 81 60 89 69 96 "
    "L31 96 C40 89 44 81 45 71 C41 77 34 82 24 81 C5 79 1 58 12 45 C22 33 42 19 50 4 Z"
)
HEART = (
    "M50 92 C46 85 35 75 23 64 C10 52 3 43 3 30 C3 16 14 7 27 7 C37 7 45 13 50 22 "
    "C55 13 63 7 73 7 C86 7 97 16 97 30 C97 43 90 52 77 64 C65 75 54 85 50 92 Z"
)
DIAMOND = "M50 3 L88 50 L50 97 L12 50 Z"
CARDS = (
    (-24, SPADE, "#1C1C1C", "translate(189 130) scale(0.6)"),
    (24, DIAMOND, "#C62828", "translate(263 130) scale(0.6)"),
    (0, HEART, "#C62828", "translate(211 180) scale(0.9)"),
)
"""(angle, suit outline, colour, where the suit sits on the card), back to front: the
side cards show their suit in the corner that stays uncovered, the heart lies on top."""
ICONS = {
    "icons/icon-192.png": (192, False),
    "icons/icon-512.png": (512, False),
    "icons/icon-maskable-192.png": (192, True),
    "icons/icon-maskable-512.png": (512, True),
    "icons/apple-touch-icon-192.png": (192, True),
    "icons/loading-animation.png": (400, False),
    "favicon.png": (64, False),
}
"""File under assets/ → (size in px, maskable)."""


def icon_svg(maskable: bool) -> str:
    """The icon on a 512 × 512 canvas. A maskable icon fills the square and keeps its
    art inside the central circle of 80 % that every launcher mask leaves visible."""
    scale = 0.78 if maskable else 0.92
    background = (
        f'<rect width="512" height="512" fill="{FELT}"/>'
        if maskable
        else f'<rect x="16" y="16" width="480" height="480" rx="104" fill="{FELT}"/>'
    )
    cards = []
    for angle, suit, colour, place in CARDS:
        cards.append(
            f'<g transform="rotate({angle} 256 430)">'
            '<rect x="181" y="118" width="150" height="214" rx="18" fill="#FFFDF7" '
            'stroke="#0B3010" stroke-width="5"/>'
            f'<path d="{suit}" fill="{colour}" transform="{place}"/>'
            "</g>"
        )
    art = "".join(cards)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
        f"{background}"
        f'<g transform="translate(256 256) scale({scale}) translate(-256 -232)">{art}</g>'
        "</svg>"
    )


def render(out: Path = ASSETS) -> list[Path]:
    """Rasterise every icon with Chromium (Playwright, Debian's /usr/bin/chromium)."""
    from playwright.sync_api import sync_playwright

    written = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium")
        for name, (size, maskable) in ICONS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            data = base64.b64encode(icon_svg(maskable).encode()).decode()
            page.set_content(
                '<html><body style="margin:0;background:transparent">'
                f'<img src="data:image/svg+xml;base64,{data}" width="{size}" height="{size}">'
                "</body></html>"
            )
            path = out / name
            path.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(path), omit_background=True)
            page.close()
            written.append(path)
        browser.close()
    return written


if __name__ == "__main__":
    for written in render(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS):
        print(written)
