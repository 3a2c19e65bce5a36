## App shell, navigation and shared buttons

app-name = Kartenrunde
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
players-delete-body = A befejezett játékai ezen a néven a statisztikában maradnak.
players-count = { $count } játékos

## Settings

settings-title = Beállítások
settings-language = Nyelv
settings-theme = Megjelenés
theme-system = Rendszer
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

## Statistics

stats-title = Statisztika
stats-empty = Még nincs statisztika. Vegyél fel játékosokat, játssz végig egy játékot, és itt látod majd, ki hányszor játszott és nyert.
stats-no-games = Még nincs befejezett játék.
stats-person = Ember
stats-played-won = { $played } játék · { $won } győzelem

## Rules

rules-title = Játékszabály: { $game }
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
