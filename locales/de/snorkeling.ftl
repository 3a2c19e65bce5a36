## Snorkeling: Karten (sk-value-<n>: das Tier auf der Karte; sk-colour-<n>: ihre Farbe)

sk-value-0 = Strand
sk-value-1 = Koralle
sk-value-2 = Clownfisch
sk-value-3 = Schildkröte
sk-value-4 = Rochen
sk-value-5 = Laternenfisch
sk-colour-0 = korallrot
sk-colour-1 = sandgelb
sk-colour-2 = algengrün
sk-colour-3 = lagunenblau
sk-colour-4 = anemonenlila
# sk-colour-noun-<n>: die Farbe als Nomen, nach „in“
sk-colour-noun-0 = Korallrot
sk-colour-noun-1 = Sandgelb
sk-colour-noun-2 = Algengrün
sk-colour-noun-3 = Lagunenblau
sk-colour-noun-4 = Anemonenlila
sk-card-playable = { $card }, spielbar
sk-card-selected = { $card }, ausgewählt
sk-card-blocked = { $card }, jetzt nicht spielbar
sk-card = { $name } ({ $value }, { $colour })

## Snorkeling: abgelehnte Züge (Karten kommen als Namen an)

err-sk-not-in-hand = Du hast keine Karte { $card } auf der Hand.
err-sk-centre-fit = Das passt nicht auf { $card }: Leg eine Karte, die genau um 1 höher ist, oder eine in derselben Farbe.
err-sk-one-higher-alone = Nach einer Karte, die nur um 1 höher ist, kommt nichts mehr in die Mitte.
err-sk-run-colour = Jetzt dürfen nur noch Karten derselben Farbe folgen, wie { $card }.
err-sk-centre-after-place = Sobald du eine Karte auf einen fremden Stapel gelegt hast, ist die Mitte für diesen Zug zu.
err-sk-centre-first = Spiel zuerst in die Mitte aus; danach darfst du eine Karte auf einen fremden Stapel legen.
err-sk-no-opponent = Karten legst du nur auf den Stapel eines Mitspielers.
err-sk-one-placement = Pro Zug kommt nur eine Karte auf einen fremden Stapel.
err-sk-pile-fit = Auf diesem Stapel liegt { $card }: Nur eine Karte, die genau um 1 niedriger ist, passt darauf.

## Snorkeling: Spielvorbereitung

sk-seats = Taucherinnen und Taucher (2–6)
sk-target = Gespielt wird bis
sk-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
sk-expert = Profi-Variante (Tieftauchen)
sk-expert-hint = Beliebig viele Karten in die Mitte, jede passend zur vorigen, danach beliebig viele auf fremde Stapel.
sk-start = Abtauchen!

## Snorkeling: der Tisch

sk-round = Runde { $number } · bis { $target } Punkte
sk-centre = Stapel in der Mitte
sk-fits = Passt: eine { $value } oder alles in { $colour }
sk-deck = Nachziehstapel: { $count }
sk-depth = Tiefe { $depth }
sk-your-pile = Dein Stapel
sk-pile-of = Stapel von { $name }
sk-seat-label = { $name }: oben liegt { $card }, { $cards } Handkarten, { $points } Punkte
sk-my-pile-label = Auf deinem Stapel liegt { $card }; du hast { $points } Punkte
sk-prompt-start = Du bist dran: Wähl Karten für die Mitte oder pass.
sk-prompt-more = Leg weitere Karten dazu, eine auf einen fremden Stapel, oder beende deinen Zug.
sk-prompt-place = Leg eine Karte auf einen fremden Stapel oder beende deinen Zug.
sk-prompt-target = Tipp jetzt den Stapel an, auf den sie kommt.
sk-prompt-pushed = Sie liegt jetzt bei { $name }. Tipp auf „Zug beenden“.
sk-thinking = { $name } ist am Zug …
sk-wait = Warte, bis du dran bist.
sk-no-pile-fits = { $card } passt auf keinen Stapel: Sie muss genau um 1 niedriger sein als die oberste Karte.
sk-play = { $count ->
    [one] 1 Karte ausspielen
   *[other] { $count } Karten ausspielen
}
sk-pass = Passen
sk-end-turn = Zug beenden
sk-beach-title = Den Strand geben?
sk-beach-body = Damit endet die Runde sofort, und { $name } bekommt 0 Punkte. { $name } den Strand geben?
sk-beach-yes = Strand geben
sk-last = Letzter Zug: { $what }.
sk-last-passed = Gepasst
sk-last-pass = gepasst
sk-last-centre = { $cards } in die Mitte gelegt
sk-last-place = { $card } auf den Stapel von { $target } gelegt
sk-last-place-you = { $card } auf deinen Stapel gelegt
sk-last-back = { $card } zurückgenommen

## Snorkeling: Ergebnisse

sk-round-over = Runde { $number } ist vorbei
sk-game-over = Spielende
sk-beach-went = { $name } hat den Strand bekommen.
sk-beach-went-you = Du hast den Strand bekommen.
sk-calm-sea = Flaute: Alle haben gepasst, und es gab nichts mehr zu ziehen.
sk-winner = { $name } gewinnt!
sk-winner-you = Du gewinnst!
sk-this-round = Diese Runde
sk-total = Gesamt
sk-replay-centre = { $name } spielt { $card } in die Mitte.
sk-replay-place = { $name } legt { $card } auf den Stapel von { $target }.
sk-replay-pass = { $name } passt.
sk-replay-end = { $name } beendet den Zug.

## Snorkeling: Tipps (Lernhilfen: der Zug des starken Computers, nach „Tipp: “)

sk-hint-centre = { $card } in die Mitte
sk-hint-last = { $card } in die Mitte: du tauchst wieder tiefer
sk-hint-place = { $name } auf Tiefe { $depth } hochholen: { $card }
sk-hint-beach = { $name } den Strand geben: du bekommst { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
sk-hint-pass = passen
sk-hint-nothing = passen: keine deiner Karten passt
sk-hint-end = Zug beenden

## Erste Schritte am Tisch

sk-coach-hand = Deine Handkarten. Bist du dran, sind die spielbaren angehoben; eine flache mit Verbotszeichen geht gerade nicht. Tipp die Karten für die Mitte der Reihe nach an, dann „Ausspielen“.
sk-coach-centre = Der Stapel in der Mitte und was darauf passt: eine Karte genau um 1 höher als die oberste (nach dem Rochen der Strand) oder beliebig viele in ihrer Farbe. Die zuletzt gelegte liegt oben.
sk-coach-opponents = Die anderen am Tisch: Stapel, Handkarten, Punkte, letzter Zug. Hast du in die Mitte gelegt, darfst du jemanden nach oben treiben: Tipp eine angehobene Karte, genau um 1 niedriger als seine oberste, dann den leuchtenden Stapel.
sk-coach-my-pile = Dein Stapel und deine Punkte. Die oberste Karte zeigt, wie tief du tauchst, und so viele Punkte bekommst du, wenn die Runde endet: sobald jemand einen Strand (0) bekommt. Wer zuerst die Punktzahl oben erreicht, gewinnt.
sk-coach-actions = Die Knöpfe für den Moment: „Ausspielen“ und „Abbrechen“, während du wählst, „Passen“, wenn du nicht legen kannst oder willst, „Zug beenden“, wenn du fertig bist. Dann wird deine neue Karte für dich gezogen.
