## Snap: the screens (setup, table, results, statistics).
## Rules and refused moves are in snap.ftl. The phone is shared: people are named, never "you".

## Setup

snp-seats = Players (2–6)
snp-seats-hint = The youngest starts: put them in the first seat.
snp-pack = Pack
snp-pack-skat = 32 cards
snp-pack-french = 52 cards
snp-pack-hint = 32 cards make a quicker game. Usual: 32.
snp-faces = Faces
snp-faces-french = French
snp-faces-german = German
snp-faces-hungarian = Hungarian
snp-faces-hint = Only the look changes. German and Hungarian faces come with the 32-card pack.
snp-faces-need-skat = German and Hungarian faces come with the 32-card pack only.
snp-tempo = Turning
snp-tempo-slow = Slow
snp-tempo-normal = Normal
snp-tempo-fast = Fast
snp-tempo-tap = Each player taps their own deck
snp-tempo-hint = How fast the app turns the cards, one player after another. Usual: normal.
snp-limit = Time limit (minutes)
snp-limit-none = Off
snp-limit-hint = When time is up, the most cards win. Without a limit you play until one player holds every card. Usual: 10 minutes.
snp-pool = Snap pool
snp-pool-hint = At a tie, the tied piles go face down into a pool in the middle; the next right call wins it as well.
snp-covered = The card underneath counts
snp-covered-hint = A newly turned card also matches the card it covers on the same pile.
snp-children = Children's mode
snp-children-hint = The cards are turned more slowly and the tap zones are bigger.
snp-start = Deal the cards

## The table

snp-zone-call = { $name }: call
snp-draw-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
snp-draw-label = { $name }: { $count ->
    [one] 1 card
   *[other] { $count } cards
} in the draw pile
snp-top-empty = { $name }: no card face up
snp-top-label = { $name }: { $card } on top
snp-called = Called!
snp-turn = Turn
snp-turn-label = { $name }: turn a card
snp-pool-count = Pool: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
snp-time-left = { $time } left
snp-no-limit = No time limit
snp-ready = Watch the piles! Tap your own zone when two top cards match.
snp-ready-short = Two alike? Tap here!
snp-ev-snap = { $name } snaps { $count ->
    [one] 1 card
   *[other] { $count } cards
}!
snp-ev-wrong = { $name } called wrong: a card to { $to }
snp-ev-wrong-nothing = { $name } called wrong, with no card left to give
snp-ev-tie = Tie! Hands off!
snp-ev-late = { $name } was too late
snp-ev-recycle = Piles turned over
snp-paused = Paused. Ready? Tap Go on.
snp-go-on = Go on
snp-pause = Pause

## Results

snp-game-over = Game over
snp-ended-all = { $name } holds every card.
snp-ended-stop = Time is up: the most cards win.
snp-winner = { $name } wins!
snp-winners = { $names } share the win!
snp-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
snp-result-line = { $name }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}

## Statistics

snp-stats = Most cards at the end of a game: { $best }
snp-stats-reaction = Reaction time (median): { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s over { $calls ->
        [one] one right call
       *[other] { $calls } right calls
    }
snp-replay-draw = Draw pile: { $count }
snp-replay-held = { $count ->
    [one] Holds 1 card
   *[other] Holds { $count } cards
}
snp-replay-turn = { $name } turns up the { $card }.
snp-replay-call = { $name } calls on { $owner }'s pile.
snp-replay-resume = Hands on again: calling is open.
snp-replay-stop = Time is up.

## First steps at the table

snp-coach-zone = Your tap zone, at the screen edge nearest you (everyone has one). When the top cards of two piles have the same rank, two Kings for example, tap anywhere in it: the first to call wins the piles. A call when nothing matches costs a penalty card.
snp-coach-card = Your face-up pile; beside it, the cards left in your draw pile. The cards are turned up one player after another: watch the top card of every pile, not just yours. Only the rank counts, never the suit.
snp-coach-status = What just happened is written here, the right way up in every zone: who snapped, who called wrong and gave whom a card, or "Tie! Hands off!" when two calls came at the same moment.
snp-coach-middle = The time left: when it's up, whoever has the most cards wins; without a time limit, you play until one player holds every card. The pause button at the top stops the game, and "Go on" appears here to start it again.
snp-replay-start = The cards dealt, before the first card is turned.
