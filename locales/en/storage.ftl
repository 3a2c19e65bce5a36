## Saving when the database can't be written just now, and a damaged database file

storage-not-saved = The game couldn't be saved just now. Play on – saving is retried until it works.
storage-saved-again = Everything is saved again.
# A player added, renamed or deleted: the person tries again themselves.
err-not-stored = That couldn't be saved just now, so nothing was changed. Please try again in a moment.
storage-recovered-title = The statistics file was damaged
# $file: where the damaged file (or files, $count) now lies, e.g. /home/anna/.local/share/kartenrunde/kartenrunde.sqlite3.damaged-20260101-120000
storage-recovered-body =
    { $count ->
        [one] It was moved to { $file } and is kept there.
       *[other] They were moved to { $file } and are kept there.
    } A new, empty file was started: the player list, the statistics and the saved games begin afresh.
storage-recovered-ok = Understood

## The database file or its folder can't be written at all (e.g. write-protected)

storage-read-only-title = Nothing can be saved on this device
# $folder: the data folder, e.g. /home/anna/.local/share/kartenrunde
storage-read-only-body = Kartenrunde isn't allowed to write to its data folder { $folder }: the folder or the file in it is write-protected. You can play, but games, players and statistics aren't saved. To save again, make the folder writable and restart Kartenrunde.
storage-read-only-ok = Play without saving
