## Mentés, amikor az adatbázisba éppen nem lehet írni, és a sérült adatbázisfájl

storage-not-saved = A játékot most nem sikerült menteni. Nyugodtan játssz tovább, a mentést addig próbáljuk újra, amíg nem sikerül.
storage-saved-again = Újra minden el van mentve.
# Játékos felvétele, átnevezése vagy törlése: ezt a felhasználó maga próbálja újra.
err-not-stored = Ezt most nem sikerült menteni, így semmi sem változott. Próbáld újra egy kicsit később.
storage-recovered-title = A statisztikafájl megsérült
# $file: ahol a sérült fájl (vagy fájlok, $count) most van
storage-recovered-body =
    { $count ->
        [one] Áthelyeztük ide: { $file }, ott megmarad.
       *[other] Áthelyeztük őket ide: { $file }, ott megmaradnak.
    } Új, üres fájlt kezdtünk: a játékoslista, a statisztika és a mentett játékok elölről indulnak.
storage-recovered-ok = Értem
