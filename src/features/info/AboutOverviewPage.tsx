import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { externalLinks } from '../../site/externalLinks';
import { PORTAL_RELEASE_DATE, PORTAL_VERSION } from '../../site/version';
import { InfoPage, InfoSection } from './InfoPage';

const newTab = ' (opens in a new tab)';

/** /about/overview: what the portal is, who pays for it, and which version is running. */
export function AboutOverviewPage() {
  return (
    <InfoPage heading="About TAIR" documentTitle="TAIR - About">
      <Typography sx={{ mb: 2 }}>
        The Arabidopsis Information Resource (TAIR) is the reference database for the model plant{' '}
        <i>Arabidopsis thaliana</i>. It holds the genome and its gene models, loci, proteins, polymorphisms and
        markers, germplasms and seed stocks, and the publications, people and laboratories behind them.
      </Typography>
      <Typography>
        Curators read the research literature and record what each gene does, where and when it is expressed and which
        phenotypes its mutants show, using the Gene Ontology and the Plant Ontology, so that the data can be searched,
        compared across studies and downloaded.
      </Typography>

      <InfoSection id="funding" heading="Who funds TAIR">
        <Typography sx={{ mb: 2 }}>
          TAIR is run by Phoenix Bioinformatics, a nonprofit organization, and is paid for by the people who use it:
          universities, research institutes and companies subscribe for everyone on their network, and individual
          researchers can subscribe on their own. Subscriptions pay for the curation that keeps the data current and
          complete.
        </Typography>
        <Typography>
          Premium tools and data, marked with a diamond, are for subscribers.{' '}
          <Link href={externalLinks.subscribe} target="_blank" rel="noopener noreferrer">
            Subscribe{newTab}
          </Link>{' '}
          or ask your library to subscribe for your institution.
        </Typography>
      </InfoSection>

      <InfoSection id="version" heading="Version">
        <Typography>
          This is version {PORTAL_VERSION}, released {PORTAL_RELEASE_DATE}. What changed in each version is listed in
          the{' '}
          <Link href={externalLinks.releaseNotes} target="_blank" rel="noopener noreferrer">
            release notes{newTab}
          </Link>
          .
        </Typography>
      </InfoSection>

      <InfoSection id="more" heading="More">
        <Typography>
          Related community resources are gathered under{' '}
          <Link component={RouterLink} to="/portals/overview">
            Portals
          </Link>
          ; questions go to the curators through{' '}
          <Link component={RouterLink} to="/contact">
            Contact
          </Link>
          .
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
