/**
 * Where a local run of the site's Worker (`npm start`, the browser tests and their extra copies)
 * keeps what it writes, as paths relative to the repository: its state folder (local D1 and R2),
 * the settings file wrangler reads its variables and secrets from, and the kept copies of the
 * emails it sent. CommonJS, so the Playwright fixtures can load it as well as the Node scripts.
 */
/** Where `npm start` keeps its local leads (D1), photos (R2) and wrangler's temporary files. */
const DEFAULT_STATE_DIR = '.data/wrangler';
/**
 * Where `npm start` keeps a copy of each email to the business: beside its state folder, not in it,
 * so `--fresh` (which empties the state folder) leaves the mail that was already sent.
 */
const DEFAULT_EMAILS_DIR = '.data/emails';

/** A folder as written, without a leading `./` or trailing `/`, so two spellings of one folder compare equal. @param {string} dir */
const sameDir = (dir) => dir.replace(/^(\.[\\/])+/, '').replace(/[\\/]+$/, '');

/**
 * The folder of kept emails for a state folder: `.data/emails/` for `npm start`'s, `<state>/emails/`
 * for any other (the tests'), so each copy of the Worker keeps its own and its state takes them along.
 * @param {string} stateDir
 * @returns {string}
 */
function keptEmailFolder(stateDir) {
  return sameDir(stateDir) === sameDir(DEFAULT_STATE_DIR) ? DEFAULT_EMAILS_DIR : `${sameDir(stateDir)}/emails`;
}

/**
 * The dotenv file (mode 0600) a run writes its variables and secrets to for wrangler (`--env-file`):
 * one per state folder, so copies started at once with different settings never read each other's.
 * @param {string} stateDir
 * @returns {string}
 */
function devVarsFile(stateDir) {
  return `${sameDir(stateDir)}/.dev.vars`;
}

module.exports = { DEFAULT_STATE_DIR, DEFAULT_EMAILS_DIR, keptEmailFolder, devVarsFile };
