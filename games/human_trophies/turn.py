"""The words of the turn, shared by the rules and the random player.

A kid in a clubhouse is **ready** (upright), **busy** (tapped: turned sideways) or
**grounded** (face down). The steps the active player chooses come in a fixed order, and a
turn is always in one **phase**: someone is asked about Miss Monster, the active player acts,
someone is asked about interrupting a trick, or the game is over.
"""

READY, BUSY, GROUNDED = "ready", "busy", "grounded"
#: The steps of a turn the active player chooses, in the order they must come.
SCAVENGE, RECRUIT, BRIBE, TRICK = range(4)
STEP_NAMES = ("scavenging", "recruiting", "bribing", "tricking")
DETENTION, ACTIONS, INTERRUPTION, OVER = "detention", "actions", "interruption", "over"
#: Why no move can be made once the game is over (the victims deck is empty, or all passed).
GAME_OVER = "the game is over"
