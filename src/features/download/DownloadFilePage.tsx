import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CopyLinkButton } from './CopyLinkButton';
import { DownloadBreadcrumbs } from './DownloadBreadcrumbs';
import { canSaveFile, downloadFileKey, downloadFileUrl, fetchFileContent, type FileContent } from './downloadApi';
import { DownloadLoading } from './DownloadLoading';
import { baseName, listRoute, parentDirectory, pathSegments } from './downloadPaths';
import { DownloadUnavailable } from './DownloadUnavailable';
import { FilePreview } from './FilePreview';
import { startBrowserDownload } from './startBrowserDownload';

/** 001 §2.5: a .gz file is never shown, only saved (as is any file asked for with force_download). */
const isSavedOnly = (path: string, params: URLSearchParams) =>
  /\.gz$/i.test(path) || (params.has('force_download') && !/^(false|0)$/i.test(params.get('force_download') ?? ''));

/** What the page does with the file: read it to show, or only check it can be saved. */
async function loadFile(path: string, saveOnly: boolean, signal: AbortSignal): Promise<FileContent> {
  if (!saveOnly) return fetchFileContent(path, signal);
  return { kind: await canSaveFile(path) };
}

/**
 * /download/file?path=&force_download (001 §2.5, §4): text, pictures and PDFs are shown in the page; a .gz file, a
 * forced download or any other type is saved, and the browser then goes to the list of the file's folder.
 */
export function DownloadFilePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = pathSegments(params.get('path') ?? '').join('/');
  const name = baseName(path);
  const saveOnly = isSavedOnly(path, params);
  const { data: content } = useQuery({
    queryKey: [...downloadFileKey(path), saveOnly ? 'save' : 'show'],
    queryFn: ({ signal }) => loadFile(path, saveOnly, signal),
    enabled: path !== '',
    // Saving is an act, not data: asked again on each visit.
    ...(saveOnly ? { gcTime: 0 } : {}),
  });
  const result: FileContent | undefined = path === '' ? { kind: 'none' } : content;

  // One save per visit, even when an effect runs twice (development checks, a re-render with the same answer).
  const savedFor = useRef<string | null>(null);
  useEffect(() => {
    if (path === '' || content?.kind !== 'save' || savedFor.current === path) return;
    savedFor.current = path;
    startBrowserDownload(downloadFileUrl(path), name);
    void navigate(listRoute(parentDirectory(path)), { replace: true });
  }, [content, path, name, navigate]);

  useEffect(() => {
    document.title = `TAIR - Download - ${name || 'File'}`;
  }, [name]);

  return (
    <>
      <DownloadBreadcrumbs path={path} isFile />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {name || 'File'}
      </Typography>
      {result === undefined || result.kind === 'save' ? (
        <DownloadLoading what={saveOnly || result?.kind === 'save' ? 'the download' : 'the file'} />
      ) : result.kind === 'missing' ? (
        <DownloadUnavailable what="missing file" />
      ) : result.kind === 'none' ? (
        <DownloadUnavailable what="file" />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Link component={RouterLink} to={listRoute(parentDirectory(path))} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
              Back to the folder
            </Link>
            <Link href={downloadFileUrl(path)} download={name} aria-label={`Download ${name}`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
              Download
            </Link>
            <CopyLinkButton path={path} name={name} />
          </Box>
          <FilePreview content={result} path={path} name={name} />
        </>
      )}
    </>
  );
}
