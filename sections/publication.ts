// The publication page (002 §2.3): /publication?key=; one section, Summary.
// The spec gives the page no title; 'Publication: {title}' follows the other record pages' titles.
// 002 §4: with annotations, their count links to the annotation results; with none, the page says so and invites
// the authors to submit theirs (the spec gives no wording: the texts below are chosen for researchers, and the
// link leads to the portal's data submission page). 002 §5: the results link hands over its parameters,
// {"publicationId": "<reference id>"}, in local storage under a timestamped key.
// 002 §9: at most 21 loci, with a '... more' link when there are more than 19 — read as 20 loci, then '... more'
// in the 21st place, which lists the rest in place (a researcher reading a paper's loci expects them all here).
import { defineRecordType } from './shared/defineRecordType';
import type { Publication } from '../schemas/publication';

export default defineRecordType<Publication>()({
  type: 'publication',
  apiType: 'publication',
  route: '/publication',
  lookups: { key: true },
  title: { text: 'Publication: {title}', premium: true },
  structuredData: {
    type: 'ScholarlyArticle',
    name: '{title}',
    // Bioschemas asks for a global identifier of the article: its DOI, else its PubMed ID.
    identifier: ['doi:{doi}', 'pmid:{pubmedId}'],
    properties: { datePublished: '{publicationYear}', sameAs: ['{doi|doiUrl}', 'https://pubmed.ncbi.nlm.nih.gov/{pubmedId}/'] },
  },
  // Under the title, the rest of what names a paper in a reference list: its authors, journal and year.
  summary: { nameLine: ['{authors|authors}', '{sourceName}', '{publicationYear}'] },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Title', kind: 'text', path: 'title' },
        // 002 §9: the first 6 names, then 'et al.'.
        { label: 'Authors', kind: 'text', path: 'authors', format: 'authors' },
        { label: 'Source', kind: 'text', path: 'sourceName' },
        { label: 'Year', kind: 'text', path: 'publicationYear' },
        { label: 'Volume', kind: 'text', path: 'volume' },
        { label: 'Issue', kind: 'text', path: 'issue' },
        { label: 'First Page', kind: 'text', path: 'pageStart' },
        { label: 'Publication Type', kind: 'text', path: 'publicationType' },
        { label: 'DOI', kind: 'link', path: 'doi', href: '{$|doiUrl}', external: true, empty: 'No DOI available' },
        {
          label: 'PubMed ID',
          kind: 'link',
          path: 'pubmedId',
          href: 'https://pubmed.ncbi.nlm.nih.gov/{$}/',
          external: true,
          empty: 'No PubMed ID available',
        },
        {
          label: 'Annotations',
          kind: 'resultsLink',
          path: 'annotationCount',
          text: '{$|number}',
          results: { category: 'annotations', params: { publicationId: '{^referenceId}' }, store: true },
          showIf: { path: 'annotationCount', greaterThan: 0 },
          otherwise: 'No gene annotations have been made from this publication yet.',
        },
        {
          label: 'Submit Annotations',
          kind: 'link',
          href: '/submit/overview',
          text: 'Submit annotations from this publication',
          help: 'Authors can send their own GO and PO annotations for curators to review.',
          showIf: { path: 'annotationCount', greaterThan: 0, not: true },
        },
        {
          label: 'Keywords',
          kind: 'commaLinks',
          path: 'keywords',
          href: '/keyword?key={keywordId}',
          text: '{keyword}',
        },
        {
          label: 'Loci',
          kind: 'linkList',
          path: 'loci',
          href: '/locus?key={locusId}',
          text: '{name}',
          note: '{symbol}',
          limit: 20,
          empty: 'No Loci available',
        },
        {
          label: 'Community Members',
          help: 'Authors registered with the portal.',
          kind: 'commaLinks',
          path: 'communities',
          // communityType is 'person' or 'organization', the route of its page.
          href: '/{communityType}?key={communityId}',
          text: '{firstName} {lastName} {organizationName}',
        },
        // 002 §8 lists both 'No comments available' and 'No comments found'; the publication page uses the latter.
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments found' },
      ],
    },
  ],
});
