// The germplasm page (002 §2.3): /germplasm?key=; Summary, Stocks, Pedigree. Titled by the name the donor gave
// the line (originalName), else by its name.
import { publicationSummaryColumns } from './shared/columns';
import { defineRecordType } from './shared/defineRecordType';
import type { Germplasm } from '../schemas/germplasm';
import { attributionColumns } from './shared/recordColumns';
import { legacyObjectPage, stockCentrePage } from './shared/externalPages';

const STOCK_CENTRE = stockCentrePage('{stockName}');

// Images have no page in this portal: each opens on the legacy site, by image id.
const LEGACY_IMAGE_PAGE = legacyObjectPage('image', '{imageId}');

export default defineRecordType<Germplasm>()({
  type: 'germplasm',
  apiType: 'germplasm',
  route: '/germplasm',
  lookups: { key: true },
  title: { text: 'Germplasm: {$|originalNameOrName}', premium: true },
  structuredData: { type: 'Thing', name: '{$|originalNameOrName}', identifier: 'Germplasm:{tairObjectId}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'link', path: 'tairObjectId', href: '/germplasm?key={$}', text: 'Germplasm:{$}' },
        { label: 'Species', kind: 'text', path: 'scientificName' },
        { label: 'Germplasm Type', kind: 'text', path: 'germplasmType' },
        { label: 'Description', kind: 'text', path: 'description' },
        {
          label: 'Accessions',
          kind: 'table',
          path: 'accessions',
          empty: 'No Accessions available',
          columns: [
            // The accession is a species variant; its page is the ecotype page.
            { header: 'Accession', path: 'originalName', href: '/ecotype?key={speciesVariantId}' },
            { header: 'Abbreviation', path: 'abbrevName' },
            { header: 'Country', path: 'country' },
            { header: 'Location', path: 'location' },
          ],
        },
        {
          label: 'Other Names',
          kind: 'table',
          path: 'otherNames',
          empty: 'No Other Names available',
          columns: [
            { header: 'Name', path: 'originalAlias' },
            { header: 'Note', path: 'note' },
          ],
        },
        { label: 'Mutagen', kind: 'text', path: 'mutagen' },
        { label: 'Ploidy', kind: 'text', path: 'ploidy' },
        { label: 'Aneuploid', kind: 'text', path: 'aneuploid', format: 'yesNo' },
        { label: 'Special Growth Conditions', kind: 'text', path: 'specialGrowthConditions' },
        {
          label: 'Polymorphisms',
          kind: 'table',
          path: 'polymorphisms',
          empty: 'No polymorphisms available',
          columns: [
            { header: 'Polymorphism', path: 'originalName', href: '/polyallele?key={polymorphismId}' },
            { header: 'Locus', path: 'locusName', href: '/locus?key={locusId}' },
            { header: 'Gene Model', path: 'geneName', href: '/gene?key={geneId}' },
            // The locus's full name reads under the row (its link is beside it), so the table fits its card.
            { header: 'Full Name', path: 'fullName', detail: true },
            { header: 'Genotype', path: 'genotype' },
            { header: 'Mutagen', path: 'mutagen' },
            { header: 'Inheritance', path: 'inheritance' },
          ],
        },
        {
          label: 'Constructs',
          kind: 'table',
          path: 'construct',
          empty: 'No constructs available',
          columns: [
            // A construct without an inserted clone has no clone page: its name is then plain text.
            { header: 'Construct', path: 'name', href: '/clone?key={cloneId}' },
            { header: 'Construct Type', path: 'constructType' },
            { header: 'Vector', path: 'originalName', href: '/vector?key={vectorId}' },
          ],
        },
        {
          label: 'Images',
          kind: 'links',
          path: 'images',
          href: LEGACY_IMAGE_PAGE,
          text: 'Image {imageId}',
          external: true,
          empty: 'No images available',
        },
        {
          label: 'Phenotypes',
          kind: 'table',
          path: 'phenotypes',
          empty: 'No phenotypes available',
          columns: [
            { header: 'Phenotype', path: 'phenotype' },
            { header: 'Reference', text: '{authors|authors}', href: '/publication?key={publicationId}' },
            { header: 'Year', path: 'publicationYear' },
          ],
        },
        {
          label: 'Publications',
          kind: 'table',
          path: 'publications',
          empty: 'No publications available',
          defaultSort: { column: 'publicationYear', direction: 'desc' },
          columns: publicationSummaryColumns,
        },
        {
          label: 'Annotations',
          kind: 'table',
          path: 'annotations',
          empty: 'No Annotations available',
          columns: [
            { header: 'Annotation', path: 'annotation' },
            { header: 'Annotated By', path: 'annotatedBy' },
            { header: 'Date', path: 'date', format: 'date' },
          ],
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
    {
      id: 'stocks',
      label: 'Stocks',
      fields: [
        { label: 'Stock Number', kind: 'text', path: 'stock.name' },
        { label: 'Availability', kind: 'text', path: 'stock.stockAvailabilityType' },
        // 002 §4: an order button only for a stock the centre has available; otherwise where to look instead.
        {
          label: 'Order',
          kind: 'link',
          path: 'stock.name',
          href: stockCentrePage('{$}'),
          text: 'Order from ABRC',
          external: true,
          showIf: { path: 'stock.stockAvailabilityType', equals: 'available' },
          otherwise: 'Search at the stock centers or contact an author of publication(s) describing this line.',
        },
        {
          label: 'Donors',
          kind: 'table',
          path: 'stock.donors',
          columns: [
            { header: 'Donor', text: '{firstName} {lastName}', href: '/{communityType}?key={communityId}' },
            { header: 'Donor Stock Number', path: 'donorStockNumber' },
          ],
        },
        {
          label: 'Stock Entries',
          kind: 'table',
          path: 'stockEntries',
          empty: 'No stock entries available',
          columns: [
            { header: 'Stock', path: 'stockName', href: STOCK_CENTRE, external: true },
            { header: 'Stock Type', path: 'stockType' },
          ],
        },
        {
          label: 'Included in Stocks',
          help: 'Sets of lines or pools this line is distributed in.',
          kind: 'table',
          path: 'memberStockEntries',
          empty: 'No stock entries available',
          columns: [
            { header: 'Stock', path: 'stockName', href: STOCK_CENTRE, external: true },
            { header: 'Stock Type', path: 'stockType' },
          ],
        },
      ],
    },
    {
      id: 'pedigree',
      label: 'Pedigree',
      fields: [
        {
          label: 'Parent Lines',
          kind: 'table',
          path: 'pedigree.parentLines',
          empty: 'No Parent Lines available',
          columns: [{ header: 'Germplasm', path: 'name', href: '/germplasm?key={tairObjectId}' }],
        },
        {
          label: 'Progeny Lines',
          help: 'At most 1,000 progeny lines are listed.',
          kind: 'table',
          derive: 'germplasmProgenyLines',
          empty: 'No Progeny Lines available',
          columns: [{ header: 'Germplasm', path: 'name', href: '/germplasm?key={tairObjectId}' }],
        },
      ],
    },
  ],
});
