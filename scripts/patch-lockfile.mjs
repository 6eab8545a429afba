#!/usr/bin/env node
/**
 * Records the other platforms' optional native packages in package-lock.json.
 *
 * Why: the npm registry mirror these machines use serves only this platform's builds of some
 * native packages (e.g. @next/swc-darwin-arm64 answers 404 here), so `npm install` leaves them out
 * of the lock file, and `npm ci` then refuses to run ("Missing: … from lock file"). An entry with
 * the package's version, `optional: true` and its os/cpu is all `npm ci` needs: on Linux it skips
 * them, and on a Mac or Windows machine with the full registry they install as usual.
 *
 * Run after changing dependencies: `npm install && node scripts/patch-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** @param {string} name */
function platformOf(name) {
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'].find((value) =>
    new RegExp(`(^|[-/])${value}([-]|$)`).test(name),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((value) =>
    new RegExp(`-${value}(-|$)`).test(name),
  );
  const libc = /-musl/.test(name) ? 'musl' : /-gnu/.test(name) ? 'glibc' : undefined;
  return { os, cpu: cpu === 'wasm32' ? undefined : cpu, libc: os === 'linux' ? libc : undefined };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const [name, spec] of Object.entries(optional)) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !/wasm32/.test(name)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : { cpu: ['wasm32'] }),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`patch-lockfile: recorded ${added} optional platform package(s) missing from the mirror`);
