"""The figure catalogue: the shared catalogue of :mod:`games.core.catalogue`, for figures."""

from ..core.catalogue import catalogue

__all__ = ["catalogue"]
