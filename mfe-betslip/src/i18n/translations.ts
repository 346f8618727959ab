import type { Translations } from '@sportsbook/ui';

export const betslipTranslations: Translations = {
  en: {
    title: 'Betslip',
    empty: 'Your betslip is empty. Tap a price to add a selection.',
    remove: 'Remove {{selection}}',
    'remove-all': 'Remove all',
    'max-selections': 'You can add up to {{max}} selections.',
  },
  es: {
    title: 'Boleto',
    empty: 'Tu boleto está vacío. Toca una cuota para añadir una selección.',
    remove: 'Quitar {{selection}}',
    'remove-all': 'Quitar todo',
    'max-selections': 'Puedes añadir hasta {{max}} selecciones.',
  },
  fr: {
    title: 'Coupon',
    empty: 'Votre coupon est vide. Touchez une cote pour ajouter une sélection.',
    remove: 'Retirer {{selection}}',
    'remove-all': 'Tout retirer',
    'max-selections': "Vous pouvez ajouter jusqu'à {{max}} sélections.",
  },
  pt: {
    title: 'Boletim',
    empty: 'O seu boletim está vazio. Toque numa odd para adicionar uma seleção.',
    remove: 'Remover {{selection}}',
    'remove-all': 'Remover tudo',
    'max-selections': 'Pode adicionar até {{max}} seleções.',
  },
};
