//! What every connection of a server shares: the database, the holds on the games in play,
//! the limits and the connections open, and who a key is.

use std::sync::atomic::{AtomicUsize, Ordering};

use tui2048::runtime::remote::SharedSolver;
use tui2048_engine::ai::Solver;
use tui2048_engine::game::{Name, NameError};
use tui2048_store::clock::unix_now;

use crate::asked::Who;
use crate::db::{Db, DbError, NewAccount};
use crate::limits::{Connections, Limits};
use crate::store::Holds;

/// The server's shared state.
pub struct Served {
    pub db: Db,
    pub holds: Holds,
    pub limits: Limits,
    pub connections: Connections,
    /// Games being played now.
    playing: AtomicUsize,
    /// The solver's threads, for every session's hints and autoplay.
    pub solver: SharedSolver,
}

impl Served {
    pub fn new(db: Db, limits: Limits) -> Served {
        let pace = limits.solver_pace();
        Served {
            holds: Holds::of(&db),
            db,
            limits,
            connections: Connections::default(),
            playing: AtomicUsize::new(0),
            solver: SharedSolver::paced(Solver::new(Default::default()), pace),
        }
    }

    /// Games being played now.
    pub fn sessions(&self) -> usize {
        self.playing.load(Ordering::SeqCst)
    }

    /// One game more being played, until the guard is dropped.
    pub fn playing(&self) -> Playing<'_> {
        self.playing.fetch_add(1, Ordering::SeqCst);
        Playing(self)
    }

    /// The player a key is: its account, or a new one named `user` on its first visit.
    /// Why not, in a player's words, when `user` is no name or another account's.
    pub fn player_of(&self, user: &str, fingerprint: &str) -> Result<Who, String> {
        let said = |e: DbError| format!("the server could not read its accounts: {e}");
        if let Some(account) = self.db.account_of_key(fingerprint).map_err(said)? {
            return Ok(Who::Player {
                account,
                fingerprint: fingerprint.to_string(),
            });
        }
        let name = Name::whole(user).map_err(|e| match e {
            NameError::TooLong(chars) => {
                format!(
                    "a name has at most {} characters, not {chars}",
                    tui2048_engine::game::NAME_LIMIT
                )
            }
            NameError::Empty | NameError::NoLetter => "a name needs a letter".to_string(),
        })?;
        let made = self
            .db
            .new_account(name.as_str(), &name.key(), fingerprint, unix_now());
        let made = match made {
            // The same key's first visit on another server at the same moment made it.
            Err(_) => match self.db.account_of_key(fingerprint) {
                Ok(Some(account)) => Ok(account),
                _ => made,
            },
            made => made,
        };
        match made {
            Ok(account) => Ok(Who::Player {
                account,
                fingerprint: fingerprint.to_string(),
            }),
            Err(NewAccount::NameTaken) => Err(format!(
                "the name {} is taken: choose another (ssh another-name@…)",
                name.as_str()
            )),
            Err(NewAccount::Db(e)) => Err(said(e)),
        }
    }
}

/// A game being played, counted until dropped.
pub struct Playing<'a>(&'a Served);

impl Drop for Playing<'_> {
    fn drop(&mut self) {
        self.0.playing.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[test]
    fn one_keys_first_visit_on_several_servers_at_once_is_one_account() {
        let url = crate::db::tests::cluster::Cluster::shared().database();
        let servers: Vec<Arc<Served>> = (0..4)
            .map(|_| {
                let db = Db::open_pg(&url, 2).unwrap();
                Arc::new(Served::new(db, Limits::default()))
            })
            .collect();
        let barrier = Arc::new(std::sync::Barrier::new(servers.len()));
        let visits: Vec<_> = servers
            .iter()
            .map(|served| {
                let (served, barrier) = (Arc::clone(served), Arc::clone(&barrier));
                std::thread::spawn(move || {
                    barrier.wait();
                    served.player_of("ana", "SHA256:same")
                })
            })
            .collect();
        for visit in visits {
            match visit.join().unwrap() {
                Ok(Who::Player { account, .. }) => assert_eq!(account.name, "ana"),
                other => panic!("{other:?}"),
            }
        }
        let account = servers[0]
            .db
            .account_of_key("SHA256:same")
            .unwrap()
            .unwrap();
        let again = servers[3].player_of("someone", "SHA256:same").unwrap();
        assert_eq!(
            again,
            Who::Player {
                account,
                fingerprint: "SHA256:same".into()
            }
        );
    }
}
