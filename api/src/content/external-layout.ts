/**
 * The externally hosted header and footer of spec §2, as an operator's CMS would host them: a
 * desktop header (css, js, html) for the brands that use one, and the footer HTML every brand's
 * footer shows above its licence seal. Words follow the call's language (`l`,
 * any of the eight site locales, a region such as pt-BR speaking its language), English otherwise.
 */
import type { ExternalHeaderResponse, Locale } from '@sportsbook/contracts';
import { escapeHtml } from '../http/embedded-page';
import { siteLocale } from '../http/site-locale';
import type { BrandConfig } from './brands';
import { CONTENT_PAGE_TEXTS } from './content-page-texts';

const WORDS: Readonly<Record<Locale, Record<'sports' | 'live' | 'promotions' | 'help' | 'navigation', string>>> = {
  en: { sports: 'Sports', live: 'Live', promotions: 'Promotions', help: 'Help', navigation: 'Main sections' },
  es: { sports: 'Deportes', live: 'En vivo', promotions: 'Promociones', help: 'Ayuda', navigation: 'Secciones principales' },
  fr: { sports: 'Sports', live: 'En direct', promotions: 'Promotions', help: 'Aide', navigation: 'Rubriques principales' },
  pt: { sports: 'Desportos', live: 'Ao vivo', promotions: 'Promoções', help: 'Ajuda', navigation: 'Secções principais' },
  vi: { sports: 'Thể thao', live: 'Trực tiếp', promotions: 'Khuyến mãi', help: 'Trợ giúp', navigation: 'Mục chính' },
  th: { sports: 'กีฬา', live: 'สด', promotions: 'โปรโมชั่น', help: 'ช่วยเหลือ', navigation: 'เมนูหลัก' },
  zh: { sports: '体育', live: '滚球', promotions: '优惠', help: '帮助', navigation: '主要栏目' },
  id: { sports: 'Olahraga', live: 'Langsung', promotions: 'Promosi', help: 'Bantuan', navigation: 'Bagian utama' },
};

const FOOTER_WORDS: Readonly<Record<Locale, Record<'licence' | 'age' | 'responsible' | 'terms' | 'privacy', string>>> = {
  en: {
    licence: '{name} is licensed and regulated for online betting.',
    age: 'Over 18s only. Gambling can be addictive: play responsibly.',
    responsible: 'Responsible gambling',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
  },
  es: {
    licence: '{name} cuenta con licencia y está regulado para apuestas en línea.',
    age: 'Solo mayores de 18 años. El juego puede crear adicción: juega con responsabilidad.',
    responsible: 'Juego responsable',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
  },
  fr: {
    licence: '{name} est agréé et réglementé pour les paris en ligne.',
    age: 'Réservé aux plus de 18 ans. Le jeu peut créer une dépendance : jouez avec modération.',
    responsible: 'Jeu responsable',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
  },
  pt: {
    licence: '{name} está licenciado e regulado para apostas online.',
    age: 'Só para maiores de 18 anos. O jogo pode criar dependência: jogue com responsabilidade.',
    responsible: 'Jogo responsável',
    terms: 'Termos e condições',
    privacy: 'Política de privacidade',
  },
  vi: {
    licence: '{name} được cấp phép và chịu sự quản lý đối với hoạt động cá cược trực tuyến.',
    age: 'Chỉ dành cho người trên 18 tuổi. Cờ bạc có thể gây nghiện: hãy chơi có trách nhiệm.',
    responsible: 'Cá cược có trách nhiệm',
    terms: 'Điều khoản và điều kiện',
    privacy: 'Chính sách bảo mật',
  },
  th: {
    licence: '{name} ได้รับใบอนุญาตและอยู่ภายใต้การกำกับดูแลสำหรับการเดิมพันออนไลน์',
    age: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น การพนันอาจทำให้เสพติดได้ โปรดเล่นอย่างมีความรับผิดชอบ',
    responsible: 'การเดิมพันอย่างมีความรับผิดชอบ',
    terms: 'ข้อกำหนดและเงื่อนไข',
    privacy: 'นโยบายความเป็นส่วนตัว',
  },
  zh: {
    licence: '{name} 持有在线投注牌照，并受监管机构监管。',
    age: '仅限 18 岁以上人士。博彩可能导致成瘾：请理性投注。',
    responsible: '负责任博彩',
    terms: '条款与条件',
    privacy: '隐私政策',
  },
  id: {
    licence: '{name} memiliki lisensi dan diawasi untuk taruhan online.',
    age: 'Khusus usia 18 tahun ke atas. Perjudian dapat menimbulkan kecanduan: bermainlah secara bertanggung jawab.',
    responsible: 'Taruhan yang bertanggung jawab',
    terms: 'Syarat dan ketentuan',
    privacy: 'Kebijakan privasi',
  },
};

/** The header of a brand configured to host its own, or null. Links are relative to the site's locale root. */
export function externalHeader(brand: BrandConfig, l?: string): ExternalHeaderResponse | null {
  if (!brand.externalHeader) return null;
  const language = siteLocale(l);
  const words = WORDS[language];
  const links: [string, string][] = [
    [`/${language}/sports`, words.sports],
    [`/${language}/live/sport/`, words.live],
    [`/${language}/promotions`, words.promotions],
    [`/${language}/help`, words.help],
  ];
  const html = [
    `<div class="sb-external-header" data-brand="${brand.id}">`,
    `<a class="sb-external-header__logo" href="/${language}/"><img src="/api/content/images/${brand.id}-logo.svg" width="160" height="40" alt="${escapeHtml(brand.name)}"></a>`,
    `<nav class="sb-external-header__links" aria-label="${escapeHtml(words.navigation)}"><ul>`,
    ...links.map(([href, text]) => `<li><a href="${href}">${escapeHtml(text)}</a></li>`),
    '</ul></nav>',
    '</div>',
  ].join('');
  const css = [
    '.sb-external-header{display:flex;align-items:center;gap:24px;padding:8px 16px;background:#0b3d2e;color:#fff}',
    '.sb-external-header__logo img{display:block;height:36px;width:auto}',
    '.sb-external-header__links ul{display:flex;gap:16px;margin:0;padding:0;list-style:none}',
    '.sb-external-header__links a{color:#fff;text-decoration:none;font-weight:600}',
    '.sb-external-header__links a:hover,.sb-external-header__links a:focus-visible{text-decoration:underline}',
  ].join('\n');
  // Harmless by design: it only marks the header as the brand's own, and the site may skip it.
  const js = `document.querySelector('.sb-external-header')?.setAttribute('data-ready', 'true');`;
  return { css, js, html };
}

/** The footer HTML of every brand: licence line, age notice and the legal links. */
export function externalFooter(brand: BrandConfig, l?: string): string {
  const language = siteLocale(l);
  const words = FOOTER_WORDS[language];
  return [
    `<div class="sb-footer" data-brand="${brand.id}">`,
    `<p>${escapeHtml(words.licence.replace('{name}', brand.name))}</p>`,
    `<p>${escapeHtml(words.age)}</p>`,
    '<ul>',
    `<li><a href="/${language}/responsible-gambling">${escapeHtml(words.responsible)}</a></li>`,
    `<li><a href="/${language}/terms">${escapeHtml(words.terms)}</a></li>`,
    `<li><a href="/${language}/privacy">${escapeHtml(words.privacy)}</a></li>`,
    `<li><a href="/${language}/cookies">${escapeHtml(CONTENT_PAGE_TEXTS[language].cookies.title)}</a></li>`,
    `<li><a href="/${language}/help">${escapeHtml(CONTENT_PAGE_TEXTS[language].help.title)}</a></li>`,
    '</ul>',
    '</div>',
  ].join('');
}
