#!/usr/bin/env bash
# Measures the conformance vectors' power as a mutation test of the vectors:
#   Scripts/vector-mutants.sh            # every misreading in Scripts/vector-mutants.json
#   Scripts/vector-mutants.sh ID …       # only these
#   Scripts/vector-mutants.sh --at-least 3   # fails when a misreading is caught by fewer than 3
#                                            # vectors (or does not build)
#   Scripts/vector-mutants.sh --sample 8 --at-least 3
#       # what CI runs: 8 misreadings, a different eight for every commit (chosen from the commit's
#       # hash, or VECTOR_MUTANTS_SEED), each measured afresh and required to match VECTORS.md's
#       # committed report exactly as well as reach 3. The whole list takes ~15 minutes on 2 cores,
#       # too long for CI's 20; the report is refreshed by running the whole list whenever the
#       # vectors or the misreadings change, and the sample keeps it honest.
#   Scripts/vector-mutants.sh --vectors random.json [ID …]
#       # verifies the misread library against another file (say `keyboard-avoidance random-vectors
#       # --count 20000 --seed 1 --output random.json`) instead of the committed vectors: how much
#       # random cases reach (VECTORS.md, "What the random cases reach"). Not compared with VECTORS.md's
#       # report; the report goes to .build/vector-mutants-random.md.
# Each entry of Scripts/vector-mutants.json is one plausible misreading of a single rule of
# SPEC.md, as a substitution in the Swift sources (a substring that must occur exactly once, so the
# list survives refactors). For each, in a scratch copy of the working tree, the substitution is
# applied, the tool is rebuilt, and `keyboard-avoidance verify` runs the committed vectors against
# the misread library: the cases it reports are the vectors that catch the misreading. The report
# (a Markdown table, also written to .build/vector-mutants.md) lists how many vectors catch each;
# a misreading that no vector catches is a hole in the vectors. Takes about a second per misreading
# after the first build.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

source Scripts/scratch-copy.sh

seed=${VECTOR_MUTANTS_SEED:-$(git rev-parse HEAD 2>/dev/null || echo 0)}

python3 - "$root" "$work" "$seed" "$caller" "$@" <<'PYTHON'
import json, subprocess, sys, os, re, random

root, work, seed, caller, arguments = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]

def option(name):
    if name not in arguments:
        return None
    position = arguments.index(name)
    value = int(arguments[position + 1])
    del arguments[position:position + 2]
    return value

def text_option(name):
    if name not in arguments:
        return None
    position = arguments.index(name)
    value = arguments[position + 1]
    del arguments[position:position + 2]
    return value

vectors = text_option("--vectors")
if vectors is not None:
    vectors = os.path.abspath(os.path.join(caller, vectors))  # relative to where the script was called
    if not os.path.isfile(vectors):
        sys.exit(f"--vectors: no such file: {vectors}")
at_least = option("--at-least") or 0
sample = option("--sample")
only = set(arguments)
mutants = json.load(open(os.path.join(root, "Scripts/vector-mutants.json")))
if only:
    mutants = [m for m in mutants if m["id"] in only]
# The committed report's count for each misreading, which a sampled measurement must reproduce.
committed = {}
for line in open(os.path.join(root, "VECTORS.md")):
    row = re.match(r"\| `([^`]+)` \| §[^|]* \|[^|]*\| ([^|]+) \|", line)
    if row:
        committed[row.group(1)] = row.group(2).strip()
if sample is not None:
    mutants = random.Random(seed).sample(mutants, min(sample, len(mutants)))
    print(f"sample of {len(mutants)} (seed {seed[:12]}): " + ", ".join(m["id"] for m in mutants), flush=True)

def build():
    # A large file (20,000 random cases, 140 MB) is mostly decoding, three times faster optimised;
    # the debug configuration keeps each rebuild to the changed file.
    optimised = ["-Xswiftc", "-O"] if vectors is not None else []
    return subprocess.run(["swift", "build", "--product", "keyboard-avoidance"] + optimised, cwd=work,
                          capture_output=True, text=True).returncode == 0

def caught():
    run = subprocess.run([os.path.join(work, ".build/debug/keyboard-avoidance"), "verify", vectors or "Vectors/conformance-vectors.json"],
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
            if sample is not None and vectors is None and committed.get(mutant["id"]) != count:
                short.append(f"{mutant['id']} ({count}, but VECTORS.md's report says {committed.get(mutant['id'], 'nothing')}: run the whole list)")
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
if vectors is not None:
    open(os.path.join(root, ".build/vector-mutants-random.md"), "w").write("\n".join(report) + "\n")
elif sample is None:
    open(os.path.join(root, ".build/vector-mutants.md"), "w").write("\n".join(report) + "\n")
print("\n".join(report[-1:]))
if short:
    sys.exit(f"caught by fewer than {at_least} vectors, or not as the report says: " + ", ".join(short))
PYTHON
