//! The words of the files, in Simplified Chinese: the system's usual reasons in the words
//! a Chinese system gives them, full-width punctuation around the paths.

use super::super::Chinese;
use super::FileTexts;
use strum::VariantNames;
use tui2048_engine::game::{BoardError, MAX_SIZE, MIN_SIZE, RecordError, SpawnRule, Status};

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
    fn keep_too_large(&self, file: &str, limit_kib: u64) -> String {
        format!("{file} 写入后会超过设置文件的上限 {limit_kib} KiB，文件保持原样")
    }

    fn kind_named_pipe(&self) -> &'static str {
        "命名管道"
    }
    fn kind_socket(&self) -> &'static str {
        "套接字"
    }
    fn kind_char_device(&self) -> &'static str {
        "字符设备"
    }
    fn kind_block_device(&self) -> &'static str {
        "块设备"
    }
    fn kind_folder(&self) -> &'static str {
        "文件夹"
    }
    fn kind_link(&self) -> &'static str {
        "链接"
    }
    fn kind_regular(&self) -> &'static str {
        "普通文件"
    }
    fn kind_special(&self) -> &'static str {
        "特殊文件"
    }
    fn own_settings(&self) -> &'static str {
        "本程序的设置文件"
    }
    fn own_lock(&self) -> &'static str {
        "本程序的锁文件"
    }
    fn own_records(&self) -> &'static str {
        "本程序的记录文件"
    }
    fn own_daily(&self) -> &'static str {
        "本程序的每日挑战存档（用 tui2048 --daily 来玩）"
    }
    fn own_kept_aside(&self) -> &'static str {
        "本程序另存的文件（改名后才能玩）"
    }
    fn own_temporary(&self) -> &'static str {
        "本程序的临时文件"
    }
    fn own_table(&self) -> &'static str {
        "本程序缓存里的残局库"
    }
    fn aside_no_longer_a_file(&self) -> &'static str {
        "它已经不是普通文件"
    }
    fn aside_too_many(&self) -> &'static str {
        "另存的损坏文件太多"
    }

    fn state_busy(&self, path: &str) -> String {
        format!("{path} 正被另一个 tui2048 使用：请先退出它，或用 --state <PATH> 另玩一局")
    }
    fn state_newer(&self, path: &str, version: u64, reads: u64) -> String {
        format!(
            "{path} 是新版 tui2048 写的（存档第 {version} 版，本程序只读第 {reads} 版），文件保持原样。请升级 tui2048，或用 --state <PATH> 另玩一局"
        )
    }
    fn cannot_read(&self, path: &str, why: &str) -> String {
        format!("无法读取 {path}：{why}")
    }
    fn state_not_a_file(&self, path: &str, kind: &str) -> String {
        format!("{path} 是{kind}，不是普通文件，文件保持原样。请用 --state <PATH> 指定一个文件")
    }
    fn state_foreign(&self, path: &str) -> String {
        format!(
            "{path} 看起来不是 tui2048 的存档，文件保持原样。请用 --state <PATH> 指定一个新文件"
        )
    }
    fn state_path_empty(&self) -> &'static str {
        "存档路径是空的，请用 --state <PATH> 指定一个文件"
    }
    fn state_path_slash(&self, path: &str) -> String {
        format!("{path} 以斜杠结尾，指的是文件夹而不是文件，请用 --state <PATH> 指定一个文件")
    }
    fn state_path_folder(&self, path: &str) -> String {
        format!("{path} 是文件夹，不是文件，请用 --state <PATH> 指定一个文件")
    }
    fn state_name_too_long(&self, path: &str, most: usize) -> String {
        format!(
            "{path}：文件名太长，存档旁边的文件放不下；请用 --state <PATH> 给一个不超过 {most} 字节的名字"
        )
    }
    fn state_own(&self, path: &str, kind: &str) -> String {
        format!("{path} 是{kind}，不是存档，文件保持原样。请用 --state <PATH> 指定一个存档")
    }

    fn not_a_regular_file(&self, path: &str, kind: &str) -> String {
        format!("{path} 是{kind}，不是普通文件")
    }
    fn records_newer(&self, path: &str, version: u64, reads: u64) -> String {
        format!("{path} 是新版 tui2048 写的（记录文件第 {version} 版，本程序只读第 {reads} 版）")
    }
    fn records_damaged(&self, path: &str, reason: &str) -> String {
        format!("{path} 已损坏：{reason}")
    }
    fn records_not_moved_aside(&self, path: &str, reason: &str, why: &str) -> String {
        format!("{path} 已损坏（{reason}），也没能移到一边：{why}")
    }

    fn damage_state_too_large(&self, mib: u64, limit_mib: u64) -> String {
        format!("文件有 {mib} MiB，超过了存档的上限 {limit_mib} MiB")
    }
    fn damage_records_too_large(&self, mib: u64, limit_mib: u64) -> String {
        format!("文件有 {mib} MiB，超过了记录文件的上限 {limit_mib} MiB")
    }
    fn damage_cut_short(&self, line: usize) -> String {
        format!("文件不完整，在第 {line} 行中断")
    }
    fn damage_json(&self, what: &str) -> String {
        format!("JSON 有误：{what}")
    }
    fn damage_no_version(&self) -> &'static str {
        "没有有效的 \"version\" 字段"
    }
    fn damage_game(&self, what: &str) -> String {
        format!("当前对局：{what}")
    }
    fn damage_undo(&self, entry: usize, what: &str) -> String {
        format!("撤销记录第 {entry} 条：{what}")
    }
    fn damage_recent(&self, n: usize, what: &str) -> String {
        format!("最近第 {n} 局：{what}")
    }
    fn damage_best(&self, size: usize, what: &str) -> String {
        format!("{size}✕{size} 的最佳对局：{what}")
    }
    fn game_size_mismatch(&self, size: usize, rows: usize) -> String {
        format!("size 是 {size}，棋盘却有 {rows} 行")
    }
    fn game_target(&self, target: u64) -> String {
        format!("目标 {target} 不是不小于 8 的 2 的幂")
    }
    fn game_spawn(&self, name: &str) -> String {
        format!(
            "没有 '{name}' 这种出块规则（可选 {}）",
            SpawnRule::VARIANTS.join("、")
        )
    }
    fn game_status(&self, name: &str) -> String {
        let names = Status::ALL.map(Status::name);
        format!("没有 '{name}' 这种状态（可选 {}）", names.join("、"))
    }
    fn board_error(&self, why: &BoardError) -> String {
        match *why {
            BoardError::Size(size) => {
                format!("棋盘大小 {size} 超出范围（{MIN_SIZE} 到 {MAX_SIZE}）")
            }
            BoardError::Ragged { row, len, size } => {
                format!("第 {row} 行有 {len} 格，应为 {size} 格")
            }
            BoardError::Tile { row, col, value } => format!(
                "第 {row} 行第 {col} 列的方块 {value} 既不是 0，也不是 2 到 2^63 之间的 2 的幂"
            ),
        }
    }
    fn kept_record_too_long(&self) -> &'static str {
        "记录超过了长度上限"
    }
    fn record_error(&self, why: &RecordError) -> String {
        match why {
            RecordError::NotARecord => "不是 tui2048 的记录".to_string(),
            RecordError::Newer(version) => {
                format!("记录是第 {version} 版，比这个 tui2048 能读的新，请用新版来读")
            }
            RecordError::Character(at) => format!("记录已损坏：第 {at} 个字符不合法"),
            RecordError::Length => "记录不完整或已损坏".to_string(),
            RecordError::Checksum => "记录已损坏或不完整：校验和不符".to_string(),
            RecordError::Invalid(what) => format!("记录无效：{what}"),
        }
    }
}
