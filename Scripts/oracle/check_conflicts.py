#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks with HiGHS that every conflict set AnchorageSolver reported on the oracle fixtures is
infeasible, and counts how many are irreducible (dropping any one member makes the rest feasible).

    ANCHORAGE_ORACLE_CONFLICTS=/tmp/conflicts.txt swift test --filter OracleTests
    python3 Scripts/oracle/check_conflicts.py /tmp/conflicts.txt

The dump lists, per rejected add, the new constraint and then its conflicts, in the fixture's
line format.
"""

import sys

from generate import Constraint, is_feasible, Ambiguous


def read(path):
    sets, current, header = [], None, None
    for line in open(path):
        fields = line.split()
        if not fields:
            continue
        if fields[0] == "conflict":
            header = (int(fields[1]), int(fields[2]), int(fields[4]), float(fields[6]))
            current = []
        elif fields[0] == "+":
            terms = [(float(fields[i]), int(fields[i + 1])) for i in range(6, len(fields), 2)]
            current.append(Constraint(int(fields[1]), terms, float(fields[5]), fields[4], None))
        elif fields[0] == "end":
            sets.append((header, current))
    return sets


def main():
    sets = read(sys.argv[1])
    infeasible = irreducible = ambiguous = 0
    for (system, cid, nvars, scale), members in sets:
        try:
            if is_feasible(nvars, members, scale):
                print("system %d constraint %d: the reported set is FEASIBLE" % (system, cid))
                continue
            infeasible += 1
            if all(is_feasible(nvars, members[:i] + members[i + 1:], scale) for i in range(len(members))):
                irreducible += 1
        except Ambiguous:
            ambiguous += 1
    print("%d conflict sets: %d infeasible (%d irreducible), %d numerically ambiguous"
          % (len(sets), infeasible, irreducible, ambiguous))
    sys.exit(0 if infeasible + ambiguous == len(sets) else 1)


if __name__ == "__main__":
    main()
