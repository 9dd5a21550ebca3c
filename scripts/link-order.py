#!/usr/bin/env python3
"""Writes a linker symbol-ordering file: the functions of one binary that a profile saw run.

usage: link-order.py CALLGRIND_OUT BINARY > ORDER

CALLGRIND_OUT is a callgrind profile recorded with `--demangle=no`; ORDER lists, one per line and
sorted (so the same profile always gives the same file), the symbol of every function callgrind
counted in BINARY. lld's `--symbol-ordering-file` then places those functions together (see
bench/build-cold-card.sh). Callgrind's format names an object with `ob=(id) path` and a function
with `fn=(id) name` the first time, and by its id alone after that.
"""
import os
import re
import sys

NAMED = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def executed_functions(profile, binary):
    """The names of the functions whose cost `profile` records inside `binary`."""
    objects, functions = {}, {}
    in_binary = False
    found = set()
    with open(profile, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            match = NAMED.match(line.rstrip("\n"))
            if not match:
                continue
            kind, identifier, name = match.groups()
            table = objects if kind.endswith("ob") else functions
            if name:
                table[identifier] = name
            if kind == "ob":
                path = objects.get(identifier)
                in_binary = bool(path) and os.path.exists(path) and os.path.samefile(path, binary)
            elif kind == "fn" and in_binary:
                symbol = functions[identifier].split("'")[0]  # callgrind marks recursion as name'2
                if not symbol.startswith("0x"):  # an address: no symbol to order
                    found.add(symbol)
    return sorted(found)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    profile, binary = sys.argv[1:]
    for symbol in executed_functions(profile, binary):
        print(symbol)


if __name__ == "__main__":
    main()
