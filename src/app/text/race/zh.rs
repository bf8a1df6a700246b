//! The race's words, in Simplified Chinese: 比赛, 领先, the solver 「AI」 as everywhere
//! else, a kept game's ghost 「影子」.

use super::super::{Chinese, Texts};
use super::RaceTexts;
use tui2048_engine::game::Rival;

impl RaceTexts for Chinese {
    fn race_you(&self) -> &'static str {
        "你"
    }
    fn race_lead(&self) -> &'static str {
        "领先"
    }
    fn rival_label(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => "AI",
            Rival::Record { .. } => "影子",
        }
    }
    fn race_move(&self, at: usize) -> String {
        format!("第 {at} 步")
    }
    fn rival_mini(&self, rival: Rival, score: &str) -> String {
        format!("{} {score} 分", self.rival_label(rival))
    }
    fn rival_summary(&self, rival: Rival, score: u64, tile: u64, moves: usize) -> String {
        format!(
            "{} {score} 分，最大 {tile}，第 {moves} 步",
            self.rival_label(rival)
        )
    }

    fn race_start(&self, rival: Rival) -> String {
        match rival {
            Rival::Solver { .. } => "比赛开始！你走一步，AI 也走一步，方块一模一样",
            Rival::Record { .. } => "比赛开始！你每走一步，影子就重放它那局的一步",
        }
        .to_string()
    }
    fn race_not_now(&self) -> &'static str {
        "比赛中不能用：按 q 结束比赛，你自己的那局保持原样"
    }
    fn race_lead_line(&self, rival: Rival, lead: i128, at: usize) -> String {
        let by = lead.unsigned_abs();
        match (lead.signum(), rival) {
            (1, _) => format!("第 {at} 步，你领先 {by} 分"),
            (-1, Rival::Solver { .. }) => format!("第 {at} 步，AI 领先 {by} 分"),
            (-1, Rival::Record { .. }) => format!("第 {at} 步，影子领先 {by} 分"),
            _ => format!("第 {at} 步，比分持平"),
        }
    }
    fn rival_stopped(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => "，AI 那局已经结束",
            Rival::Record { .. } => "，影子那局已经走完",
        }
    }
    fn ghost_moves_out(&self) -> &'static str {
        "，影子的步数到此为止"
    }
    fn race_close_nothing(&self) -> &'static str {
        "没有可关闭的，按 q 结束比赛"
    }
    fn race_waits_won(&self) -> &'static str {
        "你赢了！按 Enter 继续，按 q 结束比赛"
    }
    fn race_waits_over(&self) -> &'static str {
        "游戏结束！按 u 撤销，按 q 结束比赛"
    }
    fn race_start_short(&self, rival: Rival) -> &'static str {
        match rival {
            Rival::Solver { .. } => "比赛开始！AI 跟你一起走",
            Rival::Record { .. } => "比赛开始！影子跟你一起走",
        }
    }
    fn race_not_now_short(&self) -> &'static str {
        "比赛中不能用，按 q 结束"
    }
    fn race_close_nothing_short(&self) -> &'static str {
        "没有可关闭的，按 q 结束"
    }
    fn race_waits_won_short(&self) -> &'static str {
        "你赢了！Enter 继续，q 结束"
    }
    fn race_waits_over_short(&self) -> &'static str {
        "游戏结束！u 撤销，q 结束"
    }

    fn race_winner(&self, rival: Rival, lead: i128) -> &'static str {
        match (lead.signum(), rival) {
            (1, _) => "你赢了这场比赛！",
            (-1, Rival::Solver { .. }) => "AI 赢了！",
            (-1, Rival::Record { .. }) => "影子赢了！",
            _ => "平局！",
        }
    }
    fn race_scores(&self, mine: u64, theirs: u64, at: usize) -> String {
        format!("第 {at} 步时 {mine} 比 {theirs}")
    }
    fn race_margin(&self, lead: i128, ahead_from: Option<usize>) -> String {
        let by = lead.unsigned_abs();
        match (lead.signum(), ahead_from) {
            (1, Some(k)) => format!("多 {by} 分，从第 {k} 步起一直领先"),
            (-1, Some(k)) => format!("少 {by} 分，从第 {k} 步起一直落后"),
            (0, _) => "比分持平".to_string(),
            (1, None) => format!("多 {by} 分"),
            _ => format!("少 {by} 分"),
        }
    }
    fn race_assisted(&self) -> &'static str {
        "有 AI 协助"
    }
    fn race_waiting(&self, done: usize, total: usize) -> String {
        format!("AI 正在追赶：第 {done} 步，共 {total} 步")
    }
    fn button_quit(&self) -> &'static str {
        "退出"
    }
    fn race_end_line(&self, title: &str, lines: &[String]) -> String {
        format!("{title}{}", lines.join("，"))
    }
    fn race_end_short(&self, title: &str, mine: u64, theirs: u64) -> String {
        format!("{title}{mine} 比 {theirs}")
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
        let seed = seed.map(|s| format!("，种子 {s}")).unwrap_or_default();
        let lead = i128::from(mine) - i128::from(theirs);
        let by = lead.unsigned_abs();
        let outcome = match (lead.signum(), ahead_from) {
            (1, _) if left => format!("中途离开，领先 {by} 分"),
            (-1, _) if left => format!("中途离开，落后 {by} 分"),
            _ if left => "中途离开，比分持平".to_string(),
            (1, Some(k)) => format!("赢 {by} 分，从第 {k} 步起领先"),
            (-1, Some(k)) => format!("输 {by} 分，从第 {k} 步起落后"),
            (1, None) => format!("赢 {by} 分"),
            (-1, None) => format!("输 {by} 分"),
            _ => "平局".to_string(),
        };
        let name = match rival {
            Rival::Solver { strong: false } => "对阵 AI",
            Rival::Solver { strong: true } => "对阵强力 AI",
            Rival::Record { .. } => "对阵影子",
        };
        let mut line = format!(
            "tui2048 比赛 {}{seed}，{name}：第 {at} 步时 {mine} 比 {theirs}，{outcome}",
            self.board_size(size)
        );
        if assisted {
            line.push_str("，有 AI 协助");
        }
        line
    }
    fn race_left(&self, winner: &str, scores: &str, margin: &str) -> String {
        format!("tui2048：{winner}{scores}，{margin}；你自己的那局保持原样")
    }
    fn race_left_early(&self, at: usize, mine: u64, theirs: u64) -> String {
        let how = match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => "领先",
            std::cmp::Ordering::Less => "落后",
            std::cmp::Ordering::Equal => "持平",
        };
        format!(
            "tui2048：你在第 {at} 步离开了比赛，{mine} 比 {theirs}，{how}；你自己的那局保持原样"
        )
    }
    fn race_left_unplayed(&self) -> &'static str {
        "tui2048：比赛还没走第一步就结束了；你自己的那局保持原样"
    }

    fn race_help_quit(&self) -> &'static str {
        "结束比赛（你自己的那局保持原样）"
    }
    fn races(&self) -> &'static str {
        "比赛（不算在你的对局里）"
    }
}
