//! The position string (NOTATION.md §3): [`Setup`] is what a string says, unchecked;
//! [`Position`] is a position that can occur in a game. One topic (a position: its fields,
//! string form and every check of it, with and without the potentials' eighth field and the
//! challenges' ninth and tenth), ~950 lines: the string's reader and writer and the checks
//! share the field types; the potentials' checks that need rules are in
//! `potential_checks.rs`, the challenges' in `combining.rs`.

use std::fmt;
use std::str::FromStr;

use crate::combining::Challenges;
use crate::error::{
    BoardProblem, ChallengesProblem, CountField, HandProblem, PositionError, PotentialsOnly,
    StageProblem, StatusProblem,
};
use crate::geometry::{Spot, SpotSet, ALL_SPOTS};
use crate::potential::{Base, Content, Hand};
use crate::types::{Color, Outcome, Piece, Stage, Status, Variant, WinReason};
use crate::zobrist::KEYS;

/// The pieces on the 37 spots: one bitboard per colour plus the set of GIPF pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    pub(crate) pieces: [u64; 2],
    pub(crate) gipf: u64,
}

impl Board {
    /// An empty board.
    pub const EMPTY: Board = Board {
        pieces: [0, 0],
        gipf: 0,
    };

    /// The piece on a spot, if any.
    pub fn get(&self, spot: Spot) -> Option<Piece> {
        let b = spot.bit();
        let color = if self.pieces[0] & b != 0 {
            Color::White
        } else if self.pieces[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        Some(Piece {
            color,
            gipf: self.gipf & b != 0,
        })
    }

    /// Puts a piece on a spot, or empties it.
    pub fn set(&mut self, spot: Spot, piece: Option<Piece>) {
        let b = spot.bit();
        self.pieces[0] &= !b;
        self.pieces[1] &= !b;
        self.gipf &= !b;
        if let Some(p) = piece {
            self.pieces[p.color.index()] |= b;
            if p.gipf {
                self.gipf |= b;
            }
        }
    }

    /// The spots holding pieces of a colour.
    pub const fn pieces(&self, color: Color) -> SpotSet {
        SpotSet(self.pieces[color.index()])
    }

    /// The spots holding GIPF pieces (either colour).
    pub const fn gipf(&self) -> SpotSet {
        SpotSet(self.gipf)
    }

    /// The occupied spots.
    pub const fn occupied(&self) -> SpotSet {
        SpotSet(self.pieces[0] | self.pieces[1])
    }

    /// A colour's pieces on the board counted in singles (a GIPF piece counts 2).
    pub const fn singles(&self, color: Color) -> u32 {
        let p = self.pieces[color.index()];
        p.count_ones() + (p & self.gipf).count_ones()
    }

    /// The number of GIPF pieces of a colour on the board.
    pub const fn gipf_count(&self, color: Color) -> u32 {
        (self.pieces[color.index()] & self.gipf).count_ones()
    }

    /// The four piece-kind bitboards: white single, white GIPF, black single, black GIPF.
    pub(crate) const fn kinds(&self) -> [u64; 4] {
        [
            self.pieces[0] & !self.gipf,
            self.pieces[0] & self.gipf,
            self.pieces[1] & !self.gipf,
            self.pieces[1] & self.gipf,
        ]
    }

    fn write_columns(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_columns(f, |s| self.get(s).map(|p| p.letter().to_string()))
    }

    /// The planes of a potentials board: each spot's colour is its top's, and every spot
    /// whose base is a GIPF piece (capped or not) is in the GIPF set.
    pub(crate) fn from_contents(cells: &Cells) -> Board {
        let mut b = Board::EMPTY;
        for spot in Spot::all() {
            if let Some(c) = cells[spot.bit_index()] {
                b.pieces[c.color().index()] |= spot.bit();
                if c.counts_as_gipf() {
                    b.gipf |= spot.bit();
                }
            }
        }
        b
    }
}

/// The board field: the columns b..h, each token from `token`, runs of empty spots as digits.
fn write_columns(
    f: &mut fmt::Formatter<'_>,
    token: impl Fn(Spot) -> Option<String>,
) -> fmt::Result {
    for x in 1..=7 {
        if x > 1 {
            f.write_str("/")?;
        }
        let mut empty = 0;
        for spot in column_spots(x) {
            match token(spot) {
                None => empty += 1,
                Some(t) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_str(&t)?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
    }
    Ok(())
}

/// What each spot holds, by spot bit index (dots and unused bits stay `None`).
pub(crate) type Cells = [Option<Content>; 64];

/// The potentials option's part of a position (POTENTIALS.md): what each spot holds in
/// full, and the players' hands. `Copy`, so that cloning a position copies it as one block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Potentials {
    pub(crate) cells: Cells,
    pub(crate) hands: [Hand; 2],
    /// The challenges option (COMBINING.md), which only a game with potentials can have.
    pub(crate) challenges: Option<Challenges>,
}

impl Potentials {
    /// An empty board with these hands.
    pub fn new(hands: [Hand; 2]) -> Potentials {
        Potentials {
            cells: [None; 64],
            hands,
            challenges: None,
        }
    }

    /// The challenges option's state (the ninth and tenth fields), if the option is on.
    pub fn challenges(&self) -> Option<&Challenges> {
        self.challenges.as_ref()
    }

    /// Turns the challenges option on (with this state) or off, for a [`Setup`].
    pub fn set_challenges(&mut self, challenges: Option<Challenges>) {
        self.challenges = challenges;
    }

    /// What a spot holds.
    pub fn content(&self, spot: Spot) -> Option<Content> {
        self.cells[spot.bit_index()]
    }

    /// Puts something on a spot, or empties it.
    pub fn set(&mut self, spot: Spot, content: Option<Content>) {
        self.cells[spot.bit_index()] = content;
    }

    /// A colour's hand.
    pub fn hand(&self, color: Color) -> Hand {
        self.hands[color.index()]
    }

    /// Sets a colour's hand.
    pub fn set_hand(&mut self, color: Color, hand: Hand) {
        self.hands[color.index()] = hand;
    }

    /// The contents of a classic board.
    pub(crate) fn from_board(board: &Board, hands: [Hand; 2]) -> Potentials {
        let mut p = Potentials::new(hands);
        for spot in Spot::all() {
            if let Some(piece) = board.get(spot) {
                let base = if piece.gipf {
                    Base::Gipf(piece.color)
                } else {
                    Base::Basic(piece.color)
                };
                p.set(spot, Some(Content::uncapped(base)));
            }
        }
        p
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_columns(f)
    }
}

/// The spots of column `x` (1 = b .. 7 = h), from the lowest number upward.
fn column_spots(x: i32) -> impl Iterator<Item = Spot> {
    (1..=7).filter_map(move |y| crate::Point::from_skew(x, y).and_then(|p| p.spot()))
}

/// What a position string says, read but not checked against the rules. Turn it into a
/// [`Position`] with `Position::try_from`, which rejects anything that cannot occur.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    pub variant: Variant,
    /// The pieces on the board (with potentials: each spot's top colour, and the spots whose
    /// base is a GIPF piece; the full contents are in `potentials`).
    pub board: Board,
    /// Whose turn it is (who pushes, or has just pushed).
    pub turn: Color,
    /// The stage of the turn.
    pub stage: Stage,
    /// Reserves in singles, by colour index.
    pub reserves: [u8; 2],
    /// Opponent singles captured by each colour (a GIPF piece counts 2), by colour index.
    pub captures: [u8; 2],
    /// Each colour's tournament status.
    pub status: [Status; 2],
    /// The potentials option (the position string's eighth field), if on.
    pub potentials: Option<Box<Potentials>>,
}

impl Setup {
    /// The start of a variant (RULES.md §2).
    pub fn start(variant: Variant) -> Setup {
        let mut board = Board::EMPTY;
        if variant != Variant::Tournament {
            let gipf = variant == Variant::Standard;
            for (names, color) in [
                (["b5", "e2", "h5"], Color::White),
                (["b2", "e8", "h2"], Color::Black),
            ] {
                for name in names {
                    if let Some(spot) = name.parse::<crate::Point>().ok().and_then(|p| p.spot()) {
                        board.set(spot, Some(Piece { color, gipf }));
                    }
                }
            }
        }
        let (reserve, status) = match variant {
            Variant::Tournament => (18, Status::NotPushed),
            _ => (12, Status::Singles),
        };
        Setup {
            variant,
            board,
            turn: Color::White,
            stage: Stage::Push,
            reserves: [reserve, reserve],
            captures: [0, 0],
            status: [status, status],
            potentials: None,
        }
    }

    /// The start of a variant with the potentials option: these hands, and `extra` basic
    /// pieces (0..=3) added to each reserve (POTENTIALS.md §2).
    pub fn start_with_potentials(variant: Variant, hands: [Hand; 2], extra: u8) -> Setup {
        let mut s = Setup::start(variant);
        let extra = extra.min(3);
        s.reserves = s.reserves.map(|r| r + extra);
        s.potentials = Some(Box::new(Potentials::from_board(&s.board, hands)));
        s
    }
}

impl Setup {
    /// The checks of NOTATION.md §3 that need no rules: statuses, GIPF pieces in the basic
    /// variant, and at most 18 pieces of a colour (which also bounds every count).
    fn check_counts(&self) -> Result<(), PositionError> {
        if let Some(pot) = &self.potentials {
            return self.check_potential_counts(pot);
        }
        let s = &self.status;
        let status_text = format!("{}{}", s[0].letter(), s[1].letter());
        if self.variant != Variant::Tournament && status_text != "ss" {
            return Err(PositionError::StatusOutsideTournament(status_text));
        }
        if s.contains(&Status::Loaded) {
            return Err(PositionError::PotentialsOnly(PotentialsOnly::Status(
                status_text,
            )));
        }
        if matches!(self.stage, Stage::Challenge | Stage::Referee) {
            return Err(PositionError::Challenges(
                ChallengesProblem::StageWithoutOption(self.stage),
            ));
        }
        if matches!(
            self.stage,
            Stage::Tamsk | Stage::PreMover | Stage::PreOpponent
        ) {
            return Err(PositionError::PotentialsOnly(PotentialsOnly::Stage(
                self.stage,
            )));
        }
        if self.variant == Variant::Basic {
            if let Some(spot) = self.board.gipf().iter().next() {
                return Err(PositionError::GipfInBasic(spot.point()));
            }
        }
        for c in Color::BOTH {
            let count = self.board.singles(c)
                + u32::from(self.reserves[c.index()])
                + u32::from(self.captures[c.other().index()]);
            if count > 18 {
                return Err(PositionError::TooManyPieces { color: c, count });
            }
        }
        Ok(())
    }

    /// The checks of POTENTIALS.md §11.2 that need no rules.
    fn check_potential_counts(&self, pot: &Potentials) -> Result<(), PositionError> {
        crate::combining::check_fields(self.stage, pot.challenges.as_ref())?;
        let s = &self.status;
        let status_text = format!("{}{}", s[0].letter(), s[1].letter());
        if self.variant != Variant::Tournament && status_text != "ss" {
            return Err(PositionError::StatusOutsideTournament(status_text));
        }
        if self.variant == Variant::Tournament {
            for c in Color::BOTH {
                let empty = pot.hand(c).is_empty();
                match self.status[c.index()] {
                    Status::Loaded if empty => {
                        return Err(PositionError::StatusAndHand {
                            color: c,
                            why: StatusProblem::LoadedWithoutHand,
                        })
                    }
                    Status::Singles if !empty => {
                        return Err(PositionError::StatusAndHand {
                            color: c,
                            why: StatusProblem::SinglesWithHand,
                        })
                    }
                    _ => {}
                }
            }
        }
        let mut counts = [0u32; 2];
        for spot in Spot::all() {
            if let Some(c) = pot.content(spot) {
                if self.variant == Variant::Basic && matches!(c.base(), Base::Gipf(_)) {
                    return Err(PositionError::GipfInBasic(spot.point()));
                }
                counts[c.base().color().index()] += u32::from(c.base().basic_pieces());
            }
        }
        for c in Color::BOTH {
            let count = counts[c.index()]
                + u32::from(self.reserves[c.index()])
                + u32::from(self.captures[c.other().index()]);
            if count > 21 {
                return Err(PositionError::TooManyBasicPieces { color: c, count });
            }
        }
        Ok(())
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.variant)?;
        match &self.potentials {
            Some(pot) => write_columns(f, |s| pot.content(s).map(|c| c.to_string()))?,
            None => self.board.write_columns(f)?,
        }
        write!(
            f,
            " {} {} {}/{} {}/{} {}{}",
            self.turn.letter(),
            self.stage,
            self.reserves[0],
            self.reserves[1],
            self.captures[0],
            self.captures[1],
            self.status[0].letter(),
            self.status[1].letter()
        )?;
        if let Some(pot) = &self.potentials {
            write!(f, " {}/{}", pot.hands[0], pot.hands[1])?;
            if let Some(ch) = &pot.challenges {
                write!(f, " {ch}")?;
            }
        }
        Ok(())
    }
}

/// Reads the board field into every spot's contents; also says whether a token of the
/// potentials option was used.
fn parse_board(s: &str) -> Result<(Cells, Option<String>), PositionError> {
    let columns: Vec<&str> = s.split('/').collect();
    if columns.len() != 7 {
        return Err(PositionError::Board(BoardProblem::Columns {
            text: crate::error::excerpt(s),
            count: columns.len(),
        }));
    }
    let mut cells: Cells = [None; 64];
    let mut potential_token = None;
    for (i, text) in columns.iter().enumerate() {
        let x = i as i32 + 1;
        let name = char::from(b'b' + i as u8);
        let spots: Vec<Spot> = column_spots(x).collect();
        let quoted = crate::error::excerpt(text);
        let mut k = 0usize;
        let mut last_digit = false;
        let mut rest: &str = text;
        while let Some(c) = rest.chars().next() {
            if let Some(d) = c.to_digit(10) {
                if last_digit {
                    return Err(PositionError::Board(BoardProblem::TwoDigits {
                        column: name,
                        text: quoted,
                    }));
                }
                if d == 0 {
                    return Err(PositionError::Board(BoardProblem::Zero {
                        column: name,
                        text: quoted,
                    }));
                }
                k += d as usize;
                last_digit = true;
                rest = &rest[1..];
                continue;
            }
            let (content, used) = Content::read_token(rest).map_err(|why| {
                PositionError::Board(BoardProblem::Token {
                    column: name,
                    text: quoted.clone(),
                    why,
                })
            })?;
            let token = &rest[..used];
            if potential_token.is_none() && !matches!(token, "w" | "b" | "W" | "B") {
                potential_token = Some(crate::error::excerpt(token));
            }
            if let Some(&spot) = spots.get(k) {
                cells[spot.bit_index()] = Some(content);
            }
            k += 1;
            last_digit = false;
            rest = &rest[used..];
        }
        if k != spots.len() {
            return Err(PositionError::Board(BoardProblem::Spots {
                column: name,
                text: quoted,
                found: k,
                spots: spots.len(),
            }));
        }
    }
    Ok((cells, potential_token))
}

fn parse_pair(field: CountField, s: &str) -> Result<[u8; 2], PositionError> {
    let bad = || PositionError::Counts {
        field,
        value: s.to_string(),
    };
    let (a, b) = s.split_once('/').ok_or_else(bad)?;
    let num = |t: &str| -> Result<u8, PositionError> {
        if t.is_empty() || t.len() > 3 || !t.bytes().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse().map_err(|_| bad())
    };
    Ok([num(a)?, num(b)?])
}

impl FromStr for Setup {
    type Err = PositionError;

    /// Reads a position string without checking it against the rules. Surrounding
    /// whitespace is ignored; inside, the fields are separated by single spaces.
    fn from_str(s: &str) -> Result<Setup, PositionError> {
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if !matches!(fields.len(), 7 | 8 | 10) || fields.iter().any(|f| f.is_empty()) {
            let n = s.split_whitespace().count();
            if n == 9 {
                return Err(PositionError::Challenges(ChallengesProblem::NineFields));
            }
            return Err(PositionError::FieldCount(n));
        }
        let variant: Variant = fields[0].parse()?;
        let (cells, potential_token) = parse_board(fields[1])?;
        let turn = match fields[2] {
            "w" => Color::White,
            "b" => Color::Black,
            t => return Err(PositionError::Turn(t.to_string())),
        };
        let stage = match fields[3] {
            "p" => Stage::Push,
            "m" => Stage::MoverRemoves,
            "o" => Stage::OpponentRemoves,
            "t" => Stage::Tamsk,
            "pm" => Stage::PreMover,
            "po" => Stage::PreOpponent,
            "c" => Stage::Challenge,
            "r" => Stage::Referee,
            "w+" => Stage::Won(Color::White),
            "b+" => Stage::Won(Color::Black),
            t => return Err(PositionError::Stage(t.to_string())),
        };
        let reserves = parse_pair(CountField::Reserves, fields[4])?;
        let captures = parse_pair(CountField::Captures, fields[5])?;
        let st: Vec<char> = fields[6].chars().collect();
        let status = match st.as_slice() {
            [a, b] => match (Status::from_letter(*a), Status::from_letter(*b)) {
                (Some(a), Some(b)) => [a, b],
                _ => return Err(PositionError::Status(fields[6].to_string())),
            },
            _ => return Err(PositionError::Status(fields[6].to_string())),
        };
        let potentials = match fields.get(7) {
            None => {
                if let Some(token) = potential_token {
                    return Err(PositionError::PotentialsOnly(PotentialsOnly::Token(token)));
                }
                None
            }
            Some(hands) => {
                let (w, b) = hands.split_once('/').ok_or_else(|| PositionError::Hand {
                    text: crate::error::excerpt(hands),
                    why: HandProblem::NotAPair,
                })?;
                let challenges = match (fields.get(8), fields.get(9)) {
                    (Some(ninth), Some(tenth)) => Some(Challenges::parse_fields(ninth, tenth)?),
                    _ => None,
                };
                Some(Box::new(Potentials {
                    cells,
                    hands: [w.parse()?, b.parse()?],
                    challenges,
                }))
            }
        };
        let board = match &potentials {
            Some(pot) => Board::from_contents(&pot.cells),
            None => Board::from_contents(&cells),
        };
        Ok(Setup {
            variant,
            board,
            turn,
            stage,
            reserves,
            captures,
            status,
            potentials,
        })
    }
}

/// A position that can occur in a game of GIPF, at a decision point or at the end.
///
/// Every value of this type is valid: it is built from [`Position::start`], from a
/// [`Setup`] that passed every check of NOTATION.md §3, or by playing legal actions.
#[derive(PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) core: Core,
    /// The potentials option; `None` for a classic game, whose rules never look here.
    pub(crate) pot: Option<Box<Potentials>>,
}

/// The fields of every position: all of a classic game, and with potentials the planes
/// (top colours, GIPF-based spots) beside the boxed contents. `Copy`, so that the classic
/// perft copies it as one block; a [`Position`] derefs to it.
///
/// Nothing of it is public: outside the crate it is only what `Position` derefs to.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Core {
    pub(crate) board: Board,
    pub(crate) variant: Variant,
    pub(crate) turn: Color,
    pub(crate) stage: Stage,
    pub(crate) reserves: [u8; 2],
    pub(crate) captures: [u8; 2],
    pub(crate) status: [Status; 2],
    pub(crate) hash: u64,
}

impl std::ops::Deref for Position {
    type Target = Core;
    #[inline(always)]
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl Clone for Position {
    /// A copy of the classic fields and, only with potentials, of the boxed part.
    #[inline(always)]
    fn clone(&self) -> Position {
        Position {
            core: self.core,
            pot: self.pot.clone(),
        }
    }
}

impl Position {
    /// The start position of a variant.
    pub fn start(variant: Variant) -> Position {
        Position::from_setup_unchecked(Setup::start(variant))
    }

    /// The basic variant's start with a handicap: extra reserve pieces (0..=3) for either
    /// player (RULES.md §2). Returns `None` for a handicap above 3.
    pub fn basic_with_handicap(white_extra: u8, black_extra: u8) -> Option<Position> {
        if white_extra > 3 || black_extra > 3 {
            return None;
        }
        let mut s = Setup::start(Variant::Basic);
        s.reserves[0] += white_extra;
        s.reserves[1] += black_extra;
        Some(Position::from_setup_unchecked(s))
    }

    /// Builds a position from a setup whose counts are known to be in range (a start
    /// position, or one that passed [`Setup::check_counts`]).
    pub(crate) fn from_setup_unchecked(s: Setup) -> Position {
        // With potentials the planes always come from the contents, whatever `board` says.
        let board = match &s.potentials {
            Some(pot) => Board::from_contents(&pot.cells),
            None => s.board,
        };
        let mut p = Position {
            core: Core {
                board,
                variant: s.variant,
                turn: s.turn,
                stage: s.stage,
                reserves: s.reserves,
                captures: s.captures,
                status: s.status,
                hash: 0,
            },
            pot: s.potentials,
        };
        p.core.hash = p.compute_hash();
        p
    }

    /// What this position says, as an editable [`Setup`].
    pub fn setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            board: self.board,
            turn: self.turn,
            stage: self.stage,
            reserves: self.reserves,
            captures: self.captures,
            status: self.status,
            potentials: self.pot.clone(),
        }
    }

    /// The start of a variant with the potentials option (POTENTIALS.md §2): these hands and
    /// `extra` basic pieces (0..=3) more in each reserve. `None` for more than 3 extra pieces.
    pub fn start_with_potentials(
        variant: Variant,
        hands: [Hand; 2],
        extra: u8,
    ) -> Option<Position> {
        (extra <= 3).then(|| {
            Position::from_setup_unchecked(Setup::start_with_potentials(variant, hands, extra))
        })
    }

    /// Ultimate GIPF: tournament, 3 potentials of each kind and 3 extra basic pieces each.
    pub fn ultimate() -> Position {
        let three = Hand::of_each(3).unwrap_or_default();
        Position::from_setup_unchecked(Setup::start_with_potentials(
            Variant::Tournament,
            [three, three],
            3,
        ))
    }

    /// The potentials option's part, if the option is on.
    pub fn potentials(&self) -> Option<&Potentials> {
        self.pot.as_deref()
    }

    /// Whether the potentials option is on.
    pub const fn has_potentials(&self) -> bool {
        self.pot.is_some()
    }

    /// A colour's hand (empty without the potentials option).
    pub fn hand(&self, color: Color) -> Hand {
        self.pot.as_ref().map(|p| p.hand(color)).unwrap_or_default()
    }

    /// What a spot holds, in full (with or without the potentials option).
    pub fn content(&self, spot: Spot) -> Option<Content> {
        match &self.pot {
            Some(pot) => pot.content(spot),
            None => self.board.get(spot).map(|p| {
                Content::uncapped(if p.gipf {
                    Base::Gipf(p.color)
                } else {
                    Base::Basic(p.color)
                })
            }),
        }
    }

    /// The variant.
    pub const fn variant(&self) -> Variant {
        self.core.variant
    }

    /// The pieces on the board.
    pub const fn board(&self) -> &Board {
        &self.core.board
    }

    /// Whose turn it is (who pushes, or has just pushed).
    pub const fn turn(&self) -> Color {
        self.core.turn
    }

    /// The stage of the turn.
    pub const fn stage(&self) -> Stage {
        self.core.stage
    }

    /// A colour's reserve, in singles.
    pub const fn reserve(&self, color: Color) -> u8 {
        self.core.reserves[color.index()]
    }

    /// The opponent singles a colour has captured (a GIPF piece counts 2).
    pub const fn captured(&self, color: Color) -> u8 {
        self.core.captures[color.index()]
    }

    /// A colour's tournament status.
    pub const fn status(&self, color: Color) -> Status {
        self.core.status[color.index()]
    }

    /// The Zobrist hash of everything the position string says; maintained incrementally.
    pub const fn hash(&self) -> u64 {
        self.core.hash
    }

    /// Which player makes the current decision; `None` when the game is over, and at stage
    /// `r`, where the referee decides (see [`Position::decided_by`]).
    pub fn decider(&self) -> Option<Color> {
        match self.stage {
            Stage::Push | Stage::MoverRemoves | Stage::PreMover => Some(self.turn),
            Stage::OpponentRemoves | Stage::PreOpponent => Some(self.turn.other()),
            Stage::Tamsk => Some(self.tamsk_decider()),
            Stage::Challenge => self.challenger(),
            // The referee, not a player: see `decided_by`.
            Stage::Referee => None,
            Stage::Won(_) => None,
        }
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        matches!(self.core.stage, Stage::Won(_))
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        let Stage::Won(winner) = self.stage else {
            return None;
        };
        let loser = winner.other();
        let reason = if self.gipf_rule_applies(loser) && self.board.gipf_count(loser) == 0 {
            WinReason::NoGipfLeft
        } else {
            WinReason::NoReserve
        };
        Some(Outcome { winner, reason })
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        match &self.pot {
            Some(pot) => self.potentials_hash(pot),
            None => self.core.classic_hash(),
        }
    }
}

impl Core {
    /// Whether losing the last GIPF piece loses the game for this colour now: a GIPF variant,
    /// and (tournament) the player has pushed at least once.
    pub(crate) fn gipf_rule_applies(&self, color: Color) -> bool {
        self.variant.has_gipf_rule() && self.status[color.index()] != Status::NotPushed
    }

    /// The hash of a classic position from scratch.
    pub(crate) fn classic_hash(&self) -> u64 {
        let mut h = KEYS.variant[self.variant as usize];
        for (k, mut bits) in self.board.kinds().into_iter().enumerate() {
            while bits != 0 {
                h ^= KEYS.piece[k][bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
        }
        for c in 0..2 {
            h ^= KEYS.reserve[c][self.reserves[c] as usize];
            h ^= KEYS.capture[c][self.captures[c] as usize];
            h ^= KEYS.status[c][self.status[c] as usize];
        }
        h ^ KEYS.state[self.turn.index()][self.stage.index()]
    }

    pub(crate) fn impossible(&self, why: StageProblem) -> PositionError {
        PositionError::ImpossibleStage {
            stage: self.stage.text().to_string(),
            why,
        }
    }
}

impl Position {
    /// The checks of NOTATION.md §3 that concern the stage, on a position whose counts
    /// passed [`Setup::check_counts`].
    fn validate_stage(&self) -> Result<(), PositionError> {
        if self.pot.is_some() {
            return self.validate_potentials_stage();
        }
        if let Stage::Won(winner) = self.stage {
            let loser = winner.other();
            let no_gipf = self.gipf_rule_applies(loser) && self.board.gipf_count(loser) == 0;
            let stuck = self.turn == loser && !self.can_act_before_push(loser);
            if !no_gipf && !stuck {
                return Err(self.impossible(StageProblem::NotLost(loser)));
            }
            return Ok(());
        }
        for c in Color::BOTH {
            if self.gipf_rule_applies(c) && self.board.gipf_count(c) == 0 {
                return Err(self.impossible(StageProblem::NoGipf(c)));
            }
        }
        let me = self.turn;
        match self.stage {
            Stage::Push => {
                for c in Color::BOTH {
                    if self.has_compulsory_row(c) {
                        return Err(self.impossible(StageProblem::RowBeforePush(c)));
                    }
                }
                if !self.can_act_before_push(me) {
                    return Err(self.impossible(StageProblem::NoAction(me)));
                }
            }
            Stage::MoverRemoves => {
                let n = self.removal_decision_size(me, false);
                if n < 2 {
                    return Err(self.impossible(StageProblem::NoChoice {
                        color: me,
                        count: n,
                    }));
                }
            }
            Stage::OpponentRemoves => {
                if self.has_compulsory_row(me) {
                    return Err(self.impossible(StageProblem::MoverFirst(me)));
                }
                let n = self.removal_decision_size(me.other(), true);
                if n < 2 {
                    return Err(self.impossible(StageProblem::NoChoice {
                        color: me.other(),
                        count: n,
                    }));
                }
            }
            Stage::Won(_)
            | Stage::Tamsk
            | Stage::PreMover
            | Stage::PreOpponent
            | Stage::Challenge
            | Stage::Referee => {}
        }
        Ok(())
    }
}

impl TryFrom<Setup> for Position {
    type Error = PositionError;

    fn try_from(s: Setup) -> Result<Position, PositionError> {
        s.check_counts()?;
        let p = Position::from_setup_unchecked(s);
        p.validate_stage()?;
        Ok(p)
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::try_from(s.parse::<Setup>()?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Default for Position {
    /// The standard start, as the protocol assumes before `new` or `position`.
    fn default() -> Position {
        Position::start(Variant::Standard)
    }
}

/// Every spot bit lies inside the board.
const _: () = assert!(ALL_SPOTS.count_ones() == 37);
