// Positions in PostgreSQL's write-ahead log ('16/B374D848'), compared as numbers: a replica has applied a write once
// its replay position is at or past the position the primary gave when the write committed.

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position as one number, or null for text that is not a position. */
export function walPosition(text: string | null | undefined): bigint | null {
  const match = LSN.exec(text ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** Whether a replica at `replayed` has applied everything up to `written`; a position that is not one never has. */
export function hasReplayed(replayed: string | null, written: string): boolean {
  const replay = walPosition(replayed);
  const write = walPosition(written);
  return replay !== null && write !== null && replay >= write;
}
