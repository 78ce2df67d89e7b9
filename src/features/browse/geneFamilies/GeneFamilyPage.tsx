import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../engine/formatters';
import { EmptyText } from '../../../ui/EmptyText';
import { CollectionChildFailed, CollectionChildFrame, CollectionChildLoading, CollectionChildNotFound, FactList, type ParentList } from '../microarray/CollectionChildFrame';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink, browseHref } from '../table/BrowseLink';
import type { BrowseTableState } from '../table/browseTableState';
import { fetchGeneFamily, GENE_FAMILIES_PATH, geneFamilyQueryKeys, submitterPath, type FamilyMember, type FamilyPageData } from './geneFamilyApi';
import { HISTORICAL_NOTE } from './GeneFamiliesPage';

const PARENT: ParentList = { label: 'Gene Families', path: GENE_FAMILIES_PATH };
/**
 * What the page says when the dataset names none of the family's loci. The historical list's count still stands
 * ('3 genes'), so the page says the members are not listed, never that there are none.
 */
export function membersNotListedText(countText: string | null): string {
  return countText
    ? `The historical list counts ${countText} in this family; the dataset does not name them.`
    : 'The dataset does not name the members of this family.';
}

const memberColumns: BrowseColumn<FamilyMember>[] = [
  {
    id: 'locus',
    header: 'Locus',
    kind: 'text',
    value: (row) => row.name,
    cell: (row) => (row.locusId ? <BrowseLink identifier to={browseHref('/locus', 'key', row.locusId)}>{row.name}</BrowseLink> : row.name),
  },
  { id: 'symbol', header: 'Symbol', kind: 'text', value: (row) => row.symbol },
  { id: 'fullName', header: 'Full Name', kind: 'text', value: (row) => row.fullName },
];

/** The loaded page: the list's data, what the record adds, and the member loci. */
export function FamilyDetails({ family }: { family: FamilyPageData }) {
  const members = useMemo<BrowseTableState<FamilyMember>>(() => ({ status: 'loaded', rows: family.members }), [family.members]);
  const facts = [
    { label: 'Families / Subfamilies / Members', value: family.countText ?? <EmptyText text="Not specified" /> },
    {
      label: 'Submitter',
      value: (
        <Link component={RouterLink} to={submitterPath(family.submitter)}>
          {family.submitter.name}
        </Link>
      ),
    },
    ...(family.hasRecord
      ? [
          { label: 'Description', value: family.description ?? <EmptyText text="Not specified" /> },
          { label: 'Last Modified', value: formatDate(family.dateLastModified) },
        ]
      : []),
  ];
  return (
    <CollectionChildFrame parent={PARENT} title={family.name} kind="Gene Family">
      <FactList facts={facts} />
      <Typography variant="body2" color="text.secondary">
        {HISTORICAL_NOTE}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Members
      </Typography>
      {family.members.length > 0 ? (
        <BrowseTable caption={`Members of ${family.name}`} state={members} columns={memberColumns} getRowId={(row) => row.locusId ?? row.name} />
      ) : (
        <Typography sx={{ borderLeft: '4px solid', borderColor: 'primary.main', pl: 2 }}>{membersNotListedText(family.countText)}</Typography>
      )}
    </CollectionChildFrame>
  );
}

/** /browse/gene_family/{familyKey} (002 §2.1): one family, loading, not found, failed or shown. */
export function GeneFamilyPage({ familyKey }: { familyKey: string }) {
  const query = useQuery({ queryKey: geneFamilyQueryKeys.family(familyKey), queryFn: ({ signal }) => fetchGeneFamily(familyKey, signal), retry: false });
  if (query.isError) {
    return (
      <CollectionChildFrame parent={PARENT} title={`Gene family ${familyKey}`} kind="Gene Family">
        <CollectionChildFailed what="gene family" parent={PARENT} error={query.error} />
      </CollectionChildFrame>
    );
  }
  if (query.data === undefined) {
    return (
      <CollectionChildFrame parent={PARENT} title={`Gene family ${familyKey}`} kind="Gene Family">
        <CollectionChildLoading what="the gene family" />
      </CollectionChildFrame>
    );
  }
  if (query.data === null) {
    return <CollectionChildNotFound recordType="gene family" reason={`No gene family has the key "${familyKey}".`} parent={PARENT} />;
  }
  return <FamilyDetails family={query.data} />;
}

/** The route's element: the family key from the address. */
export function GeneFamilyRoute() {
  const { familyKey = '' } = useParams();
  return <GeneFamilyPage familyKey={familyKey} />;
}
