import type { MyBetsStrings } from './my-bets-translations';

/** Spanish: its own chunk, fetched only when a player picks the language. */
const es: MyBetsStrings = {
  retry: 'Reintentar',
  'my-bets': {
    title: 'Mis apuestas',
    'tab-open': 'Abiertas',
    'tab-settled': 'Liquidadas',
    loading: 'Cargando tus apuestas…',
    error: 'No se pudieron cargar tus apuestas.',
    'no-open': 'No tienes apuestas abiertas.',
    'no-settled': 'Aún no tienes apuestas liquidadas.',
    login: 'Inicia sesión para ver tus apuestas.',
    'login-button': 'Iniciar sesión',
    bet: 'Apuesta {{reference}}',
    reference: 'Ref. {{reference}}',
    'type-single': 'Simple',
    'type-multi': 'Combinada ({{count}} selecciones)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot: {{name}}',
    'jackpot-picks': 'Pronósticos del jackpot',
    'jackpot-match': 'Partido {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} línea × {{amount}}',
    'jackpot-lines_other': '{{count}} líneas × {{amount}}',
    returned: 'Devuelto {{amount}}',
    'result-WON': 'Ganada',
    'result-LOST': 'Perdida',
    'result-VOID': 'Anulada',
    'result-CASHED_OUT': 'Cobrada',
    'in-countdown_one': '{{count}} apuesta pendiente de confirmación',
    'in-countdown_other': '{{count}} apuestas pendientes de confirmación',
  },
  cashout: {
    button: 'Cobrar {{amount}}',
    question: '¿Cobrar esta apuesta por {{amount}}?',
    confirm: 'Confirmar cobro de {{amount}}',
    keep: 'Mantener apuesta',
    success: 'Cobro realizado.',
    'invalid-amount': 'Importe de cobro no válido.',
    'values-changed': 'El valor de cobro ha cambiado. Revísalo e inténtalo de nuevo.',
    error: 'El cobro ha fallado. Actualiza e inténtalo de nuevo.',
  },
};

export default es;
