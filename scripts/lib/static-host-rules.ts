/**
 * Reads `out/_redirects` and `out/_headers` (Netlify and Cloudflare Pages syntax) so the local
 * server behaves like the static host the site is deployed to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Every rule of `_redirects`, keyed by the source path. */
export function loadRedirects(dir: string): Map<string, Redirect> {
  const file = join(dir, '_redirects');
  const rules = new Map<string, Redirect>();
  if (!existsSync(file)) return rules;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    if (from && to) rules.set(from, { from, to, status: Number.parseInt(status, 10) || 301 });
  }
  return rules;
}

/** Finds the redirect for a path, with or without its trailing slash (as static hosts do). */
export function matchRedirect(rules: Map<string, Redirect>, pathname: string): Redirect | undefined {
  return rules.get(pathname) ?? rules.get(pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`);
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function loadHeaderRules(dir: string): HeaderRule[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: globToRegExp(raw.trim()), headers: [] };
      rules.push(current);
      continue;
    }
    const index = raw.indexOf(':');
    if (current && index > 0) current.headers.push([raw.slice(0, index).trim(), raw.slice(index + 1).trim()]);
  }
  return rules;
}

/** Every header that applies to a path, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  const out = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) out.set(name.toLowerCase(), [name, value]);
  }
  return [...out.values()];
}
