## Eine laufende Partie wird immer nur in einem Tab gespielt

tabs-elsewhere-title = Diese Partie ist in einem anderen Tab offen
tabs-elsewhere-body = Eine laufende Partie lässt sich immer nur in einem Tab spielen. Spielst du hier weiter, zeigt der andere Tab sie nicht mehr.
tabs-play-here = Hier weiterspielen
