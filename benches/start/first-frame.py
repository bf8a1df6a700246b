#!/usr/bin/env python3
"""Time from a program's start to its first whole frame, on a pseudo-terminal of 100x36,
for two programs run in turn (A B A B ...), and the ratio A/B pair by pair.

A frame is whole when the program has written and then written nothing more for QUIET
seconds; its time is that of its last byte. Each program gets a home of its own, made once
before the runs and kept (a warm start: the settings and the save are there), so that
the first run's writing of new files is not counted; with --fresh, every run gets a new
empty home (a first start).

    python3 benches/start/first-frame.py [-n RUNS] [--fresh] -- COMMAND_A ... --vs COMMAND_B ...

docs/performance.md says how the figures there were made.
"""
import fcntl, os, pty, select, statistics, struct, sys, tempfile, termios, time

QUIET = 0.005


def first_frame(argv, home):
    env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home,
               HOME=home, TERM="xterm-256color")
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 36, 100, 0, 0))
        os.execvpe(argv[0], argv, env)
    last = None
    deadline = start + 5
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if ready:
            try:
                if not os.read(fd, 65536):
                    break
            except OSError:
                break
            last = time.perf_counter()
        elif last is not None:
            break
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return None if last is None else (last - start) * 1000


def main():
    args = sys.argv[1:]
    runs, fresh = 20, False
    while args[:1] in (["-n"], ["--fresh"]):
        if args[0] == "-n":
            runs, args = int(args[1]), args[2:]
        else:
            fresh, args = True, args[1:]
    if args[:1] == ["--"]:
        args = args[1:]
    split = args.index("--vs")
    a, b = args[:split], args[split + 1:]
    homes = [tempfile.mkdtemp(), tempfile.mkdtemp()]
    for argv, home in zip((a, b), homes):
        first_frame(argv, home)  # the warm-up: files made, pages cached
    times = ([], [])
    for _ in range(runs):
        for i, (argv, home) in enumerate(zip((a, b), homes)):
            times[i].append(first_frame(argv, tempfile.mkdtemp() if fresh else home))
    ratios = [x / y for x, y in zip(*times) if x and y]
    for name, values in (("A", times[0]), ("B", times[1]), ("A/B", ratios)):
        values = sorted(v for v in values if v is not None)
        unit = "" if name == "A/B" else " ms"
        print(f"{name}: min {values[0]:.2f}{unit}, median {statistics.median(values):.2f}{unit}, "
              f"max {values[-1]:.2f}{unit} ({len(values)} runs)")


if __name__ == "__main__":
    main()
