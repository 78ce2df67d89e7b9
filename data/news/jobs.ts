import type { JobSeed } from './types';

// Dates relative to the seeding day. Three postings are files in data/news/postings (plain text, PDF, image);
// the others link to the employer's own site.
export const jobSeeds: readonly JobSeed[] = [
  {
    id: 1,
    headline: 'Postdoctoral Researcher: Circadian Regulation of Flowering in Arabidopsis',
    issuedDaysAgo: 4,
    employerName: 'Carnegie Institution for Science, Department of Plant Biology',
    location: 'Stanford, California, United States',
    uri: 'postdoc-circadian-flowering.txt',
    deadlineInDays: 40,
  },
  {
    id: 2,
    headline: 'Research Technician: Seed Stock Maintenance and Genotyping',
    issuedDaysAgo: 11,
    employerName: 'Arabidopsis Biological Resource Center, The Ohio State University',
    location: 'Columbus, Ohio, United States',
    uri: 'technician-stock-genotyping.pdf',
    deadlineInDays: 25,
  },
  {
    id: 3,
    headline: 'PhD Studentship: Epigenetic Memory of Winter in FLC Regulation',
    issuedDaysAgo: 19,
    employerName: 'John Innes Centre',
    location: 'Norwich, United Kingdom',
    uri: 'phd-vernalization-flc.png',
    deadlineInDays: 60,
  },
  {
    id: 4,
    headline: 'Biocurator: Gene Function Literature Curation for Arabidopsis',
    issuedDaysAgo: 27,
    employerName: 'Phoenix Bioinformatics',
    location: 'Newark, California, United States (remote possible)',
    uri: 'https://www.phoenixbioinformatics.org/',
  },
  {
    id: 5,
    headline: 'Postdoctoral Fellow: Single-Cell Genomics of Root Development',
    issuedDaysAgo: 36,
    employerName: 'Max Planck Institute for Plant Breeding Research',
    location: 'Cologne, Germany',
    uri: 'https://www.mpipz.mpg.de/',
    deadlineInDays: 14,
  },
  {
    id: 6,
    headline: 'Assistant Professor: Plant Developmental Genetics',
    issuedDaysAgo: 52,
    employerName: 'University of Toronto, Department of Cell and Systems Biology',
    location: 'Toronto, Ontario, Canada',
    uri: 'https://www.utoronto.ca/',
    deadlineInDays: 75,
  },
];
