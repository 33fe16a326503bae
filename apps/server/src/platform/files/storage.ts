import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. The local folder (DATA_DIR/files) is the default; an S3-compatible store
 * can implement the same calls. Keys are generated here, never taken from a client.
 */
export interface FileStorage {
  /** Moves a received temporary file into the store; answers its key. */
  put(tempPath: string, ext: string): Promise<string>;
  read(key: string): NodeJS.ReadableStream;
  /** Whether the bytes of a key are there (a row can outlive its file: a restored database, a lost volume). */
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every key in the store with when its bytes were written (the orphan sweep compares them with the rows). */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export function localStorage(root: string): FileStorage {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    // A key never leaves the root, whatever it holds.
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return p;
  };
  return {
    async put(tempPath, ext) {
      const now = new Date();
      const key = path.posix.join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), `${randomUUID()}.${ext}`);
      await mkdir(path.dirname(full(key)), { recursive: true });
      await rename(tempPath, full(key));
      return key;
    },
    read: (key) => createReadStream(full(key)),
    exists: (key) =>
      stat(full(key)).then(
        (st) => st.isFile(),
        () => false,
      ),
    remove: (key) => rm(full(key), { force: true }),
    // One folder at a time, its entries as they are read (opendir): the listing is never held whole, however many files.
    async *list() {
      const folders = [root];
      for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
        const dir = await opendir(folder).catch(() => null);
        if (!dir) continue;
        for await (const e of dir) {
          const abs = path.join(folder, e.name);
          if (e.isDirectory()) folders.push(abs);
          if (!e.isFile()) continue;
          const modified = await stat(abs).then(
            (st) => st.mtime,
            () => null,
          );
          if (modified) yield { key: path.relative(root, abs).split(path.sep).join('/'), modifiedAt: modified };
        }
      }
    },
  };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export const sizeOf = async (file: string) => (await stat(file)).size;
