// Every query key in one place, so invalidation and prefetching agree with the hooks.
export const queryKeys = {
  /** 000 §7 auth/profile: who is looking (anonymous when not logged in). */
  profile: ['auth', 'profile'] as const,
  /** 000 §7 auth/orcidstatus: whether a member's account holds an ORCID iD. */
  orcidStatus: (communityId: string) => ['auth', 'orcidstatus', communityId] as const,
  /** 000 §7 subscription/institution: the subscription of the visitor's network. */
  institution: ['subscription', 'institution'] as const,
  /** 000 §7 subscription/status for a member (null: anonymous). */
  subscriptionStatus: (userIdentifier: string | null) => ['subscription', 'status', userIdentifier ?? ''] as const,
  bucketUsage: (partyId: string) => ['subscription', 'bucket-usage', partyId] as const,
  personDetails: (communityId: string) => ['user', 'person-details', communityId] as const,
  record: (apiType: string, key: string) => ['detail', apiType, key] as const,
  /** A saved query by its id (q=): the same id always names the same parameters. */
  savedQuery: (id: string) => ['saved-query', id] as const,
  lookup: (apiType: string, by: string, value: string) => ['lookup', apiType, by, value] as const,
  orthologs: (locusName: string) => ['panther', 'orthologs', locusName] as const,
  paralogs: (locusName: string) => ['panther', 'paralogs', locusName] as const,
  /** GET genome/features: one track's features in a region ('Chr1:3518..6012'). */
  genomeFeatures: (region: string, track: string) => ['genome', 'features', region, track] as const,
  expressionImage: (dataSource: string, locusName: string) => ['expression-image', dataSource, locusName] as const,
  /** 000 §7 news/breakingnews: the home card ('short') or a period of the full list. */
  breakingNews: (type: 'short' | 'full', period?: 'curr' | 'prev') => ['news', 'breakingnews', type, period ?? ''] as const,
  newsEvents: ['news', 'events'] as const,
  newsJobs: ['news', 'jobs'] as const,
  jobPosting: (file: string) => ['news', 'view-job', file] as const,
  /** GET tools/datasets: the BLAST and PatMatch datasets' sizes. */
  toolDatasets: ['tools', 'datasets'] as const,
};
