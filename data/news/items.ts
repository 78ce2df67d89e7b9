import type { NewsItemSeed } from './types';

// Twelve items spread over two years before the seeding day: eight within the past 9 months (breaking news) and
// four older (old news). Ids grow with the publication date.
export const newsItemSeeds: readonly NewsItemSeed[] = [
  {
    id: 12,
    daysAgo: 3,
    title: 'Quarterly data release: 2,140 new curated gene function annotations',
    content:
      '<p>This quarter\'s release adds 2,140 manually curated Gene Ontology and Plant Ontology annotations drawn from ' +
      '612 research articles, together with 318 new or updated gene symbols and 97 revised gene models.</p>' +
      '<p>Subscribers can download the complete files today from ' +
      '<a href="/download/list?dir=Subscriber_Data_Releases">Subscriber Data Releases</a>; the same files become ' +
      'free to everyone in <a href="/download/list?dir=Public_Data_Releases">Public Data Releases</a> one year ' +
      'from now.</p>',
  },
  {
    id: 11,
    daysAgo: 18,
    title: 'Registration opens for the International Conference on Arabidopsis Research',
    content:
      '<p>Registration and abstract submission are open for this year\'s International Conference on Arabidopsis ' +
      'Research (ICAR) in Edmonton, Canada. Early-career researchers may apply for travel awards until the ' +
      'abstract deadline.</p>' +
      '<p>Our curators will run a drop-in help desk at the conference: bring your gene lists and questions about ' +
      'annotations, nomenclature and downloads. See <a href="/news/events">Events</a> for dates and venue.</p>',
  },
  {
    id: 10,
    daysAgo: 41,
    title: 'Gene Ontology annotation files now include evidence references for every line',
    content:
      '<p>The GO annotation files in ' +
      '<a href="/download/list?dir=GO_and_PO_Annotations">GO and PO Annotations</a> now carry the supporting ' +
      'reference (PubMed ID or TAIR communication) on every line, including electronic annotations.</p>' +
      '<p>Column order is unchanged, so existing scripts keep working.</p>',
  },
  {
    id: 9,
    daysAgo: 77,
    title: 'Free online workshop: from a gene list to sequences and annotations',
    content:
      '<p>Join a one-hour live session on turning a list of AGI locus identifiers into sequences, GO annotations ' +
      'and expression data with advanced search, bulk retrieval and BLAST.</p>' +
      '<ul><li>Searching genes by name, keyword and map position</li>' +
      '<li>Retrieving Araport11 coding, protein and upstream sequences in bulk</li>' +
      '<li>Running BLAST and pattern searches against the Arabidopsis genome</li></ul>' +
      '<p>The recording will be posted afterwards. Details under <a href="/news/events">Events</a>.</p>',
  },
  {
    id: 8,
    daysAgo: 120,
    title: 'Submit your gene function findings with the online annotation tool',
    content:
      '<p>Authors of new Arabidopsis papers can now submit gene function data directly: enter the genes studied, ' +
      'the processes, functions and locations shown, and the experiments behind them. A curator reviews every ' +
      'submission and links it to your publication.</p>' +
      '<p>Submissions made within a month of publication are usually visible on locus pages in the next release.</p>',
  },
  {
    id: 7,
    daysAgo: 165,
    title: 'Public data release: last year\'s curated data is now free to all',
    content:
      '<p>The curated data released to subscribers a year ago is now available without a subscription, as ' +
      'promised. The release includes gene descriptions, GO and PO annotations, gene symbols and publication ' +
      'links for all 27,655 protein-coding genes.</p>' +
      '<p>Find the files in <a href="/download/list?dir=Public_Data_Releases">Public Data Releases</a>.</p>',
  },
  {
    id: 6,
    daysAgo: 230,
    title: 'Locus pages show PANTHER 17.0 paralogs and plant orthologs',
    content:
      '<p>The Homology section of each locus page now lists the gene\'s Arabidopsis paralogs and counts its ' +
      'orthologs in eudicots, monocots and other plants, based on PANTHER 17.0 gene families. Both lists can be ' +
      'downloaded as tab-separated files.</p>' +
      '<p>Try it on <a href="/locus?name=AT1G01060">LHY</a> or <a href="/locus?name=AT5G10140">FLC</a>.</p>',
  },
  {
    id: 5,
    daysAgo: 262,
    title: 'Reminder: registering a gene class symbol before publication',
    content:
      '<p>Please register new gene class symbols before your paper is published, so that the name you chose is ' +
      'not already in use. Symbols should be three or four letters, contain no numbers and not begin with ' +
      '"At".</p>' +
      '<p>Start at <a href="/submit/gene_class_symbol_registration">Gene Class Symbol Registration</a>.</p>',
  },
  {
    id: 4,
    daysAgo: 300,
    title: 'BLAST datasets rebuilt from Araport11 transcripts and proteins',
    content:
      '<p>All BLAST and pattern matching datasets have been rebuilt from the current Araport11 annotation, ' +
      'including 3\' and 5\' UTR, intron and intergenic sets. TAIR10 coding and protein sets remain available for ' +
      'comparison with older results.</p>',
  },
  {
    id: 3,
    daysAgo: 410,
    title: 'Abstracts from the International Conference on Arabidopsis Research are online',
    content:
      '<p>More than 700 poster and talk abstracts from last year\'s ICAR are now searchable online, grouped by ' +
      'session: development, cell biology, hormone signalling, environmental responses, genomics and tools.</p>',
  },
  {
    id: 2,
    daysAgo: 520,
    title: 'New germplasm images for 1,800 mutant lines',
    content:
      '<p>Photographs of mutant phenotypes contributed by the stock centres are now shown on 1,800 germplasm ' +
      'pages, alongside the phenotype descriptions and the publications that report them.</p>',
  },
  {
    id: 1,
    daysAgo: 690,
    title: 'Institutional subscriptions renewed by over 100 universities and institutes',
    content:
      '<p>Thank you to the libraries and departments that renewed their institutional subscriptions this year. ' +
      'Subscriptions fund the curators who read the literature and keep gene function data current for the whole ' +
      'community.</p>' +
      '<p>Ask your librarian about access, or contact us at ' +
      '<a href="mailto:curator@arabidopsis.org">curator@arabidopsis.org</a>.</p>',
  },
];
