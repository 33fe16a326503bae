// The fingerprint of a build's inputs (scripts/build-web.mjs, scripts/build-server.mjs): SHA-256 over every input
// file's path and bytes, so that an edit, a new or deleted file, a checkout or a restored old file all count, whatever
// the timestamps say. Folders are walked (node_modules never).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(root, rel, out) {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (e.name === 'node_modules' || e.name === '.DS_Store') continue;
    const child = `${rel}/${e.name}`;
    if (e.isDirectory()) files(root, child, out);
    else if (e.isFile()) out.push(child);
  }
  return out;
}

/** The hash of the inputs (paths relative to root) and of `extra` (what else the build reads, e.g. environment variables). */
export function fingerprintInputs(root, inputs, extra = '') {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const abs = path.join(root, input);
    const list = !existsSync(abs) ? [] : statSync(abs).isDirectory() ? files(root, input, []) : [input];
    for (const f of list) {
      hash.update(`${f}\0`);
      hash.update(readFileSync(path.join(root, f)));
      hash.update('\0');
    }
  }
  hash.update(`extra\0${extra}`);
  return hash.digest('hex');
}

/** Whether the stamp file (written as a build's last step) holds this fingerprint and the build's output exists. */
export function isStampCurrent(root, stamp, output, fingerprint) {
  try {
    return existsSync(path.join(root, output)) && readFileSync(path.join(root, stamp), 'utf8').trim() === fingerprint;
  } catch {
    return false;
  }
}
