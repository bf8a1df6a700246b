### Every word tui2048 shows a player, in English: short and plain, like the original
### game's ("You win!", "Keep going").
###
### To add a language, copy this file to i18n/<code>/tui2048.ftl and translate each
### message's value; keep its id and the $variables it uses (a test holds every language
### to this file's messages and variables). Fluent trims the spaces a value starts or ends
### with: a space that matters is written {" "}. A value is one line (Fluent keeps the
### breaks of a value written on several).
###
### A $variable in a selector ({ $dir -> ... }) is a key: its values are the variants
### listed, the one marked * for anything else. A number shown is given already written
### as the board writes it (2048, not 2,048), but for counts that choose a plural form
### ({ $moves -> [one] ... *[other] ... }).

## Words of the game itself

# A direction, as the status line and the replay say it.
direction = { $dir ->
        [up] up
        [down] down
        [left] left
       *[right] right
    }
# The arrow of a direction, as the status line and the replay draw it.
arrow = { $dir ->
        [up] ↑
        [down] ↓
        [left] ←
       *[right] →
    }
# A grade of the review, as the replay says it.
grade = { $grade ->
        [best] best
        [good] good
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
# A colour theme's name on the screen.
theme-name = { $theme ->
        [classic] classic
        [dark] dark
        [high-contrast] high-contrast
       *[stealth] stealth
    }
# A board's size.
board-size = { $size }×{ $size }
# A pace of autoplay or the replay.
per-second = { $moves ->
        [one] { $moves } move/s
       *[other] { $moves } moves/s
    }
# A day, as the daily game names it.
date = { $year }-{ NUMBER($month, minimumIntegerDigits: 2) }-{ NUMBER($day, minimumIntegerDigits: 2) }
# Lists: "a and b", "a or b", "a, b"; a longer one is its first word, list-more and the rest.
list-and = { $first } and { $last }
list-or = { $first } or { $last }
list-comma = { $first }, { $last }
list-more = { $first }, { $rest }

## The status line

# A move key while the win box waits.
waits-won = You win! Enter keeps going, r starts a new game (u brings this one back)
# A move key while the game-over box waits.
waits-over = Game over! r tries again, u undoes
# A move that moves nothing.
cant-move = Can't move { direction }
nothing-to-undo = Nothing to undo
# An undo that brought the game r left back.
undone-game = Undone — your last game is back
# After an undo, with $left more undos of this game's moves at hand.
undone = { $left ->
        [0] Undone — none left
       *[other] Undone — { $left } left
    }
# After an undo back to the game's start, when the next brings the game before back.
undone-to-the-start = Undone — u once more brings back your last game
new-game = New game — u brings the last one back
# r in the daily game: its first board again, as try number $tries.
daily-again = The game of { date } again, try { $tries } — u brings the last one back
# r in the daily game at its first board.
daily-already-first = This is the game of { date } from its first board already
# The theme t moved to.
theme = Theme: { theme-name } — t for the next
# The theme holds for this run only: the settings file could not keep it, and why.
theme-not-kept = Theme: { theme-name }, for this run only: { $why }
# Why a theme is not kept, when there is no settings file at all.
no-config-folder = there is no config folder to keep it in
# Esc on the game-over box: it does not quit.
close-over = Game over! r tries again, u undoes, q quits
# Esc on the bare board: it does not quit.
close-nothing = Nothing to close — q quits (the game is saved)
# The command line asked for a new game; the saved one is an undo away.
new-game-saved-back = New game — u brings the saved one back
keep-going = Keep going — how far can you get?
hint-thinking = Hint: thinking…
hint-waits = No hint now: the game is waiting
hint-none = Hint: no moves left
# The solver's move.
hint = Hint: { arrow } { direction }
autoplay-off = Autoplay off
autoplay-needs-game = Autoplay needs a game: r starts one
autoplay-boss = Autoplay paused for the boss key — p plays on
# The pace after + or -: $end is fastest or slowest when it goes no further.
pace = { $end ->
        [fastest] Autoplay: { per-second }, the fastest
        [slowest] Autoplay: { per-second }, the slowest
       *[none] Autoplay: { per-second }
    }
# What autoplay does, while it plays.
autoplaying = Autoplay: { per-second } · + - pace · p stops
# The same, shorter, where a line is short: the pace and how to stop.
autoplaying-short = Autoplay { $moves }/s · p stops
nothing-to-replay = Nothing to replay yet
# The line to share and its record were sent to the terminal's clipboard.
copied = Copied: paste it to a friend
# The copy key before the game has a line to share.
nothing-to-copy = Nothing to copy yet: a game won or over has a line to share
# The copy key in the plain interface, which writes no escape sequence.
copy-needs-the-screen = Copying needs the full screen; the line and its record are printed on quitting
# Why saving stopped (or fails).
saving-off = Saving is off: { $why }
saving-again = Saving works again
# Why saving is off when there is no home folder for the state file.
no-home-folder = no home folder to keep the state file in (use --state)
# Why saving is off for a player without an ssh key on a server.
guest-not-kept = a guest's game is not kept: come back with an ssh key (ssh-keygen -t ed25519)
# A game played on from a replay's move $at, in place of the game in play.
played-on = Playing on from move { $at } — u brings your game back
# What the status line says with nothing else to say.
goal = Join the tiles, get to { $target }!
# The status line of an assisted game with nothing else to say.
assisted = Assisted game: the solver moved, so it counts apart
# The solver's move marked on the board's edge, beside each row or column: a sign one
# cell wide in every terminal set up for the language.
hint-mark = { arrow }
# The solver builds its endgame tables, once: $mb of them, kept in $folder.
building-tables = The solver is building its endgame tables, once: { $mb } MB, kept in { $folder }
# The same, when they are kept in memory only.
building-tables-in-memory = The solver is building its endgame tables: { $mb } MB, in memory only
# The endgame tables are built: said once, in place of the notice that they were building.
tables-ready = Endgame tables ready
# The room a screen lacks, in two lines.
too-small = terminal too small:
too-small-sizes = need { $need_width }×{ $need_height }, have { $width }×{ $height }
# A notice's shortest form, once the screen has no room for its head: its first words
# and this mark.
cut-mark = …

## What the game says as it starts

empty-board = The saved board was empty: a new game starts
welcome-back = Welcome back: your game is as you left it
# A daily game resumed.
welcome-back-daily = Welcome back to the game of { date }
# A daily game begun.
daily-greeting = The game of { date }: the same tiles for everyone today
# The colours were guessed as 256: how to get the original's palette (said once).
palette-tip = 256 colours guessed: for the original's palette, --colors truecolor (see ?)
palette-tip-far = 256 colours guessed: for the original's palette, ssh -o SetEnv=COLORTERM=truecolor
# A saved game that could not be used ($cut: yes when its file ends in the middle), what
# of it was kept and lost ($said), where the file went ($place) and, for a file not
# merely cut, why it could not be read ($reason: the reader's own words).
unreadable = { $cut ->
        [yes] The saved game was cut short{ $said }{ $place }
       *[no] The saved game could not be read{ $said }{ $place } ({ $reason })
    }
# What was kept and lost ($kept and $lost: lists of the part- words).
unreadable-said = { $said ->
        [both] : kept { $kept }, lost { $lost }
        [kept] : kept { $kept }
        [lost] : lost { $lost }
       *[none] {""}
    }
unreadable-kept-as = ; it was kept as { $name }
unreadable-left-in-place = ; it was left in place and saving is off
# The parts of a saved game, as unreadable names them.
part-best = best scores
part-stats = stats
part-game = game
part-undo = undo
part-history = recent games
# Why saving is off after an unreadable file stayed where it was.
unreadable-kept-in-place = the unreadable file is kept in place
# The records file could not be read (the reader's words): kept aside as $name.
records-kept-aside = The finished games could not be read ({ $reason }); they were kept as { $name }
# A save made once the solver's cache on a full disk was removed ($mb: what it took).
cache-given-up = The disk was full: the solver's cache ({ $mb } MB) was removed to save the game
# A finished game's record that could not be written, and why.
record-not-kept = The finished game was not kept: { $why }
# A record that does not lead to its game: its move $index, $dir, is no move there.
record-does-not-replay = This game's record does not replay: move { $index } of the record ({ direction }) is not a move on its board
# Why a finished game was not kept: its record, of $moves moves, is longer than a record
# may be.
record-too-long = its record of { $moves } moves is longer than a record may be
# Why a finished game was not kept: its record does not replay.
record-not-replayed = the finished game's record does not replay: move { $index } of the record ({ direction }) is not a move on its board

## The panels

score = SCORE
best = BEST
# BEST while the game in play is assisted (still the best of the player's own games),
# and the same where room is short.
your-best = YOUR BEST
yours = YOURS
# The best of assisted games, beneath YOUR BEST, and beside it on the one-line header.
assisted-best-under = assisted { $best }
assisted-best-beside = {" "}· assisted { $best }
moves = MOVES
# The replay's move counter.
move-label = MOVE

## The boxes over the board

you-win = You win!
game-over = Game over!
button-keep-going = Keep going
button-new-game = New game
button-try-again = Try again
button-undo = Undo
button-replay = Replay
# The end box's button that copies the line to share and its record.
button-copy = Copy
# Above the score in big digits.
score-word = score
score-is = Score { $score }
largest-tile = largest tile { $tile }
new-best = a new best!
best-is = best { $best }
assisted-best = assisted game · your best { $best }
# Two facts of the box on one line (the largest tile, the best).
facts = { $first } · { $second }
# A game's end on the status line, where there is no room for its box: its title, the
# score, the largest tile and the best.
end-line = { $title } { score-is } · { $tile } · { $best }
# The daily game's streaks in its end box: the days in a row finished, and won.
daily-streak = daily streak: { streak-words }
keys-title = Keys
# The box of a warning too long for the status line.
notice-title = Read me
# Its last line: any key closes it (and shows the next of the $waiting notices).
notice-closes = { $waiting ->
        [0] any key closes
        [one] any key: the next notice
       *[other] any key: the next of { $waiting } notices
    }
stats-title = Statistics
# The last line of the help and the statistics.
closes = q or Esc closes, Ctrl-C quits
closes-short = q closes
# A page's last line, in the longest form that fits first ($last: the box's own last
# line).
page-at = { $page }/{ $pages }
page-more = { page-at } · space: more · { $last }
page-more-closes = { page-at } · space: more · { closes-short }
page-short = { page-at } · space · { closes-short }
# The help's last lines: where the settings file is.
settings-at = Settings (t keeps the theme there): { $path }
# The help's lines in 256 colours: how to get the original's palette.
palette-help = In 256 colours the board is grey and the golds dull: the original's palette needs true colour, which most terminals show. Run with --colors truecolor, or put colors = "truecolor" in config.toml. In tmux: set -as terminal-features ',*:RGB' and set -ga update-environment COLORTERM. Over ssh: SendEnv COLORTERM in ~/.ssh/config and AcceptEnv COLORTERM on the server, or COLORTERM=truecolor in the server's shell profile.

## The statistics

own-games = Your own games
assisted-games = Assisted games (the solver moved)
played = Played
won = Won
# Games won and their share of those played.
wins = { $wins } ({ $percent }%)
moves-made = Moves made
hints-used = Hints used
best-tile = Best tile
best-score = Best score
# After the player's own best score: what it counts.
by-your-own-moves = , by your own moves
none-yet = none yet
# After the count of games, when the game in play is among them.
this-one-included = , this one included
# After the count of moves.
undone-left-out = , undone ones left out
# The chart's title for $games games, the longest form that fits shown: the long one,
# then the middle one, then the short one (a form the same as the one before is tried
# once).
chart-title-long = { $games ->
        [0] No finished games of your own yet
        [one] Highest tile of your last game
       *[other] Highest tile of your last { $games } games (newest right)
    }
chart-title = { $games ->
        [0] No finished game yet
        [one] Highest tile, last game
       *[other] Highest tile of your last { $games } games
    }
chart-title-short = { $games ->
        [0] No finished game yet
        [one] Highest tile, last game
       *[other] Highest tile, last { $games } games
    }
# The daily game's heading, its streaks' label, the streaks (the days in a row finished,
# and won) and the longest of each.
daily-game = The daily game
days-in-a-row = Days in a row
streak-words = { $finished } { $finished ->
        [one] day
       *[other] days
    } finished, { $won } won
longest-streaks = , longest { $finished } and { $won }

## The replay screen

# What its keys do, as the key table says it (docs/commands.md says the same).
replay-help-back = a move back
replay-help-on = a move on
replay-help-first = the start
replay-help-last = the end
replay-help-play = play or pause
replay-help-faster = faster
replay-help-slower = slower
replay-help-play-on = play on from here (your game is kept for u)
replay-help-leave = leave
# Its footer's words; the keys of the bindings that share one are shown together.
replay-footer-step = step
replay-footer-ends = first/last
replay-footer-play = play
replay-footer-pace = pace
replay-footer-play-on = play on
replay-footer-back = back
# Enter in the replay of a daily game in its own slot: where to play on from it.
replay-play-on-daily = Play on from the daily game with: tui2048 replay daily
replay-title = Replay of a { board-size } game{ $assisted ->
        [yes] {" "}· assisted by the solver
       *[no] {""}
    }
replay-start = The start: no move yet
# The move that led to the board shown.
replay-move = Move { $n }: { arrow } { direction }
# The solver's grade of a move, after it.
replay-grade = {" "}· { grade }
# The same, with the solver's own move ($dir) when it differs.
replay-grade-solver = {" "}· { grade } (the solver: { arrow } { direction })
# A move graded best that is not the solver's ($dir): within the margin that grades a
# move best, it is as good.
replay-as-good = {" "}· { grade }, as good as the solver's { arrow } { direction }
replay-reviewing = {" "}· reviewing, { $percent } %
replay-playing = {" "}· playing, { per-second }

## The top of `tui2048 review`

# What graded the moves: the solver at a level ($level: fast or strong, as --strength
# names them), valuing boards with what its hint values them with ($evaluation: network,
# or heuristic on boards other than 4×4), with its endgame tables or not ($tables).
review-judged = Judged by the solver at the { $level ->
        [strong] strong
       *[fast] fast
    } level, { $evaluation ->
        [network] network evaluation
       *[heuristic] heuristic evaluation
    }{ $tables ->
        [yes] {" "}and endgame tables
       *[no] {""}
    }, as its hint plays
# The solver itself made $moves of the game's $total kept moves (autoplay), each of them
# its best move by its own grading; $count counts them.
review-solver-moves = The solver made { $moves } of the { $total } { $count ->
        [one] move
       *[other] moves
    } (autoplay): its own moves are its best

## The daily game's line to share, and the line printed on quitting

# The line a finished daily game is shared by: the day, the player's name ($by: share-by,
# or nothing), the largest tile, the points, moves and undos (with their thousands apart;
# $made counts the moves, $undos the undos), the tries it took. `tui2048 verify` reads its numbers in order
# after the date: keep them in this order in every language.
share-line = tui2048 daily { $date }{ $by } · { $tile } · { $points } points · { $moves } { $made ->
        [one] move
       *[other] moves
    } · { $undone } { $undos ->
        [one] undo
       *[other] undos
    } · { $tries ->
        [one] 1 try
       *[other] { $tries } tries
    }
# What follows it: the accuracy once the review is in, whether the solver helped, and
# the daily streaks as they stand on its day, while a run is alive.
share-accuracy = {" "}· accuracy { $accuracy } %
share-assisted = {" "}· assisted
share-streak = {" "}· streak { streak-words }
# The line printed on quitting: the score and the best on this board ($how: assisted
# when the solver played in it, own when the score is the player's new best), then where
# the game was saved, or why not ($saved: from the saved- texts).
quit-line = tui2048: { $how ->
        [assisted] score { $score } in a game the solver played in, your best { $best } on { board-size }
        [own] score { $score }, your best on { board-size }
       *[other] score { $score }, best { $best } on { board-size }
    }; { $saved }
# Printed on quitting under the line to share and its record: what they are for.
share-note = To share: paste the line and the record above; `tui2048 verify` checks them.
saved-in = saved in { $path }
saved = saved
not-saved = not saved: { $why }

## The line a command fails with when the game cannot run

input-not-a-terminal = standard input is not a terminal: the game is played in one (`tui2048 bench` needs none)
output-not-a-terminal = standard output is not a terminal: the game is played in one (`tui2048 bench` needs none)
# The terminal failed ($what: the system's words).
terminal-error = terminal error: { $what }
# The race asked for in the plain interface: its two boards are drawn.
race-needs-the-screen = the race needs the full screen: add --interface full

## What stopped a save (said after "Saving is off: " or "not kept: "): $path is a file's,
## $why the system's reason (an io- text, or its own words)

fault-write = cannot write { $path }: { $why }
# The state file is now $kind (a kind- text), not a regular file.
fault-not-a-file = { $path } is now { $kind }, not a regular file
fault-lock = cannot take the lock file { $path }: { $why }
fault-lock-not-a-file = cannot take the lock file { $path }: it is { $kind }, not a regular file
fault-lock-gone = the lock file { $path } was deleted or replaced while the game ran, so another tui2048 may be using the state file
fault-not-locked = the state file is not locked
fault-not-moved-aside = the unreadable file could not be moved aside ({ $why })
# Why saving is off when the save is another user's ($uid), which this one cannot write:
# its lock is left to its owner.
save-not-yours = the save belongs to another user (uid { $uid }), whose lock it is
io-denied = Permission denied
io-read-only = Read-only file system
io-full = No space left on device
# A quota on the user's disk space is used up (EDQUOT).
io-quota = Disk quota exceeded
# The file would grow past a limit on the size of files (ulimit -f, EFBIG).
io-too-large = File too large
io-missing = No such file or directory
io-folder = Is a directory

## The settings file's problems, said once as the game starts ($file: its path)

# Nothing of the file was read ($why: one of the reasons below, said after its name);
# the defaults hold.
config-unreadable = { $file } { $why }; the defaults are used
# The file is not TOML ($what: the parser's words) at $line; the defaults hold and the
# file is left as it is.
config-not-toml = { $file } line { $line }: { $what }; the defaults are used and the file is left as it is
# A key of the file that could not be used ($problem, a config- text below): each is
# said on a line of its own, the most serious first.
config-problem-line = line { $line }: { $problem }
# After the problems: the file, how many, and that the rest was read.
config-problems-in = { $count ->
        [one] 1 problem
       *[other] { $count } problems
    } in { $file }; the rest was read
# $key = $value is none of $names.
config-not-one-of = { $key } = { $value } is not one of { $names }
config-not-a-switch = { $key } = { $value } is not true or false
# A key the file does not know; $keys are those it does.
config-unknown-key = unknown key "{ $key }" (the keys are { $keys })
# Why nothing of the file was read, in words that follow its name: it is $kind (a kind-
# text), not a regular file.
config-not-a-file = is { $kind }, not a regular file
# It could not be read ($why: an io- text, or the system's own words).
config-cannot-read = cannot be read ({ $why })
config-too-large = holds { $kib } KiB, more than the { $limit_kib } KiB a settings file may
config-not-text = is not UTF-8 text
# Another user ($uid) made it in a folder others can write.
config-not-yours = was made by another user (uid { $uid }) in a folder others can write, so it was not read
# Its path is not trusted ($why: as the state file's path would be told).
config-untrusted = was not read: { $why }
# The path could not be followed: a folder on the way could not be read ($why).
untrusted-io = cannot read { $path }: { $why }
# The path could not be followed: too many links, or links in a circle.
untrusted-links = { $path }: too many links, or links in a circle
# Other users can write the folder $dir (its $mode, in octal), which has no sticky bit.
distrust-writable = other users can write { $dir } (mode { $mode }, no sticky bit), so it is not trusted with a save; nothing was touched. Make it yours alone (chmod go-w { $dir }) or give another path with --state <PATH>
# The folder $dir belongs to another user ($uid).
distrust-owner = { $dir } belongs to another user (uid { $uid }), so it is not trusted with a save; nothing was touched. Give a path of your own with --state <PATH>
# $link is a link in $dir, which other users can write.
distrust-link-in-writable = { $link } is a link in { $dir }, which other users can write, so it was not followed; nothing was touched. Give another path with --state <PATH>
# $link is a link in $dir, which belongs to another user ($uid).
distrust-link-in-others = { $link } is a link in { $dir }, which belongs to another user (uid { $uid }), so it was not followed; nothing was touched. Give another path with --state <PATH>
# $link is a link another user ($uid) made.
distrust-link-owner = { $link } is a link made by another user (uid { $uid }), so it was not followed; nothing was touched. Give another path with --state <PATH>

## Why a choice (the theme t moved to) was not kept in the settings file, after "for this
## run only: "; the file was left as it was ($file: its path)

# The file was not read ($why: from the config- reasons above).
keep-unread = { $file } { $why }
# The file is not TOML ($what: the parser's words) at $line.
keep-not-toml = { $file } does not parse (line { $line }: { $what })
# The file holds $key at $line in a form the game does not read ($form: a form- text).
keep-form = { $file } line { $line } holds { $key } as { $form }, which the game does not read; the file was left as it is
# [key] or [[key]].
form-table = a table
# key.part = …
form-dotted = dotted keys
# key = { … }
form-inline-table = an inline table
# A value of another kind ($kind: TOML's name of it, integer).
form-kind = a value of another kind ({ $kind })
# The file has $links hard links: writing it anew would part them.
keep-links = { $file } has { $links } hard links, and writing it anew would part them; the file was left as it is
# The file with the choice written would hold more than $limit_kib KiB, which the game
# does not read.
keep-too-large = { $file } would grow past the { $limit_kib } KiB a settings file may hold; the file was left as it is

## What a path names when it is not a regular file (after "is"), and the program's own
## files, which are never taken for a state file

kind-named-pipe = a named pipe
kind-socket = a socket
kind-char-device = a character device
kind-block-device = a block device
kind-folder = a folder
kind-link = a link
kind-regular = a regular file
kind-special = a special file
own-settings = the settings file of tui2048
own-lock = a lock file of tui2048
own-records = a records file of tui2048
own-daily = the daily game's file of tui2048 (tui2048 --daily plays it)
# A file kept aside as <name>.corrupt-<time>.
own-kept-aside = a file tui2048 kept aside (rename it to play it)
own-temporary = a temporary file of tui2048
# A table of the solver's cache.
own-table = a table of tui2048's cache
# Why a file that could not be used was not moved aside: it is no longer a regular file.
aside-no-longer-a-file = it is no longer a regular file
# A thousand files were kept aside already under its name.
aside-too-many = too many kept corrupt files

## Why the game (or a command) cannot use the state file at $path, the line a command
## fails with; nothing was touched

# Another tui2048 holds the save's lock.
state-busy = { $path } is in use by another tui2048; quit it first, or play a separate game with --state <PATH>
# A newer program wrote the file, of state file $version; this one reads $reads.
state-newer = { $path } was written by a newer tui2048 (state file version { $version }; this program reads version { $reads }); it was left untouched. Upgrade tui2048, or play a separate game with --state <PATH>
# A file (or a folder on its way) could not be read ($why: an io- text, the system's own
# words, or why the file cannot be used).
cannot-read = cannot read { $path }: { $why }
# The path names $kind (a kind- text), not a regular file.
state-not-a-file = { $path } is { $kind }, not a regular file; it was left untouched. Give a file's path with --state <PATH>
# A file given by name that does not look like a state file.
state-foreign = { $path } does not look like a tui2048 state file; it was left untouched. Give a new file's path with --state <PATH>
state-path-empty = the state file's path is empty; give a file's path with --state <PATH>
# The path ends with a slash: it names a folder.
state-path-slash = { $path } ends with a slash, so it names a folder, not a file; give a file's path with --state <PATH>
# The path ends in . or ..: it names a folder.
state-path-folder = { $path } names a folder, not a file; give a file's path with --state <PATH>
# The name is too long to leave room for the names of the files kept beside it; one of
# at most $most bytes would.
state-name-too-long = { $path }: the name is too long to leave room for the files kept beside it; give a name of at most { $most } bytes with --state <PATH>
# The path names one of the program's own files ($kind: an own- text).
state-own = { $path } is { $kind }, not a state file; it was left untouched. Give a state file's path with --state <PATH>

## Why the records file at $path could not be read

# It is $kind (a kind- text), not a regular file.
not-a-regular-file = { $path } is { $kind }, not a regular file
# A newer program wrote it, of records file $version; this one reads $reads.
records-newer = { $path } was written by a newer tui2048 (records file version { $version }; this program reads version { $reads })
# It cannot be used ($reason: a damage- text).
records-damaged = { $path } is damaged: { $reason }
# It cannot be used ($reason), and could not be moved aside ($why).
records-not-moved-aside = { $path } is damaged ({ $reason }) and could not be moved aside: { $why }

## Why a file's bytes cannot be used: the $reason of the texts above and of a saved game
## that could not be read

# The state file holds $mib MiB, more than the $limit_mib it may.
damage-state-too-large = it holds { $mib } MiB, more than the { $limit_mib } MiB a state file may
# The records file holds $mib MiB, more than the $limit_mib it may.
damage-records-too-large = it holds { $mib } MiB, more than the { $limit_mib } MiB a records file may
# The file ends before its JSON does, at $line.
damage-cut-short = it is cut short: it ends at line { $line }
# Its JSON does not read ($what: the parser's words, which say where).
damage-json = { $what }
damage-no-version = no valid "version" field
# The saved game is no game ($what: a game- text).
damage-game = game: { $what }
# An entry of the undo list (counted from 0) is no game.
damage-undo = undo entry { $entry }: { $what }
# The $n-th of the last finished games (from 1, the oldest) cannot be read.
damage-recent = recent game { $n }: { $what }
# The best game of a board $size cannot be read.
damage-best = the best game of size { $size }: { $what }
# A game's $size is not its board's, which has $rows rows.
game-size-mismatch = size is { $size } but the board has { $rows } rows
# A game's target is not a power of two of at least 8.
game-target = target { $target } is not a power of two of at least 8
# A game's spawn rule has no such name ($names: those it has).
game-spawn = unknown spawn rule '{ $name }' (expected { $names })
# A game's status has no such name ($names: those it has).
game-status = unknown status '{ $name }' (expected { $names })
# Why a grid of values is not a board: its $size out of the range $min to $max, a row
# of $len cells, or a tile's $value that is no tile at $row, $col.
board-error = { $error ->
        [size] board size { $size } is out of range ({ $min } to { $max })
        [ragged] row { $row } has { $len } cells, expected { $size }
       *[tile] tile { $value } at row { $row }, column { $col } is not 0 or a power of two from 2 to 2^63
    }
# A kept game's record is longer than a record may be.
kept-record-too-long = its record is longer than a record may be
# Why a kept game's line is not a record this program reads: it does not start as one
# ($starts: how the records this program reads start), it is of a newer $version (this
# program reads $reads), its character $at is not one a record is written in, it is cut,
# its checksum does not match, or what it holds is no game ($what).
record-error = { $error ->
        [not-a-record] not a tui2048 record: a record starts with { $starts }
        [newer] the record is of version { $version }, newer than this tui2048 reads ({ $reads }); a newer tui2048 reads it
        [character] the record is damaged: character { $at } is not one a record is written in
        [length] the record is cut short or damaged: it is incomplete
        [checksum] the record is damaged or cut short: its checksum does not match
       *[invalid] the record is invalid: { $what }
    }

## The key table's words: what the help says each key does, and the footer's word for it

help-left = move left
help-right = move right
help-up = move up
help-down = move down
help-undo = undo the last move
help-restart = new game (u brings the old one back)
# The same where the player's keys undo with another key than u ($undo, its name), or
# with none.
help-restart-undo = { $undo ->
        [none] new game
       *[other] new game ({ $undo } brings the old one back)
    }
help-keep-going = keep going after a win
help-hint = hint: the solver's move, marked on the board
help-autoplay = autoplay on/off (any move key takes over)
help-faster = autoplay faster
help-slower = autoplay slower
help-stats = statistics
help-replay = replay this game, each move graded
# Under the replay's line: what Enter does in the replay.
help-replay-play-on = in the replay: play on from the move shown
help-boss = boss key: a screen of log lines (any key returns)
help-theme = next colour theme (kept in config.toml)
help-copy = copy the line to share and its record (a game won or over)
help-cursor-left = reading cursor left (plain interface)
help-cursor-right = reading cursor right (plain interface)
help-cursor-up = reading cursor up (plain interface)
help-cursor-down = reading cursor down (plain interface)
help-read-cell = read the cell under the reading cursor (plain interface)
help-read-row = read the reading cursor's row (plain interface)
help-read-column = read the reading cursor's column (plain interface)
help-summary = say the empty cells, the largest tile and the moves left (plain interface)
help-verbosity = say moves brief or verbose, kept in config.toml (plain interface)
help-help = show or hide this help
help-close = close what is open (never quits)
help-quit = quit (the game is saved)
# The footer's name of the arrow keys, and its word for them.
footer-move-keys = ←↑→↓
footer-move = move
footer-undo = undo
footer-new = new
# The same where the footer has room for every key: that u brings the game back.
footer-new-long = new (u brings it back)
footer-hint = hint
footer-auto = auto
footer-stats = stats
footer-replay = replay
footer-theme = theme
footer-help = help
footer-quit = quit
# Between two keys of the footer.
footer-gap = {" · "}

## The settings file's [keys] table, said as config-problems says a key's problem (after
## the file and the line): $action is an action's name and $key a key's, as the table
## writes them

# keys is not a table ($value as written).
keys-not-a-table = keys = { $value } is not a table: write [keys] on a line of its own, then a line such as left = "x" for each action
# The value of $action is neither a key's name nor a list of names ($value as written).
keys-not-names = [keys] { $action } = { $value } is not a key's name or a list of names
# An action the key table does not have; $actions are those it has.
keys-unknown-action = unknown action "{ $action }" in [keys] (the actions are { $actions })
# A name of $action's that is no key; $names are the keys' names besides a character.
keys-unknown-key = [keys] { $action }: "{ $key }" is not a key (a key is a character, { $names }, or Ctrl- and a letter)
# $key was given to two actions: the first in the table, $first, keeps it.
keys-twice = [keys] "{ $key }" is given to both { $first } and { $then }: { $first } keeps it
# The table gave every key of $action to other actions: $key, the first, went to $taker.
keys-no-key-left = [keys] { $action } is left with no key: "{ $key }" went to { $taker }
# Ctrl-C was given to $action: it always quits.
keys-ctrl-c = [keys] { $action } cannot have Ctrl-C: Ctrl-C always quits
# $key, given to $action, is a Ctrl key terminals send as the key $other (Ctrl-I as
# Tab): the game cannot tell them apart.
keys-sent-as = [keys] { $action } cannot have { $key }: terminals send it as { $other }
# $key, given to $action, is Ctrl with a digit, a sign or Space, which terminals send as
# another key or not at all.
keys-ctrl-not-a-letter = [keys] { $action } cannot have { $key }: terminals send Ctrl only with a letter
# The key given to $action is a character that does not show on the screen ($code: its
# code, as U+202E).
keys-invisible = [keys] { $action } cannot have { $code }: it does not show on the screen

## The race: $rival is solver or ghost (a kept game's), $who who leads at equal moves
## (you, solver, ghost or level), $by by how many points

# The panels: the player's, the lead at equal moves, the rival's.
race-you = YOU
race-lead = LEAD
rival-label = { $rival ->
        [solver] SOLVER
       *[ghost] GHOST
    }
# The moves at which the scores are compared, under the lead.
race-move = MOVE { $at }
# The rival's score above its mini-board ($score as the panels write it).
rival-mini = { rival-label } { $score }
# The rival in one line above its board, or where its board does not fit.
rival-summary = { rival-label } { $score } · top { $tile } · move { $moves }
# The status line as a race starts.
race-start = { $rival ->
        [solver] Race! The solver moves when you do, on the same tiles
       *[ghost] Race! The ghost replays its game a move for each of yours
    }
# A key for what a race has not (a new game, the replay, the statistics).
race-not-now = Not in a race: q ends it, your own game is kept as it was
# Who leads at equal moves.
race-lead-line = { $who ->
        [you] You lead by { $by } at move { $at }
        [solver] The solver leads by { $by } at move { $at }
        [ghost] The ghost leads by { $by } at move { $at }
       *[level] Level at move { $at }
    }
# Said after the lead once the rival makes no more moves.
rival-stopped = { $rival ->
        [solver] {" "}· the solver's game is over
       *[ghost] {" "}· the ghost's game has ended
    }
# Said instead when a kept game's moves run out before its game ended.
ghost-moves-out = {" "}· the ghost's moves run out here
# Esc on the bare boards: it does not end the race.
race-close-nothing = Nothing to close — q ends the race
# A move key (or Esc) while the win box waits.
race-waits-won = You win! Enter keeps going, q ends the race
# A move key (or Esc) while the game-over box waits.
race-waits-over = Game over! u undoes, q ends the race
# The short form of each line above, for a status line too narrow for it (the narrowest
# is 32 cells): the start's, then the others'.
race-start-short = { $rival ->
        [solver] Race! The solver moves with you
       *[ghost] Race! The ghost moves with you
    }
race-not-now-short = Not in a race: q ends it
race-close-nothing-short = Nothing to close: q ends it
race-waits-won-short = You win! Enter goes on, q ends
race-waits-over-short = Game over! u undoes, q ends
# The end box's title: who won.
race-winner = { $who ->
        [you] You win the race!
        [solver] The solver wins!
        [ghost] The ghost wins!
       *[level] A draw!
    }
# The scores at equal moves.
race-scores = { $mine } to { $theirs } at move { $at }
# By how much, and since when the one ahead has been ahead ($how: ahead-from,
# behind-from, ahead, behind or level; $from: the move).
race-margin = { $how ->
        [ahead-from] by { $by } · ahead from move { $from }
        [behind-from] by { $by } · behind from move { $from }
        [ahead] by { $by }
        [behind] by { $by }
       *[level] level on points
    }
# Under the margin, when a hint or the solver's move helped the player.
race-assisted = Assisted: the solver helped
# While the solver catches up with the player's game over.
race-waiting = The solver catches up: move { $done } of { $total }
button-quit = Quit
# The box's words on the status line, where there is no room for the box: its title and
# its lines, each after the one before.
race-end-line = { $title } { $lines }
race-end-lines = { $first }, { $rest }
# Its shortest form, where the status line has no room for that: the title and the
# scores at equal moves.
race-end-short = { $title } { $mine } to { $theirs }
# The race's line to share: the rival ($rival: solver, strong or ghost), the board's size
# and seed ($seed: race-seed, or nothing), the scores at equal moves, who won and since
# when (race-outcome), and whether a hint or the solver helped the player.
race-share-line = tui2048 race { board-size }{ $seed } vs { $rival ->
        [solver] the solver
        [strong] the strong solver
       *[ghost] the ghost
    } · { $mine } to { $theirs } at move { $at } · { race-outcome }{ $assisted ->
        [yes] {" "}· assisted
       *[no] {""}
    }
race-seed = {" "}seed { $seed }
# Who won by $by and since when ($from), or that the player left the race before it was
# decided.
race-outcome = { $outcome ->
        [left-ahead] left ahead by { $by }
        [left-behind] left behind by { $by }
        [left-level] left level
        [won-from] won by { $by }, ahead from move { $from }
        [lost-from] lost by { $by }, behind from move { $from }
        [won] won by { $by }
        [lost] lost by { $by }
       *[draw] a draw
    }
# Printed on leaving a race: who won, the scores and the margin.
race-left = tui2048: { $winner } { $scores }, { $margin }; your own game is as you left it
# Printed on leaving a race before it was decided: the move, and the scores there.
race-left-early = tui2048: You left the race at move { $at }, { $how ->
        [ahead] ahead
        [behind] behind
       *[level] level
    } { $mine } to { $theirs }; your own game is as you left it
# Printed on leaving a race before its first move.
race-left-unplayed = tui2048: the race ended before its first move; your own game is as you left it
# What q does in a race, as the help says it.
race-help-quit = end the race (your own game is kept as it was)
# The statistics' heading of the races.
races = Races (apart from your games)

## The plain interface: lines a screen reader says in order. Short, the most important
## word first, nothing said twice, no sign a voice reads out (no arrows, dots or dashes).

# Said first, once: the game's name and the keys to begin with ($moves: the keys of left,
# right, up and down, or plain-default-moves; $help and $quit: the keys of help and quit).
plain-welcome = tui2048. { $moves }. Space reads the board, { $help } the keys, { $quit } quits.
plain-default-moves = Arrows or a, d, w, s move
# The player's own keys that move, each with where it goes.
plain-moves-keys = { $left } moves left, { $right } right, { $up } up, { $down } down
# A cell with no tile.
plain-blank = blank
# Three blank cells or more in a row, said as their count.
plain-blanks = { $count } blank
# After the board read whole: how many cells are empty, the largest tile and where, and
# the moves that do something ($moves: a list of directions, or none).
plain-summary = { $empty ->
        [0] No empty cell
        [one] 1 empty cell
       *[other] { $empty } empty cells
    }, largest { $largest } at row { $row } column { $column }, { $moves ->
        [none] no move left
       *[other] moves { $moves }
    }
# A row of the board read whole: its number, then its cells.
plain-board-row = { $row }: { $cells }
# A row read alone, and a column.
plain-row = Row { $row }: { $cells }
plain-column = Column { $column }: { $cells }
# After the board: the score and the best.
plain-score = Score { $score }, best { $best }
# A tile and where it is (or came).
plain-tile-at = { $tile } at row { $row } column { $column }
# A direction that starts a line.
plain-direction = { $dir ->
        [up] Up
        [down] Down
        [left] Left
       *[right] Right
    }
# A move: its direction, the new tile and where, the score.
plain-move = { plain-direction }, new { $tile }, score { $score }
# A move that merged tiles: the tiles the merges made.
plain-move-merged = { plain-direction }, merged { $tiles }, new { $tile }, score { $score }
# A move in brief (verbosity = "brief"): the new tile and the score in a Braille
# display's 40 cells, then what merged.
plain-tile-at-brief = { $tile } at { $row } { $column }
plain-move-brief = { plain-direction }, { $tile }, score { $score }
plain-move-brief-merged = { plain-direction }, { $tile }, score { $score }, merged { $tiles }
# A move key that moves nothing.
plain-no-move = { plain-direction }: no move
# The same move key again, moving nothing again.
plain-no-move-again = No move
# A key the game does not use ($key: its name; $help: the help's key).
plain-unbound = { $key }: not a key of the game. { $help } lists the keys.
# A key of the game with nothing to do now (Enter outside a win).
plain-nothing-now = { $key }: nothing to do now
# A move undone: its direction, the tile that goes and where, the score, then what the
# next undo does ($next: plain-undos-left or plain-undo-brings-back).
plain-undone-move = Undone: { plain-direction }, { $tile } goes, score { $score }. { $next }.
# The same, when no tile had come.
plain-undone-move-only = Undone: { plain-direction }, score { $score }. { $next }.
plain-undos-left = { $left ->
        [0] No undo left
        [one] One more undo
       *[other] { $left } more undos
    }
plain-undo-brings-back = u once more brings back your last game
# Said on quitting: saved, the score and the best. Nothing more (no path, no record).
plain-quit = Saved. Score { $score }, best { $best }.
# Said on quitting when the game could not be saved ($why: why).
plain-quit-not-saved = Not saved: { $why }. Score { $score }, best { $best }.
# A pause where the screen has a dash or a dot, the word for a board's × and a /.
plain-pause = {", "}
plain-by = {" by "}
plain-or = {" or "}
# A pace, said in words.
plain-per-second = { $moves ->
        [one] one move a second
       *[other] { $moves } moves a second
    }
# Autoplay's pace after plus or minus ($end: fastest, slowest or none; $on: whether
# autoplay plays now).
plain-pace = Autoplay pace { plain-per-second }{ $end ->
        [fastest] , the fastest
        [slowest] , the slowest
       *[none] {""}
    }{ $on ->
        [yes] {""}
       *[no] , for when p starts it
    }
# A key that changes only the full screen's look (the theme's, the boss key's).
plain-look-only = { $key } changes only the look of the full screen: nothing here
# The help's words where the screen's need sight.
plain-help-hint = a hint, the solver's move in one line
plain-help-autoplay = autoplay on or off, a move key takes over
plain-help-help = say every key
plain-help-stats = say the statistics
plain-help-close = say how to quit, never quits
# The replay left: the game again.
plain-back = Back to the game, score { $score }, best { $best }
# The solver's move.
plain-hint = Hint: { direction }
# The game is over.
plain-over = Game over, score { $score }. r tries again, u undoes.
# A new game (or the last one back): what the status line says, then its tiles.
plain-new-game = { $what }. { $tiles }
# After an undo: what the status line says, and the score.
plain-undone = { $what }, score { $score }
plain-autoplay-on = Autoplay on, { plain-per-second }. p stops, plus and minus change the pace.
plain-autoplay-off = Autoplay off after { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, score { $score }
# The help: its title, then a line a key.
plain-keys = Keys:
plain-key-line = { $keys }: { $what }
# The arrow keys, by name.
plain-arrow = { $dir ->
        [up] Up arrow
        [down] Down arrow
        [left] Left arrow
       *[right] Right arrow
    }
plain-help-board = Space: read the board, the score, the empty cells and the moves left
plain-help-rows = 1 to { $last }: read a row
plain-help-columns = Shift with 1 to { $last }: read a column
plain-help-letters = Tiles are letters: A is 2, B is 4, C is 8, and on to K, 2048, then L. There is no W.
# The reading cursor's keys in the plain interface's help: it never moves a tile.
plain-help-cursor-left = reading cursor left, tiles stay
plain-help-cursor-right = reading cursor right, tiles stay
plain-help-cursor-up = reading cursor up, tiles stay
plain-help-cursor-down = reading cursor down, tiles stay
plain-help-read-cell = read the cell under the reading cursor
plain-help-read-row = read the reading cursor's row
plain-help-read-column = read the reading cursor's column
plain-help-summary = say the empty cells, the largest tile and the moves left
plain-help-verbosity = say moves brief or verbose, kept in config.toml
# The cell under the reading cursor: its row and column from 1, and its tile or the word
# for none.
plain-cell = Row { $row }, column { $column }: { $cell }
# The reading cursor at the board's edge: it stays on the cell it was on.
plain-cell-edge = Edge, row { $row }, column { $column }: { $cell }
# How much a move's line says, as the key that changes it says it.
plain-brief = Brief
plain-verbose = Verbose
# That choice, when it could not be kept in config.toml ($what: Brief or Verbose).
plain-verbosity-not-kept = { $what }, for this run only: { $why }
# A line of the statistics: what, and how many.
plain-stat = { $what }: { $value }
# A best score, and the size of board it was made on.
plain-best = { $score } on { $size } by { $size }
# The replay, said: its moves and score, and its keys.
plain-replay-welcome = Replay of { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, score { $score }. Left and Right arrows step, Home and End go to the ends, p plays, Space reads the board, Enter plays on from the move shown, q leaves.
# Where the replay stands.
plain-replay-at = Move { $at } of { $moves }, score { $score }
# A move of the replay: where, then the move's own line.
plain-replay-move = Move { $at } of { $moves }: { $what }
# The review's word on a move: its grade, and the solver's move where it differs.
plain-verdict = { $best ->
        [yes] Review: { grade }
       *[no] Review: { grade }, the solver plays { direction }
    }
# While the replay plays with replay_says = "marks": a tile larger than any before it.
plain-replay-largest = New largest tile { $tile }
plain-replay-playing = Playing, { plain-per-second }
# The replay paused, or at its end: where, the score and the largest tile.
plain-replay-paused = { $end ->
        [yes] End
       *[no] Paused
    } at move { $at } of { $moves }, score { $score }, largest tile { $largest }
# The replay's pace changed.
plain-replay-pace = Pace { plain-per-second }
# What p does in the replay.
plain-replay-play = play or pause

## Scores a friend can check: the line of any finished game, its player's name, and the
## words of `tui2048 verify` and `tui2048 board`

# After the game in a line to share: the player's name (config.toml's name, or --name).
share-by = {" "}· { $name }
# The line another finished game is shared by: the board, the target (with scaled spawns),
# the player's name ($by: share-by, or nothing), then as share-line. `tui2048 verify` reads
# the board first, then its numbers in this order: keep them so in every language.
share-game = tui2048 { board-size } to { $target }{ $scaled ->
        [yes] {" "}(scaled spawns)
       *[no] {""}
    }{ $by } · { $tile } · { $points } points · { $moves } { $made ->
        [one] move
       *[other] moves
    } · { $undone } { $undos ->
        [one] undo
       *[other] undos
    }
# The name key of config.toml, not text with a printable character.
config-not-a-name = { $key } = { $value } is not a name: give text in quotes, as name = "Ada"
# The name $key gives has $chars printable characters, more than the $limit a name may
# hold: it is not used (never cut).
config-name-too-long = { $key } has { $chars } characters: a name is at most { $limit }
# A game a record proves: the daily game of a day (on its board, to its target), or a game
# of a board, a target and (with $scaled) scaled spawns.
verify-daily = the daily game of { $date } ({ board-size } to { $target })
verify-served = a server's daily game of { $date }, seed { $seed } ({ board-size } to { $target })
verify-game = a { board-size } game to { $target }{ $scaled ->
        [yes] {" "}with scaled spawns
       *[no] {""}
    }
# Who played it, after the game.
verify-by = {" "}by { $name }
# What a record declares of itself: its undos, the hints shown, whether the solver moved
# ($undone and $hinted: the same numbers written out whole).
verify-declared = { $undos ->
        [0] no undo
        [one] 1 undo
       *[other] { $undone } undos
    }, { $hints ->
        [0] no hint
        [one] 1 hint
       *[other] { $hinted } hints
    }{ $assisted ->
        [yes] , moves made by the solver
       *[no] {""}
    }
# Where a record was found: its line ($line), after the source it was read from when
# there were several ($source: a file, by its $name as given; standard input; or the
# argument that was the text itself, by its place $index; none when there was one).
verify-where = { $source ->
        [file] { $name }, line { $line }
        [stdin] standard input, line { $line }
        [text] argument { $index }, line { $line }
       *[none] line { $line }
    }
# A true record, on the line of the text it was found on: first where its moves start
# ($start: the game's first tiles; a board it was given, which proves only the moves from
# there; or move $fixed of another game it was played on from), then the game, the player,
# what it proves (the points and moves with their thousands apart; $count counts the
# moves) and what it declares.
verify-true = { $at }: { $start ->
        [board] true from a board it was given, not from its first tiles
        [replay] true from move { $fixed } of another game, not from its first tiles
       *[tiles] true
    }: { $game }{ $by }: { $points } points, largest tile { $tile }, { $moves } { $count ->
        [one] move
       *[other] moves
    } ({ $declared })
# A false record, on its line: the first thing that is false ($why, one of those below).
verify-false = { $at }: false: { $why }
# A record this version cannot check (a newer version's, one cut short, one too long to
# replay), on its line, and why: it is not said to be false.
verify-unknown = { $at }: cannot be checked here: { $why }
# A record that does not read, broken at its lines' ends in a way that could not be put
# back together: the lines that seem to hold its pieces.
verify-in-pieces = this record is in pieces: join lines { $first }–{ $last } into one line and check again
# A move of the record that moves nothing.
verify-not-a-move = move { $index } ({ direction }) moves nothing on its board
# A daily game played on another board, target or spawns than the daily game's.
verify-daily-rules = the daily game is played on 4×4 to 2048; this record is of { board-size } to { $target }{ $scaled ->
        [yes] {" "}with scaled spawns
       *[no] {""}
    }
# A daily game of a day still to come, or a game that finished on a day still to come.
verify-future = its day, { $date }, is still to come
verify-finished-later = it says it finished at { $date } { $time } UTC, still to come
# A daily game that says it finished before its day ($day) began, on $date.
verify-finished-before = it says it finished on { $date }, before its day, { $day }
# A record from a board whose score its tiles could not have made ($most at most).
verify-board-score = its board's { $score } points are more than its tiles could have made ({ $most } at most)
# A fact claimed ($by: the record's own claim, or the share line's words) that is not
# what the replay, or the record, says.
verify-differs = { $by ->
        [record] the record claims
       *[line] the line says
    } { $fact ->
        [size] a board of side { $claimed }; the record's is { $found }
        [target] the target { $claimed }; the record's is { $found }
        [tile] the largest tile { $claimed }; the replay's is { $found }
        [score] { $claimed } points; the replay makes { $found }
        [moves] { $claimed } moves; the replay makes { $found }
        [undos] { $claimed } undos; the record declares { $found }
       *[tries] try { $claimed }; the record is try { $found }
    }
# The share line names the daily game of a day; the record is another day's, a game of a
# seed, or a game from a board.
verify-other-day = the line says the daily game of { $claimed }; the record is { $start ->
        [daily] the daily game of { $day }
        [seed] a game of seed { $seed }, not that day's game
       *[board] a game from a board, not that day's game
    }
# A record not replayed: its moves are more than one record may replay.
verify-unchecked = its { $moves } moves are more than the { $limit } one record may replay
# No record in the text read.
verify-none = no tui2048 record found: a record starts with { $starts }
# More records than are checked.
verify-more = only the first { $limit } records are checked; { $more } more are left out
# The heading of the daily game of a day in the board, and of another board's games.
board-daily = Daily game of { $date } · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
board-served = Daily game of { $date } on a server · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
board-game = { board-size } to { $target }{ $scaled ->
        [yes] {" "}with scaled spawns
       *[no] {""}
    } · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
# A player ranked: the rank, the name (padded to the longest), the points (padded), the
# largest tile, the moves ($count counts them) and what the record declares.
board-row = { $rank }. { $name }  { $points } points · tile { $tile } · { $moves } { $count ->
        [one] move
       *[other] moves
    } · { $declared }
# After a daily game's row: which try of the day's game it is (the first a player shared
# is the one ranked: it cannot be chosen after seeing the tiles).
board-try = {" "}· try { $number }
# After it, where a later try of the same player scored more: that try and its points.
board-best-try = {" "}· best { $points } points on try { $number }
# A player who gave no name.
board-anonymous = anonymous
# A game pasted under several names: the name it is ranked by, then the others.
board-claimed = { $name } (also claimed as { $others })
# The true records that do not start from their game's first tiles, listed apart: each on
# its line with its player, where it starts (as in verify-true), its points, largest tile
# and moves.
board-apart = From a board, not ranked: { $count }
board-apart-row = { $at }{ $by }: { $start ->
        [board] from a board it was given
       *[replay] from move { $fixed } of another game
    } · { $points } points · tile { $tile } · { $moves } { $count ->
        [one] move
       *[other] moves
    }
# The records this version cannot check, listed apart, each on its line (as board-false-row).
board-unknown = Cannot be checked here, not ranked: { $count }
# The false records, listed apart, each on its line with its player and why.
board-false = False, not ranked: { $count }
board-false-row = { $at }{ $by }: { $why }
# Records pasted more than once, counted once.
board-again = { $count ->
        [one] 1 record pasted again is counted once
       *[other] { $count } records pasted again are counted once
    }
# Nothing to rank on the day asked for.
board-no-day = no daily game of { $date } among the records
# What a replay proves and what it cannot, said once under the board.
served-none = No one has finished the daily game of { $date } here yet.
served-open = The records and the day's seed are given here once the day has closed (midnight UTC); until then this board is their proof.
served-closed = The day has closed: its seed was { $seed }. Each game's record, for tui2048 verify:
served-later = { $date } has not come yet: today is { $today } (UTC).
board-limits-served = This server saw every move of these games: the undos, hints and moves of the solver beside each score are all there were. It cannot tell who chose the moves: a person, or a program at their side.
board-limits = A replay proves that the moves reach the score from the game's tiles. It cannot prove that no undo was used beyond those a record declares, nor that a person and not a program chose the moves, nor who played: a name and the help a record declares are as whoever wrote it says.
