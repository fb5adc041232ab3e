#![allow(clippy::unwrap_used)] // tests: a panic is the failure report
//! The rules crate against the spec: perft values, hand-built positions for every rule and
//! [convention] of RULES.md, property tests over random play, and fuzzed parsers.
//! One test binary, to keep link time down.

mod combining;
mod combining_props;
mod fuzz;
mod helpers;
mod perft;
mod potentials;
mod props;
mod reference;
mod reference_potentials;
mod rules;
