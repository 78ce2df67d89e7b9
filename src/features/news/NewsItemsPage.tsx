import { ListState } from './ListState';
import { NewsItemList } from './NewsItemList';
import { NewsPageHeading } from './NewsPageHeading';
import { useBreakingNews } from './newsQueries';

/** /news/breaking-news: the news of the past 9 months, with its RSS feed. */
export function BreakingNewsPage() {
  const { data } = useBreakingNews('full', 'curr');
  return (
    <>
      <NewsPageHeading title="Breaking News" feed="breakingnews" />
      <ListState items={data} noun="news">
        {(items) => <NewsItemList items={items} />}
      </ListState>
    </>
  );
}

/** /news/old-news: news older than 9 months. */
export function OldNewsPage() {
  const { data } = useBreakingNews('full', 'prev');
  return (
    <>
      <NewsPageHeading title="Old News" />
      <ListState items={data} noun="news">
        {(items) => <NewsItemList items={items} />}
      </ListState>
    </>
  );
}
