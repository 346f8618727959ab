/**
 * Spec §2: "a static maintenance page (mobile path /m/{locale}/maintenance)". The site's own
 * /{locale}/maintenance route needs the shell and its remotes; this page needs nothing but itself,
 * so it still answers when everything else is down for maintenance (the switch leaves /m/ alone).
 */
import { jsonSchemaOf } from '../http/json-schema';
import * as v from '@sportsbook/schema';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../http/embedded-page';

const TEXTS: Readonly<Record<string, { title: string; body: string }>> = {
  en: { title: 'We will be back soon', body: 'The sportsbook is down for maintenance. Your bets and balance are safe.' },
  es: { title: 'Volvemos pronto', body: 'La casa de apuestas está en mantenimiento. Tus apuestas y tu saldo están a salvo.' },
  fr: { title: 'Nous revenons vite', body: 'Le site de paris est en maintenance. Vos paris et votre solde sont en sécurité.' },
  pt: { title: 'Voltamos em breve', body: 'A casa de apostas está em manutenção. As suas apostas e o seu saldo estão seguros.' },
  vi: { title: 'Chúng tôi sẽ trở lại sớm', body: 'Trang cá cược đang bảo trì. Cược và số dư của bạn vẫn an toàn.' },
  th: { title: 'เราจะกลับมาเร็วๆ นี้', body: 'เว็บไซต์กำลังปิดปรับปรุง การเดิมพันและยอดเงินของคุณปลอดภัย' },
  zh: { title: '我们很快回来', body: '体育投注正在维护中。您的投注和余额安全无虞。' },
  id: { title: 'Kami segera kembali', body: 'Situs taruhan sedang dalam pemeliharaan. Taruhan dan saldo Anda aman.' },
};

/** Nothing runs and nothing loads: the page is its own text and an inline style. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

function maintenancePage(locale: string): string {
  const lang = Object.hasOwn(TEXTS, locale) ? locale : 'en';
  const text = TEXTS[lang] ?? { title: '', body: '' };
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;box-sizing:border-box;background:#10151c;color:#e8edf3;text-align:center}</style>
</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p></main></body></html>`;
}

export function registerMaintenancePage(app: FastifyInstance): void {
  app.get<{ Params: { locale: string } }>(
    '/m/:locale/maintenance',
    { schema: { params: jsonSchemaOf(v.object({ locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))) })) } },
    async (request, reply) =>
      reply
        .header('Content-Security-Policy', PAGE_POLICY)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(maintenancePage(request.params.locale)),
  );
}
