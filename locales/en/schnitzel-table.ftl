## Schnitzel: the screens (setup, table, private looks, results, statistics).
## Rules and refused moves are in schnitzel.ftl.
## A message ending in -you is said to the only person at the table.

## Setup

sz-seats = Players (2–6)
sz-window = Matching window (seconds)
sz-window-off = Off
sz-seconds = { $count } s
sz-seconds-left = { $count ->
    [one] 1 second left to match
   *[other] { $count } seconds left to match
}
sz-window-hint = Whenever a new card lands on the discard pile, everyone has this long to throw a matching card from their row on top. Off: no matching at all. Usual: 3 s.
sz-children = Children's option
sz-children-hint = Everyone may look at their own cards whenever it isn't their turn.
sz-start = Deal the cards

## Cards

sz-card-peek = Peek
sz-card-swap = Swap
sz-card-nope = Nope!
sz-card-x = X card

## The table

sz-sub-private = Private look
sz-sub-look = Everyone looks at two cards
sz-sub-turn = { $name } to play
sz-sub-turn-you = Your turn
sz-last-round = last round
sz-draw = Draw pile
sz-draw-pile = Draw pile, { $count ->
    [one] 1 card
   *[other] { $count } cards
}
sz-discard = Discard pile
sz-discard-pile = Discard pile: { $card } on top
sz-discard-empty = Discard pile: empty
sz-holding = { $name } holds a drawn card
sz-holding-you = You hold a drawn card
sz-row = { $name }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
sz-row-called = Called "Schnitzel!".
sz-place = { $name }, place { $number }, face down
sz-place-empty = { $name }, place { $number }, empty
sz-place-target = { $place }, tap to choose
sz-place-swapped = { $place }, swapped lately
sz-place-peeked = { $place }, peeked at lately
sz-claimed = { $name }, place { $number }: { $card }
sz-penalty-card = { $name }, place { $number }: { $card }, a penalty card
sz-nope = Nope!
sz-nope-label = { $name }: play a Nope!
sz-nope-cancel = { $name }: no Nope after all
sz-cancel = Cancel
sz-look = Look
sz-look-label = { $name }: look at your cards

## The table: what to do now

sz-prompt-look = { $name }: look at two of your cards.
sz-prompt-look-you = Look at two of your cards and remember them.
sz-prompt-look-all = Everyone: tap Look and look at two of your cards.
sz-prompt-look-wait = The computers are looking at their cards…
sz-prompt-playing = { $name } is playing…
sz-prompt-turn = { $name }: draw a card, or take the discard.
sz-prompt-turn-you = Draw a card, or take the discard.
sz-prompt-take = { $name }: tap the place the discard goes into.
sz-prompt-take-you = Tap the place the discard goes into.
sz-prompt-hold = { $name }: discard the card, or tap one of your places to put it there.
sz-prompt-hold-you = Discard the card, or tap one of your places to put it there.
sz-prompt-must-put = Nope! { $name } has to put the card into a place: tap one.
sz-prompt-must-put-you = Nope! The card has to go into one of your places: tap one.
sz-prompt-must-discard = Nope! { $name } has to discard the drawn card.
sz-prompt-must-discard-you = Nope! You have to discard the drawn card.
sz-prompt-peek = Peek, { $name }: tap any card to look at it, or skip.
sz-prompt-peek-you = Peek: tap any card to look at it, or skip.
sz-prompt-swap = Swap, { $name }: tap one of your places, then another player's.
sz-prompt-swap-you = Swap: tap one of your places, then another player's.
sz-prompt-swap-other = { $name }: now tap another player's place.
sz-prompt-swap-other-you = Now tap another player's place.
sz-prompt-noped = Nope! { $name } loses the ability: skip it.
sz-prompt-noped-you = Nope! Your ability is lost: skip it.
sz-prompt-end = { $name }: call "Schnitzel!" or end your turn.
sz-prompt-end-you = Call "Schnitzel!" or end your turn.
sz-prompt-nope = { $name }: tap your place that holds a Nope.
sz-prompt-nope-you = Tap your place that holds a Nope.
sz-prompt-match = On top: { $card }. Got one too? Tap your own place to throw it on.
sz-prompt-match-you = On top: { $card }. Got one too? Tap its place to throw it on, or go on.
sz-prompt-window = The discard pile is empty: nothing to match.
sz-prompt-others = The others may still throw a card on…
sz-prompt-call = { $name } called "Schnitzel!" – anyone with a Nope?
sz-prompt-call-you = You called "Schnitzel!" – the others may still play a Nope.

## The table: buttons

sz-look-start-button = Look at two cards
sz-draw-button = Draw
sz-take = Take the discard
sz-discard-button = Discard
sz-look-again = Look again
sz-skip = Skip
sz-call = "Schnitzel!"
sz-end-turn = End turn
sz-go-on = Go on

## What a player just did

sz-did-look = { $name } looked at place { $number }.
sz-did-draw = { $name } drew a card.
sz-did-take = { $name } took the discard into place { $number } and threw away { $card }.
sz-did-take-card = { $name } took the { $taken } into place { $number } and threw away { $card }.
sz-did-put = { $name } put the drawn card into place { $number } and threw away { $card }.
sz-did-discard = { $name } discarded { $card }.
sz-did-peek = { $name } peeked at place { $number } of { $owner }.
sz-did-peek-yours = { $name } peeked at your place { $number }.
sz-did-peek-own = { $name } peeked at their own place { $number }.
sz-did-trade = { $name } swapped their place { $number } with place { $other } of { $owner }.
sz-did-trade-yours = { $name } swapped their place { $number } with your place { $other }.
sz-did-skip = { $name } used no ability.
sz-did-match = { $name } threw { $card } on from place { $number }.
sz-did-nope = { $name } played Nope! from place { $number }.
sz-did-wrong = Wrong claim by { $name }: place { $number } is { $card }.
sz-did-wrong-penalty = Wrong claim by { $name }: place { $number } is { $card }. As a penalty, the { $penalty } goes face down to the end of the row.
sz-did-call = { $name } called "Schnitzel!".
sz-did-end = { $name } ended the turn.
sz-short-look = looked
sz-short-draw = drew
sz-short-take = took, threw
sz-short-put = put in, threw
sz-short-discard = discarded
sz-short-peek = peeked
sz-short-trade = swapped
sz-short-skip = no ability
sz-short-match = matched
sz-short-nope = Nope!
sz-short-wrong = wrong claim
sz-short-call = "Schnitzel!"
sz-short-end = ended

## What the others did since a person's last turn (at the start of their turn)

sz-recap = Since { $name }'s last turn
sz-recap-you = Since your last turn
sz-recap-more = { $count } more

## Private looks

sz-only-looks = Only { $name } looks
sz-pass-to = Pass the phone to { $name }. Everyone else: look away!
sz-ready = I'm { $name }
sz-look-start = { $name }: look at two of your cards
sz-look-start-you = Look at two of your cards
sz-look-row = { $name }: your cards
sz-look-row-you = Your cards
sz-look-hand = { $name }: the card you drew
sz-look-hand-you = The card you drew
sz-look-peek = { $name } peeks: place { $number } of { $owner }
sz-look-peek-you = Peek: place { $number } of { $owner }
sz-look-peek-own = { $name } peeks: own place { $number }
sz-look-peek-own-you = Peek: your place { $number }
sz-hold-hint = Hold a card to see it; let go and it hides.
sz-hold = Place { $number }: hold to see the card
sz-held = { $card }
sz-pick = Place { $number }: hold to see this card
sz-unknown = Place { $number }: you don't know this card
sz-done = Done

## Results

sz-game-over = Game over
sz-ended-x = The X card came up.
sz-ended-call = { $name } called "Schnitzel!" and everyone had one more turn.
sz-ended-call-you = You called "Schnitzel!" and everyone had one more turn.
sz-ended-empty = A row was emptied: that wins at once.
sz-ended-stuck = Nobody could draw or take a card any more.
sz-winner = { $name } wins!
sz-winner-you = You win!
sz-winners = Shared win: { $names }
sz-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
sz-revealed = { $name }: { $cards }; { $total } in all
sz-card-points = { $card } ({ $points })
sz-next-first = { $name } had the most points and begins the next game.
sz-next-first-you = You had the most points and begin the next game.

## Statistics

sz-stats = Schnitzel: { NUMBER($average, maximumFractionDigits: 1) } points on average, best game { $best }

## Replay (every card open: the game is over)

sz-replay-sign = This sign under a card: its owner knew it at that moment.
sz-replay-row = { $name }: { $cards }.
sz-replay-knows = { $name } knew: { $cards }.
sz-replay-look = { $name } looked at place { $number }: { $card }.
sz-replay-draw = { $name } drew { $card }.
sz-replay-shuffled = The discards were shuffled into a new draw pile.
sz-replay-peek = { $name } peeked at place { $number } of { $owner }: { $card }.
sz-replay-peek-own = { $name } peeked at their own place { $number }: { $card }.
sz-replay-pass = { $name } passed.

## Learning aids: a hint, after "Hint: " (lower case; one short line)

sz-hint-look = look at your place { $number }
sz-hint-draw = draw a card
sz-hint-take = take the { $card } into place { $number }
sz-hint-put = put the card into place { $number }
sz-hint-put-card = put the { $card } into place { $number }
sz-hint-goes = { $move }: your { $card } goes
sz-hint-discard = discard the card
sz-hint-discard-card = discard the { $card }
sz-hint-peek-own = peek at your place { $number }
sz-hint-peek = peek at place { $number } of { $owner }
sz-hint-trade = swap your place { $number } for place { $other } of { $owner }
sz-hint-trade-card = swap your { $card } for place { $other } of { $owner }
sz-hint-skip = skip the { $card }
sz-hint-match = throw on from place { $number }
sz-hint-match-card = throw your { $card } on from place { $number }
sz-hint-nope = play Nope! from place { $number }
sz-hint-go-on = go on, throw nothing on
sz-hint-let-stand = let it stand, no Nope!
sz-hint-call = call "Schnitzel!"
sz-hint-call-points = call "Schnitzel!": you have { $points ->
    [one] 1 point
   *[other] { $points } points
}
sz-hint-end = end your turn
sz-hinted = { $what } (hint)

## First steps at the table

sz-coach-row = Your row: four cards face down, numbered by place. Not even you can see them, so look at two of them first and remember them. When the game ends, the lowest total wins.
sz-coach-rows = Each player's row: four cards face down, numbered by place. Not even their owner sees them, so each of you looks at two of them first and remembers them. When the game ends, the lowest total wins.
sz-coach-piles = The draw pile and the discard pile. On your turn, draw a card or take the top discard, and put it in place of one of your cards, which is discarded; or just discard the card you drew. What you can tap is outlined in yellow.
sz-coach-prompt = What to do now, and below it what just happened. After each discard, anyone may quickly throw the same card from their row on top: tap your place. Guess wrong and you get a penalty card.
sz-coach-actions = The buttons of the moment. Think your total is the lowest? Call "Schnitzel!" at the end of your turn: everyone else has one more turn, then all cards are turned up. If the X card turns up, the game ends at once.
