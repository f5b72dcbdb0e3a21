"""Calibration scripts: simulations that measured the rebuilt components of a game (its
RULES.md cites the commands). They drive ``meeple.sim``, so they live here, above the games."""
