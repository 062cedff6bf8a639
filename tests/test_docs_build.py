"""The HTML book builds from clean with no warnings (broken refs, missing figures...)."""

import pytest
from html_book import html_book


def test_html_build_has_no_warnings(tmp_path_factory):
    book = html_book(tmp_path_factory)
    if book.returncode != 0:
        pytest.fail(f"sphinx-build exited {book.returncode}:\n{book.output}", pytrace=False)
