"""The one build step that puts the game's data inside the package.

Everything else about the package is declared in pyproject.toml. The
generators write to the checkout's top-level ``assets/`` (the one copy in the
repository, shipped in the sdist by MANIFEST.in); building a wheel copies the
files the game reads (``trappola_gui.resources.shipped_assets``) to
``trappola_gui/assets/`` in the wheel. An editable install copies nothing: the
game then reads the checkout's ``assets/`` directly.
"""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # the package's own selection, from this source tree

from trappola_gui.resources import shipped_assets  # noqa: E402

SOURCE = ROOT / "assets"
TARGET = Path("trappola_gui", "assets")


class build_py_with_assets(build_py):  # noqa: N801 (setuptools names commands so)
    def _asset_mapping(self) -> dict[str, str]:
        if not SOURCE.is_dir():
            raise SystemExit(f"assets/ is missing beside {Path(__file__).name}: the package would not run")
        out = Path(self.build_lib) / TARGET
        return {str(out / rel): str(SOURCE / rel) for rel in shipped_assets(SOURCE)}

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        # pip builds in the checkout's build/ and reuses it: start from an empty folder, so a file
        # the generators no longer make does not ship from an earlier build.
        shutil.rmtree(Path(self.build_lib) / TARGET, ignore_errors=True)
        for target, source in self._asset_mapping().items():
            self.mkpath(str(Path(target).parent))
            self.copy_file(source, target, preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        if self.editable_mode:  # the base class lists get_output_mapping() then
            return super().get_outputs(include_bytecode)
        return [*super().get_outputs(include_bytecode), *self._asset_mapping()]

    def get_output_mapping(self) -> dict[str, str]:
        return {**super().get_output_mapping(), **self._asset_mapping()}


setup(cmdclass={"build_py": build_py_with_assets})
