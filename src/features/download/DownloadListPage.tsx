import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadLoading } from './DownloadLoading';
import { DownloadBreadcrumbs } from './DownloadBreadcrumbs';
import { downloadListKey, fetchDirectory } from './downloadApi';
import { folderLabel, pathSegments } from './downloadPaths';
import { DownloadTable } from './DownloadTable';
import { DownloadUnavailable } from './DownloadUnavailable';

/** /download/list?dir= (001 §2.5): a folder's files and folders; no entries after loading is the §8 error. */
export function DownloadListPage() {
  const [params] = useSearchParams();
  const dir = pathSegments(params.get('dir') ?? '').join('/');
  const title = dir === '' ? 'Download' : folderLabel(pathSegments(dir).at(-1)!);
  const { data: items } = useQuery({ queryKey: downloadListKey(dir), queryFn: ({ signal }) => fetchDirectory(dir, signal) });

  useEffect(() => {
    document.title = `TAIR - Download - ${title}`;
  }, [title]);

  return (
    <>
      <DownloadBreadcrumbs path={dir} />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {items === undefined ? (
        <DownloadLoading what="the folder" />
      ) : items.length === 0 ? (
        <DownloadUnavailable what="directory" />
      ) : (
        <DownloadTable items={items} caption={`Files and folders in ${dir === '' ? 'the download area' : dir}`} />
      )}
    </>
  );
}
