//! Benchmarks of the PÜNCT rules (run with `cargo bench -p gipf-punct`).

fn main() {}
