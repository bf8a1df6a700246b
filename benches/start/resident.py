#!/usr/bin/env python3
"""Resident memory at rest: each program started on a pseudo-terminal of 100x36, left alone
for WAIT seconds, then its VmRSS (and the file-backed and anonymous parts) read from
/proc. Linux only.

    python3 benches/start/resident.py [-n RUNS] [-w WAIT] -- COMMAND_A ... --vs COMMAND_B ...

docs/performance.md says how the figures there were made.
"""
import fcntl, os, pty, select, statistics, struct, sys, tempfile, termios, time


def resident(argv, home, wait):
    env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home,
               HOME=home, TERM="xterm-256color")
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 36, 100, 0, 0))
        os.execvpe(argv[0], argv, env)
    deadline = time.perf_counter() + wait
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                break
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile"):
                fields[key] = int(value.split()[0])
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return fields


def main():
    args = sys.argv[1:]
    runs, wait = 5, 3.0
    while args and args[0] in ("-n", "-w"):
        if args[0] == "-n":
            runs = int(args[1])
        else:
            wait = float(args[1])
        args = args[2:]
    if args[:1] == ["--"]:
        args = args[1:]
    split = args.index("--vs") if "--vs" in args else len(args)
    commands = [c for c in (args[:split], args[split + 1:]) if c]
    for name, argv in zip("AB", commands):
        home = tempfile.mkdtemp()
        resident(argv, home, 1.0)  # the warm-up: files made
        seen = [resident(argv, home, wait) for _ in range(runs)]
        for key in ("VmRSS", "RssFile", "RssAnon"):
            values = sorted(s[key] for s in seen)
            print(f"{name} {key}: min {values[0]} kB, median {statistics.median(values):.0f} kB, "
                  f"max {values[-1]} kB ({runs} runs)")


if __name__ == "__main__":
    main()
