## Schnitzel: refused moves

err-sz-not-your-turn = It's not your turn right now, or you've already passed.
err-sz-not-now = You can't do that right now.
err-sz-no-card-there = There's no card in that place.
err-sz-looked-already = You've already looked at that card.
err-sz-pile-empty = There's no card left to take there.
err-sz-must-put = Your discard was noped: put the card into your row.
err-sz-must-discard = Your draw was noped: put the card on the discard pile.
err-sz-swap-other = Swap one of your cards with a card from another player's row.
err-sz-ability-noped = Your ability was noped: all you can do is let it go.
err-sz-own-nope = You can't play a Nope against your own move.
