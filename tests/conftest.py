"""Hypothesis profiles: "ci" (derandomized, no example database) when the CI variable is
set, "default" otherwise; HYPOTHESIS_PROFILE=dev|default|ci|thorough overrides."""

import os

from hypothesis import HealthCheck, settings

_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

settings.register_profile("default", max_examples=25, **_COMMON)
settings.register_profile("ci", max_examples=25, derandomize=True, database=None, **_COMMON)
settings.register_profile("dev", max_examples=5, **_COMMON)
settings.register_profile("thorough", max_examples=500, **_COMMON)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "default")
)

# The strong (search) bot thinks 1 s a decision by default: the tests' games give it a few
# iterations instead, so a table of strong bots plays in seconds (tests/agents check 1 s).
os.environ.setdefault("MEEPLE_BOT_BUDGET", "8it")
