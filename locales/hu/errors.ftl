## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Írj be egy nevet!
err-name-too-long = A név legfeljebb { $max } karakter lehet.
err-name-invalid = A név nem tartalmazhat vezérlőkaraktert.
err-name-taken = Már van ilyen nevű játékos: { $name }
err-player-unknown = Ez a játékos már nem létezik.
err-save-damaged = A mentett játék megsérült, nem lehet folytatni.
err-record-damaged = Ez a játékfelvétel sérült.
err-record-wrong-game = Ez a felvétel egy másik játékhoz tartozik ({ $game }).
err-game-unknown = Ismeretlen játék: { $game }
err-bad-card = „{ $code }” nem kártyalap.
err-bad-move = „{ $code }” nem érvényes lépés.
err-game-over = A játéknak vége.
err-card-not-in-hand = Nincs a kezedben ez a lap: { $card }
