//! The fault suite (issue 21): tests that misbehave, users' files in the way, whittle killed
//! mid-run. Each scenario checks what must hold: nothing the test started outlives the run, no
//! byte the user wrote is lost, a result is only claimed when it re-checks, memory stays
//! bounded, and no job directory is left behind.

use std::time::Duration;

use crate::common::{filler, run, send_signal, Sandbox};

/// `lines` lines of filler with `line` among them, on a line of its own.
fn with_line(lines: usize, line: &str) -> String {
    let mut text = filler(lines);
    let at = text[text.len() / 3..].find('\n').unwrap() + text.len() / 3 + 1;
    text.insert_str(at, &format!("{line}\n"));
    text
}

/// A file with one line that matters, and a test that greps it by the file's bare name.
fn needle_case(s: &Sandbox) -> std::path::PathBuf {
    s.write("input.txt", with_line(200, "needle"));
    s.script("grep", "grep -q '^needle$' input.txt")
}

/// Children that leave the test's process group (`setsid`, a shell's `set -m`) are killed too.
#[test]
fn escaping_children_do_not_outlive_their_test() {
    let s = Sandbox::new();
    needle_case(&s);
    let m = &s.marker;
    let test = s.script(
        "escape",
        &format!(
            "setsid sh -c 'sleep 600; :' {m}-setsid &\n\
             (set -m; sh -c 'sleep 600; :' {m}-jobcontrol &)\n\
             grep -q '^needle$' input.txt"
        ),
    );
    let r = run(s.whittle_script(&["-j", "2"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    let left = s.leftover_processes(Duration::from_secs(2));
    assert!(left.is_empty(), "still running: {left:#?}");
    assert!(s.leftover_job_dirs().is_empty());
}

/// `FILE.orig` from an earlier, unrelated run and a different `FILE`: FILE's bytes are kept
/// as `FILE.orig.1`, the old `.orig` stays as it was.
#[test]
fn an_old_backup_and_a_new_file_are_both_kept() {
    let s = Sandbox::new();
    let test = needle_case(&s);
    let mine = s.read("input.txt");
    s.write("input.txt.orig", "an old original\nneedle\n");
    s.write("input.txt.orig.1", "an older copy\n");
    let r = run(s.whittle_script(&[], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt.orig"), b"an old original\nneedle\n");
    assert_eq!(s.read("input.txt.orig.1"), b"an older copy\n");
    assert_eq!(s.read("input.txt.orig.2"), mine, "the file's own bytes");
    assert_eq!(s.read("input.txt"), b"needle");
    // The same file again: nothing new to keep.
    s.write("input.txt", "needle\n");
    s.write("input.txt.orig", "needle\n");
    run(s.whittle_script(&[], &test, "input.txt")).expect_code(0);
    assert!(!s.exists("input.txt.orig.3"));
}

/// A test that says yes 3 times in 10 whatever the candidate (on a fixed schedule, so the run
/// is repeatable): no result can be confirmed, and whittle says so, with the original back.
#[test]
fn a_test_that_says_yes_at_random_confirms_nothing() {
    let s = Sandbox::new();
    let original = filler(40);
    s.write("input.txt", &original);
    let counter = s.path("counter");
    let test = s.script(
        "random",
        &format!(
            "n=$(cat {c} 2>/dev/null || echo 0); echo $((n + 1)) > {c}\n\
             case $((n % 10)) in 1|4|7) exit 0;; esac\nexit 1",
            c = counter.display()
        ),
    );
    let r = run(s.whittle_script(&["-j", "1"], &test, "input.txt"));
    r.expect_code(4);
    assert!(r.stderr.contains("no result re-checked"), "{}", r.stderr);
    assert_eq!(
        s.read("input.txt"),
        original.as_bytes(),
        "the original is back"
    );
    assert!(s.exists("input.txt.unconfirmed"));
}

/// 100 MB of output: read as it comes, never held whole (whittle's peak memory stays small).
#[test]
fn a_test_printing_a_hundred_megabytes_costs_no_memory() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script(
        "loud",
        "head -c 50000000 /dev/zero; head -c 50000000 /dev/zero >&2; grep -q '^needle$' input.txt",
    );
    // Conditions on both streams make whittle read all of both.
    let r = run(s.whittle_measured([
        "-j",
        "2",
        "--stats-json",
        "stats.json",
        "--exit-code",
        "0",
        "--stdout",
        "^",
        "--stderr",
        "^",
        test.to_str().unwrap(),
        "input.txt",
    ]));
    r.expect_code(0);
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let rss = stats["max_rss_kb"].as_i64().unwrap();
    assert!(rss < 60_000, "peak memory {rss} kB");
    assert_eq!(s.read("input.txt"), b"needle");
}

fn root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// As root, opens the sandbox to `nobody`, for [`unprivileged`].
fn open_to_nobody(s: &Sandbox) {
    if root() {
        let status = std::process::Command::new("chmod")
            .args(["-R", "a+rwX"])
            .arg(s.root())
            .status()
            .unwrap();
        assert!(status.success());
    }
}

/// whittle as a user without privileges: as root (CI), through `setpriv` as `nobody` (call
/// [`open_to_nobody`] first); otherwise as the user running the tests. Root may write into
/// read-only folders and remove them, so tests of permissions need this to test anything as root.
fn unprivileged(s: &Sandbox) -> std::process::Command {
    if !root() {
        return s.whittle(Vec::<&str>::new());
    }
    let mut cmd = s.whittle([
        "--reuid=65534",
        "--regid=65534",
        "--clear-groups",
        crate::common::WHITTLE,
    ]);
    cmd.env("HOME", s.root());
    let args: Vec<_> = cmd.get_args().map(|a| a.to_os_string()).collect();
    let mut setpriv = std::process::Command::new("setpriv");
    setpriv
        .args(args)
        .current_dir(s.root())
        .env("TMPDIR", s.path("jobs"))
        .env("LC_ALL", "C");
    setpriv
}

/// A test that leaves a read-only folder in its job directory: nothing left behind. Root
/// removes read-only folders anyway, so as root whittle runs as `nobody` here (with setpriv).
#[test]
fn read_only_leftovers_are_removed() {
    let s = Sandbox::new();
    needle_case(&s);
    let test = s.script(
        "readonly",
        "mkdir -p keep/inner && touch keep/inner/f && chmod 0500 keep/inner keep\n\
         grep -q '^needle$' input.txt",
    );
    open_to_nobody(&s);
    let mut cmd = unprivileged(&s);
    cmd.args(["-j", "2"]).arg(&test).arg("input.txt");
    run(cmd).expect_code(0);
    assert!(
        s.leftover_job_dirs().is_empty(),
        "{:?}",
        s.leftover_job_dirs()
    );
}

/// whittle killed with SIGKILL leaves its job directories and the test's processes; the next
/// whittle in the same work directory removes both.
#[test]
fn the_next_run_sweeps_what_a_killed_run_left() {
    let s = Sandbox::new();
    needle_case(&s);
    let m = &s.marker;
    let test = s.script(
        "slow",
        &format!("sh -c 'sleep 600; :' {m}-child &\nsleep 1\ngrep -q '^needle$' input.txt"),
    );
    let mut child = s
        .whittle(["-j", "2"])
        .arg(&test)
        .arg("input.txt")
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(2500));
    send_signal(child.id(), "KILL");
    child.wait().unwrap();
    assert!(
        !s.leftover_job_dirs().is_empty(),
        "nothing to sweep: the test tests nothing"
    );
    // The killed whittle's tests died with it; their children are still there.
    let quick = s.script("quick", "grep -q '^needle$' input.txt");
    run(s.whittle_script(&["-j", "1"], &quick, "input.txt")).expect_code(0);
    assert!(
        s.leftover_job_dirs().is_empty(),
        "{:?}",
        s.leftover_job_dirs()
    );
    let left = s.leftover_processes(Duration::from_secs(2));
    assert!(left.is_empty(), "still running: {left:#?}");
}

/// `FILE -- ./tool.sh @@`: a command with a relative path is the user's, not the job dir's.
#[test]
fn an_inline_command_with_a_relative_path() {
    let s = Sandbox::new();
    needle_case(&s);
    s.script("tool", "grep -q '^needle$' \"$1\"");
    let tool = format!("./tool-{}.sh", s.marker);
    let r = run(s.whittle(["input.txt", "--", &tool, "@@"]));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
}

/// A script whose interpreter does not exist: the message names the interpreter.
#[test]
fn a_missing_interpreter_is_named() {
    let s = Sandbox::new();
    needle_case(&s);
    let test = s.write("test.sh", "#!/nonexistent/interpreter\ntrue\n");
    std::fs::set_permissions(&test, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let r = run(s.whittle_script(&[], &test, "input.txt"));
    r.expect_code(1);
    assert!(
        r.stderr.contains("/nonexistent/interpreter"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("does not exist"), "{}", r.stderr);
}

/// A read-only input can still be reduced to -o; in place, whittle says it cannot write, and
/// the input is intact. Run without privileges (as `nobody` when the tests run as root).
#[test]
fn read_only_files_and_folders() {
    let s = Sandbox::new();
    let test = needle_case(&s);
    let original = s.read("input.txt");
    std::fs::create_dir(s.path("ro")).unwrap();
    std::fs::rename(s.path("input.txt"), s.path("ro/input.txt")).unwrap();
    let ro = |mode| {
        std::fs::set_permissions(
            s.path("ro"),
            std::os::unix::fs::PermissionsExt::from_mode(mode),
        )
        .unwrap()
    };
    let whittle = |args: &[&str]| {
        let mut cmd = unprivileged(&s);
        cmd.args(args).arg(&test).arg("ro/input.txt");
        run(cmd)
    };
    open_to_nobody(&s);
    ro(0o555);
    let r = whittle(&[]);
    r.expect_code(1);
    assert!(r.stderr.contains("cannot write"), "{}", r.stderr);
    assert_eq!(s.read("ro/input.txt"), original);
    let r = whittle(&["-o", "out.txt"]);
    ro(0o755);
    r.expect_code(0);
    assert_eq!(s.read("out.txt"), b"needle");
}

/// Two whittles in one folder, on two files, at once: each gets its own result.
#[test]
fn two_whittles_in_one_folder() {
    let s = Sandbox::new();
    let a = with_line(100, "alpha");
    let b = with_line(150, "beta");
    s.write("a.txt", &a);
    s.write("b.txt", &b);
    let ta = s.script("a", "grep -q '^alpha$' a.txt");
    let tb = s.script("b", "grep -q '^beta$' b.txt");
    let first = s
        .whittle(["-j", "1"])
        .arg(&ta)
        .arg("a.txt")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let second = run(s.whittle(["-j", "1"]).arg(&tb).arg("b.txt"));
    let first = first.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&first.stderr);
    assert!(first.status.success(), "{said}");
    second.expect_code(0);
    assert_eq!(s.read("a.txt"), b"alpha");
    assert_eq!(s.read("b.txt"), b"beta");
    assert!(s.leftover_job_dirs().is_empty());
}

/// NUL bytes and bytes that are not UTF-8 in the file and in the test's output.
#[test]
fn nul_and_non_utf8_bytes() {
    let s = Sandbox::new();
    let mut bytes = b"\x00\xff\xfe junk\n".repeat(50);
    bytes.extend_from_slice(b"\x00needle\xff\n");
    bytes.extend_from_slice(&b"more \x80\x81 junk\x00\n".repeat(50));
    s.write("input.bin", &bytes);
    let test = s.script(
        "bin",
        "printf '\\377\\000 noise' >&2; grep -aq 'needle' input.bin",
    );
    let r = run(s.whittle_script(
        &["--exit-code", "0", "--stderr", "noise"],
        &test,
        "input.bin",
    ));
    r.expect_code(0);
    assert_eq!(s.read("input.bin"), b"needle");
}

/// Full disks: a backup that does not fit, and job directories on a filesystem with no room.
/// whittle stops with a message that names the file and the cause, the user's file as it was,
/// nothing half-written left. Each runs in a mount namespace of its own with a small tmpfs
/// (`unshare -rm`, which needs no root where user namespaces are allowed).
#[test]
fn a_full_disk_stops_with_the_file_intact() {
    let s = Sandbox::new();
    if !std::process::Command::new("unshare")
        .args(["-rm", "true"])
        .status()
        .is_ok_and(|st| st.success())
    {
        crate::common::skip("unshare -rm (user and mount namespaces) is not allowed here");
        return;
    }
    // Four pages of 4 KB: a 16 KB tmpfs holds the file but not its backup too; 8 KB, neither.
    let input = with_line(330, "needle");
    assert!(
        input.len() > 12_288 && input.len() < 16_384,
        "{}",
        input.len()
    );
    s.write("input.txt", &input);
    std::fs::create_dir(s.path("small")).unwrap();
    let test = s.script("grep", "grep -q '^needle$' input.txt");
    let whittle = crate::common::WHITTLE;
    // Inside the namespace: the tmpfs, the run, and what the checks need, written outside it.
    let scenario = |size: &str, setup: &str, run_in: &str, extra: &str| {
        let script = format!(
            "set -e\nmount -t tmpfs -o size={size} tmpfs small\n{setup}\ncd {run_in}\n\
             set +e\n{whittle} -j 1 {extra} {test} input.txt 2> {log}\necho $? > {rc}\n\
             cmp -s input.txt {orig} && echo intact > {state}\nls -a . {small} > {list}\n",
            test = test.display(),
            log = s.path("log").display(),
            rc = s.path("rc").display(),
            orig = s.path("original").display(),
            state = s.path("state").display(),
            small = s.path("small").display(),
            list = s.path("list").display(),
        );
        s.write("original", &input);
        for f in ["log", "rc", "state", "list"] {
            let _ = std::fs::remove_file(s.path(f));
        }
        let status = std::process::Command::new("unshare")
            .args(["-rm", "sh", "-c", &script])
            .current_dir(s.root())
            .env("TMPDIR", s.path("jobs"))
            .status()
            .unwrap();
        assert!(status.success());
        let text = |f: &str| String::from_utf8_lossy(&s.read(f)).into_owned();
        (text("rc"), text("log"), s.exists("state"), text("list"))
    };
    // The backup does not fit beside the file.
    let (rc, log, intact, list) = scenario("16k", "cp input.txt small/", "small", "");
    assert_eq!(rc.trim(), "1", "{log}");
    assert!(
        log.contains("input.txt.orig") && log.contains("No space left on device"),
        "{log}"
    );
    assert!(intact, "the file changed: {log}");
    assert!(
        !list.contains(".whittle-"),
        "a temporary file stayed: {list}"
    );
    // The job directories have no room: the file stays where it is, untouched.
    let work = format!("--work-dir {}", s.path("small").display());
    let (rc, log, intact, list) = scenario("8k", ":", ".", &work);
    assert_eq!(rc.trim(), "1", "{log}");
    assert!(log.contains("No space left on device"), "{log}");
    assert!(intact, "the file changed: {log}");
    assert!(
        !list.contains("whittle-run-"),
        "a run directory stayed: {list}"
    );
    assert!(!s.exists("input.txt.orig"));
}

/// A test worker killed mid-test (`--worker-pool`; a node lost on a cluster): it is replaced
/// through the launcher, the test it held runs again, and the run ends as a run without the
/// fault does, the summary and `--stats-json` counting the replacement.
#[test]
fn a_lost_worker_is_replaced_and_its_test_runs_again() {
    let s = Sandbox::new();
    let input = filler(40);
    s.write("input.txt", format!("{input}needle\n{input}"));
    let launcher = s.script("launch", r#"exec "$@""#);
    // The fifth test kills its worker (its parent) and then answers as usual, unheard.
    let test = s.script(
        "test",
        &format!(
            "{}\n[ $n -eq 4 ] && kill -KILL $PPID\ngrep -q '^needle$' \"$WHITTLE_CANDIDATE\"",
            numbered(&s)
        ),
    );
    let args = [
        "-j",
        "2",
        "--launcher",
        launcher.to_str().unwrap(),
        "--worker-pool",
        "--stats-json",
        "stats.json",
    ];
    let r = run(s.whittle_script(&args, &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    assert!(
        r.stderr.contains("1 test worker(s) lost and replaced"),
        "{}",
        r.stderr
    );
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    assert_eq!(stats["workers_replaced"], 1);
}

/// A launcher whose workers die at once: a clear error after a few replacements, before any
/// result is written, and the input untouched.
#[test]
fn a_launcher_that_keeps_no_worker_alive_is_an_error() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let launcher = s.script(
        "launch",
        "echo 'srun: error: Unable to allocate resources' >&2; exit 1",
    );
    let test = s.script("test", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let args = ["--launcher", launcher.to_str().unwrap(), "--worker-pool"];
    let r = run(s.whittle_script(&args, &test, "input.txt"));
    r.expect_code(1);
    assert!(
        r.stderr.contains("10 workers lost in a row"),
        "{}",
        r.stderr
    );
    assert_eq!(s.read("input.txt"), b"a\nneedle\nb\n");
    assert!(!s.exists("input.txt.orig"));
}

/// Shell lines that give each run of a script its own number `n`, from 0, even when runs
/// start at once (`mkdir` is atomic; a line count is not).
fn numbered(s: &Sandbox) -> String {
    let runs = s.path("runs");
    std::fs::create_dir_all(&runs).unwrap();
    format!(
        "n=0; while ! mkdir {}/$n 2>/dev/null; do n=$((n + 1)); done",
        runs.display()
    )
}

/// The result of `whittle -j 2 --stats-json stats.json` on `input` with a test that needs the
/// needle line, through `launcher` (or none), and the stats.
fn through(launcher: Option<&std::path::Path>, input: &str) -> (Vec<u8>, serde_json::Value) {
    let s = Sandbox::new();
    s.write("input.txt", input);
    let test = s.script("test", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let mut args = vec!["-j", "2", "--stats-json", "stats.json"];
    if let Some(l) = launcher {
        args.extend(["--launcher", l.to_str().unwrap()]);
    }
    let r = run(s.whittle_script(&args, &test, "input.txt"));
    r.expect_code(0);
    let stats = serde_json::from_slice(&s.read("stats.json")).unwrap();
    (s.read("input.txt"), stats)
}

/// A launcher that fails one launch in five without starting the test (srun's "Unable to
/// allocate resources"): each failed launch is tried again, never taken for the test's "no", so
/// the result is the fault-free run's, and the summary counts the retries.
#[test]
fn failed_launches_are_tried_again_not_taken_for_a_verdict() {
    let input = format!("{}needle\n{}", filler(60), filler(60));
    let (clean, _) = through(None, &input);
    let s = Sandbox::new();
    let launcher = s.script(
        "flaky-launch",
        &format!(
            "{}\nif [ $(( n % 5 )) -eq 4 ]; then\n\
             echo 'srun: error: Unable to allocate resources: Requested node configuration \
             is not available' >&2; exit 1\nfi\nexec \"$@\"",
            numbered(&s)
        ),
    );
    let (out, stats) = through(Some(&launcher), &input);
    assert_eq!(out, clean);
    assert!(stats["launches_retried"].as_u64().unwrap() > 0, "{stats}");
}

/// A launcher whose controller is down for a while (every launch fails for 2 s, the first
/// run of the original among them), then comes back: the run waits it out.
#[test]
fn a_launcher_down_for_a_while_is_waited_out() {
    let input = format!("{}needle\n{}", filler(20), filler(20));
    let (clean, _) = through(None, &input);
    let s = Sandbox::new();
    let since = s.path("since");
    let launcher = s.script(
        "down-launch",
        &format!(
            "[ -e {f} ] || date +%s > {f}\n\
             if [ $(( $(date +%s) - $(cat {f}) )) -lt 2 ]; then echo 'ssh: connect: refused' >&2; exit 255; fi\n\
             exec \"$@\"",
            f = since.display()
        ),
    );
    let (out, stats) = through(Some(&launcher), &input);
    assert_eq!(out, clean);
    assert!(stats["launches_retried"].as_u64().unwrap() > 0, "{stats}");
}

/// A launcher that hangs once without starting the test: the per-test time limit ends the
/// launch, which is tried again, and the result is the fault-free run's.
#[test]
fn a_hanging_launch_is_ended_by_the_timeout_and_tried_again() {
    let input = format!("{}needle\n{}", filler(20), filler(20));
    let (clean, _) = through(None, &input);
    let s = Sandbox::new();
    s.write("input.txt", &input);
    let count = s.path("count");
    let launcher = s.script(
        "hanging-launch",
        &format!(
            "echo x >> {c}\n[ $(wc -l < {c}) -eq 3 ] && sleep 1000\nexec \"$@\"",
            c = count.display()
        ),
    );
    let test = s.script("test", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    // One job: no run is ended early because another decided the race first.
    let args = [
        "-j",
        "1",
        "--launcher",
        launcher.to_str().unwrap(),
        "--timeout",
        "2",
    ];
    let r = run(s.whittle_script(&args, &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), clean);
    assert!(
        r.stderr
            .contains("1 launch(es) that did not start the test"),
        "{}",
        r.stderr
    );
}

/// A launcher that never starts the test: a clear error that names its message, before any
/// result is written, the input untouched.
#[test]
fn a_launcher_that_starts_nothing_is_an_error() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let launcher = s.script(
        "dead-launch",
        "echo 'srun: error: Unable to allocate resources' >&2; exit 1",
    );
    let test = s.script("test", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(
        &["--launcher", launcher.to_str().unwrap()],
        &test,
        "input.txt",
    ));
    r.expect_code(1);
    assert!(
        r.stderr
            .contains("did not start the test, 10 times in a row"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("Unable to allocate resources"),
        "{}",
        r.stderr
    );
    assert_eq!(s.read("input.txt"), b"a\nneedle\nb\n");
    assert!(!s.exists("input.txt.orig"));
}
