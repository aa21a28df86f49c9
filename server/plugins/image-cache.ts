import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The rendered variants on disk, within a byte budget: when a new file would pass it, the least
 * recently used files go first. The index lives in this process (it is rebuilt from the folder at
 * start, oldest access first), so processes sharing a folder each keep to the budget for what
 * they wrote and read.
 */
export class ImageDiskCache {
  /** File name → size, least recently used first (a Map keeps insertion order). */
  readonly #files = new Map<string, number>();
  #bytes = 0;
  readonly dir: string;
  readonly maxBytes: number;

  private constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  static async open(dir: string, maxBytes: number): Promise<ImageDiskCache> {
    await mkdir(dir, { recursive: true });
    const cache = new ImageDiskCache(dir, maxBytes);
    const found: Array<{ name: string; size: number; used: number }> = [];
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      // A half-written file from a process killed mid-write.
      if (name.endsWith(".tmp")) {
        await unlink(file).catch(() => undefined);
        continue;
      }
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) found.push({ name, size: info.size, used: info.mtimeMs });
    }
    found.sort((a, b) => a.used - b.used);
    for (const { name, size } of found) cache.#remember(name, size);
    await cache.#evict();
    return cache;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get files(): number {
    return this.#files.size;
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!this.#files.has(name)) return undefined;
    try {
      const bytes = await readFile(path.join(this.dir, name));
      this.#remember(name, bytes.length);
      return bytes;
    } catch {
      this.#forget(name);
      return undefined;
    }
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return;
    // Room first, then the write: the folder stays within budget even while the file is written.
    this.#forget(name);
    await this.#evict(this.maxBytes - bytes.length);
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    this.#remember(name, bytes.length);
  }

  #remember(name: string, size: number) {
    this.#forget(name);
    this.#files.set(name, size);
    this.#bytes += size;
  }

  #forget(name: string) {
    const size = this.#files.get(name);
    if (size === undefined) return;
    this.#files.delete(name);
    this.#bytes -= size;
  }

  async #evict(limit = this.maxBytes) {
    for (const [name] of this.#files) {
      if (this.#bytes <= limit) return;
      this.#forget(name);
      await unlink(path.join(this.dir, name)).catch(() => undefined);
    }
  }
}
