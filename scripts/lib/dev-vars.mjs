/**
 * The Worker's variables and secrets for a local run, written to a dotenv file only its owner can
 * read (mode 0600) and handed to wrangler with `--env-file`, so no secret is ever on a command
 * line (where `ps` shows it to every user of the machine). wrangler reads the file with dotenv and
 * then expands `$NAME` in its values (dotenv-expand), so each value is quoted and its `$` escaped.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a variable's name may be (a JavaScript identifier, as the Worker's `env` reads it). */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * One `NAME='value'` line that wrangler reads back as exactly `value`.
 * @param {string} name
 * @param {string} value
 * @returns {string}
 */
export function dotenvLine(name, value) {
  if (!NAME.test(name)) throw new Error(`${JSON.stringify(name)} is not a variable name.`);
  if (/[\r\n]/.test(value)) throw new Error(`${name} must be on one line.`);
  // dotenv-expand would read `$X` as another variable; it turns `\$` back into `$` (and leaves other backslashes alone).
  const escaped = value.replaceAll('$', '\\$');
  // dotenv keeps what is inside single quotes or backticks as it is; inside double quotes it turns `\n` into a new line.
  const quote = ["'", '`', '"'].find((mark) => !escaped.includes(mark) && (mark !== '"' || !/\\[nr]/.test(escaped)));
  if (!quote) throw new Error(`${name} cannot hold ', \` and " all at once.`);
  return `${name}=${quote}${escaped}${quote}`;
}

/**
 * The file's text: one line per variable that has a value (an unset or empty one is left out, so
 * the Worker sees it unset or its `wrangler.toml` value).
 * @param {Record<string, string | undefined>} vars
 * @returns {string}
 */
export function dotenvText(vars) {
  const lines = Object.entries(vars).flatMap(([name, value]) => (value ? [dotenvLine(name, value)] : []));
  return `# Written by scripts/lib/worker-dev.mjs for wrangler dev (--env-file) at each start; removed when it stops.\n${lines.join('\n')}\n`;
}

/**
 * Writes `vars` to `file`, readable by its owner only from the moment it exists (written beside it
 * with mode 0600, then moved over any older one).
 * @param {string} file
 * @param {Record<string, string | undefined>} vars
 */
export function writeDevVars(file, vars) {
  const text = dotenvText(vars);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, text, { mode: 0o600, flag: 'wx' });
  renameSync(partial, file);
}
