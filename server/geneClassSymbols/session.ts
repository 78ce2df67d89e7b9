// Who is calling, read from the credential cookies as every account call reads them (server/accounts/http.ts):
// a member (401 with the login page otherwise) or a curator (403 for other members).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN, credentialsOf, forbidden, loginPageUrl } from '../accounts/http';
import type { Login, LoginStore } from '../accounts/logins';
import type { ServerConfig } from '../config';

export const CURATORS_ONLY = 'Only curators can review gene class symbol submissions.';

export interface SymbolSession {
  /** The login, or null after answering 401 { error, redirectUri }. */
  member(request: FastifyRequest, reply: FastifyReply): Promise<Login | null>;
  /** A curator's login, or null after answering 401 or 403. */
  curator(request: FastifyRequest, reply: FastifyReply): Promise<Login | null>;
}

export function symbolSession(logins: LoginStore, config: ServerConfig): SymbolSession {
  const member = async (request: FastifyRequest, reply: FastifyReply) => {
    const login = await logins.resolve(credentialsOf(request));
    if (!login) void reply.code(401).send({ error: NOT_LOGGED_IN, redirectUri: loginPageUrl(request, config) });
    return login;
  };
  return {
    member,
    async curator(request, reply) {
      const login = await member(request, reply);
      if (login && !login.isCurator) {
        void forbidden(reply, CURATORS_ONLY);
        return null;
      }
      return login;
    },
  };
}
