import { describe, expect, it } from 'vitest';
import { BULK_DOWNLOAD_WIKI, OLDER_TOOLS, WIKI_PAGES } from './legacyDestinations';
import { legacyTarget } from './legacyTarget';

type Case = readonly [oldAddress: string, target: string | null];

/** Splits an old address as the router hands it over: path and query. */
function targetOf(address: string): string | null {
  const queryStart = address.indexOf('?');
  return queryStart < 0 ? legacyTarget(address, '') : legacyTarget(address.slice(0, queryStart), address.slice(queryStart));
}

/** A documented external address; a missing one fails the test rather than matching a null answer. */
function external(table: Readonly<Record<string, string>>, oldPath: string): string {
  const address = table[oldPath];
  if (address === undefined) throw new Error(`No external address for ${oldPath}`);
  return address;
}

const fixedPages: Case[] = [
  ['/index.jsp', '/'],
  ['/download_files/Genes/README.txt', '/download/file?path=Genes%2FREADME.txt'],
  ['/download_files/Public_Data_Releases/TAIR%20Data%2020201231.txt', '/download/file?path=Public_Data_Releases%2FTAIR+Data+20201231.txt'],
  ['/tools/bulk/protein/index.jsp', '/search/protein'],
  ['/tools/bulk/sequences/index.jsp', BULK_DOWNLOAD_WIKI],
  ['/tools/bulk/go/index.jsp?type=locus', BULK_DOWNLOAD_WIKI],
  ['/Blast/index.jsp', '/tools/blast'],
  ['/cgi-bin/patmatch/nph-patmatch.pl', '/tools/Patmatch'],
  ['/submit/genefamily_submission.jsp', '/pagenotfound'],
  ['/news/jobs.jsp', '/news/jobs'],
  ['/news/events.jsp', '/news/events'],
  ['/browse/genefamily/index.jsp', '/browse/gene_family'],
  ['/portals/nomenclature/symbol_main.jsp', '/submit/gene_class_symbol_registration'],
  ['/download/index.jsp', '/download/overview'],
  ['/submit/index.jsp', '/submit/overview'],
  ['/browse/genefamily/gene_families_sep_29_09_update.txt', '/download/file?path=Genes%2FGene_families%2Fgene_families_sep_29_09_update.txt'],
  ['/portals/nomenclature/gene_aliases.txt', '/download/file?path=Genes%2Fgene_aliases_20140331.txt'],
  ['/portals/genAnnotation/functional_annotation/go.jsp', external(WIKI_PAGES, '/portals/genannotation/functional_annotation/go.jsp')],
  ['/tools/go_term_enrichment.jsp', external(OLDER_TOOLS, '/tools/go_term_enrichment.jsp')],
];

const community: Case[] = [
  ['/servlets/Community?action=view&type=person&communityID=1501415858', '/person?key=1501415858'],
  ['/servlets/Community?action=view&type=organization&communityID=%201501000101%20', '/organization?key=1501000101'],
  ['/servlets/Community?action=view&type=person', null],
  ['/servlets/Community?action=view&type=person&communityid=1501415858', null],
  ['/servlets/Community/person_detail/1501415858', '/person?key=1501415858'],
  ['/servlets/Community/organization_detail/1501000101', '/organization?key=1501000101'],
];

const objects: Case[] = [
  ['/servlets/TairObject?type=locus&name=AT1G01010', '/locus?name=AT1G01010'],
  ['/servlets/TairObject?type=locus&name=%20at1g01010%20', '/locus?name=AT1G01010'],
  ['/servlets/TairObject?type=locus&id=2200934', '/locus?key=2200934'],
  ['/servlets/TairObject?type=gene&id=2200935&name=AT1G01010.1', '/gene?key=2200935'],
  ['/servlets/TairObject?type=clone&name=f14n23', '/clone?name=F14N23'],
  ['/servlets/TairObject?type=polyallele&id=1945', '/polyallele?key=1945'],
  ['/servlets/TairObject?type=locus', '/pagenotfound'],
  ['/servlets/TairObject?type=germplasm&id=6530645311', '/germplasm?key=6530645311'],
  ['/servlets/TairObject?type=vector&id=1', '/vector?key=1'],
  ['/servlets/TairObject?type=marker&id=4', '/marker?key=4'],
  ['/servlets/TairObject?type=person&id=5', '/person?key=5'],
  ['/servlets/TairObject?type=publication&id=501', '/publication?key=501'],
  ['/servlets/TairObject?type=transposon&id=7', '/transposon?key=7'],
  ['/servlets/TairObject?type=species_variant&id=90', '/ecotype?key=90'],
  ['/servlets/TairObject?type=germplasm&name=CS70000', '/pagenotfound'],
  ['/servlets/TairObject?type=restrictionenzyme&id=118', '/pagenotfound'],
];

const accessions: Case[] = [
  ['/servlets/TairObject?accession=Gene:2200934', '/gene?accession=2200934'],
  ['/servlets/TairObject?accession=locus:2200935', '/locus?accession=2200935'],
  ['/servlets/TairObject?accession=clone_end:1003', '/cloneend?accession=1003'],
  ['/servlets/TairObject?accession=polymorphism:1945', '/polyallele?accession=1945'],
  ['/servlets/TairObject?accession=genetic_marker:4', '/marker?accession=4'],
  ['/servlets/TairObject?accession=GeneticMarker:4', '/marker?accession=4'],
  ['/servlets/TairObject?accession=array_element:22', '/array_element?accession=22'],
  ['/servlets/TairObject?accession=Publication:501', '/publication?key=501'],
  ['/servlets/TairObject?accession=Image:12', '/pagenotfound'],
  ['/servlets/TairObject?accession=2200934', '/pagenotfound'],
  ['/servlets/TairObject?accession=Gene:', '/pagenotfound'],
  ['/servlets/TairObject', '/pagenotfound'],
];

const processorAndSearch: Case[] = [
  ['/servlets/Processor?type=transposonfamily&update_action=browse', '/browse/transposon_families'],
  ['/servlets/Processor?type=genesymbol&update_action=view_symbols', '/browse/gene_symbols'],
  ['/servlets/Processor?type=unknown', null],
  ['/servlets/Search?action=new_search&type=gene', '/search/genes'],
  ['/servlets/Search?action=new_search&type=dna', '/search/dna'],
  ['/servlets/Search?action=new_search&type=marker', '/search/markers'],
  ['/servlets/Search?action=new_search&type=community', '/search/community'],
  ['/servlets/Search?action=new_search&type=germplasm', '/search/germplasm'],
  ['/servlets/Search?action=new_search&type=expr', '/browse/microarray_experiments'],
  ['/servlets/Search?action=new_search&type=expression', '/pagenotfound'],
  ['/servlets/Search?action=new_search&type=toString', null],
  ['/servlets/Search?action=search&type=gene', null],
  [
    '/servlets/Search?action=search&type=publication&search_action=search&recent=14&pageNum=1&size=500&sort_field=journal',
    '/browse/recent_literature',
  ],
];

const autoIndex: Case[] = [
  ['/download/index-auto.jsp?dir=%2Fdownload_files%2FGenes', '/download/list?dir=Genes'],
  ['/download/index-auto.jsp?dir=/download_files/GO_and_PO_Annotations', '/download/list?dir=GO_and_PO_Annotations'],
  [
    '/download/index-auto.jsp?dir=/download_files/GO_and_PO_Annotations/Gene_Ontology_Annotations',
    '/download/list?dir=GO_and_PO_Annotations%2FGene_Ontology_Annotations',
  ],
  ['/download/index-auto.jsp?dir=/download_files/Maps', '/pagenotfound'],
  ['/download_files/Genes/', '/download/list?dir=Genes'],
];

const notLegacy: Case[] = [
  ['/', null],
  ['/locus', null],
  ['/no/such/page.jsp', null],
  ['/servlets/Unknown?type=locus&id=1', null],
];

// Values an attacker could put in an old link: never a target off the portal, never a script address.
const hostile: Case[] = [
  ['/servlets/TairObject?type=locus&id=javascript:alert(1)', '/locus?key=javascript%3Aalert%281%29'],
  ['/servlets/TairObject?accession=Gene://evil.example', '/gene?accession=%2F%2Fevil.example'],
  ['/download_files//evil.example/x', '/download/file?path=evil.example%2Fx'],
  ['/download_files/../../etc/passwd', null],
  ['/download_files/%2e%2e/secret', null],
  ['/download_files/%E0%A4%A', null],
  ['/download_files/', null],
];

describe('legacyTarget', () => {
  it.each([...fixedPages, ...community, ...objects, ...accessions, ...processorAndSearch, ...autoIndex, ...notLegacy, ...hostile])(
    '%s → %s',
    (address, target) => {
      expect(targetOf(address)).toBe(target);
    },
  );

  it('ignores the case of old paths, a session id and a trailing slash', () => {
    expect(legacyTarget('/blast/INDEX.JSP', '')).toBe('/tools/blast');
    expect(legacyTarget('/servlets/TairObject;jsessionid=0A1B2C', '?type=locus&name=AT1G01010')).toBe('/locus?name=AT1G01010');
    expect(legacyTarget('/index.jsp/', '')).toBe('/');
  });

  it('answers only portal paths or the documented external addresses', () => {
    const all = [...fixedPages, ...community, ...objects, ...accessions, ...processorAndSearch, ...autoIndex, ...hostile];
    const external = new Set([BULK_DOWNLOAD_WIKI, ...Object.values(WIKI_PAGES), ...Object.values(OLDER_TOOLS)]);
    for (const [address] of all) {
      const target = targetOf(address);
      if (target === null) continue;
      expect(target.startsWith('/') ? !/^\/[/\\]/.test(target) : external.has(target), `${address} → ${target}`).toBe(true);
    }
  });
});
