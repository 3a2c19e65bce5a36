"""The JSON values the app writes and reads back (saved games, records, settings)."""

from __future__ import annotations

Json = dict[str, "Json"] | list["Json"] | str | int | float | bool | None
"""A JSON value; a reader takes ``object`` and checks the shape it expects (app.core.saves)."""
JsonDict = dict[str, Json]
"""A JSON object: what ``to_dict`` functions write."""
