import { configuredDirectory } from '../downloads/dataDirectory';

/** Where job-posting files are served from (GET news/view-job?file=): NEWS_POSTINGS_DIR, else data/news/postings. */
export const jobPostingsDirectory = () => configuredDirectory('NEWS_POSTINGS_DIR', 'news/postings');
