import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomainArchitecture } from './DomainArchitecture';

interface Hit {
  startPosition: number | string | null;
  endPosition: number | string | null;
  domainDetails: { interproAccession: string; interproName: string; proteindomainType: string; proteinDomainAccession: string };
}

const hit = (startPosition: Hit['startPosition'], endPosition: Hit['endPosition'], interproAccession: string, interproName: string, proteindomainType: string, proteinDomainAccession: string): Hit => ({
  startPosition,
  endPosition,
  domainDetails: { interproAccession, interproName, proteindomainType, proteinDomainAccession },
});

// AT1G01010.1 (NAC001), 429 residues: the NAC domain, found by two member databases over nearly the same residues.
const nac001Domains = [
  hit(14, 160, 'IPR003441', 'NAC domain', 'PROSITE profiles', 'PS51005'),
  hit(9, 164, 'IPR036093', 'NAC domain superfamily', 'SUPERFAMILY', 'SSF101941'),
];

// A kinase as InterPro reports it: many member databases on the same stretch, a short active site, a signal peptide.
const kinaseDomains = [
  hit(1, 24, 'IPR000001', 'Signal peptide', 'Phobius', 'SIGNAL_PEPTIDE'),
  hit(60, 330, 'IPR011009', 'Protein kinase-like domain superfamily', 'SUPERFAMILY', 'SSF56112'),
  hit(64, 325, 'IPR000719', 'Protein kinase domain', 'PROSITE profiles', 'PS50011'),
  hit(66, 320, 'IPR000719', 'Protein kinase domain', 'Pfam', 'PF00069'),
  hit(70, 95, 'IPR017441', 'Protein kinase, ATP binding site', 'PROSITE patterns', 'PS00107'),
  hit(180, 192, 'IPR008271', 'Serine/threonine-protein kinase, active site', 'PROSITE patterns', 'PS00108'),
  hit(350, 420, 'IPR001245', 'Serine-threonine/tyrosine-protein kinase, catalytic domain', 'Pfam', 'PF07714'),
  hit(400, 560, 'IPR032675', 'Leucine-rich repeat domain superfamily', 'Gene3D', 'G3DSA:3.80.10.10'),
  hit(590, 612, 'IPR000002', 'Transmembrane helix', 'Phobius', 'TRANSMEMBRANE'),
];

const meta = {
  title: 'Renderers/DomainArchitecture',
  component: DomainArchitecture,
  args: {
    recordType: 'protein',
    sectionId: 'domains',
    record: { name: 'AT1G01010.1', proteinProperties: { length: 429 } },
    value: nac001Domains,
    field: {
      kind: 'domainArchitecture',
      label: 'Domain Architecture',
      path: 'domains',
      length: 'proteinProperties.length',
      start: 'startPosition',
      end: 'endPosition',
      text: '{domainDetails.interproName}',
      href: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{domainDetails.interproAccession}',
      note: '{domainDetails.proteindomainType} {domainDetails.proteinDomainAccession}',
      empty: 'No domains available',
    },
  },
} satisfies Meta<typeof DomainArchitecture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

/** Nine hits, most of them on the kinase domain: five rows, narrow boxes showing their number only. */
export const ManyOverlapping: Story = {
  args: { record: { proteinProperties: { length: 640 } }, value: kinaseDomains },
};

export const OneDomain: Story = {
  args: { value: [hit(14, 160, 'IPR003441', 'NAC domain', 'Pfam', 'PF02365')] },
};

export const NoDomains: Story = {
  args: { value: [] },
};

/** Positions missing, reversed, past the sequence's end or not numbers: listed apart, the rest drawn. */
export const BadPositions: Story = {
  args: {
    value: [
      hit(14, 160, 'IPR003441', 'NAC domain', 'PROSITE profiles', 'PS51005'),
      hit(null, 120, 'IPR036093', 'NAC domain superfamily', 'SUPERFAMILY', 'SSF101941'),
      hit(300, 200, 'IPR000001', 'Reversed hit', 'Pfam', 'PF00001'),
      hit(400, 512, 'IPR000002', 'Past the end', 'Pfam', 'PF00002'),
      hit('abc', '12', 'IPR000003', 'Not a number', 'Pfam', 'PF00003'),
    ],
  },
};

/** No sequence length recorded: the ruler ends at the last domain. */
export const WithoutLength: Story = {
  args: { record: {}, value: nac001Domains },
};

/** A phone's width: labels that do not fit their box leave it for the numbered list. */
export const Phone: Story = {
  args: { value: kinaseDomains, record: { proteinProperties: { length: 640 } } },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
};
