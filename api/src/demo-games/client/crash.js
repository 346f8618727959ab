/* A crash round: choose a cash-out multiplier; the bet pays it if the multiplier climbs that far. */
'use strict';

(() => {
  const { run, t, odds, sleep, $, element } = self.SportsbookGame;
  let limits = { minCashOut: 1.01, maxCashOut: 100 };

  function render(offer) {
    limits = offer;
    delete $('board').dataset.crashed;
    $('board').replaceChildren(element('p', { id: 'multiplier', className: 'multiplier' }, '×1.00'));
    if ($('cash-out')) return;
    const input = element('input', { id: 'cash-out' });
    Object.assign(input, { type: 'number', inputMode: 'decimal', step: '0.01', value: '2.00' });
    input.min = String(offer.minCashOut);
    input.max = String(offer.maxCashOut);
    input.setAttribute('aria-describedby', 'cash-out-hint');
    const hint = t('cash-out-range', { min: odds(offer.minCashOut), max: odds(offer.maxCashOut) });
    $('picks').replaceChildren(
      element('label', { className: 'field' }, t('cash-out-at')),
      element('small', { id: 'cash-out-hint' }, hint),
    );
    $('picks').firstChild.append(input);
  }

  function pick() {
    const cashOut = Math.round(Number($('cash-out').value) * 100) / 100;
    return cashOut >= limits.minCashOut && cashOut <= limits.maxCashOut ? { cashOut } : null;
  }

  /** The multiplier climbs from 1 to the crash point along an exponential in the time left. */
  async function play(_offer, result, ms) {
    const steps = 25;
    for (let step = 1; step <= steps; step++) {
      await sleep(ms / steps);
      $('multiplier').textContent = `×${odds(Math.pow(result.crashPoint, step / steps))}`;
    }
    $('multiplier').textContent = t('crashed', { multiplier: odds(result.crashPoint) });
    $('board').dataset.crashed = 'true';
  }

  run({
    render,
    play,
    pick,
    odds: (_offer, choice) => choice.cashOut,
    wins: (result, choice) => result.crashPoint >= choice.cashOut,
    describe: (_offer, choice) => t('auto-cash-out', { multiplier: odds(choice.cashOut) }),
    describeResult: (_offer, result) => t('crashed', { multiplier: odds(result.crashPoint) }),
  });
})();
