/** Runs a command with inherited output and resolves with its exit code. */
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a local binary from node_modules/.bin.
 * @param {string} name
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function runBin(name, args, options = {}) {
  return run(process.execPath, [new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname, ...args], options);
}
