//! The words of a notice, a saving problem, the status line and the box of the game's end,
//! made from their values in one place: the model keeps what happened, these say it in
//! the run's language.

use super::Texts;
use crate::ending::BestFact;
use crate::notice::Off;
use crate::notice::{Notice, Unreadable};
use crate::say::{damage, fault, kept_note, open_error, settings_notice, write_error};
use crate::status::{RaceStatus, RivalEnd, StatusLine};
use tui2048_store::Part;

impl Texts {
    /// The words of `notice`.
    pub fn notice(&self, notice: &Notice) -> String {
        let fixed = |words: &str| words.to_string();
        match notice {
            Notice::DailyGreeting(day) => self.daily_greeting(*day),
            Notice::WelcomeBack => fixed(self.welcome_back()),
            Notice::WelcomeBackDaily(day) => self.welcome_back_daily(*day),
            Notice::EmptyBoard => fixed(self.empty_board()),
            Notice::NewGameSavedBack => fixed(self.new_game_saved_back()),
            Notice::Unreadable(unreadable) => self.unreadable_said(unreadable),
            Notice::Settings { read, line } => {
                let said = settings_notice(
                    self,
                    read.problem.as_ref(),
                    read.path.as_deref(),
                    &read.keys,
                );
                said.into_iter().nth(*line).unwrap_or_default()
            }
            Notice::PaletteTip { far: false } => fixed(self.palette_tip()),
            Notice::PaletteTip { far: true } => fixed(self.palette_tip_far()),
            Notice::NothingSaved(off) | Notice::SavingOff(off) => {
                self.saving_off(&self.unsaved(off))
            }
            Notice::RaceStart(rival) => self.race_start(*rival),
            Notice::Theme(theme) => self.theme(*theme),
            Notice::WaitsWon => fixed(self.waits_won()),
            Notice::WaitsOver => fixed(self.waits_over()),
            Notice::CantMove(dir) => self.cant_move(*dir),
            Notice::AutoplayBoss => fixed(self.autoplay_boss()),
            Notice::HintWaits => fixed(self.hint_waits()),
            Notice::HintThinking => fixed(self.hint_thinking()),
            Notice::Hint(Some(dir)) => self.hint(*dir),
            Notice::Hint(None) => fixed(self.hint_none()),
            Notice::AutoplayOff => fixed(self.autoplay_off()),
            Notice::AutoplayNeedsGame => fixed(self.autoplay_needs_game()),
            Notice::Pace { per_second, end } => self.pace(*per_second, *end),
            Notice::NothingToUndo => fixed(self.nothing_to_undo()),
            Notice::UndoneGame => fixed(self.undone_game()),
            Notice::UndoneToTheStart => fixed(self.undone_to_the_start()),
            Notice::Undone(left) => self.undone(*left),
            Notice::DailyAlreadyFirst(day) => self.daily_already_first(*day),
            Notice::DailyAgain { day, tries } => self.daily_again(*day, *tries),
            Notice::NewGame => fixed(self.new_game()),
            Notice::CloseOver => fixed(self.close_over()),
            Notice::CloseNothing => fixed(self.close_nothing()),
            Notice::NothingToCopy => fixed(self.nothing_to_copy()),
            Notice::NothingToReplay => fixed(self.nothing_to_replay()),
            Notice::PlayedOn(at) => self.played_on(*at),
            Notice::KeepGoing => fixed(self.keep_going()),
            Notice::Copied(true) => fixed(self.copied()),
            Notice::Copied(false) => fixed(self.copy_needs_the_screen()),
            Notice::SavingAgain => fixed(self.saving_again()),
            Notice::RaceNotNow => fixed(self.race_not_now()),
            Notice::RaceCloseNothing => fixed(self.race_close_nothing()),
            Notice::RaceWaitsOver => fixed(self.race_waits_over()),
            Notice::RaceWaitsWon => fixed(self.race_waits_won()),
            Notice::TablesReady => fixed(self.tables_ready()),
            Notice::Kept(note) => kept_note(self, Ok(note.clone())).unwrap_or_default(),
            Notice::RecordNotKept(why) => self.record_not_kept(&fault(self, why)),
            Notice::BuildingTables { mb, folder } => self.building_tables(*mb, folder.as_deref()),
            Notice::ThemeNotWritten { theme, why } => {
                let why = match why {
                    None => self.no_config_folder().to_string(),
                    Some(e) => write_error(self, e),
                };
                self.theme_not_written(*theme, &why)
            }
            Notice::NoReplay(e) => self.record_does_not_replay(e),
            Notice::CacheGivenUp { mb } => self.cache_given_up(*mb),
            Notice::NotOpened(why) => open_error(self, why),
            Notice::ReplayPlayOnDaily => fixed(self.replay_play_on_daily()),
            #[cfg(any(test, feature = "testing"))]
            Notice::Test { words, .. } => words.clone(),
        }
    }

    /// The short form of a race's notice, where there is one, for a status line too
    /// narrow for its whole words.
    pub fn notice_short(&self, notice: &Notice) -> Option<&'static str> {
        Some(match notice {
            Notice::RaceStart(rival) => self.race_start_short(*rival),
            Notice::RaceNotNow => self.race_not_now_short(),
            Notice::RaceCloseNothing => self.race_close_nothing_short(),
            Notice::RaceWaitsWon => self.race_waits_won_short(),
            Notice::RaceWaitsOver => self.race_waits_over_short(),
            _ => return None,
        })
    }

    /// Why nothing is saved, in words (after "Saving is off: ").
    pub fn unsaved(&self, off: &Off) -> String {
        match off {
            Off::NoHome => self.no_home_folder().to_string(),
            Off::Guest => self.guest_not_kept().to_string(),
            Off::Fault(f) => fault(self, f),
            Off::LeftInPlace => self.unreadable_kept_in_place().to_string(),
        }
    }

    /// What the player is told of a state file that could not be used: what of it was
    /// kept and what was lost, where the file went, and why.
    fn unreadable_said(&self, u: &Unreadable) -> String {
        let words = |parts: &[Part]| -> Vec<&'static str> {
            // The recent games are part of the statistics, when both are in one list.
            let merged = parts.contains(&Part::Stats);
            parts
                .iter()
                .filter(|&&part| !(merged && part == Part::History))
                .map(|part| match part {
                    Part::Best => self.part_best(),
                    Part::Stats => self.part_stats(),
                    Part::Game => self.part_game(),
                    Part::Undo => self.part_undo(),
                    Part::History => self.part_history(),
                })
                .collect()
        };
        let kept_as = u
            .kept_as
            .as_ref()
            .map(|path| tui2048_store::shown::os(path.file_name().unwrap_or_default()));
        self.unreadable(
            u.cut,
            &words(&u.kept),
            &words(&u.lost),
            kept_as.as_deref(),
            &damage(self, &u.reason),
        )
    }

    /// The title of the box of the game's end.
    pub fn end_title(&self, won: bool) -> &'static str {
        if won {
            self.you_win()
        } else {
            self.game_over()
        }
    }

    /// What the box of the game's end says of the best score.
    pub fn end_best(&self, best: BestFact) -> String {
        match best {
            BestFact::Assisted(best) => self.assisted_best(best),
            BestFact::New => self.new_best().to_string(),
            BestFact::Is(best) => self.best_is(best),
        }
    }

    /// The words of the race's status line, but the player's own (a notice, autoplay:
    /// [`Texts::status`]) and its line to share (`Race::share_line`).
    pub fn race_status(&self, status: &RaceStatus) -> String {
        match status {
            RaceStatus::Player(line) => self.status(line).pop().unwrap_or_default(),
            RaceStatus::Shared | RaceStatus::Blank => String::new(),
            RaceStatus::Lead {
                rival,
                lead,
                at,
                end,
            } => {
                let mut line = self.race_lead_line(*rival, *lead, *at);
                line.push_str(match end {
                    None => "",
                    Some(RivalEnd::MovesOut) => self.ghost_moves_out(),
                    Some(RivalEnd::Stopped) => self.rival_stopped(*rival),
                });
                line
            }
        }
    }

    /// The forms of the status line's words, the longest first: the view shows the first
    /// that fits its width (the last where none does).
    pub fn status(&self, line: &StatusLine) -> Vec<String> {
        match line {
            StatusLine::Notice(notice) => vec![self.notice(notice)],
            StatusLine::SavingOff(off) => vec![self.saving_off(&self.unsaved(off))],
            StatusLine::Autoplay { per_second } => vec![
                self.autoplaying(*per_second),
                self.autoplaying_short(*per_second),
            ],
            StatusLine::Gain(gain) => vec![format!("+{gain}")],
            StatusLine::Blank => vec![String::new()],
            StatusLine::Assisted => vec![self.assisted().to_string()],
            StatusLine::Goal(goal) => vec![self.goal(*goal)],
        }
    }
}
