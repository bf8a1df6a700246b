//! The words of scores a friend can check: the player's name in a line to share, the line
//! of a finished game that is not the daily one, and what `tui2048 verify` and `tui2048
//! board` say of the records they find. Numbers are passed written (the points and moves
//! with their thousands apart, as the lines to share write them).

use i18n_embed_fl::fl;
use tui2048_engine::game::proof::{Claimant, Fact, Start};
use tui2048_engine::game::{Began, Day, Dir, Name, Origin, Rules, SpawnRule, record_starts};

use super::Texts;
use super::table::{Join, yes};

impl Texts {
    /// The player's name after the game in a line to share; nothing without one.
    pub fn share_by(&self, name: Option<&Name>) -> String {
        name.map(|name| fl!(self.loader, "share-by", name = name.as_str()))
            .unwrap_or_default()
    }

    /// The line a finished game that is not the daily one is shared by: its rules, the
    /// player's name, the largest tile, the points, moves and undos (`counts`, written),
    /// `undos` counting them, and whether the solver helped.
    pub fn share_game(
        &self,
        rules: Rules,
        name: Option<&Name>,
        tile: u64,
        counts: [String; 3],
        (made, undos, assisted): (u64, u64, bool),
    ) -> String {
        let [points, moves, undone] = counts;
        let mut line = fl!(
            self.loader,
            "share-game",
            size = rules.size,
            target = rules.target.to_string(),
            scaled = yes(rules.spawn == SpawnRule::Scaled),
            by = self.share_by(name),
            tile = tile.to_string(),
            points = points,
            moves = moves,
            made = made,
            undone = undone,
            undos = undos
        );
        if assisted {
            line.push_str(&fl!(self.loader, "share-assisted"));
        }
        line
    }

    /// `key = value` in the settings file is not a name.
    pub fn config_not_a_name(&self, key: &str, value: &str) -> String {
        fl!(self.loader, "config-not-a-name", key = key, value = value)
    }
    /// The name `key` gives in the settings file has `chars` printable characters, more
    /// than the `limit` a name may hold: it is not used.
    pub fn config_name_too_long(&self, key: &str, chars: usize, limit: usize) -> String {
        fl!(
            self.loader,
            "config-name-too-long",
            key = key,
            chars = chars,
            limit = limit
        )
    }

    /// The game a record is of: the daily game of its day (a server's, by its seed), or a
    /// game of its rules.
    pub fn verify_game(&self, rules: Rules, origin: &Origin) -> String {
        match origin {
            Origin::Daily(day) => fl!(
                self.loader,
                "verify-daily",
                date = day.to_string(),
                size = rules.size,
                target = rules.target.to_string()
            ),
            Origin::Served(day, seed) => fl!(
                self.loader,
                "verify-served",
                date = day.to_string(),
                seed = format!("{seed:016x}"),
                size = rules.size,
                target = rules.target.to_string()
            ),
            _ => fl!(
                self.loader,
                "verify-game",
                size = rules.size,
                target = rules.target.to_string(),
                scaled = yes(rules.spawn == SpawnRule::Scaled)
            ),
        }
    }
    /// Who played it, after the game; nothing without a name.
    pub fn verify_by(&self, name: Option<&str>) -> String {
        name.map(|name| fl!(self.loader, "verify-by", name = name))
            .unwrap_or_default()
    }
    /// What a record declares: its undos, the hints shown, whether the solver moved.
    /// Each number is written out whole, as a number past 2⁵³ is not one Fluent keeps.
    pub fn verify_declared(&self, undos: u64, hints: u64, assisted: bool) -> String {
        fl!(
            self.loader,
            "verify-declared",
            undos = undos,
            undone = undos.to_string(),
            hints = hints,
            hinted = hints.to_string(),
            assisted = yes(assisted)
        )
    }
    /// A true record on `line` of the text: where its moves start (`from`), its game and player, its points, largest
    /// tile and moves (written, and the moves' `count`), and what it declares.
    pub fn verify_true(
        &self,
        (at, from): (&str, Began),
        (game, by): (&str, &str),
        ([points, tile, moves], count): ([String; 3], u64),
        declared: &str,
    ) -> String {
        let (start, fixed) = from_words(from);
        fl!(
            self.loader,
            "verify-true",
            at = at,
            start = start,
            fixed = fixed,
            game = game,
            by = by,
            points = points,
            tile = tile,
            moves = moves,
            count = count,
            declared = declared
        )
    }
    /// A false record, where it was found (`at`, from `verify_where`), and the first
    /// thing false about it.
    pub fn verify_false(&self, at: &str, why: &str) -> String {
        fl!(self.loader, "verify-false", at = at, why = why)
    }
    /// A record this version cannot check, where it was found, and why.
    pub fn verify_unknown(&self, at: &str, why: &str) -> String {
        fl!(self.loader, "verify-unknown", at = at, why = why)
    }
    /// Where a record was found: its `line` in its source, and the source (`None` when
    /// there was one): a file by its name, standard input, or the argument at `index`.
    pub fn verify_where(&self, line: usize, source: Option<(&'static str, &str, usize)>) -> String {
        let (source, name, index) = source.unwrap_or(("none", "", 0));
        fl!(
            self.loader,
            "verify-where",
            line = line,
            source = source,
            name = name,
            index = index
        )
    }
    /// A daily game of `day` that says it finished `at` (seconds since 1970), before it.
    pub fn verify_finished_before(&self, day: Day, at: u64) -> String {
        fl!(
            self.loader,
            "verify-finished-before",
            date = Day::from_unix(at).to_string(),
            day = day.to_string()
        )
    }
    /// A board whose `score` is more than the `most` its tiles could have made (written).
    pub fn verify_board_score(&self, score: &str, most: &str) -> String {
        fl!(
            self.loader,
            "verify-board-score",
            score = score,
            most = most
        )
    }
    /// A record that does not read, broken at its lines' ends in a way that could not be
    /// put back together: lines `first` to `last` seem to hold its pieces.
    pub fn verify_in_pieces(&self, first: usize, last: usize) -> String {
        fl!(self.loader, "verify-in-pieces", first = first, last = last)
    }
    /// Move `index` of a record moves nothing.
    pub fn verify_not_a_move(&self, index: usize, dir: Dir) -> String {
        fl!(
            self.loader,
            "verify-not-a-move",
            index = index,
            dir = dir.name()
        )
    }
    /// A daily game of other rules than the daily game's.
    pub fn verify_daily_rules(&self, rules: Rules) -> String {
        fl!(
            self.loader,
            "verify-daily-rules",
            size = rules.size,
            target = rules.target.to_string(),
            scaled = yes(rules.spawn == SpawnRule::Scaled)
        )
    }
    /// A daily game of a day still to come.
    pub fn verify_future(&self, day: Day) -> String {
        fl!(self.loader, "verify-future", date = day.to_string())
    }
    /// A game that says it finished at `at` (seconds since 1970), still to come.
    pub fn verify_finished_later(&self, at: u64) -> String {
        let time = at % 86_400;
        fl!(
            self.loader,
            "verify-finished-later",
            date = Day::from_unix(at).to_string(),
            time = format!("{:02}:{:02}", time / 3600, time % 3600 / 60)
        )
    }
    /// A fact claimed by the record or its line that is not the one found (both
    /// written).
    pub fn verify_differs(
        &self,
        (by, fact): (Claimant, Fact),
        claimed: &str,
        found: &str,
    ) -> String {
        let fact = match fact {
            Fact::Size => "size",
            Fact::Target => "target",
            Fact::Tile => "tile",
            Fact::Score => "score",
            Fact::Moves => "moves",
            Fact::Undos => "undos",
            Fact::Tries => "tries",
        };
        let by = match by {
            Claimant::Record => "record",
            Claimant::Line => "line",
        };
        fl!(
            self.loader,
            "verify-differs",
            by = by,
            fact = fact,
            claimed = claimed,
            found = found
        )
    }
    /// The line names the daily game of `claimed`; the record starts elsewhere.
    pub fn verify_other_day(&self, claimed: Day, start: Start) -> String {
        let (start, day, seed) = match start {
            Start::Daily(day) => ("daily", day.to_string(), String::new()),
            Start::Seed(seed) => ("seed", String::new(), seed.to_string()),
            Start::Board => ("board", String::new(), String::new()),
        };
        fl!(
            self.loader,
            "verify-other-day",
            claimed = claimed.to_string(),
            start = start,
            day = day,
            seed = seed
        )
    }
    /// A record not replayed: its `moves` are more than are left of the `limit`.
    pub fn verify_unchecked(&self, moves: u64, limit: u64) -> String {
        fl!(
            self.loader,
            "verify-unchecked",
            moves = moves.to_string(),
            limit = limit.to_string()
        )
    }
    /// No record in the text.
    pub fn verify_none(&self) -> String {
        let starts = self.list(Join::Or, &record_starts());
        fl!(self.loader, "verify-none", starts = starts)
    }
    /// Only the first `limit` records are checked; `more` were left out.
    pub fn verify_more(&self, limit: usize, more: usize) -> String {
        fl!(
            self.loader,
            "verify-more",
            limit = limit.to_string(),
            more = more.to_string()
        )
    }

    /// The heading of a server's daily games of a day in the board, with how many
    /// players. No word of the seed: a server's board is shown while its day is open.
    pub fn board_served(&self, day: Day, players: usize) -> String {
        fl!(
            self.loader,
            "board-served",
            date = day.to_string(),
            players = players
        )
    }

    /// The heading of a day's daily games in the board, with how many players.
    pub fn board_daily(&self, day: Day, players: usize) -> String {
        fl!(
            self.loader,
            "board-daily",
            date = day.to_string(),
            players = players
        )
    }
    /// The heading of the games of some rules in the board, with how many players.
    pub fn board_game(&self, rules: Rules, players: usize) -> String {
        fl!(
            self.loader,
            "board-game",
            size = rules.size,
            target = rules.target.to_string(),
            scaled = yes(rules.spawn == SpawnRule::Scaled),
            players = players
        )
    }
    /// A player ranked: rank, name and points padded, the largest tile, the moves (written,
    /// and their `count`) and what the record declares.
    pub fn board_row(
        &self,
        (rank, name): (&str, &str),
        ([points, tile, moves], count): ([String; 3], u64),
        declared: &str,
    ) -> String {
        fl!(
            self.loader,
            "board-row",
            rank = rank,
            name = name,
            points = points,
            tile = tile,
            moves = moves,
            count = count,
            declared = declared
        )
    }
    /// After a daily game's row: which try of the day's game it is.
    pub fn board_try(&self, tries: u32) -> String {
        fl!(self.loader, "board-try", number = tries)
    }
    /// After it, where a later try of the same player scored more: that try and its
    /// `points` (written).
    pub fn board_best_try(&self, tries: u32, points: &str) -> String {
        fl!(
            self.loader,
            "board-best-try",
            number = tries,
            points = points
        )
    }
    /// A player who gave no name.
    pub fn board_anonymous(&self) -> &'static str {
        self.interned(fl!(self.loader, "board-anonymous"))
    }
    /// A game pasted under several names: the one it is ranked by, and the `others`.
    pub fn board_claimed(&self, name: &str, others: &[String]) -> String {
        let others = self.list(Join::And, others);
        fl!(self.loader, "board-claimed", name = name, others = others)
    }
    /// The heading of the true records that do not start from their first tiles.
    pub fn board_apart(&self, count: usize) -> String {
        fl!(self.loader, "board-apart", count = count)
    }
    /// A true record not from its first tiles, where it was found (`at`), by a player (`by`), where it
    /// starts, its points, largest tile and moves (written, and their `count`).
    pub fn board_apart_row(
        &self,
        (at, by, from): (&str, &str, Began),
        ([points, tile, moves], count): ([String; 3], u64),
    ) -> String {
        let (start, fixed) = from_words(from);
        fl!(
            self.loader,
            "board-apart-row",
            at = at,
            by = by,
            start = start,
            fixed = fixed,
            points = points,
            tile = tile,
            moves = moves,
            count = count
        )
    }
    /// The heading of the records this version cannot check.
    pub fn board_unknown(&self, count: usize) -> String {
        fl!(self.loader, "board-unknown", count = count)
    }
    /// The heading of the false records.
    pub fn board_false(&self, count: usize) -> String {
        fl!(self.loader, "board-false", count = count)
    }
    /// A false record, where it was found (`at`, from `verify_where`), by a player (`by`,
    /// from `verify_by`), and why.
    pub fn board_false_row(&self, at: &str, by: &str, why: &str) -> String {
        fl!(self.loader, "board-false-row", at = at, by = by, why = why)
    }
    /// Records pasted more than once, counted once.
    pub fn board_again(&self, count: usize) -> String {
        fl!(self.loader, "board-again", count = count)
    }
    /// No daily game of the day asked for.
    pub fn board_no_day(&self, day: Day) -> String {
        fl!(self.loader, "board-no-day", date = day.to_string())
    }
    /// A server's board of a day no game of which has ended there.
    pub fn served_none(&self, day: Day) -> String {
        fl!(self.loader, "served-none", date = day.to_string())
    }
    /// A server's board of a day still open: where its records will be.
    pub fn served_open(&self) -> &'static str {
        self.interned(fl!(self.loader, "served-open"))
    }
    /// A server's board of a day closed: its seed, and the records that follow.
    pub fn served_closed(&self, seed: u64) -> String {
        fl!(self.loader, "served-closed", seed = format!("{seed:016x}"))
    }
    /// A server's board asked for a day to come.
    pub fn served_later(&self, day: Day, today: Day) -> String {
        fl!(
            self.loader,
            "served-later",
            date = day.to_string(),
            today = today.to_string()
        )
    }
    /// What a server's board proves (it saw every move) and what it cannot.
    pub fn board_limits_served(&self) -> &'static str {
        self.interned(fl!(self.loader, "board-limits-served"))
    }
    /// What a replay proves and what it cannot.
    pub fn board_limits(&self) -> &'static str {
        self.interned(fl!(self.loader, "board-limits"))
    }
}

/// A start's selector and the move it was played on from.
fn from_words(from: Began) -> (&'static str, String) {
    match from {
        Began::FirstTiles => ("tiles", String::new()),
        Began::Board => ("board", String::new()),
        Began::PlayedOn(at) => ("replay", at.to_string()),
    }
}
