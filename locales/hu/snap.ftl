## Schnipp-Schnapp: elutasított lépések

err-snap-no-such-seat = Ennél az asztalnál nincs ilyen játékos.
err-snap-empty-pile = Azon a kupacon nincs lap.
err-snap-called = Már kiáltottál: várd meg a döntést.
err-snap-stale = Elkéstél: ezekről a lapokról már döntés született.
err-snap-turn-stale = Ez a felcsapás még a legutóbbi döntés előttről való: csapd fel újra a lapot.
err-snap-judging = Várj egy kicsit: most dől el, ki kiáltott jól.
err-snap-call-first = Két lap egyezik: előbb kiálts, csak utána fordítjuk meg a kupacokat.
err-snap-frozen = Ketten egyszerre kiáltottak: várj, amíg újra lehet kiáltani.
err-snap-not-frozen = A játék nincs megállítva.
err-snap-nothing-pending = Nincs elbírálandó kiáltás.
err-snap-not-called = Csak az kérheti a kiáltások elbírálását, aki kiáltott.
