## A háztartás: felsorolások, folyamatban lévő játékok, egy parti neveinek megtartása

# Felsorolás: „Lukas, Ben és Mia” ($head: az utolsó kivételével mind, vesszővel).
list-and = { $head } és { $last }
home-in-progress = Folyamatban
keep-names = { $names } felvétele a játékosaid közé
kept-names = Felvetted a játékosaid közé: { $names }. Ez a játék is bekerül a statisztikájukba.
home-discard-game = A mentett játék elvetése: { $game }
