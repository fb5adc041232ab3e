//! PNG sizes over positions from long random games (a tuning aid for the 100 KB budget;
//! timings are in `cargo bench -p gipf-render`).
fn main() {
    let mut state = 7u64;
    let mut rnd = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut sizes = Vec::new();
    let mut spent = std::time::Duration::ZERO;
    for game in 0..60 {
        let variant = gipf_rules::Variant::ALL[game % 3];
        let mut record = gipf_rules::Record::new(gipf_rules::Position::start(variant));
        while !record.current().is_over() && record.actions().len() < 300 {
            let moves = record.current().legal_actions();
            // Keep GIPF pieces where a removal allows it, so boards fill up.
            let keep: Vec<_> = moves
                .iter()
                .filter(|a| matches!(a, gipf_rules::Action::Remove { gipf, .. } if gipf.is_empty()))
                .copied()
                .collect();
            let pool = if keep.is_empty() { &moves } else { &keep };
            let a = pool[rnd(pool.len())];
            record.play(a).expect("legal");
            if record.actions().len().is_multiple_of(7) {
                let options = gipf_render::RenderOptions {
                    last_turn: record.last_turn_events(),
                    ..Default::default()
                };
                let t = std::time::Instant::now();
                let png = gipf_render::render(record.current(), &options).expect("render");
                spent += t.elapsed();
                sizes.push((
                    png.len(),
                    record.current().board().occupied().len(),
                    record.current().to_string(),
                ));
            }
        }
    }
    sizes.sort();
    let n = sizes.len();
    println!(
        "{n} boards; median {} bytes; max {} bytes ({} pieces): {}",
        sizes[n / 2].0,
        sizes[n - 1].0,
        sizes[n - 1].1,
        sizes[n - 1].2
    );
    println!(
        "render + encode: {:.2} ms per board on average",
        spent.as_secs_f64() * 1000.0 / n as f64
    );
    println!(
        "over 100 KB: {}",
        sizes.iter().filter(|s| s.0 > 100 * 1024).count()
    );
}
