"""The emoji font for names, small enough for the phone build.

``python -m app.publish.emoji NotoColorEmoji.ttf`` (needs ``pip install -e .[assets]``:
fontTools and Pillow) writes ``assets/fonts/NotoColorEmoji.ttf`` from Google's Noto
Color Emoji (SIL Open Font License): every single emoji and every flag, without the
skin-tone and ZWJ sequences, with bitmaps at half size (55 instead of 109 pixels per em,
still twice the size of a name on screen) in 48 colours. That takes the font from 11 MB
to about 2 MB.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from app.paths import ASSETS

SCALE = 0.5
COLOURS = 48
"""Palette size of each bitmap: enough for the flat emoji art, small to store."""
DROPPED = {0x200D, *range(0x1F3FB, 0x1F400)}
"""The zero-width joiner and the five skin-tone modifiers: without them, the subsetter
drops the sequences built from them."""


def shrink(source: Path, target: Path) -> None:
    """Subset ``source`` and halve its bitmaps into ``target``."""
    from fontTools import subset
    from fontTools.ttLib import TTFont
    from PIL import Image

    font = TTFont(source)
    keep = [cp for cp in font.getBestCmap() if cp not in DROPPED]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    for strike in font["CBDT"].strikeData:
        for glyph in strike.values():
            image = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
            size = (max(1, round(image.width * SCALE)), max(1, round(image.height * SCALE)))
            small = image.resize(size, Image.Resampling.LANCZOS)
            buffer = io.BytesIO()
            small = small.quantize(COLOURS, method=Image.Quantize.FASTOCTREE)
            small.save(buffer, "PNG", optimize=True)
            glyph.imageData = buffer.getvalue()
            m = glyph.metrics
            m.width, m.height = size
            m.BearingX = round(m.BearingX * SCALE)
            m.BearingY = round(m.BearingY * SCALE)
            m.Advance = round(m.Advance * SCALE)
    for strike in font["CBLC"].strikes:
        table = strike.bitmapSizeTable
        table.ppemX = table.ppemY = round(table.ppemX * SCALE)
        for line in (table.hori, table.vert):
            line.ascender = round(line.ascender * SCALE)
            line.descender = round(line.descender * SCALE)
            line.widthMax = round(line.widthMax * SCALE)
    font.save(target)


if __name__ == "__main__":
    shrink(Path(sys.argv[1]), ASSETS / "fonts" / "NotoColorEmoji.ttf")
