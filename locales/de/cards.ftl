## Spielkarten: Farben, Kartenwerte, der gesprochene Kartenname und der Eckindex.
## "french" ist das französische Blatt (Schnapsen: österreichische Wörter, daher Treff und
## Zehner); "german" ist das deutsche Blatt, das der deutsche und der ungarische Skin zeigen.

suit-french-H = Herz
suit-french-D = Karo
suit-french-S = Pik
suit-french-C = Treff
suit-german-H = Herz
suit-german-D = Schelle
suit-german-S = Laub
suit-german-C = Eichel

rank-french-A = Ass
rank-french-K = König
rank-french-Q = Dame
rank-french-J = Bube
rank-french-T = Zehner
rank-french-9 = Neuner
rank-french-8 = Achter
rank-french-7 = Siebener
rank-french-6 = Sechser
rank-french-5 = Fünfer
rank-french-4 = Vierer
rank-french-3 = Dreier
rank-french-2 = Zweier
rank-german-A = Ass
rank-german-K = König
rank-german-Q = Ober
rank-german-J = Unter
rank-german-T = Zehner
rank-german-9 = Neuner
rank-german-8 = Achter
rank-german-7 = Siebener
rank-german-6 = Sechser
rank-german-5 = Fünfer
rank-german-4 = Vierer
rank-german-3 = Dreier
rank-german-2 = Zweier

# Eckindex; der Zehner zeigt immer "10", die kleinen Karten ihre Zahl.
index-french-A = A
index-french-K = K
index-french-Q = D
index-french-J = B
index-german-A = A
index-german-K = K
index-german-Q = O
index-german-J = U

# Was der Screenreader sagt: "Herz-Dame", "Schellen-Unter" (im Wort heißt die Schelle "Schellen").
card-name = { $suit ->
    [Schelle] Schellen
   *[other] { $suit }
}-{ $rank }
# Eine verdeckte Karte wird nie beim Namen genannt.
card-back = Verdeckte Karte
