"""The screens around the table: the menu, New match, the settings, the rules pages, the score
and the match's end, the match sheet, the review of a deal, the statistics, and the question
asked before a new match abandons one in progress.

Screens open one another only through the navigator (``navigation.py``, the one place that knows
which class serves which screen); a screen's module is imported when it first opens, so the
first menu frame waits for none of the others.
"""
