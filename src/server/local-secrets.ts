/**
 * Secrets of one data folder, for development only: made from random bytes the first time a
 * data folder needs them and kept in `<dataDir>/secrets/`, so nothing that signs sessions or
 * billing events can be derived from text in this repository.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function localSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  // The data folder itself keeps the default mode: a recursive mkdir with mode 0o700 would
  // also make it private to this user, and the embedded PostgreSQL (run as its own user
  // under root) could then not reach its folder inside it.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: link fails when another process was first, and
  // then both use that process's secret; nobody ever reads a half-written file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  const kept = readSecret(file);
  if (!kept) throw new Error(`Could not keep a development secret in ${file}`);
  return kept;
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : null;
  } catch {
    return null;
  }
}
