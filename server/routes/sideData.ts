// Side data that the portal reads from object storage in production (002 §3, §7; 001 §7), served here from files:
//   GET /api/panther/orthologs/{AGI}.json       → [{ group_name, full_name, tree_id }]    (data/panther/orthologs)
//   GET /api/panther/paralogs/{AGI}.json        → [{ target_agi, target_gene_symbol, tree_id }]
//   GET /api/panther/files/{treeId}_{ortholog|paralog}.txt → the family's tab-separated download
//   GET /api/static/{microarray-experiments|germplasm-ecotypes|polymorphism-ecotypes}.json → an array of names
// The front end's defaults for these locations are in src/api/sideData.ts. A name that is not an AGI locus name or
// a PANTHER tree id answers 400; a well-formed one without data answers 404, which the locus page shows as
// "no homologs" (002 §4).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../downloads/contentTypes';
import { badRequest, notFound } from '../downloads/requestErrors';
import { pantherDirectory, staticListsDirectory } from '../sideData/config';
import { locusFromFileName, pantherDownloadFromFileName, STATIC_LISTS } from '../sideData/names';

export interface SideDataRoutesOptions {
  /** PANTHER_DIR or data/panther by default. */
  pantherDir?: string;
  /** STATIC_LISTS_DIR or data/static by default. */
  staticDir?: string;
}

interface FileParams {
  file: string;
}

/** The file's text, or undefined when it does not exist. */
async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function sideDataRoutes(
  app: FastifyInstance,
  { pantherDir = pantherDirectory(), staticDir = staticListsDirectory() }: SideDataRoutesOptions,
): Promise<void> {
  for (const kind of ['orthologs', 'paralogs'] as const) {
    app.get<{ Params: FileParams }>(`/api/panther/${kind}/:file`, async (request, reply) => {
      const locusName = locusFromFileName(request.params.file);
      if (!locusName) throw badRequest('The locus name must be an AGI locus name such as AT1G01010, followed by .json.');
      const text = await readIfPresent(path.join(pantherDir, kind, `${locusName}.json`));
      if (text === undefined) throw notFound(`No PANTHER ${kind} for ${locusName}.`);
      return reply.type('application/json; charset=utf-8').send(text);
    });
  }

  app.get<{ Params: FileParams }>('/api/panther/files/:file', async (request, reply) => {
    const download = pantherDownloadFromFileName(request.params.file);
    if (!download) throw badRequest('The file must be named {treeId}_ortholog.txt or {treeId}_paralog.txt, e.g. PTHR31719_ortholog.txt.');
    const fileName = `${download.treeId}_${download.kind}.txt`;
    const text = await readIfPresent(path.join(pantherDir, 'files', fileName));
    if (text === undefined) throw notFound(`No PANTHER ${download.kind} file for ${download.treeId}.`);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(text);
  });

  app.get<{ Params: FileParams }>('/api/static/:file', async (request, reply) => {
    const { file } = request.params;
    // Only the listed names are looked up; the request's text is never joined to a path otherwise.
    if (!STATIC_LISTS.has(file)) throw notFound(`No static list named "${file}".`);
    const text = await readIfPresent(path.join(staticDir, file));
    if (text === undefined) throw notFound(`No static list named "${file}".`);
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
