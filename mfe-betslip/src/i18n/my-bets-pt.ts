import type { MyBetsStrings } from './my-bets-translations';

/** Portuguese: its own chunk, fetched only when a player picks the language. */
const pt: MyBetsStrings = {
  retry: 'Tentar de novo',
  'my-bets': {
    title: 'As minhas apostas',
    'tab-open': 'Em aberto',
    'tab-settled': 'Liquidadas',
    loading: 'A carregar as suas apostas…',
    error: 'Não foi possível carregar as suas apostas.',
    'no-open': 'Não tem apostas em aberto.',
    'no-settled': 'Ainda não tem apostas liquidadas.',
    login: 'Inicie sessão para ver as suas apostas.',
    'login-button': 'Iniciar sessão',
    bet: 'Aposta {{reference}}',
    reference: 'Ref. {{reference}}',
    'type-single': 'Simples',
    'type-multi': 'Múltipla ({{count}} seleções)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot: {{name}}',
    'jackpot-picks': 'Palpites do jackpot',
    'jackpot-match': 'Jogo {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} linha × {{amount}}',
    'jackpot-lines_other': '{{count}} linhas × {{amount}}',
    returned: 'Pago {{amount}}',
    'result-WON': 'Ganha',
    'result-LOST': 'Perdida',
    'result-VOID': 'Anulada',
    'result-CASHED_OUT': 'Cash out',
    'in-countdown_one': '{{count}} aposta a aguardar confirmação',
    'in-countdown_other': '{{count}} apostas a aguardar confirmação',
  },
  cashout: {
    button: 'Cash out {{amount}}',
    question: 'Encerrar esta aposta por {{amount}}?',
    confirm: 'Confirmar cash out de {{amount}}',
    keep: 'Manter aposta',
    success: 'Cash out realizado.',
    'invalid-amount': 'Valor de cash out inválido.',
    'values-changed': 'O valor de cash out mudou. Verifique-o e tente de novo.',
    error: 'O cash out falhou. Atualize e tente de novo.',
  },
};

export default pt;
