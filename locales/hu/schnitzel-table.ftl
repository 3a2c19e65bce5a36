## Schnitzel: a képernyők (beállítás, asztal, titkos megnézés, eredmény, statisztika).
## A szabályok és az elutasított lépések a schnitzel.ftl-ben vannak.
## A -you végű üzenet az asztalnál ülő egyetlen emberhez szól.

## Beállítás

sz-seats = Játékosok (2–6)
sz-window = Reakcióidő a rádobáshoz (másodperc)
sz-window-off = Ki
sz-seconds = { $count } mp
sz-seconds-left = Még { $count } mp a rádobásra
sz-window-hint = Valahányszor új lap kerül a dobópakli tetejére, mindenkinek ennyi ideje van, hogy egy egyező lapot dobjon rá a sorából. Ki: nincs rádobás. Szokásos: 3 mp.
sz-children = Gyerekszabály
sz-children-hint = Mindenki megnézheti a saját lapjait, amikor nem ő következik.
sz-start = Osztás

## Lapok

sz-card-peek = Kukucs
sz-card-swap = Csere
sz-card-nope = Nem ér!
sz-card-x = X-lap

## Az asztal

sz-sub-private = Titkos megnézés
sz-sub-look = Mindenki megnéz két lapot
sz-sub-turn = Következik: { $name }
sz-sub-turn-you = Te jössz
sz-last-round = utolsó kör
sz-draw = Húzópakli
sz-draw-pile = Húzópakli, { $count } lap
sz-discard = Dobópakli
sz-discard-pile = Dobópakli, a tetején: { $card }
sz-discard-empty = Dobópakli: üres
sz-holding = Felhúzott lap ennél a játékosnál: { $name }
sz-holding-you = Nálad van egy felhúzott lap
sz-row = { $name }: { $count } lap.
sz-row-called = Bemondta: „Schnitzel!”
sz-place = { $name }, { $number }. hely, képpel lefelé
sz-place-empty = { $name }, { $number }. hely, üres
sz-place-target = { $place }, koppints a választáshoz
sz-place-swapped = { $place }, az imént elcserélték
sz-place-peeked = { $place }, az imént rákukucskáltak
sz-claimed = { $name }, { $number }. hely: { $card }
sz-penalty-card = { $name }, { $number }. hely: { $card }, büntetőlap
sz-nope = Nem ér!
sz-nope-label = { $name }: Nem ér! kijátszása
sz-nope-cancel = { $name }: mégsem Nem ér!
sz-cancel = Mégse
sz-look = Megnéz
sz-look-label = { $name }: nézd meg a lapjaidat

## Az asztal: mi a teendő

sz-prompt-look = { $name }: nézz meg két lapot a sorodból!
sz-prompt-look-you = Nézz meg két lapot a sorodból, és jegyezd meg őket!
sz-prompt-look-all = Mindenki: koppints a „Megnéz” gombra, és nézz meg két lapot!
sz-prompt-look-wait = A gépek megnézik a lapjaikat…
sz-prompt-playing = Most játszik: { $name }…
sz-prompt-turn = { $name }: húzz egy lapot, vagy vedd el a dobópakli felső lapját!
sz-prompt-turn-you = Húzz egy lapot, vagy vedd el a dobópakli felső lapját!
sz-prompt-take = { $name }: koppints a helyre, ahová a lap kerül!
sz-prompt-take-you = Koppints a helyre, ahová a lap kerül!
sz-prompt-hold = { $name }: dobd el a lapot, vagy koppints egy helyedre, és oda kerül!
sz-prompt-hold-you = Dobd el a lapot, vagy koppints egy helyedre, és oda kerül!
sz-prompt-must-put = Nem ér! A lapnak a sorba kell kerülnie ({ $name }): koppints egy helyre!
sz-prompt-must-put-you = Nem ér! A lapnak a sorodba kell kerülnie: koppints egy helyre!
sz-prompt-must-discard = Nem ér! A felhúzott lapot el kell dobni ({ $name }).
sz-prompt-must-discard-you = Nem ér! El kell dobnod a felhúzott lapot.
sz-prompt-peek = Kukucs ({ $name }): koppints bármelyik lapra, hogy megnézd, vagy hagyd ki!
sz-prompt-peek-you = Kukucs: koppints bármelyik lapra, hogy megnézd, vagy hagyd ki!
sz-prompt-swap = Csere ({ $name }): koppints az egyik helyedre, aztán egy másik játékoséra!
sz-prompt-swap-you = Csere: koppints az egyik helyedre, aztán egy másik játékoséra!
sz-prompt-swap-other = { $name }: most koppints egy másik játékos helyére!
sz-prompt-swap-other-you = Most koppints egy másik játékos helyére!
sz-prompt-noped = Nem ér! A képesség elveszett ({ $name }): hagyd ki!
sz-prompt-noped-you = Nem ér! A képességed elveszett: hagyd ki!
sz-prompt-end = { $name }: mondd be, hogy „Schnitzel!”, vagy fejezd be a kört!
sz-prompt-end-you = Mondd be, hogy „Schnitzel!”, vagy fejezd be a kört!
sz-prompt-nope = { $name }: koppints arra a helyedre, ahol Nem ér! lap van!
sz-prompt-nope-you = Koppints arra a helyedre, ahol Nem ér! lap van!
sz-prompt-match = Van még valakinél ilyen: { $card }? Koppints a saját helyedre, és dobd rá!
sz-prompt-match-you = Neked is van ilyen: { $card }? Koppints a helyére, és dobd rá, vagy menj tovább!
sz-prompt-window = A dobópakli üres: nincs mire rádobni.
sz-prompt-others = A többiek még rádobhatnak egy lapot…
sz-prompt-call = „Schnitzel!” – bemondta: { $name }. Van valakinél Nem ér!?
sz-prompt-call-you = Bemondtad, hogy „Schnitzel!” – a többiek még kijátszhatnak egy Nem ér! lapot.

## Az asztal: gombok

sz-look-start-button = Két lap megnézése
sz-draw-button = Húzás
sz-take = Dobott lap elvétele
sz-discard-button = Eldobás
sz-look-again = Újra megnéz
sz-skip = Kihagyás
sz-call = „Schnitzel!”
sz-end-turn = Kör vége
sz-go-on = Tovább

## Mit csinált valaki az imént

sz-did-look = { $name } megnézte { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyet.
sz-did-draw = { $name } húzott egy lapot.
sz-did-take = { $name } elvette a dobott lapot { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre, és eldobta ezt: { $card }.
sz-did-put = { $name } a felhúzott lapot { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre tette, és eldobta ezt: { $card }.
sz-did-take-card = { $name } elvette a dobott lapot ({ $taken }) { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre, és eldobta ezt: { $card }.
sz-did-discard = { $name } eldobta ezt: { $card }.
sz-did-peek = { $name } kukucskált: { $owner }, { $number }. hely.
sz-did-peek-yours = { $name } kukucskált: a te { $number }. helyed.
sz-did-peek-own = { $name } a saját { $number }. helyére kukucskált.
sz-did-trade = { $name } cserélt: { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyét erre: { $owner }, { $other }. hely.
sz-did-trade-yours = { $name } cserélt: { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyét a te { $other }. helyedre.
sz-did-skip = { $name } nem használt képességet.
sz-did-match = { $name } rádobta ezt: { $card } ({ $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyről).
sz-did-nope = { $name } Nem ér! lapot játszott ki { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyről.
sz-did-wrong = Hibás ledobás ({ $name }, { $number }. hely): { $card }.
sz-did-wrong-penalty = Hibás ledobás ({ $name }, { $number }. hely): { $card }. Büntetésből ez a lap képpel lefelé a sor végére kerül: { $penalty }.
sz-did-call = { $name } bemondta: „Schnitzel!”
sz-did-end = { $name } befejezte a kört.
sz-short-look = megnézte
sz-short-draw = húzott
sz-short-take = elvette, eldobta
sz-short-put = betette, eldobta
sz-short-discard = eldobta
sz-short-peek = kukucskált
sz-short-trade = cserélt
sz-short-skip = nincs képesség
sz-short-match = rádobta
sz-short-nope = Nem ér!
sz-short-wrong = hibás ledobás
sz-short-call = „Schnitzel!”
sz-short-end = kész

## Mit csináltak a többiek valakinek az előző köre óta (a köre elején)

sz-recap = { $name } előző köre óta
sz-recap-you = Az előző köröd óta
sz-recap-more = még { $count }

## Titkos megnézés

sz-only-looks = Csak ő nézheti: { $name }
sz-pass-to = Add át a telefont! Következik: { $name }. A többiek ne nézzenek oda!
sz-ready = { $name } vagyok
sz-look-start = { $name }: nézz meg két lapot a sorodból!
sz-look-start-you = Nézz meg két lapot a sorodból!
sz-look-row = { $name }: a lapjaid
sz-look-row-you = A lapjaid
sz-look-hand = { $name }: a felhúzott lapod
sz-look-hand-you = A felhúzott lapod
sz-look-peek = Kukucs ({ $name }): { $owner }, { $number }. hely
sz-look-peek-you = Kukucs: { $owner }, { $number }. hely
sz-look-peek-own = Kukucs ({ $name }): a saját { $number }. helyed
sz-look-peek-own-you = Kukucs: a te { $number }. helyed
sz-hold-hint = Tartsd lenyomva a lapot, hogy lásd; ha elengeded, újra képpel lefelé fordul.
sz-hold = { $number }. hely: tartsd lenyomva, hogy lásd a lapot
sz-held = { $card }
sz-pick = { $number }. hely: tartsd lenyomva, hogy lásd ezt a lapot
sz-unknown = { $number }. hely: ezt a lapot nem ismered
sz-done = Kész

## Eredmény

sz-game-over = Vége a játéknak
sz-ended-x = Előkerült az X-lap.
sz-ended-call = „Schnitzel!” – bemondta: { $name }, és mindenki más még egyszer sorra került.
sz-ended-call-you = Bemondtad, hogy „Schnitzel!”, és mindenki más még egyszer sorra került.
sz-ended-empty = Kiürült egy sor: ez azonnal nyer.
sz-ended-stuck = Senki sem tudott már lapot húzni vagy elvenni.
sz-winner = Nyertes: { $name }
sz-winner-you = Nyertél!
sz-winners = Közös győzelem: { $names }
sz-points = { $count } pont
sz-revealed = { $name }: { $cards }; összesen { $total }
sz-card-points = { $card } ({ $points })
sz-next-first = A legtöbb pontja ennek a játékosnak volt, ő kezdi a következő játékot: { $name }.
sz-next-first-you = Neked volt a legtöbb pontod, te kezded a következő játékot.

## Statisztika

sz-stats = Schnitzel: átlagosan { NUMBER($average, maximumFractionDigits: 1) } pont, legjobb játék: { $best }

## Visszajátszás (minden lap nyitva: a játszma véget ért)

sz-replay-sign = Ez a jel a lap alatt: a gazdája akkor ismerte.
sz-replay-row = { $name }: { $cards }.
sz-replay-knows = { $name } ismerte: { $cards }.
sz-replay-look = { $name } megnézte { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyet: { $card }.
sz-replay-draw = { $name } húzott: { $card }.
sz-replay-shuffled = A dobópaklit megkeverték, ez lett az új húzópakli.
sz-replay-peek = { $name } kukucskált: { $owner }, { $number }. hely – { $card }.
sz-replay-peek-own = { $name } a saját { $number }. helyére kukucskált: { $card }.
sz-replay-pass = { $name } passzolt.

## Segítség a játékhoz: a súgás, a „Súgás: ” után (kisbetűvel; egy rövid sor)

sz-hint-look = nézd meg { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedet
sz-hint-draw = húzz egy lapot
sz-hint-take = vedd el a dobott lapot ({ $card }) { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre
sz-hint-put = tedd a lapot { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre
sz-hint-put-card = tedd a lapot ({ $card }) { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyre
sz-hint-goes = { $move } – eldobod ezt: { $card }
sz-hint-discard = dobd el a lapot
sz-hint-discard-card = dobd el ezt: { $card }
sz-hint-peek-own = kukucskálj rá { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedre
sz-hint-peek = kukucskálj ide: { $owner }, { $number }. hely
sz-hint-trade = cseréld el { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedet erre: { $owner }, { $other }. hely
sz-hint-trade-card = cseréld el a lapodat ({ $card }) erre: { $owner }, { $other }. hely
sz-hint-skip = hagyd ki a képességet ({ $card })
sz-hint-match = dobd rá { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedről
sz-hint-match-card = dobd rá a lapodat ({ $card }) { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedről
sz-hint-nope = játszd ki a Nem ér! lapot { $number ->
        [1] az
        [5] az
       *[other] a
    } { $number }. helyedről
sz-hint-go-on = menj tovább, ne dobj rá semmit
sz-hint-let-stand = ne játssz ki Nem ér! lapot
sz-hint-call = mondd be, hogy „Schnitzel!”
sz-hint-call-points = mondd be, hogy „Schnitzel!” – { $points } pontod van
sz-hint-end = fejezd be a kört
sz-hinted = { $what } (súgás)

## Első lépések az asztalnál

sz-coach-row = A sorod: négy képpel lefelé fordított lap, a helyük sorszámával. Te sem látod őket, ezért először nézz meg közülük kettőt, és jegyezd meg őket! A játék végén a legkisebb összeg nyer.
sz-coach-rows = Mindenkinek van egy sora: négy képpel lefelé fordított lap, a helyük sorszámával. A gazdájuk sem látja őket, ezért mindenki megnéz először kettőt, és megjegyzi őket. A játék végén a legkisebb összeg nyer.
sz-coach-piles = A húzópakli és a dobópakli. A körödben húzol egy lapot, vagy elveszed a dobópakli felső lapját, és kicseréled vele a sorod egyik lapját, amit eldobsz. A húzott lapot rögtön el is dobhatod. Amire koppinthatsz, sárga keretes.
sz-coach-prompt = Itt látod, mi a teendő, alatta pedig azt, mi történt az imént. Minden eldobás után bárki gyorsan rádobhat egy ugyanilyen lapot a sorából: ha nálad is van, koppints a helyére! Ha tévedsz, büntetőlapot kapsz.
sz-coach-actions = Az éppen használható gombok. Úgy érzed, neked van a legkevesebb pontod? A köröd végén mondd be: „Schnitzel!” Mindenki más még egyszer jön, aztán mindenki felfordítja a lapjait. Ha előkerül az X-lap, azonnal vége a játéknak.
