import type { MyBetsStrings } from './my-bets-translations';

/** French: its own chunk, fetched only when a player picks the language. */
const fr: MyBetsStrings = {
  retry: 'Réessayer',
  'my-bets': {
    title: 'Mes paris',
    'tab-open': 'En cours',
    'tab-settled': 'Réglés',
    loading: 'Chargement de vos paris…',
    error: "Vos paris n'ont pas pu être chargés.",
    'no-open': "Vous n'avez aucun pari en cours.",
    'no-settled': "Vous n'avez pas encore de pari réglé.",
    login: 'Connectez-vous pour voir vos paris.',
    'login-button': 'Se connecter',
    bet: 'Pari {{reference}}',
    reference: 'Réf. {{reference}}',
    'type-single': 'Simple',
    'type-multi': 'Combiné ({{count}} sélections)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot : {{name}}',
    'jackpot-picks': 'Pronostics du jackpot',
    'jackpot-match': 'Match {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} ligne × {{amount}}',
    'jackpot-lines_other': '{{count}} lignes × {{amount}}',
    returned: 'Versé {{amount}}',
    'result-WON': 'Gagné',
    'result-LOST': 'Perdu',
    'result-VOID': 'Annulé',
    'result-CASHED_OUT': 'Encaissé',
    'in-countdown_one': '{{count}} pari en attente de confirmation',
    'in-countdown_other': '{{count}} paris en attente de confirmation',
  },
  cashout: {
    button: 'Encaisser {{amount}}',
    question: 'Encaisser ce pari pour {{amount}} ?',
    confirm: 'Confirmer l’encaissement de {{amount}}',
    keep: 'Garder le pari',
    success: 'Encaissement réussi.',
    'invalid-amount': "Montant d'encaissement invalide.",
    'values-changed': "La valeur d'encaissement a changé. Vérifiez-la et réessayez.",
    error: "L'encaissement a échoué. Actualisez et réessayez.",
  },
};

export default fr;
