import type { RendererRegistry } from './rendererProps';
import { PlainText } from '../renderers/plain-text/PlainText';
import { SingleLink } from '../renderers/link/SingleLink';
import { Links } from '../renderers/links/Links';
import { CommaLinks } from '../renderers/comma-links/CommaLinks';
import { LinkList } from '../renderers/link-list/LinkList';
import { ResultsLink } from '../renderers/results-link/ResultsLink';
import { StringList } from '../renderers/string-list/StringList';
import { ImageList } from '../renderers/image-list/ImageList';
import { Html } from '../renderers/html/Html';
import { Multiline } from '../renderers/multiline/Multiline';
import { DataTable } from '../renderers/table/DataTable';
import { GenomeBrowser } from '../renderers/genome-browser/GenomeBrowser';
import { Homologs } from '../renderers/homologs/Homologs';
import { PhyloTree } from '../renderers/phylo-tree/PhyloTree';
import { ExpressionImage } from '../renderers/expression-image/ExpressionImage';
import { Comments } from '../renderers/comments/Comments';
import { Sequence } from '../renderers/sequence/Sequence';
import { GeneStructure } from '../renderers/gene-structure/GeneStructure';

// One line per kind; a kind without a renderer is a compile error here.
export const rendererRegistry = {
  text: PlainText,
  link: SingleLink,
  links: Links,
  commaLinks: CommaLinks,
  linkList: LinkList,
  resultsLink: ResultsLink,
  stringList: StringList,
  imageList: ImageList,
  html: Html,
  multiline: Multiline,
  table: DataTable,
  genomeBrowser: GenomeBrowser,
  homologs: Homologs,
  phyloTree: PhyloTree,
  expressionImage: ExpressionImage,
  comments: Comments,
  sequence: Sequence,
  geneStructure: GeneStructure,
} satisfies RendererRegistry;
