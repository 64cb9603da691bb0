#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates the solver's oracle fixtures: random constraint systems and their exact
lexicographic optima, computed independently with SciPy's HiGHS, plus kiwisolver's verdict on
the systems with one optional level.

Usage (see README.md next to this file):
    python3 Scripts/oracle/generate.py --seed 20261123 --count 2400 \
        --out Tests/SolverTests/Fixtures/oracle-systems.txt

Deterministic: the same seed, count and library versions give the same file byte for byte
(numbers are printed with repr, which round-trips). The format is documented in README.md.
"""

import argparse
import os
import pickle
import signal
import random
import sys

import numpy as np
import scipy
from scipy.optimize import linprog
from scipy.sparse import coo_matrix

try:
    import kiwisolver
except ImportError:  # kiwi is optional: without it the fixtures record "kiwi skip"
    kiwisolver = None

REQUIRED = "R"
LEVEL_POOL = [1.0, 2.0, 10.0, 250.0, 499.0, 500.0, 750.0, 999.0, 1000.0, 1e6, 0.5, 1e-3, 123.25, 5e8]
KIWI_SECONDS = 5
WEIGHT_POOL = [1.0, 1.0, 1.0, 2.0, 0.5, 3.0, 10.0, 0.25]


class Constraint:
    """sum(coef * x[var]) + constant REL 0, at `level` (None = required) with `weight`."""

    __slots__ = ("cid", "terms", "constant", "rel", "level", "weight")

    def __init__(self, cid, terms, constant, rel, level, weight=1.0):
        merged = {}
        for coef, var in terms:
            merged[var] = merged.get(var, 0.0) + coef
        self.cid = cid
        self.terms = [(c, v) for v, c in sorted(merged.items()) if c != 0.0]
        self.constant = float(constant)
        self.rel = rel
        self.level = level
        self.weight = float(weight)

    @property
    def required(self):
        return self.level is None

    def value(self, x):
        return sum(c * x[v] for c, v in self.terms) + self.constant

    def violation(self, x):
        v = self.value(x)
        if self.rel == "eq":
            return abs(v)
        if self.rel == "le":
            return max(0.0, v)
        return max(0.0, -v)


# ---------------------------------------------------------------------------------------------
# The LP oracle


class Infeasible(Exception):
    pass


class Ambiguous(Exception):
    """HiGHS could not decide cleanly (numerical trouble): the system is discarded."""


def solve_level(nvars, hard, soft, fixed):
    """Minimizes sum(weight * violation) over `soft` subject to `hard` (required) constraints and
    the `fixed` levels above: each an (constraints, bound) pair whose weighted violation must stay
    within bound. Returns (optimum, x)."""
    rows, cols, vals, b_ub, b_eq = [], [], [], [], []
    eq_rows, eq_cols, eq_vals = [], [], []
    nextra = 0
    cost = {}

    def add_row(terms, constant, rel, extra):
        # terms . x + constant REL 0, extra = [(coef, column)] error columns
        nonlocal rows
        if rel == "eq":
            r = len(b_eq)
            for c, v in terms:
                eq_rows.append(r); eq_cols.append(v); eq_vals.append(c)
            for c, col in extra:
                eq_rows.append(r); eq_cols.append(col); eq_vals.append(c)
            b_eq.append(-constant)
        else:
            sign = 1.0 if rel == "le" else -1.0
            r = len(b_ub)
            for c, v in terms:
                rows.append(r); cols.append(v); vals.append(sign * c)
            for c, col in extra:
                rows.append(r); cols.append(col); vals.append(sign * c)
            b_ub.append(-sign * constant)

    def error_columns(c, bound_row):
        nonlocal nextra
        if c.rel == "eq":
            p, m = nvars + nextra, nvars + nextra + 1
            nextra += 2
            bound_row.extend([(c.weight, p), (c.weight, m)])
            return [(-1.0, p), (1.0, m)]
        e = nvars + nextra
        nextra += 1
        bound_row.append((c.weight, e))
        return [(-1.0 if c.rel == "le" else 1.0, e)]

    for c in hard:
        add_row(c.terms, c.constant, c.rel, [])
    for group, bound in fixed:
        bound_row = []
        for c in group:
            add_row(c.terms, c.constant, c.rel, error_columns(c, bound_row))
        r = len(b_ub)
        for coef, col in bound_row:
            rows.append(r); cols.append(col); vals.append(coef)
        b_ub.append(bound)
    objective_row = []
    for c in soft:
        add_row(c.terms, c.constant, c.rel, error_columns(c, objective_row))
    for coef, col in objective_row:
        cost[col] = cost.get(col, 0.0) + coef

    n = nvars + nextra
    cvec = np.zeros(n)
    for col, coef in cost.items():
        cvec[col] = coef
    bounds = [(None, None)] * nvars + [(0, None)] * nextra
    A_ub = coo_matrix((vals, (rows, cols)), shape=(len(b_ub), n)).tocsr() if b_ub else None
    A_eq = coo_matrix((eq_vals, (eq_rows, eq_cols)), shape=(len(b_eq), n)).tocsr() if b_eq else None
    res = linprog(cvec, A_ub=A_ub, b_ub=b_ub or None, A_eq=A_eq, b_eq=b_eq or None, bounds=bounds,
                  method="highs", options={"presolve": True})
    if res.status == 2:
        raise Infeasible()
    if res.status != 0:
        raise Ambiguous(res.message)
    return float(res.fun), res.x[:nvars]


def required_infeasibility(nvars, required):
    """The least total violation of the required constraints (0 when they can all hold)."""
    soft = [Constraint(c.cid, c.terms, c.constant, c.rel, 0.0, 1.0) for c in required]
    return solve_level(nvars, [], soft, [])[0]


def is_feasible(nvars, required, scale):
    """Whether the required constraints can all hold; raises Ambiguous near the boundary."""
    if not required:
        return True
    gap = required_infeasibility(nvars, required)
    if gap <= 1e-9 * scale:
        return True
    if gap >= 1e-3 * scale:
        return False
    raise Ambiguous("marginal infeasibility %r" % gap)


def lexicographic_optimum(nvars, constraints, scale):
    """[(level, violation)] from the highest level down, for every level present."""
    required = [c for c in constraints if c.required]
    levels = sorted({c.level for c in constraints if not c.required}, reverse=True)
    fixed = []
    answer = []
    for level in levels:
        soft = [c for c in constraints if c.level == level]
        try:
            opt, _ = solve_level(nvars, required, soft, fixed)
        except Infeasible:
            raise Ambiguous("level %r infeasible after fixing the levels above" % level)
        opt = max(0.0, opt)
        answer.append((level, opt))
        # Fix this level at its optimum, with room for HiGHS's own tolerances.
        fixed.append((soft, opt + 1e-9 * max(scale, opt)))
    return answer


# ---------------------------------------------------------------------------------------------
# kiwisolver on systems with one optional level


def kiwi_run(nvars, ops):
    """Replays `ops` in kiwi; returns the list of (accepted flags, per-check violation) or raises."""
    solver = kiwisolver.Solver()
    xs = [kiwisolver.Variable("x%d" % i) for i in range(nvars)]
    made = {}
    edits = {}
    checks = []
    verdicts = []

    def build(c):
        expr = sum((coef * xs[v] for coef, v in c.terms), kiwisolver.Expression([], c.constant)) \
            if c.terms else kiwisolver.Expression([], c.constant)
        if not isinstance(expr, kiwisolver.Expression):
            expr = kiwisolver.Expression([expr]) + 0
        k = {"eq": expr == 0, "le": expr <= 0, "ge": expr >= 0}[c.rel]
        return k | ("required" if c.required else c.weight)

    present = {}
    for op in ops:
        kind = op[0]
        if kind == "add":
            c = op[1]
            k = build(c)
            try:
                solver.addConstraint(k)
                made[c.cid] = k
                present[c.cid] = c
                verdicts.append(True)
            except kiwisolver.UnsatisfiableConstraint:
                verdicts.append(False)
        elif kind == "remove":
            solver.removeConstraint(made.pop(op[1]))
            del present[op[1]]
        elif kind == "edit":
            _, var, level, weight = op
            solver.addEditVariable(xs[var], weight)
            edits[var] = (level, weight, 0.0)
        elif kind == "suggest":
            _, var, value = op
            solver.suggestValue(xs[var], value)
            level, weight, _ = edits[var]
            edits[var] = (level, weight, value)
        elif kind == "unedit":
            solver.removeEditVariable(xs[op[1]])
            del edits[op[1]]
        elif kind == "check":
            solver.updateVariables()
            x = [v.value() for v in xs]
            total = 0.0
            for c in present.values():
                if not c.required:
                    total += c.weight * c.violation(x)
            for var, (level, weight, value) in edits.items():
                total += weight * abs(x[var] - value)
            required_ok = all(c.violation(x) <= 1e-6 * max(1.0, abs(c.constant))
                              for c in present.values() if c.required)
            checks.append((total, required_ok))
    return verdicts, checks


# ---------------------------------------------------------------------------------------------
# Random systems


class Builder:
    def __init__(self, rng, nvars, family):
        self.rng = rng
        self.nvars = nvars
        self.family = family
        self.ops = []
        self.next_id = 0
        self.levels = []
        self.edits = {}

    def pick_levels(self, count):
        self.levels = sorted(self.rng.sample(LEVEL_POOL, count), reverse=True)

    def strength(self):
        return self.rng.choice(self.levels), self.rng.choice(WEIGHT_POOL)

    def add(self, terms, constant, rel, required):
        if required:
            level, weight = None, 1.0
        else:
            level, weight = self.strength()
        c = Constraint(self.next_id, terms, constant, rel, level, weight)
        self.next_id += 1
        if not c.terms:
            return None
        self.ops.append(("add", c))
        return c

    def edit(self, var):
        level, weight = self.strength()
        self.ops.append(("edit", var, level, weight))
        self.edits[var] = (level, weight)

    def suggest(self, var, value):
        self.ops.append(("suggest", var, float(value)))


def layout_system(rng, b, boxes, conflicts):
    """Boxes laid out in rows inside a container whose width is an edit variable: four variables
    per box (left, top, width, height) plus the container's width and height."""
    W, H = 4 * boxes, 4 * boxes + 1
    L = lambda i: 4 * i
    T = lambda i: 4 * i + 1
    Wd = lambda i: 4 * i + 2
    Ht = lambda i: 4 * i + 3
    b.add([(1, W)], -rng.choice([0, 10, 100]), "ge", True)
    b.edit(W)
    b.suggest(W, rng.choice([320, 375, 768, 1024]))
    b.add([(1, H)], -rng.choice([480, 800]), "eq", rng.random() < 0.5)
    row = max(1, int(rng.choice([1, 2, 3, 5, 10])))
    for i in range(boxes):
        b.add([(1, Wd(i))], 0, "ge", True)
        b.add([(1, Ht(i))], 0, "ge", True)
        b.add([(1, L(i))], 0, "ge", True)
        b.add([(1, L(i)), (1, Wd(i)), (-1, W)], 0, "le", True)
        b.add([(1, T(i))], 0, "ge", rng.random() < 0.7)
        b.add([(1, T(i)), (1, Ht(i)), (-1, H)], 0, "le", rng.random() < 0.5)
        gap = rng.choice([0, 4, 8, 12])
        if i % row == 0:
            b.add([(1, L(i))], -gap, "eq", rng.random() < 0.6)
            if i >= row:
                b.add([(1, T(i)), (-1, T(i - row)), (-1, Ht(i - row))], -gap, rng.choice(["eq", "ge"]), rng.random() < 0.6)
            else:
                b.add([(1, T(i))], -gap, "eq", rng.random() < 0.5)
        else:
            b.add([(1, L(i)), (-1, L(i - 1)), (-1, Wd(i - 1))], -gap, rng.choice(["eq", "eq", "ge"]), rng.random() < 0.7)
            b.add([(1, T(i)), (-1, T(i - 1))], 0, "eq", rng.random() < 0.5)
            if rng.random() < 0.3:
                # centerY alignment: top + height/2 equal
                b.add([(1, T(i)), (0.5, Ht(i)), (-1, T(i - 1)), (-0.5, Ht(i - 1))], 0, "eq", rng.random() < 0.3)
        # preferred sizes, hugging and compression resistance at optional levels
        b.add([(1, Wd(i))], -rng.choice([20, 44, 60, 100, 150]), "eq", False)
        b.add([(1, Ht(i))], -rng.choice([20, 44, 60]), rng.choice(["eq", "le", "ge"]), rng.random() < 0.3)
        if rng.random() < 0.4:
            b.add([(1, Wd(i))], -rng.choice([10, 30]), "ge", False)
        if rng.random() < 0.3:
            b.add([(1, Ht(i)), (-rng.choice([0.5, 1.0, 2.0]), Wd(i))], 0, "eq", rng.random() < 0.3)
        if i > 0 and rng.random() < 0.3:
            j = rng.randrange(i)
            mult = rng.choice([1.0, 1.0, 0.5, 2.0, 1.5])
            b.add([(1, Wd(i)), (-mult, Wd(j))], 0, "eq", rng.random() < 0.3)
        if rng.random() < 0.15:
            b.add([(1, L(i)), (1, Wd(i)), (-1, W)], rng.choice([0, 8, 16]), "eq", False)
    for _ in range(conflicts):
        i = rng.randrange(boxes)
        kind = rng.randrange(3)
        if kind == 0:
            b.add([(1, Wd(i))], 5, "le", True)                      # width <= -5: with width >= 0
        elif kind == 1:
            b.add([(1, L(i)), (1, Wd(i)), (-1, W)], 1, "ge", True)    # overflows the container
        else:
            b.add([(1, H)], -(1000 + rng.randrange(100)), "ge", True)
            b.add([(1, H)], -rng.randrange(100, 500), "le", True)


def general_system(rng, b, nvars, conflicts):
    """A sparse random LP around a planted integer point, so the required part is feasible until
    conflicts are injected on purpose."""
    point = [rng.randint(-50, 50) for _ in range(nvars)]
    m = int(nvars * rng.choice([1.0, 1.5, 2.0]))
    for _ in range(m):
        k = min(nvars, rng.choice([1, 1, 2, 2, 3, 4, 5]))
        vars_ = rng.sample(range(nvars), k)
        terms = [(float(rng.choice([-9, -5, -3, -2, -1, 1, 2, 3, 4, 7])), v) for v in vars_]
        at_point = sum(c * point[v] for c, v in terms)
        required = rng.random() < 0.35
        rel = rng.choice(["eq", "le", "ge", "le", "ge"])
        if required:
            slack = rng.choice([0, 0, 1, 5, 20])
            if rel == "eq":
                constant = -at_point
            elif rel == "le":
                constant = -at_point - slack
            else:
                constant = -at_point + slack
        else:
            constant = -at_point + rng.randint(-40, 40)
        b.add(terms, constant, rel, required)
    for _ in range(conflicts):
        v = rng.randrange(nvars)
        other = rng.randrange(nvars)
        kind = rng.randrange(3)
        if kind == 0:
            b.add([(1, v)], -(point[v] + 100), "ge", True)
            b.add([(1, v)], -(point[v] - 100), "le", True)
        elif kind == 1:
            b.add([(1, v), (-1, other)], -3, "eq", True)
            b.add([(1, v), (-1, other)], 3, "eq", True)
        else:
            b.add([(2, v), (3, other)], -7, "le", True)
            b.add([(2, v), (3, other)], -9, "ge", True)


def chain_system(rng, b, nvars, conflicts):
    """A chain x[i+1] = x[i] + gap with many competing preferences per variable (degenerate
    pivots, ties within a level)."""
    b.add([(1, 0)], 0, "eq", True)
    for i in range(nvars - 1):
        gap = rng.choice([0, 1, 10])
        b.add([(1, i + 1), (-1, i)], -gap, rng.choice(["eq", "ge", "ge"]), rng.random() < 0.7)
    for _ in range(nvars):
        v = rng.randrange(nvars)
        b.add([(1, v)], -rng.randint(0, 5 * nvars), rng.choice(["eq", "le", "ge"]), False)
    for _ in range(conflicts):
        v = rng.randrange(1, nvars)
        b.add([(1, v)], 1, "le", True)
        b.add([(1, v), (-1, 0)], 1, "le", True)


def random_ops_tail(rng, b, nvars):
    """Edits, suggestions, removals and re-adds after the first check."""
    present = [op[1] for op in b.ops if op[0] == "add"]
    for _ in range(rng.randint(0, 3)):
        v = rng.randrange(nvars)
        if v not in b.edits:
            b.edit(v)
            b.suggest(v, rng.randint(-100, 400))
    for v in list(b.edits):
        if rng.random() < 0.7:
            b.suggest(v, rng.randint(-100, 1100))
    b.ops.append(("check",))
    removed = set()
    for c in rng.sample(present, min(len(present), rng.randint(0, max(1, len(present) // 3)))):
        b.ops.append(("remove", c.cid))
        removed.add(c.cid)
    for v in list(b.edits):
        if rng.random() < 0.3:
            b.ops.append(("unedit", v))
            del b.edits[v]
        elif rng.random() < 0.5:
            b.suggest(v, rng.randint(-50, 900))
    b.ops.append(("check",))
    return removed


def make_system(rng, index):
    family = rng.choices(["layout", "general", "chain"], weights=[5, 4, 1])[0]
    size_class = rng.random()
    if size_class < 0.8:
        nvars = rng.randint(3, 30)
    elif size_class < 0.97:
        nvars = rng.randint(31, 100)
    else:
        nvars = rng.randint(101, 300)
    nlevels = 1 if rng.random() < 0.35 else rng.randint(2, 8)
    conflicts = 0
    if rng.random() < 0.3:
        conflicts = rng.randint(1, 3) if nvars <= 100 else 1
    if family == "layout":
        boxes = max(1, (nvars - 2) // 4)
        nvars = 4 * boxes + 2
    b = Builder(rng, nvars, family)
    b.pick_levels(nlevels)
    if family == "layout":
        layout_system(rng, b, boxes, conflicts)
    elif family == "general":
        general_system(rng, b, nvars, conflicts)
    else:
        chain_system(rng, b, nvars, conflicts)
    b.ops.append(("check",))
    random_ops_tail(rng, b, nvars)
    # Shuffle the position of injected conflicts a little: they were appended last; move each
    # required add among the first part so conflicts also meet later constraints.
    return b


def replay(b):
    """Runs the oracle over the ops: decides each required add, answers each check."""
    nvars = b.nvars
    scale = max([1.0] + [abs(op[1].constant) for op in b.ops if op[0] == "add"]
                + [abs(op[2]) for op in b.ops if op[0] == "suggest"])
    present = {}
    edits = {}
    verdicts = []
    answers = []
    all_required = [op[1] for op in b.ops if op[0] == "add" and op[1].required]
    everything_feasible = is_feasible(nvars, all_required, scale)
    for op in b.ops:
        kind = op[0]
        if kind == "add":
            c = op[1]
            ok = True
            if c.required and not everything_feasible:
                ok = is_feasible(nvars, [p for p in present.values() if p.required] + [c], scale)
            verdicts.append(ok)
            if ok:
                present[c.cid] = c
        elif kind == "remove":
            present.pop(op[1], None)
        elif kind == "edit":
            edits[op[1]] = (op[2], op[3], 0.0)
        elif kind == "suggest":
            level, weight, _ = edits[op[1]]
            edits[op[1]] = (level, weight, op[2])
        elif kind == "unedit":
            del edits[op[1]]
        elif kind == "check":
            cs = list(present.values()) + [
                Constraint(-1, [(1.0, v)], -value, "eq", level, weight) for v, (level, weight, value) in edits.items()]
            answers.append(lexicographic_optimum(nvars, cs, scale))
    return scale, verdicts, answers


def fix_removals(b, verdicts):
    """Drops removals of constraints the oracle rejected (they were never added)."""
    rejected = set()
    i = 0
    for op in b.ops:
        if op[0] == "add":
            if not verdicts[i]:
                rejected.add(op[1].cid)
            i += 1
    b.ops = [op for op in b.ops if not (op[0] == "remove" and op[1] in rejected)]


def fmt(x):
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def write_system(out, index, b, scale, verdicts, answers, kiwi):
    nlevels = len(b.levels)
    out.write("system %d %s vars %d levels %d scale %s\n" % (index, b.family, b.nvars, nlevels, fmt(scale)))
    i = 0
    for op in b.ops:
        kind = op[0]
        if kind == "add":
            c = op[1]
            mark = "+" if verdicts[i] else "!"
            i += 1
            strength = REQUIRED if c.required else fmt(c.level)
            terms = " ".join("%s %d" % (fmt(coef), v) for coef, v in c.terms)
            out.write("%s %d %s %s %s %s %s\n" % (mark, c.cid, strength, fmt(c.weight), c.rel, fmt(c.constant), terms))
        elif kind == "remove":
            out.write("- %d\n" % op[1])
        elif kind == "edit":
            out.write("e %d %s %s\n" % (op[1], fmt(op[2]), fmt(op[3])))
        elif kind == "suggest":
            out.write("s %d %s\n" % (op[1], fmt(op[2])))
        elif kind == "unedit":
            out.write("u %d\n" % op[1])
        elif kind == "check":
            answer = answers.pop(0)
            out.write("= " + " ".join("%s:%s" % (fmt(level), repr(v)) for level, v in answer) + "\n")
    out.write("kiwi %s\n" % kiwi)
    out.write("end\n")


def in_child(work):
    """Runs `work` in a forked child: kiwi's C++ core can abort the whole process (an uncaught
    InternalSolverError), which must not take the generator down. Returns its result, or a word
    naming the failure."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)  # kiwi's abort message is expected; the verdict records it
        signal.alarm(KIWI_SECONDS)  # kiwi cycles or crawls on some systems: give up on them
        try:
            payload = pickle.dumps(("ok", work()))
        except Exception as error:
            payload = pickle.dumps(("raised", type(error).__name__))
        with os.fdopen(write, "wb") as pipe:
            pipe.write(payload)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
        return "timeout"
    if not data or status != 0:
        return "abort"
    kind, value = pickle.loads(data)
    return value if kind == "ok" else value


def kiwi_verdict(b, verdicts, answers, scale):
    if kiwisolver is None:
        return "skip"
    outcome = in_child(lambda: kiwi_run(b.nvars, b.ops))
    if isinstance(outcome, str):  # kiwi raised, or aborted the process ("objective is unbounded")
        return "disagree " + outcome
    kverdicts, kchecks = outcome
    if kverdicts != verdicts:
        return "disagree rejections"
    for (total, required_ok), answer in zip(kchecks, answers):
        expected = sum(v for _, v in answer)
        if not required_ok:
            return "disagree required"
        if abs(total - expected) > 1e-6 * max(scale, abs(expected)):
            return "disagree optimum"
    return "agree"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--count", type=int, default=2400)
    parser.add_argument("--out", default="Tests/SolverTests/Fixtures/oracle-systems.txt")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    discarded = 0
    stats = {"checks": 0, "rejections": 0, "kiwi": {}}
    with open(args.out, "w") as out:
        out.write("# AnchorageSolver oracle fixtures (format: Scripts/oracle/README.md)\n")
        out.write("# generated by Scripts/oracle/generate.py --seed %d --count %d; HiGHS via SciPy %s, kiwisolver %s\n"
                  % (args.seed, args.count, scipy.__version__, kiwisolver.__version__ if kiwisolver else "absent"))
        index = 0
        while index < args.count:
            b = make_system(rng, index)
            try:
                scale, verdicts, answers = replay(b)
                fix_removals(b, verdicts)
                scale, verdicts2, answers = replay(b)
                assert verdicts2 == verdicts
            except Ambiguous:
                discarded += 1
                continue
            if len(b.levels) == 1 or (len(b.levels) >= 1 and single_level(b)):
                kiwi = kiwi_verdict(b, verdicts, list(answers), scale)
            else:
                kiwi = "n/a"
            key = kiwi.split()[0]
            stats["kiwi"][key] = stats["kiwi"].get(key, 0) + 1
            stats["checks"] += len(answers)
            stats["rejections"] += verdicts.count(False)
            write_system(out, index, b, scale, verdicts, answers, kiwi)
            index += 1
            if index % 200 == 0:
                print("%d systems" % index, file=sys.stderr)
    print("systems %d, checks %d, rejected adds %d, discarded %d, kiwi %s"
          % (args.count, stats["checks"], stats["rejections"], discarded, stats["kiwi"]), file=sys.stderr)


def single_level(b):
    levels = {op[1].level for op in b.ops if op[0] == "add" and not op[1].required}
    levels |= {op[2] for op in b.ops if op[0] == "edit"}
    return len(levels) <= 1


if __name__ == "__main__":
    main()
