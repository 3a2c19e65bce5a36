## Schnitzel: die Bildschirme (Einstellungen, Tisch, geheimes Nachsehen, Ergebnis, Statistik).
## Regeln und abgelehnte Züge stehen in schnitzel.ftl.
## Eine Nachricht, die auf -you endet, spricht die einzige Person am Tisch an.

## Einstellungen

sz-seats = Spieler (2–6)
sz-window = Reaktionszeit zum Abwerfen (Sekunden)
sz-window-off = Aus
sz-seconds = { $count } s
sz-seconds-left = { $count ->
    [one] Noch 1 Sekunde zum Abwerfen
   *[other] Noch { $count } Sekunden zum Abwerfen
}
sz-window-hint = Immer wenn eine neue Karte auf dem Ablagestapel landet, haben alle so lange Zeit, eine passende Karte aus ihrer Auslage draufzuwerfen. Aus: Es wird gar nicht abgeworfen. Üblich: 3 s.
sz-children = Kinderregel
sz-children-hint = Alle dürfen sich ihre eigenen Karten ansehen, wann immer sie nicht dran sind.
sz-start = Karten geben

## Karten

sz-card-peek = Spähen
sz-card-swap = Tauschen
sz-card-nope = Nö!
sz-card-x = X-Karte

## Der Tisch

sz-sub-private = Geheimes Nachsehen
sz-sub-look = Alle sehen sich zwei Karten an
sz-sub-turn = { $name } ist dran
sz-sub-turn-you = Du bist dran
sz-last-round = letzte Runde
sz-draw = Nachziehstapel
sz-draw-pile = Nachziehstapel, { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
sz-discard = Ablagestapel
sz-discard-pile = Ablagestapel: oben liegt { $card }
sz-discard-empty = Ablagestapel: leer
sz-holding = { $name } hält eine gezogene Karte
sz-holding-you = Du hältst eine gezogene Karte
sz-row = { $name }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}.
sz-row-called = Hat „Schnitzel!“ gerufen.
sz-place = { $name }, Platz { $number }, verdeckt
sz-place-empty = { $name }, Platz { $number }, leer
sz-place-target = { $place }, zum Auswählen tippen
sz-place-swapped = { $place }, gerade getauscht
sz-place-peeked = { $place }, gerade ausgespäht
sz-claimed = { $name }, Platz { $number }: { $card }
sz-penalty-card = { $name }, Platz { $number }: { $card }, eine Strafkarte
sz-nope = Nö!
sz-nope-label = { $name }: ein Nö! spielen
sz-nope-cancel = { $name }: doch kein Nö!
sz-cancel = Abbrechen
sz-look = Ansehen
sz-look-label = { $name }: deine Karten ansehen

## Der Tisch: was jetzt zu tun ist

sz-prompt-look = { $name }: Sieh dir zwei deiner Karten an.
sz-prompt-look-you = Sieh dir zwei deiner Karten an und merk sie dir.
sz-prompt-look-all = Alle: Tippt auf „Ansehen“ und seht euch zwei eurer Karten an.
sz-prompt-look-wait = Die Computer sehen sich ihre Karten an …
sz-prompt-playing = { $name } ist am Zug …
sz-prompt-turn = { $name }: Zieh eine Karte oder nimm die oberste Karte vom Ablagestapel.
sz-prompt-turn-you = Zieh eine Karte oder nimm die oberste Karte vom Ablagestapel.
sz-prompt-take = { $name }: Tippe auf den Platz, an den die Karte kommt.
sz-prompt-take-you = Tippe auf den Platz, an den die Karte kommt.
sz-prompt-hold = { $name }: Wirf die Karte ab oder tippe auf einen deiner Plätze, um sie dort hinzulegen.
sz-prompt-hold-you = Wirf die Karte ab oder tippe auf einen deiner Plätze, um sie dort hinzulegen.
sz-prompt-must-put = Nö! { $name } muss die Karte in die Auslage legen: Tippe auf einen Platz.
sz-prompt-must-put-you = Nö! Die Karte muss in deine Auslage: Tippe auf einen Platz.
sz-prompt-must-discard = Nö! { $name } muss die gezogene Karte abwerfen.
sz-prompt-must-discard-you = Nö! Du musst die gezogene Karte abwerfen.
sz-prompt-peek = Spähen, { $name }: Tippe auf irgendeine Karte, um sie anzusehen, oder lass es.
sz-prompt-peek-you = Spähen: Tippe auf irgendeine Karte, um sie anzusehen, oder lass es.
sz-prompt-swap = Tauschen, { $name }: Tippe auf einen deiner Plätze, dann auf den Platz von jemand anderem.
sz-prompt-swap-you = Tauschen: Tippe auf einen deiner Plätze, dann auf den Platz von jemand anderem.
sz-prompt-swap-other = { $name }: Tippe jetzt auf den Platz von jemand anderem.
sz-prompt-swap-other-you = Tippe jetzt auf den Platz von jemand anderem.
sz-prompt-noped = Nö! Die Fähigkeit von { $name } ist verloren: Lass sie aus.
sz-prompt-noped-you = Nö! Deine Fähigkeit ist verloren: Lass sie aus.
sz-prompt-end = { $name }: Ruf „Schnitzel!“ oder beende deinen Zug.
sz-prompt-end-you = Ruf „Schnitzel!“ oder beende deinen Zug.
sz-prompt-nope = { $name }: Tippe auf deinen Platz, auf dem ein Nö! liegt.
sz-prompt-nope-you = Tippe auf deinen Platz, auf dem ein Nö! liegt.
sz-prompt-match = Oben: { $card }. Hast du die auch? Tippe auf deinen eigenen Platz und wirf sie drauf.
sz-prompt-match-you = Oben: { $card }. Hast du die auch? Tippe auf ihren Platz und wirf sie drauf, oder mach weiter.
sz-prompt-window = Der Ablagestapel ist leer: Es gibt nichts abzuwerfen.
sz-prompt-others = Die anderen dürfen noch eine Karte abwerfen …
sz-prompt-call = { $name } hat „Schnitzel!“ gerufen – hat jemand ein Nö!?
sz-prompt-call-you = Du hast „Schnitzel!“ gerufen – die anderen können noch ein Nö! spielen.

## Der Tisch: Knöpfe

sz-look-start-button = Zwei Karten ansehen
sz-draw-button = Ziehen
sz-take = Ablage nehmen
sz-discard-button = Abwerfen
sz-look-again = Noch mal ansehen
sz-skip = Auslassen
sz-call = „Schnitzel!“
sz-end-turn = Zug beenden
sz-go-on = Weiter

## Was jemand gerade getan hat

sz-did-look = { $name } hat sich Platz { $number } angesehen.
sz-did-draw = { $name } hat eine Karte gezogen.
sz-did-take = { $name } hat die Ablage an Platz { $number } gelegt und { $card } abgeworfen.
sz-did-take-card = { $name } hat { $taken } von der Ablage an Platz { $number } gelegt und { $card } abgeworfen.
sz-did-put = { $name } hat die gezogene Karte an Platz { $number } gelegt und { $card } abgeworfen.
sz-did-discard = { $name } hat { $card } abgeworfen.
sz-did-peek = { $name } hat Platz { $number } von { $owner } ausgespäht.
sz-did-peek-yours = { $name } hat deinen Platz { $number } ausgespäht.
sz-did-peek-own = { $name } hat den eigenen Platz { $number } ausgespäht.
sz-did-trade = { $name } hat den eigenen Platz { $number } mit Platz { $other } von { $owner } getauscht.
sz-did-trade-yours = { $name } hat den eigenen Platz { $number } mit deinem Platz { $other } getauscht.
sz-did-skip = { $name } hat keine Fähigkeit genutzt.
sz-did-match = { $name } hat { $card } von Platz { $number } abgeworfen.
sz-did-nope = { $name } hat ein Nö! von Platz { $number } gespielt.
sz-did-wrong = Fehlwurf von { $name }: Platz { $number } ist { $card }.
sz-did-wrong-penalty = Fehlwurf von { $name }: Platz { $number } ist { $card }. Zur Strafe kommt { $penalty } verdeckt ans Ende der Auslage.
sz-did-call = { $name } hat „Schnitzel!“ gerufen.
sz-did-end = { $name } hat den Zug beendet.
sz-short-look = angesehen
sz-short-draw = gezogen
sz-short-take = genommen, ab
sz-short-put = gelegt, ab
sz-short-discard = abgeworfen
sz-short-peek = ausgespäht
sz-short-trade = getauscht
sz-short-skip = keine Fähigkeit
sz-short-match = abgeworfen
sz-short-nope = Nö!
sz-short-wrong = Fehlwurf
sz-short-call = „Schnitzel!“
sz-short-end = fertig

## Was die anderen seit dem letzten Zug einer Person getan haben (zu Beginn ihres Zuges)

sz-recap = Seit dem letzten Zug von { $name }
sz-recap-you = Seit deinem letzten Zug
sz-recap-more = { $count } weitere

## Geheimes Nachsehen

sz-only-looks = Nur { $name } schaut
sz-pass-to = Gib das Handy an { $name } weiter. Alle anderen: nicht hinschauen!
sz-ready = Ich bin { $name }
sz-look-start = { $name }: Sieh dir zwei deiner Karten an
sz-look-start-you = Sieh dir zwei deiner Karten an
sz-look-row = { $name }: deine Karten
sz-look-row-you = Deine Karten
sz-look-hand = { $name }: deine gezogene Karte
sz-look-hand-you = Deine gezogene Karte
sz-look-peek = { $name } späht: Platz { $number } von { $owner }
sz-look-peek-you = Spähen: Platz { $number } von { $owner }
sz-look-peek-own = { $name } späht: eigener Platz { $number }
sz-look-peek-own-you = Spähen: dein Platz { $number }
sz-hold-hint = Halte eine Karte gedrückt, um sie zu sehen; lass los, und sie ist wieder verdeckt.
sz-hold = Platz { $number }: gedrückt halten, um die Karte zu sehen
sz-held = { $card }
sz-pick = Platz { $number }: gedrückt halten, um diese Karte zu sehen
sz-unknown = Platz { $number }: Diese Karte kennst du nicht
sz-done = Fertig

## Ergebnis

sz-game-over = Spielende
sz-ended-x = Die X-Karte ist aufgetaucht.
sz-ended-call = { $name } hat „Schnitzel!“ gerufen, und alle anderen waren noch einmal dran.
sz-ended-call-you = Du hast „Schnitzel!“ gerufen, und alle anderen waren noch einmal dran.
sz-ended-empty = Eine Auslage ist leer: Das gewinnt sofort.
sz-ended-stuck = Niemand konnte mehr eine Karte ziehen oder nehmen.
sz-winner = { $name } gewinnt!
sz-winner-you = Du gewinnst!
sz-winners = Gemeinsamer Sieg: { $names }
sz-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
sz-revealed = { $name }: { $cards }; zusammen { $total }
sz-card-points = { $card } ({ $points })
sz-next-first = { $name } hatte die meisten Punkte und beginnt das nächste Spiel.
sz-next-first-you = Du hattest die meisten Punkte und beginnst das nächste Spiel.

## Statistik

sz-stats = Schnitzel: im Schnitt { NUMBER($average, maximumFractionDigits: 1) } Punkte, bestes Spiel { $best }

## Wiederholung (alle Karten offen: das Spiel ist vorbei)

sz-replay-sign = Dieses Zeichen unter einer Karte: Ihr Besitzer kannte sie in diesem Moment.
sz-replay-row = { $name }: { $cards }.
sz-replay-knows = { $name } kannte: { $cards }.
sz-replay-look = { $name } hat sich Platz { $number } angesehen: { $card }.
sz-replay-draw = { $name } hat { $card } gezogen.
sz-replay-shuffled = Der Ablagestapel wurde gemischt und ist jetzt der Nachziehstapel.
sz-replay-peek = { $name } hat Platz { $number } von { $owner } ausgespäht: { $card }.
sz-replay-peek-own = { $name } hat den eigenen Platz { $number } ausgespäht: { $card }.
sz-replay-pass = { $name } hat gepasst.

## Lernhilfen: ein Tipp, nach „Tipp: “ (eine kurze Zeile)

sz-hint-look = Platz { $number } ansehen
sz-hint-draw = eine Karte ziehen
sz-hint-take = { $card } von der Ablage an Platz { $number } legen
sz-hint-put = die Karte an Platz { $number } legen
sz-hint-put-card = { $card } an Platz { $number } legen
sz-hint-goes = { $move }, { $card } fliegt raus
sz-hint-discard = die Karte abwerfen
sz-hint-discard-card = { $card } abwerfen
sz-hint-peek-own = deinen Platz { $number } ausspähen
sz-hint-peek = Platz { $number } von { $owner } ausspähen
sz-hint-trade = deinen Platz { $number } gegen Platz { $other } von { $owner } tauschen
sz-hint-trade-card = { $card } gegen Platz { $other } von { $owner } tauschen
sz-hint-skip = { $card } auslassen
sz-hint-match = von Platz { $number } draufwerfen
sz-hint-match-card = { $card } von Platz { $number } draufwerfen
sz-hint-nope = Nö! von Platz { $number } spielen
sz-hint-go-on = weitermachen, nichts draufwerfen
sz-hint-let-stand = kein Nö! spielen
sz-hint-call = „Schnitzel!“ rufen
sz-hint-call-points = „Schnitzel!“ rufen: du hast { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
sz-hint-end = Zug beenden
sz-hinted = { $what } (Tipp)

## Erste Schritte am Tisch

sz-coach-row = Deine Auslage: vier verdeckte Karten, nach Plätzen nummeriert. Auch du siehst sie nicht – schau dir also zuerst zwei davon an und merk sie dir. Am Ende gewinnt die niedrigste Summe.
sz-coach-rows = Jede Auslage: vier verdeckte Karten, nach Plätzen nummeriert. Nicht einmal ihr Besitzer kennt sie – darum schaut sich jede und jeder zuerst zwei davon an und merkt sie sich. Am Ende gewinnt die niedrigste Summe.
sz-coach-piles = Nachzieh- und Ablagestapel. Zieh in deinem Zug eine Karte oder nimm die oberste Ablagekarte und tausch sie gegen eine deiner Auslage, die du abwirfst – oder wirf die gezogene gleich ab. Gelb umrandet ist, was du antippen kannst.
sz-coach-prompt = Hier steht, was jetzt zu tun ist, und darunter, was gerade passiert ist. Nach jedem Abwurf dürfen alle schnell eine gleiche Karte aus ihrer Auslage draufwerfen: Tipp auf deinen Platz. Bei einem Fehlwurf gibt es eine Strafkarte.
sz-coach-actions = Die Knöpfe für den Moment. Glaubst du, du hast am wenigsten? Ruf am Ende deines Zuges „Schnitzel!“: Alle anderen sind noch einmal dran, dann wird aufgedeckt. Taucht die X-Karte auf, ist sofort Schluss.
