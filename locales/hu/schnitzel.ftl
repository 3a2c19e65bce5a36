## Schnitzel: elutasított lépések

err-sz-not-your-turn = Most nem te következel, vagy már passzoltál.
err-sz-not-now = Ezt most nem teheted meg.
err-sz-no-card-there = Ezen a helyen nincs lap.
err-sz-looked-already = Ezt a lapot már megnézted.
err-sz-pile-empty = Onnan már nem tudsz lapot venni.
err-sz-must-put = A dobásodra „Nem ér!” volt a válasz: tedd a lapot a sorodba.
err-sz-must-discard = A húzásodra „Nem ér!” volt a válasz: tedd a lapot a dobópaklira.
err-sz-swap-other = A saját lapodat egy másik játékos sorából való lapra cserélheted.
err-sz-ability-noped = A képességedre „Nem ér!” volt a válasz: már csak kihagyhatod.
err-sz-own-nope = A saját lépésed ellen nem játszhatod ki a „Nem ér!” lapot.
