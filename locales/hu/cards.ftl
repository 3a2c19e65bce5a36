## Kártyalapok: színek, lapértékek, a kimondott lapnév és a sarokjelzés.
## "french" a francia kártya; "german" a magyar (Tell) kártya, ezt mutatja a német és a magyar
## kártyakép is (piros, tök, zöld, makk). A nevek kisbetűsek: "kőr dáma", "piros felső".

suit-french-H = kőr
suit-french-D = káró
suit-french-S = pikk
suit-french-C = treff
suit-german-H = piros
suit-german-D = tök
suit-german-S = zöld
suit-german-C = makk

rank-french-A = ász
rank-french-K = király
rank-french-Q = dáma
rank-french-J = bubi
rank-french-T = tízes
rank-french-9 = kilences
rank-french-8 = nyolcas
rank-french-7 = hetes
rank-french-6 = hatos
rank-french-5 = ötös
rank-french-4 = négyes
rank-french-3 = hármas
rank-french-2 = kettes
rank-german-A = ász
rank-german-K = király
rank-german-Q = felső
rank-german-J = alsó
rank-german-T = tízes
rank-german-9 = kilences
rank-german-8 = nyolcas
rank-german-7 = hetes
rank-german-6 = hatos
rank-german-5 = ötös
rank-german-4 = négyes
rank-german-3 = hármas
rank-german-2 = kettes

# Sarokjelzés; a tízes mindig "10", a kisebb lapok számmal.
index-french-A = Á
index-french-K = K
index-french-Q = D
index-french-J = B
index-german-A = Á
index-german-K = K
index-german-Q = F
index-german-J = A

# A képernyőolvasó ezt mondja: "kőr dáma", "piros felső". A változókhoz nem jár rag.
card-name = { $suit } { $rank }
# Lefordított lap: a nevét sosem mondjuk ki.
card-back = képpel lefelé fordított lap
