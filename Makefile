# The two commands of the README's Quick start: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP_PLAY := $(VENV)/.play-installed
STAMP_TEST := $(VENV)/.test-installed

.PHONY: play terminal test lint typecheck pytest bench clean browser services compiled

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_PLAY): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[compiled]'
	touch $@

$(STAMP_TEST): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[test,compiled,research]'
	touch $@ $(STAMP_PLAY)

# The hottest modules built with Cython (src/meeple/compiled.py): only those missing or
# older than their source; without a C compiler meeple runs them as Python. CI must build.
compiled: $(STAMP_PLAY)
	$(BIN)/python tools/compile_rules.py $(if $(CI),--require)

play: $(STAMP_PLAY) compiled
	$(BIN)/meeple serve

terminal: $(STAMP_PLAY) compiled
	$(BIN)/meeple play forbidden-island --players 2 --seats human,bot

# The browser tests drive Debian's Chromium; install it when it is missing.
CHROMIUM ?= /usr/bin/chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:
	@[ -x $(CHROMIUM) ] || { export DEBIAN_FRONTEND=noninteractive; \
	  $(SUDO) apt-get install -y -q chromium || \
	  { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium; }; }

# The storage tests talk to PostgreSQL on 127.0.0.1:5432; start it if it is installed
# but stopped.
services:
	@pg_isready -q -h 127.0.0.1 -p 5432 || { command -v pg_ctlcluster >/dev/null && \
	  $(SUDO) pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start; \
	  pg_isready -h 127.0.0.1 -p 5432; }

lint: $(STAMP_TEST)
	$(BIN)/ruff check src tests tools
	$(BIN)/ruff format --check src tests tools
	$(BIN)/lint-imports

typecheck: $(STAMP_TEST)
	$(BIN)/mypy

pytest: $(STAMP_TEST) compiled browser services
	$(BIN)/pytest -n auto

test: lint typecheck pytest

bench: $(STAMP_PLAY) compiled
	$(BIN)/meeple bench forbidden-island

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build src/meeple/_compiled.json
	find src -name '*.so' -delete
