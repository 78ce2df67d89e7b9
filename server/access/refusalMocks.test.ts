import { describe, expect, it } from 'vitest';
import { GENE_ACTIONS_AT_ONCE_BODY, GENE_ACTIONS_PER_MINUTE_BODY, MEMBER_REFUSAL_BODY } from '../../mocks/accessRefusals';
import { MEMBER_REFUSAL } from '../detailAccess';
import { GENE_ACTIONS_AT_ONCE, TOO_MANY_GENE_ACTIONS } from '../routes/searchActions';
import { ClientShareError } from '../tools/shared/clientShare';

// The stories show the pages' refused states with these bodies (mocks/accessRefusals.ts); the browser cannot load
// the server's modules, so the bodies are copies, held here to what the server sends (the routes' own tests check
// that they send these).
describe("the stories' refusals", () => {
  it("are the server's 403 to a member with no usage units left", () => {
    expect(MEMBER_REFUSAL.status).toBe(403);
    expect(MEMBER_REFUSAL_BODY).toEqual(MEMBER_REFUSAL.body);
  });

  it("are the server's 429 to a client with as many gene actions running or waiting as it may have", () => {
    expect(GENE_ACTIONS_AT_ONCE_BODY).toEqual({ error: true, message: new ClientShareError(GENE_ACTIONS_AT_ONCE).message });
  });

  it("are the server's 429 to a client over the gene actions' per-minute limit", () => {
    expect(GENE_ACTIONS_PER_MINUTE_BODY).toEqual({ error: true, message: TOO_MANY_GENE_ACTIONS });
  });
});
