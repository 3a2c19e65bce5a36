## Egy folyamatban lévő játék egyszerre csak egy lapon futhat

tabs-elsewhere-title = Ez a játék egy másik lapon van nyitva
tabs-elsewhere-body = Egy folyamatban lévő játék egyszerre csak egy lapon játszható. Ha itt folytatod, a másik lap már nem mutatja.
tabs-play-here = Folytatás itt
