// Ruler positions for a sequence of `length` residues drawn `width` pixels wide: 1, then round numbers (1, 2 or 5
// times a power of ten apart) far enough apart that their labels do not touch, and the last residue.

/** Pixels a tick label needs, including the gap to its neighbour. */
const LABEL_SPACE = 56;

export function tickStep(length: number, width: number): number {
  const most = Math.max(1, Math.floor(width / LABEL_SPACE));
  const rough = length / most;
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power;
}

export function rulerTicks(length: number, width: number): number[] {
  if (length < 1) return [];
  const step = tickStep(length, width);
  const ticks = [1];
  for (let position = step; position < length; position += step) ticks.push(position);
  // The end is labelled; a round tick too close to it gives way.
  const last = ticks[ticks.length - 1] ?? 1;
  if (length > 1 && ((length - last) / length) * width < LABEL_SPACE && ticks.length > 1) ticks.pop();
  if (length > 1) ticks.push(length);
  return ticks;
}
