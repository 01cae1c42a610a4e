#!/usr/bin/env python3
"""Fails when a public top-level type of a module is missing from its catalog's Topics.

Usage: curation.py MODULE SYMBOL_GRAPH CATALOG
"""
import json
import pathlib
import re
import sys

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.func",
              "swift.var", "swift.let"}


def main():
    module, graph_path, catalog = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    graph = json.loads(graph_path.read_text())
    top_level = sorted({
        symbol["pathComponents"][0]
        for symbol in graph["symbols"]
        if len(symbol["pathComponents"]) == 1 and symbol["kind"]["identifier"] in TYPE_KINDS
        and not symbol["pathComponents"][0].startswith("_")
    })
    text = "\n".join(path.read_text() for path in catalog.glob("**/*.md"))
    listed = set(re.findall(r"^\s*-\s*``([^`/(]+)", text, re.MULTILINE))
    missing = [name for name in top_level if name.split("(")[0] not in listed]
    if missing:
        print(f"docs: {module}'s catalog does not list in its Topics: " + ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
