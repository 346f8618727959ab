import { RELEASE_VERSION_PATTERN, type RemoteName } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { field, fromThisSite } from '../form-posts';
import { changeRelease, type RegistryCommand } from '../releases/release-commands';
import { releaseProblems } from '../releases/release-checks';
import { folderOf, remoteNamed } from '../releases/release-places';
import { RegistryRefusal } from '../releases/release-registry';
import { newPreviewGrant, previewCookie, previewLinkPath } from '../releases/release-preview';
import { messageBox, opsDocument, signInPage } from './ops-page';
import { consoleReply, knownBrand, operatorOf, opsBase, ORIGIN_REFUSED, secureRequest, type OpsContext } from './ops-context';
import type { OpsSession } from './ops-session';

class BadField extends Error {}

const version = (request: FastifyRequest): string => {
  const value = field(request, 'version');
  if (!RELEASE_VERSION_PATTERN.test(value)) throw new BadField('version: choose a published version');
  return value;
};

/** The command a form asks for; a field that is missing or malformed is named. */
function commandOf(request: FastifyRequest): RegistryCommand {
  const action = field(request, 'action');
  if (action === 'rollback') return { action };
  if (action === 'promote') return { action, version: version(request) };
  if (action !== 'canary') throw new BadField('action: must be canary, promote or rollback');
  const share = field(request, 'share');
  if (!/^\d{1,3}$/.test(share) || Number(share) > 100) throw new BadField('share: a whole percent from 0 to 100');
  return { action, version: version(request), share: Number(share) };
}

interface Target {
  base: string;
  operator: OpsSession;
  brand: string;
  remote: RemoteName;
}

/**
 * What every change must have before it is read: the console's path, a page of this very site as
 * its origin (no forged cross-site form), a signed-in operator, and a known brand and remote.
 */
async function targetOf(context: OpsContext, request: FastifyRequest, reply: FastifyReply): Promise<Target | null> {
  const base = opsBase(request);
  if (base === null) return (await reply.callNotFound(), null);
  if (!fromThisSite(request)) return (await consoleReply(reply, 403).send(signInPage(`${base}/sign-in`, ORIGIN_REFUSED)), null);
  const operator = operatorOf(context, request);
  if (operator === null) {
    const text = 'Sign in first: your session has ended or was never opened.';
    return (await consoleReply(reply, 401).send(signInPage(`${base}/sign-in`, { kind: 'error', text })), null);
  }
  const brand = field(request, 'brand');
  const remote = remoteNamed(field(request, 'remote'));
  if (!knownBrand(context, brand) || remote === null) {
    const text = `${knownBrand(context, brand) ? 'remote' : 'brand'}: not one this site serves`;
    const page = opsDocument('Release console', '<h1>Release console</h1>', messageBox({ kind: 'error', text }));
    return (await consoleReply(reply, 400).send(page), null);
  }
  return { base, operator, brand, remote };
}

const refusal = (
  context: OpsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  brand: string,
  status: number,
  text: string,
) => context.render(request, reply.code(status), brand, { message: { kind: 'error', text } });

export function registerOpsActions(scope: FastifyInstance, context: OpsContext): void {
  scope.post('/:locale/ops/change', async (request, reply) => {
    const target = await targetOf(context, request, reply);
    if (target === null) return reply;
    const { base, operator, brand, remote } = target;
    const revision = field(request, 'revision');
    const reason = field(request, 'reason').trim().slice(0, 200);
    try {
      if (!/^\d{1,9}$/.test(revision)) throw new BadField('revision: the page’s revision is missing; reload it');
      const command = commandOf(request);
      await changeRelease(context.releases, brand, remote, command, { by: operator.by, reason, revision: Number(revision) });
      return reply.redirect(`${base}?brand=${brand}`, 303);
    } catch (error) {
      if (error instanceof BadField) return refusal(context, request, reply, brand, 400, error.message);
      if (error instanceof RegistryRefusal) return refusal(context, request, reply, brand, 409, error.message);
      throw error;
    }
  });
  scope.post('/:locale/ops/preview', async (request, reply) => {
    const target = await targetOf(context, request, reply);
    if (target === null) return reply;
    const { base, brand, remote } = target;
    if (brand !== context.brandOf(request)) {
      const text = `brand: a preview applies on the brand’s own site; open this console on ${brand}’s site`;
      return refusal(context, request, reply, brand, 400, text);
    }
    try {
      const grant = newPreviewGrant({ brand, remote, version: version(request) }, Date.now());
      const problems = releaseProblems(context.releases, remote, grant.version);
      if (problems.length > 0) return refusal(context, request, reply, brand, 409, problems.join('; '));
      if (field(request, 'mode') !== 'link')
        return reply
          .header('Set-Cookie', previewCookie(context.secret, grant, Date.now(), secureRequest(request)))
          .redirect(`${base.replace(/\/ops$/, '')}/`, 303);
      // A path on this brand's site: the request's Host never reaches the page.
      const previewLink = previewLinkPath(context.secret, grant);
      const text = `Preview link made for ${folderOf(remote)} ${grant.version}.`;
      return context.render(request, reply.code(200), brand, { previewLink, message: { kind: 'done', text } });
    } catch (error) {
      if (error instanceof BadField) return refusal(context, request, reply, brand, 400, error.message);
      throw error;
    }
  });
}
