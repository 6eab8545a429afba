/**
 * The parts of Cloudflare's runtime the lead receiver uses: a Worker's bindings (D1, R2, a queue,
 * email, rate limiting, the static assets) and its handlers' arguments, typed by what we call on
 * them. The real bindings (and wrangler's local ones) have these shapes; naming only what we use
 * keeps Cloudflare's global types out of the site's type check, which also covers browser code.
 */

export interface D1Result<Row = Record<string, unknown>> {
  results: Row[];
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: (string | number | null)[]): D1PreparedStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** Runs the statements in one transaction: all of them or none. */
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
}

export interface R2ObjectBody {
  body: ReadableStream<Uint8Array>;
  size: number;
  httpMetadata?: { contentType?: string };
}

/** An object as a listing gives it. */
export interface R2ListedObject {
  key: string;
  size: number;
  uploaded: Date;
}

export interface R2Bucket {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> }): Promise<unknown>;
  get(key: string): Promise<R2ObjectBody | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options?: { prefix?: string; cursor?: string; limit?: number }): Promise<{ objects: R2ListedObject[]; truncated: boolean; cursor?: string }>;
}

/** A queue the Worker sends to (a producer binding). */
export interface Queue<Body> {
  sendBatch(messages: { body: Body; delaySeconds?: number }[]): Promise<unknown>;
}

/** One message of a batch the queue delivers to the Worker. */
export interface QueueMessage<Body> {
  readonly id: string;
  readonly body: Body;
  /** How many times it has been delivered, this one included. */
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

export interface MessageBatch<Body> {
  readonly queue: string;
  readonly messages: readonly QueueMessage<Body>[];
}

/** The Rate Limiting binding: counts `key` in the current window and says whether it is within the limit. */
export interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The send_email binding: sends a message built with `EmailMessage` from `cloudflare:email`. */
export interface SendEmail {
  send(message: unknown): Promise<unknown>;
}

/** The static assets of out/ (the `[assets]` binding). */
export interface Fetcher {
  fetch(request: Request): Promise<Response>;
}

/** What a Worker's handlers get besides the request: a way to keep working after the answer. */
export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** A Cron Trigger's event. */
export interface ScheduledController {
  readonly cron: string;
  readonly scheduledTime: number;
}

/** A job on the lead queue: one lead's email, forward, or erasure notice (lib/receiver/jobs.ts). */
export interface JobMessage {
  leadId: string;
  kind: 'email' | 'forward' | 'deleted';
}

/** The Worker's bindings and settings (wrangler.toml, and secrets set with `wrangler secret put`). */
export interface ReceiverEnv {
  /** The leads database (D1). */
  DB: D1Database;
  /** The photos sent with leads (R2). */
  PHOTOS: R2Bucket;
  /** The built site, out/ (static assets). */
  ASSETS: Fetcher;
  /** The queue of emails and forwards to send. */
  LEAD_JOBS: Queue<JobMessage>;
  /** Email to the business (Email Routing). */
  EMAIL?: SendEmail;
  /** Lead posts per client address, the tighter limit for posts with photos, and the inbox's sign-in tries. */
  LEAD_RATE_LIMIT?: RateLimit;
  PHOTO_RATE_LIMIT?: RateLimit;
  SIGN_IN_RATE_LIMIT?: RateLimit;
  /** The business's key to its leads: a secret, at least MIN_TOKEN_LENGTH characters. */
  LEADS_EXPORT_TOKEN?: string;
  /** Optional: where each stored lead is forwarded as JSON (the business's CRM or automation). */
  LEAD_FORWARD_URL?: string;
  /** The secret forwards are signed with (HMAC-SHA256), so the CRM can tell they are ours. */
  LEAD_FORWARD_SECRET?: string;
  /** Optional: other origins whose pages may post leads here (comma-separated), for a site served from another host. */
  LEAD_ALLOWED_ORIGINS?: string;
  /** Who is emailed each lead (comma-separated verified addresses), and from which address. */
  LEAD_NOTIFY_TO?: string;
  LEAD_NOTIFY_FROM?: string;
  /** Put before every email's subject (the preview deployment's "[Preview]"). */
  LEAD_NOTIFY_TAG?: string;
  /** Days a lead and its photos are kept (a whole number; RETENTION_DAYS_DEFAULT when unset). */
  LEAD_RETENTION_DAYS?: string;
  /** The first retry's delay in seconds, doubling after each failure (JOB_RETRY_BASE_SECONDS when unset). */
  LEAD_RETRY_BASE_SECONDS?: string;
}
