## Snorkeling: lapok (sk-value-<n>: a lapon lévő lény; sk-colour-<n>: a színe)

sk-value-0 = Strand
sk-value-1 = Korall
sk-value-2 = Bohóchal
sk-value-3 = Teknős
sk-value-4 = Rája
sk-value-5 = Lámpáshal
sk-colour-0 = korallpiros
sk-colour-1 = homoksárga
sk-colour-2 = hínárzöld
sk-colour-3 = lagúnakék
sk-colour-4 = anemónalila
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
