//! The gipfbot service around the game manager: configuration, the local console, the load
//! benchmark. The binary (`src/main.rs`) wires them to the command line.

pub mod bench;
pub mod config;
pub mod console;
