#!/bin/sh
# Makes puzzles.txt, the starter set of puzzles the service ships (see README.md here).
# Run from the repository's root after `cargo build --release -p gipf-cli`; about ten
# minutes on two cores. The output depends only on the seeds: the same file every time.
set -eu
gipf=${GIPF:-target/release/gipf}
out=crates/gipf-manager/data/puzzles.txt
{
    echo "# gipfbot's starter puzzles, made by crates/gipf-manager/data/make-puzzles.sh."
    echo "# One a line: <kind>|<position>|<line>|<rating>|<source> (gipf_engine::puzzle)."
    "$gipf" puzzles generate --variant standard --games 600 --seed 1 --jobs 2
    "$gipf" puzzles generate --variant tournament --games 200 --seed 1 --jobs 2
    "$gipf" puzzles generate --variant basic --games 150 --seed 1 --jobs 2
    "$gipf" puzzles generate --variant standard+potentials --games 40 --seed 1 --jobs 2
} > "$out"
"$gipf" puzzles verify "$out"
