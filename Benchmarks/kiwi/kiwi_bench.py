#!/usr/bin/python3
"""Times kiwisolver on a constraint system (the same format as kiwi_solve.py, one system).

Reads {"variables": N, "constraints": [...], "change": index, "delta": d, "runs": r} from stdin.
Prints {"cold": [ms...], "incremental": [ms...]}: a cold solve (add every constraint, update the
variables), and a change of one constraint's constant (kiwi has no constant update: the
constraint is removed and added again with the new constant), each timed `runs` times.
"""
import json
import signal
import sys
import time

import kiwisolver as kiwi


def build(system, variables):
    made = []
    for c in system["constraints"]:
        expr = c["constant"]
        for var, coefficient in c["terms"]:
            expr = expr + coefficient * variables[var]
        op = c["op"]
        constraint = (expr <= 0) if op == "<=" else (expr >= 0) if op == ">=" else (expr == 0)
        made.append(constraint | c["strength"])
    return made


def with_constant(system, index, constant, variables):
    c = dict(system["constraints"][index])
    c["constant"] = constant
    return build({"constraints": [c]}, variables)[0]


class OutOfTime(Exception):
    pass


def out_of_time(signum, frame):
    raise OutOfTime()


def main():
    system = json.load(sys.stdin)
    runs = system.get("runs", 5)
    cold, incremental = [], []
    # kiwi's cold solve grows faster than linearly; give up after a budget rather than stall make bench.
    budget = system.get("budget", 0)
    if budget:
        signal.signal(signal.SIGALRM, out_of_time)
        signal.alarm(budget)
    try:
        run(system, runs, cold, incremental)
    except OutOfTime:
        json.dump({"cold": cold, "incremental": incremental, "timeout": budget}, sys.stdout)
        return
    signal.alarm(0)
    json.dump({"cold": cold, "incremental": incremental}, sys.stdout)


def run(system, runs, cold, incremental):
    for _ in range(runs):
        variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
        constraints = build(system, variables)
        t0 = time.perf_counter()
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        cold.append((time.perf_counter() - t0) * 1000)
        index, base = system["change"], system["constraints"][system["change"]]["constant"]
        current = constraints[index]
        for step in range(1, 6):
            replacement = with_constant(system, index, base + system["delta"] * step, variables)
            t0 = time.perf_counter()
            solver.removeConstraint(current)
            solver.addConstraint(replacement)
            solver.updateVariables()
            incremental.append((time.perf_counter() - t0) * 1000)
            current = replacement


if __name__ == "__main__":
    main()
