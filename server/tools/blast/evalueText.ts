/** E-values as BLAST writes them: 0.0, 3e-45, 0.002, 1.5. */
export function formatEvalue(value: number): string {
  if (value === 0) return '0.0';
  if (value < 0.001) return value.toExponential(0);
  if (value < 1) return String(Number(value.toPrecision(2)));
  return value.toFixed(1);
}
