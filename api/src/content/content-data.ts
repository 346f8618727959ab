/**
 * The operator's content (menus, adverts, HTML widgets, page layouts, branding) as a CMS would
 * hold it, per brand where it differs. Images are small SVGs the API draws itself.
 */
import type { Advert, JackpotAdvert, Locale, PageAttributes, PageLayout, SubmenuLink } from '@sportsbook/contracts';
import { escapeHtml } from '../http/embedded-page';
import { operatorWords, type Phrase } from './content-words';

export const SUBMENUS: Readonly<Record<number, SubmenuLink[]>> = {
  1: [
    { id: 11, name: 'Sports', url: '/sports' },
    { id: 12, name: 'Live', url: '/live/sport/' },
    { id: 13, name: 'Jackpot', url: '/jackpot' },
    { id: 14, name: 'Virtuals', url: '/sports/kiron' },
    { id: 15, name: 'Esports', url: '/sports/esports' },
    { id: 16, name: 'Betradar Virtuals', url: '/sports/betradar-virtuals' },
    { id: 17, name: 'Lotto', url: '/lotto' },
    { id: 18, name: 'Powerball', url: '/powerball' },
    { id: 19, name: 'Promotions', url: '/promotions' },
    { id: 20, name: 'VIP', url: '/vip' },
  ],
  2: [
    { id: 21, name: 'Football', url: '/sports/240-FOOT' },
    { id: 22, name: 'Basketball', url: '/sports/227-BASK' },
    { id: 23, name: 'Tennis', url: '/sports/239-TENN' },
    { id: 24, name: 'Cricket', url: '/sports/215-CRIC' },
    { id: 25, name: 'Ice Hockey', url: '/sports/226-ICEH' },
  ],
};

/** The operator's HTML widgets, each written in the language asked for. */
export const HTML_WIDGETS: Readonly<Record<number, { active: boolean; content: (locale: Locale) => string }>> = {
  1: {
    active: true,
    content: (l) =>
      `<div class="widget widget-help"><h2>${escapeHtml(operatorWords('Need help?', l))}</h2><p>${escapeHtml(operatorWords('Our support team is here around the clock.', l))}</p><a href="/${l}/help">${escapeHtml(operatorWords('Contact us', l))}</a></div>`,
  },
  2: {
    active: true,
    content: (l) =>
      `<div class="widget widget-responsible"><h2>${escapeHtml(operatorWords('Play responsibly', l))}</h2><p>${escapeHtml(operatorWords('Set yourself a budget before you play, and keep to it.', l))}</p></div>`,
  },
  3: { active: false, content: () => '<div class="widget">Retired widget</div>' },
};

/** An advert's words (name, description, link) in `locale`; its image and link stay as they are. */
export function advertIn<T extends { name: string; description: string; link_name: string | null }>(
  advert: T,
  locale: Locale,
): T {
  const say = (text: string) => operatorWords(text as Phrase, locale);
  return {
    ...advert,
    name: say(advert.name),
    description: say(advert.description),
    link_name: advert.link_name && say(advert.link_name),
  };
}

const banner = (name: string) => `/api/content/images/${name}.svg`;

export const ADVERTS: Readonly<Record<number, Advert>> = {
  1: {
    audience: 'all',
    width_in_pixels: 280,
    height_in_pixels: 280,
    attachment_path: banner('welcome-bonus'),
    description: 'Get a first deposit bonus, one per person. Its wagering terms are shown at the cashier.',
    name: 'Welcome bonus',
    link: '/promotions',
    link_name: 'Claim now',
    popup: false,
    show_description: true,
  },
  2: {
    audience: 'logged_out',
    width_in_pixels: 280,
    height_in_pixels: 120,
    attachment_path: banner('join-today'),
    description: 'Join today and bet on thousands of live events.',
    name: 'Join today',
    link: '/join',
    link_name: 'Join',
    popup: false,
    show_description: false,
  },
  3: {
    audience: 'logged_in_not_deposited',
    width_in_pixels: 280,
    height_in_pixels: 120,
    attachment_path: banner('first-deposit'),
    description: 'Make your first deposit and get a bonus. Its terms are shown at the cashier.',
    name: 'First deposit',
    link: '/account/balances',
    link_name: 'Deposit',
    popup: false,
    show_description: true,
  },
  4: {
    audience: 'logged_in_not_played',
    width_in_pixels: 280,
    height_in_pixels: 120,
    attachment_path: banner('first-bet'),
    description: 'Place your first bet: accumulators pay extra winnings.',
    name: 'First bet',
    link: '/sports',
    link_name: 'Bet now',
    popup: false,
    show_description: true,
  },
  // Shown to a player in the first day after joining (spec §4 just_registered).
  5: {
    audience: 'just_registered',
    width_in_pixels: 280,
    height_in_pixels: 120,
    attachment_path: banner('welcome-aboard'),
    description: 'Your account is open: make your first deposit and start betting.',
    name: 'Welcome aboard',
    link: '/account/cashier?action=deposit',
    link_name: 'Deposit',
    popup: false,
    show_description: true,
  },
};

export const JACKPOT_ADVERTS: Readonly<Record<'jackpot_banner' | 'jackpot_bets', JackpotAdvert[]>> = {
  jackpot_banner: [
    {
      name: 'Mega Jackpot',
      description: 'Predict 13 matches and win the Mega Jackpot.',
      show_description: true,
      attachment_path: banner('mega-jackpot'),
      width_in_pixels: 728,
      height_in_pixels: 90,
      link: '/jackpot',
      link_name: 'Play now',
    },
  ],
  jackpot_bets: [
    {
      name: 'Jackpot bets',
      description: 'Your jackpot picks settle when the last match ends.',
      show_description: true,
      attachment_path: banner('jackpot-bets'),
      width_in_pixels: 280,
      height_in_pixels: 120,
      link: null,
      link_name: null,
    },
  ],
};

export const PAGE_LAYOUTS: PageLayout[] = [
  {
    url: '/*',
    branding_header_id: 1,
    right_column: [
      { name: 'my_bets', id: 0 },
      { name: 'betslip', id: 0 },
      { name: 'advert', id: 1 },
      { name: 'advert', id: 2 },
      { name: 'advert', id: 5 },
      { name: 'html_widget', id: 1 },
    ],
    centre_column_bottom: [{ name: 'html_widget', id: 2 }],
  },
  {
    url: '/*/sports/10001*',
    branding_header_id: 2,
    right_column: [
      { name: 'betslip', id: 0 },
      { name: 'advert', id: 3 },
      { name: 'advert', id: 4 },
    ],
  },
];

type PageWords = Readonly<Record<'sports' | 'live' | 'jackpot', readonly [title: string, description: string]>>;

/** The operator's page titles and descriptions (spec §1 page_attributes), in each site language. */
const PAGE_WORDS: Readonly<Record<Locale, PageWords>> = {
  en: {
    sports: ['Sports betting - prematch odds', 'Bet on football, basketball, tennis and more.'],
    live: ['Live betting - in-play odds', 'Live scores and in-play odds on hundreds of events.'],
    jackpot: ['Jackpot', 'Predict every match and win the jackpot.'],
  },
  es: {
    sports: ['Apuestas deportivas - cuotas prepartido', 'Apuesta en fútbol, baloncesto, tenis y mucho más.'],
    live: ['Apuestas en vivo - cuotas en directo', 'Resultados en vivo y cuotas en directo en cientos de eventos.'],
    jackpot: ['Jackpot', 'Acierta todos los partidos y gana el jackpot.'],
  },
  fr: {
    sports: ['Paris sportifs - cotes avant-match', 'Pariez sur le football, le basket, le tennis et plus encore.'],
    live: ['Paris en direct - cotes en direct', 'Scores et cotes en direct sur des centaines d’événements.'],
    jackpot: ['Jackpot', 'Pronostiquez chaque match et gagnez le jackpot.'],
  },
  pt: {
    sports: ['Apostas desportivas - odds pré-jogo', 'Aposte em futebol, basquetebol, ténis e muito mais.'],
    live: ['Apostas ao vivo - odds ao vivo', 'Resultados e odds ao vivo em centenas de eventos.'],
    jackpot: ['Jackpot', 'Acerte em todos os jogos e ganhe o jackpot.'],
  },
  vi: {
    sports: ['Cá cược thể thao - tỷ lệ trước trận', 'Cược bóng đá, bóng rổ, quần vợt và nhiều hơn nữa.'],
    live: ['Cá cược trực tiếp - tỷ lệ trong trận', 'Tỷ số trực tiếp và tỷ lệ trong trận cho hàng trăm sự kiện.'],
    jackpot: ['Jackpot', 'Dự đoán mọi trận đấu và giành Jackpot.'],
  },
  th: {
    sports: ['เดิมพันกีฬา - ราคาก่อนแข่ง', 'เดิมพันฟุตบอล บาสเกตบอล เทนนิส และอีกมากมาย'],
    live: ['เดิมพันสด - ราคาระหว่างแข่ง', 'ผลสดและราคาระหว่างแข่งในหลายร้อยรายการ'],
    jackpot: ['แจ็คพอต', 'ทายผลทุกนัดและคว้าแจ็คพอต'],
  },
  zh: {
    sports: ['体育投注 - 赛前赔率', '投注足球、篮球、网球等更多赛事。'],
    live: ['滚球投注 - 实时赔率', '数百场赛事的实时比分和滚球赔率。'],
    jackpot: ['奖池', '预测每场比赛，赢取奖池大奖。'],
  },
  id: {
    sports: ['Taruhan olahraga - odds pra-pertandingan', 'Bertaruh pada sepak bola, bola basket, tenis, dan lainnya.'],
    live: ['Taruhan langsung - odds langsung', 'Skor langsung dan odds langsung di ratusan pertandingan.'],
    jackpot: ['Jackpot', 'Tebak setiap pertandingan dan menangkan jackpot.'],
  },
};

export function pageAttributes(locale: Locale): PageAttributes[] {
  const words = PAGE_WORDS[locale];
  return [
    { url: '/*/sports*', title: words.sports[0], description: words.sports[1] },
    { url: '/*/live*', title: words.live[0], description: words.live[1] },
    { url: '/*/jackpot*', title: words.jackpot[0], description: words.jackpot[1] },
  ];
}

/**
 * An image on a gradient, sized like what uses it. A logo or the favicon carries its mark; an
 * advert's banner carries no words, since one image serves every language and the advert's name and
 * description are shown beside it in the page's language (an English "Welcome Bonus" stood on
 * Spanish pages, wider than its banner).
 */
function gradientSvg(mark: string | null, width = 280, height = 120): string {
  const title = mark && escapeHtml(mark.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
  const drawn = title
    ? `<text x="50%" y="50%" fill="#ffffff" font-family="system-ui,sans-serif" font-size="${Math.round(height / 5)}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${title}</text>`
    : `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.round(Math.min(width, height) / 4)}" fill="#ffffff" fill-opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#1f8a5b"/></linearGradient></defs>
<rect width="100%" height="100%" rx="8" fill="url(#g)"/>
${drawn}
</svg>`;
}

/** Names of the operator's content images (`/api/content/images/{name}.svg`): logos, favicon and banners. */
export const CONTENT_IMAGE_NAME = /^[a-z0-9-]{1,60}\.svg$/;

/** A banner's drawn size is the one its advert declares, so the reserved box and the file agree. */
function bannerSize(fileName: string): [number, number] | undefined {
  const adverts = [...Object.values(ADVERTS), ...JACKPOT_ADVERTS.jackpot_banner, ...JACKPOT_ADVERTS.jackpot_bets];
  const advert = adverts.find((candidate) => candidate.attachment_path === `/api/content/images/${fileName}`);
  return advert && [advert.width_in_pixels, advert.height_in_pixels];
}

/** A content image drawn at its natural size: logos 160 × 40, the favicon 32 × 32, banners as their advert says. */
export function contentImageSvg(fileName: string): string {
  const name = fileName.replace(/\.svg$/, '');
  if (name.endsWith('-logo')) return gradientSvg(name, 160, 40);
  if (name === 'favicon') return gradientSvg('S', 32, 32);
  return gradientSvg(null, ...(bannerSize(fileName) ?? [280, 120]));
}
