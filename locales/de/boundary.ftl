## Der Bildschirm, der statt der App erscheint, wenn etwas Unerwartetes schiefgeht

boundary-title = Da ist etwas schiefgelaufen
boundary-body = Entschuldigung – in der App ist ein unerwarteter Fehler aufgetreten.
# Erscheint, wenn gerade ein Spiel offen war: sein zuletzt gespeicherter Stand bleibt erhalten.
boundary-saved = Dein Spiel ist gespeichert. Tipp bei den Spielen auf „Weiterspielen“, dann geht es weiter.
