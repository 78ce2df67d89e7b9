import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../ui/ExternalLink';
import { ListState } from './ListState';
import { NewsPageHeading } from './NewsPageHeading';
import { isWebAddress } from './isWebAddress';
import { readableDate } from './newsDates';
import { useNewsJobs } from './newsQueries';
import type { JobPosting } from './newsSchemas';

/** 000 §2.10: a web address opens the employer's page; anything else names a posting file shown by the portal. */
function JobHeadline({ job }: { job: JobPosting }) {
  if (isWebAddress(job.uri)) return <ExternalLink href={job.uri}>{job.headline}</ExternalLink>;
  return (
    <Link component={RouterLink} to={`/news/jobs/view?file=${encodeURIComponent(job.uri)}`}>
      {job.headline}
    </Link>
  );
}

function JobEntry({ job }: { job: JobPosting }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Typography variant="h6" component="h2">
        <JobHeadline job={job} />
      </Typography>
      {job.employerName && <Typography variant="body2">{job.employerName}</Typography>}
      {job.location && <Typography variant="body2">{job.location}</Typography>}
      <Typography variant="body2" color="text.secondary">
        Posted: {readableDate(job.issuedOn)}
      </Typography>
      {job.deadline && (
        <Typography variant="body2">
          Application Deadline: {readableDate(job.deadline)}
        </Typography>
      )}
    </ListItem>
  );
}

/** /news/jobs: open positions, newest first. */
export function JobsPage() {
  const { data } = useNewsJobs();
  return (
    <>
      <NewsPageHeading title="Jobs" feed="jobs" />
      <ListState items={data} noun="job postings">
        {(jobs) => (
          <List aria-label="Job postings">
            {jobs.map((job, index) => (
              <JobEntry key={job.id ?? index} job={job} />
            ))}
          </List>
        )}
      </ListState>
    </>
  );
}
