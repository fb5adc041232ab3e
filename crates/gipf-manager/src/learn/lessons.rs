//! The lessons of `learn`: each a few tiny positions (position strings of NOTATION.md §3)
//! with a task the rules check. A step's texts are messages named after the lesson's slug
//! and the step's number (`learn-row-2-task`, `-hint`, `-done`); a goal's reason for a miss
//! is `learn-wrong-<goal>`.

use gipf_rules::{Action, Color, Event, Kind, Position};

/// A lesson: its slug (which names its messages) and its steps.
pub(crate) struct Lesson {
    pub slug: &'static str,
    pub steps: &'static [Step],
}

/// A step: where it starts, what it asks, and one way to do it (checked by the tests).
pub(crate) struct Step {
    pub start: &'static str,
    pub goal: Goal,
    // Read by the tests, which prove that every step can be done.
    #[cfg_attr(not(test), allow(dead_code))]
    pub solution: &'static [&'static str],
}

/// What a step asks of the learner, checked by the rules after each of his actions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Goal {
    /// Any push.
    Push,
    /// A push onto a taken spot, so that pieces move along the line.
    PushMoves,
    /// A row of his taken off.
    Row,
    /// Two rows of his standing at once.
    TwoRows,
    /// More opponent pieces captured than at the step's start.
    Capture,
    /// The game won.
    Win,
    /// A row of his taken off, with a GIPF piece of his still on the board.
    KeepGipf,
    /// A GIPF piece pushed in.
    GipfPush,
    /// A single pushed in.
    SinglePush,
    /// A potential of this kind used: its move (ZÈRTZ, YINSH, DVONN, PÜNCT), or the push of
    /// a TAMSK potential that arrived on e5.
    Use(Kind),
}

/// How an action leaves the step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Judged {
    /// The task is done.
    Met,
    /// Not yet done, and the decision is still his.
    Going,
    /// His turn is over without it: the message that says why.
    Missed(&'static str),
}

impl Goal {
    /// The message that says why a turn missed this goal.
    fn miss(self) -> &'static str {
        match self {
            Goal::Push => "learn-wrong-push",
            Goal::PushMoves => "learn-wrong-moves",
            Goal::Row => "learn-wrong-row",
            Goal::TwoRows => "learn-wrong-two-rows",
            Goal::Capture => "learn-wrong-capture",
            Goal::Win => "learn-wrong-win",
            Goal::KeepGipf => "learn-wrong-keep",
            Goal::GipfPush => "learn-wrong-gipf",
            Goal::SinglePush => "learn-wrong-single",
            Goal::Use(Kind::Tamsk) => "learn-wrong-tamsk",
            Goal::Use(Kind::Zertz) => "learn-wrong-zertz",
            Goal::Use(Kind::Dvonn) => "learn-wrong-dvonn",
            Goal::Use(Kind::Yinsh) => "learn-wrong-yinsh",
            Goal::Use(Kind::Punct) => "learn-wrong-punct",
        }
    }

    /// Judges `action`, played by `me` from `before` (the step began at `start`) with
    /// `events`, which led to `after`.
    pub fn judge(
        self,
        me: Color,
        start: &Position,
        before: &Position,
        action: Action,
        events: &[Event],
        after: &Position,
    ) -> Judged {
        let removed = events
            .iter()
            .any(|e| matches!(e, Event::Removed { remover, .. } if *remover == me));
        let met = match self {
            Goal::Push => is_push(action),
            Goal::PushMoves => match action {
                Action::Push { entry, .. } => before.board().get(entry.first()).is_some(),
                _ => false,
            },
            Goal::Row => removed,
            Goal::TwoRows => after.rows(me).len() >= 2,
            Goal::Capture => after.captured(me) > start.captured(me),
            Goal::Win => after.outcome().is_some_and(|o| o.winner == me),
            Goal::KeepGipf => removed && !after.is_over() && after.board().gipf_count(me) > 0,
            Goal::GipfPush => matches!(action, Action::Push { gipf: true, .. }),
            Goal::SinglePush => matches!(action, Action::Push { gipf: false, .. }),
            Goal::Use(kind) => uses(kind, action),
        };
        if met {
            Judged::Met
        } else if after.outcome().is_some_and(|o| o.winner != me) {
            Judged::Missed("learn-wrong-lost")
        } else if after.decider() == Some(me) {
            Judged::Going
        } else {
            Judged::Missed(self.miss())
        }
    }
}

fn is_push(action: Action) -> bool {
    matches!(action, Action::Push { .. } | Action::PushLoaded { .. })
}

/// Whether `action` uses a potential of `kind`.
fn uses(kind: Kind, action: Action) -> bool {
    match action {
        Action::Use { kind: k, .. } => k == kind,
        Action::Tamsk { .. } => kind == Kind::Tamsk,
        _ => false,
    }
}

impl Step {
    /// The step's start position (the tests read every one).
    pub fn position(&self) -> Position {
        self.start
            .parse()
            .unwrap_or_else(|e| panic!("lesson position {:?}: {e}", self.start))
    }
}

/// The lessons, in order: `learn <n>` counts from 1.
pub(crate) const LESSONS: &[Lesson] = &[
    Lesson {
        slug: "push",
        steps: &[
            Step {
                start: "basic b2w/5/6/w5b/6/5/b2w w p 12/12 0/0 ss",
                goal: Goal::Push,
                solution: &["a1-b2"],
            },
            Step {
                start: "basic 4/5/6/w6/6/5/4 w p 11/12 0/0 ss",
                goal: Goal::PushMoves,
                solution: &["e1-e2"],
            },
        ],
    },
    Lesson {
        slug: "row",
        steps: &[
            Step {
                start: "basic 4/5/6/www4/6/5/4 w p 8/10 0/0 ss",
                goal: Goal::Row,
                solution: &["e1-e2"],
            },
            Step {
                start: "basic www1/5/6/www1b2/6/5/4 w p 6/10 0/0 ss",
                goal: Goal::Capture,
                solution: &["e1-e2"],
            },
        ],
    },
    Lesson {
        slug: "choices",
        steps: &[
            Step {
                start: "basic 4/1w3/2w3/www1b2/3w2/5/4 w p 7/10 0/0 ss",
                goal: Goal::TwoRows,
                solution: &["e1-e2"],
            },
            Step {
                start: "basic 4/1w3/2w3/wwwwb2/3w2/5/4 w m 6/10 0/0 ss",
                goal: Goal::Capture,
                solution: &["xe2,e3,e4,e5,e6"],
            },
        ],
    },
    Lesson {
        slug: "gipf",
        steps: &[
            Step {
                start: "standard 4/5/6/www1B2/6/5/3W w p 8/10 0/0 ss",
                goal: Goal::Win,
                solution: &["e1-e2", "xe2,e3,e4,e5,Ge6"],
            },
            Step {
                start: "standard 4/5/6/wWw4/6/5/B3 w p 8/10 0/0 ss",
                goal: Goal::KeepGipf,
                solution: &["e1-e2", "xe2,e3,e5"],
            },
        ],
    },
    Lesson {
        slug: "tournament",
        steps: &[
            Step {
                start: "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn",
                goal: Goal::GipfPush,
                solution: &["Ge1-e2"],
            },
            Step {
                start: "tournament 4/5/6/W5B/6/5/4 w p 14/14 0/0 gg",
                goal: Goal::SinglePush,
                solution: &["a1-b2"],
            },
        ],
    },
    Lesson {
        slug: "zertz",
        steps: &[
            Step {
                start: "basic 4/1wZbb1/2b3/3b3/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Use(Kind::Zertz),
                solution: &["Z:c3-c6"],
            },
            Step {
                start: "basic 4/1wZ3/2b3/bww1wb1/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Row,
                solution: &["Z:c3-e5"],
            },
        ],
    },
    Lesson {
        slug: "yinsh",
        steps: &[
            Step {
                start: "basic 4/5/2wY1b1/7/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Use(Kind::Yinsh),
                solution: &["Y:d4-g5"],
            },
            Step {
                start: "basic 4/3wY1/6/bww1wb1/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Row,
                solution: &["Y:c5-e5"],
            },
        ],
    },
    Lesson {
        slug: "dvonn",
        steps: &[
            Step {
                start: "basic 4/5/2wDb2/3b3/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Use(Kind::Dvonn),
                solution: &["D:d4-d5"],
            },
            Step {
                start: "basic 4/5/3wD2/1wwbw2/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Row,
                solution: &["D:d5-e5"],
            },
        ],
    },
    Lesson {
        slug: "punct",
        steps: &[
            Step {
                start: "standard W3/5/2wPB2/3B3/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Use(Kind::Punct),
                solution: &["P:d4-d5"],
            },
            Step {
                start: "standard W3/1wP3/2B3/6b/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Win,
                solution: &["P:c3-d4"],
            },
        ],
    },
    Lesson {
        slug: "tamsk",
        steps: &[
            Step {
                start: "basic 4/5/6/bwwT4/6/5/4 w p 10/10 0/0 ss -/-",
                goal: Goal::Use(Kind::Tamsk),
                solution: &["e1-e2", "T:a1-b2"],
            },
            Step {
                start: "basic 4/5/6/wwwT4/6/www2/4 w p 10/10 0/0 ss -/-",
                goal: Goal::TwoRows,
                solution: &["e1-e2", "T:g1-g2"],
            },
        ],
    },
];

/// Lesson `n` (from 1).
pub(crate) fn lesson(n: u8) -> Option<&'static Lesson> {
    LESSONS.get(usize::from(n).checked_sub(1)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `actions` from the step's start and judges each one.
    fn play(step: &Step, actions: &[&str]) -> Vec<Judged> {
        let start = step.position();
        let mut p = start.clone();
        let me = p.decider().expect("a step starts at a decision");
        let mut out = Vec::new();
        for text in actions {
            let action = p
                .parse_action(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let before = p.clone();
            let events = p.play_events(action).expect("legal");
            out.push(step.goal.judge(me, &start, &before, action, &events, &p));
        }
        out
    }

    #[test]
    fn every_step_reads_and_its_solution_meets_its_goal_at_the_last_action() {
        for (n, lesson) in LESSONS.iter().enumerate() {
            for (s, step) in lesson.steps.iter().enumerate() {
                let judged = play(step, step.solution);
                let (last, before) = judged.split_last().expect("a solution");
                assert_eq!(*last, Judged::Met, "lesson {} step {}", n + 1, s + 1);
                assert!(
                    before.iter().all(|j| *j == Judged::Going),
                    "lesson {} step {}: {judged:?}",
                    n + 1,
                    s + 1
                );
            }
        }
    }

    #[test]
    fn every_lesson_step_and_miss_has_its_words() {
        use gipf_i18n::{t, Lang};
        let goals = [
            Goal::Push,
            Goal::PushMoves,
            Goal::Row,
            Goal::TwoRows,
            Goal::Capture,
            Goal::Win,
            Goal::KeepGipf,
            Goal::GipfPush,
            Goal::SinglePush,
        ]
        .into_iter()
        .chain(Kind::ALL.map(Goal::Use));
        for lang in Lang::ALL {
            let mut ids: Vec<String> = goals.clone().map(|g| g.miss().to_string()).collect();
            ids.push("learn-wrong-lost".into());
            for l in LESSONS {
                ids.push(format!("learn-{}-title", l.slug));
                for n in 1..=l.steps.len() {
                    for part in ["task", "hint", "done"] {
                        ids.push(format!("learn-{}-{n}-{part}", l.slug));
                    }
                }
            }
            for id in ids {
                // A missing message is the id itself (and stops a debug build).
                assert_ne!(t!(lang, id.clone()), id, "{lang}");
            }
        }
    }

    /// Every line of the learner's decisions in one turn (up to three) that meets the step's
    /// goal, as its actions.
    fn lines_that_meet(step: &Step) -> Vec<Vec<Action>> {
        fn walk(
            step: &Step,
            me: Color,
            start: &Position,
            p: &Position,
            line: &mut Vec<Action>,
            out: &mut Vec<Vec<Action>>,
        ) {
            for action in p.legal_actions() {
                let mut after = p.clone();
                let events = after.play_events(action).expect("legal");
                line.push(action);
                match step.goal.judge(me, start, p, action, &events, &after) {
                    Judged::Met => out.push(line.clone()),
                    Judged::Going if line.len() < 3 => walk(step, me, start, &after, line, out),
                    _ => {}
                }
                line.pop();
            }
        }
        let start = step.position();
        let me = start.decider().expect("a decision");
        let mut out = Vec::new();
        walk(step, me, &start, &start, &mut Vec::new(), &mut out);
        out
    }

    /// A potential's lesson teaches its potential: no step can be done without using it.
    #[test]
    fn a_potentials_lesson_is_done_only_with_its_potential() {
        let teaches = [
            ("zertz", Kind::Zertz),
            ("yinsh", Kind::Yinsh),
            ("dvonn", Kind::Dvonn),
            ("punct", Kind::Punct),
            ("tamsk", Kind::Tamsk),
        ];
        for (slug, kind) in teaches {
            let lesson = LESSONS.iter().find(|l| l.slug == slug).expect("the lesson");
            for (s, step) in lesson.steps.iter().enumerate() {
                let lines = lines_that_meet(step);
                assert!(!lines.is_empty(), "{slug} {}", s + 1);
                for line in lines {
                    assert!(
                        line.iter().any(|a| uses(kind, *a)),
                        "{slug} step {} is done without {kind:?}: {line:?}",
                        s + 1
                    );
                }
            }
        }
    }

    #[test]
    fn the_tempting_wrong_answers_miss_with_their_reason() {
        let step = |l: u8, s: usize| &lesson(l).expect("lesson").steps[s - 1];
        assert_eq!(
            play(step(1, 2), &["a1-b2"]),
            [Judged::Missed("learn-wrong-moves")]
        );
        // The row on column b captures nothing.
        assert_eq!(
            play(step(2, 2), &["b1-b2"]),
            [Judged::Missed("learn-wrong-capture")]
        );
        assert_eq!(
            play(step(3, 2), &["xc3,d4,e5,f5"]),
            [Judged::Missed("learn-wrong-capture")]
        );
        // Keeping Black's GIPF piece wins nothing.
        assert_eq!(
            play(step(4, 1), &["e1-e2", "xe2,e3,e4,e5"]),
            [Judged::Going, Judged::Missed("learn-wrong-win")]
        );
        // Taking your last GIPF piece off loses.
        assert_eq!(
            play(step(4, 2), &["e1-e2", "xe2,e3,Ge4,e5"]),
            [Judged::Going, Judged::Missed("learn-wrong-lost")]
        );
        assert_eq!(
            play(step(5, 2), &["Ga1-b2"]),
            [Judged::Missed("learn-wrong-single")]
        );
        // A push where the task is a potential's move.
        assert_eq!(
            play(step(6, 1), &["a1-b2"]),
            [Judged::Missed("learn-wrong-zertz")]
        );
        assert_eq!(
            play(step(6, 2), &["e9-e8"]),
            [Judged::Missed("learn-wrong-row")]
        );
        assert_eq!(
            play(step(7, 2), &["Y:c5-d5"]),
            [Judged::Missed("learn-wrong-row")]
        );
        assert_eq!(
            play(step(8, 1), &["d1-d2"]),
            [Judged::Missed("learn-wrong-dvonn")]
        );
        // A push leaves Black his GIPF piece.
        assert_eq!(
            play(step(9, 2), &["c1-c2"]),
            [Judged::Missed("learn-wrong-win")]
        );
        // Keeping the TAMSK potential.
        assert_eq!(
            play(step(10, 1), &["e1-e2", "keep"]),
            [Judged::Going, Judged::Missed("learn-wrong-tamsk")]
        );
        // One row made by a plain push (and taken off at once: it is the only option).
        assert_eq!(
            play(step(10, 2), &["g1-g2"]),
            [Judged::Missed("learn-wrong-two-rows")]
        );
    }
}
