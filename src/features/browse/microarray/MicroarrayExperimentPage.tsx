import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { MicroarrayExperiment } from '../../../../schemas/microarrayExperiment';
import { formatDate } from '../../../engine/formatters';
import { EmptyText } from '../../../ui/EmptyText';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink, browseHref } from '../table/BrowseLink';
import type { BrowseTableState } from '../table/browseTableState';
import { CollectionChildFailed, CollectionChildFrame, CollectionChildLoading, CollectionChildNotFound, FactList, type ParentList } from './CollectionChildFrame';
import { fetchExperiment, MICROARRAY_EXPERIMENTS_PATH, microarrayQueryKeys, type ExperimentElement, type ExperimentPageData, type ExperimentSlide } from './microarrayApi';
import { LAST_ACCEPTED_TEXT } from './MicroarrayExperimentsPage';

const PARENT: ParentList = { label: 'Microarray Experiments', path: MICROARRAY_EXPERIMENTS_PATH };
export const NO_ELEMENTS_TEXT = 'No array elements of this experiment are in the dataset.';

const slideColumns: BrowseColumn<ExperimentSlide>[] = [
  { id: 'name', header: 'Slide', kind: 'text', value: (row) => row.name },
  { id: 'elements', header: 'Array Elements Measured', kind: 'number', value: (row) => row.elementCount },
];

const elementColumns: BrowseColumn<ExperimentElement>[] = [
  { id: 'name', header: 'Array Element', kind: 'text', value: (row) => row.name, cell: (row) => <BrowseLink identifier to={browseHref('/array_element', 'key', row.key)}>{row.name}</BrowseLink> },
  { id: 'type', header: 'Type', kind: 'text', value: (row) => (row.isControl ? `${row.type ?? 'element'} (control)` : row.type) },
  {
    id: 'locus',
    header: 'Locus',
    kind: 'text',
    value: (row) => row.locus?.name,
    cell: (row) => (row.locus?.locusId ? <BrowseLink identifier to={browseHref('/locus', 'key', row.locus.locusId)}>{row.locus.name}</BrowseLink> : row.locus?.name),
  },
  { id: 'design', header: 'Array Design', kind: 'text', value: (row) => row.arrayDesign },
  { id: 'signal', header: 'Mean Signal', kind: 'number', value: (row) => row.meanSignal },
];

const orNotGiven = (value: ReactNode) => value ?? <EmptyText text="Not specified" />;

function summaryFacts(experiment: MicroarrayExperiment) {
  const design = experiment.arrayDesign;
  const submitter = experiment.submitter;
  const submitterName = [submitter?.firstName, submitter?.lastName].filter(Boolean).join(' ');
  return [
    { label: 'Experiment Type', value: orNotGiven(experiment.experimentType) },
    {
      label: 'Array Design',
      value: design ? [design.name, design.manufacturer, design.platformType, design.numSpots == null ? null : `${design.numSpots.toLocaleString('en')} spots`].filter(Boolean).join(', ') : orNotGiven(null),
    },
    {
      label: 'Submitter',
      value: submitter ? (
        <>
          {submitter.communityId ? (
            <Link component={RouterLink} to={browseHref('/person', 'key', submitter.communityId)}>
              {submitterName || 'Submitter'}
            </Link>
          ) : (
            submitterName
          )}
          {submitter.organizationName ? `, ${submitter.organizationName}` : ''}
        </>
      ) : (
        orNotGiven(null)
      ),
    },
    { label: 'Description', value: orNotGiven(experiment.description) },
    { label: 'Last Modified', value: formatDate(experiment.dateLastModified) },
  ];
}

function Publications({ publications }: { publications: MicroarrayExperiment['publications'] }) {
  if (!publications?.length) return <EmptyText text="No publications available" />;
  return (
    <ul>
      {publications.map((publication, index) => (
        <li key={String(publication.referenceId ?? index)}>
          {publication.referenceId ? (
            <Link component={RouterLink} to={browseHref('/publication', 'key', publication.referenceId)}>
              {publication.title ?? 'Publication'}
            </Link>
          ) : (
            publication.title
          )}
          {publication.publicationYear ? ` (${publication.publicationYear})` : ''}
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The loaded page: the record's summary, its publications, its slides and its array elements. */
export function ExperimentDetails({ data }: { data: ExperimentPageData }) {
  const { experiment } = data;
  const slides = useMemo<BrowseTableState<ExperimentSlide>>(() => ({ status: 'loaded', rows: data.slides }), [data.slides]);
  const elements = useMemo<BrowseTableState<ExperimentElement>>(() => ({ status: 'loaded', rows: data.arrayElements }), [data.arrayElements]);
  return (
    <CollectionChildFrame parent={PARENT} title={experiment.name} kind="Microarray Experiment">
      <FactList facts={summaryFacts(experiment)} />
      <Typography variant="body2" color="text.secondary">
        {LAST_ACCEPTED_TEXT}
      </Typography>
      <SectionHeading>Publications</SectionHeading>
      <Publications publications={experiment.publications} />
      <SectionHeading>Slides</SectionHeading>
      <BrowseTable caption={`Slides of ${experiment.name}`} state={slides} columns={slideColumns} getRowId={(row) => row.name} emptyText="No slides available" />
      <SectionHeading>Array Elements</SectionHeading>
      <BrowseTable caption={`Array elements of ${experiment.name}`} state={elements} columns={elementColumns} getRowId={(row) => row.key} emptyText={NO_ELEMENTS_TEXT} />
    </CollectionChildFrame>
  );
}

/** /browse/microarray_experiments/{experiment name} (002 §2.1): one experiment, loading, not found, failed or shown. */
export function MicroarrayExperimentPage({ name }: { name: string }) {
  const query = useQuery({ queryKey: microarrayQueryKeys.experiment(name), queryFn: ({ signal }) => fetchExperiment(name, signal), retry: false });
  if (query.isError) {
    return (
      <CollectionChildFrame parent={PARENT} title={name} kind="Microarray Experiment">
        <CollectionChildFailed what="experiment" parent={PARENT} error={query.error} />
      </CollectionChildFrame>
    );
  }
  if (query.data === undefined) {
    return (
      <CollectionChildFrame parent={PARENT} title={name} kind="Microarray Experiment">
        <CollectionChildLoading what="the experiment" />
      </CollectionChildFrame>
    );
  }
  if (query.data === null) {
    return <CollectionChildNotFound recordType="microarray experiment" reason={`No microarray experiment is named "${name}".`} parent={PARENT} />;
  }
  return <ExperimentDetails data={query.data} />;
}

/** The route's element: the name from the address (decoded by the router). */
export function MicroarrayExperimentRoute() {
  const { name = '' } = useParams();
  return <MicroarrayExperimentPage name={name} />;
}
