"""Benchmarks: ``meeple bench GAME`` and ``meeple bench server``.

- :mod:`meeple.bench.playouts`: how fast a game's rules run, random playouts and clones
  on one core;
- :mod:`meeple.bench.server`: the web server under load, played through its real API by
  client processes, with the stored records checked afterwards.

Each is imported by the command that runs it, so importing this package costs nothing.
"""
