import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RecordTypeConfigData } from '../config/format';
import { getByPath } from '../paths';
import { fillText } from '../templates';
import { PremiumMark } from '../../ui/PremiumMark';
import { CiteThisPage } from '../citation/CiteThisPage';
import { RecordNameLine } from '../summary/RecordNameLine';

const isTrue = (value: unknown) => value === true || value === 'T' || value === 'true';

export function pageTitles(config: RecordTypeConfigData, record: unknown) {
  const scope = { item: record, record };
  const heading = fillText(config.title.text, scope).trim();
  const documentTitle = fillText(config.title.documentTitle ?? config.title.text, scope).trim();
  return { heading: heading || config.type, documentTitle: documentTitle || heading || config.type };
}

/** 002 §2.3: the heading (red '(obsolete)' when the record says so), a Help link and the premium diamond; 'Cite this page'. */
export function DetailTitle({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const { heading, documentTitle } = pageTitles(config, record);
  const obsolete = config.title.obsoletePath ? isTrue(getByPath(record, config.title.obsoletePath)) : false;

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
        {obsolete ? (
          <Box component="span" sx={{ color: 'error.main', ml: 1 }}>
            (obsolete)
          </Box>
        ) : null}
        {config.title.premium ? <PremiumMark /> : null}
      </Typography>
      <RecordNameLine config={config} record={record} />
      {config.title.helpHref ? (
        <Link component={RouterLink} to={config.title.helpHref}>
          Help
        </Link>
      ) : null}
      <CiteThisPage config={config} record={record} />
    </Box>
  );
}
