import type { HelpLine } from '@sportsbook/contracts';
import { useTranslation } from '@sportsbook/translation';
import { formatCountry } from '../shared-ui/format';
import { useHelpLines } from '../api-calls/safer-gambling-help';

/** The player's own country first; services that help anywhere stay last. */
const inOrderFor = (lines: readonly HelpLine[], countryCode: string | undefined) =>
  [...lines].sort((a, b) => Number(b.country === countryCode) - Number(a.country === countryCode));

/** Where to get help, for everyone: a service in each of the brand's countries, and online. */
export function HelpLines({ countryCode }: { countryCode: string | undefined }) {
  const { t, i18n } = useTranslation('cashier');
  const help = useHelpLines();
  return (
    <section aria-labelledby="help-heading" css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h2 id="help-heading" css={{ margin: 0, fontSize: 18 }}>
        {t('help-heading')}
      </h2>
      <p css={{ margin: 0 }}>{t('help-text')}</p>
      {help.status === 'ready' && (
        <ul css={{ margin: 0, paddingInlineStart: 20, li: { padding: '4px 0' } }}>
          {inOrderFor(help.data.lines, countryCode).map((line) => (
            <li key={line.url}>
              <a href={line.url} target="_blank" rel="noopener noreferrer">
                {line.name}
              </a>{' '}
              ({line.country ? formatCountry(line.country, i18n.language) : t('help-anywhere')})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
