## The screen shown instead of the app when something unexpected breaks

boundary-title = Something went wrong
boundary-body = Sorry – the app ran into a problem it didn't expect.
# Shown when a game was open: its last saved state is kept.
boundary-saved = Your game is saved: tap "Continue" on the games screen to carry on.
