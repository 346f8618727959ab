import type { VirtualsStrings } from './translations';

/** Spanish: its own chunk, fetched only when a player picks the language. */
const es: VirtualsStrings = {
  title: 'Juegos virtuales: {{provider}}',
  loading: 'Cargando el juego…',
  error: 'No se pudo cargar el juego.',
  retry: 'Reintentar',
  'not-configured': 'El proveedor de juegos "{{provider}}" no está disponible en este sitio.',
  'currency-unavailable': 'Los juegos virtuales no están disponibles para la moneda de tu cuenta.',
  demo: 'Modo demo: estás jugando con crédito virtual.',
  login: 'Inicia sesión para jugar con dinero real',
  'login-required': 'Inicia sesión para jugar a {{provider}}.',
};

export default es;
