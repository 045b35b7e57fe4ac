"""The player's language: the catalogs and ``_()`` (``i18n``), and the names of cards, suits,
ranks, variants and levels in the six languages (``names``)."""
