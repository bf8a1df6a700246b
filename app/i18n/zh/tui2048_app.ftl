### Every word tui2048 shows a player, in Simplified Chinese, in the words of the games
### this one grew from (分数, 最高分, 撤销, 新游戏, 游戏结束, 你赢了, 继续) and, for the
### review, of a go or chess player (妙手, 好棋, 缓手, 疑问手, 恶手; 复盘, 胜率, 准确率).
### Punctuation is the full-width kind, two cells wide everywhere; symbols whose width a
### terminal may draw either way (·, —, …, ×, arrows) are left out: a space, a
### full-width comma or a word says the same.
###
### The messages and their $variables are i18n/en/tui2048.ftl's (its notes say what each
### is); a test holds this file to them.

## Words of the game itself

direction = { $dir ->
        [up] 上
        [down] 下
        [left] 左
       *[right] 右
    }
# Arrows are drawn two cells wide by many Chinese terminals: narrow signs.
arrow = { $dir ->
        [up] ^
        [down] v
        [left] <
       *[right] >
    }
grade = { $grade ->
        [best] 妙手
        [good] 好棋
        [inaccuracy] 缓手
        [mistake] 疑问手
       *[blunder] 恶手
    }
theme-name = { $theme ->
        [classic] 经典
        [dark] 深色
        [high-contrast] 高对比度
       *[stealth] 伪装
    }
# ✕ (not ×): one cell wide in every terminal.
board-size = { $size }✕{ $size }
per-second = 每秒 { $moves } 步
date = { $year }年{ $month }月{ $day }日
list-and = { $first }和{ $last }
list-or = { $first }、{ $last }
list-comma = { $first }、{ $last }
list-more = { $first }、{ $rest }

## The status line

waits-won = 你赢了！按 Enter 继续，按 r 开始新游戏（按 u 可找回这一局）
waits-over = 游戏结束！按 r 再来一局，按 u 撤销
cant-move = 无法向{ direction }移动
nothing-to-undo = 没有可撤销的步骤
undone-game = 已撤销，上一局回来了
undone = { $left ->
        [0] 已撤销，不能再撤销了
       *[other] 已撤销，还可撤销 { $left } 步
    }
undone-to-the-start = 已撤销，再按一次 u 找回上一局
new-game = 新游戏，按 u 可找回上一局
daily-again = { date }的每日挑战重新开始，第 { $tries } 次尝试，按 u 可找回上一局
daily-already-first = 已经是{ date }每日挑战的开局了
theme = 主题：{ theme-name }，按 t 换下一个
theme-not-kept = 主题：{ theme-name }，仅本次有效：{ $why }
no-config-folder = 没有可存放设置的配置文件夹
close-over = 游戏结束！按 r 再来一局，按 u 撤销，按 q 退出
close-nothing = 没有可关闭的，按 q 退出（游戏已保存）
new-game-saved-back = 新游戏，按 u 可找回存档里的那局
keep-going = 继续挑战更高分数！
hint-thinking = 提示：AI 思考中
hint-waits = 现在不能提示：游戏在等你选择
hint-none = 提示：已经无路可走
hint = 提示：向{ direction }
autoplay-off = 托管已关闭
autoplay-needs-game = 托管需要一局游戏：按 r 开始
autoplay-boss = 老板键已暂停托管，按 p 继续
pace = { $end ->
        [fastest] 托管：{ per-second }，已是最快
        [slowest] 托管：{ per-second }，已是最慢
       *[none] 托管：{ per-second }
    }
autoplaying = 托管：{ per-second }，+ - 调速，p 停止
autoplaying-short = 托管：每秒 { $moves } 步，p 停止
nothing-to-replay = 还没走过一步，无法复盘
copied = 已复制：贴给朋友吧
nothing-to-copy = 还没有可复制的：赢了或结束的对局才有分享行
copy-needs-the-screen = 复制要在全屏界面里用；退出时会打印分享行和记录
saving-off = 存档已停用：{ $why }
saving-again = 存档恢复正常
no-home-folder = 没有主目录可存放存档（可用 --state 指定）
guest-not-kept = 访客的游戏不会保存：请用 ssh 密钥登录（ssh-keygen -t ed25519）
played-on = 从第 { $at } 步接着玩，按 u 可找回原来那局
goal = 合并方块，冲向 { $target }！
assisted = AI 代走过，本局单独计分
hint-mark = { arrow }
building-tables = AI 正在生成残局库（只需一次）：{ $mb } MB，存放在 { $folder }
building-tables-in-memory = AI 正在生成残局库：{ $mb } MB，只放在内存里
tables-ready = 残局库已生成
too-small = 终端窗口太小：
too-small-sizes = 需要 { $need_width }✕{ $need_height }，当前 { $width }✕{ $height }
# Three full stops: the ellipsis is drawn two cells wide by many Chinese terminals.
cut-mark = ...

## What the game says as it starts

empty-board = 存档的棋盘是空的，开始新游戏
welcome-back = 欢迎回来，游戏还是你离开时的样子
welcome-back-daily = 欢迎回到{ date }的每日挑战
daily-greeting = { date }的每日挑战：今天大家的方块都一样
palette-tip = 检测到 256 色：要原版配色，请用 --colors truecolor（按 ? 看说明）
palette-tip-far = 检测到 256 色：要原版配色，请用 ssh -o SetEnv=COLORTERM=truecolor 连接
unreadable = { $cut ->
        [yes] 存档不完整{ $said }{ $place }
       *[no] 存档无法读取{ $said }{ $place }（{ $reason }）
    }
unreadable-said = { $said ->
        [both] ：保留了{ $kept }，丢失了{ $lost }
        [kept] ：保留了{ $kept }
        [lost] ：丢失了{ $lost }
       *[none] {""}
    }
unreadable-kept-as = ；原文件已另存为 { $name }
unreadable-left-in-place = ；原文件留在原处，存档已停用
part-best = 最高分
part-stats = 统计
part-game = 当前对局
part-undo = 撤销记录
part-history = 最近的对局
unreadable-kept-in-place = 无法读取的存档留在了原处
records-kept-aside = 已完成对局的记录无法读取（{ $reason }），已另存为 { $name }
cache-given-up = 磁盘已满：为保存游戏，删除了 AI 的缓存（{ $mb } MB）
record-not-kept = 本局记录没能保存：{ $why }
record-does-not-replay = 本局记录无法复盘：第 { $index } 步（向{ direction }）在当时的棋盘上走不通
record-too-long = 记录有 { $moves } 步，超过了记录的长度上限
record-not-replayed = 记录无法复盘：第 { $index } 步（向{ direction }）在当时的棋盘上走不通

## The panels

score = 分数
best = 最高分
your-best = 你的最高分
yours = 你最高
assisted-best-under = 托管最高 { $best }
assisted-best-beside = （托管最高 { $best }）
moves = 步数
move-label = 步数

## The boxes over the board

you-win = 你赢了！
game-over = 游戏结束！
button-keep-going = 继续
button-new-game = 新游戏
button-try-again = 再来一局
button-undo = 撤销
button-replay = 复盘
button-copy = 复制
score-word = 分数
score-is = 分数 { $score }
largest-tile = 最大方块 { $tile }
new-best = 新纪录！
best-is = 最高分 { $best }
assisted-best = AI 协助过，你的最高分 { $best }
facts = { $first }，{ $second }
end-line = { $title }{ score-is }，{ $tile }，{ $best }
daily-streak = 连续完成 { $finished } 天，连胜 { $won } 天
keys-title = 按键
notice-title = 注意
notice-closes = { $waiting ->
        [0] 按任意键关闭
        [1] 按任意键看下一条
       *[other] 按任意键看下一条（还有 { $waiting } 条）
    }
stats-title = 统计
closes = 按 q 或 Esc 关闭，Ctrl-C 退出
closes-short = q 关闭
page-at = { $page }/{ $pages }
page-more = { page-at }，空格翻页，{ $last }
page-more-closes = { page-at }，空格翻页，{ closes-short }
page-short = { page-at } 空格翻页 { closes-short }
settings-at = 设置文件（按 t 换的主题存在这里）：{ $path }
palette-help = 256 色下棋盘偏灰，金色也发暗：原版配色要用真彩色，大多数终端都支持。运行时加 --colors truecolor，或在 config.toml 里写 colors = "truecolor"。在 tmux 里：set -as terminal-features ',*:RGB' 和 set -ga update-environment COLORTERM。通过 ssh：在 ~/.ssh/config 里加 SendEnv COLORTERM，在服务器上加 AcceptEnv COLORTERM，或在服务器的 shell 配置里设 COLORTERM=truecolor。

## The statistics

own-games = 你自己的对局
assisted-games = AI 代走过的对局
played = 对局数
won = 胜局
wins = { $wins }（胜率 { $percent }%）
moves-made = 总步数
hints-used = 提示次数
best-tile = 最大方块
best-score = 最高分
by-your-own-moves = ，只算你自己走的
none-yet = 暂无
this-one-included = ，含本局
undone-left-out = ，撤销的不算
chart-title-long = { $games ->
        [0] 你还没有下完过一局
        [1] 你上一局的最大方块
       *[other] 你最近 { $games } 局的最大方块（最右是最新）
    }
chart-title = { $games ->
        [0] 还没有下完的对局
        [1] 上一局最大方块
       *[other] 你最近 { $games } 局的最大方块
    }
chart-title-short = { $games ->
        [0] 还没有下完的对局
        [1] 上一局最大方块
       *[other] 最近 { $games } 局最大方块
    }
daily-game = 每日挑战
days-in-a-row = 连续天数
streak-words = 完成 { $finished } 天，获胜 { $won } 天
longest-streaks = ，最长 { $finished } 天和 { $won } 天

## The replay screen

replay-help-back = 后退一步
replay-help-on = 前进一步
replay-help-first = 回到开局
replay-help-last = 跳到终局
replay-help-play = 播放或暂停
replay-help-faster = 加快
replay-help-slower = 减慢
replay-help-play-on = 从这一步接着玩（当前那局可用 u 找回）
replay-help-leave = 离开
replay-footer-step = 步进
replay-footer-ends = 开局/终局
replay-footer-play = 播放
replay-footer-pace = 速度
replay-footer-play-on = 接着玩
replay-footer-back = 返回
replay-play-on-daily = 要从每日挑战接着玩，请用：tui2048 replay daily
replay-title = 复盘：{ board-size } 对局{ $assisted ->
        [yes] （AI 协助过）
       *[no] {""}
    }
replay-start = 开局：还没走第一步
replay-move = 第 { $n } 步：向{ direction }
replay-grade = ，{ grade }
replay-grade-solver = ，{ grade }（AI：向{ direction }）
replay-as-good = ，{ grade }（和 AI 的向{ direction }一样好）
replay-reviewing = ，分析中 { $percent }%
replay-playing = ，播放中，{ per-second }

## The top of `tui2048 review`

review-judged = 评判：AI { $level ->
        [strong] 强力
       *[fast] 快速
    }档，{ $evaluation ->
        [network] 神经网络估值
       *[heuristic] 启发式估值
    }{ $tables ->
        [yes] 加残局库
       *[no] {""}
    }，与提示的走法相同
review-solver-moves = { $total } 步中有 { $moves } 步是 AI 走的（托管）：AI 自己的走法都是最佳

## The daily game's line to share, and the line printed on quitting

# The undos are counted, not told apart by their number: $undos is left out.
share-line = tui2048 每日挑战 { $date }{ $by }：{ $tile }，{ $points } 分，{ $moves } 步，撤销 { $undone } 次，尝试 { $tries } 次
share-accuracy = ，准确率 { $accuracy }%
share-assisted = ，有 AI 协助
share-streak = ，连续完成 { $finished } 天，连胜 { $won } 天
quit-line = tui2048：{ $how ->
        [assisted] 分数 { $score }（AI 参与过的对局），你在 { board-size } 的最高分 { $best }
        [own] 分数 { $score }，是你在 { board-size } 的最高分
       *[other] 分数 { $score }，{ board-size } 最高分 { $best }
    }；{ $saved }
share-note = 分享：把上面的成绩行和记录一起贴给朋友；`tui2048 verify` 可以核对。
saved-in = 已保存到 { $path }
saved = 已保存
not-saved = 未保存：{ $why }

## The line a command fails with when the game cannot run

input-not-a-terminal = 标准输入不是终端：游戏要在终端里玩（`tui2048 bench` 不需要终端）
output-not-a-terminal = 标准输出不是终端：游戏要在终端里玩（`tui2048 bench` 不需要终端）
terminal-error = 终端出错：{ $what }
race-needs-the-screen = 竞速只能在全屏界面进行：加上 --interface full

## What stopped a save: the system's usual reasons in the words a Chinese system gives
## them, full-width punctuation around the paths

fault-write = 无法写入 { $path }：{ $why }
# The kind of file is left out: "no longer a regular file" says enough.
fault-not-a-file = { $path } 已经不是普通文件
fault-lock = 无法取得锁文件 { $path }：{ $why }
fault-lock-not-a-file = 无法取得锁文件 { $path }：那里不是普通文件
fault-lock-gone = 锁文件 { $path } 在游戏中被删除或替换，可能另有一个 tui2048 在用这个存档
fault-not-locked = 存档没有上锁
fault-not-moved-aside = 无法读取的存档没能移到一边（{ $why }）
save-not-yours = 存档属于另一个用户（uid { $uid }），锁归对方
io-denied = 没有权限
io-read-only = 只读文件系统
io-full = 磁盘空间不足
io-quota = 超出磁盘配额
io-too-large = 文件过大
io-missing = 文件或文件夹不存在
io-folder = 那是一个文件夹

## The settings file's problems

config-unreadable = { $file } { $why }，已用默认设置
config-not-toml = { $file } 第 { $line } 行有误（{ $what }），已用默认设置，文件保持原样
config-problem-line = 第 { $line } 行：{ $problem }
config-problems-in = { $file } 有 { $count } 处问题；其余设置已读取
config-not-one-of = { $key } = { $value } 无效，可选 { $names }
config-not-a-switch = { $key } = { $value } 无效，应为 true 或 false
config-unknown-key = 没有 { $key } 这一项（可设：{ $keys }）
config-not-a-file = 不是普通文件
config-cannot-read = 无法读取（{ $why }）
config-too-large = 有 { $kib } KiB，超过了设置文件的上限 { $limit_kib } KiB
config-not-text = 不是 UTF-8 文本
config-not-yours = 是另一个用户（uid { $uid }）放在公共文件夹里的，没有读取
config-untrusted = 没有读取：{ $why }
untrusted-io = 无法读取 { $path }（{ $why }）
untrusted-links = { $path } 的链接太多，或者绕成了圈
distrust-writable = 其他用户可以写入 { $dir }（权限 { $mode }，没有粘滞位），所以不可信，什么都没动（可用 chmod go-w { $dir }，或用 --state 换一个路径）
distrust-owner = { $dir } 属于另一个用户（uid { $uid }），所以不可信，什么都没动（可用 --state 换一个路径）
distrust-link-in-writable = { $link } 是 { $dir } 里的链接，其他用户可以写入那个文件夹，所以没有跟随，什么都没动（可用 --state 换一个路径）
distrust-link-in-others = { $link } 是 { $dir } 里的链接，那个文件夹属于另一个用户（uid { $uid }），所以没有跟随，什么都没动（可用 --state 换一个路径）
distrust-link-owner = { $link } 是另一个用户（uid { $uid }）建的链接，所以没有跟随，什么都没动（可用 --state 换一个路径）

## Why a choice was not kept in the settings file

keep-unread = 设置文件 { $file } { $why }
keep-not-toml = { $file } 第 { $line } 行有误（{ $what }）
keep-form = { $file } 第 { $line } 行把 { $key } 写成了{ $form }，游戏读不了，文件保持原样
form-table = 表
form-dotted = 点分键
form-inline-table = 内联表
form-kind = 别的类型（{ $kind }）
keep-links = { $file } 有 { $links } 个硬链接，重写会把它们拆开，文件保持原样
keep-too-large = { $file } 写入后会超过设置文件的上限 { $limit_kib } KiB，文件保持原样

## What a path names when it is not a regular file, and the program's own files

kind-named-pipe = 命名管道
kind-socket = 套接字
kind-char-device = 字符设备
kind-block-device = 块设备
kind-folder = 文件夹
kind-link = 链接
kind-regular = 普通文件
kind-special = 特殊文件
own-settings = 本程序的设置文件
own-lock = 本程序的锁文件
own-records = 本程序的记录文件
own-daily = 本程序的每日挑战存档（用 tui2048 --daily 来玩）
own-kept-aside = 本程序另存的文件（改名后才能玩）
own-temporary = 本程序的临时文件
own-table = 本程序缓存里的残局库
aside-no-longer-a-file = 它已经不是普通文件
aside-too-many = 另存的损坏文件太多

## Why the game (or a command) cannot use the state file

state-busy = { $path } 正被另一个 tui2048 使用：请先退出它，或用 --state <PATH> 另玩一局
state-newer = { $path } 是新版 tui2048 写的（存档第 { $version } 版，本程序只读第 { $reads } 版），文件保持原样。请升级 tui2048，或用 --state <PATH> 另玩一局
cannot-read = 无法读取 { $path }：{ $why }
state-not-a-file = { $path } 是{ $kind }，不是普通文件，文件保持原样。请用 --state <PATH> 指定一个文件
state-foreign = { $path } 看起来不是 tui2048 的存档，文件保持原样。请用 --state <PATH> 指定一个新文件
state-path-empty = 存档路径是空的，请用 --state <PATH> 指定一个文件
state-path-slash = { $path } 以斜杠结尾，指的是文件夹而不是文件，请用 --state <PATH> 指定一个文件
state-path-folder = { $path } 是文件夹，不是文件，请用 --state <PATH> 指定一个文件
state-name-too-long = { $path }：文件名太长，存档旁边的文件放不下；请用 --state <PATH> 给一个不超过 { $most } 字节的名字
state-own = { $path } 是{ $kind }，不是存档，文件保持原样。请用 --state <PATH> 指定一个存档

## Why the records file could not be read

not-a-regular-file = { $path } 是{ $kind }，不是普通文件
records-newer = { $path } 是新版 tui2048 写的（记录文件第 { $version } 版，本程序只读第 { $reads } 版）
records-damaged = { $path } 已损坏：{ $reason }
records-not-moved-aside = { $path } 已损坏（{ $reason }），也没能移到一边：{ $why }

## Why a file's bytes cannot be used

damage-state-too-large = 文件有 { $mib } MiB，超过了存档的上限 { $limit_mib } MiB
damage-records-too-large = 文件有 { $mib } MiB，超过了记录文件的上限 { $limit_mib } MiB
damage-cut-short = 文件不完整，在第 { $line } 行中断
damage-json = JSON 有误：{ $what }
damage-no-version = 没有有效的 "version" 字段
damage-game = 当前对局：{ $what }
damage-undo = 撤销记录第 { $entry } 条：{ $what }
damage-recent = 最近第 { $n } 局：{ $what }
damage-best = { $size }✕{ $size } 的最佳对局：{ $what }
game-size-mismatch = size 是 { $size }，棋盘却有 { $rows } 行
game-target = 目标 { $target } 不是不小于 8 的 2 的幂
game-spawn = 没有 '{ $name }' 这种出块规则（可选 { $names }）
game-status = 没有 '{ $name }' 这种状态（可选 { $names }）
board-error = { $error ->
        [size] 棋盘大小 { $size } 超出范围（{ $min } 到 { $max }）
        [ragged] 第 { $row } 行有 { $len } 格，应为 { $size } 格
       *[tile] 第 { $row } 行第 { $col } 列的方块 { $value } 既不是 0，也不是 2 到 2^63 之间的 2 的幂
    }
kept-record-too-long = 记录超过了长度上限
# The versions a record may start with are left out: 不是 tui2048 的记录 says enough.
record-error = { $error ->
        [not-a-record] 不是 tui2048 的记录
        [newer] 记录是第 { $version } 版，比这个 tui2048 能读的新，请用新版来读
        [character] 记录已损坏：第 { $at } 个字符不合法
        [length] 记录不完整或已损坏
        [checksum] 记录已损坏或不完整：校验和不符
       *[invalid] 记录无效：{ $what }
    }

## The key table's words

help-left = 向左移动
help-right = 向右移动
help-up = 向上移动
help-down = 向下移动
help-undo = 撤销上一步
help-restart = 新游戏（按 u 可找回上一局）
help-restart-undo = { $undo ->
        [none] 新游戏
       *[other] 新游戏（按 { $undo } 可找回上一局）
    }
help-keep-going = 赢了之后继续
help-hint = 提示：AI 推荐的一步，标在棋盘边上
help-autoplay = AI 托管开关（按任一方向键接管）
help-faster = 托管加速
help-slower = 托管减速
help-stats = 统计
help-replay = 复盘本局，每一步都有评价
help-replay-play-on = 复盘中：从显示的这一步接着玩
help-boss = 老板键：换成满屏日志（按任意键回来）
help-theme = 换下一个配色主题（存入 config.toml）
help-copy = 复制分享行和它的记录（赢了或结束的对局）
help-cursor-left = 阅读光标左移（纯文字界面）
help-cursor-right = 阅读光标右移（纯文字界面）
help-cursor-up = 阅读光标上移（纯文字界面）
help-cursor-down = 阅读光标下移（纯文字界面）
help-read-cell = 读阅读光标所在的格（纯文字界面）
help-read-row = 读阅读光标所在的行（纯文字界面）
help-read-column = 读阅读光标所在的列（纯文字界面）
help-summary = 说空格数、最大方块和可走的方向（纯文字界面）
help-verbosity = 走法说得简短或详细，存入 config.toml（纯文字界面）
help-help = 显示或隐藏本帮助
help-close = 关闭打开的窗口（不会退出）
help-quit = 退出（游戏已保存）
footer-move-keys = 方向键
footer-move = 移动
footer-undo = 撤销
footer-new = 新局
footer-new-long = 新局（按 u 可找回）
footer-hint = 提示
footer-auto = 托管
footer-stats = 统计
footer-replay = 复盘
footer-theme = 主题
footer-help = 帮助
footer-quit = 退出
footer-gap = {"  "}

## The settings file's [keys] table

keys-not-a-table = keys = { $value } 不是表：先单独一行写 [keys]，再为每个动作写一行，比如 left = "x"
keys-not-names = [keys] { $action } = { $value } 既不是按键名，也不是按键名列表
keys-unknown-action = [keys] 里没有 { $action } 这个动作（可设：{ $actions }）
keys-unknown-key = [keys] { $action }：“{ $key }”不是按键（按键可以是单个字符、{ $names }，或 Ctrl- 加字母）
keys-twice = [keys] “{ $key }”同时给了 { $first } 和 { $then }，归 { $first }
keys-no-key-left = [keys] { $action } 没有按键了：“{ $key }”给了 { $taker }
keys-ctrl-c = [keys] { $action } 不能用 Ctrl-C：Ctrl-C 总是退出
keys-sent-as = [keys] { $action } 不能用 { $key }：终端把它当作 { $other } 发送
keys-ctrl-not-a-letter = [keys] { $action } 不能用 { $key }：终端只能发送 Ctrl 加字母
keys-invisible = [keys] { $action } 不能用 { $code }：它在屏幕上看不见

## The race: 比赛, 领先, the solver 「AI」 as everywhere else, a kept game's ghost 「影子」

race-you = 你
race-lead = 领先
rival-label = { $rival ->
        [solver] AI
       *[ghost] 影子
    }
race-move = 第 { $at } 步
rival-mini = { rival-label } { $score } 分
rival-summary = { rival-label } { $score } 分，最大 { $tile }，第 { $moves } 步
race-start = { $rival ->
        [solver] 比赛开始！你走一步，AI 也走一步，方块一模一样
       *[ghost] 比赛开始！你每走一步，影子就重放它那局的一步
    }
race-not-now = 比赛中不能用：按 q 结束比赛，你自己的那局保持原样
race-lead-line = { $who ->
        [you] 第 { $at } 步，你领先 { $by } 分
        [solver] 第 { $at } 步，AI 领先 { $by } 分
        [ghost] 第 { $at } 步，影子领先 { $by } 分
       *[level] 第 { $at } 步，比分持平
    }
rival-stopped = { $rival ->
        [solver] ，AI 那局已经结束
       *[ghost] ，影子那局已经走完
    }
ghost-moves-out = ，影子的步数到此为止
race-close-nothing = 没有可关闭的，按 q 结束比赛
race-waits-won = 你赢了！按 Enter 继续，按 q 结束比赛
race-waits-over = 游戏结束！按 u 撤销，按 q 结束比赛
race-start-short = { $rival ->
        [solver] 比赛开始！AI 跟你一起走
       *[ghost] 比赛开始！影子跟你一起走
    }
race-not-now-short = 比赛中不能用，按 q 结束
race-close-nothing-short = 没有可关闭的，按 q 结束
race-waits-won-short = 你赢了！Enter 继续，q 结束
race-waits-over-short = 游戏结束！u 撤销，q 结束
race-winner = { $who ->
        [you] 你赢了这场比赛！
        [solver] AI 赢了！
        [ghost] 影子赢了！
       *[level] 平局！
    }
race-scores = 第 { $at } 步时 { $mine } 比 { $theirs }
race-margin = { $how ->
        [ahead-from] 多 { $by } 分，从第 { $from } 步起一直领先
        [behind-from] 少 { $by } 分，从第 { $from } 步起一直落后
        [ahead] 多 { $by } 分
        [behind] 少 { $by } 分
       *[level] 比分持平
    }
race-assisted = 有 AI 协助
race-waiting = AI 正在追赶：第 { $done } 步，共 { $total } 步
button-quit = 退出
race-end-line = { $title }{ $lines }
race-end-lines = { $first }，{ $rest }
race-end-short = { $title }{ $mine } 比 { $theirs }
race-share-line = tui2048 比赛 { board-size }{ $seed }，{ $rival ->
        [solver] 对阵 AI
        [strong] 对阵强力 AI
       *[ghost] 对阵影子
    }：第 { $at } 步时 { $mine } 比 { $theirs }，{ race-outcome }{ $assisted ->
        [yes] ，有 AI 协助
       *[no] {""}
    }
race-seed = ，种子 { $seed }
race-outcome = { $outcome ->
        [left-ahead] 中途离开，领先 { $by } 分
        [left-behind] 中途离开，落后 { $by } 分
        [left-level] 中途离开，比分持平
        [won-from] 赢 { $by } 分，从第 { $from } 步起领先
        [lost-from] 输 { $by } 分，从第 { $from } 步起落后
        [won] 赢 { $by } 分
        [lost] 输 { $by } 分
       *[draw] 平局
    }
race-left = tui2048：{ $winner }{ $scores }，{ $margin }；你自己的那局保持原样
race-left-early = tui2048：你在第 { $at } 步离开了比赛，{ $mine } 比 { $theirs }，{ $how ->
        [ahead] 领先
        [behind] 落后
       *[level] 持平
    }；你自己的那局保持原样
race-left-unplayed = tui2048：比赛还没走第一步就结束了；你自己的那局保持原样
race-help-quit = 结束比赛（你自己的那局保持原样）
races = 比赛（不算在你的对局里）

## 纯文字界面：读屏软件依次朗读的行

plain-welcome = tui2048。{ $moves }，空格读棋盘，{ $help } 看按键，{ $quit } 退出。
plain-default-moves = 方向键或 a d w s 移动
plain-moves-keys = { $left } 向左，{ $right } 向右，{ $up } 向上，{ $down } 向下
plain-blank = 空
plain-blanks = { $count } 个空
plain-summary = { $empty ->
        [0] 没有空格
       *[other] { $empty } 个空格
    }，最大 { $largest } 在第 { $row } 行第 { $column } 列，{ $moves ->
        [none] 无路可走
       *[other] 可以向{ $moves }移
    }
plain-board-row = 第 { $row } 行：{ $cells }
plain-row = 第 { $row } 行：{ $cells }
plain-column = 第 { $column } 列：{ $cells }
plain-score = 分数 { $score }，最高分 { $best }
plain-tile-at = { $tile } 在第 { $row } 行第 { $column } 列
plain-direction = { $dir ->
        [up] 向上
        [down] 向下
        [left] 向左
       *[right] 向右
    }
plain-move = { plain-direction }，新块 { $tile }，分数 { $score }
plain-move-merged = { plain-direction }，合并出 { $tiles }，新块 { $tile }，分数 { $score }
plain-tile-at-brief = { $tile } 在 { $row } { $column }
plain-move-brief = { plain-direction }，{ $tile }，分数 { $score }
plain-move-brief-merged = { plain-direction }，{ $tile }，分数 { $score }，合并出 { $tiles }
plain-no-move = { plain-direction }移不动
plain-no-move-again = 移不动
plain-unbound = { $key } 不是游戏的键。按 { $help } 听所有按键。
plain-nothing-now = { $key }：现在没有作用
plain-undone-move = 已撤销{ plain-direction }，拿走 { $tile }，分数 { $score }。{ $next }。
plain-undone-move-only = 已撤销{ plain-direction }，分数 { $score }。{ $next }。
plain-undos-left = { $left ->
        [0] 不能再撤销了
       *[other] 还可撤销 { $left } 步
    }
plain-undo-brings-back = 再按一次 u 找回上一局
plain-quit = 已保存。分数 { $score }，最高分 { $best }。
plain-quit-not-saved = 没有保存：{ $why }。分数 { $score }，最高分 { $best }。
plain-pause = {"，"}
plain-by = {" 乘 "}
plain-or = {" 或 "}
plain-per-second = 每秒 { $moves } 步
plain-pace = 托管速度每秒 { $moves } 步{ $end ->
        [fastest] ，最快
        [slowest] ，最慢
       *[none] {""}
    }{ $on ->
        [yes] {""}
       *[no] ，按 p 开始托管时用
    }
plain-look-only = { $key } 只改全屏界面的样子，这里没有变化
plain-help-hint = 提示，读出 AI 推荐的一步
plain-help-autoplay = AI 托管开关，按任一方向键接管
plain-help-help = 读出所有按键
plain-help-stats = 读出统计
plain-help-close = 说怎样退出，不会退出
plain-back = 回到游戏，分数 { $score }，最高分 { $best }
plain-hint = 提示：向{ direction }
plain-over = 游戏结束，分数 { $score }。按 r 重来，按 u 撤销。
plain-new-game = { $what }。{ $tiles }
plain-undone = { $what }，分数 { $score }
plain-autoplay-on = 托管开始，{ plain-per-second }。按 p 停下，加号和减号调速度。
plain-autoplay-off = 托管停下，走了 { $moves } 步，分数 { $score }
plain-keys = 按键：
plain-key-line = { $keys }：{ $what }
plain-arrow = { $dir ->
        [up] 上方向键
        [down] 下方向键
        [left] 左方向键
       *[right] 右方向键
    }
plain-help-board = 空格：读棋盘、分数、空格数和可走的方向
plain-help-rows = 1 到 { $last }：读一行
plain-help-columns = Shift 加 1 到 { $last }：读一列
plain-help-letters = 方块用字母：A 是 2，B 是 4，C 是 8，一直到 K 是 2048，然后是 L。没有 W。
plain-help-cursor-left = 阅读光标左移，方块不动
plain-help-cursor-right = 阅读光标右移，方块不动
plain-help-cursor-up = 阅读光标上移，方块不动
plain-help-cursor-down = 阅读光标下移，方块不动
plain-help-read-cell = 读阅读光标所在的格
plain-help-read-row = 读阅读光标所在的行
plain-help-read-column = 读阅读光标所在的列
plain-help-summary = 说空格数、最大方块和可走的方向
plain-help-verbosity = 走法说得简短或详细，存入 config.toml
plain-cell = 第 { $row } 行第 { $column } 列：{ $cell }
plain-cell-edge = 到边了，第 { $row } 行第 { $column } 列：{ $cell }
plain-brief = 简短
plain-verbose = 详细
plain-verbosity-not-kept = { $what }，仅本次有效：{ $why }
plain-stat = { $what }：{ $value }
plain-best = { $size } 乘 { $size } 的棋盘上 { $score }
plain-replay-welcome = 回放，共 { $moves } 步，分数 { $score }。左右方向键走一步，Home 和 End 到头尾，p 播放，空格读棋盘，Enter 从这一步接着玩，q 离开。
plain-replay-at = 第 { $at } 步，共 { $moves } 步，分数 { $score }
plain-replay-move = 第 { $at } 步，共 { $moves } 步：{ $what }
plain-verdict = { $best ->
        [yes] 复盘：{ grade }
       *[no] 复盘：{ grade }，程序会走{ direction }
    }
plain-replay-largest = 新的最大方块 { $tile }
plain-replay-playing = 播放中，{ plain-per-second }
plain-replay-paused = { $end ->
        [yes] 放完了，
       *[no] {""}
    }停在第 { $at } 步，共 { $moves } 步，分数 { $score }，最大方块 { $largest }
plain-replay-pace = 速度{ plain-per-second }
plain-replay-play = 播放或暂停

## 可供核验的成绩：任何一局结束后的分享行、玩家名字，以及 `tui2048 verify` 和 `tui2048 board` 的文字

share-by = ，玩家 { $name }
share-game = tui2048 { board-size }（目标 { $target }{ $scaled ->
        [yes] ，按比例出块
       *[no] {""}
    }）{ $by }：{ $tile }，{ $points } 分，{ $moves } 步，撤销 { $undone } 次
config-not-a-name = { $key } = { $value } 不是名字：请用引号写成文字，例如 name = "小明"
config-name-too-long = { $key } 有 { $chars } 个字符：名字最多 { $limit } 个
verify-daily = { $date } 的每日挑战（{ board-size }、目标 { $target }）
verify-served = 服务器上 { $date } 的每日挑战，种子 { $seed }（{ board-size }、目标 { $target }）
verify-game = { board-size }、目标 { $target } 的一局{ $scaled ->
        [yes] （按比例出块）
       *[no] {""}
    }
verify-by = ，玩家 { $name }
verify-declared = { $undos ->
        [0] 没有撤销
       *[other] 撤销 { $undone } 次
    }，{ $hints ->
        [0] 没有提示
       *[other] 提示 { $hinted } 次
    }{ $assisted ->
        [yes] ，有 AI 代走的步
       *[no] {""}
    }
verify-where = { $source ->
        [file] { $name } 第 { $line } 行
        [stdin] 标准输入第 { $line } 行
        [text] 第 { $index } 个参数第 { $line } 行
       *[none] 第 { $line } 行
    }
verify-true = { $at }：{ $start ->
        [board] 从给定的棋盘起属实，并非从开局的方块起
        [replay] 从另一局的第 { $fixed } 步起属实，并非从开局的方块起
       *[tiles] 属实
    }：{ $game }{ $by }：{ $points } 分，最大方块 { $tile }，{ $moves } 步（{ $declared }）
verify-false = { $at }：不实：{ $why }
verify-unknown = { $at }：这里无法核验：{ $why }
verify-in-pieces = 这条记录断成了几段：把第 { $first }–{ $last } 行连成一行再核对
verify-not-a-move = 第 { $index } 步（{ direction }）在它的棋盘上移动不了任何方块
verify-daily-rules = 每日挑战在 4✕4、目标 2048 的棋盘上玩；这份记录是 { board-size }、目标 { $target }{ $scaled ->
        [yes] （按比例出块）
       *[no] {""}
    }
verify-future = 它的日期 { $date } 还没到
verify-finished-later = 它说自己在 { $date } { $time }（UTC）结束，那一刻还没到
verify-finished-before = 它说自己在 { $date } 结束，早于它的日期 { $day }
verify-board-score = 它的棋盘的 { $score } 分超过了这些方块能得到的分数（最多 { $most } 分）
verify-differs = { $by ->
        [record] 记录声称
       *[line] 分享行写着
    } { $fact ->
        [size] 棋盘边长 { $claimed }；记录里是 { $found }
        [target] 目标 { $claimed }；记录里是 { $found }
        [tile] 最大方块 { $claimed }；重放得到 { $found }
        [score] { $claimed } 分；重放得到 { $found } 分
        [moves] { $claimed } 步；重放得到 { $found } 步
        [undos] 撤销 { $claimed } 次；记录里是 { $found } 次
       *[tries] 第 { $claimed } 次尝试；记录里是第 { $found } 次
    }
verify-other-day = 分享行写的是 { $claimed } 的每日挑战；记录却是{ $start ->
        [daily] { $day } 的每日挑战
        [seed] 种子 { $seed } 的一局，不是那天的挑战
       *[board] 从某个棋盘开始的一局，不是那天的挑战
    }
verify-unchecked = 它的 { $moves } 步超过了一份记录最多重放的 { $limit } 步
verify-none = 没有找到 tui2048 记录：记录以 { $starts } 开头
verify-more = 只核验前 { $limit } 份记录；其余 { $more } 份略过
board-daily = { $date } 的每日挑战 · { $players } 位玩家
board-served = 服务器上 { $date } 的每日挑战 · { $players } 位玩家
board-game = { board-size }、目标 { $target }{ $scaled ->
        [yes] （按比例出块）
       *[no] {""}
    } · { $players } 位玩家
board-row = { $rank }. { $name }  { $points } 分 · 最大方块 { $tile } · { $moves } 步 · { $declared }
board-try = {" "}· 第 { $number } 次尝试
board-best-try = {" "}· 最好的一次是第 { $number } 次：{ $points } 分
board-anonymous = 匿名
board-claimed = { $name }（又署名为 { $others }）
board-apart = 从给定棋盘开始，不排名：{ $count } 份
board-apart-row = { $at }{ $by }：{ $start ->
        [board] 从给定的棋盘起
       *[replay] 从另一局的第 { $fixed } 步起
    } · { $points } 分 · 最大方块 { $tile } · { $moves } 步
board-unknown = 这里无法核验，不排名：{ $count } 份
board-false = 不实，不排名：{ $count } 份
board-false-row = { $at }{ $by }：{ $why }
board-again = 重复贴出的记录 { $count } 份，只算一次
board-no-day = 记录里没有 { $date } 的每日挑战
served-none = 还没有人在这里完成 { $date } 的每日挑战。
served-open = 这一天结束后（UTC 午夜），这里会给出每局的记录和当天的种子；在那之前，这张榜就是它们的证明。
served-closed = 这一天已经结束：它的种子是 { $seed }。每局的记录，可用 tui2048 verify 检查：
served-later = { $date } 还没到：今天是 { $today }（UTC）。
board-limits-served = 这台服务器看到了这些局的每一步：每个分数旁的撤销、提示和求解器走的步就是全部。它分辨不了是谁选的每一步：是人，还是人身边的程序。
board-limits = 重放能证明这些步从这一局的方块出发得到这个分数；它不能证明记录声明之外没有用过撤销，不能证明是人而不是程序选的每一步，也不能证明是谁玩的：名字和记录声明的帮助都由写下记录的人说了算。
