import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { getByPath } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';
import { MAX_BOX_HEIGHT } from '../../ui/ScrollBox';
import { dataSourceLabel, DEFAULT_EXPRESSION_DATA_SOURCE } from './dataSources';
import { UNEXPECTED_ERROR_TEXT } from './expressionImageOutcome';
import { ObjectUrlImage } from './ObjectUrlImage';
import { DataSourceSelect } from './DataSourceSelect';
import { useExpressionImage } from './useExpressionImage';

const EPLANT_SITE = 'https://bar.utoronto.ca/eplant/';
// 002 §4: on failure a default image is substituted.
export const UNAVAILABLE_IMAGE_SRC = `${import.meta.env.BASE_URL}images/expression-unavailable.svg`;

function ExpressionPicture({ dataSource, locusName }: { dataSource: string; locusName: string }) {
  const outcome = useExpressionImage(dataSource, locusName);
  // An image the browser cannot decode counts as a failure too; remembered per Blob, so a new answer retries.
  const [undecodable, setUndecodable] = useState<Blob | null>(null);
  const source = dataSourceLabel(dataSource);

  if (outcome === undefined) {
    return (
      <Box role="status" aria-label="Loading expression image" aria-busy="true">
        <Skeleton variant="rectangular" width={320} height={240} />
      </Box>
    );
  }
  if (outcome.kind === 'image' && outcome.image !== undecodable) {
    return (
      <ObjectUrlImage
        image={outcome.image}
        alt={`Expression pattern of ${locusName} in the ${source} data source`}
        onError={() => setUndecodable(outcome.image)}
      />
    );
  }
  const message = outcome.kind === 'failed' ? outcome.message : UNEXPECTED_ERROR_TEXT;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box
        component="img"
        src={UNAVAILABLE_IMAGE_SRC}
        alt={`No expression image available for ${locusName} in the ${source} data source`}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: MAX_BOX_HEIGHT, width: 320 }}
      />
    </Stack>
  );
}

/** 002 §2.4 Expression image selector: the eFP picture of the locus at `field.locusName`, by data source. */
export function ExpressionImage({ field, value, record }: RendererProps<'expressionImage'>) {
  const [dataSource, setDataSource] = useState<string>(DEFAULT_EXPRESSION_DATA_SOURCE);
  const name = getByPath(record, field.locusName) ?? getByPath(value, field.locusName);
  if (typeof name !== 'string' || name.trim() === '') return <EmptyText text={field.empty} />;
  const locusName = name.trim().toUpperCase();

  return (
    <Stack spacing={1.5}>
      <DataSourceSelect value={dataSource} onChange={setDataSource} />
      <ExpressionPicture key={`${dataSource}/${locusName}`} dataSource={dataSource} locusName={locusName} />
      <Typography variant="caption" color="text.secondary" component="p">
        Powered by{' '}
        <Link href={EPLANT_SITE} target="_blank" rel="noopener noreferrer" underline="always">
          BAR ePlant
        </Link>
      </Typography>
    </Stack>
  );
}
