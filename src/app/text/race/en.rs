//! The race's words, in English.

use super::super::English;
use super::RaceTexts;
use tui2048_engine::game::Rival;

impl RaceTexts for English {
    fn race_you(&self) -> &'static str {
        "YOU"
    }
    fn race_lead(&self) -> &'static str {
        "LEAD"
    }
    fn rival_label(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => "SOLVER",
            Rival::Record { .. } => "GHOST",
        }
    }
    fn race_move(&self, at: usize) -> String {
        format!("MOVE {at}")
    }
    fn rival_mini(&self, rival: Rival, score: &str) -> String {
        format!("{} {score}", self.rival_label(rival))
    }
    fn rival_summary(&self, rival: Rival, score: u64, tile: u64, moves: usize) -> String {
        format!(
            "{} {score} · top {tile} · move {moves}",
            self.rival_label(rival)
        )
    }

    fn race_start(&self, rival: Rival) -> String {
        match rival {
            Rival::Solver { .. } => "Race! The solver moves when you do, on the same tiles",
            Rival::Record { .. } => "Race! The ghost replays its game a move for each of yours",
        }
        .to_string()
    }
    fn race_not_now(&self) -> &'static str {
        "Not in a race: q ends it, your own game is kept as it was"
    }
    fn race_lead_line(&self, rival: Rival, lead: i128, at: usize) -> String {
        let by = lead.unsigned_abs();
        match (lead.signum(), rival) {
            (1, _) => format!("You lead by {by} at move {at}"),
            (-1, Rival::Solver { .. }) => format!("The solver leads by {by} at move {at}"),
            (-1, Rival::Record { .. }) => format!("The ghost leads by {by} at move {at}"),
            _ => format!("Level at move {at}"),
        }
    }
    fn rival_stopped(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => " · the solver's game is over",
            Rival::Record { .. } => " · the ghost's game has ended",
        }
    }
    fn ghost_moves_out(&self) -> &'static str {
        " · the ghost's moves run out here"
    }
    fn race_close_nothing(&self) -> &'static str {
        "Nothing to close — q ends the race"
    }
    fn race_waits_won(&self) -> &'static str {
        "You win! Enter keeps going, q ends the race"
    }
    fn race_waits_over(&self) -> &'static str {
        "Game over! u undoes, q ends the race"
    }
    fn race_start_short(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => "Race! The solver moves with you",
            Rival::Record { .. } => "Race! The ghost moves with you",
        }
    }
    fn race_not_now_short(&self) -> &'static str {
        "Not in a race: q ends it"
    }
    fn race_close_nothing_short(&self) -> &'static str {
        "Nothing to close: q ends it"
    }
    fn race_waits_won_short(&self) -> &'static str {
        "You win! Enter goes on, q ends"
    }
    fn race_waits_over_short(&self) -> &'static str {
        "Game over! u undoes, q ends"
    }

    fn race_winner(&self, rival: Rival, lead: i128) -> &'static str {
        match (lead.signum(), rival) {
            (1, _) => "You win the race!",
            (-1, Rival::Solver { .. }) => "The solver wins!",
            (-1, Rival::Record { .. }) => "The ghost wins!",
            _ => "A draw!",
        }
    }
    fn race_scores(&self, mine: u64, theirs: u64, at: usize) -> String {
        format!("{mine} to {theirs} at move {at}")
    }
    fn race_margin(&self, lead: i128, ahead_from: Option<usize>) -> String {
        let by = lead.unsigned_abs();
        match (lead.signum(), ahead_from) {
            (1, Some(k)) => format!("by {by} · ahead from move {k}"),
            (-1, Some(k)) => format!("by {by} · behind from move {k}"),
            (0, _) => "level on points".to_string(),
            _ => format!("by {by}"),
        }
    }
    fn race_assisted(&self) -> &'static str {
        "Assisted: the solver helped"
    }
    fn race_waiting(&self, done: usize, total: usize) -> String {
        format!("The solver catches up: move {done} of {total}")
    }
    fn button_quit(&self) -> &'static str {
        "Quit"
    }
    fn race_end_line(&self, title: &str, lines: &[String]) -> String {
        format!("{title} {}", lines.join(", "))
    }
    fn race_end_short(&self, title: &str, mine: u64, theirs: u64) -> String {
        format!("{title} {mine} to {theirs}")
    }

    fn race_share_line(
        &self,
        rival: Rival,
        (size, seed): (usize, Option<u64>),
        [mine, theirs]: [u64; 2],
        (at, ahead_from): (usize, Option<usize>),
        left: bool,
        assisted: bool,
    ) -> String {
        let seed = seed.map(|s| format!(" seed {s}")).unwrap_or_default();
        let lead = i128::from(mine) - i128::from(theirs);
        let by = lead.unsigned_abs();
        let outcome = match (lead.signum(), ahead_from) {
            (1, _) if left => format!("left ahead by {by}"),
            (-1, _) if left => format!("left behind by {by}"),
            _ if left => "left level".to_string(),
            (1, Some(k)) => format!("won by {by}, ahead from move {k}"),
            (-1, Some(k)) => format!("lost by {by}, behind from move {k}"),
            (1, None) => format!("won by {by}"),
            (-1, None) => format!("lost by {by}"),
            _ => "a draw".to_string(),
        };
        let name = match rival {
            Rival::Solver { strong: false } => "the solver",
            Rival::Solver { strong: true } => "the strong solver",
            Rival::Record { .. } => "the ghost",
        };
        let mut line = format!(
            "tui2048 race {size}×{size}{seed} vs {name} · {mine} to {theirs} at move {at} · {outcome}"
        );
        if assisted {
            line.push_str(" · assisted");
        }
        line
    }
    fn race_left(&self, winner: &str, scores: &str, margin: &str) -> String {
        format!("tui2048: {winner} {scores}, {margin}; your own game is as you left it")
    }
    fn race_left_early(&self, at: usize, mine: u64, theirs: u64) -> String {
        let how = match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => "ahead",
            std::cmp::Ordering::Less => "behind",
            std::cmp::Ordering::Equal => "level",
        };
        format!(
            "tui2048: You left the race at move {at}, {how} {mine} to {theirs}; your own game is as you left it"
        )
    }
    fn race_left_unplayed(&self) -> &'static str {
        "tui2048: the race ended before its first move; your own game is as you left it"
    }

    fn race_help_quit(&self) -> &'static str {
        "end the race (your own game is kept as it was)"
    }
    fn races(&self) -> &'static str {
        "Races (apart from your games)"
    }
}
