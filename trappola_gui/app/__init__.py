"""The pygame side, thin: rules live in the engine. ``main`` is the entry and ``app`` the
application that wires the rooms together: ``shell`` (what every scene stands on), ``table`` (the
deal, play and replay scenes and their parts), ``screens`` (everything around the table, and the
navigator that opens them), ``kit`` (the drawing kit), ``lang`` (the player's language) and
``tools`` (the tour and the self-test, loaded only when asked for)."""
