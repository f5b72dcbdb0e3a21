"""The research faces of every registered game: OpenSpiel and PettingZoo.

``import meeple.adapters.openspiel`` registers ``meeple_<id>`` with pyspiel for every game
(``-`` becomes ``_``); ``meeple.adapters.pettingzoo.env(game_id, **options)`` builds an AEC
environment. Both need the research extra (``pip install meeple[research]``), so this
package imports nothing of them eagerly. The shared parts:

- :mod:`meeple.adapters.codec`: a dense index for each action of a game and config;
- :mod:`meeple.adapters.turns`: who decides at each node (interjection windows);
- :mod:`meeple.adapters.table`: one game and config as both adapters play it (codec, step
  cap, returns) and a node of it (:class:`~meeple.adapters.table.Position`: the state,
  the passes, the history, the information-state log; its copies and pickles);
- :mod:`meeple.adapters.tensors`: the buffer a game writes its tensor into;
- :mod:`meeple.adapters.extras`: the optional imports, and the error naming the extra.

The adapters reach a game only through the engine contract (``Game.action_space``,
``max_steps``, ``tensor_spec``, ``write_tensor``, views, events and outcomes).
"""
