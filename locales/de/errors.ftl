## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Bitte gib einen Namen ein.
err-name-too-long = Ein Name darf höchstens { $max } Zeichen lang sein.
err-name-invalid = Ein Name darf keine Steuerzeichen enthalten.
err-name-taken = Es gibt schon einen Spieler namens { $name }.
err-player-unknown = Diesen Spieler gibt es nicht mehr.
err-save-damaged = Das gespeicherte Spiel war beschädigt und kann nicht fortgesetzt werden.
err-record-damaged = Diese Spielaufzeichnung ist beschädigt.
err-record-wrong-game = Diese Aufzeichnung gehört zu einem anderen Spiel ({ $game }).
err-game-unknown = Unbekanntes Spiel: { $game }.
err-bad-card = „{ $code }“ ist keine Karte.
err-bad-move = „{ $code }“ ist kein Spielzug.
err-game-over = Das Spiel ist schon vorbei.
err-card-not-in-hand = Du hast { $card } nicht auf der Hand.
