"""The drawing kit: widgets and colours (``ui``), the type scale and its faces (``typeface``),
text that never fails to draw (``text``), pictures of cards and tables (``picture``, ``card_strip``),
charts, and the game's window (``window``). It knows nothing of the game's rules or screens."""
