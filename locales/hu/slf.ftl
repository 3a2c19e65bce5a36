## Schnapp, Land, Fluss!: kategóriás oldalak (slf-cat-<id>: a kártyán álló név; -desc: mi számít)

slf-cat-kitchen = A konyhában
slf-cat-kitchen-desc = Ami tényleg a konyhába való: főzéshez, sütéshez, mosogatáshoz vagy az ételek tárolásához.
slf-cat-air = A levegőben
slf-cat-air-desc = Minden, ami repül vagy lebeg az égen, akár élőlény, akár ember alkotta.
slf-cat-circus = A cirkuszban
slf-cat-circus-desc = Emberek, állatok, mutatványok és tárgyak, amelyeket tényleg a cirkuszban látsz.
slf-cat-school = Az iskolában
slf-cat-school-desc = Emberek, tantárgyak és tárgyak, amelyek tényleg az iskolai élethez tartoznak.
slf-cat-doctor = Az orvosnál
slf-cat-doctor-desc = Emberek, eszközök és dolgok, amelyek jellemzőek egy orvosi rendelőre.
slf-cat-sea = A tengerben
slf-cat-sea-desc = Élőlények, növények és dolgok, amelyek a tengerben élnek vagy ott találhatók.
slf-cat-city = Város
slf-cat-city-desc = Egy létező város bárhol a világon.
slf-cat-country = Ország
slf-cat-country-desc = Egy ma létező ország bárhol a világon.
slf-cat-river = Folyó
slf-cat-river-desc = Egy létező folyó bárhol a világon.
slf-cat-animal = Állat
slf-cat-animal-desc = Bármilyen állatfaj, akár vadon él, akár háziállat.
slf-cat-first-name = Keresztnév
slf-cat-first-name-desc = Egy keresztnév, amelyet valóban viselnek emberek.
slf-cat-job = Foglalkozás
slf-cat-job-desc = Munka, amellyel az emberek a kenyerüket keresik.
slf-cat-plant = Növény vagy virág
slf-cat-plant-desc = Bármilyen növény vagy virág, a fákat és bokrokat is beleértve.
slf-cat-food = Étel
slf-cat-food-desc = Valami ehető, egy alapanyagtól a kész fogásig.
slf-cat-drink = Ital
slf-cat-drink-desc = Bármi, amit meg lehet inni.
slf-cat-fruit-veg = Gyümölcs vagy zöldség
slf-cat-fruit-veg-desc = Bármilyen gyümölcs vagy zöldség.
slf-cat-sweets = Édesség
slf-cat-sweets-desc = Valami édes nassolnivaló vagy desszert.
slf-cat-sport = Sportág
slf-cat-sport-desc = Egy sportág vagy azon belül egy versenyszám.
slf-cat-instrument = Hangszer
slf-cat-instrument-desc = Bármi, amin zenélni lehet.
slf-cat-clothing = Ruhadarab
slf-cat-clothing-desc = Valami, amit fel lehet venni, a cipőket és a kiegészítőket is beleértve.
slf-cat-body-part = Testrész
slf-cat-body-part-desc = Az emberi vagy állati test egy része, kívül vagy belül.
slf-cat-vehicle = Jármű
slf-cat-vehicle-desc = Bármi, ami embereket vagy árut szállít szárazföldön, vízen vagy a levegőben.
slf-cat-toy = Játék
slf-cat-toy-desc = Valami, amivel játszani lehet, vagy egy játék, amit játszani lehet.
slf-cat-hobby = Hobbi
slf-cat-hobby-desc = Valami, amit az emberek szívesen csinálnak a szabadidejükben.
slf-cat-appliance = Elektromos készülék
slf-cat-appliance-desc = Olyan eszköz, amely konnektorról vagy elemmel működik.
slf-cat-tool = Szerszám
slf-cat-tool-desc = Kézben tartott eszköz, amellyel építünk, javítunk vagy készítünk valamit.
slf-cat-furniture = Bútor
slf-cat-furniture-desc = Bútordarab lakásba, irodába vagy kertbe.
slf-cat-famous = Híres ember
slf-cat-famous-desc = Valódi személy, élő vagy már elhunyt, akit a legtöbb játékos ismer.
slf-cat-character = Mese- vagy rajzfilmfigura
slf-cat-character-desc = Szereplő egy meséből, rajzfilmből, képregényből vagy gyerekkönyvből.
slf-cat-bird = Madár
slf-cat-bird-desc = Bármilyen madárfaj.
slf-cat-insect = Rovar vagy bogár
slf-cat-insect-desc = Rovar vagy más apró állat, amely mászik, kúszik vagy zümmög.
slf-cat-mountain-island = Hegy vagy sziget
slf-cat-mountain-island-desc = Egy létező hegy, hegység vagy sziget bárhol a világon.
slf-cat-garden = A kertben
slf-cat-garden-desc = Növények, állatok és tárgyak, amelyek tényleg a kertbe valók.
slf-cat-forest = Az erdőben
slf-cat-forest-desc = Növények, állatok és dolgok, amelyeket tényleg az erdőben találsz.
slf-cat-bathroom = A fürdőszobában
slf-cat-bathroom-desc = Dolgok, amelyek tényleg a fürdőszobába valók.
slf-cat-beach = A strandon
slf-cat-beach-desc = Tárgyak, élőlények és tevékenységek, amelyek jellemzőek egy strandon töltött napra.
slf-cat-supermarket = A szupermarketben
slf-cat-supermarket-desc = Áruk, emberek és dolgok, amelyeket tényleg egy szupermarketben találsz.
slf-cat-farm = A tanyán
slf-cat-farm-desc = Állatok, gépek, növények és dolgok, amelyek jellemzőek egy tanyára.
slf-cat-space = Az űrben
slf-cat-space-desc = Dolgok, amelyek az űrben vannak, vagy amelyekkel az űrt kutatják.
slf-cat-building-site = Az építkezésen
slf-cat-building-site-desc = Gépek, anyagok, emberek és szerszámok, amelyek jellemzőek egy építkezésre.
slf-cat-winter = Télen
slf-cat-winter-desc = Dolgok, tevékenységek és időjárás, amelyek tényleg a télhez tartoznak.
slf-cat-birthday = A szülinapi bulin
slf-cat-birthday-desc = Dolgok és játékok, amelyek jellemzőek egy születésnapi bulira.
slf-cat-street = Az utcán
slf-cat-street-desc = Járművek, táblák, emberek és dolgok, amelyeket tényleg az utcán látsz.
slf-cat-round = Valami kerek
slf-cat-round-desc = Valami, ami kerek vagy gömb alakú.
slf-cat-soft = Valami puha
slf-cat-soft-desc = Valami, ami puha tapintású.
slf-cat-noise = Hangot ad
slf-cat-noise-desc = Valami, ami jól hallható hangot ad.
slf-cat-smell = Van szaga
slf-cat-smell-desc = Valami, aminek érezhető szaga vagy illata van, akár kellemes, akár nem.
slf-cat-pocket = Elfér a zsebben
slf-cat-pocket-desc = Valami, ami elég kicsi ahhoz, hogy elférjen egy nadrágzsebben.
slf-cat-green = Valami zöld
slf-cat-green-desc = Valami, ami általában zöld színű.
slf-cat-opens = Ki lehet nyitni
slf-cat-opens-desc = Valami, amit ki lehet nyitni, akár be lehet utána csukni, akár nem.

## Schnapp, Land, Fluss!: nem engedélyezett lépések

err-slf-no-such-seat = Ilyen játékos nincs ennél az asztalnál.
err-slf-leader-only = Játékvezetős módban ezt csak a játékvezető teheti meg.
err-slf-leader-cannot-slap = A játékvezető nem játszik, ezért nem csaphat le kártyára.
err-slf-first-turn = Az első kategóriát az fordítja meg, akinek a keresztneve elöl áll az ábécében.
err-slf-category-up = Már látszik egy kategória.
err-slf-no-category = Előbb fordíts meg egy kártyát a kategóriás oldalára!
err-slf-no-letter = Ott nincs betűkártya.
err-slf-turned-back = Ezt a kártyát épp most fordították vissza. Fordíts meg egy másikat!
err-slf-sitting-out = Kimaradsz, amíg valaki más el nem visz egy kártyát.
err-slf-judging = Várj: épp egy másik szóról döntenek.
err-slf-already-slapped = Erre a kártyára már lecsaptál.
err-slf-too-late = Lassú voltál: valaki több mint egy tized másodperccel előbb csapott le erre a kártyára.
err-slf-slap-stale = Ez a lecsapás a legutóbbi döntés előtt történt, ezért már nem számít.
err-slf-nothing-to-judge = Most nincs olyan szó, amiről dönteni kellene.
err-slf-own-slap = A saját szavadról nem szavazhatsz.
err-slf-already-voted = Már szavaztál.

## Schnapp, Land, Fluss!: előkészítés

slf-mode = Hogyan játszotok?
slf-mode-table = Asztali mód
slf-mode-leader = Játékvezető
slf-mode-table-hint = A telefon az asztal közepén fekszik. Aki lecsap egy kártyára, a saját nevére koppint, a többiek pedig megszavazzák, jó-e a szó.
slf-mode-leader-hint = Egy felnőtt fogja a telefont, és nem játszik: ő fordítja meg a kategóriákat, ő jelöli, ki csapott le, és egyedül dönti el, jó-e a szó.
slf-players = Játékosok (2–6)
slf-rounds = Fordulók
slf-fewer-rounds = Kevesebb forduló
slf-more-rounds = Több forduló
slf-countdown = Visszaszámlálás kategóriánként (másodperc)
slf-countdown-off = Ki
slf-seconds = { $count } mp
slf-one-card = Egyszerre csak egy kártya
slf-one-card-hint = Csak a leggyorsabb visz el kártyát, utána a húzópakliból jön a következő kategória.
slf-with-xy = Játék az X/Y lappal
slf-with-xy-hint = A legnehezebb lap mind közül. Ha gyerekek először játszanak, jobb kihagyni.
slf-start = Kezdjük!

## Schnapp, Land, Fluss!: az asztal

slf-round = Forduló: { $number }/{ $rounds }
slf-pile = Pakli: { $count }
slf-rotate = A kártyák megfordítása a túloldalnak
slf-no-category = Fordíts meg egy kártyát, és előkerül egy kategória.
slf-card-label = { $letter }, { $points } pont
slf-tile-label = { $name }: { $cards } kártya, { $points } pont
slf-tile-out = { $name } kimarad: { $cards } kártya, { $points } pont
slf-waits = kimarad
slf-prompt-first-turn = { $name } kezd, mert elöl áll az ábécében: koppints egy kártyára, és fordítsd meg!
slf-prompt-first-turn-plain = { $name } kezd: koppints egy kártyára, és fordítsd meg!
slf-prompt-turn = Koppints egy kártyára, és fordíts meg egy új kategóriát!
slf-prompt-turn-other = Senki sem tudta? Akkor fordíts meg egy másik kártyát!
slf-prompt-play = Kiálts be egy szót, és csapj le a betűjére! Aztán a kártyára, majd a névre koppints.
slf-prompt-leader-play = Ki volt a leggyorsabb? Előbb a kártyára koppints, aztán a gyerekre.
slf-prompt-who = Ki csapott le erre: { $letter }?
slf-prompt-vote = Jó a szó? Betű: { $letter }, bemondta: { $name }. A többiek szavaznak.
slf-prompt-judge = Jó a szó? Betű: { $letter }, bemondta: { $name }.
slf-tie-hint = Egyszerre csapott le más is? Őrá is koppints!
slf-pick-letter-first = Előbb arra a betűkártyára koppints, amelyikre lecsaptak, aztán a játékosra.
slf-turn-any = Fordíts meg egyet helyettem
slf-end = Befejezés
slf-end-title = Befejezitek most a játékot?
slf-end-body = Az eddig nyert lapokat összeszámoljuk, és vége a játéknak.
slf-end-yes = Befejezzük
slf-nobody = Senki sem tudja
slf-accept = Jó
slf-reject = Nem jó
slf-voted-yes = jó
slf-voted-no = nem jó
slf-undo = Visszavonás: { $letter } ({ $name })
slf-undo-mistake = Visszavonás: { $name } hibája
slf-note-won = { $name } elviszi a kártyát: { $letter }.
slf-note-mistake = Hiba! { $name } kimarad, és lead egy kártyát: { $letter }.
slf-note-mistake-none = Hiba! { $name } kimarad.
slf-note-tie = Holtverseny ({ $names }): a sorsolás nyertese { $name }.
slf-note-nobody = Senki sem tudja.
slf-note-time-up = Lejárt az idő: senki sem tudja.
slf-note-refill = { $count } új betűkártya a húzópakliból.
slf-note-undone = Visszavonva.
slf-sitting-out-named = { $name } kimarad, amíg valaki más el nem visz egy kártyát.
slf-already-slapped-named = { $name } már lecsapott erre a kártyára.

## Schnapp, Land, Fluss!: eredmények

slf-round-over = { $number ->
    [1] Vége az 1. fordulónak
    [5] Vége az 5. fordulónak
   *[other] Vége a { $number }. fordulónak
}
slf-game-over = Vége a játéknak
slf-ended-early = A játék idő előtt véget ért: az addig nyert lapok számítanak.
slf-winner = { $name } nyert!
slf-winners = Közös győzelem: { $names }
slf-points = { $count } pont
slf-this-round = Ebben a fordulóban
slf-total = Összesen
slf-next-round = { $number ->
    [5] Jöhet az 5. forduló
   *[other] Jöhet a { $number }. forduló
}
slf-stats-points = Összesen { $total } pont · legjobb játék: { $best }
slf-replay-no-category = még nincs kategória
slf-replay-points = { $count } pont
slf-replay-turn = { $name } megfordít egy lapot: { $category }.
slf-replay-slap = { $name } lecsap erre: { $letter }.
slf-replay-yes = { $name } elfogadja.
slf-replay-no = { $name } nem fogadja el.
slf-replay-stop = A játék itt véget ért.
# Játékvezetős játék visszajátszásában: aki a kategóriákat fordította és a szavakat elbírálta (mindig mondat elején áll).
slf-replay-leader = A játékvezető
slf-replay-rounds = Pontok fordulónként
slf-replay-round-line = { $name }: { $points } ({ $total })

## Schnapp, Land, Fluss!: első lépések az asztalnál

slf-coach-letters = A betűkártyák: a kék 1 pontot ér, a piros 2-t. Kezdésként koppints az egyikre: megfordul a kategóriás oldalára, és mindenki keresni kezd egy hozzá illő szót.
slf-coach-category = A kategória. Ha eszedbe jut egy hozzá illő szó, amely az egyik betűvel kezdődik, mondd be hangosan, és csapj le arra a betűkártyára. Nincs sorrend: mindenki egyszerre játszik.
slf-coach-players = A játékosok, a lapjaikkal és a pontjaikkal. Lecsapás után koppints a betűkártyára, aztán arra, aki lecsapott; ezután kell dönteni, jó-e a szó. Akinek a szava nem jó, szürke lesz, és kimarad, amíg valaki más el nem visz egy kártyát.
slf-coach-buttons = Itt vannak az épp szükséges gombok: a „Senki sem tudja” lecseréli a kategóriát, ha senkinek sem jut eszébe semmi, a „Visszavonás” visszavonja az utolsó döntést, a „Befejezés” pedig összeszámolja az eddig nyert lapokat.
slf-replay-start = A betűkártyák az asztalon, az első kategória előtt.
