"""Trappola's card art, drawn in code: ``python build_scripts/make_art.py`` runs it.

The rooms, from the bottom up: ``svg`` (shapes and transforms, every number
through ``num``), ``palette`` and ``deck`` (colours, ranks, suits, pip
places), ``index_font`` (the corner indices' stroke font), ``figures``
(sleeves, closed hands, turned heads, rosettes), the Italian suit signs
with ``swords`` and ``batons`` (the Ace of Batons in ``baton_ace``), ``italian_numbers``,
the Italian courts' ``italian_court_parts`` and ``italian_headgear`` with
``italian_kings``, ``italian_cavalli`` (their horses in ``italian_horses``)
and ``italian_fanti`` (their coats in ``italian_doublets``), set in their
panels in ``italian_courts``, the French
``french_pips`` (signs, number cards, aces), the English-pattern courts'
``french_court_parts`` (the slanted divide, robes), ``french_heads``
(faces), ``french_headgear`` and ``french_attributes`` with ``french_kings``,
``french_queens`` and ``french_jacks``, assembled in ``french_faces``,
``card_faces`` (a whole face), ``backs``, ``felt`` (the table), ``icon``,
``svg_files`` (every SVG in order, written under an assets root) and
``render`` (PNG renders and contact sheets with pygame).

Only what pygame's NanoSVG rasteriser understands is written: paths, basic
shapes, groups with transforms, solid fills and strokes; no ``<text>``.
"""
