// A program's output collected as it arrives into chunks of about a megabyte, each with memory of its own: a BLAST
// report of up to 64 MB is then handed to a worker thread (its buffers transferred) or sent on as it is, never
// joined or decoded on the request thread.

const CHUNK_BYTES = 1 << 20;

export class OutputChunks {
  private readonly full: Buffer[] = [];
  private current: Buffer | null = null;
  private used = 0;

  push(data: Buffer): void {
    let from = 0;
    while (from < data.length) {
      if (!this.current || this.used === this.current.length) {
        if (this.current) this.full.push(this.current);
        // allocUnsafeSlow: never Node's shared pool for small buffers, so that the chunk can be transferred.
        this.current = Buffer.allocUnsafeSlow(CHUNK_BYTES);
        this.used = 0;
      }
      const copied = data.copy(this.current, this.used, from);
      this.used += copied;
      from += copied;
    }
  }

  /** The output so far, in order. */
  chunks(): Buffer[] {
    return this.current ? [...this.full, this.current.subarray(0, this.used)] : [...this.full];
  }
}
