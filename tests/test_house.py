"""The house stays in order (docs/architecture.md): no module of the package grows past about 300
lines, no class past about 30 methods of its own, and a table scene stands on the table view
alone (Scene -> TableView -> the scene), its jobs in the view's parts."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "trappola_gui"
GENERATED = {"ai/closed_weights.py"}  # fitted numbers, written by a script
MAX_LINES = 310  # "about 300"
MAX_METHODS = 33  # "about 30"


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).as_posix() not in GENERATED)


def test_no_module_is_over_about_300_lines() -> None:
    long = {p.relative_to(PACKAGE).as_posix(): n for p in modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these by job: {long}"


def test_no_class_has_more_than_about_30_methods_of_its_own() -> None:
    crowded = {}
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                methods = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
                if len(methods) > MAX_METHODS:
                    crowded[f"{path.relative_to(PACKAGE).as_posix()}:{node.name}"] = len(methods)
    assert not crowded, f"give these parts: {crowded}"


def test_a_table_scene_stands_on_the_table_view_alone() -> None:
    from trappola_gui.app.shell.scene import Scene
    from trappola_gui.app.table.deal_scene import DealScene
    from trappola_gui.app.table.play_scene import PlayScene
    from trappola_gui.app.table.replay import ReplayScene
    from trappola_gui.app.table.table_view import TableView

    for scene in (DealScene, PlayScene, ReplayScene):
        ours = [c for c in scene.__mro__ if c.__module__.startswith("trappola_gui")]
        assert ours == [scene, TableView, Scene]
