/**
 * What every route of the lead inbox shares (worker/http/inbox.ts mounts them): its Hono
 * environment (who is asking, and their session once signed in), its answers in staff's words, the
 * limit on a change's body, and reading that body with the contract's schema
 * (lib/shared/contracts/inbox.ts).
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { WorkerEnv } from '../../env';
import type { Session } from '../../store/sessions';
import { publicOrigin } from '../public-origin';
import { json } from '../respond';

/** The largest body of any change read: a note of MAX_NOTE_LENGTH characters, each up to 4 bytes, and its JSON. */
export const MAX_CHANGE_BYTES = 16 * 1024;
/** Most leads the CSV of a view holds: years of the business's leads. */
export const MAX_CSV_LEADS = 10_000;

/** What staff are told, word for word. */
export const INBOX_MESSAGES = {
  wrongKey: 'That key is not right. Check it and try again.',
  tooManyTries: 'Too many wrong keys from this address. Wait a minute, then try again.',
  noStaffKey: 'Nobody can sign in yet: the inbox has no staff key. Whoever runs the website sets INBOX_STAFF_KEY (at least 32 characters).',
  signedOut: 'Sign in to see the leads.',
  refusedChange: 'This change was refused: sign in again on this site and try again.',
  gone: 'This lead has been erased.',
  notJson: 'Send the body as JSON (Content-Type: application/json).',
  badJson: 'The body must be JSON.',
} as const;

export const signedOut = () => json(401, { error: INBOX_MESSAGES.signedOut });
export const refused = () => json(403, { error: INBOX_MESSAGES.refusedChange });
export const gone = () => json(404, { error: INBOX_MESSAGES.gone });

/** Every inbox route's environment: `actor` is who is asking (Access's email, or the staff key); `session` is set once they are signed in. */
export type Inbox = { Bindings: WorkerEnv; Variables: { session: Session; actor: string } };
export type InboxContext = Context<Inbox>;

/** The site's origin as browsers reach it, for the links a route writes (the CSV's, the emails'). */
export const originOf = (c: InboxContext) => publicOrigin(c.req.raw, c.env);

/** A body larger than the limit is refused unread: 413, said as the rest of the inbox says things. */
export const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: () => json(413, { error: `The body is larger than ${maxSize} bytes` }) });

/** What a change's body is read with: one of the contract's zod schemas. */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A JSON body read with a schema: the value, or a 400 for a body that is not JSON, is not what the schema reads, or names a field's problem. */
export async function readBody<T>(request: Request, schema: BodySchema<T>): Promise<T | Response> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return json(400, { error: INBOX_MESSAGES.notJson });
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return json(400, { error: INBOX_MESSAGES.badJson });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return json(400, { error: 'Check the fields', fields });
}
