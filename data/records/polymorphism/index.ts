// Polymorphism records (002 §3 Polymorphism): the curated alleles, the locus fixture's insertion alleles and a
// Col-0/Ler-0 digest-pattern polymorphism. Each file says which of its parts are real.
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import type { DemoRecord } from '../../types';
import { familyPolymorphismRecordList } from '../familyLoci/index';
import { curatedPolymorphisms } from './curated';
import { digestPatternRecords } from './digestPattern';
import { fixturePolymorphisms } from './fixtureAlleles';

const polymorphisms: PolymorphismResponse[] = [...curatedPolymorphisms, ...fixturePolymorphisms];

export const polymorphismRecords: DemoRecord<PolymorphismResponse>[] = [
  ...polymorphisms.map((record) => ({ key: Number(record.polymorphismTairObjectId), name: record.name, record })),
  ...digestPatternRecords,
  ...familyPolymorphismRecordList,
];
