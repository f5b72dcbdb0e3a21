"""The shape of the code that ARCHITECTURE.md promises, checked on every run.

The layers themselves (imports point down only, each game alone) are import-linter
contracts in pyproject.toml, run by ``make lint``; these tests add what a contract does
not say as plainly: no module reaches itself through its imports, even through a
function-local import, and no function grows past what one reader can hold.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

import meeple

SOURCE = Path(meeple.__file__).parent
MAX_FUNCTION_LINES = 100


def test_no_import_cycle_among_the_modules_of_meeple() -> None:
    graph = grimp.build_graph("meeple", exclude_type_checking_imports=True)
    cycles = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            chain = graph.find_shortest_chain(importer=imported, imported=importer)
            if chain is not None:
                cycles.append(" -> ".join((importer, *chain)))
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def _functions(tree: ast.AST) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef)
    return [node for node in ast.walk(tree) if isinstance(node, kinds)]


def test_no_function_longer_than_100_lines() -> None:
    long = []
    for path in sorted(SOURCE.rglob("*.py")):
        for node in _functions(ast.parse(path.read_text(encoding="utf-8"))):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > MAX_FUNCTION_LINES:
                where = path.relative_to(SOURCE.parent)
                long.append(f"{where}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, "functions over 100 lines:\n" + "\n".join(long)
