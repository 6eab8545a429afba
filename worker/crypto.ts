/** The Worker's few uses of Web Crypto, written once: hex, random tokens, HMAC, and comparing secrets. */

const encoder = new TextEncoder();

/**
 * Shortest secret accepted (the export token, the staff key, the request links' key): 32 characters
 * (`openssl rand -hex 32` gives 64). A shorter secret is treated as none, so a weak one can never open the leads.
 */
export const MIN_TOKEN_LENGTH = 32;

/** Bytes as lower-case hex. */
export const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `bytes` random bytes as hex (a session id, a CSRF token). */
export const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)));

/** The HMAC-SHA256 of `message` under `key` (raw bytes or text), as hex. */
export async function hmacSha256Hex(key: string | Uint8Array | ArrayBuffer, message: string): Promise<string> {
  const raw = typeof key === 'string' ? encoder.encode(key) : key;
  const imported = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', imported, encoder.encode(message)));
}

/** The SHA-256 of some text. */
export const sha256 = async (text: string): Promise<Uint8Array> => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** Equal strings, in time that does not depend on where they differ (both are hashed to 32 bytes first). */
export async function equalInConstantTime(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([sha256(a), sha256(b)]);
  let difference = 0;
  for (let i = 0; i < left.length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
