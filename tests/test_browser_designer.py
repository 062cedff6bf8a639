"""The designer's edition in a real browser: the tests of browser_checks.py, one file an edition
so that each edition gets a test worker of its own."""

from browser_checks import (  # noqa: F401 (fixtures and tests, collected here)
    book,
    browser,
    tab,
    test_every_page_loads_cleanly_and_fits_a_phone,
    test_every_viewer_steps_with_buttons_slider_and_keys,
    test_the_book_has_pages_and_viewers,
    test_the_viewer_without_script_shows_the_start,
)

EDITION = "designer"
