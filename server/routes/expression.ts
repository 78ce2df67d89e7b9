// A stand-in for the external expression-image service (002 §7: GET {service}/api/efp_image/efp_arabidopsis/
// {dataSource}/Absolute/{locusName}), so the Expression section works offline out of the box. In production the
// front end points VITE_EXPRESSION_SERVICE at the real service. The pictures are schematic, coloured from the locus
// and data source, and say in their caption that they are not measured data.
import type { FastifyInstance } from 'fastify';
import { efpImageSvg } from '../../data/expression/efpImage';
import type { RecordReader } from '../db/recordReader';

const LOCUS_NAME = /^AT[1-5CM]G\d{5}$/i;
const DATA_SOURCE = /^[A-Za-z0-9_]{1,64}$/;

interface Params {
  source: string;
  locus: string;
}

export async function expressionRoutes(app: FastifyInstance, { records }: { records: RecordReader }): Promise<void> {
  app.get<{ Params: Params }>('/api/efp_image/efp_arabidopsis/:source/Absolute/:locus', async (request, reply) => {
    const { source, locus } = request.params;
    if (!DATA_SOURCE.test(source)) return reply.code(400).send({ wasSuccessful: false, error: 'The data source name is not valid.' });
    // The service reports missing data as JSON (002 §8), which the page shows in place of the picture.
    if (!LOCUS_NAME.test(locus) || (await records.idByName('locus', locus)) === null) {
      return reply.send({ wasSuccessful: false, error: `No expression data for ${locus.slice(0, 20)} in this data source.` });
    }
    const svg = efpImageSvg(source, locus.toUpperCase()).replace('</svg>', standInNote);
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}

const standInNote = '  <text x="10" y="232" font-family="sans-serif" font-size="11" fill="#555">Offline stand-in picture, not measured expression</text>\n</svg>';
