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
