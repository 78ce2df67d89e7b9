import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

/** What the portal is, and the note that full access is for subscribers (000 §2.9). */
export function AboutBlock() {
  return (
    <Box component="section" aria-labelledby="home-about">
      <Typography variant="h5" component="h2" id="home-about" gutterBottom>
        About TAIR
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The Arabidopsis Information Resource gathers what is known about the model plant <i>Arabidopsis thaliana</i>{' '}
        in one place: genes and their models, loci, proteins, germplasms and seed stocks, polymorphisms, markers and the
        publications behind them. Curators read the literature and record gene functions, expression and phenotypes
        with controlled vocabularies, so that the data can be searched, compared and downloaded.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Look up a gene, search by keyword or sequence, browse gene families, and use the sequence tools to compare your
        own data with the reference genome.
      </Typography>
      <Alert severity="info">
        Full access to the portal&apos;s data and tools needs a subscription, from you or your institution.{' '}
        <Link href="https://www.arabidopsis.org/subscription" target="_blank" rel="noopener noreferrer">
          Subscribe (opens in a new tab)
        </Link>
      </Alert>
    </Box>
  );
}
