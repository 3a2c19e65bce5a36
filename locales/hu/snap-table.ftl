## Schnipp-Schnapp: a képernyők (beállítás, asztal, eredmény, statisztika).
## A szabályok és az elutasított lépések a snap.ftl-ben vannak. A telefon közös: mindenkit a nevén szólítunk, sosem „te”.

## Beállítás

snp-seats = Játékosok (2–6)
snp-seats-hint = A legfiatalabb kezd: őt tegyétek az első helyre.
snp-pack = Kártyacsomag
snp-pack-skat = 32 lapos
snp-pack-french = 52 lapos
snp-pack-hint = 32 lappal gyorsabb a játék. Szokásos: 32.
snp-faces = Kártyakép
snp-faces-french = Francia
snp-faces-german = Német
snp-faces-hungarian = Magyar
snp-faces-hint = Csak a kinézet változik. Német és magyar kép csak a 32 lapos csomaghoz van.
snp-faces-need-skat = Német és magyar kép csak a 32 lapos csomaghoz van.
snp-tempo = Felcsapás
snp-tempo-slow = Lassú
snp-tempo-normal = Normál
snp-tempo-fast = Gyors
snp-tempo-tap = Mindenki maga koppint
snp-tempo-hint = Milyen gyorsan csapja fel az app a lapokat, egyik játékos a másik után. Szokásos: normál.
snp-limit = Időkorlát (perc)
snp-limit-none = Ki
snp-limit-hint = Ha lejár az idő, az nyer, akinél a legtöbb lap van. Időkorlát nélkül addig játszotok, amíg valakinél össze nem gyűlik az összes lap. Szokásos: 10 perc.
snp-pool = Középső kupac
snp-pool-hint = Ha egyszerre kiáltotok, az érintett kupacok képpel lefelé középre kerülnek; a következő helyes kiáltás azt is elviszi.
snp-covered = Az alatta lévő lap is számít
snp-covered-hint = Az újonnan felcsapott lap azzal a lappal is egyezik, amelyet ugyanazon a kupacon letakar.
snp-children = Gyerekmód
snp-children-hint = Lassabban jönnek a lapok, és nagyobbak a koppintómezők.
snp-start = Osztás

## Az asztal

snp-zone-call = { $name }: kiáltás
snp-draw-count = { $count } lap
snp-draw-label = { $name }: { $count } lap a húzópakliban
snp-top-empty = { $name }: nincs felcsapott lap
snp-top-label = { $name }: felül { $card }
snp-called = Kiáltott!
snp-turn = Felcsapás
snp-turn-label = { $name }: lap felcsapása
snp-pool-count = Középen: { $count } lap
snp-time-left = még { $time }
snp-no-limit = Nincs időkorlát
snp-ready = Figyeljétek a kupacokat! Ha két felső lap egyezik, koppintsatok a saját mezőtökre.
snp-ready-short = Két egyforma? Koppints ide!
snp-ev-snap = { $name } elvisz { $count } lapot!
snp-ev-wrong = { $name } tévesen kiáltott: egy lap { $to } játékoshoz kerül
snp-ev-wrong-nothing = { $name } tévesen kiáltott, de nincs már lapja, amit odaadhatna
snp-ev-tie = Egyszerre! El a kezekkel!
snp-ev-late = { $name } elkésett
snp-ev-recycle = A kupacok megfordítva
snp-paused = Szünet. Mindenki kész? Koppintsatok a Tovább gombra.
snp-go-on = Tovább
snp-pause = Szünet

## Eredmény

snp-game-over = Vége a játéknak
snp-ended-all = Minden lap { $name } kezében van.
snp-ended-stop = Lejárt az idő: a legtöbb lap nyer.
snp-winner = { $name } nyert!
snp-winners = { $names } osztoznak a győzelmen!
snp-cards = { $count } lap
snp-result-line = { $name }: { $count } lap

## Statisztika

snp-stats = A legtöbb lap egy játék végén: { $best }
snp-stats-reaction = Reakcióidő (medián): { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } mp, { $calls } helyes kiáltás alapján
snp-replay-draw = Húzópakli: { $count }
snp-replay-held = { $count } lapja van
snp-replay-turn = { $name } felcsapja: { $card }.
snp-replay-call = { $name } kiált { $owner } paklijára.
snp-replay-resume = Újra lehet kiáltani.
snp-replay-stop = Lejárt az idő.

## Első lépések az asztalnál

snp-coach-zone = A koppintómeződ, a képernyő hozzád legközelebbi szélén (mindenkinek van egy). Ha két kupac tetején azonos értékű lap van, például két király, koppints bárhová a meződben: aki elsőként kiált, viszi őket. A téves kiáltás egy büntetőlapba kerül.
snp-coach-card = A felcsapott kupacod; mellette látod, hány lap maradt még a húzópaklidban. Egymás után mindenki kupacára új lap kerül: figyeld minden kupac felső lapját, ne csak a sajátodat! Csak az érték számít, a szín soha.
snp-coach-status = Itt olvashatod, mi történt épp, minden mezőben a maga irányában: ki vitte el a lapokat, ki kiáltott tévesen és kinek adott lapot, vagy „Egyszerre! El a kezekkel!”, ha ketten ugyanabban a pillanatban kiáltottak.
snp-coach-middle = A hátralévő idő: ha lejár, az nyer, akinél a legtöbb lap van; időkorlát nélkül addig játszotok, amíg valakinél össze nem gyűlik az összes lap. A fenti szünet gomb megállítja a játékot, a folytatáshoz pedig itt jelenik meg a „Tovább”.
snp-replay-start = A lapok kiosztva, még egyiket sem fordították fel.
