import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CURATOR_MAILBOX } from '../../site/externalLinks';
import { InfoPage, InfoSection } from './InfoPage';

// The postal address of Phoenix Bioinformatics, which runs the portal. Address to confirm.
const postalAddress = ['TAIR curators', 'Phoenix Bioinformatics', '39899 Balentine Drive, Suite 200', 'Newark, CA 94560', 'USA'];

const mailbox = <Link href={`mailto:${CURATOR_MAILBOX}`}>{CURATOR_MAILBOX}</Link>;

/** /contact: how to reach the curators, by mail or post, and how to report an error in the data. */
export function ContactPage() {
  return (
    <InfoPage heading="Contact" documentTitle="TAIR - Contact">
      <Typography>
        The portal&apos;s curators answer questions about the data, the tools, subscriptions and accounts, usually
        within two working days.
      </Typography>

      <InfoSection id="email" heading="E-mail">
        <Typography>Write to the curators at {mailbox}. Please write in English and say which page you were on.</Typography>
      </InfoSection>

      <InfoSection id="post" heading="Post">
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {postalAddress.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Box>
      </InfoSection>

      <InfoSection id="report-an-error" heading="Reporting an error in the data">
        <Typography sx={{ mb: 1 }}>
          If a record looks wrong — a gene symbol, an annotation, a phenotype or a publication link — send an e-mail to{' '}
          {mailbox} with:
        </Typography>
        <Box component="ol" sx={{ mt: 0, pl: 3 }}>
          <li>the address of the page, or the record&apos;s identifier (for example the locus code AT1G01010);</li>
          <li>what is wrong, and what it should say instead;</li>
          <li>the publication that supports the correction (PubMed ID or DOI), when there is one.</li>
        </Box>
        <Typography sx={{ mt: 1 }}>
          A curator checks the report against the literature, corrects the record and replies to you. New results from
          your own research are welcome too: see <Link component={RouterLink} to="/submit/overview">Submit</Link> for
          the ways to send them.
        </Typography>
      </InfoSection>

      <InfoSection id="self-help" heading="Before you write">
        <Typography>
          The <Link component={RouterLink} to="/help">Help</Link> page explains searching, detail pages, downloads and
          the sequence tools; many questions are answered there.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
