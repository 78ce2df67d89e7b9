// Rows of HTML as bytes: what a worker thread hands the request thread without copying (the buffers are
// transferred). A results page may hold 250,000 rows and hundreds of megabytes (001 §3.5: maxhits); as strings sent
// from a worker they cost the receiving thread seconds to rebuild, as bytes nothing. The bytes live in chunks of
// about a megabyte, so that no single buffer has to grow to the page's size. The page puts a newline between rows;
// each row is followed by one in its chunk, so that rows listed in the order they were packed go out as views of
// their chunk, never copied.

/** Rows of the hit table in the order a page lists them. */
export interface PageRows {
  readonly length: number;
  /**
   * Rows from `first` on, with the newlines between them, as one view of their bytes: as many as lie one after
   * another in memory, while the view holds fewer than `bytes` bytes (always at least row `first`). `next` is the
   * row after the last one in the view.
   */
  run(first: number, bytes: number): { bytes: Uint8Array; next: number };
}

/** Rows as bytes: row i is `chunks[places[3i]]` from `places[3i + 1]` to `places[3i + 2]`, a newline after it. */
export interface PackedRows {
  chunks: Uint8Array[];
  places: Uint32Array;
}

const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** Collects rows as UTF-8 bytes, one chunk after another. */
export class RowPacker {
  private readonly chunks: Buffer[] = [];
  private readonly places: number[] = [];
  private current: Buffer | null = null;
  private used = 0;

  add(html: string): void {
    const size = Buffer.byteLength(html) + 1;
    if (!this.current || this.used + size > this.current.length) this.startChunk(size);
    const start = this.used;
    const end = start + this.current!.write(html, start);
    this.current![end] = NEWLINE;
    this.used = end + 1;
    this.places.push(this.chunks.length - 1, start, end);
  }

  get count(): number {
    return this.places.length / 3;
  }

  packed(): PackedRows {
    this.closeChunk();
    return { chunks: [...this.chunks], places: Uint32Array.from(this.places) };
  }

  private startChunk(size: number): void {
    this.closeChunk();
    // Its own memory (never Node's shared pool for small buffers), so that it can be transferred.
    this.current = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, size));
    this.used = 0;
    this.chunks.push(this.current);
  }

  private closeChunk(): void {
    if (!this.current) return;
    // A chunk cut short by a long row is copied to its size rather than carrying its empty rest to the page.
    if (this.used < this.current.length / 2) {
      const fitted = Buffer.allocUnsafeSlow(this.used);
      this.current.copy(fitted, 0, 0, this.used);
      this.chunks[this.chunks.length - 1] = fitted;
    }
    this.current = null;
  }
}

export function packRows(rows: Iterable<string>): PackedRows {
  const packer = new RowPacker();
  for (const row of rows) packer.add(row);
  return packer.packed();
}

/** The buffers to transfer with a message that carries `rows`. */
export const rowBuffers = (rows: PackedRows): ArrayBuffer[] => [...rows.chunks.map((chunk) => chunk.buffer as ArrayBuffer), rows.places.buffer as ArrayBuffer];

export const rowCount = (rows: PackedRows) => rows.places.length / 3;

/** Whether row `row + 1` follows row `row` in the same chunk, past the newline between them. */
const followsInChunk = ({ places }: PackedRows, row: number) => places[3 * row + 3] === places[3 * row] && places[3 * row + 4] === places[3 * row + 2]! + 1;

/** Rows `first` to `last` (inclusive), lying one after another in a chunk, and the newlines between them. */
function view({ chunks, places }: PackedRows, first: number, last: number): Uint8Array {
  return chunks[places[3 * first]!]!.subarray(places[3 * first + 1]!, places[3 * last + 2]!);
}

/** The rows of one packed set, in the order they were packed. */
export function packedPageRows(rows: PackedRows): PageRows {
  const count = rowCount(rows);
  return {
    length: count,
    run(first, bytes) {
      let last = first;
      const start = rows.places[3 * first + 1]!;
      while (last + 1 < count && followsInChunk(rows, last) && rows.places[3 * last + 5]! - start < bytes) last += 1;
      return { bytes: view(rows, first, last), next: last + 1 };
    },
  };
}

/** Each row as text, one by one (for comparing answers, not for sending them). */
export function rowTexts(rows: PageRows): string[] {
  const decoder = new TextDecoder();
  return Array.from({ length: rows.length }, (_, index) => decoder.decode(rows.run(index, 0).bytes));
}

/** Rows taken from several packed sets (the jobs of a split search) in an order of their own. */
export class RowList implements PageRows {
  private readonly sources: PackedRows[] = [];
  private readonly sourceIndex = new Map<PackedRows, number>();
  /** For each row: its set's index in `sources`, and its index there. */
  private refs = new Int32Array(2048);
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Adds rows `first` to `first + count` of `source`. */
  add(source: PackedRows, first: number, count = 1): void {
    let index = this.sourceIndex.get(source);
    if (index === undefined) {
      index = this.sources.push(source) - 1;
      this.sourceIndex.set(source, index);
    }
    if (2 * (this.count + count) > this.refs.length) {
      const grown = new Int32Array(Math.max(2 * this.refs.length, 2 * (this.count + count)));
      grown.set(this.refs);
      this.refs = grown;
    }
    for (let row = first; row < first + count; row += 1) {
      this.refs[2 * this.count] = index;
      this.refs[2 * this.count + 1] = row;
      this.count += 1;
    }
  }

  run(first: number, bytes: number): { bytes: Uint8Array; next: number } {
    const { refs } = this;
    const source = this.sources[refs[2 * first]!]!;
    const firstRow = refs[2 * first + 1]!;
    const start = source.places[3 * firstRow + 1]!;
    let last = first;
    while (last + 1 < this.count && refs[2 * last + 2] === refs[2 * first] && refs[2 * last + 3] === refs[2 * last + 1]! + 1) {
      const row = refs[2 * last + 1]!;
      if (!followsInChunk(source, row) || source.places[3 * row + 5]! - start >= bytes) break;
      last += 1;
    }
    return { bytes: view(source, firstRow, refs[2 * last + 1]!), next: last + 1 };
  }
}
