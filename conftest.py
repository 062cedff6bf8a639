"""Hypothesis profiles: few examples by default (``make test``), thousands with
``HYPOTHESIS_PROFILE=fuzz`` (``make fuzz``). A test that sets its own ``max_examples`` or
``deadline`` keeps it. The deadline bounds each example against hangs: it is generous (5 s),
since other work may share the machine."""

import os
from datetime import timedelta

from hypothesis import HealthCheck, settings

DEADLINE = timedelta(seconds=5)
settings.register_profile("default", max_examples=30, deadline=DEADLINE)
settings.register_profile("fuzz", max_examples=3000, deadline=DEADLINE,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
