## Ez a képernyő jelenik meg az alkalmazás helyett, ha valami váratlan hiba történik

boundary-title = Valami hiba történt
boundary-body = Elnézést, az alkalmazásban váratlan hiba történt.
# Akkor jelenik meg, ha épp nyitva volt egy játék: az utoljára mentett állása megmarad.
boundary-saved = A játékod el van mentve. A játékok között koppints a „Folytatás” gombra, és ott folytathatod, ahol abbahagytad.
