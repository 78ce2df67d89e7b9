// The curators' review calls (docs/gene-symbols.md) as the review page's stories see them: a small in-memory list
// of submissions that decisions change, and undoing them returns to pending, as the reference server does.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Decision, ReviewSubmission } from '../../src/features/submit/review/reviewApi';

const listUrl = '*/api/gene_class_symbol/submissions';
const decisionUrl = '*/api/gene_class_symbol/submissions/:id/decision';
const reopenUrl = '*/api/gene_class_symbol/submissions/:id/reopen';

export const reviewSubmissions = (): ReviewSubmission[] => [
  {
    id: 3,
    geneClassSymbol: 'ZAP',
    symbolType: 'mutant',
    fullName: 'ZIGZAG PETAL',
    phenotypeClass: 'flower development',
    additionalDetails: 'Petals fold in a zigzag.',
    numberOfAssociatedLoci: 1,
    status: 'pending',
    recordKey: null,
    submittedAt: '2026-03-02T10:15:00.000Z',
    comments: {
      text: 'Allele zap-1 in Col-0; manuscript in review.',
      loci: [{ id: '2200935', name: 'AT1G01010', symbol: 'NAC001' }],
      publications: [{ id: '501741063', title: 'Petal shape in Arabidopsis', year: 2025 }],
    },
    submitterInfo: { firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', institution: 'Carnegie Institution for Science' },
    communityId: 1501415858,
    rejectionReason: null,
    reviewedAt: null,
  },
  {
    id: 2,
    geneClassSymbol: 'RTW',
    symbolType: 'gene_product',
    fullName: 'ROOT TWIST',
    phenotypeClass: null,
    additionalDetails: null,
    numberOfAssociatedLoci: 3,
    status: 'approved',
    recordKey: '6500001',
    submittedAt: '2026-02-10T08:00:00.000Z',
    comments: { text: null, loci: [], publications: [] },
    submitterInfo: { firstName: 'Priya', lastName: 'Raman', email: 'p.raman@example.org', institution: null },
    communityId: 1501420020,
    rejectionReason: null,
    reviewedAt: '2026-02-12T09:00:00.000Z',
  },
  {
    id: 1,
    geneClassSymbol: 'LFZ',
    symbolType: 'gene_product',
    fullName: 'LEAFY LIKE',
    phenotypeClass: null,
    additionalDetails: null,
    numberOfAssociatedLoci: 2,
    status: 'rejected',
    recordKey: null,
    submittedAt: '2026-01-05T08:00:00.000Z',
    comments: { text: 'Please check against LFY.', loci: [], publications: [] },
    submitterInfo: { firstName: 'Priya', lastName: 'Raman', email: 'p.raman@example.org', institution: null },
    communityId: 1501420020,
    rejectionReason: 'Too close to LFY.',
    reviewedAt: '2026-01-06T08:00:00.000Z',
  },
];

/** The list and decisions over one in-memory list; `decisions` collects each decision sent. */
export function reviewHandlers(submissions: ReviewSubmission[] = reviewSubmissions(), decisions: Decision[] = []): RequestHandler[] {
  return [
    http.get(listUrl, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      const listed = submissions.filter((one) => status === 'all' || one.status === status);
      return HttpResponse.json({ submissions: [...listed].sort((a, b) => Number(a.status !== 'pending') - Number(b.status !== 'pending')) });
    }),
    http.post(decisionUrl, async ({ params, request }) => {
      const decision = (await request.json()) as Decision;
      decisions.push(decision);
      const index = submissions.findIndex((one) => one.id === Number(params.id));
      const submission = submissions[index];
      if (!submission) return HttpResponse.json({ error: `No submission has the id ${String(params.id)}.` }, { status: 404 });
      const decided: ReviewSubmission =
        decision.decision === 'reject'
          ? { ...submission, status: 'rejected', rejectionReason: decision.reason }
          : { ...submission, ...(decision.decision === 'change' ? decision.changes : {}), status: 'approved', recordKey: '6500002' } as ReviewSubmission;
      submissions[index] = decided;
      return HttpResponse.json({ submission: decided });
    }),
    http.post(reopenUrl, ({ params }) => {
      const index = submissions.findIndex((one) => one.id === Number(params.id));
      const submission = submissions[index];
      if (!submission) return HttpResponse.json({ error: `No submission has the id ${String(params.id)}.` }, { status: 404 });
      if (submission.status === 'pending') return HttpResponse.json({ error: 'This submission is already pending.' }, { status: 409 });
      const reopened: ReviewSubmission = { ...submission, status: 'pending', recordKey: null, rejectionReason: null, reviewedAt: null };
      submissions[index] = reopened;
      return HttpResponse.json({ submission: reopened });
    }),
  ];
}

/** The list failing (a server error). */
export const reviewListFailureHandler = (): RequestHandler => http.get(listUrl, () => HttpResponse.json({ error: 'unavailable' }, { status: 500 }));

/** The list that never answers, to show the loading state. */
export const reviewListPendingHandler = (): RequestHandler => http.get(listUrl, () => delay('infinite'));

/** A decision the server refuses with its message. */
export const decisionRefusedHandler = (error: string, status = 409): RequestHandler =>
  http.post(decisionUrl, () => HttpResponse.json({ error }, { status }));
