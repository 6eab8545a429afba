/**
 * The request's token, out of the address and kept for the tab under REQUEST_TOKEN_KEY
 * (lib/shared/contracts/your-request.ts), by the rule every private link's page shares
 * (lib/browser/link-token.ts): the page renders REQUEST_TOKEN_SCRIPT before anything else in its
 * body; the island calls takeRequestToken. Not a client module: the page renders the script.
 */
import { linkTokenScript, takeLinkToken } from '@/lib/browser/link-token';
import { REQUEST_TOKEN_KEY } from '@/lib/shared/contracts/your-request';

/** The page's inline script: the token out of the address as the page is parsed. */
export const REQUEST_TOKEN_SCRIPT = linkTokenScript(REQUEST_TOKEN_KEY);

/** The tab's request token (takeLinkToken under REQUEST_TOKEN_KEY). */
export const takeRequestToken = (): string | null => takeLinkToken(REQUEST_TOKEN_KEY);
