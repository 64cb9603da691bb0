#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Solves chosen fixture systems again, level by level, with a chosen slack between levels.

The generator fixes each level at its optimum plus 1e-9 x scale before solving the next one
down, to leave room for HiGHS's own tolerances; a lower level can exploit that room. With the
slack at zero, this prints what the exact lexicographic optimum is for each check, beside the
fixture's figures, to tell the oracle's imprecision from the solver's.

Usage:
    python3 Scripts/oracle/recheck.py --slack 0 --systems 470,1238 \
        [--fixtures Tests/SolverTests/Fixtures/oracle-systems.txt]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402  (the generator's LP model and HiGHS call)


def optimum(nvars, constraints, scale, slack):
    """[(level, violation)] from the highest level down, each level fixed with `slack`."""
    required = [c for c in constraints if c.required]
    levels = sorted({c.level for c in constraints if not c.required}, reverse=True)
    fixed, answer = [], []
    for level in levels:
        soft = [c for c in constraints if c.level == level]
        value, _ = generate.solve_level(nvars, required, soft, fixed)
        value = max(0.0, value)
        answer.append((level, value))
        fixed.append((soft, value + slack * max(scale, value)))
    return answer


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--slack", type=float, default=0.0)
    parser.add_argument("--systems", required=True, help="comma-separated system indices")
    parser.add_argument("--fixtures", default="Tests/SolverTests/Fixtures/oracle-systems.txt")
    args = parser.parse_args()
    wanted = {int(s) for s in args.systems.split(",")}
    active = False
    for line in open(args.fixtures):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        if f[0] == "system":
            index, nvars, scale = int(f[1]), int(f[4]), float(f[8])
            present, edits, check = {}, {}, 0
            active = index in wanted
            continue
        if not active:
            continue
        if f[0] == "+":
            level = None if f[2] == "R" else float(f[2])
            weight = 1.0 if f[2] == "R" else float(f[3])
            terms = [(float(f[i]), int(f[i + 1])) for i in range(6, len(f), 2)]
            present[int(f[1])] = generate.Constraint(int(f[1]), terms, float(f[5]), f[4], level, weight)
        elif f[0] == "-":
            present.pop(int(f[1]))
        elif f[0] == "e":
            edits[int(f[1])] = [float(f[2]), float(f[3]), 0.0]
        elif f[0] == "s":
            edits[int(f[1])][2] = float(f[2])
        elif f[0] == "u":
            edits.pop(int(f[1]))
        elif f[0] == "=":
            check += 1
            constraints = list(present.values()) + [
                generate.Constraint(-1 - v, [(1.0, v)], -e[2], "eq", e[0], e[1]) for v, e in edits.items()
            ]
            print("system %d check %d fixture  %s" % (index, check, " ".join(f[1:])))
            answer = optimum(nvars, constraints, scale, args.slack)
            print("system %d check %d slack %g  %s" % (index, check, args.slack,
                                                      " ".join("%r:%r" % pair for pair in answer)))


if __name__ == "__main__":
    main()
