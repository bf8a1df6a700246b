use super::*;

fn config(player: Player, jobs: usize) -> BenchConfig {
    at(Strength::Strong, player, jobs)
}

fn at(strength: Strength, player: Player, jobs: usize) -> BenchConfig {
    BenchConfig {
        games: 3,
        seed: 42,
        jobs: Some(jobs),
        depth: Some(1),
        player,
        strength,
        endgame: None,
        network: None,
        progress: false,
    }
}

#[test]
fn same_seed_same_games_whatever_the_threads() {
    let (fast, strong) = (Strength::Fast, Strength::Strong);
    for (strength, player) in [
        (strong, Player::Expectimax),
        (fast, Player::Expectimax),
        (strong, Player::Greedy),
        (strong, Player::Random),
    ] {
        let a = run_bench(&at(strength, player, 1));
        let b = run_bench(&at(strength, player, 2));
        assert_eq!(a.games.scores, b.games.scores, "{player:?}");
        assert_eq!(a.games.moves_total, b.games.moves_total, "{player:?}");
        let networked = player == Player::Expectimax && cfg!(feature = "network");
        // The games one by one, as the bench plays them at the level with the heuristic
        // alone (with the network, as compared above).
        let mut searcher = Searcher::with_config(tables(), strength.config());
        let one_by_one: Vec<GameResult> = (0..3)
            .map(|i| play_game(42 + i, player, Some(1), &mut searcher))
            .collect();
        let expected = Tally::of(&one_by_one);
        for report in [&a, &b].into_iter().filter(|_| !networked) {
            assert_eq!(report.games.games, 3);
            assert_eq!(report.games.scores, expected.scores);
            assert_eq!(report.games.largest, expected.largest);
            assert_eq!(report.games.moves_total, expected.moves_total);
            assert!(!report.stopped);
        }
        assert_eq!(a.json()["score"], b.json()["score"]);
        let evaluation = match player {
            Player::Random => serde_json::Value::Null,
            _ if networked => "network".into(),
            _ => "heuristic".into(),
        };
        assert_eq!(a.json()["evaluation"], evaluation, "{player:?}");
        assert!(one_by_one.iter().all(|r| r.moves > 0 && r.score > 0));
    }
}

#[test]
fn a_stop_ends_the_run_with_the_games_finished() {
    let stop = Arc::new(AtomicBool::new(true));
    let report = run_bench_until(&config(Player::Random, 2), &stop);
    assert_eq!(report.games, Tally::default());
    assert!(report.stopped);
    assert_eq!(report.asked, 3);
    assert!(
        report
            .table()
            .contains("stopped           after 0 of 3 games")
    );
    assert_eq!(report.json()["stopped"], true);
    // A game under way gives up at its next move.
    let counter = AtomicU64::new(0);
    assert_eq!(
        play_until(9, Player::Greedy, &mut |_| None, &counter, &stop),
        None
    );
    // A game not yet begun asks no search (and takes no memory for one).
    let solver = Solver::new(Strength::Fast);
    let mut game = solver.playing(Arc::clone(&stop));
    let board = spawn(
        spawn(Bitboard(0), &mut FastRng::new(1)),
        &mut FastRng::new(2),
    );
    assert_eq!(game.best_move(board, Some(20)), None);
    // A search under way gives up too, however deep: twenty moves ahead would
    // otherwise not end in a lifetime.
    let mut searcher = Searcher::default();
    searcher.set_stop(Some(Arc::clone(&stop)));
    assert!(searcher.best_move(board, Some(20)).is_some());
}

#[test]
fn moves_are_counted_as_they_are_played() {
    let counter = AtomicU64::new(5);
    let mut searcher = Searcher::default();
    let game = play_game_counted(9, Player::Greedy, None, &mut searcher, &counter);
    assert!(game.moves > COUNT_EVERY);
    assert_eq!(counter.load(Ordering::Relaxed), 5 + game.moves);
}

#[test]
fn report_adds_up() {
    let results = [(1, 100, 10, 2048), (2, 300, 30, 4096), (3, 200, 20, 1024)].map(
        |(seed, score, moves, max_tile)| GameResult {
            seed,
            score,
            moves,
            max_tile,
            nanos: 1_000_000,
        },
    );
    let report = |results: &[GameResult]| BenchReport {
        games: Tally::of(results),
        asked: 3,
        stopped: false,
        threads: 1,
        seconds: 0.5,
        tables: None,
        evaluation: Some(Evaluation::Heuristic),
    };
    let whole = report(&results);
    assert_eq!(whole.score_median(), 200.0);
    assert_eq!(whole.score_max(), 300);
    assert_eq!(whole.moves_mean(), 20.0);
    assert!((whole.reached(2048) - 2.0 / 3.0).abs() < 1e-12);
    assert!((whole.moves_per_sec() - 20_000.0).abs() < 1e-6);
    let json = whole.json();
    assert_eq!(json["games"], 3);
    assert_eq!(json["score"]["mean"], 200.0);
    assert_eq!(json["reached"]["4096"].as_f64(), Some(1.0 / 3.0));
    assert_eq!(json["stopped"], false);
    assert_eq!(json["evaluation"], "heuristic");
    assert!(whole.table().contains("reached 32768"));
    assert!(!whole.table().contains("stopped"));
    // An even count's median is the mean of the middle two, equal scores counted.
    let mut four = results.to_vec();
    four.push(GameResult {
        score: 300,
        ..results[0].clone()
    });
    assert_eq!(report(&four).score_median(), 250.0);
    // Tallies of parts add up to the tally of the whole.
    let one_by_one = results.iter().fold(Tally::default(), Tally::with);
    assert_eq!(one_by_one, Tally::of(&results));
    assert_eq!(report(&[]).score_median(), 0.0);
}
