# Sourced by the mutation scripts (Scripts/mutate.sh, Scripts/vector-mutants.sh): copies the working
# tree, without build directories or .git, to a scratch directory that is removed on exit, so that
# planting a mutant never touches the checkout. Sets `root` (the checkout) and `work` (the copy).
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar --exclude='./.build*' --exclude='./.git' --exclude='./Examples/*/.build' -cf - . | (cd "$work" && tar -xf -)
