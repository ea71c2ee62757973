#!/usr/bin/env bash
# The project's own mutation test: how many plausible single-substitution bugs the test suite kills.
#   Scripts/mutate.sh              # every mutant in Scripts/mutants.json (about 30 s each)
#   Scripts/mutate.sh ID …         # only these
#   Scripts/mutate.sh --check      # fast: every mutant still applies (what CI runs)
#   MUTANT_CLEAN=1 Scripts/mutate.sh   # every mutant from an empty build directory (about 40 s each)
# Each entry of Scripts/mutants.json is one substitution in one source file, found by a substring
# that must occur exactly once (so the list survives refactors; --check fails when it does not).
# In a scratch copy of the working tree, for each mutant: apply it, build the tests, run the whole
# suite with a timeout, restore. A mutant is killed when a test fails, the suite times out, or it
# does not compile (reported apart). Survivors are built and run again from a clean build
# directory, so that a stale incremental build can never pass for a surviving mutant; with
# MUTANT_CLEAN=1 every mutant is, so that a stale build cannot fake a kill either. The report,
# a Markdown table, is printed and written to .build/mutants.md.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

if [ "${1:-}" = "--check" ]; then
    python3 - <<'PYTHON'
import json, sys
mutants = json.load(open("Scripts/mutants.json"))
errors = []
ids = set()
for m in mutants:
    if m["id"] in ids: errors.append(f"{m['id']}: listed twice")
    ids.add(m["id"])
    count = open(m["file"]).read().count(m["find"])
    if count != 1: errors.append(f"{m['id']}: the substring occurs {count} times in {m['file']}, not once")
    if m["find"] == m["replace"]: errors.append(f"{m['id']}: the substitution changes nothing")
if len(mutants) < 80: errors.append(f"only {len(mutants)} mutants; the list keeps at least 80")
print("\n".join(errors) if errors else f"mutants: all {len(mutants)} apply")
sys.exit(1 if errors else 0)
PYTHON
    exit
fi

source Scripts/scratch-copy.sh

python3 - "$root" "$work" "$@" <<'PYTHON'
import json, os, shutil, subprocess, sys, time

root, work, only = sys.argv[1], sys.argv[2], set(sys.argv[3:])
mutants = json.load(open(os.path.join(root, "Scripts/mutants.json")))
if only:
    mutants = [m for m in mutants if m["id"] in only]
timeout = int(os.environ.get("MUTANT_TIMEOUT", "600"))
always_clean = os.environ.get("MUTANT_CLEAN") == "1"

def build():
    return subprocess.run(["swift", "build", "--build-tests"], cwd=work, capture_output=True, text=True).returncode == 0

def suite():
    """The failing tests' names, or None when every test passed; 'timeout' on a timeout."""
    try:
        # MutantListTests checks that the lists apply to the sources, which a planted mutant
        # changes: it would kill every mutant, so it is not part of the judging suite.
        run = subprocess.run(["swift", "test", "--skip-build", "--skip", "MutantListTests"], cwd=work,
                             capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ["timeout"]
    if run.returncode == 0:
        return None
    failed = sorted({line.split("Test Case '")[1].split("'")[0] for line in run.stdout.splitlines()
                     if line.startswith("Test Case '") and line.rstrip().endswith(")") and "' failed (" in line})
    if failed:
        return failed
    # No failed test case: the test process stopped (a trap or a signal). Say how.
    output = (run.stdout + run.stderr).splitlines()
    reason = next((line.strip() for line in output if "Fatal error" in line or "signal" in line.lower() or "error:" in line), None)
    return [(reason or f"the suite exited with {run.returncode}")[:100].replace("|", "/")]

def outcome(mutant, clean):
    path = os.path.join(work, mutant["file"])
    original = open(path).read()
    if original.count(mutant["find"]) != 1:
        sys.exit(f"{mutant['id']}: the substring must occur exactly once in {mutant['file']}")
    open(path, "w").write(original.replace(mutant["find"], mutant["replace"]))
    try:
        if clean:
            shutil.rmtree(os.path.join(work, ".build"), ignore_errors=True)
        if not build():
            return "does not compile", []
        failed = suite()
        return ("survived", []) if failed is None else ("killed", failed)
    finally:
        open(path, "w").write(original)

if not build() or suite() is not None:
    sys.exit("the unmodified sources must build and pass every test")

rows, counts = [], {"killed": 0, "survived": 0, "does not compile": 0}
for mutant in mutants:
    start = time.time()
    result, failed = outcome(mutant, clean=always_clean)
    if result == "survived" and not always_clean:
        result, failed = outcome(mutant, clean=True)
    counts[result] += 1
    first = failed[0] if failed else "—"
    rows.append(f"| `{mutant['id']}` | {mutant['layer']} | {result} | {len(failed)} | `{first}` |")
    print(rows[-1], f"({time.time() - start:.0f} s)", flush=True)

report = ["| mutant | layer | result | failing tests | one of them |", "| --- | --- | --- | ---: | --- |"] + rows
report.append("")
compiled = counts["killed"] + counts["survived"]
score = 100.0 * counts["killed"] / compiled if compiled else 0
report.append(f"{len(rows)} mutants: {counts['killed']} killed, {counts['survived']} survived, "
              f"{counts['does not compile']} do not compile; {score:.1f} % of the compiling mutants killed.")
os.makedirs(os.path.join(root, ".build"), exist_ok=True)
open(os.path.join(root, ".build/mutants.md"), "w").write("\n".join(report) + "\n")
print(report[-1])
PYTHON
