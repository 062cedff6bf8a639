"""Small helpers the game tests share (pytest puts this folder on the import path)."""

from games.cli import main


def play(game, *moves):
    """Play the moves written ``moves`` (each checked by the rules) and return ``game``."""
    for move in moves:
        game.play(move)
    return game


def why(game, text):
    """Why the move written ``text`` is illegal now (None if it is legal)."""
    return game.why_illegal(game.parse_move(text))


def run(capsys, *argv):
    """Run the ``rulebook`` command with ``argv``: (exit status, standard output, error)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
