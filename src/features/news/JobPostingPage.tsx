import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { getJobPosting, type JobPostingFile } from '../../api/endpoints';
import { queryKeys } from '../../api/queryKeys';
import { LoadingLine } from './LoadingLine';
import { NewsPageHeading } from './NewsPageHeading';
import { ObjectUrlView } from './ObjectUrlView';

/** 000 §8: shown when the posting could not be loaded or is not an image, plain text or PDF. */
export const JOB_POSTING_UNAVAILABLE = 'Cannot load job postings. Please try again later or contact the curators.';

const none: JobPostingFile = { kind: 'none' };

function PostingView({ posting, file }: { posting: JobPostingFile; file: string }) {
  switch (posting.kind) {
    case 'image':
      return <ObjectUrlView kind="image" file={posting.file} label={`Job posting ${file}`} />;
    case 'pdf':
      return <ObjectUrlView kind="pdf" file={posting.file} label={`Job posting ${file}`} />;
    case 'text':
      return (
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', typography: 'body1', m: 0 }}>
          {posting.text}
        </Box>
      );
    default:
      return <Typography role="alert">{JOB_POSTING_UNAVAILABLE}</Typography>;
  }
}

/** /news/jobs/view?file=: a posting file shown in the page as an image, plain text or PDF (000 §2.10). */
export function JobPostingPage() {
  const [params] = useSearchParams();
  const file = params.get('file')?.trim() ?? '';
  const { data } = useQuery({
    queryKey: queryKeys.jobPosting(file),
    queryFn: ({ signal }) => getJobPosting(file, signal).catch(() => none),
    enabled: file !== '',
  });
  const posting = file === '' ? none : data;
  return (
    <>
      <NewsPageHeading title="Job Posting">
        <Link component={RouterLink} to="/news/jobs">
          All job postings
        </Link>
      </NewsPageHeading>
      {posting ? <PostingView posting={posting} file={file} /> : <LoadingLine what="the job posting" />}
    </>
  );
}
