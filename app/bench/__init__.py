"""Benchmarks (``python -m app.bench <game>``): figures, not tests."""
