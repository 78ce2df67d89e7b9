import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NewsLayout } from './NewsLayout';

/** A news page inside the section's layout (side bar and all), for stories and component tests. */
export function NewsSectionFrame({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<NewsLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}
