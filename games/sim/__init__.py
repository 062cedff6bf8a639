"""Playtesting by simulation: agents, studies of many games, and their statistics.

* :mod:`.agents` what an agent is shown (:class:`~.agents.Turn`), and the agents: random,
  UCT search, determinizing search for hidden information, the croquet robot;
* :mod:`.mcts` Monte Carlo tree search (UCT) over any game;
* :mod:`.study` what a study plays, and one game of it played out;
* :mod:`.run` :func:`~.run.simulate`: the games of a study in this process, on worker
  processes or on a Dask cluster, and the results file;
* :mod:`.stats` win rates with Wilson intervals, draws, lengths and margins;
* :mod:`.command` ``rulebook simulate``.

The game models know nothing of this package; a game with hidden information gives it a
``determinize`` through its :class:`~games.registry.GameInfo`.
"""
