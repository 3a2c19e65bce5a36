## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Please enter a name.
err-name-too-long = Names can have at most { $max } characters.
err-name-invalid = Names can't contain control characters.
err-name-no-letter = A name needs at least one letter, digit or emoji.
err-name-taken = There's already a player called { $name }.
err-player-unknown = That player no longer exists.
err-player-merge-self = A player can't be merged with themselves.
err-player-merge-together = { $name } and { $into } played at the same table ({ $games ->
    [one] one game
   *[other] { $games } games
  }), so they are two people. Merging is for one person entered twice.
err-player-restored = { $name } is back already.
err-book-newer = This record book was saved by a newer version of the app. Please update the app first.
err-book-damaged = This file isn't a readable record book (damaged or from another app). Nothing was changed.
err-book-not-saved = The record book could not be saved. Nothing was changed; please try again.
err-book-name = The player "{ $name }" in this record book can't be added: { $why } Nothing was changed.
err-book-not-read = The file could not be read. Nothing was changed; please try again.
err-save-damaged = The saved game was damaged and could not be resumed.
err-record-damaged = This game record is damaged.
err-record-wrong-game = This record belongs to another game ({ $game }).
err-game-unknown = Unknown game: { $game }.
err-bad-card = "{ $code }" is not a card.
err-bad-move = "{ $code }" is not a move.
err-game-over = The game is over.
err-card-not-in-hand = You don't hold { $card }.
err-not-your-turn = It's not your turn.

## Schnapsen (suit and card arguments arrive as names in the chosen card pack)

err-must-follow-suit = You must follow suit ({ $suit }).
err-must-beat = You must beat { $card } if you can.
err-must-trump = You can't follow suit, so you must play a trump ({ $suit }).
err-must-lead-marriage = After announcing, lead one of the two announced cards ({ $suit }).
err-claim-automatic = 66 is counted automatically in this game.
err-claim-not-now = You can say "66!" only when it's your turn after a trick or an announcement.
err-only-leader = Only the player on lead can do that.
err-marriage-not-held = To announce, you need both cards of the pair in { $suit }.
err-marriage-when-closed = Marriages can't be announced once the talon is closed or used up.
err-exchange-too-late = The trump Jack can no longer be exchanged.
err-no-trump-jack = You don't hold the trump Jack.
err-cannot-close = The talon can no longer be closed.
err-bad-seats = This game can't be played with { $seats } players.
err-bad-options = Unknown or invalid rule options: { $keys }.
err-state-damaged = This saved position is damaged.
