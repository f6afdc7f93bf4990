"""FrameSolver beside Yoga, Taffy and kiwi: one interleaved run, one table (see tools/bench-peers).

1. Shape check: at a small size every peer's frames are compared with FrameSolver's (printed by
   `framesolver bench layout --frames`), node by node in pre-order, so that every row of the
   table times the same layout. A mismatch stops the run.
2. Rounds: in each round, for each size and workload, FrameSolver (a `bench layout` process,
   its medians of --runs) and then each peer (--runs runs in this process, median) are timed
   one after the other, so that a noisy moment on the shared machine hits every column alike.
   The table shows the median over rounds.
3. The table goes to standard output and, with the raw numbers, to docs/benchmarks/DATE.md.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from peers import PEERS  # noqa: E402

WORKLOADS = ["flat", "deep", "list"]


def ours_frames(framesolver, workload, n, engine):
    """FrameSolver's frames for the peers' nodes: a box's inner Color is not a peer node."""
    out = subprocess.run(
        [framesolver, "bench", "layout", "--frames", "--engine", engine, "--workload", workload, "--nodes", str(n)],
        check=True, capture_output=True, text=True).stdout
    documents = [json.loads(line) for line in out.splitlines() if line.strip()]
    result = []
    for document in documents:
        views = document["views"]
        kinds = {view["path"]: view["kind"] for view in views}
        frames = []
        for view in views:
            parent = view["path"].rsplit(".", 1)[0] if "." in view["path"] else None
            if parent is not None and kinds[parent] == "frame":
                continue
            frames.append(tuple(float(view[k]) for k in ("x", "y", "width", "height")))
        result.append(frames)
    return result


def check_shapes(framesolver, n):
    """Every peer's frames equal FrameSolver's at `n` nodes (Taffy computes in f32: 1e-3)."""
    for workload in WORKLOADS:
        negotiation, constraints = ours_frames(framesolver, workload, n, "both")
        for name, frames in [("constraints", constraints)] + [(p, run_peer_frames(p, workload, n)) for p in PEERS]:
            if len(frames) != len(negotiation):
                sys.exit(f"shape check: {name} {workload} has {len(frames)} nodes, FrameSolver {len(negotiation)}")
            for i, (mine, theirs) in enumerate(zip(negotiation, frames)):
                if any(abs(a - b) > 1e-3 for a, b in zip(mine, theirs)):
                    sys.exit(f"shape check: {name} {workload} node {i}: {theirs}, FrameSolver {mine}")
        print(f"shape check: {workload} at {n} nodes: yoga, taffy, kiwi and the constraint engine lay out FrameSolver's frames", file=sys.stderr)


def run_peer_frames(name, workload, n):
    peer = PEERS[name](workload, n)
    peer.layout(1000)
    return peer.frames()


def in_big_stack(function):
    """Runs `function` on a thread with a 1 GB stack: the deep chain recurses 100,000 levels
    in the peers' native code."""
    box = {}

    def target():
        try:
            box["value"] = function()
        except BaseException as error:  # noqa: BLE001 - re-raised on the caller's thread
            box["error"] = error

    threading.stack_size(1 << 30)
    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


def time_peer(name, workload, n, runs):
    """Medians over `runs` fresh trees: first layout at 1000, re-layouts at 800 and 1200, and
    1200 again with nothing changed (the shape of `framesolver bench layout`)."""
    first, relayout, noop = [], [], []
    for _ in range(runs):
        peer = PEERS[name](workload, n)
        clock = time.perf_counter_ns
        start = clock(); peer.layout(1000); first.append(clock() - start)
        for width in (800, 1200):
            start = clock(); peer.layout(width); relayout.append(clock() - start)
        start = clock(); peer.layout(1200); noop.append(clock() - start)
        del peer
    return {"firstNsPerNode": statistics.median(first) / n, "relayoutNsPerNode": statistics.median(relayout) / n,
            "noopMicroseconds": statistics.median(noop) / 1000, "runs": runs}


def time_ours(framesolver, workload, n, runs, engine, budget, encoding):
    """One `framesolver bench layout` cell; the constraint engine's rows are keyed by encoding
    ("constraints" for the default relation program, "constraints regions" for the other)."""
    out = subprocess.run(
        [framesolver, "bench", "layout", "--format", "json", "--engine", engine, "--workload", workload,
         "--nodes", str(n), "--runs", str(runs), "--budget", str(budget), "--encoding", encoding],
        check=True, capture_output=True, text=True).stdout
    def tool(row):
        if row["engine"] != "constraints" or row.get("encoding", "relations") == "relations":
            return row["engine"]
        return "constraints " + row["encoding"]
    return {tool(row): row for row in json.loads(out)["results"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--framesolver", required=True, help="the framesolver binary (release)")
    parser.add_argument("--nodes", default="1000,10000,100000", help="sizes in peer nodes")
    parser.add_argument("--workload", default="flat,deep,list")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds; the table shows their median")
    parser.add_argument("--runs", type=int, default=5, help="runs per tool, cell and round; each reports its median")
    parser.add_argument("--constraints-nodes", default="1000,4000", help="sizes at which the constraint engine runs (and kiwi)")
    parser.add_argument("--encodings", default="relations",
                        help="the constraint engine's programs to time, comma-separated: relations (the default), regions")
    parser.add_argument("--kiwi-runs", type=int, default=1, help="kiwi's runs per cell (it takes seconds per cell)")
    parser.add_argument("--budget", type=float, default=120, help="passed to bench layout --budget")
    parser.add_argument("--check-nodes", type=int, default=21, help="the size of the shape check")
    parser.add_argument("--output", help="the dated result file (default docs/benchmarks/DATE-peers.md)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.nodes.split(",")]
    constraint_sizes = [int(s) for s in args.constraints_nodes.split(",")] if args.constraints_nodes else []
    workloads = args.workload.split(",")
    encodings = args.encodings.split(",")
    check_shapes(args.framesolver, args.check_nodes)

    cells = {}  # (tool, workload, n) -> list of per-round results
    for round_index in range(args.rounds):
        for n in sorted(set(sizes) | set(constraint_sizes)):
            for workload in workloads:
                engine = "both" if n in constraint_sizes else "negotiation"
                if n not in sizes:
                    engine = "constraints"
                for index, encoding in enumerate(encodings):
                    if index > 0 and n not in constraint_sizes:
                        break
                    timed = engine if index == 0 else "constraints"
                    for tool, row in time_ours(args.framesolver, workload, n, args.runs, timed, args.budget, encoding).items():
                        cells.setdefault((tool, workload, row["peerNodes"]), []).append(row)
                peer_n = n if workload != "list" else 1 + 5 * ((n - 1) // 5)
                for name in ["yoga", "taffy"] + (["kiwi"] if n in constraint_sizes and round_index == 0 else []):
                    if name != "kiwi" and n not in sizes:
                        continue
                    runs = args.kiwi_runs if name == "kiwi" else args.runs
                    row = in_big_stack(lambda: time_peer(name, workload, peer_n, runs))
                    cells.setdefault((name, workload, peer_n), []).append(row)
                print(f"round {round_index + 1}: {workload} {n} timed", file=sys.stderr)

    def median(tool, workload, n, key):
        rows = cells.get((tool, workload, n))
        if not rows:
            return None
        values = [r[key] for r in rows if r.get(key) is not None]
        return statistics.median(values) if values else None

    def fmt(value, digits=0):
        return "-" if value is None else f"{value:,.{digits}f}"

    def ratio(a, b):
        return "-" if a is None or b is None or b == 0 else f"{a / b:.2f}x"

    lines = []
    keys = sorted({(w, n) for (_, w, n) in cells}, key=lambda k: (workloads.index(k[0]), k[1]))
    lines.append("| workload | nodes | what | FrameSolver | Yoga | Taffy | FS / Yoga | FS / Taffy |")
    lines.append("|---|---:|---|---:|---:|---:|---:|---:|")
    for workload, n in keys:
        for key, label, digits in [("firstNsPerNode", "first layout, ns/node", 0), ("relayoutNsPerNode", "width change, ns/node", 0),
                                   ("noopMicroseconds", "nothing changed, us", 1)]:
            ours = median("negotiation", workload, n, key)
            yoga_value, taffy_value = median("yoga", workload, n, key), median("taffy", workload, n, key)
            if ours is None and yoga_value is None:
                continue
            lines.append(f"| {workload} | {n:,} | {label} | {fmt(ours, digits)} | {fmt(yoga_value, digits)} | {fmt(taffy_value, digits)} | "
                         f"{ratio(ours, yoga_value)} | {ratio(ours, taffy_value)} |")
        peak = median("negotiation", workload, n, "peakRSSMegabytes")
        if peak is not None:
            lines.append(f"| {workload} | {n:,} | peak RSS, MB (negotiation) | {fmt(peak, 0)} | | | | |")
    lines.append("")
    lines.append("| workload | nodes | encoding | constraints first ns/node | compile / load / solve / map-back ms | warm re-solve ns/node | kiwi first ns/node | kiwi / constraints | constraints / negotiation first | warm re-solve / negotiation re-layout |")
    lines.append("|---|---:|---|---:|---|---:|---:|---:|---:|---:|")
    for workload, n in keys:
        for encoding in encodings:
            tool = "constraints" if encoding == "relations" else "constraints " + encoding
            first = median(tool, workload, n, "firstNsPerNode")
            if first is None:
                continue
            phases = " / ".join(fmt(median(tool, workload, n, k), 2) for k in
                                ["compileMilliseconds", "loadMilliseconds", "solveMilliseconds", "mapBackMilliseconds"])
            warm = median(tool, workload, n, "relayoutNsPerNode")
            kiwi_first = median("kiwi", workload, n, "firstNsPerNode")
            lines.append(f"| {workload} | {n:,} | {encoding} | {fmt(first)} | {phases} | {fmt(warm)} | {fmt(kiwi_first)} | {ratio(kiwi_first, first)} | "
                         f"{ratio(first, median('negotiation', workload, n, 'firstNsPerNode'))} | {ratio(warm, median('negotiation', workload, n, 'relayoutNsPerNode'))} |")
    table = "\n".join(lines)
    print(table)

    now = datetime.datetime.now(datetime.timezone.utc)
    output = args.output or os.path.join("docs", "benchmarks", now.strftime("%Y-%m-%d-%H%M") + "-peers.md")
    encoding = ", ".join(encodings) + (" (relations: the default)" if len(encodings) > 1 else "")
    header = (f"# FrameSolver beside Yoga, Taffy and kiwi, {now.strftime('%Y-%m-%d %H:%M')} UTC\n\n"
              f"`tools/bench-peers {' '.join(sys.argv[3:])}` on {platform.machine()}, {os.cpu_count()} cores (shared), Python {platform.python_version()}; "
              f"{args.rounds} interleaved rounds, each tool's median of {args.runs} runs per round (kiwi {args.kiwi_runs}), median over rounds. "
              f"ns/node divides by the peers' node count. Constraint engine encodings: {encoding}.\n\n")
    raw = {f"{tool} {workload} {n}": rows for (tool, workload, n), rows in sorted(cells.items())}
    with open(output, "w") as file:
        file.write(header + table + "\n\n<details><summary>Raw numbers (every round)</summary>\n\n```json\n"
                   + json.dumps(raw, indent=1, sort_keys=True) + "\n```\n</details>\n")
    print(f"written: {output}", file=sys.stderr)


if __name__ == "__main__":
    main()
