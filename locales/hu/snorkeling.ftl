## Snorkeling: lapok (sk-value-<n>: a lapon lévő lény; sk-colour-<n>: a színe)

sk-value-0 = strand
sk-value-1 = korall
sk-value-2 = bohóchal
sk-value-3 = teknős
sk-value-4 = rája
sk-value-5 = lámpáshal
sk-colour-0 = korallpiros
sk-colour-1 = homoksárga
sk-colour-2 = hínárzöld
sk-colour-3 = lagúnakék
sk-colour-4 = anemónalila
# sk-colour-noun-<n>: a szín a mondat belsejében
sk-colour-noun-0 = korallpiros
sk-colour-noun-1 = homoksárga
sk-colour-noun-2 = hínárzöld
sk-colour-noun-3 = lagúnakék
sk-colour-noun-4 = anemónalila
sk-card-playable = { $card }, kijátszható
sk-card-selected = { $card }, kiválasztva
sk-card-blocked = { $card }, most nem játszható ki
sk-card = { $colour } { $name } ({ $value })

## Snorkeling: nem engedélyezett lépések (a lapok nevükkel érkeznek)

err-sk-not-in-hand = Nincs a kezedben ilyen lap: { $card }.
err-sk-centre-fit = Ez nem illik erre: { $card }. Pontosan eggyel magasabb lapot tehetsz rá, vagy azonos színűt.
err-sk-one-higher-alone = Egy csak eggyel magasabb lap után már semmi sem mehet a középső paklira.
err-sk-run-colour = Most már csak azonos színű lap jöhet, mint ez: { $card }.
err-sk-centre-after-place = Ha már tettél lapot valaki paklijára, ebben a körben nem játszhatsz ki középre.
err-sk-centre-first = Előbb játssz ki lapot a középső paklira, utána tehetsz lapot valaki más paklijára.
err-sk-no-opponent = Lapot csak egy másik játékos paklijára tehetsz.
err-sk-one-placement = Egy körben csak egy lapot tehetsz egy másik játékos paklijára.
err-sk-pile-fit = Ennek a paklinak a tetején ez van: { $card }. Csak pontosan eggyel kisebb lap illik rá.

## Snorkeling: előkészítés

sk-seats = Búvárok (2–6)
sk-target = Meddig játszotok?
sk-points = { $count } pont
sk-expert = Haladó változat (mélymerülés)
sk-expert-hint = Akárhány lap a középső paklira, mindegyik illeszkedjen az előzőhöz, utána akárhány lap mások paklijára.
sk-start = Merülés!

## Snorkeling: az asztal

sk-round = { $number }. forduló · { $target } pontig
sk-centre = Középső pakli
sk-fits = { $value ->
    [0] Illik rá: egy 0-s, vagy bármi, ami { $colour }
    [3] Illik rá: egy 3-as, vagy bármi, ami { $colour }
   *[other] Illik rá: egy { $value }-es, vagy bármi, ami { $colour }
}
sk-deck = Húzópakli: { $count }
sk-depth = Mélység: { $depth }
sk-your-pile = A paklid
sk-pile-of = { $name } paklija
sk-seat-label = { $name }: a pakli tetején { $card }, kézben { $cards } lap, { $points } pont
sk-my-pile-label = A paklid tetején { $card }; { $points } pontod van
sk-prompt-start = Te jössz: válassz lapokat a középső paklira, vagy passzolj.
sk-prompt-more = Tehetsz még lapot, rátehetsz egyet valaki paklijára, vagy befejezheted a köröd.
sk-prompt-place = Tegyél egy lapot valaki más paklijára, vagy fejezd be a köröd.
sk-prompt-target = Most koppints arra a paklira, amelyikre kerül.
sk-thinking = Következik: { $name }…
sk-wait = Várd meg, amíg te jössz.
sk-no-pile-fits = Ez egyik paklira sem illik: { $card }. Pontosan eggyel kisebbnek kell lennie, mint a felső lap.
sk-play = { $count } lap kijátszása
sk-pass = Passz
sk-end-turn = Kör vége
sk-beach-title = Odaadod a strandot?
sk-beach-body = Ezzel azonnal véget ér a forduló, és { $name } 0 pontot kap. Biztosan odaadod a strandot?
sk-beach-yes = Strandot adok
sk-last = Legutóbbi köre – { $what }.
sk-last-passed = Passzolt
sk-last-pass = passzolt
sk-last-centre = középre tette: { $cards }
sk-last-place = rátett egy lapot ({ $card }) erre a paklira: { $target }
sk-last-place-you = rátett egy lapot a paklidra: { $card }
sk-last-back = visszavette: { $card }

## Snorkeling: eredmények

sk-round-over = { $number ->
    [1] Vége az 1. fordulónak
    [5] Vége az 5. fordulónak
   *[other] Vége a { $number }. fordulónak
}
sk-game-over = Vége a játéknak
sk-beach-went = A strandot kapta: { $name }.
sk-beach-went-you = Te kaptad a strandot.
sk-calm-sea = Szélcsend: mindenki passzolt, és már nem volt mit húzni.
sk-winner = { $name } nyert!
sk-winner-you = Nyertél!
sk-this-round = Ebben a fordulóban
sk-total = Összesen
sk-replay-centre = { $name } középre teszi: { $card }.
sk-replay-place = { $name } { $target } paklijára teszi: { $card }.
sk-replay-pass = { $name } passzol.
sk-replay-end = { $name } befejezi a körét.

## Snorkeling: súgás (az erős gép lépése, a „Súgás: ” után)

sk-hint-centre = tedd középre: { $card }
sk-hint-last = tedd középre: { $card }, így mélyebbre merülsz
sk-hint-place = tedd { $name } paklijára: { $card }, így { $depth ->
    [3] 3-ra
   *[other] { $depth }-re
} jön fel
sk-hint-beach = tedd a strandot { $name } paklijára: { $points } pontot kapsz
sk-hint-pass = passzolj
sk-hint-nothing = passzolj: egyik lapod sem illik a középső paklira
sk-hint-end = fejezd be a köröd

## Első lépések az asztalnál

sk-coach-hand = A kezedben lévő lapok. Amikor te jössz, a kijátszható lapok kiemelkednek és keretet kapnak; a lapos, tiltó jeles lapot most nem teheted ki. A középre szánt lapokra abban a sorrendben koppints, ahogy le akarod tenni őket, aztán a kijátszás gombra.
sk-coach-centre = A középső pakli, mellette pedig az, hogy most mi illik rá. Tehetsz rá egy lapot, amely pontosan eggyel magasabb a felső lapnál (a rája után a strand jön), vagy akárhány lapot a színéből. Az utoljára letett lap kerül felülre.
sk-coach-opponents = A többi búvár: mindenkinek a mezője mutatja a paklija tetejét, a kézben lévő lapjait, a pontjait és a legutóbbi körét. Ha tettél középre, valakit feljebb küldhetsz: koppints egy kiemelt lapra, amely pontosan eggyel kisebb az ő felső lapjánál, aztán a világító paklira.
sk-coach-my-pile = A paklid és a pontjaid. A felső lap mutatja, milyen mélyen merülsz, és ennyi pontot kapsz, amikor véget ér a forduló: amint valaki strandot (0) kap. Aki elsőként eléri a fent látható pontszámot, nyer.
sk-coach-actions = Az éppen használható gombok: kijátszás és mégse, amíg lapokat választasz; passz, ha nem tudsz vagy nem akarsz tenni; kör vége, ha végeztél. A köröd végén az új lapodat az app húzza fel helyetted.
