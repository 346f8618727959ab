import type { VirtualsStrings } from './translations';

/** Portuguese: its own chunk, fetched only when a player picks the language. */
const pt: VirtualsStrings = {
  title: 'Jogos virtuais: {{provider}}',
  loading: 'A carregar o jogo…',
  error: 'Não foi possível carregar o jogo.',
  retry: 'Tentar novamente',
  'not-configured': 'O fornecedor de jogos "{{provider}}" não está disponível neste site.',
  'currency-unavailable': 'Os jogos virtuais não estão disponíveis na moeda da sua conta.',
  demo: 'Modo demo: está a jogar com crédito virtual.',
  login: 'Inicie sessão para jogar a dinheiro real',
  'login-required': 'Inicie sessão para jogar {{provider}}.',
};

export default pt;
