"""The usage examples in docstrings are true."""

import doctest

import pytest

import meeple
import meeple.games.forbidden_island


@pytest.mark.parametrize("module", [meeple, meeple.games.forbidden_island])
def test_docstring_examples(module):
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0
