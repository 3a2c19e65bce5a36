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
# sk-colour-noun-<n>: the colour as a noun, after "anything"
sk-colour-noun-0 = coral red
sk-colour-noun-1 = sand yellow
sk-colour-noun-2 = seaweed green
sk-colour-noun-3 = lagoon blue
sk-colour-noun-4 = anemone purple
sk-card-playable = { $card }, can be played
sk-card-selected = { $card }, chosen
sk-card-blocked = { $card }, can't be played now
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

## Snorkeling: setup

sk-seats = Divers (2–6)
sk-target = Play to
sk-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
sk-expert = Expert Diving
sk-expert-hint = Any number of cards into the centre, each fitting the one before, then any number on other piles.
sk-start = Dive in

## Snorkeling: the table

sk-round = Round { $number } · first to { $target } points
sk-centre = Centre pile
sk-fits = Fits: a { $value }, or anything { $colour }
sk-deck = Deck: { $count }
sk-depth = Depth { $depth }
sk-your-pile = Your pile
sk-pile-of = { $name }'s pile
sk-seat-label = { $name }: pile shows { $card }, { $cards } cards in hand, { $points } points
sk-my-pile-label = Your pile shows { $card }; you have { $points } points
sk-prompt-start = Your turn: choose cards for the centre, or pass.
sk-prompt-more = Add more cards, put one on someone's pile, or end your turn.
sk-prompt-place = Put a card on someone's pile, or end your turn.
sk-prompt-target = Now tap the pile it goes on.
sk-prompt-pushed = It's on { $name }'s pile now. Tap End turn.
sk-thinking = { $name } is playing…
sk-wait = Wait for your turn.
sk-no-pile-fits = { $card } fits on nobody's pile: it has to be exactly one lower than the top card.
sk-play = { $count ->
    [one] Play 1 card
   *[other] Play { $count } cards
}
sk-pass = Pass
sk-end-turn = End turn
sk-beach-title = Give the Beach?
sk-beach-body = This ends the round at once, with { $name } on 0. Give { $name } the Beach?
sk-beach-yes = Give the Beach
sk-last = Last turn: { $what }.
sk-last-passed = Passed
sk-last-pass = passed
sk-last-centre = played { $cards } to the centre
sk-last-place = put { $card } on { $target }'s pile
sk-last-place-you = put { $card } on your pile
sk-last-back = took { $card } back

## Snorkeling: results

sk-round-over = Round { $number } is over
sk-game-over = Game over
sk-beach-went = { $name } got the Beach.
sk-beach-went-you = You got the Beach.
sk-calm-sea = Calm sea: everyone passed, and there was nothing left to draw.
sk-winner = { $name } wins!
sk-winner-you = You win!
sk-this-round = This round
sk-total = Total
sk-replay-centre = { $name } plays the { $card } to the centre.
sk-replay-place = { $name } puts the { $card } on { $target }'s pile.
sk-replay-pass = { $name } passes.
sk-replay-end = { $name } ends the turn.

## Snorkeling: hints (learning aids: the strong computer's move, said after "Hint: ")

sk-hint-centre = { $card } to the centre
sk-hint-last = { $card } to the centre: your pile gets deeper
sk-hint-place = { $card } on { $name }'s pile: only { $depth } deep
sk-hint-beach = give { $name } the Beach: you score { $points ->
    [one] 1 point
   *[other] { $points } points
}
sk-hint-pass = pass
sk-hint-nothing = pass: none of your cards fits
sk-hint-end = end your turn

## First steps at the table

sk-coach-hand = Your hand. On your turn the cards you can play stand raised; a flat card with a no-entry badge can't go now. Tap cards for the centre in the order they go down, then Play.
sk-coach-centre = The centre pile and what fits on it: one card exactly one higher than its top (a Beach after a Ray), or any number in its colour. The last one down is the new top.
sk-coach-opponents = The other divers: pile, cards in hand, points, last turn. After playing to the centre you may send one up: tap a raised card one lower than their top, then their glowing pile.
sk-coach-my-pile = Your pile and points. Its top card shows how deep you are, and that's what you score when the round ends: the moment someone gets a Beach (0). First to the target at the top wins.
sk-coach-actions = The buttons of the moment: Play and Cancel while you choose, Pass if you can't or won't play, End turn when you're done. Your new card is then drawn for you.
