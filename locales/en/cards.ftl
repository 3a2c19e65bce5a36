## Playing cards: suit and rank words, the spoken card name and the corner index.
## "french" is the French-suited pack; "german" names the German-suited pack that both the
## German and the Hungarian skin use (hearts, bells, leaves, acorns).

suit-french-H = hearts
suit-french-D = diamonds
suit-french-S = spades
suit-french-C = clubs
suit-german-H = hearts
suit-german-D = bells
suit-german-S = leaves
suit-german-C = acorns

rank-french-A = Ace
rank-french-K = King
rank-french-Q = Queen
rank-french-J = Jack
rank-french-T = Ten
rank-french-9 = Nine
rank-french-8 = Eight
rank-french-7 = Seven
rank-french-6 = Six
rank-french-5 = Five
rank-french-4 = Four
rank-french-3 = Three
rank-french-2 = Two
rank-german-A = Ace
rank-german-K = King
rank-german-Q = Ober
rank-german-J = Unter
rank-german-T = Ten
rank-german-9 = Nine
rank-german-8 = Eight
rank-german-7 = Seven
rank-german-6 = Six
rank-german-5 = Five
rank-german-4 = Four
rank-german-3 = Three
rank-german-2 = Two

# Corner index letters; Ten is always "10" and the lower ranks are digits.
index-french-A = A
index-french-K = K
index-french-Q = Q
index-french-J = J
index-german-A = A
index-german-K = K
index-german-Q = O
index-german-J = U

# The name a screen reader says: "Queen of hearts".
card-name = { $rank } of { $suit }
# A card whose face is hidden: never name it.
card-back = Face-down card
