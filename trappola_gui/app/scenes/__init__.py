"""The scenes: menu, deal, play, score, settings, rules, statistics."""
