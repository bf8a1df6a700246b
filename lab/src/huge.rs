//! Large tables on huge pages: a network's weights are read at random, one cache miss
//! and, on 4 KB pages, one miss of the address cache (the TLB) each; on 2 MB pages the
//! few hundred pages of a 4×6 network stay in the TLB. The kernel gives huge pages to
//! memory asked for them (`madvise(MADV_HUGEPAGE)`) when its transparent huge pages are
//! in `madvise` or `always` mode; elsewhere the request does nothing and the table lives
//! on ordinary pages. Measured in `docs/solver-notes.md` (the trainer's speed).

/// A vector of `n` values made by `make`, its memory asked for huge pages before it is
/// first written (pages are given at their first write).
pub fn vec<T>(n: usize, make: impl FnMut(usize) -> T) -> Vec<T> {
    let mut v: Vec<T> = Vec::with_capacity(n);
    advise(v.as_ptr().cast(), n * size_of::<T>());
    v.extend((0..n).map(make));
    v
}

/// Asks for huge pages for the whole pages of `len` bytes from `start`.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn advise(start: *const u8, len: usize) {
    const PAGE: usize = 4096;
    const LARGE: usize = 2 << 20;
    if len < LARGE {
        return;
    }
    let from = (start as usize).next_multiple_of(PAGE);
    let to = (start as usize + len) / PAGE * PAGE;
    if to <= from {
        return;
    }
    // SAFETY: `[from, to)` lies within one live allocation of this process (the vector's
    // buffer, not yet written), and MADV_HUGEPAGE changes only how the kernel backs it,
    // never its contents or its mapping; a refusal (an error) leaves it on small pages.
    unsafe {
        libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_: *const u8, _: usize) {}

/// Asks the processor for the cache line of `at`, to be read soon: a hint, which never
/// faults, whatever the address.
#[inline(always)]
#[allow(unsafe_code)]
pub fn prefetch<T>(at: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing into the program and never faults.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(at.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
