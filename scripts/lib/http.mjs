/**
 * Small HTTP helpers shared by the local server (`scripts/serve.mjs`) and the test webhook
 * receiver (`e2e/fixtures/webhook-receiver.ts`).
 */

/** Largest lead body we accept: a real form submission is a few hundred bytes. */
export const MAX_LEAD_BYTES = 10 * 1024;

export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Reads a request body of at most `limit` bytes and parses it as a JSON object.
 * Throws HttpError 413 when too large and 400 when it is not a JSON object.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export function readJsonObject(req, limit = MAX_LEAD_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new HttpError(413, `Body larger than ${limit} bytes`));
      return;
    }
    const chunks = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `Body larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => {
      if (!failed) reject(new HttpError(400, error.message));
    });
    req.on('end', () => {
      if (failed) return;
      const text = Buffer.concat(chunks).toString('utf8');
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        reject(new HttpError(400, 'Body is not valid JSON'));
        return;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        reject(new HttpError(400, 'Body must be a JSON object'));
        return;
      }
      resolve(value);
    });
  });
}
