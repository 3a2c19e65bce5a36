## Schnapsen: setup, table, deal result and Bummerl sheet

sn-opponent = Gegner
sn-vs-computer = Computer
sn-vs-person = Mensch
sn-level = Stärke
sn-computer-name = Computer ({ $level })
sn-rules = Regeln
sn-more-rules = Weitere Regeln
opt-manual-claim = „66!“ selbst ansagen
opt-manual-claim-hint = Wer falsch ausmeldet, schenkt dem Gegner 2 Punkte, oder 3, wenn der noch keinen Stich hat.
opt-show-points = Lernmodus: Augen von beiden anzeigen
opt-bummerl-nine = Bummerl auf 9 statt auf 7
opt-marriages-when-closed = Ansagen auch, wenn der Talon aufgebraucht oder zugedreht ist
opt-strict-exchange = Atout-Buben nur tauschen, solange noch zwei Karten verdeckt liegen
opt-sharp = Scharf: kein Zurückschauen auf Stiche
sn-start = Los geht's!

sn-your-turn = Du bist dran.
sn-turn-of = { $name } ist dran.
sn-thinking = { $name } überlegt …
sn-points = { $points } Augen
sn-pending = +{ $points } (zählt ab dem ersten Stich)
sn-tricks = { $count ->
    [one] 1 Stich
   *[other] { $count } Stiche
}
sn-talon = Talon: { $count }
sn-strict = Farb- und Stichzwang!
sn-trump = Atout: { $suit }
sn-marry = { $points }er ({ $suit })
sn-exchange = Austauschen
sn-close = Zudrehen
sn-claim = 66!
sn-replay-trump-card = Atoutkarte
sn-replay-trick = Auf dem Tisch
sn-replay-play = { $name } spielt { $card }.
sn-replay-takes = { $name } macht den Stich.
sn-replay-claim = { $name } meldet „66!“.
sn-announced = { $name } hat einen { $points }er angesagt ({ $suit }).
sn-announced-you = Du hast einen { $points }er angesagt ({ $suit }).
sn-exchanged = { $name } hat den Atout-Buben gegen die Atoutkarte ({ $card }) ausgetauscht.
sn-exchanged-you = Du hast den Atout-Buben gegen die Atoutkarte ({ $card }) ausgetauscht.
sn-closed-by = { $name } hat zugedreht.
sn-closed-by-you = Du hast zugedreht.
sn-close-title = Zudrehen?
sn-close-body = Dann wird nicht mehr nachgezogen, und ab sofort gilt Farb- und Stichzwang. Du musst mit deinen Karten 66 erreichen, sonst schreibt dein Gegenüber 2 Punkte, oder 3, wenn es noch keinen Stich hat.
sn-last-trick = Letzter Stich, gemacht von { $name }
sn-tricks-title = Stiche
sn-my-tricks = Deine Stiche
sn-their-last-trick = Letzter Stich des Gegners
sn-sheet = Bummerl-Zettel
sn-score-mode = down
sn-to-go = noch { $count }
sn-collected = { $count } von { $target }
sn-standing-to-go = { $count ->
    [one] noch 1 Punkt zum Bummerl
   *[other] noch { $count } Punkte zum Bummerl
}
sn-standing-collected = { $count } von { $target } Punkten
sn-result-held = Noch auf der Hand:
sn-deal = Spiel { $number }

sn-deal-won = { $name } gewinnt das Spiel.
sn-game-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
sn-reason-66 = 66 erreicht.
sn-reason-last-trick = Letzter Stich.
sn-reason-closed = Zugedreht und 66 erreicht.
sn-reason-closer-failed = Zugedreht, aber der Zudreher hat die 66 nicht geschafft.
sn-reason-wrong-claim = Falsch ausgemeldet: „66!“ ohne 66.
sn-schwarz = Schwarz: Der Verlierer hat keinen Stich gemacht.
sn-schneider = Schneider: Der Verlierer hat weniger als 33 Augen.
sn-schwarz-closed = Schwarz: Beim Zudrehen hatte { $name } noch keinen Stich.
sn-schwarz-closed-you = Schwarz: Beim Zudrehen hattest du noch keinen Stich.
sn-schneider-closed = Schneider: Beim Zudrehen hatte { $name } weniger als 33 Augen.
sn-schneider-closed-you = Schneider: Beim Zudrehen hattest du weniger als 33 Augen.
sn-plain-closed = 1 Punkt: Beim Zudrehen hatte { $name } schon 33 Augen oder mehr.
sn-plain-closed-you = 1 Punkt: Beim Zudrehen hattest du schon 33 Augen oder mehr.
sn-failed = Zudrehen misslungen: 2 Punkte für { $name }.
sn-failed-you = Zudrehen misslungen: 2 Punkte für dich.
sn-failed-schwarz = 3 Punkte, weil { $name } beim Zudrehen noch keinen Stich hatte.
sn-failed-schwarz-you = 3 Punkte, weil du beim Zudrehen noch keinen Stich hattest.
sn-wrong-claim-schwarz = 3 Punkte, weil { $name } noch keinen Stich hatte.
sn-wrong-claim-schwarz-you = 3 Punkte, weil du noch keinen Stich hattest.
sn-next-deal = Nächstes Spiel
sn-bummerl-won = { $name } gewinnt das Bummerl!
sn-schneider-bummerl = Schneider-Bummerl: Der Verlierer hat keinen Punkt geschrieben – es zählt doppelt.
sn-play-again = Neues Bummerl
sn-stats-vs = gegen { $opponent }: { $won } von { $played } Bummerl gewonnen · { $deals_won } von { $deals } Spielen
sn-stats-double = { $count ->
    [one] Ein Schneider-Bummerl verteilt (zählt doppelt)
   *[other] { $count } Schneider-Bummerl verteilt (zählen doppelt)
}
sn-last-trick-you = Den letzten Stich hast du gemacht
sn-deal-won-you = Du gewinnst das Spiel!
sn-bummerl-won-you = Du gewinnst das Bummerl!
sn-hint-lead = { $card } ausspielen
sn-hint-takes = { $card } sticht, { $points } Augen
sn-hint-gives = { $card }, nur { $points } Augen für den Gegner
sn-hint-marry = { $points }er ansagen ({ $suit })
sn-hint-exchange = den Atout-Buben gegen { $card } austauschen
sn-hint-close = zudrehen
sn-hint-claim = 66 ansagen: du hast { $points } Augen
sn-meter = Chance { $percent } %
opt-open-hands = Training: Karten des Computers offen
opt-open-hands-hint = Der Computer spielt trotzdem nur mit dem, was er selbst sieht. Zählt als Partie mit Hilfe.
sn-review-button = Dieses Spiel durchgehen
sn-review-title = Nachbesprechung
sn-review-working = Jeder deiner Züge wird mit dem des starken Computers verglichen …
sn-review-clean = Keiner deiner Züge hat klar Punkte gekostet.
sn-review-knew = Bewertet wird mit dem, was du im jeweiligen Moment wissen konntest: deine Karten und die schon gespielten, nicht die Karten des Computers. Genannt werden nur Züge, die klar Punkte gekostet haben, nie einer, den dir ein Tipp gegeben hat.
sn-review-move = { $trick }. Stich, dein Zug: { $played }. Besser: { $better } (etwa { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte mehr).
sn-review-played = gespielt
sn-review-better = besser
sn-review-led = ausgespielt

## Erste Schritte am Tisch
sn-coach-hand = Deine Karten. Bist du dran, sind die angehobenen spielbar: tipp eine an. Tippst du eine blasse an, sagt sie dir, warum sie nicht geht.
sn-coach-trick = Der Stich: Die höhere Karte der ausgespielten Farbe sticht, oder ein Atout. Talon offen: jede Karte erlaubt; zu oder leer: Farb- und Stichzwang.
sn-coach-talon = Der Talon, darunter die Atoutkarte: ihre Farbe ist Atout. Nach jedem Stich hebt zuerst ab, wer ihn gemacht hat. Mit dem Atout-{ $pack ->
        [german] Unter
       *[french] Buben
    } tauschst du die Atoutkarte aus; mit „Zudrehen“ wird nicht mehr abgehoben.
sn-coach-status = Wer dran ist, deine Augen und Stiche: Mit 66 Augen gewinnst du das Spiel. Hast du König und { $pack ->
        [german] Ober
       *[french] Dame
    } einer Farbe, sag vor dem Ausspielen mit dem Knopf, der hier erscheint, den 20er an (in Atout den 40er).
