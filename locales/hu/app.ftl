## App shell, navigation and shared buttons

app-name = Kartenrunde
boot-step-1 = Indul a Python…
boot-step-2 = Nyílik az alkalmazás…
boot-step-3 = Keverjük a játékokat…
boot-step-4 = Terítjük az asztalt…
app-tagline = Öt kártyajáték egy telefonon
nav-games = Játékok
nav-players = Játékosok
nav-stats = Statisztika
nav-settings = Beállítások
nav-back = Vissza
button-cancel = Mégse
button-save = Mentés
button-delete = Törlés
button-ok = OK
button-rules = Szabályok

## Home

home-title = Kártyajátékok
home-coming-soon = Hamarosan
home-not-built = Ez a játék még készül: { $game }. Egyelőre nem lehet vele játszani, de a játékszabályt már elolvashatod.
home-continue = Folytatás: { $game }
home-discard = Elvetés
home-discard-title = Elveted a mentett játékot?
home-discard-body = A folyamatban lévő játék elvész: { $game }
home-discarded = A mentett játékot elvetetted.
game-meta-fixed = { $count } játékos · { $minutes } perc
game-meta-range = { $min }–{ $max } játékos · { $minutes } perc

## Players

players-title = Játékosok
players-name-label = Név
players-name-hint = pl. Anna
players-add = Új játékos
players-added = Új játékos: { $name }
players-renamed = Az új név: { $name }
players-deleted = Törölve: { $name }
players-empty = Még nincs játékos. Vedd fel azokat, akikkel játszani szoktál – játék indításakor kiválaszthatod őket, és az eredményeiket is megőrizzük.
players-rename = Átnevezés
players-rename-title = Átnevezés: { $name }
players-delete-title = Törlöd ezt a játékost: { $name }?
players-delete-body = { $games ->
    [0] Még nincs befejezett játéka.
   *[other] { $games } befejezett játéka ezen a néven megmarad a korábbi játékok között, de már egy játékosnál sem számít.
  }
players-more = Továbbiak
players-merge = Összevonás…
players-merge-title = { $name } összevonása…
players-merge-body = { $name } összes befejezett játéka ({ $games }) a kiválasztott játékoshoz kerül, { $name } pedig lekerül a listáról. Arra az esetre, ha valakit kétszer vettél fel, például „Zoe” és „Zoë” néven.
players-merge-into = Ugyanaz a személy, mint
players-merge-button = Összevonás
players-merged = { $name } játékai mostantól { $into } játékai közé számítanak.
players-merge-none = Még nincs kivel összevonni.
players-hide = Elrejtés
players-show = Megjelenítés újra
players-hidden = { $name } elrejtve: a játékai megmaradnak és továbbra is számítanak.
players-shown = { $name } újra látszik a listákban.
players-restored = { $name } visszakerült, az összes játékával együtt.
notice-undo = Visszavonás
players-hidden-mark = elrejtve
players-count = { $count } játékos

## Settings

settings-title = Beállítások
settings-language = Nyelv
settings-theme = Megjelenés
theme-system = Eszköz
theme-light = Világos
theme-dark = Sötét
settings-skin = Kártyalapok
skin-french = Francia (kőr, káró, pikk, treff)
skin-german = Német (Herz, Schelle, Laub, Eichel)
skin-hungarian = Magyar kártya (piros, tök, zöld, makk)
skin-french-name = Francia
skin-german-name = Német
skin-hungarian-name = Magyar kártya
settings-speed = A gép tempója
speed-slow = Lassú
speed-normal = Normál
speed-fast = Gyors
settings-sound = Hang
settings-haptics = Rezgés
settings-large-cards = Nagy lapok
settings-large-cards-hint = Nagyobb lapok és jelek, az asztal túloldaláról is jól olvashatók.
settings-reduce-motion = Kevesebb animáció
settings-diagnostics = Diagnosztika
settings-diagnostics-hint = Méri, legfeljebb mennyi ideig nem tud az alkalmazás egy koppintásra reagálni.
settings-stalls = Leghosszabb szünet indítás óta: { $ms } ms (100 ms fölött: { $slow ->
    [0] egy sem
   *[other] { $slow }
  })
settings-stalls-what = Itt volt: { $what }
settings-stalls-own = Az alkalmazás saját munkája egyhuzamban: legfeljebb { $ms } ms processzoridő (a szünet többi részét más programok kapták)

settings-book = Játéknapló
settings-book-hint = Az összes játékos és befejezett játék egyetlen fájlban: megőrzésre vagy új telefonra költözéshez. Betöltéskor csak az új dolgok kerülnek be, egy játék sem számít kétszer.
book-save = Játéknapló mentése
book-load = Játéknapló betöltése
book-saved = A játéknapló elmentve: { $players } játékos és { $games } játék.
book-loaded = A játéknapló betöltve: { $players ->
    [0] nincs új játékos
   *[other] { $players } új játékos
  }, { $games ->
    [0] nincs új játék
   *[other] { $games } új játék
  }{ $skipped ->
    [0] .
   *[other] ; { $skipped } már megvolt.
  }
book-too-big = Ez a fájl { $size } MB; egy játéknapló legfeljebb { $max } MB lehet. Semmi sem változott.
book-reading = A fájl beolvasása: { $percent }%
book-checking = A játékok ellenőrzése: { $done } / { $total }
book-merging = A játékok hozzáadása…
book-left-out = { $left } játék kimaradt: { $why }.
book-left-illegal = { $count } szabálytalan lépést tartalmaz
book-left-unknown = { $count } olyan játékból való, amelyet ez az alkalmazás nem ismer
book-renamed = { $count } nevet megtisztítottunk, ahogy begépeléskor is: { $names }.

## History

history-title = Korábbi játékok
history-empty = Itt még nincs befejezett játék.
history-all-games = Minden játék
history-all-players = Mindenki
history-game-label = Játék
history-player-label = Játékos
history-when = { DATETIME($when, dateStyle: "medium", timeStyle: "short") }
history-more = Továbbiak
history-replay = Visszajátszás
history-won = nyert

## Replay

replay-gone = Ez a játék már nincs a korábbi játékok között.
replay-none-yet = Ehhez a játékhoz még nincs visszajátszás; az eredmény fent látható.
replay-not-kept = Ez a játék még azelőtt ért véget, hogy az alkalmazás megőrizte volna a visszajátszásokat; az eredmény fent látható.
replay-start = Az osztás, az első lépés előtt. Most, hogy vége a játéknak, minden lap látszik.
replay-step = { $step }. lépés / { $last }
replay-first = Az elejére
replay-back = Egy lépéssel vissza
replay-next = Következő lépés
replay-last = A végére
replay-to-act = következik

## Statistics

board-title = A család ranglistája
board-chart = Győzelmek: { $wins }
board-wins = { $name }: { $count } győzelem
board-player = Játékos
board-games = Játék
board-won = Nyert
board-rate = Arány
board-streak = Széria
board-percent = { $value }%
player-gone = Ez a játékos már nincs a listán.
player-summary = { $played } játék · { $won } győzelem · { $rate }% · széria: { $streak }
player-by-month = Győzelmek havonta
player-month-said = { $month }: { $wins }
player-by-level = A gép ellen
player-level-line = { $level }: { $played } játékból { $won } győzelem ({ $rate }%)
player-open = { $name }: grafikonok
stats-title = Statisztika
stats-empty = Még nincs statisztika. Vegyél fel játékosokat, játssz végig egy játékot, és itt látod majd, ki hányszor játszott és nyert.
stats-no-games = Még nincs befejezett játék.
stats-person = Ember
stats-played-won = { $played } játék · { $won } győzelem{ $helped ->
    [0] {""}
   *[other] , ebből { $helped } segítséggel
}

## Rules

rules-contents = Tartalom
rules-missing = Ennek a játéknak a szabálya még nem készült el.

## Hand-over screen for hidden hands

handover-title = Add át a telefont! Következik: { $name }
handover-hint = A többiek ne nézzenek oda!
handover-ready = { $name } vagyok – mutasd a lapjaimat
handover-waiting = Most játszik: { $names }
handover-waiting-hint = A telefont az kapja, aki utána következik.

## Minden játék asztala

table-you = Te
table-next-round = Következő forduló
table-play-again = Még egyszer

## Notices

notice-other-tab-title = Másik lapon nyitva
notice-other-tab = A Kartenrunde most egy másik lapon vagy ablakban van nyitva, a játékaid ott mentődnek. Zárd be ezt a lapot, vagy töltsd újra, ha itt akarsz tovább játszani.
notice-save-lost = A mentett játékot nem sikerült beolvasni, ezért félretettük.
play-replace-title = Új játékot kezdesz?
play-replace-body = A mentett játék elvész: { $game }
play-start = Kezdjük!
play-back-home = Vissza a játékokhoz

## Seats of a setup screen

level-easy = Könnyű
level-normal = Normál
level-strong = Nehéz
seat-player = { $number }. játékos
seat-add = Új játékos
seat-add-computer = Új gép
seat-remember = Játékosok megjegyzése
seat-remember-hint = Az új nevek bekerülnek a játékosaid közé, így a játékaik beszámítanak a statisztikába. Egy alkalmi vendéget a Játékosok között elrejthetsz vagy törölhetsz.
seat-remove = Játékos törlése
seat-kind = { $number }. játékos: ember vagy gép
seat-from-list = Vagy koppints valakire a játékosaid közül:
seat-table-full = Legfeljebb { $max } játékos fér az asztalhoz.
seat-name-twice = { $name } már játszik. Mindenkinek saját név kell.
seat-fix-names = Nézd át a fenti neveket!
seat-person = Ember
seat-level = Gép: { $level }
seat-computer = Gép ({ $level })
seat-computer-numbered = { $number }. gép ({ $level })
seat-need-person = Legalább egy embernek játszania kell.

# Segítség a játékhoz
opt-aids = Súgás és visszalépés
opt-aids-hint = Egy villanykörte megmutatja, mit játszana az erős gép, és az utolsó lépésedet visszavonhatod. A segítséggel játszott játszmákat a statisztika megjelöli.
aid-hint-button = Súgás
aid-hint = Súgás: { $move }
aid-undo-button = Utolsó lépés visszavonása
aid-taken-back = Visszavontad az utolsó lépésedet.
history-helped = segítséggel

## Első lépések: rövid tippek, amikor először nyitsz meg egy játékot
coach-step = Első lépések · { $step }/{ $steps }
coach-next = Tovább
coach-done = Értem
coach-stop = Ne mutasd többet
settings-coach-again = Mutasd újra az első lépéseket
coach-again = Legközelebb minden játék újra megmutatja az első lépéseket.
