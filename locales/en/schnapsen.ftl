## Schnapsen: setup, table, deal result and Bummerl sheet

sn-opponent = Opponent
sn-vs-computer = Computer
sn-vs-person = Person
sn-level = Level
sn-computer-name = Computer ({ $level })
sn-rules = Rules
sn-more-rules = More rules
opt-manual-claim = Say "66!" yourself
opt-manual-claim-hint = A wrong "66!" gives your opponent 2 game points, or 3 if they have no trick yet.
opt-show-points = Learning: show both players' points
opt-bummerl-nine = Bummerl from 9 instead of 7
opt-marriages-when-closed = Marriages also once the talon is used up or closed
opt-strict-exchange = Exchange the trump Jack only while two or more cards are face down
opt-sharp = Sharp: no looking back at tricks
sn-start = Start

sn-your-turn = Your turn
sn-turn-of = { $name }'s turn
sn-thinking = { $name } is thinking…
sn-points = { $points } points
sn-pending = +{ $points } waiting for a trick
sn-tricks = { $count ->
    [one] 1 trick
   *[other] { $count } tricks
}
sn-talon = Talon: { $count }
sn-strict = Follow suit and head the trick!
sn-trump = Trumps: { $suit }
sn-marry = { $points } ({ $suit })
sn-exchange = Exchange
sn-close = Close
sn-claim = 66!
sn-replay-trump-card = Trump card
sn-replay-trick = On the table
sn-replay-play = { $name } plays the { $card }.
sn-replay-takes = { $name } takes the trick.
sn-replay-claim = { $name } calls "66!".
sn-announced = { $name } announced { $points } ({ $suit }).
sn-announced-you = You announced { $points } ({ $suit }).
sn-exchanged = { $name } exchanged the trump Jack for the { $card }.
sn-exchanged-you = You exchanged the trump Jack for the { $card }.
sn-closed-by = { $name } closed the talon.
sn-closed-by-you = You closed the talon.
sn-close-title = Close the talon?
sn-close-body = Nobody draws any more, and from now on you must follow suit and head the trick. You must reach 66 with the cards you hold: if you don't, your opponent scores 2 game points, or 3 if they have no trick yet.
sn-last-trick = Last trick, taken by { $name }
sn-tricks-title = Tricks
sn-my-tricks = Your tricks
sn-their-last-trick = Your opponent's last trick
sn-sheet = Bummerl sheet
sn-score-mode = down
sn-to-go = { $count } to go
sn-collected = { $count } of { $target }
sn-standing-to-go = { $count ->
    [one] 1 game point to go
   *[other] { $count } game points to go
}
sn-standing-collected = { $count } of { $target } game points
sn-result-held = Still in hand:
sn-deal = Deal { $number }

sn-deal-won = { $name } wins the deal
sn-game-points = { $count ->
    [one] 1 game point
   *[other] { $count } game points
}
sn-reason-66 = Reached 66.
sn-reason-last-trick = Took the last trick.
sn-reason-closed = Closed the talon and made 66.
sn-reason-closer-failed = The talon was closed, but the closer did not make 66.
sn-reason-wrong-claim = "66!" was called without 66.
sn-schwarz = Schwarz: the loser took no trick.
sn-schneider = Schneider: the loser has fewer than 33 points.
sn-schwarz-closed = Schwarz: when the talon was closed, { $name } had no trick yet.
sn-schwarz-closed-you = Schwarz: when the talon was closed, you had no trick yet.
sn-schneider-closed = Schneider: when the talon was closed, { $name } had fewer than 33 points.
sn-schneider-closed-you = Schneider: when the talon was closed, you had fewer than 33 points.
sn-plain-closed = One game point: when the talon was closed, { $name } already had 33 points or more.
sn-plain-closed-you = One game point: when the talon was closed, you already had 33 points or more.
sn-failed = A failed closing gives { $name } 2 game points.
sn-failed-you = A failed closing gives you 2 game points.
sn-failed-schwarz = Three game points, because { $name } had no trick yet when the talon was closed.
sn-failed-schwarz-you = Three game points, because you had no trick yet when the talon was closed.
sn-wrong-claim-schwarz = Three game points, because { $name } had no trick yet.
sn-wrong-claim-schwarz-you = Three game points, because you had no trick yet.
sn-next-deal = Next deal
sn-bummerl-won = { $name } wins the Bummerl!
sn-schneider-bummerl = Schneider-Bummerl: the loser never scored – it counts twice.
sn-play-again = New Bummerl
sn-stats-vs = vs { $opponent }: { $won } of { $played } Bummerl won · { $deals_won } of { $deals } deals
sn-stats-double = { $count ->
    [one] One Schneider-Bummerl won (counts twice)
   *[other] { $count } Schneider-Bummerl won (each counts twice)
}
sn-last-trick-you = You took the last trick
sn-deal-won-you = You win the deal!
sn-bummerl-won-you = You win the Bummerl!
sn-hint-lead = lead the { $card }
sn-hint-takes = { $card } takes { $points } points
sn-hint-gives = { $card }, giving away only { $points } points
sn-hint-marry = announce { $points } ({ $suit })
sn-hint-exchange = exchange the trump Jack for the { $card }
sn-hint-close = close the talon
sn-hint-claim = claim 66: you have { $points } points
sn-meter = { $percent }% to win
opt-open-hands = Training: the computer's cards face up
opt-open-hands-hint = The computer still plays only from its own cards. Counts as played with help.
sn-review-button = Review this deal
sn-review-title = Deal review
sn-review-working = Weighing each of your moves against the strong computer's …
sn-review-clean = None of your moves clearly cost game points.
sn-review-knew = Judged by what you knew at each moment: your cards and those already played, not the computer's hand. Only moves that clearly cost game points are named, never one a hint gave you.
sn-review-move = Trick { $trick }, your move: { $played }. Better: { $better } (about { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } game points more).
sn-review-played = you played
sn-review-better = better
sn-review-led = led to you

## First steps at the table
sn-coach-hand = Your cards. On your turn the raised ones can be played: tap one. Tap a dimmed card and it tells you why it can't be played.
sn-coach-trick = The trick: the higher card of the suit led wins, or a trump. Talon open: play any card; closed or used up: follow suit and win if you can.
sn-coach-talon = The talon, with the trump card under it: its suit is trumps. After each trick the winner draws first. With the trump { $pack ->
        [german] Unter
       *[french] Jack
    } you may exchange the trump card; "Close" stops the drawing.
sn-coach-status = Whose turn it is, your points and tricks: 66 points win the deal. Holding King and { $pack ->
        [german] Ober
       *[french] Queen
    } of a suit, call 20 (40 in trumps) with the button that appears here before you lead.
