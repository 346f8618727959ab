import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
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

/** Spec §2: the optional licence seal slot is 50 px high. */
const sealSlot = css`
  height: 50px;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  const versions = useRemoteVersions((s) => s.versions);
  const sealRequired = useSettings((s) => s?.gcb_seal_required ?? false);
  return (
    <footer css={footer}>
      <p>{t('responsible-gambling')}</p>
      {sealRequired && <div css={sealSlot} data-testid="licence-seal" />}
      <p data-testid="versions">
        {t('versions')}: shell {__APP_VERSION__}
        {Object.entries(versions)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([remote, version]) => ` · ${remote.replace('mfe_', '')} ${version}`)}
      </p>
    </footer>
  );
}
