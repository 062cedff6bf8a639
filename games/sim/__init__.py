"""Playtesting by simulation: agents, studies of many games, and their statistics.

* :mod:`.agents` what an agent is shown (:class:`~.agents.Turn`), and the agents: random,
  UCT search, determinizing search for hidden information, the croquet robot;
* :mod:`.mcts` Monte Carlo tree search (UCT) over any game;
* :mod:`.heuristic` the heuristic agents' helpers, and the default rule (one move ahead);
* :mod:`.guided` search steered by the game's heuristic;
* :mod:`.tuning` the search agents' settings; :mod:`.studies` the book's questions, gathered;
* :mod:`.study` what a study plays, and one game of it played out;
* :mod:`.run` :func:`~.run.simulate`: the games of a study in this process, on worker
  processes or on a Dask cluster, and the results file;
* :mod:`.stats` win rates with Wilson intervals, draws, lengths and margins;
* :mod:`.command` ``rulebook simulate``.

The game models know nothing of this package. What is a game's own is in
the game's folder, found through its :class:`~games.core.game.GameInfo`: a ``determinize`` where
it hides information, its heuristic player (``heuristic.py``, :mod:`.heuristic`), its search
tuning (``tuning.py``, :mod:`.tuning`) and its balance questions (``studies.py``,
:mod:`.studies`), each with a default for a game without one.
"""
