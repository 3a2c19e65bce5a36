## Game names and one-line descriptions for the home screen

game-schnapsen = Schnapsen
game-schnapsen-blurb = The Austrian classic for two: race to 66 and win the Bummerl.
game-slf = Schnapp, Land, Fluss!
game-slf-blurb = Think fast: a word for the category and the letter, then grab the card.
game-snorkeling = Snorkeling
game-snorkeling-blurb = Dive deeper than the others, and send them back up with well-timed cards.
game-schnitzel = Schnitzel
game-schnitzel-blurb = Remember your hidden cards, swap smart and shout "Schnitzel!" first.
game-snap = Snap
game-snap-blurb = Watch the piles and call "Snap!" the moment two cards match.
