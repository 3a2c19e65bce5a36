## App shell, navigation and shared buttons

app-name = Kartenrunde
boot-step-1 = Starting Python…
boot-step-2 = Opening the app…
boot-step-3 = Shuffling the games…
boot-step-4 = Laying the table…
app-tagline = Five card games, one phone
nav-games = Games
nav-players = Players
nav-stats = Statistics
nav-settings = Settings
nav-back = Back
button-cancel = Cancel
button-save = Save
button-delete = Delete
button-ok = OK
button-rules = Rules

## Home

home-title = Card games
home-coming-soon = Coming soon
home-not-built = { $game } can't be played yet – it's still being built. The rules are already here.
home-continue = Continue: { $game }
home-discard = Discard
home-discard-title = Discard the saved game?
home-discard-body = The running game of { $game } will be lost.
home-discarded = The saved game was discarded.
game-meta-fixed = { $count } players · { $minutes } min
game-meta-range = { $min }–{ $max } players · { $minutes } min

## Players

players-title = Players
players-name-label = Name
players-name-hint = e.g. Anna
players-add = Add player
players-added = { $name } joined the table.
players-renamed = Now called { $name }.
players-deleted = { $name } was removed.
players-empty = No players yet. Add the people you play with – their names come up when you start a game, and their results are kept.
players-rename = Rename
players-rename-title = Rename { $name }
players-delete-title = Remove { $name }?
players-delete-body = { $games ->
    [0] They haven't finished a game yet.
    [one] Their one finished game stays in the history under this name but no longer counts for a player.
   *[other] Their { $games } finished games stay in the history under this name but no longer count for a player.
  }
players-more = More
players-merge = Merge with…
players-merge-title = Merge { $name } with…
players-merge-body = All of { $name }'s finished games ({ $games }) then count for the player you choose, and { $name } leaves the list. For one person entered twice, such as "Zoe" and "Zoë".
players-merge-into = Same person as
players-merge-button = Merge
players-merged = { $name }'s games now count for { $into }.
players-merge-none = There's nobody to merge with yet.
players-hide = Hide
players-show = Show again
players-hidden = { $name } is hidden: their games stay and still count.
players-shown = { $name } is back in the lists.
players-restored = { $name } is back, with all their games.
notice-undo = Undo
players-hidden-mark = hidden
players-count = { $count ->
    [one] One player
   *[other] { $count } players
}

## Settings

settings-title = Settings
settings-language = Language
settings-theme = Appearance
theme-system = System
theme-light = Light
theme-dark = Dark
settings-skin = Card pack
skin-french = French (hearts, diamonds, spades, clubs)
skin-german = German (hearts, bells, leaves, acorns)
skin-hungarian = Hungarian (piros, tök, zöld, makk)
skin-french-name = French
skin-german-name = German
skin-hungarian-name = Hungarian
settings-speed = Computer speed
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
settings-sound = Sound
settings-haptics = Vibration
settings-large-cards = Large cards
settings-large-cards-hint = Bigger cards and indices, easier to read across the table.
settings-reduce-motion = Reduce motion
settings-diagnostics = Diagnostics
settings-diagnostics-hint = Measures the longest time the app is too busy to react to a tap.
settings-stalls = Longest pause since the app started: { $ms } ms ({ $slow ->
    [0] none
   *[other] { $slow }
  } over 100 ms)
settings-stalls-what = It was in: { $what }
settings-stalls-own = The app's own work in one step: at most { $ms } ms of processor time (the rest of a pause went to other programs)

settings-book = Record book
settings-book-hint = All players and finished games in one file: to keep them safe or to move them to another phone. Loading a file adds what is new; no game is counted twice.
book-save = Save the record book
book-load = Load a record book
book-saved = Record book saved: { $players ->
    [one] one player
   *[other] { $players } players
  } and { $games ->
    [0] no games
    [one] one game
   *[other] { $games } games
  }.
book-loaded = Record book loaded: { $players ->
    [0] no new players
    [one] one new player
   *[other] { $players } new players
  } and { $games ->
    [0] no new games
    [one] one new game
   *[other] { $games } new games
  }{ $skipped ->
    [0] .
    [one] ; one was already here.
   *[other] ; { $skipped } were already here.
  }
book-too-big = This file is { $size } MB; a record book may be at most { $max } MB. Nothing was changed.
book-reading = Reading the file: { $percent }%
book-checking = Checking the games: { $done } of { $total }
book-merging = Adding the games…
book-left-out = { $left ->
    [one] One game was left out
   *[other] { $left } games were left out
  }: { $why }.
book-left-illegal = { $count ->
    [one] one with moves that aren't legal
   *[other] { $count } with moves that aren't legal
  }
book-left-unknown = { $count ->
    [one] one of a game this app doesn't know
   *[other] { $count } of a game this app doesn't know
  }
book-renamed = { $count ->
    [one] One name was
   *[other] { $count } names were
  } tidied up as a typed name would be: { $names }.

## History

history-title = History
history-empty = No finished games here yet.
history-all-games = All games
history-all-players = Everyone
history-game-label = Game
history-player-label = Player
history-when = { DATETIME($when, dateStyle: "medium", timeStyle: "short") }
history-more = Show more
history-replay = Replay
history-won = won

## Replay

replay-gone = This game is no longer in the history.
replay-none-yet = This game has no replay yet; its result is above.
replay-not-kept = This game was finished before the app kept replays; its result is above.
replay-start = The deal, before the first move. All hands are open now that the game is over.
replay-step = Move { $step } of { $last }
replay-first = To the start
replay-back = One move back
replay-next = Next move
replay-last = To the end
replay-to-act = to play

## Statistics

board-title = Household leaderboard
board-chart = Wins: { $wins }
board-wins = { $name }: { $count ->
    [one] 1 win
   *[other] { $count } wins
}
board-player = Player
board-games = Games
board-won = Won
board-rate = Rate
board-streak = Streak
board-percent = { $value } %
player-gone = This player is no longer in the list.
player-summary = { $played } games · { $won } won · { $rate } % · streak { $streak }
player-by-month = Wins per month
player-month-said = { $month }: { $wins }
player-by-level = Against the computer
player-level-line = { $level }: { $won } of { $played } won ({ $rate } %)
player-open = { $name }: charts
stats-title = Statistics
stats-empty = No statistics yet. Add players, finish a game, and each player's games and wins show up here.
stats-no-games = No finished games yet.
stats-person = a person
stats-played-won = { $played } played · { $won } won{ $helped ->
    [0] {""}
   *[other] , { $helped } of them with help
}

## Rules

rules-contents = Contents
rules-missing = The rules for this game haven't been written yet.

## Hand-over screen for hidden hands

handover-title = Pass the phone to { $name }
handover-hint = Everyone else: don't look!
handover-ready = I'm { $name } – show my cards
handover-waiting = Now playing: { $names }
handover-waiting-hint = The phone goes to whoever is next, when it's their turn.

## Every game's table

table-you = You
table-next-round = Next round
table-play-again = Play again

## Notices

notice-other-tab-title = Open in another tab
notice-other-tab = Kartenrunde is now open in another tab or window, and that is where your games are saved. Close this one, or reload it to play here again.
notice-save-lost = The saved game could not be read and was set aside.
play-replace-title = Start a new game?
play-replace-body = The saved game of { $game } will be discarded.
play-start = Start
play-back-home = Back to the games

## Seats of a setup screen

level-easy = Easy
level-normal = Normal
level-strong = Strong
seat-player = Player { $number }
seat-add = Add a player
seat-add-computer = Add a computer
seat-remember = Remember these players
seat-remember-hint = New names join your players, so their games count in the statistics. A one-off guest can be hidden or removed under Players.
seat-remove = Remove this player
seat-kind = Player { $number }: a person or a computer
seat-from-list = Or tap someone from your players:
seat-table-full = There's room for { $max } players at most.
seat-name-twice = { $name } is already playing. Everyone needs a name of their own.
seat-fix-names = Please check the names above.
seat-person = Person
seat-level = Computer: { $level }
seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
seat-need-person = At least one person has to play.

# Learning aids at the table
opt-aids = Hints and taking back
opt-aids-hint = A lightbulb shows what the strong computer would play, and your last move can be taken back. Games played with help are marked in the statistics.
aid-hint-button = Hint
aid-hint = Hint: { $move }
aid-undo-button = Take back your last move
aid-taken-back = Your last move was taken back.
history-helped = with help

## First steps: coach marks the first time a game's table opens
coach-step = First steps · { $step } of { $steps }
coach-next = Next
coach-done = Got it
coach-stop = Don't show again
settings-coach-again = Show the first steps again
coach-again = Each game's table shows its first steps again next time.
