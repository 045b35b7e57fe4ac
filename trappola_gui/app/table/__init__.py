"""The table and its parts: the deal, play and replay scenes over one view (``table_view``,
``table_scene``), where every card lies (``layout``), the hand's input, the motion of the cards on
a timeline, the words and figures beside them (``table_hud``, ``hud``), the decision panel, the
coach, and every sentence the table says (``words``)."""
