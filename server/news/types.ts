// The news call results of 000 §3 and §7, as the API answers them.

/** A breaking-news item; date is YYYY-MM-DD, content is HTML. */
export interface NewsItem {
  id: number;
  date: string;
  title: string;
  content: string;
}

export interface EventLocation {
  CityName: string;
  RegionName: string;
  CountryName: string;
}

/** A conference or workshop; begins and ends are YYYY-MM-DD. */
export interface NewsEvent {
  id: number;
  headline: string;
  begins: string;
  ends: string;
  venue: string;
  location: EventLocation;
  uri: string;
}

/** A job posting; uri is an http(s) URL or the name of a posting file (GET news/view-job?file=). */
export interface JobPosting {
  id: number;
  headline: string;
  issuedOn: string;
  employerName: string;
  location: string;
  uri: string;
  /** Shown as 'Application Deadline'; absent when the post is open until filled. */
  deadline?: string;
}
