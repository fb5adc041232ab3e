// The fitted tables, as `gipf winprob` prints them (the runs are in the engine's README):
// written from its output, not by hand.

/// `gipf winprob --variant standard --games 300 --jobs 2 --seed 1` (depth 5).
const CLASSIC_KNOTS: [(i32, f64); 27] = [
    (-693, 0.0050), (-436, 0.0522), (-329, 0.0712), (-271, 0.0960),
    (-234, 0.1291), (-208, 0.1686), (-174, 0.2020), (-133, 0.2715),
    (-106, 0.3046), (-79, 0.3642), (-49, 0.3752), (-33, 0.4089),
    (-19, 0.4462), (-5, 0.4694), (4, 0.5091), (16, 0.5094),
    (30, 0.5480), (45, 0.6026), (88, 0.6426), (122, 0.7136),
    (139, 0.7252), (164, 0.7318), (196, 0.8212), (235, 0.8387),
    (318, 0.9238), (450, 0.9487), (696, 0.9950),
];

/// `gipf winprob --variant standard+potentials --games 300 --jobs 2 --seed 1 --samples a.csv`
/// then `--games 700 --first 300` (the same seed, games 300-999) `--samples b.csv`, fitted
/// together with `--from a.csv --from b.csv` (depth 2).
const POTENTIALS_KNOTS: [(i32, f64); 34] = [
    (-945, 0.0050), (-660, 0.0126), (-538, 0.0636), (-442, 0.0867),
    (-367, 0.1258), (-284, 0.1728), (-222, 0.2197), (-175, 0.2944),
    (-134, 0.3258), (-108, 0.3494), (-80, 0.4301), (-59, 0.4430),
    (-47, 0.4560), (-36, 0.4682), (-26, 0.4748), (-15, 0.4755),
    (-4, 0.5030), (7, 0.5278), (17, 0.5377), (27, 0.5523),
    (39, 0.6003), (70, 0.6007), (116, 0.6684), (143, 0.7046),
    (185, 0.7421), (232, 0.8193), (271, 0.8384), (317, 0.8550),
    (371, 0.8841), (437, 0.9212), (516, 0.9291), (610, 0.9828),
    (730, 0.9940), (1026, 0.9950),
];

/// Each level's rating on the strengths' scale, weakest first: intermediate at 1500, the
/// differences from the results of the strengths' fit games (below; the levels at their fit
/// budget, `gipf_cli::winprob::level_settings`).
const LEVEL_RATINGS: [f64; 5] = [606.3, 1094.6, 1500.0, 2245.9, 2646.2];

/// `gipf winprob --variant standard --matchups ...` on 4800 games of the levels, fitted
/// together with `--from` (the engine's README has the runs and the calibration per
/// strength).
const CLASSIC_STRENGTHS: Strengths = Strengths {
    temperature: Cow::Borrowed(&[
        (606.3, 0.6334), (1094.6, 0.5822), (1500.0, 0.6135), (2245.9, 1.0688), (2646.2, 1.4577),
    ]),
    per_400: 2.1340,
    per_400_by_logit: -0.1324,
};
