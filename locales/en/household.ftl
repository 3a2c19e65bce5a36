## The household: lists in words, running games, keeping a party's names

# Joins a list: "Lukas, Ben and Mia" ($head is every name but the last, comma-separated).
list-and = { $head } and { $last }
home-in-progress = In progress
keep-names = Add { $names } to your players
kept-names = Added to your players: { $names }. This game counts in their statistics.
home-discard-game = Discard the saved game of { $game }
