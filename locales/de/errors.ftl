## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Bitte gib einen Namen ein.
err-name-too-long = Ein Name darf höchstens { $max } Zeichen lang sein.
err-name-invalid = Ein Name darf keine Steuerzeichen enthalten.
err-name-no-letter = Ein Name braucht mindestens einen Buchstaben, eine Ziffer oder ein Emoji.
err-name-taken = Es gibt schon einen Spieler namens { $name }.
err-player-unknown = Diesen Spieler gibt es nicht mehr.
err-player-merge-self = Ein Spieler kann nicht mit sich selbst zusammengeführt werden.
err-player-merge-together = { $name } und { $into } saßen zusammen am Tisch ({ $games ->
    [one] eine Partie
   *[other] { $games } Partien
  }) – das sind also zwei Personen. Zusammenführen ist für jemanden, der doppelt angelegt wurde.
err-player-restored = { $name } ist schon wieder da.
err-book-newer = Diese Spielchronik wurde mit einer neueren Version der App gespeichert. Bitte aktualisiere zuerst die App.
err-book-damaged = Diese Datei ist keine lesbare Spielchronik (beschädigt oder von einer anderen App). Es wurde nichts geändert.
err-book-not-saved = Die Spielchronik konnte nicht gesichert werden. Es wurde nichts geändert – bitte versuch es noch einmal.
err-book-name = Der Spieler „{ $name }“ aus dieser Spielchronik kann nicht übernommen werden: { $why } Es wurde nichts geändert.
err-book-not-read = Die Datei konnte nicht gelesen werden. Es wurde nichts geändert – bitte versuch es noch einmal.
err-save-damaged = Das gespeicherte Spiel war beschädigt und kann nicht fortgesetzt werden.
err-record-damaged = Diese Spielaufzeichnung ist beschädigt.
err-record-wrong-game = Diese Aufzeichnung gehört zu einem anderen Spiel ({ $game }).
err-game-unknown = Unbekanntes Spiel: { $game }.
err-bad-card = „{ $code }“ ist keine Karte.
err-bad-move = „{ $code }“ ist kein Spielzug.
err-game-over = Das Spiel ist schon vorbei.
err-card-not-in-hand = Du hast { $card } nicht auf der Hand.
err-not-your-turn = Du bist gerade nicht dran.

## Schnapsen (suit and card arguments arrive as names in the chosen card pack)

err-must-follow-suit = Du musst Farbe bekennen ({ $suit }).
err-must-beat = Du musst { $card } stechen, wenn du kannst.
err-must-trump = Du kannst nicht bedienen, also musst du mit Atout stechen ({ $suit }).
err-must-lead-marriage = Nach der Ansage musst du eine der beiden angesagten Karten ausspielen ({ $suit }).
err-claim-automatic = In diesem Spiel werden die 66 automatisch gezählt.
err-claim-not-now = „66!“ kannst du nur ansagen, wenn du nach einem Stich oder einer Ansage dran bist.
err-only-leader = Das darf nur, wer am Ausspiel ist.
err-marriage-not-held = Für diese Ansage brauchst du beide Karten des Paars in { $suit }.
err-marriage-when-closed = Bei zugedrehtem oder leerem Talon darfst du nichts mehr ansagen.
err-exchange-too-late = Der Atout-Bube kann jetzt nicht mehr ausgetauscht werden.
err-no-trump-jack = Du hast den Atout-Buben nicht.
err-cannot-close = Der Talon kann nicht mehr zugedreht werden.
err-bad-seats = Dieses Spiel geht nicht mit { $seats } Spielern.
err-bad-options = Unbekannte oder ungültige Regel-Optionen: { $keys }.
err-state-damaged = Dieser gespeicherte Spielstand ist beschädigt.
