// The keyword page (002 §2.3): /keyword?key=; one section, Summary. A keyword is an ontology term (GO or PO).
// The spec gives the page no title; 'Keyword: {term}' follows the other record pages' 'Type: name' titles.
// 002 §4: external ids prefixed GO: or PO: link to an ontology browser (QuickGO for GO, the Planteome browser for
// PO, chosen by the ontologyTermUrl formatter); any other id shows as plain text.
import { defineRecordType } from './shared/defineRecordType';
import type { Keyword } from '../schemas/keyword';

export default defineRecordType<Keyword>()({
  type: 'keyword',
  apiType: 'keyword',
  route: '/keyword',
  lookups: { key: true },
  title: { text: 'Keyword: {summary.kw}', premium: true },
  structuredData: { type: 'Thing', name: '{summary.kw}', identifier: '{summary.extdbId}', description: '{summary.kwDef}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Term', kind: 'text', path: 'summary.kw' },
        { label: 'Definition', kind: 'text', path: 'summary.kwDef' },
        { label: 'Ontology Aspect', kind: 'text', path: 'summary.kwType', format: 'keywordType' },
        { label: 'External ID', kind: 'link', path: 'summary.extdbId', href: '{$|ontologyTermUrl}', external: true },
        { label: 'Synonyms', kind: 'stringList', path: 'synonyms', empty: 'No Synonyms' },
        {
          label: 'Data Annotated to This Term',
          kind: 'stringList',
          path: 'dataToTerm',
          text: '{linkCount|number} {displayName}',
          empty: 'No data associated to this term.',
        },
        {
          label: 'Data Annotated to Child Terms',
          kind: 'stringList',
          path: 'dataToChildren',
          text: '{linkCount|number} {displayName}',
          empty: 'No data associated to this term.',
        },
        { label: 'Date Last Modified', kind: 'text', path: 'summary.dateLastModified', format: 'date' },
      ],
    },
  ],
});
