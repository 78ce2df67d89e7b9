import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { DownloadFilePage } from './DownloadFilePage';
import { DownloadListPage } from './DownloadListPage';

/**
 * The two pages of the area under their routes, for stories and tests that follow a link or a redirect from one to
 * the other (a saved file goes on to its folder's list). Inside the router the story or test provides.
 */
export function DownloadPagesFrame({ children }: { children?: ReactNode }) {
  return (
    <Routes>
      <Route path="/download/list" element={<DownloadListPage />} />
      <Route path="/download/file" element={children ?? <DownloadFilePage />} />
    </Routes>
  );
}
