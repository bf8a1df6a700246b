//! Gives a full-screen program's terminal back when the program dies of a fault or an
//! abort, then lets the crash say what it was.
//!
//! A full-screen program changes its terminal: raw mode, the alternate screen, mouse
//! reports, a hidden cursor. A panic hook and `Drop` give it back on every way out that
//! runs Rust code; a fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS) or an abort
//! (SIGABRT: an allocation that failed, a stack overflow, `std::process::abort`) runs
//! none of it. While [`arm`]ed, a handler for each of those signals writes the bytes
//! that undo the screen's modes, puts the terminal's line modes back as they were when it
//! was armed, gives standard error back (while armed it is written to a file of the
//! caller's, so that what a crash prints is not lost with the alternate screen) and copies
//! what was written there, then names the signal on standard error. The signal then takes
//! its course: the handler that was there before (Rust's, which tells a stack overflow)
//! for a fault of the program's own, else the default action, so the exit status and the
//! core dump are the crash's.
//!
//! A handler does only what is async-signal-safe: atomics, `write`, `read`, `lseek`,
//! `dup2`, `close`, `tcsetattr`, `sigaction`, `pthread_sigmask` and `raise`. The state it
//! reads is written only while the guard is not armed.
//!
//! It also lets a program that waits give back the pages of code and read-only data it is
//! not running ([`let_go_of_file_pages`]): the other thing a program without `unsafe` of its
//! own cannot ask of the kernel.
//!
//! ```no_run
//! // Raw mode and the alternate screen taken, then:
//! let capture = std::fs::File::create("/tmp/stderr-while-drawing").unwrap();
//! tui2048_guard::arm(b"\x1b[?1049l\x1b[?25h", "myprogram", Some(capture)).unwrap();
//! // ... draw ...
//! // The screen given back by the program itself, then:
//! tui2048_guard::disarm();
//! ```

#![cfg(unix)]

mod pages;
pub use pages::let_go_of_file_pages;

use std::cell::UnsafeCell;
use std::fs::File;
use std::io;
use std::mem::MaybeUninit;
use std::os::fd::{IntoRawFd, RawFd};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, AtomicUsize, Ordering};

use libc::c_int;

/// The signals of a fault or an abort, and how a crash names each.
const FATAL: [(c_int, &str); 7] = [
    (libc::SIGABRT, "SIGABRT (abort)"),
    (libc::SIGBUS, "SIGBUS (bus error)"),
    (libc::SIGFPE, "SIGFPE (arithmetic fault)"),
    (libc::SIGILL, "SIGILL (illegal instruction)"),
    (libc::SIGSEGV, "SIGSEGV (segmentation fault)"),
    (libc::SIGSYS, "SIGSYS (bad system call)"),
    (libc::SIGTRAP, "SIGTRAP (trap)"),
];

/// The most of what was written to standard error while armed that a crash copies back.
const COPY_LIMIT: usize = 1 << 20;

/// What a handler reads. Every field but `armed` is written only while `armed` is false,
/// by [`arm`] and [`disarm`] (one at a time, under [`CALLS`]); a handler reads them only
/// after taking `armed` from true to false itself.
struct State {
    armed: AtomicBool,
    /// The bytes that undo the screen's modes: a `&'static [u8]`.
    restore: AtomicPtr<u8>,
    restore_len: AtomicUsize,
    /// Bytes written after `restore` while there are some (the terminal's title to give
    /// back, say): a `&'static &'static [u8]`, or null.
    also: AtomicPtr<&'static [u8]>,
    /// The program's name, for the crash's line: a `&'static str`.
    name: AtomicPtr<u8>,
    name_len: AtomicUsize,
    /// The terminal whose line modes are put back (-1: none), and whether `modes` holds
    /// them.
    tty: AtomicI32,
    has_modes: AtomicBool,
    modes: UnsafeCell<MaybeUninit<libc::termios>>,
    /// Standard error as it was (-1: it was left alone), and the file it is written to
    /// meanwhile.
    stderr: AtomicI32,
    capture: AtomicI32,
}

// SAFETY: `modes`, the one field without its own synchronisation, is written only while
// `armed` is false, under `CALLS`, and read only by the one caller that took `armed` from
// true to false (a handler or `disarm`), after the `Release` store that armed it.
unsafe impl Sync for State {}

static STATE: State = State {
    armed: AtomicBool::new(false),
    restore: AtomicPtr::new(std::ptr::null_mut()),
    restore_len: AtomicUsize::new(0),
    also: AtomicPtr::new(std::ptr::null_mut()),
    name: AtomicPtr::new(std::ptr::null_mut()),
    name_len: AtomicUsize::new(0),
    tty: AtomicI32::new(-1),
    has_modes: AtomicBool::new(false),
    modes: UnsafeCell::new(MaybeUninit::uninit()),
    stderr: AtomicI32::new(-1),
    capture: AtomicI32::new(-1),
};

/// One [`arm`] or [`disarm`] at a time.
static CALLS: Mutex<Installed> = Mutex::new(Installed(false));

/// Whether the handlers are installed.
struct Installed(bool);

/// The handler each signal had before, as `sigaction` gave it, and whether it is there.
struct Previous {
    ready: [AtomicBool; FATAL.len()],
    actions: [UnsafeCell<MaybeUninit<libc::sigaction>>; FATAL.len()],
}

// SAFETY: each action is written once, by `install` before its `ready` flag is set with
// `Release`, and read only after that flag is seen set with `Acquire`.
unsafe impl Sync for Previous {}

static PREVIOUS: Previous = Previous {
    ready: [const { AtomicBool::new(false) }; FATAL.len()],
    actions: [const { UnsafeCell::new(MaybeUninit::uninit()) }; FATAL.len()],
};

/// Arms the guard: from now until [`disarm`], a fault or an abort writes `restore` to
/// standard output (the terminal the program draws on), puts back the line modes the
/// terminal has now (standard input's, or `/dev/tty`'s), and says that `name` crashed and
/// by which signal. With `capture`, standard error is written to that file meanwhile, and
/// given back, with what was written there, by [`disarm`] or a crash. Arming an armed
/// guard first disarms it.
pub fn arm(restore: &'static [u8], name: &'static str, capture: Option<File>) -> io::Result<()> {
    let mut installed = CALLS.lock().unwrap_or_else(|e| e.into_inner());
    disarm_locked();
    if !installed.0 {
        install();
        installed.0 = true;
    }
    STATE
        .restore
        .store(restore.as_ptr().cast_mut(), Ordering::Relaxed);
    STATE.restore_len.store(restore.len(), Ordering::Relaxed);
    STATE
        .name
        .store(name.as_ptr().cast_mut(), Ordering::Relaxed);
    STATE.name_len.store(name.len(), Ordering::Relaxed);
    let tty = terminal_fd();
    STATE.tty.store(tty, Ordering::Relaxed);
    let mut modes = MaybeUninit::<libc::termios>::uninit();
    // SAFETY: `modes` is valid for writing a termios; an invalid fd is an error return.
    let got = tty >= 0 && unsafe { libc::tcgetattr(tty, modes.as_mut_ptr()) } == 0;
    if got {
        // SAFETY: not armed (disarmed above, under CALLS): no handler reads `modes` now.
        unsafe { *STATE.modes.get() = modes };
    }
    STATE.has_modes.store(got, Ordering::Relaxed);
    if let Some(file) = capture {
        let capture = file.into_raw_fd();
        // SAFETY: plain system calls on fds this function owns or standard error.
        let real = unsafe { libc::dup(libc::STDERR_FILENO) };
        // SAFETY: as above.
        if real < 0 || unsafe { libc::dup2(capture, libc::STDERR_FILENO) } < 0 {
            let error = io::Error::last_os_error();
            close(capture);
            close(real);
            return Err(error);
        }
        STATE.stderr.store(real, Ordering::Relaxed);
        STATE.capture.store(capture, Ordering::Relaxed);
    }
    STATE.armed.store(true, Ordering::Release);
    Ok(())
}

/// Disarms the guard, once the program has given the terminal back itself: standard error
/// is given back, and what was written to it meanwhile is copied there. Nothing when the
/// guard is not armed.
pub fn disarm() {
    let _calls = CALLS.lock().unwrap_or_else(|e| e.into_inner());
    disarm_locked();
}

/// [`disarm`], under [`CALLS`].
fn disarm_locked() {
    if STATE.armed.swap(false, Ordering::AcqRel) {
        give_stderr_back();
    }
}

/// Bytes a crash writes after the restore bytes for as long as they are set (none: no
/// more), for a change the program makes for a while, such as a title it pushed on the
/// terminal's stack of titles. Armed or not, this may be called at any time.
pub fn also_restore(bytes: Option<&'static &'static [u8]>) {
    let ptr = bytes.map_or(std::ptr::null_mut(), |b| std::ptr::from_ref(b).cast_mut());
    STATE.also.store(ptr, Ordering::Release);
}

/// Whether the guard is armed.
pub fn is_armed() -> bool {
    STATE.armed.load(Ordering::Acquire)
}

/// The terminal's fd for its line modes: standard input when it is one, else `/dev/tty`
/// (opened once and kept), else -1.
fn terminal_fd() -> RawFd {
    static TTY: AtomicI32 = AtomicI32::new(-2);
    // SAFETY: isatty on a standard fd has no preconditions.
    if unsafe { libc::isatty(libc::STDIN_FILENO) } == 1 {
        return libc::STDIN_FILENO;
    }
    match TTY.load(Ordering::Relaxed) {
        -2 => {
            let fd = File::options()
                .read(true)
                .write(true)
                .open("/dev/tty")
                .map_or(-1, IntoRawFd::into_raw_fd);
            TTY.store(fd, Ordering::Relaxed);
            fd
        }
        fd => fd,
    }
}

/// Installs the handlers, keeping the ones that were there.
fn install() {
    for (k, &(signal, _)) in FATAL.iter().enumerate() {
        let mut action = MaybeUninit::<libc::sigaction>::zeroed();
        let on_fatal: extern "C" fn(c_int, *mut libc::siginfo_t, *mut libc::c_void) = on_fatal;
        // SAFETY: a zeroed sigaction is a valid one; its fields are set before use, and
        // `sigemptyset` fills the mask. `PREVIOUS.actions[k]` is written here only.
        unsafe {
            let a = action.as_mut_ptr();
            (*a).sa_sigaction = on_fatal as usize;
            (*a).sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut (*a).sa_mask);
            let old = (*PREVIOUS.actions[k].get()).as_mut_ptr();
            if libc::sigaction(signal, a, old) == 0 {
                PREVIOUS.ready[k].store(true, Ordering::Release);
            }
        }
    }
}

/// A fault or an abort: the terminal back, if armed, then the signal's course.
extern "C" fn on_fatal(signal: c_int, info: *mut libc::siginfo_t, context: *mut libc::c_void) {
    if STATE.armed.swap(false, Ordering::AcqRel) {
        give_terminal_back();
        give_stderr_back();
        say_crashed(signal);
    }
    // SAFETY: `info` is the kernel's, valid for this call when not null.
    let sent = info.is_null() || unsafe { (*info).si_code } <= 0;
    let k = FATAL.iter().position(|&(s, _)| s == signal);
    if let Some(k) = k
        && !sent
        && PREVIOUS.ready[k].load(Ordering::Acquire)
    {
        // SAFETY: the action was written before `ready` was set.
        let previous = unsafe { (*PREVIOUS.actions[k].get()).assume_init_ref() };
        let handler = previous.sa_sigaction;
        if handler != libc::SIG_DFL && handler != libc::SIG_IGN {
            // A fault of the program's own goes on to the handler that was there (Rust's
            // tells a stack overflow, then aborts).
            if previous.sa_flags & libc::SA_SIGINFO != 0 {
                // SAFETY: a handler installed with SA_SIGINFO takes these three arguments.
                let f: extern "C" fn(c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                    unsafe { std::mem::transmute(handler) };
                f(signal, info, context);
            } else {
                // SAFETY: a handler installed without SA_SIGINFO takes the signal alone.
                let f: extern "C" fn(c_int) = unsafe { std::mem::transmute(handler) };
                f(signal);
            }
            return;
        }
    }
    die_of(signal);
}

/// The default action of `signal`, now.
fn die_of(signal: c_int) {
    // SAFETY: async-signal-safe calls with valid arguments.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        let mut set = MaybeUninit::<libc::sigset_t>::zeroed();
        libc::sigemptyset(set.as_mut_ptr());
        libc::sigaddset(set.as_mut_ptr(), signal);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, set.as_ptr(), std::ptr::null_mut());
        libc::raise(signal);
        libc::_exit(128 + signal);
    }
}

/// The restore bytes to the terminal, and its line modes put back.
fn give_terminal_back() {
    let ptr = STATE.restore.load(Ordering::Relaxed);
    let len = STATE.restore_len.load(Ordering::Relaxed);
    if !ptr.is_null() {
        // SAFETY: `ptr` and `len` are a `&'static [u8]`'s, stored by `arm`.
        write_all(libc::STDOUT_FILENO, unsafe {
            std::slice::from_raw_parts(ptr, len)
        });
    }
    let also = STATE.also.load(Ordering::Acquire);
    if !also.is_null() {
        // SAFETY: `also` is a `&'static &'static [u8]`, stored by `also_restore`.
        write_all(libc::STDOUT_FILENO, unsafe { *also });
    }
    let tty = STATE.tty.load(Ordering::Relaxed);
    if tty >= 0 && STATE.has_modes.load(Ordering::Relaxed) {
        // SAFETY: `modes` was written by `arm` before arming, and is not written while
        // armed; the caller took `armed` from true to false.
        unsafe {
            libc::tcsetattr(tty, libc::TCSANOW, (*STATE.modes.get()).as_ptr());
        }
    }
}

/// Standard error back, and what was written to it meanwhile copied there.
fn give_stderr_back() {
    let real = STATE.stderr.swap(-1, Ordering::Relaxed);
    let capture = STATE.capture.swap(-1, Ordering::Relaxed);
    if real < 0 {
        return;
    }
    // SAFETY: async-signal-safe calls on fds `arm` opened.
    unsafe {
        libc::dup2(real, libc::STDERR_FILENO);
        libc::lseek(capture, 0, libc::SEEK_SET);
    }
    let mut buffer = [0u8; 4096];
    let mut copied = 0;
    while copied < COPY_LIMIT {
        // SAFETY: the buffer is valid for its length.
        let n = unsafe { libc::read(capture, buffer.as_mut_ptr().cast(), buffer.len()) };
        if n <= 0 {
            break;
        }
        let n = n as usize;
        write_all(libc::STDERR_FILENO, &buffer[..n]);
        copied += n;
    }
    close(real);
    close(capture);
}

/// `<name> crashed: <signal>` on standard error.
fn say_crashed(signal: c_int) {
    let ptr = STATE.name.load(Ordering::Relaxed);
    let len = STATE.name_len.load(Ordering::Relaxed);
    if !ptr.is_null() {
        // SAFETY: `ptr` and `len` are a `&'static str`'s, stored by `arm`.
        write_all(libc::STDERR_FILENO, unsafe {
            std::slice::from_raw_parts(ptr, len)
        });
    }
    write_all(libc::STDERR_FILENO, b" crashed: ");
    let what = FATAL
        .iter()
        .find(|&&(s, _)| s == signal)
        .map_or("a fatal signal", |&(_, what)| what);
    write_all(libc::STDERR_FILENO, what.as_bytes());
    write_all(libc::STDERR_FILENO, b"\n");
}

/// All of `bytes` to `fd`, as far as it takes them.
fn write_all(fd: RawFd, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the slice is valid for its length.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 {
            if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        if n == 0 {
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

fn close(fd: RawFd) {
    if fd >= 0 {
        // SAFETY: closing an fd this crate owns.
        unsafe { libc::close(fd) };
    }
}
