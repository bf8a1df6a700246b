//! The words of the files, in Simplified Chinese: the system's usual reasons in the words
//! a Chinese system gives them, full-width punctuation around the paths.

use super::super::Chinese;
use super::FileTexts;

impl FileTexts for Chinese {
    fn fault_write(&self, path: &str, why: &str) -> String {
        format!("无法写入 {path}：{why}")
    }
    fn fault_not_a_file(&self, path: &str, _kind: &str) -> String {
        format!("{path} 已经不是普通文件")
    }
    fn fault_lock(&self, path: &str, why: &str) -> String {
        format!("无法取得锁文件 {path}：{why}")
    }
    fn fault_lock_not_a_file(&self, path: &str, _kind: &str) -> String {
        format!("无法取得锁文件 {path}：那里不是普通文件")
    }
    fn fault_lock_gone(&self, path: &str) -> String {
        format!("锁文件 {path} 在游戏中被删除或替换，可能另有一个 tui2048 在用这个存档")
    }
    fn fault_not_locked(&self) -> &'static str {
        "存档没有上锁"
    }
    fn fault_not_moved_aside(&self, why: &str) -> String {
        format!("无法读取的存档没能移到一边（{why}）")
    }
    fn save_not_yours(&self, uid: u32) -> String {
        format!("存档属于另一个用户（uid {uid}），锁归对方")
    }
    fn io_denied(&self) -> &'static str {
        "没有权限"
    }
    fn io_read_only(&self) -> &'static str {
        "只读文件系统"
    }
    fn io_full(&self) -> &'static str {
        "磁盘空间不足"
    }
    fn io_missing(&self) -> &'static str {
        "文件或文件夹不存在"
    }
    fn io_folder(&self) -> &'static str {
        "那是一个文件夹"
    }

    fn config_unreadable(&self, file: &str, why: &str) -> String {
        format!("{file} {why}，已用默认设置")
    }
    fn config_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        format!("{file} 第 {line} 行有误（{what}），已用默认设置，文件保持原样")
    }
    fn config_problems(&self, file: &str, line: usize, problem: &str, more: usize) -> String {
        let more = match more {
            0 => String::new(),
            n => format!("，另有 {n} 处问题"),
        };
        format!("{file} 第 {line} 行：{problem}{more}；其余设置已读取")
    }
    fn config_not_one_of(&self, key: &str, value: &str, names: &[&str]) -> String {
        format!("{key} = {value} 无效，可选 {}", names.join("、"))
    }
    fn config_not_a_switch(&self, key: &str, value: &str) -> String {
        format!("{key} = {value} 无效，应为 true 或 false")
    }
    fn config_unknown_key(&self, key: &str, keys: &[&str]) -> String {
        format!("没有 {key} 这一项（可设：{}）", keys.join("、"))
    }
    fn config_not_a_file(&self, _kind: &str) -> String {
        "不是普通文件".to_string()
    }
    fn config_cannot_read(&self, why: &str) -> String {
        format!("无法读取（{why}）")
    }
    fn config_too_large(&self, kib: u64, limit_kib: u64) -> String {
        format!("有 {kib} KiB，超过了设置文件的上限 {limit_kib} KiB")
    }
    fn config_not_text(&self) -> &'static str {
        "不是 UTF-8 文本"
    }
    fn config_not_yours(&self, uid: u32) -> String {
        format!("是另一个用户（uid {uid}）放在公共文件夹里的，没有读取")
    }
    fn config_untrusted(&self, why: &str) -> String {
        format!("没有读取：{why}")
    }
    fn untrusted_io(&self, path: &str, why: &str) -> String {
        format!("无法读取 {path}（{why}）")
    }
    fn untrusted_links(&self, path: &str) -> String {
        format!("{path} 的链接太多，或者绕成了圈")
    }
    fn distrust_writable(&self, dir: &str, mode: u32) -> String {
        format!(
            "其他用户可以写入 {dir}（权限 {mode:04o}，没有粘滞位），所以不可信，什么都没动（可用 chmod go-w {dir}，或用 --state 换一个路径）"
        )
    }
    fn distrust_owner(&self, dir: &str, uid: u32) -> String {
        format!(
            "{dir} 属于另一个用户（uid {uid}），所以不可信，什么都没动（可用 --state 换一个路径）"
        )
    }
    fn distrust_link_in_writable(&self, link: &str, dir: &str) -> String {
        format!(
            "{link} 是 {dir} 里的链接，其他用户可以写入那个文件夹，所以没有跟随，什么都没动（可用 --state 换一个路径）"
        )
    }
    fn distrust_link_in_others(&self, link: &str, dir: &str, uid: u32) -> String {
        format!(
            "{link} 是 {dir} 里的链接，那个文件夹属于另一个用户（uid {uid}），所以没有跟随，什么都没动（可用 --state 换一个路径）"
        )
    }
    fn distrust_link_owner(&self, link: &str, uid: u32) -> String {
        format!(
            "{link} 是另一个用户（uid {uid}）建的链接，所以没有跟随，什么都没动（可用 --state 换一个路径）"
        )
    }

    fn keep_unread(&self, file: &str, why: &str) -> String {
        format!("设置文件 {file} {why}")
    }
    fn keep_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        format!("{file} 第 {line} 行有误（{what}）")
    }
    fn keep_form(&self, file: &str, line: usize, key: &str, form: &str) -> String {
        format!("{file} 第 {line} 行把 {key} 写成了{form}，游戏读不了，文件保持原样")
    }
    fn form_table(&self) -> &'static str {
        "表"
    }
    fn form_dotted(&self) -> &'static str {
        "点分键"
    }
    fn form_inline_table(&self) -> &'static str {
        "内联表"
    }
    fn form_kind(&self, kind: &str) -> String {
        format!("别的类型（{kind}）")
    }
    fn keep_links(&self, file: &str, links: u64) -> String {
        format!("{file} 有 {links} 个硬链接，重写会把它们拆开，文件保持原样")
    }
}
