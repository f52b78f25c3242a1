/**
 * Rewrites plugins/error-codes/data/lexical-codes.json: Lexical's own code
 * table (scripts/error-codes/codes.json in facebook/lexical), which gives the
 * error-code page the message of every code no production bundle throws.
 *
 *   npm run error-codes:lexical-table [-- --ref v0.50.0]
 *
 * --ref is a tag, branch or commit of facebook/lexical; by default the release
 * tag of the installed lexical (`v` + its version). The ref is first resolved
 * to its commit (GitHub's API), then the file is downloaded at that commit
 * from raw.githubusercontent.com, checked (codes 0, 1, 2, ... with none
 * skipped or repeated, each with a message) and written with its source. The
 * command prints what changed; a changed message is worth a look, because
 * Lexical's table only ever grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  parseCodesJson,
  rawFileUrl,
  serialiseLexicalTable,
  validateLexicalTable,
  type LexicalCodeTable,
} from '../plugins/error-codes/lexicalTable';
import {
  CODES_PATH,
  LEXICAL_REPO,
  commitApiUrl,
  compareCodes,
  isFullCommit,
  lexicalTableFrom,
  lexicalTableOptions,
} from './error-codes/lexicalTable';

const siteDir = path.resolve(__dirname, '..');
const outFile = path.join(siteDir, 'plugins/error-codes/data/lexical-codes.json');

function installedLexicalVersion(): string {
  const manifest = path.join(siteDir, 'node_modules/lexical/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, {headers: {'User-Agent': 'lexical-docs error-codes:lexical-table', ...headers}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${response.statusText}`);
  return response.text();
}

/** The commit a ref names. */
async function resolveCommit(ref: string): Promise<string> {
  if (isFullCommit(ref)) return ref.toLowerCase();
  const sha = (await fetchText(commitApiUrl(LEXICAL_REPO, ref), {Accept: 'application/vnd.github.sha'})).trim();
  if (!isFullCommit(sha)) throw new Error(`GitHub answered "${sha.slice(0, 80)}" for the commit of ${ref}`);
  return sha.toLowerCase();
}

async function main() {
  const {ref} = lexicalTableOptions(process.argv.slice(2), installedLexicalVersion());
  const commit = await resolveCommit(ref);
  const url = rawFileUrl(LEXICAL_REPO, commit, CODES_PATH);
  console.log(`${LEXICAL_REPO} ${CODES_PATH} at ${ref} (${commit})`);
  const codes = parseCodesJson(await fetchText(url));
  const table = validateLexicalTable(lexicalTableFrom(codes, ref, commit));

  if (fs.existsSync(outFile)) {
    const previous = JSON.parse(fs.readFileSync(outFile, 'utf8')) as LexicalCodeTable;
    const {added, removed, changed} = compareCodes(previous.codes ?? {}, table.codes);
    console.log(
      `Against the committed copy (${previous.source?.ref ?? 'unknown ref'}): ${added.length} codes added, ` +
        `${removed.length} removed, ${changed.length} with another message`,
    );
    if (removed.length > 0) console.warn(`  no longer in the table: ${removed.join(', ')}`);
    for (const {code, before, after} of changed) console.warn(`  #${code}: "${before}" is now "${after}"`);
  }
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  fs.writeFileSync(outFile, serialiseLexicalTable(table));
  const count = Object.keys(table.codes).length;
  console.log(`Wrote ${path.relative(siteDir, outFile)}: codes 0 to ${count - 1}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
