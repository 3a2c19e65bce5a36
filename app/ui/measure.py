"""About how much room words take on screen, worked out without Flutter (plain Python):
what a layout needs to know before it is drawn."""

from __future__ import annotations


def text_lines(
    text: str, width: float, size: float, bold: bool = True, em: float | None = None
) -> int:
    """About how many lines ``text`` takes at ``size`` in ``width`` (words wrap whole);
    rather one line too many than one too few. ``em``: an average letter's width as a
    share of the size (by default 0.6 bold, 0.53 plain)."""
    per_char = size * (em or (0.6 if bold else 0.53))
    lines, used = 1, 0.0
    for word in text.split():
        need = len(word) * per_char
        if used and used + per_char + need > width:
            lines, used = lines + 1, need
        else:
            used += (per_char if used else 0) + need
    return lines
