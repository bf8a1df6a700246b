//! The key table's words, in Simplified Chinese.

use super::super::Chinese;
use super::KeyTexts;

impl KeyTexts for Chinese {
    fn help_left(&self) -> &'static str {
        "向左移动"
    }
    fn help_right(&self) -> &'static str {
        "向右移动"
    }
    fn help_up(&self) -> &'static str {
        "向上移动"
    }
    fn help_down(&self) -> &'static str {
        "向下移动"
    }
    fn help_undo(&self) -> &'static str {
        "撤销上一步"
    }
    fn help_restart(&self) -> &'static str {
        "新游戏（按 u 可找回上一局）"
    }
    fn help_keep_going(&self) -> &'static str {
        "赢了之后继续"
    }
    fn help_hint(&self) -> &'static str {
        "提示：AI 推荐的一步，标在棋盘边上"
    }
    fn help_autoplay(&self) -> &'static str {
        "AI 托管开关（按任一方向键接管）"
    }
    fn help_faster(&self) -> &'static str {
        "托管加速"
    }
    fn help_slower(&self) -> &'static str {
        "托管减速"
    }
    fn help_stats(&self) -> &'static str {
        "统计"
    }
    fn help_replay(&self) -> &'static str {
        "复盘本局，每一步都有评价"
    }
    fn help_replay_play_on(&self) -> &'static str {
        "复盘中：从显示的这一步接着玩"
    }
    fn help_boss(&self) -> &'static str {
        "老板键：换成满屏日志（按任意键回来）"
    }
    fn help_theme(&self) -> &'static str {
        "换下一个配色主题（存入 config.toml）"
    }
    fn help_help(&self) -> &'static str {
        "显示或隐藏本帮助"
    }
    fn help_close(&self) -> &'static str {
        "关闭打开的窗口（不会退出）"
    }
    fn help_quit(&self) -> &'static str {
        "退出（游戏已保存）"
    }
    fn footer_move_keys(&self) -> &'static str {
        "方向键"
    }
    fn footer_move(&self) -> &'static str {
        "移动"
    }
    fn footer_undo(&self) -> &'static str {
        "撤销"
    }
    fn footer_new(&self) -> &'static str {
        "新局"
    }
    fn footer_new_long(&self) -> &'static str {
        "新局（按 u 可找回）"
    }
    fn footer_hint(&self) -> &'static str {
        "提示"
    }
    fn footer_auto(&self) -> &'static str {
        "托管"
    }
    fn footer_stats(&self) -> &'static str {
        "统计"
    }
    fn footer_replay(&self) -> &'static str {
        "复盘"
    }
    fn footer_theme(&self) -> &'static str {
        "主题"
    }
    fn footer_help(&self) -> &'static str {
        "帮助"
    }
    fn footer_quit(&self) -> &'static str {
        "退出"
    }
    fn footer_gap(&self) -> &'static str {
        "  "
    }
}
