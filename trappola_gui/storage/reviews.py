"""Reviews kept on disk: a finished review of a deal, so that a second look is instant.

Each review is a small JSON file under the data folder, ``reviews/review-<digest>.json``,
named by a digest the window makes of the deal record, the seat, the seed and the
review's format. Reading checks the file's own format and digest; what the review
says is checked by whoever reads it (``ai.review.review_from_json``). Writing is best
effort (a full disk only costs the wait again) and keeps the newest 200.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .atomic import atomic_write_json, read_json
from .errors import StorageError

REVIEW_CACHE_FORMAT = "trappola-review-cache/1"
REVIEWS_DIR = "reviews"
REVIEWS_KEPT = 200  # the oldest go first
_READ_LIMIT = 4 * 1024 * 1024


def review_path(data_dir: Path, digest: str) -> Path:
    return data_dir / REVIEWS_DIR / f"review-{digest[:40]}.json"


def read_review(data_dir: Path, digest: str) -> Any:
    """The kept review of ``digest`` as JSON data, or None when there is none or the file is not one."""
    try:
        data = read_json(review_path(data_dir, digest), limit=_READ_LIMIT)
    except StorageError:
        return None
    if not isinstance(data, dict) or data.get("format") != REVIEW_CACHE_FORMAT or data.get("digest") != digest:
        return None
    return data.get("review")


def keep_review(data_dir: Path, digest: str, review_json: Any) -> None:
    """Keep a review for the next look, and drop the oldest beyond the newest 200; never raises."""
    path = review_path(data_dir, digest)
    try:
        atomic_write_json(path, {"format": REVIEW_CACHE_FORMAT, "digest": digest, "review": review_json})
        kept = sorted(path.parent.glob("review-*.json"), key=lambda p: p.stat().st_mtime)
        for old in kept[:-REVIEWS_KEPT]:
            old.unlink(missing_ok=True)
    except (StorageError, OSError):
        pass
