## Schnipp-Schnapp (Snap): refused moves

err-snap-no-such-seat = There's no such player at this table.
err-snap-empty-pile = There's no card on that pile.
err-snap-called = You've already called: wait for the verdict.
err-snap-stale = Too late: those cards have already been decided.
err-snap-turn-stale = That card was turned before the last verdict: turn it again.
err-snap-judging = Wait a moment: the calls are being judged.
err-snap-call-first = Two cards match: call first, then the piles are turned over.
err-snap-frozen = Two players called at the same moment: wait until calling opens again.
err-snap-not-frozen = The game isn't paused.
err-snap-nothing-pending = There's no call to judge.
err-snap-not-called = Only a player who called can have the calls judged.
