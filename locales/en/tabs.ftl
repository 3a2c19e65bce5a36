## A running game is played on one tab at a time

tabs-elsewhere-title = This game is open on another tab
tabs-elsewhere-body = A running game can be played on one tab at a time. Play it here, and the other tab will stop showing it.
tabs-play-here = Play here
