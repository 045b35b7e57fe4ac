"""The table and its parts: the deal, play and replay scenes, each a ``table_view.TableView``
composed of parts (``table_turns``, ``table_commands``, ``table_facts``); where every card lies
(``layout``), the hand's input, the motion of the cards on a timeline, the words and figures
beside them (``table_hud``, ``hud``), the decision panel, the coach, and every sentence the
table says (``words``)."""
