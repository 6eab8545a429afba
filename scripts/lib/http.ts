/**
 * Small HTTP helpers shared by the local server (`scripts/serve.ts`) and the test webhook
 * receiver (`e2e/fixtures/webhook-receiver.ts`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest lead body we accept: a real form submission is a few hundred bytes. */
export const MAX_LEAD_BYTES = 10 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a request body of at most `limit` bytes. Throws HttpError 413 when it is larger. */
export function readBody(req: IncomingMessage, limit = MAX_LEAD_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new HttpError(413, `The body is larger than ${limit} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `The body is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => {
      if (!failed) reject(new HttpError(400, error.message));
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
  });
}

/** Parses `text` as a JSON object; `what` names it in the 400 message ("The body", "The \"lead\" field"). */
export function parseJsonObject(text: string, what = 'The body'): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, `${what} is not valid JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, `${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** Reads a body of at most `limit` bytes as a JSON object. Throws HttpError 413 or 400. */
export async function readJsonObject(req: IncomingMessage, limit = MAX_LEAD_BYTES): Promise<Record<string, unknown>> {
  return parseJsonObject((await readBody(req, limit)).toString('utf8'));
}

/** Answers with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
