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
