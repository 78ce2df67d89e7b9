// Protocol records (002 §3 Protocol). The methods are standard laboratory practice; the records themselves
// (keys, authors, wording, dates, the publications they cite) are demo data. The GUS staining protocol has a
// name and nothing else: the page must show every field's empty state. The last three go with the generated F-box
// and PPR loci (data/records/familyLoci) and their demo studies.
import type { ProtocolResponse } from '../../../schemas/protocol';
import type { DemoRecord } from '../../types';
import { personName } from '../person/community';
import { citePublication, demoStudyKeys } from '../publication';
import { keywordRefs } from '../publication/build';
import { FAMILY_STUDY_KEYS } from '../familyLoci/studies';

const protocols: [number, ProtocolResponse][] = [
  [
    6301001,
    {
      name: 'Floral dip transformation of Arabidopsis',
      authors: [personName('RESEARCHER'), personName('PI_CARNEGIE')],
      dateLastModified: '2023-03-08',
      tairAccession: 'Protocol:6301001',
      description: 'Transforms Arabidopsis by dipping flowering plants into a suspension of Agrobacterium carrying a binary vector.',
      usage: 'Plants with many unopened flower buds; Agrobacterium GV3101 carrying the construct; a surfactant such as Silwet L-77.',
      methods: [
        'Grow Agrobacterium to saturation and resuspend it in 5% sucrose with 0.02-0.05% Silwet L-77.',
        'Dip the inflorescences for a few seconds and keep the plants covered and humid overnight.',
        'Grow the plants to seed, then select transformants on the plant selectable marker.',
      ].join('\n'),
      publication: citePublication(demoStudyKeys.FLORAL_DIP_2023),
      keywords: keywordRefs(['FLOWER', 'FLOWERING_STAGE']),
      websites: [],
    },
  ],
  [
    6301002,
    {
      name: 'Genotyping T-DNA insertion lines by PCR',
      authors: [personName('CURATOR'), personName('STOCK_DONOR')],
      dateLastModified: '2019-09-17',
      tairAccession: 'Protocol:6301002',
      description: 'Tells homozygous, heterozygous and wild-type plants of an insertion line apart with two PCR reactions.',
      usage: 'Genomic DNA of each plant; gene-specific primers flanking the insertion and a primer in the T-DNA left border.',
      methods: [
        'Run one reaction with the two gene-specific primers and one with the left-border primer and the right gene-specific primer.',
        'A product in the first reaction only: wild type. In both: heterozygous. In the second only: homozygous.',
      ].join('\n'),
      publication: citePublication(demoStudyKeys.STOCKS_2019),
      keywords: [],
      websites: [{ url: 'https://signal.salk.edu/tdnaprimers.2.html', name: 'T-DNA Primer Design' }],
    },
  ],
  [
    6301003,
    {
      name: 'Luciferase imaging of circadian rhythms in seedlings',
      authors: [personName('STUDENT')],
      dateLastModified: '2021-06-14',
      tairAccession: 'Protocol:6301003',
      description: 'Measures the period of a clock-controlled luciferase reporter in seedlings under constant light.',
      usage: 'Seedlings carrying a luciferase reporter of a clock gene promoter; a cooled camera.',
      methods: [
        'Entrain seedlings in light/dark cycles for 7 days and spray them with luciferin.',
        'Move them to constant light and image every 1-2 hours for 5 days.',
        'Estimate the period from the luminescence traces.',
      ].join('\n'),
      publication: citePublication(demoStudyKeys.CLOCK_2021),
      keywords: keywordRefs(['CIRCADIAN']),
      websites: [],
    },
  ],
  [6301004, { name: 'GUS histochemical staining' }],
  [
    6301005,
    {
      name: 'Primary root length on vertical agar plates',
      authors: [personName('FAMILY_AUTHOR_DE'), personName('RESEARCHER')],
      dateLastModified: '2019-11-04',
      tairAccession: 'Protocol:6301005',
      description: 'Compares the primary root growth of mutant and wild-type seedlings grown on upright plates.',
      usage: 'Surface-sterilised seeds; square plates of half-strength MS medium with 1% agar; a flatbed scanner.',
      methods: [
        'Sow seeds in a row 1 cm below the top of the plate and stratify them for 2 days at 4 °C.',
        'Grow the plates upright under long days and scan them every day from day 4 to day 10.',
        'Measure root length from the scans and compare lines with a t-test.',
      ].join('\n'),
      publication: citePublication(FAMILY_STUDY_KEYS.FBOX_ROOTS_2019),
      keywords: keywordRefs(['ROOT']),
      websites: [{ url: 'https://imagej.net/ij/', name: 'ImageJ' }],
    },
  ],
  [
    6301006,
    {
      name: 'Yeast two-hybrid test of interaction with ASK1',
      authors: [personName('STUDENT')],
      dateLastModified: '2016-08-22',
      tairAccession: 'Protocol:6301006',
      description: 'Tests whether an F-box protein binds the SKP1-like protein ASK1 in yeast.',
      usage: 'The coding sequence in a GAL4 DNA-binding-domain vector; ASK1 in an activation-domain vector; yeast strain AH109.',
      methods: [
        'Co-transform both plasmids and select transformants on medium lacking leucine and tryptophan.',
        'Spot dilutions on medium that also lacks histidine and adenine; growth within 5 days means the proteins interact.',
      ].join('\n'),
      publication: null,
      keywords: keywordRefs(['PROTEIN_BINDING']),
      websites: [],
    },
  ],
  [
    6301007,
    {
      name: 'Clearing seeds to score aborted embryos',
      authors: [personName('FAMILY_AUTHOR_CA')],
      dateLastModified: '2022-02-17',
      tairAccession: 'Protocol:6301007',
      description: 'Makes developing seeds transparent so that arrested embryos can be counted under a microscope.',
      usage: 'Siliques of heterozygous plants 5-9 days after pollination; chloral hydrate clearing solution; DIC optics.',
      methods: [
        'Dissect the seeds from each silique onto a slide in clearing solution.',
        'Leave them for one hour to overnight, then count normal and arrested embryos.',
        'A quarter of seeds arrested points to an embryo-lethal recessive mutation.',
      ].join('\n'),
      publication: citePublication(FAMILY_STUDY_KEYS.PPR_EDITING_2018),
      keywords: [],
      websites: [],
    },
  ],
];

/** The protocols' own ids (GET detail/protocol/id) follow their order: 1001, 1002, … (demo data). */
export const protocolRecords: DemoRecord<ProtocolResponse>[] = protocols.map(([key, record], index) => ({
  key,
  name: record.name,
  accession: record.tairAccession ?? null,
  record: { protocolId: 1001 + index, ...record },
}));
