"""Benchmarks (``python -m app.bench <game>``): figures, not tests."""

from typing import Any

Report = dict[str, Any]  # Any: a bench's figures, nested per row, read back by key for its table
"""What a bench writes as JSON and prints as its table."""
