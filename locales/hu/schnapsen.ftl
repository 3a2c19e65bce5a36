## Schnapsen: setup, table, deal result and Bummerl sheet

sn-opponent = Ellenfél
sn-vs-computer = Gép
sn-vs-person = Ember
sn-level = Nehézség
sn-computer-name = Gép ({ $level })
sn-rules = Szabályok
sn-more-rules = További szabályok
opt-manual-claim = A 66-ot magad mondod be
opt-manual-claim-hint = Téves bemondásnál az ellenfeled 2 játékpontot kap, vagy 3-at, ha még nincs ütése.
opt-show-points = Tanuló mód: mindkét játékos pontja látszik
opt-bummerl-nine = Játszma 9 pontig 7 helyett
opt-marriages-when-closed = Bemondás a talon elfogyása vagy lezárása után is
opt-strict-exchange = Aducsere csak akkor, ha még legalább két lap van lefordítva
opt-sharp = Visszanézés nélkül: a lement ütések nem nézhetők meg
sn-start = Kezdjük!

sn-your-turn = Te jössz!
sn-turn-of = Következik: { $name }
sn-thinking = Gondolkodik: { $name }
sn-points = { $points } pont
sn-pending = +{ $points } (az első ütéssel számít)
sn-tricks = { $count } ütés
sn-talon = Talon: { $count }
sn-strict = Színre szín, felülütés!
sn-trump = Adu: { $suit }
sn-marry = { $points } ({ $suit })
sn-exchange = Csere
sn-close = Takarás
sn-claim = 66!
sn-replay-trump-card = Felcsapott adu
sn-replay-trick = Az asztalon
sn-replay-play = { $name } hívja: { $card }.
sn-replay-takes = { $name } viszi az ütést.
sn-replay-claim = { $name } bemondja: „66!”
sn-announced = Bemondás – { $name }: { $points } ({ $suit })
sn-announced-you = Bemondtad: { $points } ({ $suit })
sn-exchanged = { $name } kicserélte az adu alsót a felcsapott lapra ({ $card }).
sn-exchanged-you = Kicserélted az adu alsót a felcsapott lapra ({ $card }).
sn-closed-by = Takart: { $name }
sn-closed-by-you = Takartál.
sn-close-title = Takarsz?
sn-close-body = Ezután senki sem húz, és innentől színre színt kell adni, felül kell ütni. A kezedben lévő lapokkal el kell érned a 66-ot, különben az ellenfeled 2 játékpontot kap, vagy 3-at, ha még nincs ütése.
sn-last-trick = Az utolsó ütést vitte: { $name }
sn-tricks-title = Ütések
sn-my-tricks = A te ütéseid
sn-their-last-trick = Az ellenfél utolsó ütése
sn-sheet = Játszma
sn-score-mode = up
sn-to-go = még { $count }
sn-collected = { $count } / { $target }
sn-standing-to-go = még { $count } játékpont kell
sn-standing-collected = { $count }/{ $target } játékpont
sn-result-held = Kézben maradt:
sn-deal = { $number }. parti

sn-deal-won = A partit nyerte: { $name }
sn-game-points = { $count } játékpont
sn-reason-66 = Elérte a 66-ot.
sn-reason-last-trick = Az utolsó ütést vitte.
sn-reason-closed = Takart, és elérte a 66-ot.
sn-reason-closer-failed = Takarás után a takaró nem érte el a 66-ot.
sn-reason-wrong-claim = Téves bemondás: 66 nélkül mondta, hogy „66!”.
sn-schwarz = Ütés nélkül: a vesztes egy ütést sem vitt.
sn-schneider = 33 alatt: a vesztesnek 33-nál kevesebb pontja van.
sn-schwarz-closed = Ütés nélkül: takaráskor { $name } még egy ütést sem vitt.
sn-schwarz-closed-you = Ütés nélkül: takaráskor még egy ütésed sem volt.
sn-schneider-closed = 33 alatt: takaráskor { $name } pontja 33 alatt volt.
sn-schneider-closed-you = 33 alatt: takaráskor 33-nál kevesebb pontod volt.
sn-plain-closed = 1 játékpont: takaráskor { $name } pontja már legalább 33 volt.
sn-plain-closed-you = 1 játékpont: takaráskor már legalább 33 pontod volt.
sn-failed = A sikertelen takarásért { $name } 2 játékpontot kap.
sn-failed-you = A sikertelen takarásért 2 játékpontot kapsz.
sn-failed-schwarz = 3 játékpont, mert takaráskor { $name } még egy ütést sem vitt.
sn-failed-schwarz-you = 3 játékpont, mert takaráskor még egy ütésed sem volt.
sn-wrong-claim-schwarz = 3 játékpont, mert { $name } még egy ütést sem vitt.
sn-wrong-claim-schwarz-you = 3 játékpont, mert még egy ütésed sem volt.
sn-next-deal = Következő parti
sn-bummerl-won = A játszmát nyerte: { $name }
sn-schneider-bummerl = Pont nélküli vereség: a vesztes egy játékpontot sem szerzett – duplán számít.
sn-play-again = Új játszma
sn-stats-vs = { $opponent } ellen: { $played } játszmából { $won } megnyerve · { $deals } partiból { $deals_won }
sn-stats-double = { $count } győzelem pont nélkül maradt ellenféllel (duplán számít)
sn-last-trick-you = Az utolsó ütést te vitted
sn-deal-won-you = Nyertél! Tiéd a parti.
sn-bummerl-won-you = Nyertél! Tiéd a játszma.
sn-hint-lead = hívd ki: { $card }
sn-hint-takes = { $card } viszi, { $points } pont
sn-hint-gives = { $card }, csak { $points } pontot ad
sn-hint-marry = mondd be: { $points } ({ $suit })
sn-hint-exchange = cseréld ki az adu alsót a felcsapott lapra ({ $card })
sn-hint-close = takarj be
sn-hint-claim = jelentsd be a 66-ot: { $points } pontod van
sn-meter = esély: { $percent }%
opt-open-hands = Gyakorlás: a gép lapjai felfordítva
opt-open-hands-hint = A gép továbbra is csak a saját lapjai alapján játszik. Segítséggel játszott játszmának számít.
sn-review-button = A leosztás elemzése
sn-review-title = Elemzés
sn-review-working = Minden lépésedet összevetem az erős gépével …
sn-review-clean = Egyik lépéseddel sem vesztettél egyértelműen játékpontot.
sn-review-knew = Minden lépésedet azzal mérem, amit akkor tudhattál: a saját lapjaidat és a már kijátszottakat, a gép lapjait nem. Csak azt a lépést említem, amelyik egyértelműen játékpontokba került, azt pedig soha, amit súgásra tettél.
sn-review-move = { $trick }. ütés: ezt játszottad: { $played }. Jobb lett volna: { $better } (kb. { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } játékponttal több).
sn-review-played = ezt tetted
sn-review-better = jobb
sn-review-led = hívott lap

## Első lépések az asztalnál
sn-coach-hand = A lapjaid. Amikor te jössz, a kiemelt lapokat teheted ki: koppints az egyikre. Ha egy halvány lapra koppintasz, megtudod, miért nem teheted ki.
sn-coach-trick = Az ütés: a hívott szín nagyobb lapja viszi, vagy egy adu. Nyitott talonnál bármit tehetsz; lezárt vagy elfogyott talonnál szín- és ütéskényszer van.
sn-coach-talon = A talon, alatta a felcsapott adu: ennek a színe az adu. Minden ütés után az húz először, aki vitte. Az adu { $pack ->
        [german] alsóval
       *[french] bubival
    } kicserélheted a felcsapott lapot; a „Takarás” gombbal lezárod a talont.
sn-coach-status = Ki jön, a pontjaid és az ütéseid: 66 ponttal nyered a partit. Ha egy színből nálad van a király és a { $pack ->
        [german] felső
       *[french] dáma
    }, kijátszás előtt az itt megjelenő gombbal mondd be a húszat (aduban a negyvenet).
