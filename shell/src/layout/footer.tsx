import { compareCodes } from '@sportsbook/contracts';
import { css } from '@emotion/react';
import { color, CONTENT_FRESH_MS, mq, useNearViewport, useServerData } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { Icon } from '../content/icon';
import { fetchFooterHtml } from '../content/fetch-footer-html';
import { certificateUrl, fetchSealToken } from '../content/licence-seal';
import { sanitizeHtml } from '../content/sanitize-html';
import { useRemoteVersions } from '../federation/remote-versions';
import { useSettings } from '../settings/settings-store';

const footer = css`
  padding: 16px 12px 96px;
  border-top: 1px solid ${color('border')};
  color: ${color('textMuted')};
  font-size: 13px;
  ${mq.desktop} {
    padding-bottom: 16px;
  }
`;

/** Spec §2: the optional licence seal slot is 50 px high, from before the token arrives. */
const sealSlot = css`
  height: 50px;
  display: flex;
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

/** A phone's finger needs 24 px targets (WCAG 2.5.8); the operator's links are lines of small text. */
const operatorLinks = css`
  a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
`;

/** The operator's footer HTML (spec §2), through the same sanitizer as every widget. */
function FooterHtml({ path }: { path: string }) {
  const { i18n } = useTranslation('shell');
  const [place, near] = useNearViewport<HTMLDivElement>();
  const html = useServerData(
    ['footer-html', path, i18n.language],
    async (signal) => sanitizeHtml((await fetchFooterHtml(path, i18n.language, signal)).content),
    { enabled: near, freshMs: CONTENT_FRESH_MS },
  );
  return (
    <div
      ref={place}
      css={operatorLinks}
      data-testid="footer-html"
      dangerouslySetInnerHTML={{ __html: html.status === 'ready' ? html.data : '' }}
    />
  );
}

/** The licence seal linking to this host's certificate (GET /api/gcb_seals). */
function LicenceSeal() {
  const { t } = useTranslation('shell');
  const [place, near] = useNearViewport<HTMLDivElement>();
  const seal = useServerData(['licence-seal'], (signal) => fetchSealToken(window.location.hostname, signal), {
    enabled: near,
    freshMs: CONTENT_FRESH_MS,
  });
  return (
    <div ref={place} css={sealSlot} data-testid="licence-seal">
      {seal.status === 'ready' && (
        <a href={certificateUrl(seal.data.token)} target="_blank" rel="noopener noreferrer">
          <Icon type="seals" name="gcb" glyph="✓" size={40} />
          {t('licence-seal')}
        </a>
      )}
    </div>
  );
}

export function Footer({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const versions = useRemoteVersions();
  const sealRequired = useSettings((s) => s?.gcb_seal_required ?? false);
  return (
    <footer css={footer}>
      {currentBrand.footerHtmlPath !== null && <FooterHtml path={currentBrand.footerHtmlPath} />}
      <p>
        {t('responsible-gambling')} <Link to={`/${locale}/account/safer-play`}>{t('safer-gambling')}</Link>
      </p>
      {sealRequired && <LicenceSeal />}
      <p data-testid="versions">
        {t('versions')}: shell {__APP_VERSION__}
        {Object.entries(versions)
          .sort(([a], [b]) => compareCodes(a, b))
          .map(([remote, version]) => ` · ${remote.replace('mfe_', '')} ${version}`)}
      </p>
    </footer>
  );
}
