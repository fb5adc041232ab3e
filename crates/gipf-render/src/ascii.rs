//! An ASCII board for a terminal, in the official orientation: White (dot e1) at the bottom,
//! columns a..i from left to right. Dots show their names; spots show `.` or a piece letter
//! (`w`/`b` singles, `W`/`B` GIPF pieces); with potentials, loaded pieces `wT` (the kind's
//! letter), used potentials `wz`, and capped stacks `b^w` (the base, then the top cap's
//! colour and how many caps when more than one: `wD^w2`).

use gipf_rules::{Color, Content, Point, Position};

/// A spot's text: the piece letter, or the potentials' short form.
fn token(c: Content) -> String {
    let full = c.to_string();
    if !c.is_capped() {
        return full;
    }
    let base = gipf_rules::Content::uncapped(c.base()).to_string();
    let top = c.color().letter();
    if c.caps() == 1 {
        format!("{base}^{top}")
    } else {
        format!("{base}^{top}{}", c.caps())
    }
}

use crate::GameResult;
use gipf_i18n::{rules, t, Lang};

/// The board, a summary line per player, and whose decision it is (or, with `result`, how the
/// game ended off the board: resignation, time), in English (the `gipf` tool's output).
pub fn board(p: &Position, result: Option<&GameResult>) -> String {
    board_in(p, result, Lang::En)
}

/// [`board`] with its words in `lang` (the console's text board).
pub fn board_in(p: &Position, result: Option<&GameResult>, lang: Lang) -> String {
    // Screen row from skew coordinates: up a column is two rows, a step right is one row
    // down (direction (+1,0)) or up (direction (+1,+1)).
    const ROWS: usize = 17;
    const WIDTH: usize = 30;
    let mut grid = vec![vec![b' '; WIDTH + 6]; ROWS];
    for point in Point::all() {
        let row = (12 - (2 * point.y() - point.x())) as usize;
        let col = 1 + 3 * point.x() as usize;
        let cell = match point.spot() {
            Some(spot) => match p.content(spot) {
                Some(c) => format!(" {}", token(c)),
                None => " .".to_string(),
            },
            None => point.to_string(),
        };
        for (i, b) in cell.bytes().enumerate() {
            if let Some(slot) = grid[row].get_mut(col + i) {
                *slot = b;
            }
        }
    }
    let mut out = String::new();
    for line in grid {
        let text = String::from_utf8_lossy(&line);
        out.push_str(text.trim_end());
        out.push('\n');
    }
    // The colours' names padded to the same width, so that the columns line up.
    let names = [Color::Black, Color::White].map(|c| rules::color(c).render(lang));
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (c, name) in [Color::Black, Color::White].into_iter().zip(&names) {
        let pad = " ".repeat(width - name.chars().count());
        out.push_str(&t!(
            lang,
            "text-side",
            name = format!("{name}{pad}"),
            reserve = format!("{:>2}", p.reserve(c)),
            captured = format!("{:>2}", p.captured(c)),
            gipf = p.board().gipf_count(c)
        ));
        if p.has_potentials() {
            out.push_str("  ");
            out.push_str(&t!(lang, "text-hand", hand = p.hand(c).to_string()));
        }
        out.push('\n');
    }
    if p.has_potentials() {
        out.push_str(&t!(lang, "text-legend"));
        out.push('\n');
    }
    match result {
        Some(r) => out.push_str(&t!(
            lang,
            "text-wins",
            winner = rules::color_key(r.winner),
            reason = r.reason.as_str()
        )),
        None => out.push_str(&status_line_in(p, lang)),
    }
    out.push('\n');
    out
}

/// The pending use of stages `c` and `r`, in notation.
fn pending(p: &Position) -> String {
    p.pending_use().map(|a| a.to_string()).unwrap_or_default()
}

/// Who decides what, or the result, in English.
pub fn status_line(p: &Position) -> String {
    status_line_in(p, Lang::En)
}

/// Who decides what, or the result, in `lang`.
pub fn status_line_in(p: &Position, lang: Lang) -> String {
    use gipf_rules::Stage;
    let key = rules::color_key;
    let line = |id: &'static str, c: Color| t!(lang, id, color = key(c), other = key(c.other()));
    match p.stage() {
        Stage::Push => line("text-to-push", p.turn()),
        Stage::MoverRemoves => line("text-remove", p.turn()),
        Stage::OpponentRemoves => line("text-remove-after", p.turn().other()),
        Stage::PreMover => line("text-remove-before", p.turn()),
        Stage::PreOpponent => line("text-remove-before-other", p.turn().other()),
        Stage::Tamsk => line("text-tamsk", p.decider().unwrap_or(p.turn())),
        Stage::Challenge => t!(
            lang,
            "text-challenge",
            color = key(p.decider().unwrap_or(p.turn())),
            pending = pending(p)
        ),
        Stage::Referee => t!(lang, "text-referee", pending = pending(p)),
        Stage::Won(_) => p
            .outcome()
            .map(|o| rules::outcome(&o).render(lang))
            .unwrap_or_else(|| t!(lang, "text-game-over")),
    }
}

/// DVONN's board as text, row 5 at the top as the rulebook draws it: each stack as its
/// controller (`w`, `b`, `D` for a lone DVONN piece) and height, `*` when it holds a DVONN
/// piece; `.` a vacant space; then each player's score in `lang` (the console's text board;
/// the image says more).
pub fn dvonn_board(p: &gipf_dvonn::Position, lang: Lang) -> String {
    use gipf_dvonn::{Side, Space};
    let mut rows = vec![String::new(); 5];
    for s in Space::all() {
        // Half-cells from the left: a step along a row is two, a row up shifts by one.
        let h = (2 * s.x() - s.y() + 2) as usize;
        let token = match p.stack(s) {
            None => ".".to_string(),
            Some(st) => {
                let who = match st.controller {
                    Some(Side::First) => "w",
                    Some(Side::Second) => "b",
                    None => "D",
                };
                let mark = if st.dvonn && st.controller.is_some() {
                    "*"
                } else {
                    ""
                };
                format!("{who}{}{mark}", st.height)
            }
        };
        let line = &mut rows[4 - s.y() as usize];
        while line.len() < 3 * h {
            line.push(' ');
        }
        line.push_str(&token);
    }
    let mut out = String::new();
    for (i, line) in rows.iter().enumerate() {
        out.push_str(&format!("{} {line}\n", 5 - i));
    }
    let scores: Vec<String> = [(Color::White, Side::First), (Color::Black, Side::Second)]
        .into_iter()
        .map(|(c, side)| {
            let score = i64::from(p.score(side));
            format!(
                "{}: {}",
                rules::color(c).render(lang),
                t!(lang, "dvonn-panel-score", score = score)
            )
        })
        .collect();
    out.push_str(&scores.join(" · "));
    out.push('\n');
    out
}

/// TZAAR's board as text, in the official orientation (White's side, `e1`, at the bottom):
/// one line per row of the hexagon as TZAAR.md draws it, each stack as its type's letter
/// (upper case White's, lower case Black's) and its height from 2 up (`A`, `r3`), `.` a
/// vacant space, `*` the centre, which is no space; the row numbers beyond both ends of
/// each row and the column letters under the board; then a legend, each player's stacks
/// per type (and during the placement the pieces still to place), and whose action it is
/// or the result, in `lang` (the console's text board; the image says more).
pub fn tzaar_board(p: &gipf_tzaar::Position, lang: Lang) -> String {
    use gipf_tzaar::{Phase, PieceType, Side, Space};
    // Screen row from skew coordinates as in `board_in`; four characters per column after
    // three for the row numbers.
    const ROWS: usize = 17;
    const WIDTH: usize = 42;
    let row = |x: i32, y: i32| (12 - (2 * y - x)) as usize;
    let col = |x: i32| (3 + 4 * x) as usize;
    let mut grid = vec![vec![b' '; WIDTH]; ROWS];
    let mut put = |r: usize, c: usize, text: &str| {
        for (i, b) in text.bytes().enumerate() {
            if let Some(slot) = grid[r].get_mut(c + i) {
                *slot = b;
            }
        }
    };
    for s in Space::all() {
        let token = match p.stack(s) {
            None => ".".to_string(),
            Some(st) => {
                let letter = st.kind.letter();
                let letter = match st.owner {
                    Side::First => letter,
                    Side::Second => letter.to_ascii_lowercase(),
                };
                if st.height >= 2 {
                    format!("{letter}{}", st.height)
                } else {
                    letter.to_string()
                }
            }
        };
        put(row(s.x(), s.y()), col(s.x()), &token);
    }
    put(row(4, 4), col(4), "*");
    for n in 1..=9i32 {
        let (left, right) = if n <= 5 {
            ((0, n - 1), (8, n + 3))
        } else {
            ((n - 5, n - 1), (13 - n, 8))
        };
        put(row(left.0, left.1), col(left.0) - 3, &n.to_string());
        // Row 9 is `e9` alone: one number, on its left, as on the picture.
        if n < 9 {
            put(row(right.0, right.1), col(right.0) + 4, &n.to_string());
        }
    }
    let mut out = String::new();
    for line in grid {
        out.push_str(String::from_utf8_lossy(&line).trim_end());
        out.push('\n');
    }
    let mut letters = vec![b' '; WIDTH];
    for (x, l) in (b'a'..=b'i').enumerate() {
        letters[col(x as i32)] = l;
    }
    out.push_str(String::from_utf8_lossy(&letters).trim_end());
    out.push('\n');
    out.push_str(&t!(lang, "tzaar-board-legend"));
    out.push('\n');
    let names = [Color::White, Color::Black].map(|c| rules::color(c).render(lang));
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let types = PieceType::ALL.map(|k| gipf_i18n::tzaar::type_name(k).render(lang));
    let placement = p.phase() == Phase::Placement;
    for (side, name) in Side::BOTH.into_iter().zip(&names) {
        let pad = " ".repeat(width - name.chars().count());
        let counts: Vec<String> = PieceType::ALL
            .into_iter()
            .zip(&types)
            .map(|(k, type_name)| {
                let n = p.shown(side, k);
                // A type at zero has lost the game: said by a mark, not only by the number.
                let lost = if n == 0 && !placement { "!" } else { "" };
                format!("{type_name} {n}{lost}")
            })
            .collect();
        out.push_str(&format!("{name}:{pad} {}", counts.join(" · ")));
        if placement {
            let left: Vec<String> = PieceType::ALL
                .into_iter()
                .zip(&types)
                .map(|(k, type_name)| format!("{type_name} {}", p.unplaced(side, k)))
                .collect();
            out.push_str(&format!(
                " — {}: {}",
                t!(lang, "tzaar-board-to-place"),
                left.join(" · ")
            ));
        }
        out.push('\n');
    }
    out.push_str(&crate::tzaar::status(p, lang));
    out.push('\n');
    out
}

/// YINSH's board as text, in the official orientation (column `a` on the left, the
/// number-1 ends at the bottom on White's side) and YINSH.md §2's layout: one line per half
/// step, each point as `W`/`B` (a ring), `w`/`b` (a marker, that colour up) or `.` (vacant);
/// each number at the left end of its line and the column letters under the board; then a
/// legend, each player's removed rings of the goal's (during the placement the rings he
/// still places), the markers in the pool, and whose decision it is or the result, in `lang`
/// (the console's text board; the image says more).
pub fn yinsh_board(p: &gipf_yinsh::Position, lang: Lang) -> String {
    use gipf_yinsh::{Piece, Point, Side, Stage};
    // A line per half step down from `e10` and `g11`, four characters per column after three
    // for the numbers.
    const ROWS: usize = 19;
    const WIDTH: usize = 45;
    let row = |x: i32, n: i32| (16 + x - 2 * n) as usize;
    let col = |x: i32| (3 + 4 * x) as usize;
    let mut grid = vec![vec![b' '; WIDTH]; ROWS];
    let mut put = |r: usize, c: usize, text: &str| {
        for (i, b) in text.bytes().enumerate() {
            if let Some(slot) = grid[r].get_mut(c + i) {
                *slot = b;
            }
        }
    };
    for s in Point::all() {
        let token = match p.piece(s) {
            None => ".",
            Some(Piece::Ring(Side::First)) => "W",
            Some(Piece::Ring(Side::Second)) => "B",
            Some(Piece::Marker(Side::First)) => "w",
            Some(Piece::Marker(Side::Second)) => "b",
        };
        put(row(s.x(), s.n()), col(s.x()), token);
    }
    for n in 1..=11 {
        if let Some(left) = (0..=10).find_map(|x| Point::from_xn(x, n)) {
            let label = n.to_string();
            put(row(left.x(), n), col(left.x()) - 1 - label.len(), &label);
        }
    }
    let mut out = String::new();
    for line in grid {
        out.push_str(String::from_utf8_lossy(&line).trim_end());
        out.push('\n');
    }
    let mut letters = vec![b' '; WIDTH];
    for (x, l) in (b'a'..=b'k').enumerate() {
        letters[col(x as i32)] = l;
    }
    out.push_str(String::from_utf8_lossy(&letters).trim_end());
    out.push('\n');
    out.push_str(&t!(lang, "yinsh-board-legend"));
    out.push('\n');
    let names = [Color::White, Color::Black].map(|c| rules::color(c).render(lang));
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let placement = p.stage() == Stage::Placement;
    for (side, name) in Side::BOTH.into_iter().zip(&names) {
        let pad = " ".repeat(width - name.chars().count());
        out.push_str(&format!(
            "{name}:{pad} {} {}/{}",
            t!(lang, "yinsh-board-removed"),
            p.removed(side),
            p.goal()
        ));
        if placement {
            out.push_str(&format!(
                " · {} {}",
                t!(lang, "yinsh-board-to-place"),
                p.rings_to_place(side)
            ));
        }
        out.push('\n');
    }
    out.push_str(&t!(lang, "yinsh-board-pool", count = i64::from(p.pool())));
    out.push('\n');
    out.push_str(&crate::yinsh::status(p, lang));
    out.push('\n');
    out
}

/// ZÈRTZ's board in ZERTZ.md §2.2's layout (columns upright, `a` on the left, each place a
/// half line above its neighbour down-right): `o` a vacant ring, `W` `G` `B` a marble, a
/// place without a ring blank; the numbers beside the outer columns and the letters under
/// the board; then the legend, the pool, each player's captures and whose turn it is, or
/// the result, in `lang`.
pub fn zertz_board(p: &gipf_zertz::Position, lang: Lang) -> String {
    use gipf_zertz::Side;
    let v = p.variant();
    // Half lines down from the highest place; four characters a column after three for the
    // numbers.
    let high = v.places().map(|s| 2 * s.y() - s.x()).max().unwrap_or(0);
    let low = v.places().map(|s| 2 * s.y() - s.x()).min().unwrap_or(0);
    let rows = (high - low + 1) as usize;
    let last = v.column_count() as i32 - 1;
    let width = (4 + 4 * last + 4) as usize;
    let row = |s: gipf_zertz::Place| (high - (2 * s.y() - s.x())) as usize;
    let col = |x: i32| (3 + 4 * x) as usize;
    let mut grid = vec![vec![b' '; width]; rows];
    let mut put = |r: usize, c: usize, text: &str| {
        for (i, b) in text.bytes().enumerate() {
            if let Some(slot) = grid.get_mut(r).and_then(|line| line.get_mut(c + i)) {
                *slot = b;
            }
        }
    };
    for s in v.places() {
        let (r, c) = (row(s), col(s.x()));
        if p.ring_at(s) {
            let token = p
                .marble_at(s)
                .map_or("o".to_string(), |m| m.letter().to_string());
            put(r, c, &token);
        }
        let n = s.number(v).to_string();
        if s.x() == 0 {
            put(r, c - 2 - n.len(), &n);
        }
        if s.x() == last {
            put(r, c + 3, &n);
        }
    }
    let mut out = String::new();
    for line in grid {
        out.push_str(String::from_utf8_lossy(&line).trim_end());
        out.push('\n');
    }
    let mut letters = vec![b' '; width];
    for x in 0..=last {
        letters[col(x)] = b'a' + x as u8;
    }
    out.push_str(String::from_utf8_lossy(&letters).trim_end());
    out.push('\n');
    out.push_str(&t!(lang, "zertz-board-legend"));
    out.push('\n');
    let [w, g, b] = p.pool().map(i64::from);
    out.push_str(&t!(
        lang,
        "zertz-board-pool-counts",
        white = w,
        grey = g,
        black = b
    ));
    out.push('\n');
    let names = Side::BOTH.map(|s| {
        let c = match s {
            Side::First => Color::White,
            Side::Second => Color::Black,
        };
        rules::side(c, false).render(lang)
    });
    let pad_to = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (side, name) in Side::BOTH.into_iter().zip(&names) {
        let pad = " ".repeat(pad_to - name.chars().count());
        let [w, g, b] = p.captures(side).map(i64::from);
        out.push_str(&format!(
            "{name}:{pad} {}\n",
            t!(lang, "zertz-board-captured", white = w, grey = g, black = b)
        ));
    }
    let each = i64::from(gipf_zertz::WinningSet::ThreeOfEach.goal(v)[0]);
    let goals = gipf_zertz::Marble::ALL
        .map(|m| i64::from(gipf_zertz::WinningSet::OfOneColour(m).goal(v)[m.index()]));
    out.push_str(&t!(
        lang,
        "zertz-board-goal",
        each = each,
        white = goals[0],
        grey = goals[1],
        black = goals[2]
    ));
    out.push('\n');
    out.push_str(&crate::zertz::status(
        p,
        &[String::new(), String::new()],
        None,
        lang,
    ));
    out.push('\n');
    out
}

/// PÜNCT's board as text (PUNCT.md §2's diagram: row 17 on top, each row half a place to
/// the left of the one under it): `.` an empty point, `+` an empty point of the centre; the
/// top piece's colour, `W`/`B` on its PÜNCT dot and `w`/`b` on its minor dots, followed by
/// its level when above the board (`W2`); the row numbers on the left, each column's letter
/// one step beyond its lowest point (as in the picture); then the legend, each player's
/// pieces to place by type and his centre count, the clock and whose turn it is, or the
/// result.
pub fn punct_board(p: &gipf_punct::Position, lang: Lang) -> String {
    use gipf_punct::{Point, Shape, Side};
    // The character column of (x, y): two per half place, so a point's token (one letter and
    // a level digit) fits between its neighbours'.
    let col = |x: i32, y: i32| (2 * (2 * x - y + 8)) as usize;
    let width = col(16, 8) + 2;
    let mut rows: Vec<Vec<char>> = vec![vec![' '; width]; 18];
    // Row y (−1 for the letters under row 1) is line 16 − y.
    let line = |y: i32| (16 - y) as usize;
    for pt in Point::all() {
        let (x, y) = pt.xy();
        let at = col(x, y);
        let r = &mut rows[line(y)];
        match p.top_at(pt) {
            None => r[at] = if pt.is_central() { '+' } else { '.' },
            Some(top) => {
                let on_punct = top.punct == pt;
                r[at] = match (top.side, on_punct) {
                    (Side::First, true) => 'W',
                    (Side::First, false) => 'w',
                    (Side::Second, true) => 'B',
                    (Side::Second, false) => 'b',
                };
                if top.level > 0 {
                    r[at + 1] = char::from_digit(top.level.min(9), 10).unwrap_or('+');
                }
            }
        }
    }
    for x in 0..17 {
        if let Some(low) = (0..17).find_map(|y| Point::from_xy(x, y)) {
            let y = low.y() - 1;
            rows[line(y)][col(x, y)] = char::from(b'a' + x as u8);
        }
    }
    let mut out = String::new();
    for (i, r) in rows.iter().enumerate() {
        let y = 16 - i as i32;
        let label = if y >= 0 {
            format!("{:>2} ", y + 1)
        } else {
            "   ".to_string()
        };
        let text: String = r.iter().collect();
        out.push_str(format!("{label}{text}").trim_end());
        out.push('\n');
    }
    out.push_str(&t!(lang, "punct-board-legend"));
    out.push('\n');
    for side in Side::BOTH {
        let colour = rules::color(match side {
            Side::First => Color::White,
            Side::Second => Color::Black,
        })
        .render(lang);
        let pieces = Shape::ALL
            .iter()
            .map(|&s| format!("{} {}", s.name(), p.reserve(side, s)))
            .collect::<Vec<_>>()
            .join(", ");
        out.push_str(&t!(
            lang,
            "punct-board-reserve",
            name = colour,
            pieces = pieces,
            centre = i64::from(p.centre_count(side))
        ));
        out.push('\n');
    }
    out.push_str(&crate::punct::clock_line(p, lang));
    out.push('\n');
    out.push_str(&crate::punct::status(
        p,
        &[String::new(), String::new()],
        None,
        lang,
    ));
    out.push('\n');
    out
}
