#!/usr/bin/env bash
# Measures the conformance vectors' power as a mutation test of the vectors:
#   Scripts/vector-mutants.sh            # every misreading in Scripts/vector-mutants.json
#   Scripts/vector-mutants.sh ID …       # only these
#   Scripts/vector-mutants.sh --at-least 3   # what CI runs: fails when a misreading is caught by
#                                            # fewer than 3 vectors (or does not build)
# Each entry of Scripts/vector-mutants.json is one plausible misreading of a single rule of
# SPEC.md, as a substitution in the Swift sources (a substring that must occur exactly once, so the
# list survives refactors). For each, in a scratch copy of the working tree, the substitution is
# applied, the tool is rebuilt, and `keyboard-avoidance verify` runs the committed vectors against
# the misread library: the cases it reports are the vectors that catch the misreading. The report
# (a Markdown table, also written to .build/vector-mutants.md) lists how many vectors catch each;
# a misreading that no vector catches is a hole in the vectors. Takes about a second per misreading
# after the first build.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

source Scripts/scratch-copy.sh

python3 - "$root" "$work" "$@" <<'PYTHON'
import json, subprocess, sys, os

root, work, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
at_least = 0
if "--at-least" in arguments:
    position = arguments.index("--at-least")
    at_least = int(arguments[position + 1])
    del arguments[position:position + 2]
only = set(arguments)
mutants = json.load(open(os.path.join(root, "Scripts/vector-mutants.json")))
if only:
    mutants = [m for m in mutants if m["id"] in only]

def build():
    return subprocess.run(["swift", "build", "--product", "keyboard-avoidance"], cwd=work,
                          capture_output=True, text=True).returncode == 0

def caught():
    run = subprocess.run([os.path.join(work, ".build/debug/keyboard-avoidance"), "verify", "Vectors/conformance-vectors.json"],
                         cwd=work, capture_output=True, text=True)
    names = set()
    for line in run.stdout.splitlines():
        if line.startswith("mismatch: "):
            names.add(line[len("mismatch: "):].split(": ")[0])
    return names

if not build() or caught():
    sys.exit("the unmodified library must build and pass every vector")

rows, holes, short = [], 0, []
for mutant in mutants:
    path = os.path.join(work, mutant["file"])
    original = open(path).read()
    if original.count(mutant["find"]) != 1:
        sys.exit(f"{mutant['id']}: the substring must occur exactly once in {mutant['file']}")
    open(path, "w").write(original.replace(mutant["find"], mutant["replace"]))
    try:
        if build():
            names = caught()
            count = str(len(names))
            example = sorted(names)[0] if names else "—"
            holes += 0 if names else 1
            if len(names) < at_least: short.append(f"{mutant['id']} ({len(names)})")
        else:
            count, example = "does not build", "—"
            short.append(f"{mutant['id']} (does not build)")
    finally:
        open(path, "w").write(original)
    rows.append(f"| `{mutant['id']}` | §{mutant['spec']} | {mutant['misreading']} | {count} | `{example}` |")
    print(rows[-1], flush=True)

report = ["| misreading | SPEC | what it gets wrong | vectors that catch it | one of them |",
          "| --- | --- | --- | ---: | --- |"] + rows
report.append("")
report.append(f"{len(rows)} misreadings; {holes} caught by no vector.")
os.makedirs(os.path.join(root, ".build"), exist_ok=True)
open(os.path.join(root, ".build/vector-mutants.md"), "w").write("\n".join(report) + "\n")
print("\n".join(report[-1:]))
if short:
    sys.exit(f"caught by fewer than {at_least} vectors: " + ", ".join(short))
PYTHON
