import { BrowsePageFrame } from '../BrowsePageFrame';
import { browseCalls } from '../browseEarlyCalls';
import { useBrowseSearch } from '../browseSearch';
import { transposonFamilyDocSchema, type TransposonFamilyDoc } from '../browseDocs';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink, browseHref } from '../table/BrowseLink';

/** 002 §9: the families are shown 350 to a page. */
export const TRANSPOSON_FAMILIES_PAGE_SIZE = 350;
export const TRANSPOSON_FAMILY_SEARCH = browseCalls.transposonFamilies.endpoint;
// Every family: the call without criteria.
const everyFamily = browseCalls.transposonFamilies.body;

const columns: BrowseColumn<TransposonFamilyDoc>[] = [
  {
    id: 'name',
    header: 'Family Name',
    kind: 'text',
    value: (row) => row.name,
    cell: (row) => <BrowseLink to={browseHref('/transposonfamily', 'key', row.id)}>{row.name}</BrowseLink>,
  },
  { id: 'super_family', header: 'Super Family', kind: 'text', value: (row) => row.superFamily },
  { id: 'num_elements', header: 'Number of Transposable Elements', kind: 'number', value: (row) => row.elements },
];

/** /browse/transposon_families (002 §2.1): every transposon family, its super family and number of elements. */
export function TransposonFamiliesPage() {
  const state = useBrowseSearch(TRANSPOSON_FAMILY_SEARCH, everyFamily, transposonFamilyDocSchema);
  return (
    <BrowsePageFrame title="Browse Transposon Families" crumb="Transposon Families">
      <BrowseTable caption="Transposon Families" state={state} columns={columns} getRowId={(row) => row.id} pageSize={TRANSPOSON_FAMILIES_PAGE_SIZE} />
    </BrowsePageFrame>
  );
}
