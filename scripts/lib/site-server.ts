/**
 * The local static host behind `npm start` and the end-to-end tests. It behaves like the CDN the
 * site is deployed to: clean URLs (`/about` → `/about/`), `404.html` with status 404, the rules of
 * `out/_redirects` and `out/_headers`, and compression. It also receives the lead webhooks'
 * default paths into a local inbox (see lead-inbox.ts), so forms work end to end on a laptop.
 * With `stripScripts` (the bench's "no scripts" variant) every page is served without its scripts.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { DEFAULT_CALLBACK_WEBHOOK_URL, DEFAULT_LEAD_WEBHOOK_URL } from '../../lib/config';
import type { LeadEndpoint } from '../../lib/validations/lead-payloads';
import { HttpError, readJsonObject, sendJson } from './http';
import { createLeadInbox } from './lead-inbox';
import { isMultipart, readLeadWithPhotos } from './lead-photos';
import { headersFor, loadHeaderRules, loadRedirects, matchRedirect } from './static-host-rules';

/**
 * Brotli level for text responses: 6, the default of nginx's brotli module and what CDNs use for
 * static text (the `compression` package's own default, 4, leaves a page's HTML about 10% larger,
 * enough to cost a phone an extra round trip).
 */
const BROTLI_QUALITY = 6;

/** The default webhook paths of `lib/config.ts`, received here. */
export const LEAD_ENDPOINTS = new Map<string, LeadEndpoint>([
  [DEFAULT_CALLBACK_WEBHOOK_URL, 'callback'],
  [DEFAULT_LEAD_WEBHOOK_URL, 'lead'],
]);

/** True for a `<link>` that loads a script ahead: `rel="modulepreload"`, or `rel="preload"` with `as="script"`. */
function isScriptPreload(tag: string): boolean {
  const match = /\srel=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  const rel = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && /\sas=["']?script["'\s/>]/i.test(tag));
}

/**
 * A page without its scripts: every `<script>` element (inline, external and data blocks, up to
 * the first `</script`, as HTML parsers end them) and every script preload link; nothing else changes.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag));
}

export interface SiteServerOptions {
  dir: string;
  leadsFile: string;
  /** Serve every HTML page (and 404.html) without its scripts: see `withoutScripts`. */
  stripScripts?: boolean;
}

export function createSiteServer({ dir, leadsFile, stripScripts = false }: SiteServerOptions): Server {
  const root = resolve(dir);
  const redirects = loadRedirects(root);
  const headerRules = loadHeaderRules(root);
  const notFoundFile = join(root, '404.html');
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const assets = sirv(root, { etag: true, dotfiles: false, extensions: ['html'] });
  const inbox = createLeadInbox(leadsFile);

  function applyHeaders(res: ServerResponse, pathname: string) {
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  }

  /** An HTML file as served: as it is, or without its scripts with `stripScripts`. */
  async function readHtml(file: string): Promise<Buffer> {
    const html = await readFile(file);
    return stripScripts ? Buffer.from(withoutScripts(html.toString('utf8'))) : html;
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    applyHeaders(res, '/404.html');
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') return res.end();
    res.end(existsSync(notFoundFile) ? await readHtml(notFoundFile) : 'Not found');
  }

  /** The HTML file sirv would answer with (it tries `path`, `path/index`, `path.html`, `path/index.html`), or null. */
  function htmlFileFor(pathname: string): string | null {
    const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    for (const candidate of [base, `${base}/index`, `${base}.html`, `${base}/index.html`]) {
      const file = join(root, candidate);
      if (!candidate || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) continue;
      return /\.html?$/i.test(file) ? file : null;
    }
    return null;
  }

  /** A page without its scripts (`stripScripts`), with the headers sirv would send for it. */
  async function sendStrippedPage(req: IncomingMessage, res: ServerResponse, file: string) {
    const body = await readHtml(file);
    res.statusCode = 200;
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  }

  async function receiveLead(req: IncomingMessage, res: ServerResponse, type: LeadEndpoint) {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Send leads with POST' }, { Allow: 'POST' });
    try {
      const { body, photos } = isMultipart(req) ? await readLeadWithPhotos(req) : { body: await readJsonObject(req), photos: [] };
      const answer = await inbox.receive(type, body, photos);
      if (!answer.ok) return sendJson(res, 400, { error: 'The lead is not valid', fields: answer.errors });
      sendJson(res, 201, { id: answer.stored.id, receivedAt: answer.stored.receivedAt });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      sendJson(res, status, { error: error instanceof Error ? error.message : 'Error' }, { Connection: 'close' });
      if (status >= 500) console.error(`Could not store a ${type} lead:`, error);
    }
  }

  /** `/about` → `/about/` when `/about/index.html` exists, as directory-index hosts do. */
  function directoryRedirect(pathname: string): string | null {
    if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
    const index = join(root, pathname, 'index.html');
    if (!index.startsWith(root)) return null;
    return existsSync(index) && statSync(index).isFile() ? `${pathname}/` : null;
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      return res.end('Bad request');
    }

    const leadType = LEAD_ENDPOINTS.get(pathname);
    if (leadType) return void receiveLead(req, res, leadType);

    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
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
      const strippedPage = stripScripts ? htmlFileFor(pathname) : null;
      if (strippedPage) {
        return void sendStrippedPage(req, res, strippedPage).catch(() => {
          if (!res.headersSent) assets(req, res, () => void sendNotFound(req, res));
        });
      }
      assets(req, res, () => void sendNotFound(req, res));
    });
  });
}
