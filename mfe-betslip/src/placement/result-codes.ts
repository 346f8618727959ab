/** Bet result codes of spec §8, each with its translation key under `res.` in the betslip namespace. */
export const RESULT_CODES = [
  'RES-00152',
  'RES-00048',
  'RES-00109',
  'RES-00108',
  'RES-00056',
  'RES-00034',
  'RES-00103',
  'RES-00140',
  'RES-00057',
  'RES-00153',
  'RES-00195',
  'RES-00047',
  'RES-00046',
  'RES-00100',
  'RES-00098',
  'RES-00199',
  'RES-00196',
  'RES-00218',
  'RES-00233',
  'RES-00241',
  'RES-00049',
  'RES-00246',
  'RES-00247',
  'RES-00249',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const isResultCode = (code: string): code is ResultCode => (RESULT_CODES as readonly string[]).includes(code);

/** The translation key of a code; an unknown code reads as the generic failure, never as a raw code. */
export const resultMessageKey = (code: string): string =>
  isResultCode(code) ? `res.${code}` : code === 'network' ? 'res.network' : 'res.unknown';
