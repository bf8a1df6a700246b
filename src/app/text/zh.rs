//! The texts in Simplified Chinese, in the words of the games this one grew from (分数,
//! 最高分, 撤销, 新游戏, 游戏结束, 你赢了, 继续) and, for the review, of a go or chess
//! player (妙手, 好棋, 缓手, 疑问手, 恶手; 复盘, 胜率, 准确率). Punctuation is the
//! full-width kind, two cells wide everywhere; symbols whose width a terminal may draw
//! either way (`·`, `—`, `…`, `×`, arrows) are left out: a space, a full-width comma or a
//! word says the same.

use super::table::Texts;
use crate::settings::Theme;
use tui2048_engine::game::{Day, Dir, Grade, ReplayError};

/// Simplified Chinese.
pub struct Chinese;

/// `a`, `a和b`, `a、b和c`.
fn list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{}和{last}", rest.join("、")),
        None => String::new(),
    }
}

/// A day as a Chinese reader writes it: 2025年1月31日.
fn date(day: Day) -> String {
    format!("{}年{}月{}日", day.year(), day.month(), day.day())
}

impl Texts for Chinese {
    fn direction(&self, dir: Dir) -> &'static str {
        match dir {
            Dir::Up => "上",
            Dir::Down => "下",
            Dir::Left => "左",
            Dir::Right => "右",
        }
    }
    fn grade(&self, grade: Grade) -> &'static str {
        match grade {
            Grade::Best => "妙手",
            Grade::Good => "好棋",
            Grade::Inaccuracy => "缓手",
            Grade::Mistake => "疑问手",
            Grade::Blunder => "恶手",
        }
    }
    fn theme_name(&self, theme: Theme) -> &'static str {
        match theme {
            Theme::Classic => "经典",
            Theme::Dark => "深色",
            Theme::HighContrast => "高对比度",
            Theme::Stealth => "伪装",
        }
    }
    fn board_size(&self, size: usize) -> String {
        format!("{size}✕{size}")
    }
    fn per_second(&self, moves: u32) -> String {
        format!("每秒 {moves} 步")
    }

    fn waits_won(&self) -> &'static str {
        "你赢了！按 Enter 继续，按 r 开始新游戏（按 u 可找回这一局）"
    }
    fn waits_over(&self) -> &'static str {
        "游戏结束！按 r 再来一局，按 u 撤销"
    }
    fn cant_move(&self, dir: Dir) -> String {
        format!("无法向{}移动", self.direction(dir))
    }
    fn nothing_to_undo(&self) -> &'static str {
        "没有可撤销的步骤"
    }
    fn undone_game(&self) -> &'static str {
        "已撤销，上一局回来了"
    }
    fn undone(&self, left: usize) -> String {
        match left {
            0 => "已撤销，不能再撤销了".to_string(),
            n => format!("已撤销，还可撤销 {n} 步"),
        }
    }
    fn undone_to_the_start(&self) -> &'static str {
        "已撤销，再按一次 u 找回上一局"
    }
    fn new_game(&self) -> &'static str {
        "新游戏，按 u 可找回上一局"
    }
    fn daily_again(&self, day: Day, tries: u32) -> String {
        format!(
            "{}的每日挑战重新开始，第 {tries} 次尝试，按 u 可找回上一局",
            date(day)
        )
    }
    fn daily_already_first(&self, day: Day) -> String {
        format!("已经是{}每日挑战的开局了", date(day))
    }
    fn theme(&self, theme: Theme) -> String {
        format!("主题：{}，按 t 换下一个", self.theme_name(theme))
    }
    fn theme_not_kept(&self, theme: Theme, why: &str) -> String {
        format!("主题：{}，仅本次有效：{why}", self.theme_name(theme))
    }
    fn no_config_folder(&self) -> &'static str {
        "没有可存放设置的配置文件夹"
    }
    fn close_over(&self) -> &'static str {
        "游戏结束！按 r 再来一局，按 u 撤销，按 q 退出"
    }
    fn close_nothing(&self) -> &'static str {
        "没有可关闭的，按 q 退出（游戏已保存）"
    }
    fn new_game_saved_back(&self) -> &'static str {
        "新游戏，按 u 可找回存档里的那局"
    }
    fn keep_going(&self) -> &'static str {
        "继续挑战更高分数！"
    }
    fn hint_thinking(&self) -> &'static str {
        "提示：AI 思考中"
    }
    fn hint_waits(&self) -> &'static str {
        "现在不能提示：游戏在等你选择"
    }
    fn hint_none(&self) -> &'static str {
        "提示：已经无路可走"
    }
    fn hint(&self, dir: Dir) -> String {
        format!("提示：向{}", self.direction(dir))
    }
    fn autoplay_off(&self) -> &'static str {
        "托管已关闭"
    }
    fn autoplay_needs_game(&self) -> &'static str {
        "托管需要一局游戏：按 r 开始"
    }
    fn autoplay_boss(&self) -> &'static str {
        "老板键已暂停托管，按 p 继续"
    }
    fn pace(&self, moves_per_second: u32, end: Option<bool>) -> String {
        let pace = self.per_second(moves_per_second);
        match end {
            Some(true) => format!("托管：{pace}，已是最快"),
            Some(false) => format!("托管：{pace}，已是最慢"),
            None => format!("托管：{pace}"),
        }
    }
    fn autoplaying(&self, moves_per_second: u32) -> String {
        let pace = self.per_second(moves_per_second);
        format!("托管：{pace}，+ - 调速，p 停止")
    }
    fn autoplaying_short(&self, moves_per_second: u32) -> String {
        format!("托管：每秒 {moves_per_second} 步，p 停止")
    }
    fn nothing_to_replay(&self) -> &'static str {
        "还没走过一步，无法复盘"
    }
    fn saving_off(&self, why: &str) -> String {
        format!("存档已停用：{why}")
    }
    fn saving_again(&self) -> &'static str {
        "存档恢复正常"
    }
    fn no_home_folder(&self) -> &'static str {
        "没有主目录可存放存档（可用 --state 指定）"
    }
    fn played_on(&self, at: usize) -> String {
        format!("从第 {at} 步接着玩，按 u 可找回原来那局")
    }
    fn goal(&self, target: u64) -> String {
        format!("合并方块，冲向 {target}！")
    }
    fn assisted(&self) -> &'static str {
        "AI 代走过，本局单独计分"
    }
    fn hint_mark(&self, dir: Dir) -> &'static str {
        // Arrows are drawn two cells wide by many Chinese terminals: narrow signs.
        match dir {
            Dir::Up => "^",
            Dir::Down => "v",
            Dir::Left => "<",
            Dir::Right => ">",
        }
    }
    fn building_tables(&self, mb: u64, folder: Option<&str>) -> String {
        match folder {
            Some(folder) => format!("AI 正在生成残局库（只需一次）：{mb} MB，存放在 {folder}"),
            None => format!("AI 正在生成残局库：{mb} MB，只放在内存里"),
        }
    }
    fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> [String; 2] {
        [
            "终端窗口太小：".to_string(),
            format!("需要 {}✕{}，当前 {}✕{}", need.0, need.1, have.0, have.1),
        ]
    }
    fn cut_mark(&self) -> &'static str {
        "..."
    }

    fn empty_board(&self) -> &'static str {
        "存档的棋盘是空的，开始新游戏"
    }
    fn welcome_back(&self) -> &'static str {
        "欢迎回来，游戏还是你离开时的样子"
    }
    fn welcome_back_daily(&self, day: Day) -> String {
        format!("欢迎回到{}的每日挑战", date(day))
    }
    fn daily_greeting(&self, day: Day) -> String {
        format!("{}的每日挑战：今天大家的方块都一样", date(day))
    }
    fn palette_tip(&self) -> &'static str {
        "检测到 256 色：要原版配色，请用 --colors truecolor（按 ? 看说明）"
    }
    fn unreadable(
        &self,
        cut: bool,
        kept: &[&str],
        lost: &[&str],
        kept_as: Option<&str>,
        reason: &str,
    ) -> String {
        let mut text = if cut {
            "存档不完整".to_string()
        } else {
            "存档无法读取".to_string()
        };
        let said: Vec<String> = [("保留了", kept), ("丢失了", lost)]
            .into_iter()
            .filter(|(_, words)| !words.is_empty())
            .map(|(what, words)| format!("{what}{}", list(words)))
            .collect();
        if !said.is_empty() {
            text.push_str(&format!("：{}", said.join("，")));
        }
        text.push_str(&match kept_as {
            Some(name) => format!("；原文件已另存为 {name}"),
            None => "；原文件留在原处，存档已停用".to_string(),
        });
        if !cut {
            text.push_str(&format!("（{reason}）"));
        }
        text
    }
    fn part_best(&self) -> &'static str {
        "最高分"
    }
    fn part_stats(&self) -> &'static str {
        "统计"
    }
    fn part_game(&self) -> &'static str {
        "当前对局"
    }
    fn part_undo(&self) -> &'static str {
        "撤销记录"
    }
    fn part_history(&self) -> &'static str {
        "最近的对局"
    }
    fn unreadable_kept_in_place(&self) -> &'static str {
        "无法读取的存档留在了原处"
    }
    fn records_kept_aside(&self, reason: &str, name: &str) -> String {
        format!("已完成对局的记录无法读取（{reason}），已另存为 {name}")
    }
    fn cache_given_up(&self, mb: u64) -> String {
        format!("磁盘已满：为保存游戏，删除了 AI 的缓存（{mb} MB）")
    }
    fn record_not_kept(&self, why: &str) -> String {
        format!("本局记录没能保存：{why}")
    }
    fn record_does_not_replay(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = why;
        format!(
            "本局记录无法复盘：第 {index} 步（向{}）在当时的棋盘上走不通",
            self.direction(*dir)
        )
    }
    fn record_too_long(&self, moves: usize) -> String {
        format!("记录有 {moves} 步，超过了记录的长度上限")
    }
    fn record_not_replayed(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = why;
        format!(
            "记录无法复盘：第 {index} 步（向{}）在当时的棋盘上走不通",
            self.direction(*dir)
        )
    }

    fn score(&self) -> &'static str {
        "分数"
    }
    fn best(&self) -> &'static str {
        "最高分"
    }
    fn your_best(&self) -> &'static str {
        "你的最高分"
    }
    fn yours(&self) -> &'static str {
        "你最高"
    }
    fn assisted_best_under(&self, best: &str) -> String {
        format!("托管最高 {best}")
    }
    fn assisted_best_beside(&self, best: &str) -> String {
        format!("（托管最高 {best}）")
    }
    fn moves(&self) -> &'static str {
        "步数"
    }
    fn move_label(&self) -> &'static str {
        "步数"
    }

    fn you_win(&self) -> &'static str {
        "你赢了！"
    }
    fn game_over(&self) -> &'static str {
        "游戏结束！"
    }
    fn button_keep_going(&self) -> &'static str {
        "继续"
    }
    fn button_new_game(&self) -> &'static str {
        "新游戏"
    }
    fn button_try_again(&self) -> &'static str {
        "再来一局"
    }
    fn button_undo(&self) -> &'static str {
        "撤销"
    }
    fn button_replay(&self) -> &'static str {
        "复盘"
    }
    fn score_word(&self) -> &'static str {
        "分数"
    }
    fn score_is(&self, score: u64) -> String {
        format!("分数 {score}")
    }
    fn largest_tile(&self, tile: u64) -> String {
        format!("最大方块 {tile}")
    }
    fn new_best(&self) -> &'static str {
        "新纪录！"
    }
    fn best_is(&self, best: u64) -> String {
        format!("最高分 {best}")
    }
    fn assisted_best(&self, best: u64) -> String {
        format!("AI 协助过，你的最高分 {best}")
    }
    fn facts(&self, first: &str, second: &str) -> String {
        format!("{first}，{second}")
    }
    fn end_line(&self, title: &str, score: u64, tile: &str, best: &str) -> String {
        format!("{title}{}，{tile}，{best}", self.score_is(score))
    }
    fn daily_streak(&self, finished: u32, won: u32) -> String {
        format!("连续完成 {finished} 天，连胜 {won} 天")
    }
    fn keys_title(&self) -> &'static str {
        "按键"
    }
    fn notice_title(&self) -> &'static str {
        "注意"
    }
    fn notice_closes(&self, waiting: usize) -> String {
        match waiting {
            0 => "按任意键关闭".to_string(),
            1 => "按任意键看下一条".to_string(),
            n => format!("按任意键看下一条（还有 {n} 条）"),
        }
    }
    fn stats_title(&self) -> &'static str {
        "统计"
    }
    fn closes(&self) -> &'static str {
        "按 q 或 Esc 关闭，Ctrl-C 退出"
    }
    fn closes_short(&self) -> &'static str {
        "q 关闭"
    }
    fn page_forms(&self, page: usize, pages: usize, last: &str) -> [String; 4] {
        let at = format!("{page}/{pages}");
        [
            format!("{at}，空格翻页，{last}"),
            format!("{at}，空格翻页，{}", self.closes_short()),
            format!("{at} 空格翻页 {}", self.closes_short()),
            at,
        ]
    }
    fn settings_at(&self, path: &str) -> String {
        format!("设置文件（按 t 换的主题存在这里）：{path}")
    }
    fn palette_help(&self) -> &'static str {
        "256 色下棋盘偏灰，金色也发暗：原版配色要用真彩色，大多数终端都支持。运行时加 \
         --colors truecolor，或在 config.toml 里写 colors = \"truecolor\"。在 tmux 里：\
         set -as terminal-features ',*:RGB' 和 set -ga update-environment COLORTERM。通过 \
         ssh：在 ~/.ssh/config 里加 SendEnv COLORTERM，在服务器上加 AcceptEnv COLORTERM，\
         或在服务器的 shell 配置里设 COLORTERM=truecolor。"
    }

    fn own_games(&self) -> &'static str {
        "你自己的对局"
    }
    fn assisted_games(&self) -> &'static str {
        "AI 代走过的对局"
    }
    fn played(&self) -> &'static str {
        "对局数"
    }
    fn won(&self) -> &'static str {
        "胜局"
    }
    fn wins(&self, wins: u64, percent: u64) -> String {
        format!("{wins}（胜率 {percent}%）")
    }
    fn moves_made(&self) -> &'static str {
        "总步数"
    }
    fn hints_used(&self) -> &'static str {
        "提示次数"
    }
    fn best_tile(&self) -> &'static str {
        "最大方块"
    }
    fn best_score(&self) -> &'static str {
        "最高分"
    }
    fn by_your_own_moves(&self) -> &'static str {
        "，只算你自己走的"
    }
    fn none_yet(&self) -> &'static str {
        "暂无"
    }
    fn this_one_included(&self) -> &'static str {
        "，含本局"
    }
    fn undone_left_out(&self) -> &'static str {
        "，撤销的不算"
    }
    fn chart_titles(&self, games: usize) -> Vec<String> {
        match games {
            0 => vec![
                "你还没有下完过一局".to_string(),
                "还没有下完的对局".to_string(),
            ],
            1 => vec![
                "你上一局的最大方块".to_string(),
                "上一局最大方块".to_string(),
            ],
            n => vec![
                format!("你最近 {n} 局的最大方块（最右是最新）"),
                format!("你最近 {n} 局的最大方块"),
                format!("最近 {n} 局最大方块"),
            ],
        }
    }
    fn daily_game(&self) -> &'static str {
        "每日挑战"
    }
    fn days_in_a_row(&self) -> &'static str {
        "连续天数"
    }
    fn streak_words(&self, finished: u32, won: u32) -> String {
        format!("完成 {finished} 天，获胜 {won} 天")
    }
    fn longest_streaks(&self, finished: u32, won: u32) -> String {
        format!("，最长 {finished} 天和 {won} 天")
    }

    fn replay_help_back(&self) -> &'static str {
        "后退一步"
    }
    fn replay_help_on(&self) -> &'static str {
        "前进一步"
    }
    fn replay_help_first(&self) -> &'static str {
        "回到开局"
    }
    fn replay_help_last(&self) -> &'static str {
        "跳到终局"
    }
    fn replay_help_play(&self) -> &'static str {
        "播放或暂停"
    }
    fn replay_help_faster(&self) -> &'static str {
        "加快"
    }
    fn replay_help_slower(&self) -> &'static str {
        "减慢"
    }
    fn replay_help_play_on(&self) -> &'static str {
        "从这一步接着玩（当前那局可用 u 找回）"
    }
    fn replay_help_leave(&self) -> &'static str {
        "离开"
    }
    fn replay_footer_step(&self) -> &'static str {
        "步进"
    }
    fn replay_footer_ends(&self) -> &'static str {
        "开局/终局"
    }
    fn replay_footer_play(&self) -> &'static str {
        "播放"
    }
    fn replay_footer_pace(&self) -> &'static str {
        "速度"
    }
    fn replay_footer_play_on(&self) -> &'static str {
        "接着玩"
    }
    fn replay_footer_back(&self) -> &'static str {
        "返回"
    }
    fn replay_play_on_daily(&self) -> &'static str {
        "要从每日挑战接着玩，请用：tui2048 replay daily"
    }
    fn replay_title(&self, size: usize, assisted: bool) -> String {
        let by = if assisted { "（AI 协助过）" } else { "" };
        format!("复盘：{} 对局{by}", self.board_size(size))
    }
    fn replay_start(&self) -> &'static str {
        "开局：还没走第一步"
    }
    fn replay_move(&self, n: usize, dir: Dir) -> String {
        format!("第 {n} 步：向{}", self.direction(dir))
    }
    fn replay_grade(&self, grade: Grade, best: Option<Dir>) -> String {
        let grade = self.grade(grade);
        match best {
            None => format!("，{grade}"),
            Some(dir) => format!("，{grade}（AI：向{}）", self.direction(dir)),
        }
    }
    fn replay_as_good(&self, grade: Grade, best: Dir) -> String {
        format!(
            "，{}（和 AI 的向{}一样好）",
            self.grade(grade),
            self.direction(best)
        )
    }
    fn replay_reviewing(&self, percent: usize) -> String {
        format!("，分析中 {percent}%")
    }
    fn replay_playing(&self, moves_per_second: u32) -> String {
        format!("，播放中，{}", self.per_second(moves_per_second))
    }

    fn share_line(
        &self,
        day: Day,
        tile: u64,
        counts: [String; 3],
        _undos: u64,
        tries: u32,
        accuracy: Option<f64>,
        assisted: bool,
        (finished, won): (u32, u32),
    ) -> String {
        let [points, moves, undone] = counts;
        let mut line = format!(
            "tui2048 每日挑战 {day}：{tile}，{points} 分，{moves} 步，撤销 {undone} 次，尝试 {tries} 次"
        );
        if let Some(accuracy) = accuracy {
            line.push_str(&format!("，准确率 {accuracy:.0}%"));
        }
        if assisted {
            line.push_str("，有 AI 协助");
        }
        if finished > 0 {
            line.push_str(&format!("，连续完成 {finished} 天，连胜 {won} 天"));
        }
        line
    }
    fn quit_line(
        &self,
        score: u64,
        best: u64,
        size: usize,
        own: bool,
        assisted: bool,
        saved: &str,
    ) -> String {
        let n = self.board_size(size);
        let scores = if assisted {
            format!("分数 {score}（AI 参与过的对局），你在 {n} 的最高分 {best}")
        } else if own {
            format!("分数 {score}，是你在 {n} 的最高分")
        } else {
            format!("分数 {score}，{n} 最高分 {best}")
        };
        format!("tui2048：{scores}；{saved}")
    }
    fn saved_in(&self, path: &str) -> String {
        format!("已保存到 {path}")
    }
    fn saved(&self) -> &'static str {
        "已保存"
    }
    fn not_saved(&self, why: &str) -> String {
        format!("未保存：{why}")
    }

    fn input_not_a_terminal(&self) -> &'static str {
        "标准输入不是终端：游戏要在终端里玩（`tui2048 bench` 不需要终端）"
    }
    fn output_not_a_terminal(&self) -> &'static str {
        "标准输出不是终端：游戏要在终端里玩（`tui2048 bench` 不需要终端）"
    }
    fn terminal_error(&self, what: &str) -> String {
        format!("终端出错：{what}")
    }
}
