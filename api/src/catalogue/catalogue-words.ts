/**
 * The catalogue's words in the language a call asks for (spec §7, X-Accept-Language or `l`):
 * sports, countries, market names and the outcomes that are words (Draw, Over, Yes…). Teams,
 * players and leagues are proper names and stay as they are, as a real trading feed keeps them.
 */
import type { Locale } from '@sportsbook/contracts';
import { DEEP_PATTERNS, DEEP_WORDS } from './deep-market-words';

type Translated = Exclude<Locale, 'en'>;
type Words = Readonly<Record<string, string>>;

const SPORTS: Readonly<Record<Translated, Words>> = {
  es: {
    Football: 'Fútbol',
    Basketball: 'Baloncesto',
    Tennis: 'Tenis',
    Cricket: 'Críquet',
    'Ice Hockey': 'Hockey sobre hielo',
    eFootball: 'eFútbol',
    eBasketball: 'eBaloncesto',
    'Horse Racing': 'Carreras de caballos',
    Golf: 'Golf',
  },
  fr: {
    Football: 'Football',
    Basketball: 'Basket-ball',
    Tennis: 'Tennis',
    Cricket: 'Cricket',
    'Ice Hockey': 'Hockey sur glace',
    eFootball: 'eFootball',
    eBasketball: 'eBasket',
    'Horse Racing': 'Courses hippiques',
    Golf: 'Golf',
  },
  pt: {
    Football: 'Futebol',
    Basketball: 'Basquetebol',
    Tennis: 'Ténis',
    Cricket: 'Críquete',
    'Ice Hockey': 'Hóquei no gelo',
    eFootball: 'eFutebol',
    eBasketball: 'eBasquetebol',
    'Horse Racing': 'Corridas de cavalos',
    Golf: 'Golfe',
  },
  vi: {
    Football: 'Bóng đá',
    Basketball: 'Bóng rổ',
    Tennis: 'Quần vợt',
    Cricket: 'Cricket',
    'Ice Hockey': 'Khúc côn cầu trên băng',
    eFootball: 'Bóng đá ảo',
    eBasketball: 'Bóng rổ ảo',
    'Horse Racing': 'Đua ngựa',
    Golf: 'Gôn',
  },
  th: {
    Football: 'ฟุตบอล',
    Basketball: 'บาสเกตบอล',
    Tennis: 'เทนนิส',
    Cricket: 'คริกเก็ต',
    'Ice Hockey': 'ฮอกกี้น้ำแข็ง',
    eFootball: 'อีฟุตบอล',
    eBasketball: 'อีบาสเกตบอล',
    'Horse Racing': 'แข่งม้า',
    Golf: 'กอล์ฟ',
  },
  zh: {
    Football: '足球',
    Basketball: '篮球',
    Tennis: '网球',
    Cricket: '板球',
    'Ice Hockey': '冰球',
    eFootball: '电子足球',
    eBasketball: '电子篮球',
    'Horse Racing': '赛马',
    Golf: '高尔夫',
  },
  id: {
    Football: 'Sepak bola',
    Basketball: 'Bola basket',
    Tennis: 'Tenis',
    Cricket: 'Kriket',
    'Ice Hockey': 'Hoki es',
    eFootball: 'eFootball',
    eBasketball: 'eBasket',
    'Horse Racing': 'Pacuan kuda',
    Golf: 'Golf',
  },
};

/** Countries by ISO code: the runtime's own region names (Intl.DisplayNames) say them in every language. */
const COUNTRY_CODES: Words = {
  Argentina: 'AR',
  Australia: 'AU',
  Austria: 'AT',
  Brazil: 'BR',
  China: 'CN',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  India: 'IN',
  Ireland: 'IE',
  Italy: 'IT',
  Kenya: 'KE',
  Netherlands: 'NL',
  Philippines: 'PH',
  Portugal: 'PT',
  'South Africa': 'ZA',
  Spain: 'ES',
  Sweden: 'SE',
  USA: 'US',
  Vietnam: 'VN',
};

/** The catalogue's regions that are no country, and the words of markets and outcomes. */
const WORDS: Readonly<Record<Translated, Words>> = {
  es: {
    England: 'Inglaterra',
    International: 'Internacional',
    'International Clubs': 'Clubes internacionales',
    'Match Result': 'Resultado del partido',
    'Match Result (Regular Time)': 'Resultado del partido (tiempo reglamentario)',
    'Both Teams To Score': 'Ambos equipos marcan',
    'Money Line (Including Overtime)': 'Ganador (prórroga incluida)',
    'Double Chance': 'Doble oportunidad',
    '1st Half Result': 'Resultado de la 1.ª parte',
    'Money Line': 'Ganador',
    'Match Winner': 'Ganador del partido',
    'Set Betting': 'Resultado en sets',
    'First Set Winner': 'Ganador del primer set',
    'Toss Winner': 'Ganador del sorteo',
    'Outright Winner': 'Ganador del torneo',
    'Win or Each Way': 'Ganador o colocado',
    Draw: 'Empate',
    Yes: 'Sí',
    No: 'No',
  },
  fr: {
    England: 'Angleterre',
    International: 'International',
    'International Clubs': 'Clubs internationaux',
    'Match Result': 'Résultat du match',
    'Match Result (Regular Time)': 'Résultat du match (temps réglementaire)',
    'Both Teams To Score': 'Les deux équipes marquent',
    'Money Line (Including Overtime)': 'Vainqueur (prolongation incluse)',
    'Double Chance': 'Double chance',
    '1st Half Result': 'Résultat de la 1re mi-temps',
    'Money Line': 'Vainqueur',
    'Match Winner': 'Vainqueur du match',
    'Set Betting': 'Score en sets',
    'First Set Winner': 'Vainqueur du premier set',
    'Toss Winner': 'Vainqueur du tirage au sort',
    'Outright Winner': 'Vainqueur final',
    'Win or Each Way': 'Gagnant ou placé',
    Draw: 'Match nul',
    Yes: 'Oui',
    No: 'Non',
  },
  pt: {
    England: 'Inglaterra',
    International: 'Internacional',
    'International Clubs': 'Clubes internacionais',
    'Match Result': 'Resultado final',
    'Match Result (Regular Time)': 'Resultado final (tempo regulamentar)',
    'Both Teams To Score': 'Ambas as equipas marcam',
    'Money Line (Including Overtime)': 'Vencedor (prolongamento incluído)',
    'Double Chance': 'Hipótese dupla',
    '1st Half Result': 'Resultado da 1.ª parte',
    'Money Line': 'Vencedor',
    'Match Winner': 'Vencedor do jogo',
    'Set Betting': 'Resultado em sets',
    'First Set Winner': 'Vencedor do primeiro set',
    'Toss Winner': 'Vencedor do sorteio',
    'Outright Winner': 'Vencedor final',
    'Win or Each Way': 'Vencedor ou colocado',
    Draw: 'Empate',
    Yes: 'Sim',
    No: 'Não',
  },
  vi: {
    England: 'Anh',
    International: 'Quốc tế',
    'International Clubs': 'Câu lạc bộ quốc tế',
    'Match Result': 'Kết quả trận đấu',
    'Match Result (Regular Time)': 'Kết quả trận đấu (thời gian chính thức)',
    'Both Teams To Score': 'Cả hai đội ghi bàn',
    'Money Line (Including Overtime)': 'Đội thắng (gồm hiệp phụ)',
    'Double Chance': 'Cơ hội kép',
    '1st Half Result': 'Kết quả hiệp 1',
    'Money Line': 'Đội thắng',
    'Match Winner': 'Đội thắng trận',
    'Set Betting': 'Tỷ số set',
    'First Set Winner': 'Người thắng set 1',
    'Toss Winner': 'Đội thắng tung đồng xu',
    'Outright Winner': 'Nhà vô địch',
    'Win or Each Way': 'Thắng hoặc về trong nhóm đầu',
    Draw: 'Hòa',
    Yes: 'Có',
    No: 'Không',
  },
  th: {
    England: 'อังกฤษ',
    International: 'นานาชาติ',
    'International Clubs': 'สโมสรนานาชาติ',
    'Match Result': 'ผลการแข่งขัน',
    'Match Result (Regular Time)': 'ผลการแข่งขัน (เวลาปกติ)',
    'Both Teams To Score': 'ทั้งสองทีมทำประตู',
    'Money Line (Including Overtime)': 'ผู้ชนะ (รวมต่อเวลา)',
    'Double Chance': 'ดับเบิ้ลแชนซ์',
    '1st Half Result': 'ผลครึ่งแรก',
    'Money Line': 'ผู้ชนะ',
    'Match Winner': 'ผู้ชนะการแข่งขัน',
    'Set Betting': 'ผลเซต',
    'First Set Winner': 'ผู้ชนะเซตแรก',
    'Toss Winner': 'ผู้ชนะการเสี่ยงเหรียญ',
    'Outright Winner': 'แชมป์',
    'Win or Each Way': 'ชนะหรือติดอันดับ',
    Draw: 'เสมอ',
    Yes: 'ใช่',
    No: 'ไม่',
  },
  zh: {
    England: '英格兰',
    International: '国际',
    'International Clubs': '国际俱乐部',
    'Match Result': '全场赛果',
    'Match Result (Regular Time)': '全场赛果（常规时间）',
    'Both Teams To Score': '双方均进球',
    'Money Line (Including Overtime)': '独赢（含加时）',
    'Double Chance': '双重机会',
    '1st Half Result': '上半场赛果',
    'Money Line': '独赢',
    'Match Winner': '比赛胜者',
    'Set Betting': '盘数比分',
    'First Set Winner': '首盘胜者',
    'Toss Winner': '掷币胜者',
    'Outright Winner': '冠军',
    'Win or Each Way': '独赢或位置',
    Draw: '平局',
    Yes: '是',
    No: '否',
  },
  id: {
    England: 'Inggris',
    International: 'Internasional',
    'International Clubs': 'Klub internasional',
    'Match Result': 'Hasil pertandingan',
    'Match Result (Regular Time)': 'Hasil pertandingan (waktu normal)',
    'Both Teams To Score': 'Kedua tim mencetak gol',
    'Money Line (Including Overtime)': 'Pemenang (termasuk perpanjangan)',
    'Double Chance': 'Peluang ganda',
    '1st Half Result': 'Hasil babak pertama',
    'Money Line': 'Pemenang',
    'Match Winner': 'Pemenang pertandingan',
    'Set Betting': 'Skor set',
    'First Set Winner': 'Pemenang set pertama',
    'Toss Winner': 'Pemenang undian',
    'Outright Winner': 'Juara',
    'Win or Each Way': 'Menang atau tempat',
    Draw: 'Seri',
    Yes: 'Ya',
    No: 'Tidak',
  },
};

/** Names built from a pattern: `{1}` and `{2}` are the parts kept (a line, a team, a league). */
const PATTERNS: ReadonlyArray<{ match: RegExp; words: Readonly<Record<Translated, string>> }> = [
  {
    match: /^Over (\S+)$/,
    words: {
      es: 'Más de {1}',
      fr: 'Plus de {1}',
      pt: 'Mais de {1}',
      vi: 'Tài {1}',
      th: 'สูงกว่า {1}',
      zh: '大于 {1}',
      id: 'Di atas {1}',
    },
  },
  {
    match: /^Under (\S+)$/,
    words: {
      es: 'Menos de {1}',
      fr: 'Moins de {1}',
      pt: 'Menos de {1}',
      vi: 'Xỉu {1}',
      th: 'ต่ำกว่า {1}',
      zh: '小于 {1}',
      id: 'Di bawah {1}',
    },
  },
  {
    match: /^Total Goals Over\/Under (\S+)$/,
    words: {
      es: 'Total de goles más/menos de {1}',
      fr: 'Total de buts plus/moins de {1}',
      pt: 'Total de golos mais/menos de {1}',
      vi: 'Tổng bàn thắng tài/xỉu {1}',
      th: 'สกอร์รวมสูง/ต่ำ {1}',
      zh: '总进球大/小 {1}',
      id: 'Total gol di atas/di bawah {1}',
    },
  },
  {
    match: /^Total Points Over\/Under (\S+)$/,
    words: {
      es: 'Total de puntos más/menos de {1}',
      fr: 'Total de points plus/moins de {1}',
      pt: 'Total de pontos mais/menos de {1}',
      vi: 'Tổng điểm tài/xỉu {1}',
      th: 'คะแนนรวมสูง/ต่ำ {1}',
      zh: '总分大/小 {1}',
      id: 'Total poin di atas/di bawah {1}',
    },
  },
  {
    match: /^Total Games Over\/Under (\S+)$/,
    words: {
      es: 'Total de juegos más/menos de {1}',
      fr: 'Total de jeux plus/moins de {1}',
      pt: 'Total de jogos mais/menos de {1}',
      vi: 'Tổng số game tài/xỉu {1}',
      th: 'เกมรวมสูง/ต่ำ {1}',
      zh: '总局数大/小 {1}',
      id: 'Total gim di atas/di bawah {1}',
    },
  },
  {
    match: /^Race to (\d+) Points$/,
    words: {
      es: 'Primero en llegar a {1} puntos',
      fr: 'Premier à {1} points',
      pt: 'Primeiro a {1} pontos',
      vi: 'Đội đầu tiên đạt {1} điểm',
      th: 'ทีมแรกที่ทำได้ {1} คะแนน',
      zh: '先得 {1} 分',
      id: 'Pertama mencapai {1} poin',
    },
  },
  {
    match: /^Puck Line (\S+)$/,
    words: {
      es: 'Hándicap de puck {1}',
      fr: 'Handicap {1}',
      pt: 'Handicap {1}',
      vi: 'Kèo chấp {1}',
      th: 'แฮนดิแคป {1}',
      zh: '让球 {1}',
      id: 'Voor {1}',
    },
  },
  {
    match: /^Point Spread (.+) (\S+)$/,
    words: {
      es: 'Hándicap de puntos {1} {2}',
      fr: 'Handicap de points {1} {2}',
      pt: 'Handicap de pontos {1} {2}',
      vi: 'Kèo chấp điểm {1} {2}',
      th: 'แฮนดิแคปคะแนน {1} {2}',
      zh: '让分 {1} {2}',
      id: 'Voor poin {1} {2}',
    },
  },
  {
    match: /^Handicap (.+) (\S+)$/,
    words: {
      es: 'Hándicap {1} {2}',
      fr: 'Handicap {1} {2}',
      pt: 'Handicap {1} {2}',
      vi: 'Kèo chấp {1} {2}',
      th: 'แฮนดิแคป {1} {2}',
      zh: '让球 {1} {2}',
      id: 'Voor {1} {2}',
    },
  },
  {
    match: /^(.+) 1st Innings Runs Over\/Under (\S+)$/,
    words: {
      es: 'Carreras de {1} en la 1.ª entrada más/menos de {2}',
      fr: 'Points de {1} en 1re manche plus/moins de {2}',
      pt: 'Corridas de {1} na 1.ª entrada mais/menos de {2}',
      vi: 'Số run hiệp 1 của {1} tài/xỉu {2}',
      th: 'รันอินนิ่งแรกของ {1} สูง/ต่ำ {2}',
      zh: '{1} 第一局跑分大/小 {2}',
      id: 'Run babak pertama {1} di atas/di bawah {2}',
    },
  },
  {
    match: /^(.+) or Draw$/,
    words: {
      es: '{1} o empate',
      fr: '{1} ou nul',
      pt: '{1} ou empate',
      vi: '{1} hoặc hòa',
      th: '{1} หรือเสมอ',
      zh: '{1} 或平局',
      id: '{1} atau seri',
    },
  },
  {
    match: /^Draw or (.+)$/,
    words: {
      es: 'Empate o {1}',
      fr: 'Nul ou {1}',
      pt: 'Empate ou {1}',
      vi: 'Hòa hoặc {1}',
      th: 'เสมอหรือ {1}',
      zh: '平局或 {1}',
      id: 'Seri atau {1}',
    },
  },
  {
    match: /^(.+) or (.+)$/,
    words: {
      es: '{1} o {2}',
      fr: '{1} ou {2}',
      pt: '{1} ou {2}',
      vi: '{1} hoặc {2}',
      th: '{1} หรือ {2}',
      zh: '{1} 或 {2}',
      id: '{1} atau {2}',
    },
  },
  {
    match: /^(.+) - Winner$/,
    words: {
      es: '{1} - Ganador',
      fr: '{1} - Vainqueur',
      pt: '{1} - Vencedor',
      vi: '{1} - Nhà vô địch',
      th: '{1} - แชมป์',
      zh: '{1} - 冠军',
      id: '{1} - Juara',
    },
  },
];

const ALL_PATTERNS = [...DEEP_PATTERNS, ...PATTERNS];

const regionNames = new Map<Translated, Intl.DisplayNames>();
function countryName(name: string, locale: Translated): string | undefined {
  const code = COUNTRY_CODES[name];
  if (!code) return undefined;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names.of(code);
}

/** One catalogue name in `locale`; a proper name, or one the catalogue does not know, as it is. */
export function catalogueWord(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const exact = SPORTS[locale][text] ?? WORDS[locale][text] ?? DEEP_WORDS[locale][text] ?? countryName(text, locale);
  if (exact) return exact;
  // Half time/full time outcomes pair two results: "Hallam Athletic / Draw".
  if (text.includes(' / '))
    return text
      .split(' / ')
      .map((part) => catalogueWord(part, locale))
      .join(' / ');
  for (const { match, words } of ALL_PATTERNS) {
    const found = match.exec(text);
    if (found) return words[locale].replace('{1}', found[1] ?? '').replace('{2}', found[2] ?? '');
  }
  return text;
}

/** The fields that name something of the catalogue: `description`, `marketDescription`… */
const NAMED = /^(description|[a-z]+Description)$/;

/**
 * A copy of a catalogue answer (events, markets, outcomes, their paths, a bet's legs) with every
 * name in `locale`; the catalogue itself is shared by every call and stays as it is.
 */
export function inLanguage<T>(answer: T, locale: Locale): T {
  if (locale === 'en') return answer;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = NAMED.test(key) && typeof item === 'string' ? catalogueWord(item, locale) : walk(item);
    }
    return copy;
  };
  return walk(answer) as T;
}
