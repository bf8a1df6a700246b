//! The server's host key: ed25519, made on first start and kept beside the data, readable
//! by its owner alone (0600). Clients remember it: a server keeps one for its life, and
//! several servers of one host share the file.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey};

/// The host key at `path`, made there first when there is none.
pub fn load_or_make(path: &Path) -> io::Result<PrivateKey> {
    match fs::read_to_string(path) {
        Ok(text) => PrivateKey::from_openssh(text.trim())
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => make(path),
        Err(e) => Err(e),
    }
}

fn make(path: &Path) -> io::Result<PrivateKey> {
    let seed: [u8; 32] = rand::random();
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    Ok(key)
}

/// The key's fingerprint as `ssh-keygen -lf` and ssh's first-connection question show it.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}
