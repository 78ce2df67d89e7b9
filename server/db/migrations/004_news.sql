-- News, events and job postings (000 §3, §7: GET news/breakingnews, news/events, news/jobs). Dates are ISO days
-- (YYYY-MM-DD, UTC), so text order is date order.

-- A breaking-news item; content is HTML written by the curators.
CREATE TABLE news_items (
  id           INTEGER PRIMARY KEY,
  published_on TEXT NOT NULL CHECK (published_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  title        TEXT NOT NULL CHECK (length(trim(title)) > 0),
  content_html TEXT NOT NULL
);
CREATE INDEX news_items_published_on ON news_items (published_on, id);

-- A conference, workshop or course; uri is the organiser's page.
CREATE TABLE news_events (
  id       INTEGER PRIMARY KEY,
  headline TEXT NOT NULL CHECK (length(trim(headline)) > 0),
  begins   TEXT NOT NULL CHECK (begins GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  ends     TEXT NOT NULL CHECK (ends GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND ends >= begins),
  venue    TEXT NOT NULL DEFAULT '',
  city     TEXT NOT NULL DEFAULT '',
  region   TEXT NOT NULL DEFAULT '',
  country  TEXT NOT NULL DEFAULT '',
  uri      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX news_events_ends ON news_events (ends, begins);

-- A job posting; uri is either an http(s) URL or the name of a posting file in the jobs directory.
CREATE TABLE news_jobs (
  id            INTEGER PRIMARY KEY,
  headline      TEXT NOT NULL CHECK (length(trim(headline)) > 0),
  issued_on     TEXT NOT NULL CHECK (issued_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  employer_name TEXT NOT NULL,
  location      TEXT NOT NULL DEFAULT '',
  uri           TEXT NOT NULL CHECK (length(trim(uri)) > 0),
  deadline      TEXT CHECK (deadline IS NULL OR deadline GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);
CREATE INDEX news_jobs_issued_on ON news_jobs (issued_on, id);
