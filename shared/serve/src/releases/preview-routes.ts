import type { FastifyInstance } from 'fastify';
import { acceptForms, fromThisSite } from '../form-posts';
import { REVALIDATE } from '../cache-policy';
import { releaseProblems } from './release-checks';
import { folderOf, type ReleasePlaces } from './release-places';
import {
  END_PREVIEW_PATH,
  endPreviewCookie,
  openPreviewLink,
  OpenedLinks,
  PREVIEW_LINK_PATH,
  previewCookie,
  previewOf,
  type PreviewGrant,
} from './release-preview';
import { isPublished } from './release-store';

export type PreviewFor = (brand: string, cookieHeader: string | undefined) => PreviewGrant | null;

/** This browser's preview, while its version is still published; null for every other browser. */
export const previewSource =
  (places: ReleasePlaces | undefined, secret: string): PreviewFor =>
  (brand, cookieHeader) => {
    if (places === undefined) return null;
    const grant = previewOf(secret, cookieHeader, brand, Date.now());
    return grant !== null && isPublished(places.releases, folderOf(grant.remote), grant.version) ? grant : null;
  };

const refused = (message: string) => ({ statusCode: 403, code: 'PREVIEW_REFUSED', message });

/**
 * GET /preview?token=… opens a signed link: once, for the browser that opens it first, and only for a
 * version that is published and keeps the contract with the shell in service. POST /preview/end ends it.
 */
export async function registerPreviewRoutes(
  app: FastifyInstance,
  places: ReleasePlaces,
  secret: string,
  brandOf: (request: { hostname: string }) => { id: string },
): Promise<void> {
  const opened = new OpenedLinks();
  await app.register(async (scope) => {
    acceptForms(scope);
    scope.get(PREVIEW_LINK_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const now = Date.now();
      const token = (request.query as Record<string, unknown>).token;
      const grant = openPreviewLink(secret, typeof token === 'string' ? token : undefined, brandOf(request).id, now, opened);
      if (grant === null)
        return reply.code(403).send(refused('This preview link is not valid here: forged, expired, or already opened.'));
      const problems = releaseProblems(places, grant.remote, grant.version);
      if (problems.length > 0) return reply.code(403).send(refused(problems.join('; ')));
      const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
      return reply.header('Set-Cookie', previewCookie(secret, grant, now, secure)).redirect('/', 303);
    });
    scope.post(END_PREVIEW_PATH, async (request, reply) => {
      if (!fromThisSite(request)) return reply.code(403).send(refused('Only a page of this site can end its preview.'));
      return reply.header('Set-Cookie', endPreviewCookie()).header('Cache-Control', REVALIDATE).redirect('/', 303);
    });
  });
}
