"""The table every game shares: the frame (:class:`Table`), the hand-over rule
(:class:`Seating`) and the base of each game's drawing (:class:`Board`)."""

from app.ui.table.board import Board
from app.ui.table.frame import Table
from app.ui.table.seating import Moment, Seating

__all__ = ["Board", "Moment", "Seating", "Table"]
