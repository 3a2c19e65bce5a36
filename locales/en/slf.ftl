## Schnapp, Land, Fluss!: category sides (slf-cat-<id>: the name on the card; -desc: what counts)

slf-cat-kitchen = In the kitchen
slf-cat-kitchen-desc = Things that really belong in a kitchen: for cooking, baking, washing up or keeping food.
slf-cat-air = In the air
slf-cat-air-desc = Anything that flies or floats in the sky, whether it is alive or made by people.
slf-cat-circus = At the circus
slf-cat-circus-desc = People, animals, acts and things you would really see at a circus.
slf-cat-school = At school
slf-cat-school-desc = People, subjects and things that truly belong to school life.
slf-cat-doctor = At the doctor's
slf-cat-doctor-desc = People, instruments and things typical of a doctor's surgery.
slf-cat-sea = In the sea
slf-cat-sea-desc = Creatures, plants and things that live in the sea or are found there.
slf-cat-city = City or town
slf-cat-city-desc = A real city or town anywhere in the world.
slf-cat-country = Country
slf-cat-country-desc = A country that exists today, anywhere in the world.
slf-cat-river = River
slf-cat-river-desc = A real river anywhere in the world.
slf-cat-animal = Animal
slf-cat-animal-desc = Any kind of animal, wild or tame.
slf-cat-first-name = First name
slf-cat-first-name-desc = A first name that people really have.
slf-cat-job = Job
slf-cat-job-desc = Work that people do for a living.
slf-cat-plant = Plant or flower
slf-cat-plant-desc = Any plant, flower, tree or bush.
slf-cat-food = Food or dish
slf-cat-food-desc = Something to eat, from a single ingredient to a whole meal.
slf-cat-drink = Drink
slf-cat-drink-desc = Anything people drink.
slf-cat-fruit-veg = Fruit or vegetable
slf-cat-fruit-veg-desc = Any kind of fruit or vegetable.
slf-cat-sweets = Sweets
slf-cat-sweets-desc = Something sweet to snack on or to have for pudding.
slf-cat-sport = Sport
slf-cat-sport-desc = A sport, or an event within a sport.
slf-cat-instrument = Musical instrument
slf-cat-instrument-desc = Anything made for playing music on.
slf-cat-clothing = Clothing
slf-cat-clothing-desc = Something to wear, shoes and accessories included.
slf-cat-body-part = Part of the body
slf-cat-body-part-desc = A part of a human or animal body, inside or out.
slf-cat-vehicle = Vehicle
slf-cat-vehicle-desc = Anything that carries people or goods on land, on water or in the air.
slf-cat-toy = Toy or game
slf-cat-toy-desc = Something to play with, or a game to play.
slf-cat-hobby = Hobby
slf-cat-hobby-desc = Something people enjoy doing in their free time.
slf-cat-appliance = Electrical appliance
slf-cat-appliance-desc = A device that runs on mains power or batteries.
slf-cat-tool = Tool
slf-cat-tool-desc = Something you hold in your hand to make, fix or build things.
slf-cat-furniture = Furniture
slf-cat-furniture-desc = A piece of furniture for a home, an office or a garden.
slf-cat-famous = Famous person
slf-cat-famous-desc = A real person, living or dead, whom most players would know.
slf-cat-character = Fairy-tale or cartoon character
slf-cat-character-desc = A character from a fairy tale, a cartoon, a comic or a children's book.
slf-cat-bird = Bird
slf-cat-bird-desc = Any kind of bird.
slf-cat-insect = Insect or creepy-crawly
slf-cat-insect-desc = An insect, or any other small creature that creeps, crawls or buzzes.
slf-cat-mountain-island = Mountain or island
slf-cat-mountain-island-desc = A real mountain, mountain range or island anywhere in the world.
slf-cat-garden = In the garden
slf-cat-garden-desc = Plants, creatures and things that really belong in a garden.
slf-cat-forest = In the forest
slf-cat-forest-desc = Plants, animals and things you would really find in a forest.
slf-cat-bathroom = In the bathroom
slf-cat-bathroom-desc = Things that really belong in a bathroom.
slf-cat-beach = At the beach
slf-cat-beach-desc = Things, creatures and activities typical of a day at the beach.
slf-cat-supermarket = At the supermarket
slf-cat-supermarket-desc = Goods, people and things you would really find in a supermarket.
slf-cat-farm = On the farm
slf-cat-farm-desc = Animals, machines, crops and things typical of a farm.
slf-cat-space = In space
slf-cat-space-desc = Things out in space, or things people use to explore it.
slf-cat-building-site = On the building site
slf-cat-building-site-desc = Machines, materials, people and tools typical of a building site.
slf-cat-winter = In winter
slf-cat-winter-desc = Things, activities and weather that really belong to winter.
slf-cat-birthday = At a birthday party
slf-cat-birthday-desc = Things and activities typical of a birthday party.
slf-cat-street = On the street
slf-cat-street-desc = Vehicles, signs, people and things you would really see on a street.
slf-cat-round = Something round
slf-cat-round-desc = Something that is round or shaped like a ball.
slf-cat-soft = Something soft
slf-cat-soft-desc = Something that feels soft to the touch.
slf-cat-noise = Makes a noise
slf-cat-noise-desc = Something that makes a noise you can clearly hear.
slf-cat-smell = Has a smell
slf-cat-smell-desc = Something with a smell you would notice, pleasant or not.
slf-cat-pocket = Fits in a pocket
slf-cat-pocket-desc = Something small enough to fit in a trouser pocket.
slf-cat-green = Something green
slf-cat-green-desc = Something that is usually green.
slf-cat-opens = Something you can open
slf-cat-opens-desc = Something that can be opened, whether or not it closes again.

## Schnapp, Land, Fluss!: refused moves

err-slf-no-such-seat = There's no such player at this table.
err-slf-leader-only = In game leader mode, only the game leader can do that.
err-slf-leader-cannot-slap = The game leader doesn't play along, so can't slap a card.
err-slf-first-turn = The first category is turned by the player whose first name comes first in the alphabet.
err-slf-category-up = A category is already showing.
err-slf-no-category = Turn a card to its category side first.
err-slf-no-letter = There's no letter card there.
err-slf-turned-back = That card has just been turned back. Turn a different one.
err-slf-sitting-out = You're sitting out until another player wins a card.
err-slf-judging = Wait: another slap is being judged.
err-slf-already-slapped = You've already slapped this card.
err-slf-too-late = Too slow: someone slapped this card more than a tenth of a second earlier.
err-slf-slap-stale = This slap came before the last decision, so it no longer counts.
err-slf-nothing-to-judge = There's no word to judge.
err-slf-own-slap = You can't vote on your own word.
err-slf-already-voted = You've already voted.

## Schnapp, Land, Fluss!: setup

slf-mode = How do you play?
slf-mode-table = Table mode
slf-mode-leader = Game leader
slf-mode-table-hint = The phone lies in the middle of the table. Whoever slaps a card says who it was, and the others vote on the word.
slf-mode-leader-hint = One adult holds the phone and doesn't play: they turn the categories, say who slapped and decide alone whether a word counts.
slf-players = Players (2–6)
slf-rounds = Rounds
slf-fewer-rounds = Fewer rounds
slf-more-rounds = More rounds
slf-countdown = Countdown for each category (seconds)
slf-countdown-off = Off
slf-seconds = { $count } s
slf-one-card = One card at a time
slf-one-card-hint = Only the fastest player wins a card; then the next category comes from the draw pile.
slf-with-xy = Play with the X/Y card
slf-with-xy-hint = The hardest card of all. Best left out when children play for the first time.
slf-start = Start

## Schnapp, Land, Fluss!: the table

slf-round = Round { $number }/{ $rounds }
slf-pile = Pile: { $count }
slf-rotate = Turn the cards round for the other side
slf-no-category = Turn over a card to reveal a category.
slf-card-label = { $letter }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
slf-tile-label = { $name }: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
slf-tile-out = { $name } is sitting out: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
slf-waits = waits
slf-prompt-first-turn = { $name } is first in the alphabet: tap a card to turn over the first category.
slf-prompt-first-turn-plain = { $name } begins: tap a card to turn over the first category.
slf-prompt-turn = Tap a card to turn over a new category.
slf-prompt-turn-other = Nobody knew one. Turn over a different card.
slf-prompt-play = Shout a word and slap its letter! Tap the card, then the player.
slf-prompt-leader-play = Who slapped first? Tap the card, then the child.
slf-prompt-who = Who slapped the { $letter }?
slf-prompt-vote = Does { $name }'s word for { $letter } count? Everyone else votes.
slf-prompt-judge = Does { $name }'s word for { $letter } count?
slf-tie-hint = Slapped at the same moment? Tap them too.
slf-pick-letter-first = First tap the letter card that was slapped, then the player.
slf-turn-any = Turn one over for me
slf-end = End game
slf-end-title = End the game now?
slf-end-body = The cards won so far are counted, and the game is over.
slf-end-yes = End the game
slf-nobody = Nobody knows
slf-accept = Counts
slf-reject = Doesn't count
slf-voted-yes = counts
slf-voted-no = doesn't count
slf-undo = Undo: { $letter } to { $name }
slf-undo-mistake = Undo: { $name }'s mistake
slf-note-won = { $name } wins the { $letter }.
slf-note-mistake = Mistake! { $name } sits out and hands in the { $letter }.
slf-note-mistake-none = Mistake! { $name } sits out.
slf-note-tie = A tie between { $names }: the draw picked { $name }.
slf-note-nobody = Nobody knows.
slf-note-time-up = Time's up: nobody knows.
slf-note-refill = { $count ->
    [one] 1 new letter card from the draw pile.
   *[other] { $count } new letter cards from the draw pile.
}
slf-note-undone = Taken back.
slf-sitting-out-named = { $name } is sitting out until another player wins a card.
slf-already-slapped-named = { $name } has already slapped this card.

## Schnapp, Land, Fluss!: results

slf-round-over = Round { $number } is over
slf-game-over = Game over
slf-ended-early = The game was ended early: the cards won so far count.
slf-winner = { $name } wins!
slf-winners = { $names } share the win!
slf-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
slf-this-round = This round
slf-total = Total
slf-next-round = On to round { $number }
slf-stats-points = { $total } points in all · best game { $best }
slf-replay-no-category = no category yet
slf-replay-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
slf-replay-turn = { $name } turns a card: { $category }.
slf-replay-slap = { $name } slaps the { $letter }.
slf-replay-yes = { $name } accepts.
slf-replay-no = { $name } says no.
slf-replay-stop = The game was stopped here.
# In a replay of a game-leader game: who turned the categories and judged the words (always at the start of a sentence).
slf-replay-leader = The game leader
slf-replay-rounds = Points per round
slf-replay-round-line = { $name }: { $points } ({ $total })

## Schnapp, Land, Fluss!: first steps at the table

slf-coach-letters = The letter cards: blue ones score 1 point, red ones 2. To begin, tap one of them: it turns over to its category side, and everyone starts hunting for a word.
slf-coach-category = The category. Think of something that fits it and starts with one of the letters, shout it out and slap that letter card. There are no turns: everyone plays at once.
slf-coach-players = The players, with their cards and points. After a slap, tap the letter card, then whoever slapped it, and decide whether the word counts. A wrong word turns that player grey: they sit out until someone else wins a card.
slf-coach-buttons = The buttons of the moment: "Nobody knows" swaps a category nobody can find a word for, "Undo" takes back the latest decision, and "End game" counts the cards won so far.
slf-replay-start = The letter cards on the table, before the first category.
