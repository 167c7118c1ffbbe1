#!/usr/bin/env bash
# The project's whole test command (`npm test`): typecheck, lint, one production build, vitest (unit +
# integration on PGlite and PostgreSQL, serving that build) and the Playwright browser tests. Every check
# runs even when an earlier one failed; the last line is the summary "<N> passed, <M> failed[, <K> skipped]" and the exit code is non-zero on any failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

heading() { printf '\n==> %s\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

results_dir="test-results"
mkdir -p "$results_dir"
vitest_json="$results_dir/vitest.json"
playwright_json="$results_dir/playwright.json"
rm -f "$vitest_json" "$playwright_json"

# --- a. Chromium: Debian's headless shell (decision 0038), the Chromium Playwright itself runs headless --------
heading "Chromium"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [[ ! -x "$chromium" ]]; then
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    die "CHROMIUM_PATH=$chromium is not an executable"
  elif [[ "$(id -u)" -eq 0 ]]; then
    echo "$chromium is missing: installing Debian's chromium-headless-shell"
    apt-get update
    apt-get install -y chromium-headless-shell
    [[ -x "$chromium" ]] || die "chromium-headless-shell was installed but $chromium still does not exist (set CHROMIUM_PATH)"
  else
    die "$chromium is missing and this is not root: run 'apt-get update && apt-get install -y chromium-headless-shell' as root, or set CHROMIUM_PATH"
  fi
fi
echo "using $chromium"

# --- a2. Fonts: without CJK and emoji fonts the screenshots the browser tests keep show Chinese, Japanese and
# Korean text and the regions' flags as boxes
heading "CJK and emoji fonts"
missing_fonts=()
[[ -n "$(fc-list :lang=ja family 2>/dev/null)" ]] || missing_fonts+=(fonts-noto-cjk)
[[ -n "$(fc-list 'Noto Color Emoji' family 2>/dev/null)" ]] || missing_fonts+=(fonts-noto-color-emoji)
if [[ "${#missing_fonts[@]}" -gt 0 ]]; then
  if [[ "$(id -u)" -eq 0 ]]; then
    echo "installing ${missing_fonts[*]}"
    apt-get update
    apt-get install -y "${missing_fonts[@]}"
  else
    echo "warning: ${missing_fonts[*]} missing and this is not root: run 'apt-get install -y ${missing_fonts[*]}' for readable screenshots"
  fi
fi
echo "fonts: $(fc-list :lang=ja family | head -n 1), $(fc-list 'Noto Color Emoji' family | head -n 1)"

# --- a3. jemalloc: `npm start` runs on it where the machine has it (decision 0040), and the tests start it so
heading "jemalloc"
jemalloc_library() {
  local library
  for library in /usr/lib/*/libjemalloc.so.2 /usr/lib/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2; do
    [[ -e "$library" ]] && { echo "$library"; return 0; }
  done
  return 1
}
if ! jemalloc_library >/dev/null; then
  if [[ "$(id -u)" -eq 0 ]]; then
    echo "installing libjemalloc2"
    apt-get update
    apt-get install -y libjemalloc2
  else
    echo "warning: libjemalloc2 missing and this is not root: the servers the tests start run on the system's malloc"
  fi
fi
echo "jemalloc: $(jemalloc_library || echo "none")"

# --- b. PostgreSQL (for the integration-postgres project) ------------------------------------------------
heading "PostgreSQL on 127.0.0.1:5432"
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  command -v pg_ctlcluster >/dev/null || die "PostgreSQL is not running on 127.0.0.1:5432 and pg_ctlcluster is not installed"
  version="$(ls /etc/postgresql | sort -V | tail -n 1)"
  [[ -n "$version" ]] || die "PostgreSQL is not running and no cluster exists under /etc/postgresql"
  echo "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p 5432 && break
    sleep 1
  done
  pg_isready -q -h 127.0.0.1 -p 5432 || die "PostgreSQL did not become ready on 127.0.0.1:5432 within 30 s"
fi
if ! psql -h 127.0.0.1 -U postgres -d test -Atqc 'select 1' >/dev/null 2>&1; then
  if psql -h 127.0.0.1 -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; then
    if [[ -z "$(psql -h 127.0.0.1 -U postgres -d postgres -Atqc "select 1 from pg_database where datname = 'test'")" ]]; then
      echo "creating database test"
      createdb -h 127.0.0.1 -U postgres test
    fi
  fi
  psql -h 127.0.0.1 -U postgres -d test -Atqc 'select 1' >/dev/null \
    || die "cannot reach database test as user postgres on 127.0.0.1:5432 (trust auth expected)"
fi
echo "PostgreSQL is ready (database test)"

# --- b2. Redis (rate limits shared between server processes) ---------------------------------------------
heading "Redis on 127.0.0.1:6379"
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || die "Redis is not running on 127.0.0.1:6379 and redis-server is not installed"
  echo "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 20); do
    redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 || die "Redis did not become ready on 127.0.0.1:6379"
fi
echo "Redis is ready"

failed_steps=0
failed_names=()
step() {
  local name="$1"
  shift
  heading "$name"
  local status=0
  "$@" || status=$?
  if [[ "$status" -ne 0 ]]; then
    echo "--- $name failed (exit $status)"
    failed_names+=("$name")
    return 1
  fi
}

# --- c. Static checks and the build (integration and browser tests serve the production build) -----------
# tsc and ESLint each work on one core for most of a minute: they run beside the build, their output shown after it.
typecheck_log="$results_dir/typecheck.log"
lint_log="$results_dir/lint.log"
npm run typecheck > "$typecheck_log" 2>&1 &
typecheck_pid=$!
npm run lint > "$lint_log" 2>&1 &
lint_pid=$!
step "Build" npm run build || failed_steps=$((failed_steps + 1))
# The output of a check that ran beside the build, and its exit status.
result_of() { local status=0; wait "$2" || status=$?; cat "$1"; return "$status"; }
step "Lint" result_of "$lint_log" "$lint_pid" || failed_steps=$((failed_steps + 1))
step "Typecheck" result_of "$typecheck_log" "$typecheck_pid" || failed_steps=$((failed_steps + 1))

# --- d. Vitest -------------------------------------------------------------------------------------------
step "Vitest (unit, and integration on PGlite and PostgreSQL)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$vitest_json" || true

# --- e. Playwright ---------------------------------------------------------------------------------------
step "Playwright browser tests" \
  env SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_FILE="$playwright_json" npx playwright test || true

# --- Summary ---------------------------------------------------------------------------------------------
heading "Summary"
summary="$(
  node -e '
    const fs = require("node:fs");
    const [vitestFile, playwrightFile, failedSteps] = process.argv.slice(1);
    const read = (file) => { try { return JSON.parse(fs.readFileSync(file, "utf8")); } catch { return undefined; } };
    let passed = 0, failed = Number(failedSteps), skipped = 0;
    const notes = [];
    const vitest = read(vitestFile);
    if (vitest) {
      passed += vitest.numPassedTests ?? 0;
      failed += vitest.numFailedTests ?? 0;
      skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
      // A suite that failed to load (import error, hook failure) has no failed tests but must count.
      const brokenSuites = (vitest.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).every((a) => a.status !== "failed")).length;
      if (brokenSuites) { failed += brokenSuites; notes.push(`${brokenSuites} vitest file(s) failed to run`); }
    } else { failed += 1; notes.push("no vitest results"); }
    const playwright = read(playwrightFile);
    if (playwright && playwright.stats) {
      const s = playwright.stats;
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      skipped += s.skipped ?? 0;
      const errors = (playwright.errors ?? []).length;
      if (errors && !s.unexpected) { failed += 1; notes.push("playwright reported errors outside tests (setup/teardown)"); }
      if (s.flaky) notes.push(`${s.flaky} flaky playwright test(s) counted as passed`);
    } else { failed += 1; notes.push("no playwright results"); }
    // CI keeps only the tail of the output: what failed, and the first line of why, is repeated here.
    const firstLine = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").trim().split("\n")[0].slice(0, 300);
    for (const file of vitest?.testResults ?? []) {
      const where = file.name.replace(process.cwd() + "/", "");
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      if (file.status === "failed" && !failedTests.length) console.error(`failed: ${where}: ${firstLine(file.message)}`);
      for (const test of failedTests) console.error(`failed: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    const playwrightFailures = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected") continue;
          const error = test.results?.at(-1)?.error?.message;
          console.error(`failed: ${spec.file} > ${[...titles, spec.title].join(" > ")}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) playwrightFailures(child, child.title === child.file ? titles : [...titles, child.title]);
    };
    for (const suite of playwright?.suites ?? []) playwrightFailures(suite, []);
    for (const note of notes) console.error(`note: ${note}`);
    console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
  ' "$vitest_json" "$playwright_json" "$failed_steps"
)"
if [[ "${#failed_names[@]}" -gt 0 ]]; then
  echo "failed steps: $(IFS=','; echo "${failed_names[*]}" | sed 's/,/, /g')"
fi
echo "$summary"

if [[ "${#failed_names[@]}" -gt 0 || ! "$summary" =~ ^[0-9]+\ passed,\ 0\ failed ]]; then
  exit 1
fi
