## Game names and one-line descriptions for the home screen

game-schnapsen = Snapszer
game-schnapsen-blurb = A klasszikus kétszemélyes kártyajáték: érd el elsőként a 66-ot, és nyerd meg a játszmát!
game-slf = Schnapp, Land, Fluss!
game-slf-blurb = Gyors ész kell: mondj egy szót a témára és a betűre, és csapj le a lapra!
game-snorkeling = Snorkeling
game-snorkeling-blurb = Merülj mélyebbre a többieknél, és jól időzített lapokkal küldd vissza őket a felszínre!
game-schnitzel = Schnitzel
game-schnitzel-blurb = Jegyezd meg a lefordított lapjaidat, cserélj ügyesen, és kiálts elsőként: „Schnitzel!”
game-snap = Schnipp-Schnapp
game-snap-blurb = Figyeld a paklikat, és kiálts: „Schnipp-Schnapp!”, amint két lap egyforma!
