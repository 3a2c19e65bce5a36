## Schnipp-Schnapp: abgelehnte Züge

err-snap-no-such-seat = Diesen Platz gibt es an diesem Tisch nicht.
err-snap-empty-pile = Auf diesem Stapel liegt keine Karte.
err-snap-called = Du hast schon gerufen: Warte ab, wie entschieden wird.
err-snap-stale = Zu spät: Über diese Karten ist schon entschieden.
err-snap-turn-stale = Diese Karte wurde vor der letzten Entscheidung aufgedeckt: Deck sie noch einmal auf.
err-snap-judging = Einen Moment: Die Rufe werden gerade entschieden.
err-snap-call-first = Zwei Karten passen zusammen: Erst rufen, dann werden die Stapel umgedreht.
err-snap-frozen = Zwei haben gleichzeitig gerufen: Warte, bis wieder gerufen werden darf.
err-snap-not-frozen = Das Spiel ist gar nicht angehalten.
err-snap-nothing-pending = Es gibt keinen Ruf zu entscheiden.
err-snap-not-called = Nur wer gerufen hat, kann die Rufe entscheiden lassen.
