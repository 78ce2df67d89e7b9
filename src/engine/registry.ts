import type { RecordTypeConfigData, RendererKind } from './config/format';
import type { ComponentType } from 'react';
import type { RendererProps, RendererRegistry } from './rendererProps';
import { PlainText } from '../renderers/plain-text/PlainText';
import { SingleLink } from '../renderers/link/SingleLink';
import { Links } from '../renderers/links/Links';
import { CommaLinks } from '../renderers/comma-links/CommaLinks';
import { LinkList } from '../renderers/link-list/LinkList';
import { ResultsLink } from '../renderers/results-link/ResultsLink';
import { StringList } from '../renderers/string-list/StringList';
import { Html } from '../renderers/html/Html';
import { Multiline } from '../renderers/multiline/Multiline';
import { DataTable } from '../renderers/table/DataTable';
import { GenomeBrowser } from '../renderers/genome-browser/GenomeBrowser';
import { Homologs } from '../renderers/homologs/Homologs';
import { PhyloTree } from '../renderers/phylo-tree/PhyloTree';
import { ExpressionImage } from '../renderers/expression-image/ExpressionImage';
import { Comments } from '../renderers/comments/Comments';
import { lazyRenderer } from './lazyRenderer';

// Kinds only a few record types use (a gene's structure, a protein's domains, sequences, image lists) load with the pages that use them,
// so the code every detail page loads, the locus page's among them, does not carry them.
const onDemand = {
  imageList: lazyRenderer<'imageList'>(() => import('../renderers/image-list/ImageList').then((module) => module.ImageList)),
  sequence: lazyRenderer<'sequence'>(() => import('../renderers/sequence/Sequence').then((module) => module.Sequence)),
  geneStructure: lazyRenderer<'geneStructure'>(() => import('../renderers/gene-structure/GeneStructure').then((module) => module.GeneStructure)),
  domainArchitecture: lazyRenderer<'domainArchitecture'>(() =>
    import('../renderers/domain-architecture/DomainArchitecture').then((module) => module.DomainArchitecture),
  ),
};

// One line per kind; a kind without a renderer is a compile error here.
export const rendererRegistry = {
  text: PlainText,
  link: SingleLink,
  links: Links,
  commaLinks: CommaLinks,
  linkList: LinkList,
  resultsLink: ResultsLink,
  stringList: StringList,
  imageList: onDemand.imageList,
  html: Html,
  multiline: Multiline,
  table: DataTable,
  genomeBrowser: GenomeBrowser,
  homologs: Homologs,
  phyloTree: PhyloTree,
  expressionImage: ExpressionImage,
  comments: Comments,
  sequence: onDemand.sequence,
  geneStructure: onDemand.geneStructure,
  domainArchitecture: onDemand.domainArchitecture,
} satisfies RendererRegistry;

type OnDemandKind = keyof typeof onDemand;
const isOnDemand = (kind: RendererKind): kind is OnDemandKind => kind in onDemand;

/** Loads the on-demand renderers a record type's page uses, so that the page can show them as soon as it renders. */
export async function preloadRenderers(config: RecordTypeConfigData): Promise<void> {
  const kinds = new Set(config.sections.flatMap((section) => section.fields.map((field) => field.kind)));
  await Promise.all([...kinds].filter(isOnDemand).map((kind) => onDemand[kind].preload()));
}

/** Hands over the on-demand renderers already loaded, for stories and tests that show every page at once. */
export function provideRenderers(renderers: { [K in OnDemandKind]: ComponentType<RendererProps<K>> }): void {
  onDemand.imageList.provide(renderers.imageList);
  onDemand.sequence.provide(renderers.sequence);
  onDemand.geneStructure.provide(renderers.geneStructure);
  onDemand.domainArchitecture.provide(renderers.domainArchitecture);
}
