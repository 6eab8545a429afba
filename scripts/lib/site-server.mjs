/**
 * The local static host behind `npm start` and the end-to-end tests. It behaves like the CDN the
 * site is deployed to: clean URLs (`/about` → `/about/`), `404.html` with status 404, the rules of
 * `out/_redirects` and `out/_headers`, and compression. It also receives the lead webhooks'
 * default paths and appends each lead to a local inbox, so forms work end to end on a laptop.
 */
import { existsSync, statSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { HttpError, readJsonObject } from './http.mjs';
import { headersFor, loadHeaderRules, loadRedirects, matchRedirect } from './static-host-rules.mjs';

/** The default webhook paths of `lib/config.ts`, received here. */
export const LEAD_ENDPOINTS = new Set(['/api/leads/callback', '/api/leads/lead']);

/**
 * @param {{ dir: string, leadsFile: string }} options
 * @returns {import('node:http').Server}
 */
export function createSiteServer({ dir, leadsFile }) {
  const root = resolve(dir);
  const redirects = loadRedirects(root);
  const headerRules = loadHeaderRules(root);
  const notFoundFile = join(root, '404.html');
  const compress = compression();
  const assets = sirv(root, { etag: true, dotfiles: false, extensions: ['html'] });
  let writes = Promise.resolve();

  function applyHeaders(res, pathname) {
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  }

  async function sendNotFound(req, res) {
    applyHeaders(res, '/404.html');
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') return res.end();
    res.end(existsSync(notFoundFile) ? await readFile(notFoundFile) : 'Not found');
  }

  async function receiveLead(req, res, pathname) {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    try {
      const lead = await readJsonObject(req);
      const line = `${JSON.stringify(lead)}\n`;
      writes = writes.then(async () => {
        await mkdir(dirname(leadsFile), { recursive: true });
        await appendFile(leadsFile, line, 'utf8');
      });
      await writes;
      res.writeHead(204);
      res.end();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end(error instanceof Error ? error.message : 'Error');
      if (status >= 500) console.error(`Could not store lead from ${pathname}:`, error);
    }
  }

  /** `/about` → `/about/` when `/about/index.html` exists, as directory-index hosts do. */
  function directoryRedirect(pathname) {
    if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
    const index = join(root, pathname, 'index.html');
    if (!index.startsWith(root)) return null;
    return existsSync(index) && statSync(index).isFile() ? `${pathname}/` : null;
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      return res.end('Bad request');
    }

    if (LEAD_ENDPOINTS.has(pathname)) return void receiveLead(req, res, pathname);

    compress(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const redirect = matchRedirect(redirects, pathname);
      if (redirect) {
        res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
        return res.end();
      }
      const slashed = directoryRedirect(pathname);
      if (slashed) {
        res.writeHead(301, { Location: `${slashed}${url.search}` });
        return res.end();
      }
      applyHeaders(res, pathname);
      assets(req, res, () => void sendNotFound(req, res));
    });
  });
}
