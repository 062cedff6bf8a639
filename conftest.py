"""Hypothesis profiles: few examples by default (``make test``), thousands with
``HYPOTHESIS_PROFILE=fuzz`` (``make fuzz``). A test that sets its own ``max_examples`` keeps it."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=30)
settings.register_profile("fuzz", max_examples=3000,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
