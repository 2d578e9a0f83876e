#!/usr/bin/python3
"""Solves constraint systems with kiwisolver (the reference Cassowary implementation).

Reads JSON from stdin: {"systems": [{"variables": N, "constraints": [{"terms": [[var, coefficient], ...],
"constant": c, "op": "<=" | "==" | ">=", "strength": s}, ...]}, ...]}.  Each constraint is
`sum(terms) + constant op 0`.  Constraints are added in order; a required one that cannot hold is
skipped, as the Swift solver does.  kiwi keeps part of a refused constraint's effect in its
tableau, so after a refusal the solver is rebuilt from the accepted constraints (a refused
constraint leaves no trace in UIKit, nor in the Swift solver).  Writes {"results": [{"values": [...], "skipped": [...]}, ...]}.
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    skipped = []
    accepted = []
    for index, c in enumerate(system["constraints"]):
        expr = c["constant"]
        for var, coefficient in c["terms"]:
            expr = expr + coefficient * variables[var]
        op = c["op"]
        constraint = (expr <= 0) if op == "<=" else (expr >= 0) if op == ">=" else (expr == 0)
        try:
            solver.addConstraint(constraint | c["strength"])
            accepted.append(constraint | c["strength"])
        except kiwi.UnsatisfiableConstraint:
            skipped.append(index)
            solver = kiwi.Solver()
            for a in accepted:
                solver.addConstraint(a)
    solver.updateVariables()
    return {"values": [v.value() for v in variables], "skipped": skipped}


def main():
    systems = json.load(sys.stdin)["systems"]
    json.dump({"results": [solve(s) for s in systems]}, sys.stdout)


if __name__ == "__main__":
    main()
