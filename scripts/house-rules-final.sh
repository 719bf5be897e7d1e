#!/usr/bin/env bash
# Puts the whole tree in the house layout once and makes `npm run lint` part of the tests.
#
# `npm run lint` (biome.jsonc: Biome's lint rules and formatter) checks the layout too, and the
# tree was written before there was a formatter, so this applies Biome's safe fixes, removes
# unused imports and runs the formatter over every source file, then adds `npm run lint` to
# `npm run test:quick` and `npm test` (and so to .ci/run) and says so in README.md,
# test/README.md and docs/architecture.md. Run it from a clean work tree, when no other branch
# is about to land (every open branch would conflict with the new layout), then check and
# commit:
#
#   bash scripts/house-rules-final.sh && git add -A && git commit -m "..."
#
# It stops at the first step that fails, and again if `npm run lint` or `npm run typecheck`
# is not clean afterwards. Running it twice changes nothing the second time.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain)" ]; then
  echo "house-rules-final: the work tree has changes; commit or stash them first" >&2
  exit 1
fi

biome=node_modules/.bin/biome
[ -x "$biome" ] || { echo "house-rules-final: run npm install first (no $biome)" >&2; exit 1; }

echo "== the Postgres migration lock id: the number JavaScript has always made of 0x726f756e64686f"
# The hex literal is past 2^53 (noPrecisionLoss): JavaScript reads it as 32210697498945650, the
# id every release has locked; written as that number, the lock stays the same.
for f in $(git grep -l 'MIGRATION_LOCK = 0x726f756e64686f;' -- server || true); do
  sed -i 's|MIGRATION_LOCK = 0x726f756e64686f;|MIGRATION_LOCK = 32210697498945650; // 0x726f756e64686f as JavaScript reads it (past 2^53)|' "$f"
done
echo "== safe fixes: biome lint --write"
"$biome" lint --write . >/dev/null || true
echo "== unused imports: biome lint --write --unsafe --only=correctness/noUnusedImports"
"$biome" lint --write --unsafe --only=correctness/noUnusedImports . >/dev/null || true
echo "== layout: biome format --write (twice: a few member chains settle on the second pass)"
"$biome" format --write . >/dev/null
"$biome" format --write . >/dev/null

echo "== npm run lint in test:quick and npm test"
node --input-type=module <<'JS'
import { readFileSync, writeFileSync } from 'node:fs';
const edit = (file, from, to) => {
  const text = readFileSync(file, 'utf8');
  if (text.includes(to)) return; // done already
  if (!text.includes(from)) throw new Error(`${file}: cannot find ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const s = pkg.scripts;
if (!s['test:quick'].startsWith('npm run lint && ')) s['test:quick'] = `npm run lint && (${s['test:quick']})`;
if (!s.test.includes('npm run lint')) {
  if (!s.test.includes('npm run typecheck')) throw new Error('package.json: npm test runs no typecheck to put lint before');
  s.test = s.test.replace('npm run typecheck', 'npm run lint && npm run typecheck');
}
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
edit(
  'test/README.md',
  '| `npm run test:quick` | type check, beside it',
  '| `npm run test:quick` | `npm run lint` (Biome: lint rules and layout, a few seconds), then the type check, beside it',
);
edit(
  'test/README.md',
  '| `npm test` | installs Chromium, PostgreSQL and Redis where they are missing, type check,',
  '| `npm test` | installs Chromium, PostgreSQL and Redis where they are missing, `npm run lint`, type check,',
);
edit('README.md', '`npm test` = type check + `vitest run`', '`npm test` = `npm run lint`, type check + `vitest run`');
edit('README.md', '`npm run test:quick` (type check plus', '`npm run test:quick` (lint, type check plus');
edit(
  'docs/architecture.md',
  'Run it with `npm run typecheck` before landing.',
  '`npm run test:quick` and `npm test` run it first.',
);
JS

echo "== check: npm run lint"
npm run --silent lint
echo "== check: npm run typecheck"
npm run --silent typecheck
echo
git diff --shortstat
echo "house-rules-final: done. Review (git diff --stat), run npm run test:quick, then commit."
