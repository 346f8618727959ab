/* A number draw: pick up to maxPicks numbers; a ticket wins when every pick is among the balls drawn. */
'use strict';

(() => {
  const { run, t, odds, sleep, $, element } = self.SportsbookGame;
  let chosen = [];

  function render(offer) {
    chosen = [];
    const table = Object.entries(offer.odds).map(([picks, price]) => t('picks-pay', { picks, odds: odds(price) }));
    $('board').replaceChildren(
      element('p', { className: 'rules' }, `${t('pick-numbers', { max: offer.maxPicks })} · ${table.join(' · ')}`),
      element('p', { className: 'drawn-title' }, t('drawn')),
      element('ol', { id: 'balls', className: 'balls' }),
    );
    const picks = $('picks');
    picks.className = 'numbers';
    picks.replaceChildren(
      ...Array.from({ length: offer.pool }, (_, i) => {
        const number = i + 1;
        const button = element('button', { className: 'number' }, String(number));
        button.type = 'button';
        button.dataset.number = String(number);
        button.setAttribute('aria-pressed', 'false');
        button.addEventListener('click', () => {
          if (chosen.includes(number)) chosen = chosen.filter((n) => n !== number);
          else if (chosen.length < offer.maxPicks) chosen = [...chosen, number];
          button.setAttribute('aria-pressed', String(chosen.includes(number)));
        });
        return button;
      }),
    );
  }

  /** Draws the balls one by one in the time left, marking the player's numbers that come up. */
  async function play(offer, result, ms) {
    for (const number of result.numbers) {
      await sleep(ms / result.numbers.length);
      const ball = element('li', { className: 'ball' }, String(number));
      if (chosen.includes(number)) ball.classList.add('hit');
      $('balls').append(ball);
    }
  }

  run({
    render,
    play,
    pick: () => (chosen.length > 0 ? { numbers: [...chosen].sort((a, b) => a - b) } : null),
    odds: (offer, pick) => offer.odds[pick.numbers.length],
    wins: (result, pick) => pick.numbers.every((n) => result.numbers.includes(n)),
    describe: (_offer, pick) => t('your-numbers', { numbers: pick.numbers.join(', ') }),
    describeResult: (_offer, result) => result.numbers.join(', '),
  });
})();
