## Schnapp, Land, Fluss!: Kategorieseiten (slf-cat-<id>: Name auf der Karte; -desc: was zählt)

slf-cat-kitchen = In der Küche
slf-cat-kitchen-desc = Dinge, die wirklich in eine Küche gehören: zum Kochen, Backen, Spülen oder Aufbewahren.
slf-cat-air = In der Luft
slf-cat-air-desc = Alles, was am Himmel fliegt oder schwebt, ob lebendig oder von Menschen gebaut.
slf-cat-circus = Im Zirkus
slf-cat-circus-desc = Menschen, Tiere, Kunststücke und Dinge, die man wirklich im Zirkus sieht.
slf-cat-school = In der Schule
slf-cat-school-desc = Menschen, Fächer und Dinge, die wirklich zum Schulalltag gehören.
slf-cat-doctor = In der Arztpraxis
slf-cat-doctor-desc = Menschen, Geräte und Dinge, die typisch für eine Arztpraxis sind.
slf-cat-sea = Im Meer
slf-cat-sea-desc = Tiere, Pflanzen und Dinge, die im Meer leben oder dort zu finden sind.
slf-cat-city = Stadt
slf-cat-city-desc = Eine echte Stadt irgendwo auf der Welt.
slf-cat-country = Land
slf-cat-country-desc = Ein Staat, den es heute irgendwo auf der Welt gibt.
slf-cat-river = Fluss
slf-cat-river-desc = Ein echter Fluss irgendwo auf der Welt.
slf-cat-animal = Tier
slf-cat-animal-desc = Jede Tierart, ob wild oder zahm.
slf-cat-first-name = Vorname
slf-cat-first-name-desc = Ein Vorname, den Menschen wirklich tragen.
slf-cat-job = Beruf
slf-cat-job-desc = Eine Arbeit, mit der Menschen ihr Geld verdienen.
slf-cat-plant = Pflanze oder Blume
slf-cat-plant-desc = Jede Pflanze und Blume, auch Bäume und Sträucher.
slf-cat-food = Essen oder Gericht
slf-cat-food-desc = Etwas zum Essen, von einer einzelnen Zutat bis zum fertigen Gericht.
slf-cat-drink = Getränk
slf-cat-drink-desc = Alles, was man trinken kann.
slf-cat-fruit-veg = Obst oder Gemüse
slf-cat-fruit-veg-desc = Jede Obst- oder Gemüsesorte.
slf-cat-sweets = Süßigkeit
slf-cat-sweets-desc = Etwas Süßes zum Naschen oder als Nachtisch.
slf-cat-sport = Sportart
slf-cat-sport-desc = Eine Sportart oder eine Disziplin darin.
slf-cat-instrument = Musikinstrument
slf-cat-instrument-desc = Alles, worauf man Musik machen kann.
slf-cat-clothing = Kleidung
slf-cat-clothing-desc = Etwas zum Anziehen, auch Schuhe und Accessoires.
slf-cat-body-part = Körperteil
slf-cat-body-part-desc = Ein Teil des menschlichen oder tierischen Körpers, außen oder innen.
slf-cat-vehicle = Fahrzeug
slf-cat-vehicle-desc = Alles, was Menschen oder Waren an Land, auf dem Wasser oder durch die Luft befördert.
slf-cat-toy = Spielzeug oder Spiel
slf-cat-toy-desc = Etwas zum Spielen oder ein Spiel, das man spielen kann.
slf-cat-hobby = Hobby
slf-cat-hobby-desc = Etwas, das man gern in der Freizeit macht.
slf-cat-appliance = Elektrogerät
slf-cat-appliance-desc = Ein Gerät, das mit Strom aus der Steckdose oder mit Batterien läuft.
slf-cat-tool = Werkzeug
slf-cat-tool-desc = Etwas, womit man von Hand etwas baut, repariert oder herstellt.
slf-cat-furniture = Möbelstück
slf-cat-furniture-desc = Ein Möbelstück für Wohnung, Büro oder Garten.
slf-cat-famous = Berühmte Person
slf-cat-famous-desc = Ein echter Mensch, lebend oder verstorben, den die meisten am Tisch kennen.
slf-cat-character = Märchen- oder Zeichentrickfigur
slf-cat-character-desc = Eine Figur aus einem Märchen, Zeichentrickfilm, Comic oder Kinderbuch.
slf-cat-bird = Vogel
slf-cat-bird-desc = Jede Vogelart.
slf-cat-insect = Insekt oder Krabbeltier
slf-cat-insect-desc = Ein Insekt oder ein anderes kleines Tier, das krabbelt, kriecht oder summt.
slf-cat-mountain-island = Berg oder Insel
slf-cat-mountain-island-desc = Ein echter Berg, ein Gebirge oder eine Insel irgendwo auf der Welt.
slf-cat-garden = Im Garten
slf-cat-garden-desc = Pflanzen, Tiere und Dinge, die wirklich in einen Garten gehören.
slf-cat-forest = Im Wald
slf-cat-forest-desc = Pflanzen, Tiere und Dinge, die man wirklich im Wald findet.
slf-cat-bathroom = Im Badezimmer
slf-cat-bathroom-desc = Dinge, die wirklich ins Badezimmer gehören.
slf-cat-beach = Am Strand
slf-cat-beach-desc = Dinge, Tiere und Beschäftigungen, die typisch für einen Tag am Strand sind.
slf-cat-supermarket = Im Supermarkt
slf-cat-supermarket-desc = Waren, Menschen und Dinge, die man wirklich im Supermarkt findet.
slf-cat-farm = Auf dem Bauernhof
slf-cat-farm-desc = Tiere, Maschinen, Pflanzen und Dinge, die typisch für einen Bauernhof sind.
slf-cat-space = Im Weltall
slf-cat-space-desc = Dinge, die es im Weltall gibt oder mit denen man es erforscht.
slf-cat-building-site = Auf der Baustelle
slf-cat-building-site-desc = Maschinen, Material, Menschen und Werkzeuge, die typisch für eine Baustelle sind.
slf-cat-winter = Im Winter
slf-cat-winter-desc = Dinge, Beschäftigungen und Wetter, die wirklich zum Winter gehören.
slf-cat-birthday = Auf der Geburtstagsfeier
slf-cat-birthday-desc = Dinge und Spiele, die typisch für eine Geburtstagsfeier sind.
slf-cat-street = Auf der Straße
slf-cat-street-desc = Fahrzeuge, Schilder, Menschen und Dinge, die man wirklich auf der Straße sieht.
slf-cat-round = Etwas Rundes
slf-cat-round-desc = Etwas, das rund oder kugelförmig ist.
slf-cat-soft = Etwas Weiches
slf-cat-soft-desc = Etwas, das sich weich anfühlt.
slf-cat-noise = Macht Geräusche
slf-cat-noise-desc = Etwas, das deutlich hörbare Geräusche macht.
slf-cat-smell = Etwas, das riecht
slf-cat-smell-desc = Etwas mit einem auffälligen Geruch, ob angenehm oder nicht.
slf-cat-pocket = Passt in die Hosentasche
slf-cat-pocket-desc = Etwas, das klein genug für eine Hosentasche ist.
slf-cat-green = Etwas Grünes
slf-cat-green-desc = Etwas, das normalerweise grün ist.
slf-cat-opens = Kann man öffnen
slf-cat-opens-desc = Etwas, das sich öffnen lässt, ob es danach wieder zugeht oder nicht.

## Schnapp, Land, Fluss!: abgelehnte Züge

err-slf-no-such-seat = Diesen Platz gibt es an diesem Tisch nicht.
err-slf-leader-only = Im Spielleiter-Modus kann das nur die Spielleitung.
err-slf-leader-cannot-slap = Die Spielleitung spielt nicht mit und haut auf keine Karte.
err-slf-first-turn = Die erste Kategorie dreht um, wessen Vorname im Alphabet zuerst kommt.
err-slf-category-up = Es liegt schon eine Kategorie offen.
err-slf-no-category = Dreh zuerst eine Karte auf die Kategorieseite um.
err-slf-no-letter = Dort liegt keine Buchstabenkarte.
err-slf-turned-back = Diese Karte wurde gerade zurückgedreht. Dreh eine andere um.
err-slf-sitting-out = Du setzt aus, bis jemand anderes eine Karte gewinnt.
err-slf-judging = Warte kurz: Gerade wird über einen anderen Begriff entschieden.
err-slf-already-slapped = Du hast schon auf diese Karte gehauen.
err-slf-too-late = Zu langsam: Jemand hat mehr als eine Zehntelsekunde früher auf diese Karte gehauen.
err-slf-slap-stale = Das war vor der letzten Entscheidung und zählt nicht mehr.
err-slf-nothing-to-judge = Gerade gibt es keinen Begriff zu beurteilen.
err-slf-own-slap = Über deinen eigenen Begriff stimmst du nicht ab.
err-slf-already-voted = Du hast schon abgestimmt.

## Schnapp, Land, Fluss!: Spielvorbereitung

slf-mode = Wie wird gespielt?
slf-mode-table = Tischmodus
slf-mode-leader = Spielleitung
slf-mode-table-hint = Das Handy liegt in der Tischmitte. Wer auf eine Karte haut, tippt den eigenen Namen an, und die anderen stimmen über den Begriff ab.
slf-mode-leader-hint = Ein Erwachsener hält das Handy und spielt nicht mit: dreht die Kategorien um, tippt an, wer gehauen hat, und entscheidet allein, ob der Begriff gilt.
slf-players = Mitspieler (2–6)
slf-rounds = Runden
slf-fewer-rounds = Weniger Runden
slf-more-rounds = Mehr Runden
slf-countdown = Countdown pro Kategorie (Sekunden)
slf-countdown-off = Aus
slf-seconds = { $count } s
slf-one-card = Immer nur eine Karte
slf-one-card-hint = Nur der oder die Schnellste gewinnt eine Karte, dann kommt die nächste Kategorie vom Nachziehstapel.
slf-with-xy = Mit der X/Y-Karte spielen
slf-with-xy-hint = Die schwierigste Karte von allen. Wenn Kinder zum ersten Mal spielen, lieber weglassen.
slf-start = Los geht's!

## Schnapp, Land, Fluss!: der Tisch

slf-round = Runde { $number }/{ $rounds }
slf-pile = Stapel: { $count }
slf-rotate = Karten für die andere Tischseite umdrehen
slf-no-category = Dreh eine Karte um, dann liegt eine Kategorie offen.
slf-card-label = { $letter }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
slf-tile-label = { $name }: { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
slf-tile-out = { $name } setzt aus: { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
slf-waits = setzt aus
slf-prompt-first-turn = { $name } ist im Alphabet vorn: Tipp eine Karte an und deck die erste Kategorie auf.
slf-prompt-first-turn-plain = { $name } fängt an: Tipp eine Karte an und deck die erste Kategorie auf.
slf-prompt-turn = Tipp eine Karte an, um eine neue Kategorie aufzudecken.
slf-prompt-turn-other = Weiß keiner? Dann dreh eine andere Karte um.
slf-prompt-play = Begriff rufen und auf den Buchstaben hauen! Dann Karte und Namen antippen.
slf-prompt-leader-play = Wer war am schnellsten? Erst die Karte antippen, dann das Kind.
slf-prompt-who = Wer hat auf das { $letter } gehauen?
slf-prompt-vote = Gilt der Begriff von { $name } für { $letter }? Alle anderen stimmen ab.
slf-prompt-judge = Gilt der Begriff von { $name } für { $letter }?
slf-tie-hint = Gleichzeitig gehauen? Dann auch antippen.
slf-pick-letter-first = Zuerst die Buchstabenkarte antippen, auf die gehauen wurde, dann den Namen.
slf-turn-any = Irgendeine umdrehen
slf-end = Beenden
slf-end-title = Spiel jetzt beenden?
slf-end-body = Die bisher gewonnenen Karten werden gezählt, dann ist das Spiel vorbei.
slf-end-yes = Jetzt beenden
slf-nobody = Weiß keiner
slf-accept = Gilt
slf-reject = Gilt nicht
slf-voted-yes = gilt
slf-voted-no = gilt nicht
slf-undo = Zurücknehmen: { $letter } für { $name }
slf-undo-mistake = Zurücknehmen: Fehler von { $name }
slf-note-won = { $name } gewinnt das { $letter }.
slf-note-mistake = Fehler! { $name } setzt aus und gibt das { $letter } ab.
slf-note-mistake-none = Fehler! { $name } setzt aus.
slf-note-tie = Gleichstand zwischen { $names }: Das Los hat { $name } gewählt.
slf-note-nobody = Weiß keiner.
slf-note-time-up = Die Zeit ist um: Weiß keiner.
slf-note-refill = { $count ->
    [one] 1 neue Buchstabenkarte vom Nachziehstapel.
   *[other] { $count } neue Buchstabenkarten vom Nachziehstapel.
}
slf-note-undone = Zurückgenommen.
slf-sitting-out-named = { $name } setzt aus, bis jemand anderes eine Karte gewinnt.
slf-already-slapped-named = { $name } hat schon auf diese Karte gehauen.

## Schnapp, Land, Fluss!: Ergebnisse

slf-round-over = Runde { $number } ist vorbei
slf-game-over = Spielende
slf-ended-early = Das Spiel wurde vorzeitig beendet: Es zählen die bis dahin gewonnenen Karten.
slf-winner = { $name } gewinnt!
slf-winners = { $names } gewinnen gemeinsam!
slf-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
slf-this-round = Diese Runde
slf-total = Gesamt
slf-next-round = Weiter zu Runde { $number }
slf-stats-points = { $total } Punkte insgesamt · bestes Spiel { $best }
slf-replay-no-category = noch keine Kategorie
slf-replay-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
slf-replay-turn = { $name } dreht eine Karte um: { $category }.
slf-replay-slap = { $name } schlägt auf das { $letter }.
slf-replay-yes = { $name } lässt es gelten.
slf-replay-no = { $name } lässt es nicht gelten.
slf-replay-stop = Hier wurde das Spiel beendet.
# In der Wiederholung eines Spiels mit Spielleitung: wer die Kategorien umgedreht und die Begriffe beurteilt hat (steht immer am Satzanfang).
slf-replay-leader = Die Spielleitung
slf-replay-rounds = Punkte pro Runde
slf-replay-round-line = { $name }: { $points } ({ $total })

## Schnapp, Land, Fluss!: erste Schritte am Tisch

slf-coach-letters = Die Buchstabenkarten: Blaue zählen 1 Punkt, rote 2. Tipp zum Start eine davon an: Sie wird auf die Kategorieseite umgedreht, und alle suchen einen passenden Begriff.
slf-coach-category = Die Kategorie. Fällt dir ein Begriff ein, der dazu passt und mit einem der Buchstaben anfängt, ruf ihn laut und hau auf diese Buchstabenkarte. Es gibt keine Reihenfolge: Alle spielen gleichzeitig.
slf-coach-players = Alle, die mitspielen, mit ihren Karten und Punkten. Nach dem Hauen erst die Buchstabenkarte antippen, dann die Person, die gehauen hat, und entscheiden, ob der Begriff gilt. Wer falsch lag, wird grau und setzt aus, bis jemand anderes eine Karte gewinnt.
slf-coach-buttons = Hier stehen die Knöpfe, die gerade gebraucht werden: „Weiß keiner“ tauscht eine Kategorie aus, zu der niemandem etwas einfällt, „Zurücknehmen“ macht die letzte Entscheidung rückgängig, und „Beenden“ zählt die bisher gewonnenen Karten.
slf-replay-start = Die Buchstabenkarten auf dem Tisch, vor der ersten Kategorie.
