## Schnipp-Schnapp: die Bildschirme (Einrichten, Tisch, Ergebnis, Statistik).
## Regeln und abgelehnte Züge stehen in snap.ftl. Das Handy wird geteilt: Personen werden beim Namen genannt, nie mit „du“.

## Einrichten

snp-seats = Mitspielende (2–6)
snp-seats-hint = Die oder der Jüngste fängt an: auf den ersten Platz setzen.
snp-pack = Blatt
snp-pack-skat = 32 Karten
snp-pack-french = 52 Karten
snp-pack-hint = Mit 32 Karten geht ein Spiel schneller. Üblich: 32.
snp-faces = Bild
snp-faces-french = Französisch
snp-faces-german = Deutsch
snp-faces-hungarian = Ungarisch
snp-faces-hint = Nur das Aussehen ändert sich. Deutsches und ungarisches Bild gibt es nur zum Blatt mit 32 Karten.
snp-faces-need-skat = Deutsches und ungarisches Bild gibt es nur zum Blatt mit 32 Karten.
snp-tempo = Aufdecken
snp-tempo-slow = Langsam
snp-tempo-normal = Normal
snp-tempo-fast = Schnell
snp-tempo-tap = Selbst tippen
snp-tempo-hint = Wie schnell die App die Karten aufdeckt, eine Person nach der anderen. Üblich: normal.
snp-limit = Zeitlimit (Minuten)
snp-limit-none = Aus
snp-limit-hint = Ist die Zeit um, gewinnt, wer die meisten Karten hat. Ohne Zeitlimit spielt ihr, bis jemand alle Karten hat. Üblich: 10 Minuten.
snp-pool = Topf in der Mitte
snp-pool-hint = Bei gleichzeitigem Rufen kommen die Stapel verdeckt als Topf in die Mitte; der nächste richtige Ruf gewinnt ihn dazu.
snp-covered = Die Karte darunter zählt
snp-covered-hint = Eine frisch aufgedeckte Karte passt auch zu der Karte, die sie auf demselben Stapel verdeckt.
snp-children = Kindermodus
snp-children-hint = Die Karten werden langsamer aufgedeckt, und die Tippfelder sind größer.
snp-start = Karten austeilen

## Der Tisch

snp-zone-call = { $name }: rufen
snp-draw-count = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
snp-draw-label = { $name }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} im Nachziehstapel
snp-top-empty = { $name }: keine Karte aufgedeckt
snp-top-label = { $name }: oben { $card }
snp-called = Gerufen!
snp-turn = Aufdecken
snp-turn-label = { $name }: eine Karte aufdecken
snp-pool-count = Topf: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
snp-time-left = noch { $time }
snp-no-limit = Ohne Zeitlimit
snp-ready = Behaltet die Stapel im Blick! Sind oben zwei Karten gleich, tippt aufs eigene Feld.
snp-ready-short = Zwei gleiche? Hier tippen!
snp-ev-snap = { $name } schnappt { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}!
snp-ev-wrong = { $name } hat falsch gerufen: eine Karte an { $to }
snp-ev-wrong-nothing = { $name } hat falsch gerufen, hat aber keine Karte mehr abzugeben
snp-ev-tie = Gleichzeitig! Hände weg!
snp-ev-late = { $name } war zu spät
snp-ev-recycle = Stapel umgedreht
snp-paused = Pause. Alle bereit? Dann „Weiter“ tippen.
snp-go-on = Weiter
snp-pause = Pause

## Ergebnis

snp-game-over = Spielende
snp-ended-all = { $name } hat alle Karten.
snp-ended-stop = Die Zeit ist um: Die meisten Karten gewinnen.
snp-winner = { $name } gewinnt!
snp-winners = { $names } gewinnen gemeinsam!
snp-cards = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
snp-result-line = { $name }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}

## Statistik

snp-stats = Die meisten Karten am Spielende: { $best }
snp-stats-reaction = Reaktionszeit (Median): { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s bei { $calls ->
        [one] einem richtigen Ruf
       *[other] { $calls } richtigen Rufen
    }
snp-replay-draw = Stapel: { $count }
snp-replay-held = { $count ->
    [one] Hat 1 Karte
   *[other] Hat { $count } Karten
}
snp-replay-turn = { $name } deckt { $card } auf.
snp-replay-call = { $name } ruft auf den Stapel von { $owner }.
snp-replay-resume = Hände wieder frei: Es darf wieder gerufen werden.
snp-replay-stop = Die Zeit ist um.

## Erste Schritte am Tisch

snp-coach-zone = Dein Tippfeld, am Bildschirmrand, der dir am nächsten ist (alle haben eins). Zeigen zwei Stapel oben den gleichen Wert, zum Beispiel zwei Könige, tipp irgendwo hinein: Wer zuerst ruft, gewinnt sie. Ein Fehlruf kostet eine Strafkarte.
snp-coach-card = Dein Ablagestapel; daneben steht, wie viele Karten noch in deinem Nachziehstapel sind. Aufgedeckt wird reihum: Behalte die oberste Karte jedes Stapels im Blick, nicht nur deine. Es zählt nur der Wert, nie die Farbe.
snp-coach-status = Hier steht, was gerade passiert ist, in jedem Tippfeld richtig herum: wer geschnappt hat, wer falsch gerufen und wem eine Karte gegeben hat, oder „Gleichzeitig! Hände weg!“, wenn zwei im selben Moment gerufen haben.
snp-coach-middle = Die restliche Zeit: Ist sie um, gewinnt, wer die meisten Karten hat; ohne Zeitlimit spielt ihr, bis jemand alle Karten hat. Der Pause-Knopf oben hält das Spiel an, mit „Weiter“, das dann hier erscheint, geht es weiter.
snp-replay-start = Die Karten sind verteilt, noch keine ist aufgedeckt.
