"""Human Trophies (a fan-made first draft for a standard deck): gangs of kids scavenge toys,
bribe each other's kids and trick the neighbours; the parents interrupt; the most valuable
victims win.

* :mod:`.cards` what each card is: kid, parent, victim, toy or Miss Monster, and its value;
* :mod:`.options` players, jokers and variants; :mod:`.setup` the deal;
* :mod:`.teams` which teams of kids can scavenge which toys;
* :mod:`.moves` the moves, as values;
* :mod:`.turn` the words of the turn (kid statuses, steps, phases) and each kind of move,
  declared once (notation, legality, effect, legal moves) in the order of the turn, and the turn
  table :data:`~.turn.TURNS`;
* :mod:`.rules` the zones, the turn and the end, and the starting position a record's header
  describes;
* :mod:`.fast` the quick paths: the random player's odds, declared kind by kind, and the same
  random player fused into one pass (the same moves from the same draws), behind random
  playouts and the guided search's rollouts;
* :mod:`.header` the record header, declared; :mod:`.examples` the example plays in
  ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""


from ..core.game import About, GameInfo, Information
from . import narrate
from .determinize import determinize
from .header import HEADER
from .options import VARIANTS, Rules
from .rules import HumanTrophiesState, new_game, state_from_record
from .setup import Fixed
from .teams import assign_teams, takeable_sets

__all__ = ["GAME", "VARIANTS", "Fixed", "HumanTrophiesState", "Rules", "assign_teams",
           "new_game", "state_from_record", "takeable_sets"]

GAME = GameInfo(
    name="human_trophies", title="Human Trophies", state_from_record=state_from_record,
    about=About(
        designers="an unnamed fan of the Precocious web comic", year="first draft, undated",
        players="2 to 8 (2 to 7 without jokers)", time="not given by the designer",
        components="a standard 52-card deck, with its two jokers if you like",
        licence="Creative Commons Attribution-ShareAlike 3.0, the licence of the Precocious "
        "Wiki (Fandom) where it was published",
        licence_url="https://creativecommons.org/licenses/by-sa/3.0/"),
    narrate=narrate,
    information=Information.IMPERFECT, determinize=determinize, players_by="count",
    shuffle_key="seed", variants=VARIANTS,
    setup=HEADER.offered('jokers', 'extra-cards'))
