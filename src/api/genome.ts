// The genome API (contracts/genome/features.ts): the features of a region track by track, the region's sequence,
// and the addresses of the GFF3 and FASTA exports.
import * as z from 'zod/mini';
import { genomeFeaturesAnswerSchema, type GenomeFeaturesAnswer, type GenomeTrackId } from '../../contracts/genome/features';
import { regionText, type GenomeRegion } from '../../contracts/genome/region';
import { absoluteUrl, ApiError, apiGetJson, apiUrl } from './client';

export async function genomeFeatures(region: GenomeRegion, track: GenomeTrackId, signal?: AbortSignal): Promise<GenomeFeaturesAnswer> {
  return z.parse(genomeFeaturesAnswerSchema, await apiGetJson('genome/features', { region: regionText(region), track }, signal));
}

/** A text answer (the FASTA export): here, not in client.ts, as only the genome browser's code asks for one. */
async function apiGetText(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<string> {
  const url = absoluteUrl(apiUrl(path, params));
  const response = await fetch(url, { credentials: 'include', signal: signal ?? null });
  if (!response.ok) throw new ApiError(response.status, url);
  return response.text();
}

/** The region's bases, read from the FASTA answer (its header line dropped, its lines joined). */
export async function genomeSequence(region: GenomeRegion, signal?: AbortSignal): Promise<string> {
  const fasta = await apiGetText('genome/sequence.fasta', { region: regionText(region) }, signal);
  return fasta
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('>'))
    .join('')
    .trim();
}

export const genomeExportUrls = (region: GenomeRegion) => ({
  gff3: apiUrl('genome/features.gff3', { region: regionText(region) }),
  fasta: apiUrl('genome/sequence.fasta', { region: regionText(region) }),
});
