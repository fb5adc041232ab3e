//! The side panel: player cards, whose decision it is, the last turn and the choices in words.

use gipf_rules::{Action, Color, Event, Position, Stage, Variant};
use tiny_skia::{FillRule, Pixmap, Transform};

use crate::layout::Layout;
use crate::marks::draw_badge;
use crate::pieces::draw_piece;
use crate::shapes::{paint, rounded_rect, segment, stroke};
use crate::text::{self, Align};
use crate::theme::Palette;
use crate::RenderOptions;

fn decision_text(p: &Position, options: &RenderOptions) -> (String, String) {
    let name = |c: Color| options.names[c.index()].as_str();
    if let Some(r) = &options.result {
        return (format!("{} wins", name(r.winner)), upper_first(&r.reason));
    }
    match p.stage() {
        Stage::Won(w) => {
            let why = p.outcome().map(|o| o.to_string()).unwrap_or_default();
            let reason = why
                .split_once(": ")
                .map_or(why.clone(), |(_, r)| r.to_string());
            (format!("{} wins", name(w)), upper_first(&reason))
        }
        Stage::Push => {
            let me = p.turn();
            let extra = if p.removal_options().is_empty() {
                format!("{me} pushes a piece in from a dot")
            } else {
                "may first take a GIPF row".to_string()
            };
            (format!("{} to push", name(me)), extra)
        }
        Stage::MoverRemoves => {
            let me = p.turn();
            let done = p.legal_actions().contains(&Action::Done);
            let extra = if done {
                "or leave it: done"
            } else {
                "after the push"
            };
            (format!("{}: remove a row", name(me)), extra.to_string())
        }
        Stage::OpponentRemoves => {
            let who = p.turn().other();
            (
                format!("{}: remove a row", name(who)),
                format!("made by {}'s push", name(p.turn())),
            )
        }
    }
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The last turn, one line per event, as the rules crate words it. Colours, not names:
/// names can be long, and the cards already pair each name with its colour.
fn last_turn_text(events: &[Event]) -> Vec<String> {
    events.iter().map(ToString::to_string).collect()
}

pub(crate) fn draw_panel(
    pm: &mut Pixmap,
    l: &Layout,
    pal: &Palette,
    p: &Position,
    options: &RenderOptions,
    choices: &[Action],
) {
    let u = l.u;
    let x0 = l.panel_x;
    let pw = l.w - x0 - 0.25 * u;
    let pad = 0.22 * u;
    let text_p = paint(pal.text);
    let muted = paint(pal.muted);
    let title = 0.34 * u;
    let body = 0.27 * u;
    let small = 0.23 * u;
    // Player cards: the player at the top of the board first.
    let (top, bottom) = if l.flip {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let card_h = 1.55 * u;
    let (decider, winner) = match (&options.result, p.stage()) {
        (Some(r), _) => (None, Some(r.winner)),
        (None, Stage::Won(w)) => (None, Some(w)),
        (None, _) => (p.decider(), None),
    };
    for (c, y) in [(top, 0.3 * u), (bottom, l.h - 0.3 * u - card_h)] {
        let highlight = decider == Some(c) || winner == Some(c);
        if let Some(card) = rounded_rect(x0, y, pw, card_h, 0.18 * u) {
            pm.fill_path(
                &card,
                &paint(pal.panel),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
            let (border, w) = if highlight {
                (pal.accent, (0.06 * u).max(2.0))
            } else {
                (pal.card_border, (0.025 * u).max(1.0))
            };
            pm.stroke_path(
                &card,
                &paint(border),
                &stroke(w),
                Transform::identity(),
                None,
            );
        }
        let icon_r = 0.26 * u;
        let (ix, iy) = (x0 + pad + icon_r, y + pad + icon_r);
        draw_piece(pm, options.theme, ix, iy, icon_r, c, false);
        let name = text::fit(
            &options.names[c.index()],
            title,
            pw - 3.0 * pad - 2.0 * icon_r,
        );
        text::draw(
            pm,
            &name,
            ix + icon_r + pad,
            iy + title * 0.36,
            title,
            &text_p,
            Align::Left,
        );
        let line1 = format!("Reserve {}   Captured {}", p.reserve(c), p.captured(c));
        text::draw(
            pm,
            &line1,
            x0 + pad,
            y + 1.0 * u,
            body,
            &text_p,
            Align::Left,
        );
        let on_board = p.board().pieces(c).len();
        let gipf_line = match p.variant() {
            Variant::Basic => format!("{on_board} on the board"),
            Variant::Standard => {
                format!("{on_board} on the board, {} GIPF", p.board().gipf_count(c))
            }
            Variant::Tournament => {
                let status = match p.status(c) {
                    gipf_rules::Status::NotPushed => "first push: GIPF",
                    gipf_rules::Status::GipfOnly => "may add GIPF",
                    gipf_rules::Status::Singles => "singles only",
                };
                format!(
                    "{on_board} on board, {} GIPF, {status}",
                    p.board().gipf_count(c)
                )
            }
        };
        let gipf_line = text::fit(&gipf_line, small, pw - pad * 1.5);
        text::draw(
            pm,
            &gipf_line,
            x0 + pad,
            y + 1.36 * u,
            small,
            &muted,
            Align::Left,
        );
    }
    // The middle: variant, whose decision, the last turn, the numbered choices.
    let mut y = 0.3 * u + card_h + 0.55 * u;
    let variant = format!("GIPF · {}", p.variant());
    text::draw(pm, &variant, x0 + pad, y, small, &muted, Align::Left);
    y += 0.45 * u;
    let (headline, detail) = decision_text(p, options);
    let head_paint = if winner.is_some() {
        paint(pal.accent)
    } else {
        text_p.clone()
    };
    let head = text::fit(&headline, title, pw - pad);
    text::draw(pm, &head, x0 + pad, y, title, &head_paint, Align::Left);
    y += 0.36 * u;
    let detail = text::fit(&detail, small, pw - pad);
    text::draw(pm, &detail, x0 + pad, y, small, &muted, Align::Left);
    y += 0.45 * u;
    let bottom_limit = l.h - 0.3 * u - card_h - 0.2 * u;
    let mut lines: Vec<(String, Option<usize>)> = last_turn_text(&options.last_turn)
        .into_iter()
        .map(|s| (s, None))
        .collect();
    for (i, a) in choices.iter().enumerate() {
        lines.push((a.to_string(), Some(i)));
    }
    let row_h = 0.34 * u;
    let count = lines.len();
    for (n, (s, choice)) in lines.into_iter().enumerate() {
        // Keep the last free row for "+N more" when the list does not fit.
        let rest = count - n;
        if rest > 1 && y + row_h + 0.1 * u > bottom_limit {
            let more = format!("+{rest} more");
            text::draw(pm, &more, x0 + pad, y, small, &muted, Align::Left);
            break;
        }
        match choice {
            None => {
                let s = text::fit(&s, small, pw - pad);
                text::draw(pm, &s, x0 + pad, y, small, &muted, Align::Left);
            }
            Some(i) => {
                let color = pal.choices[i % pal.choices.len()];
                let r = 0.16 * u;
                let label = (i + 1).to_string();
                draw_badge(pm, pal, (x0 + pad + r, y - small * 0.36), r, color, &label);
                let s = text::fit(&s, small, pw - 2.0 * pad - 2.0 * r);
                text::draw(
                    pm,
                    &s,
                    x0 + 2.0 * pad + 2.0 * r,
                    y,
                    small,
                    &text_p,
                    Align::Left,
                );
            }
        }
        y += row_h;
    }
    // A thin frame between the board and the panel keeps the two apart.
    let x = x0 - 0.18 * u;
    if let Some(path) = segment((x, 0.3 * u), (x, l.h - 0.3 * u)) {
        let s = stroke((0.02 * u).max(1.0));
        pm.stroke_path(
            &path,
            &paint(pal.card_border),
            &s,
            Transform::identity(),
            None,
        );
    }
}

#[cfg(test)]
mod tests {
    use gipf_rules::{Color, Entry, Event, Piece};

    use super::last_turn_text;
    use crate::layout::Layout;
    use crate::{text, DEFAULT_WIDTH, MIN_WIDTH};

    /// The widest lines the last turn can have: every GIPF push that moves a line, and a
    /// removal with two-digit counts of both kinds.
    fn widest_events() -> Vec<Event> {
        let mut events = Vec::new();
        for color in Color::BOTH {
            for entry in Entry::all() {
                events.push(Event::Pushed {
                    color,
                    entry,
                    gipf: true,
                    end: entry.last(),
                });
            }
            let spot = Entry::all().next().map(Entry::first).unwrap();
            let gipf = |color| (spot, Piece { color, gipf: true });
            events.push(Event::Removed {
                remover: color,
                taken: [vec![gipf(color); 9], vec![gipf(color.other()); 9]].concat(),
                forced: false,
            });
            events.push(Event::LeftRows { color });
        }
        events
    }

    #[test]
    fn every_last_turn_line_fits_the_panel_without_an_ellipsis() {
        let lines = last_turn_text(&widest_events());
        assert!(lines.contains(&"Black took 18 back and captured 18".to_string()));
        for width in [MIN_WIDTH, DEFAULT_WIDTH] {
            // As in `draw_panel`: the panel's width less the padding, at the small size.
            let l = Layout::new(width, false);
            let max = l.w - l.panel_x - 0.25 * l.u - 0.22 * l.u;
            for s in &lines {
                assert_eq!(&text::fit(s, 0.23 * l.u, max), s, "width {width}");
            }
        }
    }
}
