"""The designer's edition in a real browser (the tests are in browser_checks.py; one file an
edition, so that each gets a test worker of its own)."""

from browser_checks import *  # noqa: F403 (its fixtures and tests, collected here)

EDITION = "designer"
