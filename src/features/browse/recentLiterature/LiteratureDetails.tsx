import Box from '@mui/material/Box';
import { Fragment } from 'react';
import type { PublicationDoc } from '../browseDocs';
import { BrowseLink, browseHref } from '../table/BrowseLink';

/** A publication's details under its row (002 §2.1): authors, source, keywords and its loci, linked. */
export function LiteratureDetails({ doc }: { doc: PublicationDoc }) {
  const item = (term: string, description: React.ReactNode) => (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {description}
      </Box>
    </>
  );
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {item('Authors', doc.authors || 'Not specified')}
      {item('Source', doc.source ?? 'Not specified')}
      {item('Keywords', doc.keywords.length > 0 ? doc.keywords.join('; ') : 'No keywords')}
      {item(
        'Loci',
        doc.loci.length > 0
          ? doc.loci.map((locus, index) => (
              <Fragment key={locus.id}>
                {index > 0 && ', '}
                <BrowseLink to={browseHref('/locus', 'key', locus.id)}>{locus.name}</BrowseLink>
              </Fragment>
            ))
          : 'No Loci available',
      )}
    </Box>
  );
}
