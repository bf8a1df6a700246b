//! Starts the weights of a tile no training game has made from those of the tile below:
//! each weight that reads a tile of `2^EXP` and is still 0 takes the value of the weight
//! that reads the same cells with `2^(EXP-1)` there, so that a board with the larger tile
//! starts out worth what the board with the smaller one is (not nothing, which keeps the
//! play from ever making it). The checkpoint's other state is kept.
//!
//! `cargo run -p tui2048-lab --release --example upgrade -- CHECKPOINT OUT [EXP] [fresh]`
//! (EXP 15: the 32768). With `fresh`, the temporal coherence sums start again at 0, so
//! that every weight learns at the full rate again (a later stage's network, copied from
//! a long-trained one, otherwise learns at the small rates it ended with).

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};

use tui2048_lab::checkpoint;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [from, out, rest @ ..] = args.as_slice() else {
        eprintln!("usage: upgrade CHECKPOINT OUT [EXP]");
        std::process::exit(2);
    };
    let exp: usize = rest.first().map_or(15, |e| e.parse().expect("an exponent"));
    let fresh = rest.get(1).is_some_and(|f| f == "fresh");
    assert!((2..16).contains(&exp), "EXP from 2 to 15");
    let mut trainer = checkpoint::read(&mut BufReader::new(File::open(from)?), 1)?;
    let mut weights = trainer.weights();
    let visits = trainer.visits();
    let (errors, sizes) = if fresh {
        (Vec::new(), Vec::new())
    } else {
        trainer.coherence()
    };
    let (mut at, mut set) = (0usize, 0u64);
    for cells in trainer.patterns().cells().to_vec() {
        let n = 1usize << (4 * cells.len());
        for local in 0..n {
            let reads = (0..cells.len()).filter(|k| (local >> (4 * k)) & 0xF == exp);
            let down: usize = reads.map(|k| 1usize << (4 * k)).sum();
            if down > 0 && weights[at + local] == 0.0 {
                weights[at + local] = weights[at + local - down];
                set += 1;
            }
        }
        at += n;
    }
    trainer.restore(&weights, &visits, &errors, &sizes);
    let mut file = BufWriter::new(File::create(out)?);
    checkpoint::write(&trainer, &mut file)?;
    file.flush()?;
    println!("{set} weights reading 2^{exp} started from 2^{}'s", exp - 1);
    Ok(())
}
