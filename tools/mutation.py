"""A sampled mutation test of one game's rules, on demand (not in CI).

    .venv/bin/python tools/mutation.py forbidden-island --mutants 100 --seed 1

Cosmic Ray (the `mutation` extra) lists every mutant of the game's ``rules.py``; a fixed
seed picks ``--mutants`` of them and the others are marked skipped, as Cosmic Ray's own
filters do. Each mutant is applied to a copy of the committed tree (``git archive`` of
``--ref``, so the work tree, and whoever is editing it, is never touched) and that game's
own tests run against it, fastest files first, stopping at the first failure. The game's
bot tests are left out: they measure a bot, not the rules, and take most of the time.

It prints the score and writes ``mutation-<game>.md`` (``--out``): every surviving mutant
with its diff, to be killed by a new test or listed as equivalent.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cosmic_ray.work_db import WorkDB, use_db
from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkResult

ROOT = Path(__file__).resolve().parent.parent
# Files run last: they play many whole games, the rulebook tests fail faster.
SLOW_LAST = ("test_properties.py",)
LEFT_OUT = ("test_bot.py",)


def game_test_files(package: str) -> list[str]:
    folder = ROOT / "tests" / "games" / package
    names = sorted(p.name for p in folder.glob("test_*.py") if p.name not in LEFT_OUT)
    names.sort(key=lambda name: (name in SLOW_LAST, not name.startswith("test_rulebook")))
    return [f"tests/games/{package}/{name}" for name in names]


def pytest_command(package: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "pytest",
        "-x",
        "-q",
        "-p",
        "no:xdist",
        "-p",
        "no:cacheprovider",
        *game_test_files(package),
    ]


def write_config(tree: Path, command: list[str], package: str, timeout: float) -> Path:
    config = tree / "mutation.toml"
    config.write_text(
        "[cosmic-ray]\n"
        f'module-path = "src/meeple/games/{package}/rules.py"\n'
        f"timeout = {timeout}\n"
        "excluded-modules = []\n"
        f"test-command = {shlex.join(command)!r}\n"
        "\n[cosmic-ray.distributor]\n"
        'name = "local"\n',
        encoding="utf-8",
    )
    return config


def export(ref: str, tree: Path) -> None:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)


def sample(session: Path, mutants: int, seed: int) -> int:
    """Keep ``mutants`` work items, picked by ``seed`` from a stable order; skip the rest."""
    with use_db(str(session), WorkDB.Mode.open) as db:
        items = sorted(
            db.work_items,
            key=lambda item: [
                (str(m.module_path), m.operator_name, m.occurrence) for m in item.mutations
            ],
        )
        keep = {item.job_id for item in random.Random(seed).sample(items, min(mutants, len(items)))}
        skip = [item.job_id for item in items if item.job_id not in keep]
        db.set_multiple_results(
            skip, WorkResult(output="not sampled", worker_outcome=WorkerOutcome.SKIPPED)
        )
        return len(items)


def report(session: Path, game: str, total: int, seed: int, out: Path) -> tuple[int, int]:
    killed = 0
    survivors: list[str] = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            if result.worker_outcome == WorkerOutcome.SKIPPED:
                continue
            if result.test_outcome == TestOutcome.SURVIVED:
                mutation = item.mutations[0]
                survivors.append(
                    f"### {mutation.operator_name} #{mutation.occurrence}, line"
                    f" {mutation.start_pos[0]}\n\n```diff\n{result.diff}\n```\n"
                )
            else:
                killed += 1
    run = killed + len(survivors)
    lines = [
        f"# Mutation test of {game}: {killed} of {run} sampled mutants killed"
        f" ({100 * killed / max(run, 1):.1f}%)",
        "",
        f"{run} of {total} mutants, seed {seed}. Survivors:",
        "",
        *survivors,
    ]
    out.write_text("\n".join(lines), encoding="utf-8")
    return killed, run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a game id, e.g. forbidden-island")
    parser.add_argument("--mutants", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ref", default="HEAD", help="the git revision to test")
    parser.add_argument(
        "--timeout", type=float, default=60.0, help="seconds a test run, at least 3x the baseline"
    )
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    package = args.game.replace("-", "_")
    if not (ROOT / "src" / "meeple" / "games" / package / "rules.py").exists():
        parser.error(f"no game {args.game!r} (no src/meeple/games/{package}/rules.py)")
    out = args.out or Path(f"mutation-{args.game}.md")
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="meeple-mutation-") as folder:
        tree = Path(folder)
        export(args.ref, tree)
        session = tree / "session.sqlite"
        # The copy's code comes first on the path, before the editable install's.
        env = {
            **os.environ,
            "PYTHONPATH": f"{tree / 'src'}{os.pathsep}{tree}",
            "MEEPLE_PURE_PYTHON": "1",  # mutants are made in the source: never run a build
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        }
        # The unmutated tests must pass, or every mutant would count as killed.
        command = pytest_command(package)
        baseline = time.monotonic()
        if subprocess.run(command, cwd=tree, env=env, capture_output=True).returncode:
            print(f"{args.game}'s tests fail on {args.ref} itself: fix them first")
            return 1
        timeout = max(args.timeout, 3 * (time.monotonic() - baseline))
        config = write_config(tree, command, package, timeout)
        cosmic = ["cosmic-ray", "--verbosity", "ERROR"]
        subprocess.run([*cosmic, "init", str(config), str(session)], cwd=tree, env=env, check=True)
        total = sample(session, args.mutants, args.seed)
        subprocess.run([*cosmic, "exec", str(config), str(session)], cwd=tree, env=env, check=True)
        killed, ran = report(session, args.game, total, args.seed, out)
    minutes = (time.monotonic() - started) / 60
    share = 100 * killed / max(ran, 1)
    print(
        f"{args.game}: {killed} of {ran} sampled mutants killed ({share:.1f}%),"
        f" {ran - killed} survived, of {total}; {minutes:.1f} min; survivors in {out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
