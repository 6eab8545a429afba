import { MIN_TOKEN_LENGTH, equalInConstantTime } from '../crypto';
import { isAuthorised } from './auth';

const TOKEN = 'a'.repeat(MIN_TOKEN_LENGTH) + 'b';
const request = (path: string, authorization?: string) => new Request(`https://site.example${path}`, { headers: authorization ? { Authorization: authorization } : {} });

describe('isAuthorised', () => {
  it('lets in the bearer token, and only it', async () => {
    expect(await isAuthorised(request('/api/leads/export', `Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(await isAuthorised(request('/api/leads/export', `bearer  ${TOKEN} `), TOKEN)).toBe(true);
    for (const header of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      expect(await isAuthorised(request('/api/leads/export', header), TOKEN)).toBe(false);
    }
  });

  it('refuses a token in the address, even with the right header', async () => {
    for (const path of [`/api/leads/export?token=${TOKEN}`, `/api/leads/export?access_token=x`, `/api/leads/export?since=${TOKEN}`, `/api/leads/export?since=${encodeURIComponent(TOKEN)}`]) {
      expect(await isAuthorised(request(path, `Bearer ${TOKEN}`), TOKEN)).toBe(false);
    }
  });

  it('opens nothing when no token is set, or one too short to be a secret', async () => {
    expect(await isAuthorised(request('/', 'Bearer '), undefined)).toBe(false);
    expect(await isAuthorised(request('/', 'Bearer short'), 'short')).toBe(false);
    expect(await isAuthorised(request('/', `Bearer ${'a'.repeat(MIN_TOKEN_LENGTH - 1)}`), 'a'.repeat(MIN_TOKEN_LENGTH - 1))).toBe(false);
  });
});

describe('equalInConstantTime', () => {
  it('compares strings of any length', async () => {
    expect(await equalInConstantTime('same', 'same')).toBe(true);
    expect(await equalInConstantTime('same', 'sane')).toBe(false);
    expect(await equalInConstantTime('short', 'a much longer string')).toBe(false);
  });
});
