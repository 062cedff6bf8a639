"""The HTML book builds from clean with no warnings (broken refs, missing figures...)."""

import pytest


def test_html_build_has_no_warnings(html_book):
    if html_book.returncode != 0:
        pytest.fail(f"sphinx-build exited {html_book.returncode}:\n{html_book.output}",
                    pytrace=False)
