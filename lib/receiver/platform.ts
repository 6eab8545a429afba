/**
 * The parts of Cloudflare's runtime the lead receiver uses: a Pages Function's context, D1 (SQL)
 * and R2 (objects), typed by what we call on them. The real bindings (and wrangler's local ones)
 * have these shapes; naming only what we use keeps Cloudflare's global types out of the site's
 * type check, which also covers browser code.
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

export interface R2Bucket {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> }): Promise<unknown>;
  get(key: string): Promise<R2ObjectBody | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options?: { prefix?: string }): Promise<{ objects: { key: string }[] }>;
}

/** The bindings and settings of the Pages project (wrangler.toml, and secrets set with wrangler). */
export interface ReceiverEnv {
  /** The leads database (D1). */
  DB: D1Database;
  /** The photos sent with leads (R2). */
  PHOTOS: R2Bucket;
  /** The business's key to the export and the photos: a secret, at least MIN_TOKEN_LENGTH characters. */
  LEADS_EXPORT_TOKEN?: string;
  /** Optional: where each stored lead is forwarded as JSON (the business's CRM or automation). */
  LEAD_FORWARD_URL?: string;
  /** Optional: other origins whose pages may post leads here (comma-separated), for a site served from another host. */
  LEAD_ALLOWED_ORIGINS?: string;
}

/** What a Pages Function is called with (the part we use). */
export interface FunctionContext<Params extends string = never> {
  request: Request;
  env: ReceiverEnv;
  params: Record<Params, string | string[]>;
  /** Keeps the function running after the answer is sent, for work the visitor need not wait for. */
  waitUntil(promise: Promise<unknown>): void;
}

export type PagesHandler<Params extends string = never> = (context: FunctionContext<Params>) => Promise<Response> | Response;
