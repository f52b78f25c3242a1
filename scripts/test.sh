#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, type check, unit tests, production
# build, end-to-end tests in Chromium against the built site, then the same
# for a second build with the hosted services (Algolia, analytics) configured,
# and the smoke subset for a third built without the speed layer.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

if [ ! -d node_modules ]; then
  echo "==> node_modules is missing: running npm install (see .ci/run for why not npm ci)"
  npm install --no-audit --no-fund
fi

# Each step's wall time, printed when it ends: what to look at when the suite gets slower.
step_name=''
step_start=$SECONDS
end_step() {
  if [ -n "$step_name" ]; then echo "<== $step_name: $((SECONDS - step_start)) s (suite so far: $SECONDS s)"; fi
}
step() {
  end_step
  step_name="$*"
  step_start=$SECONDS
  echo
  echo "==> $*"
}

# One closing line with the counts, whether the suite passed or stopped early.
rm -f test-results/vitest.json test-results/playwright.json test-results/playwright-hosted.json test-results/playwright-speed-off.json
trap 'end_step; node_modules/.bin/tsx scripts/test-summary.ts || true' EXIT

step "Lint and format check (ESLint, Prettier)"
npm run --silent lint

step "Type check"
npm run --silent typecheck

step "Code blocks in docs/ and blog/ (type check)"
npm run --silent check:code-blocks

step "Unit tests"
npx vitest run

step "Production build"
npm run --silent build

step "End-to-end tests (Chromium)"
npx playwright test

step "Build with the hosted services configured (Algolia search, Google Analytics)"
npm run --silent build:hosted

step "End-to-end tests of the hosted services (Chromium, answered by interception)"
npx playwright test -c playwright.hosted.config.ts

step "Build without the speed layer (LEXICAL_DOCS_SPEED_LAYER=off)"
npm run --silent build:speed-off

step "End-to-end smoke tests of the build without the speed layer (Chromium)"
npx playwright test -c playwright.speed-off.config.ts
