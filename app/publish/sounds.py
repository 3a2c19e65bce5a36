"""The Snap table's sounds, synthesised for this app: a bright two-note "schnapp" for
a correct call and two low knocks for a tie.

``python -m app.publish.sounds`` writes them into ``assets/sounds/`` as 16-bit mono WAV
at 22,050 Hz, the format of ``time-up.wav``. The files are committed (a few kB each), so
building the app writes nothing; the offline build bundles every file of ``assets/``.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

from app.paths import ASSETS

RATE = 22_050
"""Samples per second."""
Note = tuple[float, float, float, float]
"""(start in s, frequency in Hz, length in s, loudness 0–1)."""
SOUNDS: dict[str, tuple[Note, ...]] = {
    "sounds/snap.wav": ((0.0, 1046.5, 0.07, 0.55), (0.055, 1568.0, 0.12, 0.6)),
    "sounds/tie.wav": ((0.0, 262.0, 0.09, 0.7), (0.14, 262.0, 0.09, 0.7)),
}
"""Each sound's notes: the snap rises a fifth (C6 to G6), the tie knocks twice on C4."""


def sample(notes: tuple[Note, ...], t: float) -> float:
    """The sound at time ``t``: each note a sine with a little octave, a 4 ms attack
    and an exponential fade."""
    out = 0.0
    for start, freq, length, loud in notes:
        age = t - start
        if 0 <= age < length:
            attack = min(1.0, age / 0.004)
            fade = math.exp(-5 * age / length)
            tone = math.sin(2 * math.pi * freq * age) + 0.3 * math.sin(4 * math.pi * freq * age)
            out += loud * attack * fade * tone / 1.3
    return max(-1.0, min(1.0, out))


def frames(notes: tuple[Note, ...]) -> bytes:
    """The 16-bit samples of ``notes``, ending 20 ms after the last note."""
    end = max(start + length for start, _, length, _ in notes) + 0.02
    count = int(end * RATE)
    loud = (round(32_000 * sample(notes, i / RATE)) for i in range(count))
    return b"".join(struct.pack("<h", value) for value in loud)


def write(folder: Path) -> list[Path]:
    """Write every sound into ``folder``; the paths written."""
    written = []
    for rel, notes in SOUNDS.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(frames(notes))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS):
        print(path)
