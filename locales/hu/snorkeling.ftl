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
err-sk-one-higher-alone = Egy csak eggyel magasabb lap után már semmi sem mehet középre.
err-sk-run-colour = Most már csak azonos színű lap jöhet, mint ez: { $card }.
err-sk-centre-after-place = Ha már tettél lapot valaki kupacára, ebben a körben nem játszhatsz ki középre.
err-sk-centre-first = Előbb játssz ki lapot középre, utána tehetsz lapot valaki más kupacára.
err-sk-no-opponent = Lapot csak egy másik játékos kupacára tehetsz.
err-sk-one-placement = Egy körben csak egy lapot tehetsz egy másik játékos kupacára.
err-sk-pile-fit = Ennek a kupacnak a tetején ez van: { $card }. Csak pontosan eggyel kisebb lap illik rá.

## Snorkeling: előkészítés

sk-seats = Búvárok (2–6)
sk-target = Meddig játszotok?
sk-points = { $count } pont
sk-expert = Haladó változat (mélymerülés)
sk-expert-hint = Akárhány lap középre, mindegyik illeszkedjen az előzőhöz, utána akárhány lap mások kupacára.
sk-start = Merülés!

## Snorkeling: az asztal

sk-round = { $number }. forduló · { $target } pontig
sk-centre = Közép
sk-fits = { $value ->
    [0] Illik rá: egy 0-s, vagy bármi, ami { $colour }
    [3] Illik rá: egy 3-as, vagy bármi, ami { $colour }
   *[other] Illik rá: egy { $value }-es, vagy bármi, ami { $colour }
}
sk-deck = Húzópakli: { $count }
sk-depth = Mélység: { $depth }
sk-your-pile = A kupacod
sk-pile-of = { $name } kupaca
sk-seat-label = { $name }: a kupaca tetején { $card }, kézben { $cards } lap, { $points } pont
sk-my-pile-label = A kupacod tetején { $card }; { $points } pontod van
sk-prompt-start = Te jössz: válassz lapokat középre, vagy passzolj.
sk-prompt-more = Tehetsz még lapot középre, rátehetsz egyet valaki kupacára, vagy befejezheted a köröd.
sk-prompt-place = Tegyél egy lapot valaki más kupacára, vagy fejezd be a köröd.
sk-prompt-target = Most koppints arra a kupacra, amelyikre kerül.
sk-prompt-pushed = Most { $name } kupacán van. Koppints a „Kör vége” gombra!
sk-thinking = Következik: { $name }…
sk-wait = Várd meg, amíg te jössz.
sk-no-pile-fits = Ez egyik kupacra sem illik: { $card }. Pontosan eggyel kisebbnek kell lennie, mint a felső lap.
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
sk-last-place = rátett egy lapot ({ $card }) erre a kupacra: { $target }
sk-last-place-you = rátett egy lapot a kupacodra: { $card }
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
sk-replay-place = { $name } { $target } kupacára teszi: { $card }.
sk-replay-pass = { $name } passzol.
sk-replay-end = { $name } befejezi a körét.

## Snorkeling: súgás (az erős gép lépése, a „Súgás: ” után)

sk-hint-centre = tedd középre: { $card }
sk-hint-last = tedd középre: { $card }, így mélyebbre merülsz
sk-hint-place = tedd { $name } kupacára: { $card }, így { $depth ->
    [3] 3-ra
   *[other] { $depth }-re
} jön fel
sk-hint-beach = tedd a strandot { $name } kupacára: { $points } pontot kapsz
sk-hint-pass = passzolj
sk-hint-nothing = passzolj: egyik lapod sem illik középre
sk-hint-end = fejezd be a köröd

## Első lépések az asztalnál

sk-coach-hand = A lapjaid. Amikor te jössz, a kijátszható lapok kiemelkednek; a tiltó jeles lapot most nem teheted ki. A középre szánt lapokra a letevés sorrendjében koppints, aztán a kijátszás gombra.
sk-coach-centre = A közép, mellette pedig az, hogy most mi illik rá: egy lap, amely pontosan eggyel magasabb a felsőnél (a rája után a strand jön), vagy akárhány lap a színéből. Az utoljára letett kerül felülre.
sk-coach-opponents = A többi búvár: kupac, kézben lévő lapok, pontok, legutóbbi kör. Ha tettél középre, valakit feljebb küldhetsz: koppints egy kiemelt lapra, amely eggyel kisebb az ő felső lapjánál, aztán a világító kupacára.
sk-coach-my-pile = A kupacod és a pontjaid. A felső lap mutatja, milyen mélyen merülsz, és ennyi pontot kapsz, amikor véget ér a forduló: amint valaki strandot (0) kap. Aki elsőként eléri a fent látható pontszámot, nyer.
sk-coach-actions = Az éppen használható gombok: kijátszás és mégse, amíg lapokat választasz; passz, ha nem tudsz vagy nem akarsz tenni; kör vége, ha végeztél. Az új lapodat ezután az app húzza fel helyetted.
