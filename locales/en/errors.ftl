## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Please enter a name.
err-name-too-long = Names can have at most { $max } characters.
err-name-invalid = Names can't contain control characters.
err-name-taken = There's already a player called { $name }.
err-player-unknown = That player no longer exists.
err-save-damaged = The saved game was damaged and could not be resumed.
err-record-damaged = This game record is damaged.
err-record-wrong-game = This record belongs to another game ({ $game }).
err-game-unknown = Unknown game: { $game }.
err-bad-card = "{ $code }" is not a card.
err-bad-move = "{ $code }" is not a move.
err-game-over = The game is over.
err-card-not-in-hand = You don't hold { $card }.
