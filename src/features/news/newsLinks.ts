// Pages outside the portal that the news section points to (000 §2.10). They open in a new tab.

/** Abstracts of the International Conference on Arabidopsis Research. */
export const ICAR_ABSTRACTS_URL = 'https://www.arabidopsisresearch.org/';

/** How to post a job with the portal, free of charge. */
export const POST_A_JOB_URL = 'https://www.arabidopsis.org/news/jobs/post-a-job';

/** Where readers send event suggestions (000 §2.10 /news/events). */
export const CURATOR_EMAIL = 'curator@arabidopsis.org';
