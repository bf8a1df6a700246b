//! Search settings from the environment, as the experiments (`netbench`, `late`) take
//! them: each variable names a field of [`SearchConfig`], after a prefix.

use std::str::FromStr;

use tui2048_engine::ai::SearchConfig;

/// The value of the environment variable `key`, if set; panics on one that does not parse.
pub fn env<T: FromStr>(key: &str) -> Option<T> {
    let value = std::env::var(key).ok()?;
    Some(
        value
            .parse()
            .unwrap_or_else(|_| panic!("{key}={value} is not a value")),
    )
}

/// `config` with the settings the environment gives, each name after `prefix`: the depth
/// policy `LESS`, `DMIN`, `DMAX`, `CROWD`; the cut-offs `CUT`, `LCUT` (from `LKINDS` kinds
/// of tiles); `ANCHOR=1` keeps the largest tile in its corner, `BLOCK` up to that many
/// tiles; `BITS` the cache's size; `KEEP=0` clears the cache at every move; `TMIN` the
/// least chance of a table's move; `HANDOVER` the exponent of the tile from which the
/// heuristic plays, `WITH` that of the second tile it waits for there, `DOWN` that of the
/// tile from which the network reads boards downgraded.
pub fn tuned(prefix: &str, mut config: SearchConfig) -> SearchConfig {
    let var = |name: &str| format!("{prefix}{name}");
    config.depth.less = env(&var("LESS")).unwrap_or(config.depth.less);
    config.depth.min = env(&var("DMIN")).unwrap_or(config.depth.min);
    config.depth.max = env(&var("DMAX")).unwrap_or(config.depth.max);
    config.depth.crowded = env(&var("CROWD")).unwrap_or(config.depth.crowded);
    config.cutoff = env(&var("CUT")).unwrap_or(config.cutoff);
    config.late_cutoff = env(&var("LCUT")).unwrap_or(config.late_cutoff);
    config.late_kinds = env(&var("LKINDS")).unwrap_or(config.late_kinds);
    config.anchored = env::<u32>(&var("ANCHOR")).map_or(config.anchored, |a| a != 0);
    config.block = env(&var("BLOCK")).unwrap_or(config.block);
    config.cache_bits = env(&var("BITS")).unwrap_or(config.cache_bits);
    config.keep_cache = env::<u32>(&var("KEEP")).map_or(config.keep_cache, |k| k != 0);
    config.table_min = env(&var("TMIN")).unwrap_or(config.table_min);
    config.handover = env(&var("HANDOVER")).unwrap_or(config.handover);
    config.handover_with = env(&var("WITH")).unwrap_or(config.handover_with);
    config.downgrade = env(&var("DOWN")).unwrap_or(config.downgrade);
    config
}
