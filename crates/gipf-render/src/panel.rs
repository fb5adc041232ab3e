//! The side panel: player cards, whose decision it is, the last turn and the choices in words.

use crate::layout::Layout;
use crate::marks::badge;
use crate::scene::Item;
use crate::shapes::Shape;
use crate::text::{self, Align};
use crate::theme::Palette;
use crate::RenderOptions;
use gipf_i18n::rules::color_key as color;
use gipf_i18n::{t, Lang};
use gipf_rules::{Action, Color, Event, Position, Stage, Variant};

fn decision_text(p: &Position, options: &RenderOptions) -> (String, String) {
    let lang = options.lang;
    let name = |c: Color| options.names[c.index()].as_str();
    if let Some(r) = &options.result {
        return (
            t!(lang, "panel-wins", name = name(r.winner)),
            upper_first(&r.reason),
        );
    }
    match p.stage() {
        Stage::Won(w) => {
            let reason = p
                .outcome()
                .map(|o| gipf_i18n::rules::win_reason(o.winner, o.reason).render(lang))
                .unwrap_or_default();
            (t!(lang, "panel-wins", name = name(w)), upper_first(&reason))
        }
        Stage::Push => {
            let me = p.turn();
            let extra = if p.removal_options().is_empty() {
                t!(lang, "panel-pushes-from-dot", color = color(me))
            } else {
                t!(lang, "panel-may-take-gipf-row")
            };
            (t!(lang, "panel-to-push", name = name(me)), extra)
        }
        Stage::MoverRemoves => {
            let me = p.turn();
            let done = p.legal_actions().contains(&Action::Done);
            let extra = if done {
                t!(lang, "panel-or-done")
            } else {
                t!(lang, "panel-after-push")
            };
            (t!(lang, "panel-remove-row", name = name(me)), extra)
        }
        Stage::OpponentRemoves => {
            let who = p.turn().other();
            (
                t!(lang, "panel-remove-row", name = name(who)),
                t!(lang, "panel-made-by", name = name(p.turn())),
            )
        }
        Stage::PreMover | Stage::PreOpponent => {
            let who = p.decider().unwrap_or(p.turn());
            (
                t!(lang, "panel-remove-row", name = name(who)),
                t!(lang, "panel-before-action"),
            )
        }
        Stage::Tamsk => {
            let who = p.decider().unwrap_or(p.turn());
            let why = if who == p.turn() {
                t!(lang, "panel-tamsk-why")
            } else {
                t!(lang, "panel-tamsk-other-turn", name = name(p.turn()))
            };
            (t!(lang, "panel-tamsk", name = name(who)), why)
        }
        Stage::Challenge | Stage::Referee => {
            let pending = p.pending_use().map(|a| a.to_string()).unwrap_or_default();
            match p.decider() {
                Some(who) => (
                    t!(lang, "panel-challenge", name = name(who)),
                    t!(lang, "panel-pending", pending = pending),
                ),
                None => (
                    t!(lang, "panel-referee"),
                    t!(lang, "panel-pending-referee", pending = pending),
                ),
            }
        }
    }
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The last turn, one line per event. Colours, not names: names can be long, and the cards
/// already pair each name with its colour.
fn last_turn_text(lang: Lang, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| match e {
            // The panel is narrow: a removal's counts as labels, not the chat's sentence.
            Event::Removed { remover, taken, .. } => {
                let (back, captured) = gipf_rules::removed_singles(*remover, taken);
                t!(
                    lang,
                    "panel-removed",
                    color = color(*remover),
                    back = back,
                    captured = captured
                )
            }
            _ => gipf_i18n::rules::event(e).render(lang),
        })
        .collect()
}

/// The panel: a card per player (the player at the top of the board first), then the
/// variant, whose decision it is, the last turn and the numbered choices, and a thin frame
/// between the board and the panel.
pub(crate) fn panel_items(
    l: &Layout,
    pal: &Palette,
    p: &Position,
    options: &RenderOptions,
    choices: &[Action],
) -> Vec<Item> {
    let u = l.u;
    let lang = options.lang;
    let x0 = l.panel_x;
    let pw = l.w - x0 - 0.25 * u;
    let pad = 0.22 * u;
    let title = 0.34 * u;
    let body = 0.27 * u;
    let small = 0.23 * u;
    let mut items = Vec::new();
    // Player cards: the player at the top of the board first.
    let (top, bottom) = if l.flip {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    // With potentials each card has a third line: the hand.
    let card_h = if p.has_potentials() {
        1.95 * u
    } else {
        1.55 * u
    };
    let (decider, winner) = match (&options.result, p.stage()) {
        (Some(r), _) => (None, Some(r.winner)),
        (None, Stage::Won(w)) => (None, Some(w)),
        (None, _) => (p.decider(), None),
    };
    for (c, y) in [(top, 0.3 * u), (bottom, l.h - 0.3 * u - card_h)] {
        let mut card = Vec::new();
        let highlight = decider == Some(c) || winner == Some(c);
        let frame = Shape::RoundedRect {
            x: x0,
            y,
            w: pw,
            h: card_h,
            r: 0.18 * u,
        };
        let (border, w) = if highlight {
            (pal.accent, (0.06 * u).max(2.0))
        } else {
            (pal.card_border, (0.025 * u).max(1.0))
        };
        card.push(Item::Fixed(vec![
            Item::fill(frame.clone(), pal.panel),
            Item::stroke(frame, border, w),
        ]));
        let icon_r = 0.26 * u;
        let (ix, iy) = (x0 + pad + icon_r, y + pad + icon_r);
        card.push(Item::Piece {
            x: ix,
            y: iy,
            r: icon_r,
            color: c,
            gipf: false,
            spot: None,
        });
        let name = text::fit(
            &options.names[c.index()],
            title,
            pw - 3.0 * pad - 2.0 * icon_r,
        );
        let at = (ix + icon_r + pad, iy + title * 0.36);
        card.push(Item::text(name, at, title, pal.text, Align::Left));
        let line1 = t!(
            lang,
            "panel-reserve",
            reserve = p.reserve(c),
            captured = p.captured(c)
        );
        let at = (x0 + pad, y + 1.0 * u);
        card.push(Item::text(line1, at, body, pal.text, Align::Left));
        let gipf_line = pieces_line(lang, p, c);
        let gipf_line = text::fit(&gipf_line, small, pw - pad * 1.5);
        let at = (x0 + pad, y + 1.36 * u);
        card.push(Item::text(gipf_line, at, small, pal.muted, Align::Left));
        if p.has_potentials() {
            card.extend(hand_items(pal, p.hand(c), x0 + pad, y + 1.74 * u, small));
        }
        items.push(Item::Group("card", card));
    }
    // The middle: variant, whose decision, the last turn, the numbered choices.
    let mut y = 0.3 * u + card_h + 0.55 * u;
    let variant = format!("GIPF · {}", p.variant());
    items.push(Item::text(
        variant,
        (x0 + pad, y),
        small,
        pal.muted,
        Align::Left,
    ));
    y += 0.45 * u;
    let (headline, detail) = decision_text(p, options);
    let head_color = if winner.is_some() {
        pal.accent
    } else {
        pal.text
    };
    let head = text::fit(&headline, title, pw - pad);
    items.push(Item::text(
        head,
        (x0 + pad, y),
        title,
        head_color,
        Align::Left,
    ));
    y += 0.36 * u;
    let detail = text::fit(&detail, small, pw - pad);
    items.push(Item::text(
        detail,
        (x0 + pad, y),
        small,
        pal.muted,
        Align::Left,
    ));
    y += 0.45 * u;
    let bottom_limit = l.h - 0.3 * u - card_h - 0.2 * u;
    let mut lines: Vec<(String, Option<usize>)> = last_turn_text(lang, &options.last_turn)
        .into_iter()
        .map(|s| (s, None))
        .collect();
    // Challenges: the attempts left, while a use waits.
    if let (Some(c), true) = (p.challenges(), p.pending_use().is_some()) {
        let left = t!(
            lang,
            "panel-attempts",
            white = c.attempts_left(Color::White),
            black = c.attempts_left(Color::Black)
        );
        lines.insert(0, (left, None));
    }
    for (i, a) in choices.iter().enumerate() {
        lines.push((a.to_string(), Some(i)));
    }
    let row_h = 0.34 * u;
    let count = lines.len();
    for (n, (s, choice)) in lines.into_iter().enumerate() {
        // Keep the last free row for "+N more" when the list does not fit.
        let rest = count - n;
        if rest > 1 && y + row_h + 0.1 * u > bottom_limit {
            let more = t!(lang, "panel-more", count = rest);
            items.push(Item::text(
                more,
                (x0 + pad, y),
                small,
                pal.muted,
                Align::Left,
            ));
            break;
        }
        match choice {
            None => {
                let s = text::fit(&s, small, pw - pad);
                items.push(Item::text(s, (x0 + pad, y), small, pal.muted, Align::Left));
            }
            Some(i) => {
                let color = pal.choices[i % pal.choices.len()];
                let r = 0.16 * u;
                let label = (i + 1).to_string();
                let key = badge(pal, (x0 + pad + r, y - small * 0.36), r, color, &label);
                let s = text::fit(&s, small, pw - 2.0 * pad - 2.0 * r);
                let at = (x0 + 2.0 * pad + 2.0 * r, y);
                let line = Item::text(s, at, small, pal.text, Align::Left);
                items.push(Item::Group("choice-key", vec![key, line]));
            }
        }
        y += row_h;
    }
    // A thin frame between the board and the panel keeps the two apart.
    let x = x0 - 0.18 * u;
    let rule = Shape::Segment((x, 0.3 * u), (x, l.h - 0.3 * u));
    items.push(Item::Fixed(vec![Item::stroke(
        rule,
        pal.card_border,
        (0.02 * u).max(1.0),
    )]));
    items
}

/// A hand in the panel: each kind's glyph and count (`-` when empty), on the baseline `y`.
fn hand_items(pal: &Palette, hand: gipf_rules::Hand, x: f32, y: f32, size: f32) -> Vec<Item> {
    if hand.is_empty() {
        return vec![Item::text("–", (x, y), size, pal.muted, Align::Left)];
    }
    let mut items = Vec::new();
    let mut at = x + size * 0.45;
    for kind in hand.kinds() {
        let gy = y - size * 0.36;
        items.extend(crate::potentials::glyph_items(
            kind,
            at,
            gy,
            size * 0.42,
            pal.text,
        ));
        let n = hand.count(kind).to_string();
        items.push(Item::text(
            n.clone(),
            (at + size * 0.6, y),
            size,
            pal.text,
            Align::Left,
        ));
        at += size * (1.6 + 0.55 * n.len() as f32);
    }
    items
}

/// A player's pieces on the board in words ("14 on the board, 3 GIPF", and in a tournament
/// game his status): the panel's second line, also shown by the web pages beside the board.
pub fn pieces_line(lang: Lang, p: &Position, c: Color) -> String {
    let on_board = p.board().pieces(c).len();
    match p.variant() {
        Variant::Basic => t!(lang, "panel-on-board", count = on_board),
        Variant::Standard => t!(
            lang,
            "panel-on-board-gipf",
            count = on_board,
            gipf = p.board().gipf_count(c)
        ),
        Variant::Tournament => {
            let status = match p.status(c) {
                gipf_rules::Status::NotPushed => "panel-status-first",
                gipf_rules::Status::GipfOnly => "panel-status-gipf",
                gipf_rules::Status::Singles => "panel-status-singles",
                gipf_rules::Status::Loaded => "panel-status-loaded",
            };
            t!(
                lang,
                "panel-on-board-status",
                count = on_board,
                gipf = p.board().gipf_count(c),
                status = gipf_i18n::Msg::new(status)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use gipf_rules::{Color, Entry, Event, Piece};

    use super::last_turn_text;
    use crate::layout::Layout;
    use crate::{text, DEFAULT_WIDTH, MIN_WIDTH};
    use gipf_i18n::Lang;

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
        let en = last_turn_text(Lang::En, &widest_events());
        assert!(en.contains(&"Black: 18 back, 18 captured".to_string()));
        for lang in Lang::ALL {
            let lines = last_turn_text(lang, &widest_events());
            // At the smallest width only English is held to it: German or Dutch words for
            // an extreme removal (18 and 18) may end in an ellipsis there.
            let widths: &[u32] = if lang == Lang::En {
                &[MIN_WIDTH, DEFAULT_WIDTH]
            } else {
                &[DEFAULT_WIDTH]
            };
            for &width in widths {
                // As in `panel_items`: the panel's width less the padding, at the small size.
                let l = Layout::new(width, false);
                let max = l.w - l.panel_x - 0.25 * l.u - 0.22 * l.u;
                for s in &lines {
                    assert_eq!(&text::fit(s, 0.23 * l.u, max), s, "{lang}, width {width}");
                }
            }
        }
    }
}
