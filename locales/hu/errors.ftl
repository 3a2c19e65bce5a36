## Messages for UserError and IllegalMove codes (id = "err-" + code)

err-name-empty = Írj be egy nevet!
err-name-too-long = A név legfeljebb { $max } karakter lehet.
err-name-invalid = A név nem tartalmazhat vezérlőkaraktert.
err-name-no-letter = A névben legyen legalább egy betű, számjegy vagy emoji.
err-name-taken = Már van ilyen nevű játékos: { $name }
err-player-unknown = Ez a játékos már nem létezik.
err-player-merge-self = Egy játékost nem lehet önmagával összevonni.
err-player-merge-together = { $name } és { $into } egy asztalnál játszott ({ $games } játszma), tehát két különböző ember. Összevonni csak azt lehet, akit kétszer vettél fel.
err-player-restored = { $name } már visszakerült.
err-book-newer = Ezt a játéknaplót az alkalmazás egy újabb verziója mentette. Előbb frissítsd az alkalmazást!
err-book-damaged = Ez a fájl nem olvasható játéknapló (sérült, vagy egy másik alkalmazásé). Semmi sem változott.
err-book-not-saved = A játéknaplót nem sikerült elmenteni. Semmi sem változott, kérlek, próbáld újra.
err-book-name = A játéknapló „{ $name }” nevű játékosát nem lehet átvenni: { $why } Semmi sem változott.
err-book-not-read = A fájlt nem sikerült beolvasni. Semmi sem változott, kérlek, próbáld újra.
err-save-damaged = A mentett játék megsérült, nem lehet folytatni.
err-record-damaged = Ez a játékfelvétel sérült.
err-record-wrong-game = Ez a felvétel egy másik játékhoz tartozik ({ $game }).
err-game-unknown = Ismeretlen játék: { $game }
err-bad-card = „{ $code }” nem kártyalap.
err-bad-move = „{ $code }” nem érvényes lépés.
err-game-over = A játéknak vége.
err-card-not-in-hand = Nincs a kezedben ez a lap: { $card }
err-not-your-turn = Most nem te következel.

## Schnapsen (suit and card arguments arrive as names in the chosen card pack)

err-must-follow-suit = Színre színt kell adnod ({ $suit }).
err-must-beat = Ha tudod, üsd felül ezt a lapot: { $card }
err-must-trump = Nincs a hívott színből, ezért adut kell tenned ({ $suit }).
err-must-lead-marriage = A bemondás után a bemondott pár egyik lapját kell hívnod ({ $suit }).
err-claim-automatic = Ebben a játékban a 66-ot a gép számolja.
err-claim-not-now = „66!”-ot csak akkor mondhatsz, amikor egy ütés vagy bemondás után te jössz.
err-only-leader = Ezt csak a hívó játékos teheti meg.
err-marriage-not-held = A bemondáshoz a pár mindkét lapja kell ({ $suit }).
err-marriage-when-closed = Lezárt vagy elfogyott talonnál már nem lehet bemondani.
err-exchange-too-late = Az adu alsót már nem lehet kicserélni.
err-no-trump-jack = Nincs nálad az adu alsó.
err-cannot-close = A talont már nem lehet lezárni.
err-bad-seats = Ezt a játékot nem lehet { $seats } játékossal játszani.
err-bad-options = Ismeretlen vagy hibás szabálybeállítás: { $keys }
err-state-damaged = Ez a mentett állás sérült.
