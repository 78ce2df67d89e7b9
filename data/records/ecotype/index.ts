// Ecotype (species variant) records (002 §3), one per roster ecotype. Real: the names, aliases, countries and
// places of origin, the coordinates given for Col-0 and Cvi-0 (rounded), the taxonomy, and the stock numbers
// CS70000 (Col-0) and CS20 (Ler-0). Demo data: the other stock numbers, the dates, comments and attributions, and
// the habitats given for the natural accessions Nd-1, No-0, Rld-1, Sha and Bur-0. No collector is recorded for
// these accessions, so 'collector' is absent throughout.
import type { EcotypeResponse } from '../../../schemas/ecotype';
import { rosterEcotypes } from '../../roster';
import type { DemoRecord } from '../../types';
import { wildTypeLines } from '../germplasm/wildType';
import { germplasmsInBackground } from '../germplasm/curated';
import { comment, organizationAttribution } from '../person/community';

type RosterEcotype = keyof typeof rosterEcotypes;

const ARABIDOPSIS_THALIANA = {
  genus: 'Arabidopsis',
  species: 'thaliana',
  commonName: 'thale cress',
  taxonomy: 'Eukaryota; Viridiplantae; Streptophyta; Embryophyta; Tracheophyta; Spermatophyta; Magnoliopsida; eudicotyledons; Brassicales; Brassicaceae; Arabidopsis',
};

interface Origin {
  aliases: string[];
  speciesVariantType: string;
  country: string;
  location: string;
  habitat?: string;
  latitude?: number;
  longitude?: number;
}

const origins: Record<RosterEcotype, Origin> = {
  COL_0: {
    aliases: ['Columbia', 'Col'],
    speciesVariantType: 'laboratory strain',
    country: 'United States',
    location: 'Columbia, Missouri; selected by G. Rédei from a Landsberg population',
    latitude: 38.3,
    longitude: -92.3,
  },
  LER_0: {
    aliases: ['Landsberg erecta', 'Ler'],
    speciesVariantType: 'laboratory strain',
    country: 'Germany',
    location: 'Landsberg an der Warthe (now Gorzów Wielkopolski, Poland); carries the erecta mutation',
  },
  WS_2: { aliases: ['Wassilewskija', 'Ws'], speciesVariantType: 'natural accession', country: 'Russia', location: 'Wassilewskija' },
  C24: { aliases: [], speciesVariantType: 'natural accession', country: 'Portugal', location: 'Coimbra' },
  CVI_0: {
    aliases: ['Cape Verde Islands', 'Cvi'],
    speciesVariantType: 'natural accession',
    country: 'Cape Verde',
    location: 'Cape Verde Islands',
    latitude: 15.1,
    longitude: -23.6,
  },
  ND_1: { aliases: ['Niederzenz', 'Nd'], speciesVariantType: 'natural accession', country: 'Germany', location: 'Niederzenz, Hesse', habitat: 'meadow edge' },
  NO_0: { aliases: ['Nossen', 'No'], speciesVariantType: 'natural accession', country: 'Germany', location: 'Nossen, Saxony', habitat: 'roadside' },
  RLD_1: { aliases: ['Rschew', 'Rld'], speciesVariantType: 'natural accession', country: 'Russia', location: 'Rschew (Rzhev), Tver region', habitat: 'sandy field margin' },
  SHA: { aliases: ['Shakdara'], speciesVariantType: 'natural accession', country: 'Tajikistan', location: 'Shakdara valley, Pamir mountains', habitat: 'rocky mountain slope' },
  BUR_0: { aliases: ['Burren', 'Bur'], speciesVariantType: 'natural accession', country: 'Ireland', location: 'Burren, County Clare', habitat: 'limestone grassland' },
};

function ecotypeRecord(which: RosterEcotype): EcotypeResponse {
  const ecotype = rosterEcotypes[which];
  const origin = origins[which];
  const wildType = wildTypeLines.find((line) => line.accessions?.[0]?.speciesVariantId === ecotype.key);
  return {
    originalName: ecotype.name,
    abbrName: ecotype.abbrevName,
    aliases: origin.aliases,
    dateLastModified: '2019-03-12',
    tairAccession: `SpeciesVariant:${ecotype.key}`,
    speciesVariantType: origin.speciesVariantType,
    collector: null,
    country: origin.country,
    location: origin.location,
    latitudeMin: origin.latitude ?? null,
    latitudeMax: origin.latitude ?? null,
    longitudeMin: origin.longitude ?? null,
    longitudeMax: origin.longitude ?? null,
    numberOfPlantsCollected: null,
    habitat: origin.habitat ?? null,
    averageTemperature: null,
    monthlyPrecipitation: null,
    altitudeMin: null,
    altitudeMax: null,
    stocks: wildType?.stock?.name ? [{ stockName: wildType.stock.name, tairObjectId: null, stockType: 'individual line' }] : [],
    taxon: ARABIDOPSIS_THALIANA,
    germplasms: [
      ...(wildType ? [{ name: wildType.name, tairObjectId: wildType.tairObjectId, description: wildType.description }] : []),
      ...germplasmsInBackground(ecotype.key).map((line) => ({ name: line.name, tairObjectId: line.tairObjectId, description: line.description })),
    ],
    comments: which === 'LER_0' ? [comment('CURATOR', 'Ler-0 carries the erecta mutation; lines in this background show its compact inflorescence.', '2018-04-23')] : [],
    attributions: [organizationAttribution('ABRC', 'donated by', '2002-01-15')],
  };
}

export const ecotypeRecords: DemoRecord<EcotypeResponse>[] = (Object.keys(rosterEcotypes) as RosterEcotype[]).map((which) => ({
  key: rosterEcotypes[which].key,
  name: rosterEcotypes[which].abbrevName,
  record: ecotypeRecord(which),
}));
