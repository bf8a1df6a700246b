#!/usr/bin/env python3
"""Sessions of tui2048-server on loopback at a human pace: the server's memory with N idle
sessions and with N playing (a key a second each), its CPU a playing session, and key to
screen through ssh (from a key written to ssh to the first byte of the frame it brings)
beside key to screen of the game run locally on a pseudo-terminal.

    python3 benches/serve/load.py --server target/release/tui2048-server \
        --game target/release/tui2048 [-n 1 10 50] [--seconds 20]

With `--postgres --servers 2 4`, a PostgreSQL of its own is started on loopback (initdb
in a temporary folder, as the `postgres` user when run as root) and 2, then 4 servers
share it, the sessions dealt among them; it reports the sessions held, the games written
a second (PostgreSQL's own count of rows written) and each server's connections to it.

Every session is a real OpenSSH client (`ssh -tt`) with a throwaway key of its own; the
servers listen on 127.0.0.1 only and are stopped at the end, the database too.
docs/serve.md has the figures.
"""
import argparse, glob, os, pty, select, shutil, signal, statistics, subprocess, sys
import tempfile, time


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def start_server(binary, data, database=None, host_key=None):
    more = []
    if database:
        more = ["--database", database, "--host-key", host_key]
    proc = subprocess.Popen([binary, "--data", data, "--listen", "127.0.0.1:0",
                             "--max-per-address", "1000", "--max-connections", "1000"] + more,
                            stdout=subprocess.PIPE, text=True)
    port = int(proc.stdout.readline().strip().rsplit(":", 1)[1])
    proc.stdout.readline()
    return proc, port


class Postgres:
    """A PostgreSQL of the bench's own: a temporary folder, a free loopback port."""

    def __init__(self):
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
        self.bin = bins[-1] if bins else os.path.dirname(shutil.which("initdb") or "")
        self.dir = tempfile.mkdtemp(prefix="tui2048-bench-pg")
        self.root = os.getuid() == 0
        if self.root:
            shutil.chown(self.dir, "postgres", "postgres")
        self.run("initdb", "-A", "trust", "-U", "postgres", "--no-sync", "-D", f"{self.dir}/data")
        import socket
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.run("pg_ctl", "-w", "-D", f"{self.dir}/data", "-l", f"{self.dir}/log", "-o",
                 f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
                 f"-c max_connections=200", "start")
        self.number = 0

    def run(self, program, *args):
        command = [os.path.join(self.bin, program), *args]
        if self.root:
            command = ["runuser", "-u", "postgres", "--"] + command
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)

    def sql(self, name, query):
        out = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                              "-d", name, "-Atc", query], check=True, capture_output=True,
                             text=True)
        return out.stdout.strip()

    def database(self):
        self.number += 1
        name = f"bench{self.number}"
        self.sql("postgres", f"CREATE DATABASE {name}")
        return name

    def url(self, name, server):
        return (f"postgres://postgres@127.0.0.1:{self.port}/{name}"
                f"?application_name=server{server}")

    def stop(self):
        self.run("pg_ctl", "-w", "-D", f"{self.dir}/data", "-m", "fast", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)


def key(folder, name):
    path = os.path.join(folder, name)
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path], check=True)
    return path


class Session:
    """A player: `ssh -tt` on a pseudo-terminal of 80x24, its output drained."""

    def __init__(self, port, folder, name):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvp("ssh", ["ssh", "-tt", "-p", str(port), "-F", "/dev/null",
                              "-o", f"UserKnownHostsFile={folder}/known_hosts",
                              "-o", "StrictHostKeyChecking=accept-new",
                              "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR",
                              "-i", key(folder, name), f"{name}@127.0.0.1"])
        self.held = False
        self.wait_quiet(3.0)

    def drain(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return b""
        try:
            got = os.read(self.fd, 65536)
        except OSError:
            return b""
        self.held = self.held or b"MOVES" in got
        return got

    def wait_quiet(self, limit, quiet=0.2):
        end = time.time() + limit
        last = time.time()
        while time.time() < end and time.time() - last < quiet:
            if self.drain(0.05):
                last = time.time()

    def key_to_screen(self, key):
        """Seconds from writing `key` to the first byte back."""
        self.wait_quiet(1.0, 0.05)
        start = time.perf_counter()
        os.write(self.fd, key)
        while time.perf_counter() - start < 2:
            if self.drain(0.5):
                return time.perf_counter() - start
        return None

    def close(self):
        try:
            os.write(self.fd, b"q")
            time.sleep(0.2)
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


def local_key_to_screen(game, runs=20):
    home = tempfile.mkdtemp()
    env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home,
               HOME=home, TERM="xterm-256color")
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(game, [game, "--no-anim"], env)
    s = Session.__new__(Session)
    s.pid, s.fd, s.held = pid, fd, False
    s.wait_quiet(3.0)
    times = [s.key_to_screen(k) for k in [b"\x1b[D", b"\x1b[A", b"\x1b[C", b"\x1b[B"] * (runs // 4)]
    s.close()
    return [t for t in times if t is not None]


def play(sessions, seconds):
    """Every session a key a second for `seconds`; the first's key to screen, each time."""
    keys = [b"\x1b[D", b"\x1b[A", b"\x1b[C", b"\x1b[B"]
    latencies, k, t0 = [], 0, time.time()
    while time.time() - t0 < seconds:
        for s in sessions:
            t = s.key_to_screen(keys[k % 4]) if s is sessions[0] else None
            if t is not None:
                latencies.append(t)
            if s is not sessions[0]:
                os.write(s.fd, keys[k % 4])
                s.drain(0)
        k += 1
        end = time.time() + 1.0
        while time.time() < end:
            for s in sessions:
                s.drain(0)
            time.sleep(0.02)
    return latencies


def shared(args, pg, servers, n):
    """`n` sessions dealt among `servers` servers on one PostgreSQL database."""
    folder = tempfile.mkdtemp()
    name = pg.database()
    procs = [start_server(args.server, os.path.join(folder, f"data{i}"), pg.url(name, i),
                          os.path.join(folder, "host_ed25519")) for i in range(servers)]
    time.sleep(0.3)
    sessions = [Session(procs[i % servers][1], folder, f"p{i}") for i in range(n)]
    time.sleep(1)
    written = "SELECT n_tup_ins + n_tup_upd FROM pg_stat_user_tables WHERE relname = 'games'"
    rows0, t0 = int(pg.sql(name, written) or 0), time.time()
    cpu0 = sum(cpu_seconds(p.pid) for p, _ in procs)
    latencies = play(sessions, args.seconds)
    elapsed = time.time() - t0
    cpu = (sum(cpu_seconds(p.pid) for p, _ in procs) - cpu0) / elapsed
    rss = sum(rss_kb(p.pid) for p, _ in procs)
    connections = pg.sql(name, "SELECT string_agg(n::text, ' ' ORDER BY a) FROM (SELECT "
                         "application_name a, count(*) n FROM pg_stat_activity WHERE "
                         f"datname = '{name}' GROUP BY 1) c")
    time.sleep(1.0)  # PostgreSQL counts its rows written once a second at most
    rows = int(pg.sql(name, written) or 0) - rows0
    held = sum(s.held for s in sessions)
    print(f"{servers} servers, {n} sessions: {held} held, {rows / elapsed:.1f} games written "
          f"a second, key to screen median {statistics.median(latencies) * 1000:.1f} ms "
          f"({len(latencies)} keys), CPU {cpu * 100:.1f} % of a core in all, "
          f"{rss / 1024:.1f} MB in all, connections a server: {connections}")
    for s in sessions:
        s.close()
    for p, _ in procs:
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=15)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--game", required=True)
    parser.add_argument("-n", type=int, nargs="+", default=[1, 10, 50])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--postgres", action="store_true",
                        help="servers sharing a PostgreSQL started here, not one on SQLite")
    parser.add_argument("--servers", type=int, nargs="+", default=[2, 4])
    args = parser.parse_args()
    if args.postgres:
        pg = Postgres()
        try:
            for servers in args.servers:
                for n in args.n:
                    shared(args, pg, servers, n)
        finally:
            pg.stop()
        return 0
    keys = [b"\x1b[D", b"\x1b[A", b"\x1b[C", b"\x1b[B"]
    local = local_key_to_screen(args.game)
    print(f"local key to screen: median {statistics.median(local) * 1000:.1f} ms "
          f"({len(local)} keys)")
    for n in args.n:
        folder = tempfile.mkdtemp()
        server, port = start_server(args.server, os.path.join(folder, "data"))
        time.sleep(0.3)
        base = rss_kb(server.pid)
        sessions = [Session(port, folder, f"p{i}") for i in range(n)]
        time.sleep(1)
        idle = rss_kb(server.pid)
        cpu0, t0 = cpu_seconds(server.pid), time.time()
        latencies, k = [], 0
        while time.time() - t0 < args.seconds:
            for s in sessions:
                t = s.key_to_screen(keys[k % 4]) if s is sessions[0] else None
                if t is not None:
                    latencies.append(t)
                if s is not sessions[0]:
                    os.write(s.fd, keys[k % 4])
                    s.drain(0)
            k += 1
            end = time.time() + 1.0
            while time.time() < end:
                for s in sessions:
                    s.drain(0)
                time.sleep(0.02)
        playing = rss_kb(server.pid)
        cpu = (cpu_seconds(server.pid) - cpu0) / (time.time() - t0)
        print(f"{n} sessions: server {base / 1024:.1f} MB alone, "
              f"{idle / 1024:.1f} MB idle ({(idle - base) / n:.0f} KB a session), "
              f"{playing / 1024:.1f} MB playing ({(playing - base) / n:.0f} KB a session), "
              f"CPU {cpu * 100:.1f} % of a core ({cpu * 100 / n:.2f} % a session), "
              f"key to screen median {statistics.median(latencies) * 1000:.1f} ms "
              f"({len(latencies)} keys)")
        for s in sessions:
            s.close()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=15)


if __name__ == "__main__":
    sys.exit(main())
