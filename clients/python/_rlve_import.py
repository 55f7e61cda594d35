"""Shared by the adapters: import rlve_client from next to this file, and read settings from the environment."""

from __future__ import annotations

import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
if _here not in sys.path:
    sys.path.insert(0, _here)

from rlve_client import RlveClient, RlveError, reward_of  # noqa: E402

__all__ = ["RlveClient", "RlveError", "reward_of", "setting", "default_client"]


def setting(name: str, given=None, default=None):
    """An adapter setting: the explicit value, else the RLVE_<NAME> environment variable, else default."""
    if given is not None:
        return given
    v = os.environ.get("RLVE_" + name.upper())
    return v if v not in (None, "") else default


_clients = {}


def default_client(url=None, token=None) -> RlveClient:
    """One shared client per (url, token) in this process."""
    key = (setting("url", url), setting("token", token))
    c = _clients.get(key)
    if c is None:
        c = _clients[key] = RlveClient(key[0], key[1])
    return c
