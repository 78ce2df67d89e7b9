import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PremiumMark } from '../../ui/PremiumMark';
import { InfoPage, InfoSection } from './InfoPage';

const helpSections = [
  { id: 'searching', heading: 'Searching' },
  { id: 'detail-pages', heading: 'Reading a detail page' },
  { id: 'downloading', heading: 'Downloading data' },
  { id: 'tools', heading: 'Using the sequence tools' },
  { id: 'account', heading: 'Your account and access' },
  { id: 'more-help', heading: 'Still need help?' },
];

const PortalLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

/** /help: how to find, read and download data, and where to go next. */
export function HelpPage() {
  return (
    <InfoPage heading="Help" documentTitle="TAIR - Help">
      <Typography>
        This page explains how to find records, read them, download data files and run the sequence tools. Each part
        links to the pages it describes.
      </Typography>
      <Box component="nav" aria-label="On this page" sx={{ mt: 2 }}>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {helpSections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>

      <InfoSection id="searching" heading="Searching">
        <Typography sx={{ mb: 2 }}>
          The search box at the top of every page finds records by name, symbol, description or identifier. Choose
          what you are looking for in <b>Search category</b> (genes, DNA/clones, keywords, proteins,
          polymorphisms/alleles, ecotypes, people/labs, germplasms, markers, vectors or transposons), type a term such
          as a locus code (AT1G01010), a gene symbol (FLC) or a word (flowering), and press Enter or Search.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          For more precise questions use the <PortalLink to="/search/overview">Advanced Search</PortalLink> forms: the
          gene form, for example, restricts by keyword, gene model type or chromosome position, and accepts a list of
          AGI codes, one per line. Results appear in a table you can sort, page through and download; ticking rows lets
          you fetch their sequences, GO and PO annotations or gene descriptions together.
        </Typography>
      </InfoSection>

      <InfoSection id="detail-pages" heading="Reading a detail page">
        <Typography sx={{ mb: 2 }}>
          Every record — locus, gene model, protein, germplasm, polymorphism, publication, person and more — has its
          own page. The side navigation lists the page&apos;s sections (Summary, Sequences, Gene Ontology,
          Publications and so on) and jumps to each; sections without data say so rather than disappearing. Links in a
          section open the related records, and external links lead to the same object in partner databases.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Detail pages are open to visitors from a subscribing institution and to members who have linked their ORCID
          iD or hold usage units. The <PremiumMark /> diamond marks premium tools and data meant for subscribers.
        </Typography>
      </InfoSection>

      <InfoSection id="downloading" heading="Downloading data">
        <Typography sx={{ mb: 2 }}>
          The <PortalLink to="/download/overview">Download</PortalLink> area holds the portal&apos;s data files by
          folder: genes, GO and PO annotations, maps, microarray data, pathways, polymorphisms and phenotypes, proteins,
          protocols, publications, sequences, software and the data releases. Text, image and PDF files open in the
          browser; compressed files are saved. Public data releases are free; subscriber data releases carry the
          diamond. Search results can also be downloaded directly from the results table.
        </Typography>
      </InfoSection>

      <InfoSection id="tools" heading="Using the sequence tools">
        <Typography sx={{ mb: 2 }}>
          <PortalLink to="/tools/blast">BLAST</PortalLink> compares a nucleotide or protein sequence with the
          Arabidopsis genome, transcripts and proteins; <PortalLink to="/tools/patmatch">Patmatch</PortalLink> finds
          short sequence patterns, allowing mismatches. Both open their results in a new tab. The genome browsers,
          synteny and map viewers are listed on the <PortalLink to="/tools/overview">Tools overview</PortalLink>.
        </Typography>
      </InfoSection>

      <InfoSection id="account" heading="Your account and access">
        <Typography sx={{ mb: 2 }}>
          <PortalLink to="/register">Register</PortalLink> to create an account, then{' '}
          <PortalLink to="/login">log in</PortalLink> and connect your ORCID iD, which the portal needs to grant you
          access. Your <PortalLink to="/profile">profile</PortalLink> shows your account type, subscription status and
          remaining usage units, and is where you enter an activation code.
        </Typography>
      </InfoSection>

      <InfoSection id="more-help" heading="Still need help?">
        <Typography sx={{ mb: 2 }}>
          If something does not work as described here, or a record looks wrong, the curators will help: see{' '}
          <PortalLink to="/contact">Contact</PortalLink> for how to reach them and what to include.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
