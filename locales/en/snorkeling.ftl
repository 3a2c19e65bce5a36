## Snorkeling: cards (sk-value-<n>: the creature on a card; sk-colour-<n>: its colour)

sk-value-0 = Beach
sk-value-1 = Coral
sk-value-2 = Clownfish
sk-value-3 = Turtle
sk-value-4 = Ray
sk-value-5 = Lanternfish
sk-colour-0 = coral red
sk-colour-1 = sand yellow
sk-colour-2 = seaweed green
sk-colour-3 = lagoon blue
sk-colour-4 = anemone purple
sk-card = { $colour } { $name } ({ $value })

## Snorkeling: refused moves (card arguments arrive as card names)

err-sk-not-in-hand = You don't hold { $card }.
err-sk-centre-fit = That doesn't fit on { $card }: play a card exactly one higher, or one of its colour.
err-sk-one-higher-alone = After a card that is only one higher, nothing more goes into the centre.
err-sk-run-colour = Only cards of the same colour can follow now, like { $card }.
err-sk-centre-after-place = Once you've placed a card on someone's pile, the centre is closed for this turn.
err-sk-centre-first = Play to the centre first; then you may place a card on someone's pile.
err-sk-no-opponent = You can only place cards on another player's pile.
err-sk-one-placement = Only one card goes on an opponent's pile per turn.
err-sk-pile-fit = That pile shows { $card }: only a card exactly one lower fits on it.
