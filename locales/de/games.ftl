## Game names and one-line descriptions for the home screen

game-schnapsen = Schnapsen
game-schnapsen-blurb = Der österreichische Klassiker zu zweit: zuerst 66 erreichen und das Bummerl verteilen.
game-slf = Schnapp, Land, Fluss!
game-slf-blurb = Schnell denken: ein Wort zu Kategorie und Buchstabe – und die Karte schnappen.
game-snorkeling = Snorkeling
game-snorkeling-blurb = Tauch tiefer als die anderen – und schick sie mit gut getimten Karten wieder nach oben.
game-schnitzel = Schnitzel
game-schnitzel-blurb = Merk dir deine verdeckten Karten, tausch geschickt und ruf zuerst „Schnitzel!“.
game-snap = Schnipp-Schnapp
game-snap-blurb = Behalte die Stapel im Blick und ruf „Schnipp-Schnapp!“, sobald zwei Karten gleich sind.
