# The two commands of the README's Quick start: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP_PLAY := $(VENV)/.play-installed
STAMP_TEST := $(VENV)/.test-installed

.PHONY: play test lint typecheck pytest bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_PLAY): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e .
	touch $@

$(STAMP_TEST): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(STAMP_PLAY)

play: $(STAMP_PLAY)
	$(BIN)/meeple play forbidden-island --players 2 --seats human,bot

lint: $(STAMP_TEST)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(STAMP_TEST)
	$(BIN)/mypy

pytest: $(STAMP_TEST)
	$(BIN)/pytest -n auto

test: lint typecheck pytest

bench: $(STAMP_PLAY)
	$(BIN)/meeple bench forbidden-island

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
