"""Small builders shared by the storage tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trappola_gui.engine import Match, Rules, match_to_json, shuffled_deck


def unfinished_match(seed: int = 1) -> Match:
    """A classic match whose first deal has one action played."""
    match = Match(Rules.variant_preset("classic"), first_dealer=0)
    deal = match.start_deal(shuffled_deck(seed))
    deal.apply(deal.legal_actions()[0])
    return match


def finished_deal_match(seed: int = 3) -> Match:
    """A classic match whose first deal was played to the end (first legal action each time)."""
    match = Match(Rules.variant_preset("classic"), first_dealer=0)
    deal = match.start_deal(shuffled_deck(seed))
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    return match


def meta(**extra: Any) -> dict[str, Any]:
    return {"human_seat": 0, "undo_used": False, "level": "normal", "seed": 1, **extra}


def match_record(seed: int = 1) -> dict[str, Any]:
    return match_to_json(unfinished_match(seed))


def aside_files(folder: Path, name: str) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.corrupt-"))


def deal_result(points, winner, tricks=(9, 9), declared=(0, 0), schneider=None, schwarz=None):
    """An engine ``DealResult`` with these deal points; a side with no trick is schneider if it had
    declared, schwarz if not (docs/rules.md 5), unless the lists are given."""
    from trappola_gui.engine import DealResult

    if schneider is None:
        schneider = [tricks[s] == 0 and declared[s] != 0 for s in (0, 1)]
    if schwarz is None:
        schwarz = [tricks[s] == 0 and declared[s] == 0 for s in (0, 1)]
    return DealResult(tuple(points), tuple(declared), (0, 0), (0, 0), tuple(points), tuple(tricks), winner,
                      tuple(schneider), tuple(schwarz))
