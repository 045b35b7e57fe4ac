"""The package's layers: no import circle anywhere, and arrows only point down (app -> net -> ai -> engine).

Imports are read from the source (every ``import`` statement, at the top of a
module or inside a function, except those under ``if TYPE_CHECKING:``, which
never run), so an import hidden inside a function to dodge a circle still counts;
no circle may close through the ``TYPE_CHECKING`` imports either.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "trappola_gui"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def imports_of(path: Path, modules: set[str], type_only: bool = False) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if not type_only and _type_checking_only(node, parents):
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        for name in names:
            # The deepest module of ours this import names.
            while name and name not in modules:
                name = name.rsplit(".", 1)[0] if "." in name else ""
            if name and name != here:
                found.add(name)
    return found


def graph(type_only: bool = False) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (with ``type_only``, those under TYPE_CHECKING too)."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    modules = set(paths)
    edges = {m: imports_of(p, modules, type_only) for m, p in paths.items()}
    # A package's own __init__ re-exporting its modules is not a circle with them.
    for m in edges:
        edges[m] = {t for t in edges[m] if not (m.startswith(t + ".") and paths[t].name == "__init__.py")}
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if state.get(nxt) is None:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if state.get(node) is None:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_circle():
    cycle = find_cycle(graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_no_import_circle_even_through_type_only_imports():
    # A circle that exists only for the type checker still ties two rooms together: a newcomer
    # reading either must read both (the tour and the app were such a pair).
    cycle = find_cycle(graph(type_only=True))
    assert cycle is None, " -> ".join(cycle or [])


def test_arrows_point_down():
    layer = {"engine": 0, "ai": 1, "storage": 1, "art": 1, "net": 2, "app": 3}
    for module, targets in graph().items():
        parts = module.split(".")
        if len(parts) < 2 or parts[1] not in layer:
            continue
        for target in targets:
            tparts = target.split(".")
            if len(tparts) >= 2 and tparts[1] in layer:
                assert layer[tparts[1]] <= layer[parts[1]] or tparts[1] == parts[1], f"{module} imports {target}"
            assert parts[1] != "engine" or tparts[1] == "engine" or target == "trappola_gui", \
                f"the engine imports {target}"


def test_the_windows_rooms_stand_in_layers():
    # main.py (the command line, which may start the tools) and app.py on top, then the screens around
    # the table, the table, what every scene stands on (shell), and the drawing kit and the language at
    # the bottom; nothing of the runtime uses the tools (tour, self-test).
    rooms = {"main": 6, "tools": 5, "app": 4, "screens": 3, "table": 2, "shell": 1, "kit": 0, "lang": 0}

    def room(module: str) -> str | None:
        parts = module.split(".")
        return parts[2] if len(parts) >= 3 and parts[1] == "app" else None

    for module, targets in graph(type_only=True).items():
        here = room(module)
        if here is None:
            continue
        for target in targets:
            there = room(target)
            if there is None or there == here:
                continue
            assert rooms[there] < rooms[here] or (rooms[there] == rooms[here] and here != "tools"), \
                f"{module} imports {target}: an arrow up through the window's rooms"
