"""One row per simulated game, written to and read from JSON lines, CSV or Parquet.

A row says what was played (game, seed, configuration, bots and their budgets, the
versions of meeple and of the game's rules) and how it ended (won, the seat ranked first,
the reason, steps, decisions, scores, returns, seconds). The format follows the file's
extension. JSON lines keep the values as they are; CSV and Parquet have flat columns, so
the configuration and the budgets (which differ from game to game) are JSON text there,
and in CSV every value that is not text is JSON too (``true``, ``null``, ``[1.0, 2.0]``).
Reading a file back gives the rows that were written, whatever its format.
"""

from __future__ import annotations

import csv
import importlib
import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from meeple import __version__
from meeple.engine.errors import InvalidConfig, MeepleError
from meeple.engine.registry import load
from meeple.sim.runner import GameResult, Summary

Row = dict[str, Any]

# Each column and its kind, in file order.
COLUMNS: tuple[tuple[str, str], ...] = (
    ("game", "text"),
    ("seed", "int"),
    ("config", "json"),
    ("bots", "texts"),
    ("budgets", "json"),  # one per seat; null until a bot takes a search budget
    ("won", "bool"),
    ("firsts", "ints"),  # competitive games: the seats sharing the first place
    ("reason", "text"),
    ("steps", "int"),
    ("decisions", "int"),
    ("scores", "floats"),
    ("returns", "floats"),
    ("seconds", "float"),
    ("meeple_version", "text"),
    ("rules_version", "int"),
)
NAMES = tuple(name for name, _ in COLUMNS)
FORMATS = {".jsonl": "JSON lines", ".csv": "CSV", ".parquet": "Parquet"}
INSTALL_HINT = "Parquet files need pyarrow: install meeple[research]"


def rows_of(summary: Summary, results: Iterable[GameResult]) -> list[Row]:
    """The rows of a run's games: ``summary`` says what was played, ``results`` how."""
    rules_version = load(summary.game).info.rules_version
    budgets: list[Any] = [None] * len(summary.bots)
    return [
        {
            "game": summary.game,
            "seed": result.seed,
            "config": dict(summary.config),
            "bots": list(summary.bots),
            "budgets": list(budgets),
            "won": result.won,
            "firsts": list(result.firsts) if result.firsts is not None else None,
            "reason": result.reason,
            "steps": result.steps,
            "decisions": result.decisions,
            "scores": list(result.scores) if result.scores is not None else None,
            "returns": list(result.returns),
            "seconds": result.seconds,
            "meeple_version": __version__,
            "rules_version": rules_version,
        }
        for result in results
    ]


def check_path(path: Path) -> str:
    """The format of a results file to write at ``path``, checked before any game runs."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        known = ", ".join(FORMATS)
        raise InvalidConfig(f"cannot tell the format of {str(path)!r}: end it with {known}")
    if not path.parent.is_dir():
        raise InvalidConfig(f"cannot write {str(path)!r}: no folder {str(path.parent)!r}")
    if path.is_dir():
        raise InvalidConfig(f"cannot write {str(path)!r}: it is a folder")
    if suffix == ".parquet":
        _pyarrow()
    return suffix


def write_rows(path: Path, rows: Sequence[Row]) -> None:
    """Write ``rows`` to ``path`` in the format its extension names."""
    suffix = check_path(path)
    if suffix == ".jsonl":
        with path.open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
    elif suffix == ".csv":
        with path.open("w", encoding="utf-8", newline="") as out:
            writer = csv.writer(out)
            writer.writerow(NAMES)
            for row in rows:
                writer.writerow(_csv_cell(row[name], kind) for name, kind in COLUMNS)
    else:
        pyarrow, parquet = _pyarrow()
        columns = {
            name: [_parquet_value(row[name], kind) for row in rows] for name, kind in COLUMNS
        }
        parquet.write_table(pyarrow.table(columns, schema=_schema(pyarrow)), str(path))


def read_rows(path: Path) -> list[Row]:
    """The rows of a results file; :class:`MeepleError` if it is missing, empty or not one."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        known = ", ".join(FORMATS)
        raise InvalidConfig(f"cannot tell the format of {str(path)!r}: end it with {known}")
    if not path.is_file():
        raise MeepleError(f"no results file {str(path)!r}")
    try:
        if suffix == ".jsonl":
            rows = _read_jsonl(path)
        elif suffix == ".csv":
            rows = _read_csv(path)
        else:
            rows = _read_parquet(path)
    except (OSError, ValueError, UnicodeDecodeError, csv.Error) as error:
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise MeepleError(f"cannot read {str(path)!r} as {FORMATS[suffix]}: {reason}") from None
    if not rows:
        raise MeepleError(f"{str(path)!r} holds no games")
    for number, row in enumerate(rows, 1):
        missing = [name for name in NAMES if name not in row]
        if missing:
            raise MeepleError(
                f"{str(path)!r} is not a meeple results file: row {number} has no {missing[0]}"
            )
    return rows


def _read_jsonl(path: Path) -> list[Row]:
    rows = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if not isinstance(row, dict):
                raise ValueError(f"line {number} is not an object")
            rows.append(row)
    return rows


def _read_csv(path: Path) -> list[Row]:
    with path.open(encoding="utf-8", newline="") as cells:
        reader = csv.DictReader(cells)
        missing = [name for name in NAMES if name not in (reader.fieldnames or ())]
        if reader.fieldnames is not None and missing:
            raise ValueError(f"no column {missing[0]}")
        return [{name: _csv_value(row[name], kind) for name, kind in COLUMNS} for row in reader]


def _read_parquet(path: Path) -> list[Row]:
    _, parquet = _pyarrow()
    try:
        table = parquet.read_table(str(path))
    except Exception as error:  # pyarrow raises its own ArrowInvalid (a ValueError) and more
        raise ValueError(str(error)) from None
    missing = [name for name in NAMES if name not in table.column_names]
    if missing:
        raise ValueError(f"no column {missing[0]}")
    return [
        {name: json.loads(row[name]) if kind == "json" else row[name] for name, kind in COLUMNS}
        for row in table.to_pylist()
    ]


def _csv_cell(value: Any, kind: str) -> str:
    return value if kind == "text" else json.dumps(value, ensure_ascii=False)


def _csv_value(cell: str | None, kind: str) -> Any:
    if cell is None:
        raise ValueError("a row is shorter than the header")
    if kind == "text":
        return cell
    return json.loads(cell)


def _parquet_value(value: Any, kind: str) -> Any:
    return json.dumps(value, ensure_ascii=False) if kind == "json" else value


def _pyarrow() -> tuple[Any, Any]:
    """pyarrow and its parquet module (imported by name: pyarrow ships no type hints)."""
    try:
        pyarrow = importlib.import_module("pyarrow")
        parquet = importlib.import_module("pyarrow.parquet")
    except ImportError:
        raise InvalidConfig(INSTALL_HINT) from None
    return pyarrow, parquet


def _schema(pyarrow: Any) -> Any:
    kinds = {
        "text": pyarrow.string(),
        "json": pyarrow.string(),
        "int": pyarrow.int64(),
        "float": pyarrow.float64(),
        "bool": pyarrow.bool_(),
        "texts": pyarrow.list_(pyarrow.string()),
        "floats": pyarrow.list_(pyarrow.float64()),
        "ints": pyarrow.list_(pyarrow.int64()),
    }
    return pyarrow.schema([(name, kinds[kind]) for name, kind in COLUMNS])


__all__ = ["COLUMNS", "FORMATS", "check_path", "read_rows", "rows_of", "write_rows"]
