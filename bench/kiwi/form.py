"""A1's peer: the same form kiwisolver (C++ Cassowary) builds and solves.

Usage: form.py INPUT.json RUNS
Reads the form (width, each label's content size, the row whose spacing changes) written by
`bench a1-input`, builds the same constraints Vellum's solver gets (with the same strengths:
UIKit priority p < 1000 -> 100^(p/250), required -> kiwi's required), solves, changes one
constant (remove and add the constraint) and solves again. Prints JSON: median seconds of each
step and the frames of the last run (to check both agree).
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    return kiwi.strength.required if priority >= 1000 else 100 ** (priority / 250)


def run(form):
    width = form["width"]
    labels = form["labels"]
    changed_row = form["changedRow"]
    start = time.perf_counter()
    solver = kiwi.Solver()
    root_w, root_h = kiwi.Variable("root.w"), kiwi.Variable("root.h")
    solver.addConstraint(root_w == width)
    views = []
    changed = None
    previous_bottom = None
    for row, (iw, ih) in enumerate(labels):
        lx, ly, lw, lh = (kiwi.Variable(f"l{row}.{n}") for n in "xywh")
        fx, fy, fw, fh = (kiwi.Variable(f"f{row}.{n}") for n in "xywh")
        top = (fy == 16) if previous_bottom is None else (fy == previous_bottom + 8)
        if row == changed_row:
            changed = (fy, previous_bottom)
        for c in [
            lx == 16,
            ly + lh / 2 == fy + fh / 2,
            fx >= lx + lw + 12,
            fx == 160,
            fx + fw == root_w - 16,
            top,
            fh == 28,
        ]:
            solver.addConstraint(c)
            if row == changed_row and c is top:
                changed_constraint = c
        # Content size: hugging 250 and compression 750 on each axis.
        for dim, length in [(lw, iw), (lh, ih)]:
            solver.addConstraint((dim <= length) | strength(250))
            solver.addConstraint((dim >= length) | strength(750))
        views.append((lx, ly, lw, lh, fx, fy, fw, fh))
        previous_bottom = fy + fh
    solver.addConstraint(root_h == previous_bottom + 16)
    solver.updateVariables()
    scratch = time.perf_counter() - start
    start = time.perf_counter()
    fy, prev = changed
    solver.removeConstraint(changed_constraint)
    solver.addConstraint(fy == prev + 20)
    solver.updateVariables()
    change = time.perf_counter() - start
    frames = []
    for lx, ly, lw, lh, fx, fy, fw, fh in views:
        frames += [[v.value() for v in (lx, ly, lw, lh)], [v.value() for v in (fx, fy, fw, fh)]]
    frames.append([0, 0, root_w.value(), root_h.value()])
    return scratch, change, frames


def main():
    form = json.load(open(sys.argv[1]))
    runs = int(sys.argv[2])
    results = [run(form) for _ in range(runs)]
    print(json.dumps({
        "scratch": statistics.median(r[0] for r in results),
        "change": statistics.median(r[1] for r in results),
        "frames": results[-1][2],
    }))


if __name__ == "__main__":
    main()
