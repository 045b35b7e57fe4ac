"""The running log turns over at its size limit: trappola.log, then .1 and .2, the oldest dropped."""

from __future__ import annotations

import logging

from trappola_gui.storage import AppPaths, setup_logging


def test_the_log_moves_to_dot_one_and_dot_two_and_the_oldest_goes(tmp_path):
    paths = AppPaths.under(tmp_path)
    logger = logging.getLogger("trappola_gui.test_log_rotation")
    logger.propagate = False
    handler = setup_logging(paths, logger=logger)
    handler.max_bytes = 400  # type: ignore[attr-defined]  # a small file, to turn over in a few lines
    try:
        for i in range(40):
            logger.info("line %02d %s", i, "x" * 40)
        handler.flush()
    finally:
        logger.removeHandler(handler)
        handler.close()
    log = paths.app_log
    files = sorted(p.name for p in log.parent.iterdir())
    assert files == ["trappola.log", "trappola.log.1", "trappola.log.2"]
    texts = [log.read_text(), log.with_name("trappola.log.1").read_text(), log.with_name("trappola.log.2").read_text()]
    assert all(0 < len(t) < 400 for t in texts)
    # Newest in trappola.log, the one before in .1, older in .2; nothing is cut within a line.
    numbers = [[int(line.split("line ")[1][:2]) for line in t.splitlines()] for t in texts]
    assert numbers[0][-1] == 39 and numbers[1][-1] == numbers[0][0] - 1 and numbers[2][-1] == numbers[1][0] - 1
