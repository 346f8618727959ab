/* A virtual football round: pick 1, X or 2 at the round's odds, then watch the match replay. */
'use strict';

(() => {
  const { run, t, odds, sleep, $, element } = self.SportsbookGame;
  const OUTCOMES = ['1', 'X', '2'];
  let chosen = null;

  const label = (offer, outcome) => ({ 1: offer.home, X: t('draw'), 2: offer.away })[outcome];

  function render(offer) {
    chosen = null;
    delete $('board').dataset.outcome;
    $('board').replaceChildren(
      element('p', { className: 'teams' }, `${offer.home} – ${offer.away}`),
      element('p', { id: 'score', className: 'score' }, '0 – 0'),
      element('p', { id: 'clock', className: 'clock' }, t('minute', { minute: 0 })),
      element('ol', { id: 'events', className: 'events' }),
    );
    const picks = $('picks');
    picks.replaceChildren(
      ...OUTCOMES.map((outcome) => {
        const button = element('button', { className: 'pick' });
        button.type = 'button';
        button.setAttribute('aria-pressed', 'false');
        button.append(
          element('span', { className: 'pick-label' }, `${outcome} · ${label(offer, outcome)}`),
          element('span', { className: 'pick-odds' }, odds(offer.odds[outcome])),
        );
        button.addEventListener('click', () => {
          chosen = outcome;
          for (const other of picks.children) other.setAttribute('aria-pressed', String(other === button));
        });
        return button;
      }),
    );
  }

  /** Replays the match in the time left: the clock runs to 90 and each goal appears at its minute. */
  async function play(offer, result, ms) {
    const goals = [...result.goals];
    const score = [0, 0];
    const steps = 18;
    for (let step = 1; step <= steps; step++) {
      const minute = Math.round((90 * step) / steps);
      while (goals.length > 0 && goals[0].minute <= minute) {
        const goal = goals.shift();
        score[goal.side === 'home' ? 0 : 1]++;
        const team = goal.side === 'home' ? offer.home : offer.away;
        $('events').append(element('li', { className: 'goal' }, `${t('minute', { minute: goal.minute })} ⚽ ${team}`));
      }
      $('score').textContent = `${score[0]} – ${score[1]}`;
      $('clock').textContent = t('minute', { minute });
      await sleep(ms / steps);
    }
    $('clock').textContent = t('full-time');
    $('board').dataset.outcome = result.outcome;
  }

  run({
    render,
    play,
    pick: () => (chosen ? { outcome: chosen } : null),
    odds: (offer, pick) => offer.odds[pick.outcome],
    wins: (result, pick) => result.outcome === pick.outcome,
    describe: (offer, pick) => label(offer, pick.outcome),
    describeResult: (offer, result) => `${offer.home} ${result.score[0]} – ${result.score[1]} ${offer.away}`,
  });
})();
