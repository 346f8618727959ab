/**
 * What the login's second-factor steps say (spec §4, §8: the form shows the server's message under
 * the field), in the language of the login's path (`/api/auth/{locale}/…`). The form's own checks
 * of a code say the first four in the same words (mfe-account's `otp-error-*`).
 */
import type { Locale } from '@sportsbook/contracts';
import { siteLocale } from '../http/site-locale';

const STEP_WORDS = {
  required: {
    en: 'Field should be required',
    es: 'El campo es obligatorio',
    fr: 'Ce champ est obligatoire',
    pt: 'O campo é obrigatório',
    vi: 'Vui lòng không để trống trường này',
    th: 'กรุณากรอกข้อมูลในช่องนี้',
    zh: '此项为必填项',
    id: 'Kolom ini wajib diisi',
  },
  numeric: {
    en: 'Field should be numeric',
    es: 'El campo debe ser numérico',
    fr: 'Ce champ doit être numérique',
    pt: 'O campo deve ser numérico',
    vi: 'Trường này chỉ được chứa chữ số',
    th: 'ช่องนี้ต้องเป็นตัวเลขเท่านั้น',
    zh: '此项只能输入数字',
    id: 'Kolom ini harus berupa angka',
  },
  tooShort: {
    en: 'Minimum requirement not met',
    es: 'No se cumple el mínimo requerido',
    fr: 'Longueur minimale non atteinte',
    pt: 'Requisito mínimo não cumprido',
    vi: 'Chưa đạt yêu cầu tối thiểu',
    th: 'ไม่ถึงเกณฑ์ขั้นต่ำ',
    zh: '未达到最低要求',
    id: 'Persyaratan minimum belum terpenuhi',
  },
  tooLong: {
    en: 'Maximum requirement not met',
    es: 'Se supera el máximo permitido',
    fr: 'Longueur maximale dépassée',
    pt: 'Requisito máximo excedido',
    vi: 'Vượt quá yêu cầu tối đa',
    th: 'เกินเกณฑ์สูงสุด',
    zh: '超出最高要求',
    id: 'Melebihi persyaratan maksimum',
  },
  codeWrong: {
    en: 'The code is not correct',
    es: 'El código no es correcto',
    fr: "Le code n'est pas correct",
    pt: 'O código não está correto',
    vi: 'Mã không đúng',
    th: 'รหัสไม่ถูกต้อง',
    zh: '验证码不正确',
    id: 'Kode tidak benar',
  },
  codeAccepted: {
    en: 'Code accepted',
    es: 'Código aceptado',
    fr: 'Code accepté',
    pt: 'Código aceite',
    vi: 'Mã đã được chấp nhận',
    th: 'ยอมรับรหัสแล้ว',
    zh: '验证码已通过',
    id: 'Kode diterima',
  },
  codeSent: {
    en: 'A new code has been sent',
    es: 'Te hemos enviado un código nuevo',
    fr: 'Un nouveau code a été envoyé',
    pt: 'Foi enviado um novo código',
    vi: 'Mã mới đã được gửi',
    th: 'ส่งรหัสใหม่แล้ว',
    zh: '新验证码已发送',
    id: 'Kode baru telah dikirim',
  },
  codeWait: {
    en: 'Please wait 5 minutes before asking for a new code',
    es: 'Espera 5 minutos antes de pedir un código nuevo',
    fr: 'Veuillez attendre 5 minutes avant de demander un nouveau code',
    pt: 'Aguarde 5 minutos antes de pedir um novo código',
    vi: 'Vui lòng đợi 5 phút trước khi yêu cầu mã mới',
    th: 'โปรดรอ 5 นาทีก่อนขอรหัสใหม่',
    zh: '请等待 5 分钟后再申请新验证码',
    id: 'Harap tunggu 5 menit sebelum meminta kode baru',
  },
  answerTheQuestion: {
    en: 'Answer the security question',
    es: 'Responde a la pregunta de seguridad',
    fr: 'Répondez à la question de sécurité',
    pt: 'Responda à pergunta de segurança',
    vi: 'Hãy trả lời câu hỏi bảo mật',
    th: 'โปรดตอบคำถามความปลอดภัย',
    zh: '请回答安全问题',
    id: 'Jawab pertanyaan keamanan',
  },
  answerWrong: {
    en: 'The answer is not correct',
    es: 'La respuesta no es correcta',
    fr: "La réponse n'est pas correcte",
    pt: 'A resposta não está correta',
    vi: 'Câu trả lời không đúng',
    th: 'คำตอบไม่ถูกต้อง',
    zh: '答案不正确',
    id: 'Jawaban tidak benar',
  },
  answerAccepted: {
    en: 'Answer accepted',
    es: 'Respuesta aceptada',
    fr: 'Réponse acceptée',
    pt: 'Resposta aceite',
    vi: 'Câu trả lời đã được chấp nhận',
    th: 'ยอมรับคำตอบแล้ว',
    zh: '答案已通过',
    id: 'Jawaban diterima',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type StepWord = keyof typeof STEP_WORDS;

/** A step's message in the path's language; an unknown language gets the site's default. */
export const stepWord = (word: StepWord, locale: string | undefined): string => STEP_WORDS[word][siteLocale(locale)];
