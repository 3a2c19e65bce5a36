## Schnitzel: abgelehnte Züge

err-sz-not-your-turn = Du bist gerade nicht dran oder hast schon gepasst.
err-sz-not-now = Das geht gerade nicht.
err-sz-no-card-there = Auf diesem Platz liegt keine Karte.
err-sz-looked-already = Diese Karte hast du dir schon angesehen.
err-sz-pile-empty = Dort liegt keine Karte mehr.
err-sz-must-put = Gegen dein Ablegen kam ein „Nö!“: Leg die Karte in deine Auslage.
err-sz-must-discard = Gegen dein Ziehen kam ein „Nö!“: Leg die Karte auf den Ablagestapel.
err-sz-swap-other = Tausch eine deiner Karten gegen eine Karte aus einer anderen Auslage.
err-sz-ability-noped = Gegen deine Fähigkeit kam ein „Nö!“: Du kannst sie nur noch verfallen lassen.
err-sz-own-nope = Gegen deinen eigenen Zug kannst du kein „Nö!“ spielen.
