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

## Az adatbázisfájl vagy a mappája egyáltalán nem írható (pl. írásvédett)

storage-read-only-title = Ezen az eszközön semmit sem lehet menteni
# $folder: az adatmappa, pl. /home/anna/.local/share/kartenrunde
storage-read-only-body = A Kartenrunde nem írhat az adatmappájába ({ $folder }): a mappa vagy a benne lévő fájl írásvédett. Játszhatsz, de a játszmák, a játékosok és a statisztika nem mentődnek. Ha újra menteni szeretnél, tedd írhatóvá a mappát, és indítsd újra a Kartenrundét.
storage-read-only-ok = Játék mentés nélkül
