"""Players, results and saved games, kept in SQLite through sqlite-utils."""

from app.stats.db import MIGRATIONS, Opened, open_db, schema_version
from app.stats.players import (
    NAME_MAX,
    Player,
    add_player,
    clean_name,
    delete_player,
    keep_player,
    list_players,
    rename_player,
)
from app.stats.results import (
    GameTally,
    Matchup,
    PlayerSummary,
    SeatResult,
    matchups,
    points_by_player,
    record_result,
    summaries,
)
from app.stats.saves import (
    SavedGame,
    clear_game,
    load_game,
    move_games,
    save_game,
    saved_games,
    set_aside,
)
from app.stats.setups import LastSetup, last_setup, remember_setup

__all__ = [
    "MIGRATIONS",
    "NAME_MAX",
    "GameTally",
    "LastSetup",
    "Matchup",
    "Opened",
    "Player",
    "PlayerSummary",
    "SavedGame",
    "SeatResult",
    "add_player",
    "clean_name",
    "clear_game",
    "delete_player",
    "keep_player",
    "last_setup",
    "list_players",
    "load_game",
    "matchups",
    "move_games",
    "open_db",
    "points_by_player",
    "record_result",
    "remember_setup",
    "rename_player",
    "save_game",
    "saved_games",
    "schema_version",
    "set_aside",
    "summaries",
]
