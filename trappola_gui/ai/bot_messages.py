"""What an external bot reads (``docs/bot-protocol.md``): an observation as JSON, every card in the
notation of docs/rules.md, and the protocol's version."""

from __future__ import annotations

from trappola_gui.engine.observation_json import observation_to_json

__all__ = ["PROTOCOL_VERSION", "observation_to_json"]

PROTOCOL_VERSION = 1
