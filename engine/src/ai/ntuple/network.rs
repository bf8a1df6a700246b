//! A trained network ready to play: its weights as 16-bit levels times one scale, and
//! its packed form (weights seldom visited in training pruned to one default value,
//! quantised to 8 or 16 bits, compressed with zstd).

use std::io::{self, Read};

use serde::{Deserialize, Serialize};

use crate::ai::bitboard::Bitboard;

use super::patterns::{FOUR_BY_SIX_SIZE, FourBySix, Patterns, Reading, Runs};

const MAGIC: &[u8; 8] = b"T2048NW\x01";

/// The most stages a packed network may have.
const MAX_STAGES: usize = 4;

/// A network's weights, read-only.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    patterns: Patterns,
    levels: Vec<i16>,
    scale: f32,
    /// The network of a later stage, and the exponent of the tile that starts it: boards
    /// holding that tile or a larger one are valued by it.
    late: Option<(u8, Box<Network>)>,
}

/// How to pack a network.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Packing {
    /// Bits a level takes, 2 to 16: one byte each up to 8, two bytes above (whose high
    /// bytes compress to little below 16).
    pub bits: u32,
    /// Weights updated fewer times than this in training take `default`.
    pub min_visits: u8,
    /// The value of a pruned weight.
    pub default: f32,
}

/// What a packed network says besides its levels.
#[derive(Serialize, Deserialize)]
struct Header {
    patterns: Vec<Vec<u8>>,
    bits: u32,
    scale: f32,
    /// A later stage packed after this one's levels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    late: Option<Late>,
}

/// Where a packed later stage starts, and the tile that starts it.
#[derive(Serialize, Deserialize)]
struct Late {
    /// The exponent of the tile.
    exp: u8,
    /// Bytes of this stage's compressed levels; the later stage's packed form follows.
    body: usize,
}

/// A packed network's header and the rest of its bytes.
fn header_of(bytes: &[u8]) -> io::Result<(Header, &[u8])> {
    let rest = bytes
        .strip_prefix(MAGIC)
        .ok_or_else(|| bad("wrong magic"))?;
    let (len, rest) = rest.split_at_checked(4).ok_or_else(|| bad("too short"))?;
    let len = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as usize;
    let (header, body) = rest.split_at_checked(len).ok_or_else(|| bad("too short"))?;
    let header: Header = serde_json::from_slice(header).map_err(|e| bad(&e.to_string()))?;
    Ok((header, body))
}

/// A packed form of `header` and `body`.
fn packed(header: &Header, body: &[u8]) -> Vec<u8> {
    let header = serde_json::to_vec(header).unwrap_or_default();
    let mut out = MAGIC.to_vec();
    out.extend((header.len() as u32).to_le_bytes());
    out.extend(header);
    out.extend(body);
    out
}

fn bad(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("not a network: {what}"))
}

impl Network {
    /// The network of `weights` (one per weight of `patterns`), at 16 bits.
    pub fn new(patterns: Patterns, weights: &[f32]) -> Network {
        let packing = Packing {
            bits: 16,
            min_visits: 0,
            default: 0.0,
        };
        quantise(patterns, weights, None, packing)
    }

    pub fn patterns(&self) -> &Patterns {
        &self.patterns
    }

    /// This network for boards whose largest tile is below `2^exp`, and `late` for the
    /// others (replacing any later stage this one had).
    pub fn staged(mut self, exp: u8, late: Network) -> Network {
        self.late = Some((exp, Box::new(late)));
        self
    }

    /// The later stage, and the exponent of the tile that starts it.
    pub fn late(&self) -> Option<(u8, &Network)> {
        self.late.as_ref().map(|(exp, late)| (*exp, &**late))
    }

    /// Bytes of memory the weights take, of every stage.
    pub fn bytes(&self) -> usize {
        2 * self.levels.len() + self.late().map_or(0, |(_, late)| late.bytes())
    }

    /// The value of a board: an estimate of the points still to score from it.
    #[inline]
    pub fn value(&self, board: Bitboard) -> f32 {
        if let Some((exp, late)) = &self.late
            && board.max_exponent() >= *exp
        {
            return late.value(board);
        }
        let sum = if self.patterns.is_four_by_six() {
            // A table of the 4×6 network's fixed size, a power of two: its indices taken
            // modulo the size need no bounds checks.
            let levels: &[i16; FOUR_BY_SIX_SIZE] = self.levels[..]
                .try_into()
                .unwrap_or_else(|_| unreachable!("a 4×6 network has 4·16⁶ weights"));
            FourBySix
                .read(board)
                .iter()
                .map(|&i| i32::from(levels[i as usize % FOUR_BY_SIX_SIZE]))
                .sum()
        } else {
            let idx = Runs(&self.patterns).read(board);
            let levels = &self.levels;
            idx.as_ref()
                .iter()
                .map(|&i| i32::from(levels[i as usize]))
                .sum::<i32>()
        };
        sum as f32 * self.scale
    }

    /// The weight at `index`, as the network plays it.
    pub fn weight(&self, index: usize) -> f32 {
        f32::from(self.levels[index]) * self.scale
    }

    /// Packs trained weights: pruned by `visits` (one per weight), quantised, and
    /// compressed by `compress` into a zstd frame (the lab's packer uses the reference
    /// compressor's highest levels, [`fastest`] is the crate's own).
    pub fn pack(
        patterns: &Patterns,
        weights: &[f32],
        visits: &[u8],
        packing: Packing,
        compress: impl FnOnce(&[u8]) -> Vec<u8>,
    ) -> Vec<u8> {
        let network = quantise(patterns.clone(), weights, Some(visits), packing);
        let header = Header {
            patterns: patterns.cells().to_vec(),
            bits: packing.bits,
            scale: network.scale,
            late: None,
        };
        // Low bytes, then high bytes: each stream is more alike within itself.
        let mut body: Vec<u8> = network.levels.iter().map(|&l| l as u8).collect();
        if packing.bits > 8 {
            body.extend(network.levels.iter().map(|&l| (l >> 8) as u8));
        }
        packed(&header, &compress(&body))
    }

    /// One packed network of two packed ones: `early` for boards whose largest tile is
    /// below `2^exp`, `late` (which may have later stages of its own) for the others. A
    /// later stage `early` had is left out.
    pub fn join(early: &[u8], exp: u8, late: &[u8]) -> io::Result<Vec<u8>> {
        let (mut header, body) = header_of(early)?;
        let body = match &header.late {
            Some(l) => body.get(..l.body).ok_or_else(|| bad("too short"))?,
            None => body,
        };
        header.late = Some(Late {
            exp,
            body: body.len(),
        });
        let mut out = packed(&header, body);
        out.extend(late);
        Ok(out)
    }

    /// Reads a packed network back; an error of kind `OutOfMemory` when there is no memory
    /// for its weights.
    pub fn unpack(bytes: &[u8]) -> io::Result<Network> {
        Network::unpack_stage(bytes, 0)
    }

    /// Reads a packed network back that is stage `stage` (from 0) of the one read.
    fn unpack_stage(bytes: &[u8], stage: usize) -> io::Result<Network> {
        let (header, rest) = header_of(bytes)?;
        let (body, late) = match &header.late {
            Some(_) if stage + 1 >= MAX_STAGES => return Err(bad("too many stages")),
            Some(l) => {
                let (body, late) = rest
                    .split_at_checked(l.body)
                    .ok_or_else(|| bad("too short"))?;
                let late = Network::unpack_stage(late, stage + 1)?;
                (body, Some((l.exp, Box::new(late))))
            }
            None => (rest, None),
        };
        let cells: Vec<&[u8]> = header.patterns.iter().map(Vec::as_slice).collect();
        let patterns = Patterns::new(&cells).ok_or_else(|| bad("patterns"))?;
        let n = patterns.size();
        let planes = if header.bits > 8 { 2 } else { 1 };
        let mut decoder =
            ruzstd::decoding::StreamingDecoder::new(body).map_err(|e| bad(&e.to_string()))?;
        // The largest allocation the game makes: without the memory for it, an error, not
        // an abort.
        let mut levels = Vec::new();
        levels
            .try_reserve_exact(n)
            .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
        levels.resize(n, 0i16);
        let mut chunk = vec![0u8; 1 << 16];
        for plane in 0..planes {
            let mut at = 0;
            while at < n {
                let take = (n - at).min(chunk.len());
                decoder.read_exact(&mut chunk[..take])?;
                for (level, &b) in levels[at..at + take].iter_mut().zip(&chunk[..take]) {
                    *level = match (plane, planes) {
                        (0, 1) => i16::from(b as i8),
                        (0, _) => i16::from(b),
                        _ => *level | i16::from(b as i8) << 8,
                    };
                }
                at += take;
            }
        }
        Ok(Network {
            patterns,
            levels,
            scale: header.scale,
            late,
        })
    }
}

/// A zstd frame of `bytes` at ruzstd's one level: quick, and about ten times the size of
/// the reference compressor's level 19 on a network's weights.
#[cfg(feature = "research")]
pub fn fastest(bytes: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(bytes, ruzstd::encoding::CompressionLevel::Fastest)
}

/// Weights as levels of `packing.bits` bits, those visited less than `min_visits` times
/// replaced by `default`.
fn quantise(
    patterns: Patterns,
    weights: &[f32],
    visits: Option<&[u8]>,
    packing: Packing,
) -> Network {
    let kept = |i: usize| visits.is_none_or(|v| v[i] >= packing.min_visits);
    let value = |i: usize| if kept(i) { weights[i] } else { packing.default };
    let largest = (0..weights.len())
        .map(|i| value(i).abs())
        .fold(0.0f32, f32::max);
    let top = ((1i32 << (packing.bits.clamp(2, 16) - 1)) - 1) as f32;
    let scale = if largest > 0.0 { largest / top } else { 1.0 };
    let levels = (0..weights.len())
        .map(|i| (value(i) / scale).round().clamp(-top, top) as i16)
        .collect();
    Network {
        patterns,
        levels,
        scale,
        late: None,
    }
}
